"""MemoDiXe on a phone: the secret powers' looks. The eye's peek shows what lies under two
dice to the player alone, and the hat's swap is chosen there, out of the others' sight;
the dice the seat has won are shown too. The pictures are the table's
(one table, `dice.EMOJI`, for both).
"""

from __future__ import annotations

from games.core import Event
from games.core.phone import Card, Cards, Line, Page, PhoneSide, SeatName, Words
from games.memodixe import dice
from games.memodixe.actions import DixeCalled, DixeView, PairFound, Pick
from games.memodixe.rules import PEEK, SWAP

SECRET = (PEEK, SWAP)  # the square is covered at the table; the choice is made in secret


def tone(die: int) -> str:
    """The die's colour, as the page's style sheet names it."""
    return "die-" + dice.COLOURS[die // dice.DICE_PER_COLOUR]


def page(view: DixeView) -> Page:
    mine = view.turn == view.seat
    choosing = mine and view.phase in SECRET
    sections: list[Cards | Line] = []
    if choosing or view.peeked:
        sections.append(Cards(Words("memodixe.phone.secret"), _square(view, choosing), 3))
    won = view.won[view.seat]
    sections.append(Line(Words.of("memodixe.phone.won", count=len(won)), "🎲"))
    prompt = Words(f"memodixe.phone.{view.phase}") if choosing else None
    return Page(tuple(sections), prompt)


def _square(view: DixeView, choosing: bool) -> tuple[Card | None, ...]:
    """The 3 × 3 square as the seat alone sees it: its peeks' hidden faces, its picks (the
    pair turned over for everyone shows its hidden faces too, and is not to be chosen)."""
    peeked = {shown.place: shown.bottom for shown in view.peeked}
    under = {shown.place: shown.bottom for shown in view.turned} | peeked
    places: list[Card | None] = []
    for place, entry in enumerate(view.square):
        if entry is None:
            places.append(None)
            continue
        face = dice.EMOJI[under.get(place, entry.top)]
        picked = place in view.picks
        move = Pick(place) if choosing and not picked and place not in under else None
        peeked_here = place in peeked
        note = Words("memodixe.phone.under") if place in under else None
        places.append(Card(face, "", tone(entry.die), move, peeked_here or picked, note=note))
    return tuple(places)


def told(event: Event) -> Line | None:
    if isinstance(event, PairFound):
        words = Words.of("memodixe.phone.pair", name=SeatName(event.seat))
        return Line(words, dice.EMOJI[event.symbol])
    if isinstance(event, DixeCalled):
        return Line(Words.of("memodixe.phone.dixe", name=SeatName(event.seat)), "📣")
    return None


PHONE = PhoneSide(page=page, told=told, moves=(Pick,))
