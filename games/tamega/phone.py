"""Tamega on a phone: nothing is private here either (face-down tiles are hidden from
everyone), so the phone tells its seat the pairs it has taken, whose turn it is and the
last tile turned. The pictures are the table's (one table, `board.PICTURES`, for both).
"""

from __future__ import annotations

from games.core import Event
from games.core.phone import Card, Cards, Line, Page, PhoneSide, SeatName, Words
from games.tamega.actions import PairTaken, TileTurnedUp
from games.tamega.board import tile_picture
from games.tamega.rules import TamegaView


def page(view: TamegaView) -> Page:
    pairs = tuple(Card(tile_picture(p)) for p in view.taken[view.seat])
    sections: list[Cards | Line] = [Cards(Words("tamega.phone.pairs"), pairs)]
    if view.teams:
        mate = Words.of("tamega.phone.team", team=view.teams[view.seat] + 1)
        sections.append(Line(mate, "🤝"))
    prompt = None
    if view.phase == "memorise":
        prompt = Words("tamega.phone.memorise")
    elif view.on_turn == view.seat and not view.winners:
        prompt = Words("tamega.phone.turn")
    return Page(tuple(sections), prompt)


def told(event: Event) -> Line | None:
    if isinstance(event, (TileTurnedUp, PairTaken)):
        key = "tamega.phone.turned" if isinstance(event, TileTurnedUp) else "tamega.phone.pair"
        return Line(Words.of(key, name=SeatName(event.seat)), tile_picture(event.picture))
    return None


PHONE = PhoneSide(page=page, told=told)
