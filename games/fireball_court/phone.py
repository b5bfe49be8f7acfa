"""Fireball Court on a phone: the seat's hand, private, and a card laid from it.

The hand shows on the phone alone (the table shows it face down while the phone is
joined); the Court and the pile are public and shown too, so a player can choose without
looking up. The pictures are the table's (one table, in `cards.py`, for both).
"""

from __future__ import annotations

from games.core import Event
from games.core.phone import Card, Cards, Line, Page, PhoneSide, SeatName, Words
from games.fireball_court import cards
from games.fireball_court.actions import Captured, FireballView, Laid, Play


def card(number: int, move: Play | None = None, lit: bool = False) -> Card:
    """A card as the table paints it: its number and coin or raven, or its picture."""
    if cards.is_coin(number) or cards.is_raven(number):
        mark, tone = (cards.COIN, "coin") if cards.is_coin(number) else (cards.RAVEN, "raven")
        return Card(str(cards.number(number)), mark, tone, move, lit)
    kind = cards.kind(number)
    if kind == cards.FIREBALL:
        return Card(cards.FIRE, "", "fire", move, lit, note=Words("fireball_court.phone.fireball"))
    return Card(
        cards.SENIOR_PICTURES[kind],
        "",
        "senior",
        move,
        lit,
        note=Words(f"fireball_court.phone.{kind}"),
    )


def card_words(number: int) -> Words:
    """A card named in a sentence: "a 7", "a King", "a Fireball"."""
    if cards.number(number):
        return Words.of("fireball_court.phone.a_number", number=cards.number(number))
    return Words(f"fireball_court.phone.a_{cards.kind(number)}")


def page(view: FireballView) -> Page:
    plays = view.phase == "play" and view.on_turn == view.seat
    hand = tuple(card(c, Play(c) if plays else None, c == view.drawn) for c in view.hand)
    court = tuple(card(stack[-1]) for stack in view.court if stack)
    sections = (
        Cards(Words("fireball_court.phone.hand"), hand),
        Cards(Words("fireball_court.court"), court),
        Line(Words.of("fireball_court.phone.pile", count=view.pile), "🂠"),
    )
    prompt = None
    if plays:
        prompt = Words("fireball_court.phone.play")
    elif view.phase == "round_over":
        prompt = Words("fireball_court.phone.next_round")
    return Page(sections, prompt)


def told(event: Event) -> Line | None:
    if isinstance(event, Captured):
        key = "fireball_court.phone.swept" if event.sweep else "fireball_court.phone.captured"
        who, what = SeatName(event.seat), card_words(event.card)
        return Line(Words.of(key, name=who, card=what, count=len(event.cards)), "✋")
    if isinstance(event, Laid):
        who, what = SeatName(event.seat), card_words(event.card)
        return Line(Words.of("fireball_court.phone.laid", name=who, card=what), "🃏")
    return None


PHONE = PhoneSide(page=page, told=told, moves=(Play,))
