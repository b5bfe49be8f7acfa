"""MemoDiXe's memory review: did the seat use the colour table it had seen?

A die's hidden face is fixed by its colour and its top face (MD-R1), so what a seat can
remember is the table (colour, top) -> hidden face: every hidden face shown in its own
view (turned over, checked after "DiXe!", or peeked with the eye) teaches it one entry
and its reverse. The place of a decision is the square's place (0-8). Judged:
- the second die of a turn: remembered when the seat had seen that it hides the first
  die's symbol; forgot when it had seen it does not (while another die could still
  match), or when it turned an unseen die that missed while a seen one matched;
  a first look is new (lucky when it matched);
- the first die of a turn, only when the seat had seen a whole pair in the square:
  turning one of it is remembered, anything else forgot;
- "DiXe!": forgot when the seat had seen a pair in the square, remembered when it had
  seen every hidden face and no pair, else a guess (lucky when right).
The swing is one die (a pair's prize, or the last die of a right call); a wrong call
swings the dice it costs.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import replace
from typing import Any

from games.core.matching import Matching
from games.core.place_map import SQUARE, PlaceMap, Spot, grid
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
from games.memodixe import dice
from games.memodixe.actions import (
    CallDixe,
    DiceDiscarded,
    DixeChecked,
    DixeView,
    PairFound,
    TurnOver,
)
from games.memodixe.rules import FIRST, SECOND

CALL = "dixe"  # the place of a "DiXe!" call: the whole square


def review(steps: Sequence[Step], players: int) -> Iterator[Decision]:
    seen = seat_sightings(players)
    for step in steps:
        if step.seat >= 0:
            decision = _judge(step, seen[step.seat])
            if decision is not None:
                yield decision
        for seat in range(players):
            _watch(step.after[seat], step.index, seen[seat])


def _watch(view: DixeView, move: int, seen: Sightings) -> None:
    for shown in (*view.shown, *view.turned, *view.peeked):
        colour = dice.colour_of(shown.die)
        seen[colour, shown.top] = Sighting(shown.bottom, move)
        seen[colour, shown.bottom] = Sighting(shown.top, move)


def known_faces(view: DixeView, seen: Sightings) -> dict[int, Sighting]:
    """place -> the sighting of the hidden face under that die, for dice of the square."""
    known = {}
    for place, die in enumerate(view.square):
        if die is not None and (dice.colour_of(die.die), die.top) in seen:
            known[place] = seen[dice.colour_of(die.die), die.top]
    return known


def known_pair(known: dict[int, Sighting]) -> tuple[int, int] | None:
    first: dict[str, int] = {}
    for place, sighting in sorted(known.items()):
        if sighting.value in first:
            return first[sighting.value], place
        first[sighting.value] = place
    return None


def _judge(step: Step, seen: Sightings) -> Decision | None:
    view: DixeView = step.before[step.seat]
    known = known_faces(view, seen)
    if isinstance(step.action, CallDixe):
        return _call(step, view, known)
    if not isinstance(step.action, TurnOver):
        return None
    if view.phase == FIRST:
        return _first(step, known)
    if view.phase == SECOND:
        return _second(step, view, known)
    return None


def _decision(
    step: Step, kind: str, place: object, known: dict[int, Sighting], swing: float = 1.0
) -> Decision:
    sighting = known.get(place) if isinstance(place, int) else None
    judged = sighting is not None and kind in (REMEMBERED, FORGOT)
    when = sighting.move if judged else None
    shows = dice.EMOJI[sighting.value] if judged else ""  # the face the seat saw under it
    return Decision(step.index, step.seat, kind, place, when, float(swing), shows)


def _first(step: Step, known: dict[int, Sighting]) -> Decision | None:
    pair = known_pair(known)
    if pair is None:
        return None
    place = step.action.place
    if place in pair:
        return _decision(step, REMEMBERED, place, known)
    return _decision(step, FORGOT, pair[0], known)


def _second(step: Step, view: DixeView, known: dict[int, Sighting]) -> Decision | None:
    wanted = view.turned[0].bottom
    place = step.action.place
    free = [p for p, d in enumerate(view.square) if d is not None and p != view.turned[0].place]
    good = [p for p in free if p in known and known[p].value == wanted]
    open_ = [p for p in free if p not in known]
    if place in known:
        if known[place].value == wanted:
            return _decision(step, REMEMBERED, place, known)
        return _decision(step, FORGOT, place, known) if good or open_ else None
    if any(isinstance(e, PairFound) for e in step.events):
        return _decision(step, NEW_LUCKY, place, known)
    if good:
        return _decision(step, FORGOT, good[0], known)
    return _decision(step, NEW_UNLUCKY, place, known)


def _call(step: Step, view: DixeView, known: dict[int, Sighting]) -> Decision:
    right = any(isinstance(e, DixeChecked) and e.right for e in step.events)
    lost = sum(len(e.dice) for e in step.events if isinstance(e, DiceDiscarded))
    swing = 1.0 if right else float(lost)
    pair = known_pair(known)
    if pair is not None:
        return _decision(step, FORGOT, pair[0], known, swing)
    dice_left = sum(d is not None for d in view.square)
    if len(known) == dice_left:
        last = max(s.move for s in known.values())
        return Decision(step.index, step.seat, REMEMBERED, CALL, last, swing)
    return _decision(step, NEW_LUCKY if right else NEW_UNLUCKY, CALL, known, swing)


def place_map(places: Sequence[Any], players: int, options: dict[str, Any]) -> PlaceMap:
    """The square's nine places, row by row as the table lays them, with a "DiXe!" call
    beside its middle row when the seat made one."""
    spots = grid(range(9), 3)
    if CALL in places:
        spots += (Spot(CALL, 3.4, 1.0),)
    return PlaceMap(SQUARE, spots)


def known_view(view: DixeView, seat: int) -> DixeView:
    """What `view`'s seat knows of `seat`'s: the same square, without its own peeks."""
    return replace(view, seat=seat, peeked=(), picks=())


# How a watching seat judges each fixed level here: per age of what the seat had seen (under 4
# moves, 4 to 11, 12 or more) the share of its decisions remembered, then the share of its
# guesses that were lucky (0.5 where there were none). `python main.py simulate memodixe
# --players 2 --seed 0 --games 200 --levels L,L`, its `judged`, for each level L
# (docs/games/memodixe.md).
MATCHING = Matching(
    known_view=known_view,
    ages=(4, 12),
    judged={
        "classic": {
            "child": (0.363, 0.224, 0.225, 0.121),
            "casual": (0.683, 0.367, 0.27, 0.115),
            "sharp": (0.942, 0.845, 0.585, 0.14),
        }
    },
    # A game of about twenty moves a seat, where a sharp player's first judged decisions
    # come late and a casual memory until then loses to them (docs/games/memodixe.md).
    opening=(0.15, 0.35, 0.5),
)
