"""A seat's page as its phone receives it: the game's part made from that seat's own view
(`games/<game>/phone.py`), its words translated, and what every seat may know added (the
seats' names and colours, the scores, whose turn it is, the last move, the result).

This is the one place a phone's message is made, so the leak test (tests/test_phone_leaks.py)
checks every message against the seat's view and the public view by making it here.
Pure Python: no pygame, no server.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.i18n import tr
from games.core import GameState, encode
from games.core.phone import Card, Cards, Line, Page, PhoneSide, SeatName, Words


@dataclass(frozen=True)
class Seating:
    """Who sits where, as the table's panels show it to everyone."""

    title: str
    names: tuple[str, ...]
    colours: tuple[str, ...]  # "#rrggbb", each seat's colour


def say(words: Words | str | None, names: Sequence[str]) -> str:
    """`words` in the players' language, seats named as the panels name them."""
    if words is None:
        return ""
    if isinstance(words, str):
        return words
    return tr(words.key, **{name: _value(value, names) for name, value in words.values})


def _value(value: Any, names: Sequence[str]) -> Any:
    if isinstance(value, SeatName):
        return names[value.seat] if 0 <= value.seat < len(names) else "?"
    if isinstance(value, Words):
        return say(value, names)
    return value


def _card(card: Card | None, names: Sequence[str]) -> dict[str, Any] | None:
    if card is None:
        return None
    return {
        "face": "" if card.down else say(card.face, names),
        "mark": "" if card.down else card.mark,
        "tone": "back" if card.down else card.tone,
        "move": None if card.move is None else encode(card.move),
        "lit": card.lit,
        "note": say(card.note, names),
    }


def _section(section: Cards | Line, names: Sequence[str]) -> dict[str, Any]:
    if isinstance(section, Line):
        return {"kind": "line", "text": say(section.words, names), "emoji": section.emoji}
    cards = [_card(card, names) for card in section.cards]
    title = say(section.title, names)
    return {"kind": "cards", "title": title, "columns": section.columns, "cards": cards}


def _number(value: float) -> float | int:
    return int(value) if float(value).is_integer() else value


def _turn(state: GameState, seat: int, names: Sequence[str]) -> str:
    if state.over:
        return ""
    on_turn = state.active_seats()
    if seat in on_turn:
        return tr("phones.your_turn")
    if len(on_turn) == 1:
        return tr("phones.their_turn", name=names[on_turn[0]])
    return ""


def _result(state: GameState, seat: int, names: Sequence[str]) -> str:
    if not state.over:
        return ""
    winners = state.winners()
    if seat in winners:
        return tr("phones.you_win") if len(winners) == 1 else tr("phones.you_share")
    if not winners:
        return tr("phones.house_wins")
    return tr("phones.winner", name=" & ".join(names[w] for w in winners))


def page_message(
    side: PhoneSide,
    state: GameState,
    seat: int,
    seating: Seating,
    last: Line | None = None,
    open_: bool = True,
) -> dict[str, Any]:
    """The message for `seat`'s phone now. Of the state it reads the seat's own view
    (the game's part) and what the panels show everyone: scores, whose turn, the result."""
    page: Page = side.page(state.view(seat))
    names, scores, on_turn = seating.names, state.scores(), set(state.active_seats())
    seats = [
        {"name": name, "colour": colour, "score": _number(scores[i]), "turn": i in on_turn}
        for i, (name, colour) in enumerate(zip(names, seating.colours, strict=True))
    ]
    return {
        "type": "page",
        "game": seating.title,
        "seat": seat,
        "seats": seats,
        "turn": _turn(state, seat, names),
        "prompt": say(page.prompt, names),
        "last": None if last is None else _section(last, names),
        "open": open_ and not state.over,
        "result": _result(state, seat, names),
        "sections": [_section(section, names) for section in page.sections],
    }
