"""Memorandum on a phone: the seat's hand while it memorises, and a look at it again at the
reveal.

The rules turn every hand face down at "Time!" (the view has no hand then), so the phone
shows its backs until everyone turns up their original hand; the cards a seat has taken
are public and shown all along. "Mine!" stays on the table: a claim is a race, and a phone
in the hand is slower than a pad under the finger, so a phone sends no moves here.
"""

from __future__ import annotations

from games.core import Event
from games.core.phone import Card, Cards, Line, Page, PhoneSide, SeatName, Words
from games.memorandum import cards
from games.memorandum.actions import CardCalled, WindowClosed
from games.memorandum.rules import CLAIMS, MEMORISE, TURN, MemorandumView

COURT = "AJQK"  # ranks printed as a letter, which each language has its own of


def card(code: str, down: bool = False) -> Card:
    """A playing card as its corner shows it: rank and suit, red or black."""
    tone = "red" if cards.is_red(code) else "black"
    if cards.is_joker(code):
        return Card("🃏", "", tone, note=Words(f"cards.joker.{code[0]}"))
    rank = cards.rank(code)
    face = Words(f"cards.index.{rank}") if rank in COURT else ("10" if rank == "T" else rank)
    return Card(face, cards.SUIT_SYMBOLS[cards.suit(code)], tone, down=down)


def card_words(code: str) -> Words:
    """The card as the dealer calls it ("Queen of Hearts")."""
    if cards.is_joker(code):
        return Words(f"cards.joker.{code[0]}")
    rank = cards.rank(code)
    spoken = Words(f"cards.rank.{rank}") if rank in COURT else ("10" if rank == "T" else rank)
    return Words.of("cards.name", rank=spoken, suit=Words(f"cards.suit.{cards.suit(code)}"))


def page(view: MemorandumView) -> Page:
    seat, sections = view.seat, []
    receives = seat in view.receivers
    if view.hand:
        sections.append(Cards(Words("memorandum.phone.memorise"), tuple(map(card, view.hand))))
    elif view.revealed and view.revealed[seat]:
        was = tuple(map(card, view.revealed[seat]))
        sections.append(Cards(Words("memorandum.phone.was"), was))
    elif receives and view.phase == CLAIMS:
        backs = tuple(Card("", down=True) for _ in range(view.hand_sizes[seat]))
        sections.append(Cards(Words("memorandum.phone.face_down"), backs))
    if view.phase == CLAIMS and view.card:
        sections.append(Line(Words.of("memorandum.phone.called", card=card_words(view.card)), "📣"))
    won = view.won[seat] if seat < len(view.won) else ()
    if won:
        sections.append(Cards(Words("memorandum.phone.taken"), tuple(map(card, won))))
    return Page(tuple(sections), _prompt(view, receives))


def _prompt(view: MemorandumView, receives: bool) -> Words | None:
    if not receives and view.phase in (MEMORISE, CLAIMS, TURN):
        return Words("memorandum.phone.dealer_turns" if view.by_hand else "memorandum.phone.dealer")
    if view.hand:
        return Words("memorandum.phone.memorise_now")
    if view.phase == CLAIMS:
        return Words("memorandum.phone.claim")
    return None


def told(event: Event) -> Line | None:
    if isinstance(event, CardCalled):
        return Line(Words.of("memorandum.phone.called", card=card_words(event.card)), "📣")
    if isinstance(event, WindowClosed):
        if event.outcome == "given":
            who = SeatName(event.to_seat)
            words = Words.of("memorandum.phone.given", card=card_words(event.card), name=who)
            return Line(words, "🙋")
        return Line(Words.of(f"memorandum.phone.{event.outcome}", card=card_words(event.card)))
    return None


PHONE = PhoneSide(page=page, told=told)
