"""Template game's memory review: did the seat turn the twin it had seen?

A seat sees a card's picture while it lies face up (in its own view); the sighting is kept
by card until the card is taken. The second card of a turn is judged: the twin of the
first turned, when the seat had seen it, remembered; another card instead, forgot; with
no twin seen, a guess, lucky when it made a pair. The place is the card; a pair is at
stake (1)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from games.core.place_map import CARD, CARD_CELL, PlaceMap, grid
from games.core.review import (
    FORGOT,
    NEW_LUCKY,
    NEW_UNLUCKY,
    REMEMBERED,
    Decision,
    Sighting,
    Sightings,
    Step,
    seat_sightings,
)
from games.template_game.actions import DOWN, TAKEN, PairTaken, TemplateGameView, Turn
from games.template_game.options import OPTIONS, Options
from games.template_game.rules import grid_columns


def review(steps: Sequence[Step], players: int) -> Iterator[Decision]:
    seen = seat_sightings(players)
    for step in steps:
        if step.seat >= 0 and isinstance(step.action, Turn):
            decision = _judge(step, seen[step.seat])
            if decision is not None:
                yield decision
        for seat in range(players):
            _watch(step.after[seat], step.index, seen[seat])


def _watch(view: TemplateGameView, move: int, seen: Sightings) -> None:
    for card, picture in enumerate(view.cards):
        if picture == TAKEN:
            seen.pop(card, None)
        elif picture >= 0 and card not in seen:
            seen[card] = Sighting(picture, move)


def _judge(step: Step, seen: Sightings) -> Decision | None:
    view: TemplateGameView = step.before[step.seat]
    if not view.turned:
        return None  # a first card is a choice of where to look, not memory
    first = view.turned[0]
    wanted = view.cards[first]
    twins = [c for c, s in seen.items() if s.value == wanted and view.cards[c] == DOWN]
    card = step.action.card
    if twins:
        kind = REMEMBERED if card in twins else FORGOT
        place = card if card in twins else twins[0]
        return Decision(step.index, step.seat, kind, place, seen[place].move, 1.0)
    lucky = any(isinstance(e, PairTaken) for e in step.events)
    return Decision(step.index, step.seat, NEW_LUCKY if lucky else NEW_UNLUCKY, card, None, 1.0)


def place_map(places: Sequence[Any], players: int, options: dict[str, Any]) -> PlaceMap:
    """The cards in the table's grid."""
    cards = 2 * OPTIONS.read(options, Options).pairs
    return PlaceMap(CARD, grid(places, grid_columns(cards)), CARD_CELL)
