"""Devil's Circle on a phone: nothing is private here, so the phone tells its seat what the
table does (the wanted picture, its coins and cards, whose turn it is, the last flip) for a
player who looks away from the ring. The pictures are the table's (one table,
`actions.EMOJI`, for both).
"""

from __future__ import annotations

from games.core import Event
from games.core.phone import Line, Page, PhoneSide, SeatName, Words
from games.devils_circle.actions import ALL_FIVE, EMOJI, DCView, DiscFlipped, RoundWon


def page(view: DCView) -> Page:
    sections = []
    if view.searched == ALL_FIVE:
        sections.append(Line(Words("devils_circle.phone.all_five"), "✌️"))
    elif view.searched:
        sections.append(Line(Words("devils_circle.phone.wanted"), EMOJI[view.searched]))
    won = view.won[view.seat]
    coins = Words.of("devils_circle.phone.holding_coins", count=view.coins[view.seat])
    cards = Words.of("devils_circle.phone.holding_cards", count=len(won))
    holding = Words.of("devils_circle.phone.holding", coins=coins, cards=cards)
    sections.append(Line(holding, "🪙"))
    prompt = Words("devils_circle.phone.turn") if view.on_turn == view.seat else None
    return Page(tuple(sections), prompt)


def told(event: Event) -> Line | None:
    if isinstance(event, DiscFlipped):
        key = f"devils_circle.phone.{event.outcome}"
        return Line(Words.of(key, name=SeatName(event.seat)), EMOJI[event.to_image])
    if isinstance(event, RoundWon):
        words = Words.of("devils_circle.phone.won", name=SeatName(event.seat), count=event.coins)
        return Line(words, "🏆")
    return None


PHONE = PhoneSide(page=page, told=told)
