"""Tamega's memory review: did the seat walk to (and turn up) the twins it had seen?

A seat sees a tile's picture while the tile is face up in its own view; the sighting is
kept by square (a tile never moves) until the tile is taken. Once tiles turn face down
again (after a pair's pause), only memory knows them. A tile is *useful* to step onto
when the seat had seen its picture and its twin is face up now (or is the tile the pawn
leaves, whose picture it had seen), and the pawn could leave it again (a way out, else
the pair can never be taken). Judged:
- a move (normal or step 5): onto a useful tile, remembered; elsewhere while a useful
  tile was in reach, forgot; onto a never-seen tile when none was useful, a guess,
  lucky when leaving it later took a pair. A move whose leaving takes a pair at once
  (the seat had seen the tile it stands on, and its twin is face up) is not judged:
  every tile turns face down next, so any tile whose twin the seat knows serves step 4
  as well, and the choice among them is tactics (a way out, blocking);
- step 4: turning up the tile the seat had seen as the twin of the one under its own
  pawn (when step 5 can still move), remembered; another tile instead, forgot; a
  never-seen tile when no twin was known, a guess, lucky when step 5 took the pair.
Moves onto or reveals of seen, useless tiles are tactics (escape, blocking), not memory,
and are not counted. The place is the square; the swing is the pair at stake (1).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from games.core.matching import Matching, open_table
from games.core.place_map import SQUARE, PlaceMap, grid
from games.core.review import (
    FORGOT,
    NEW_LUCKY,
    NEW_UNLUCKY,
    REMEMBERED,
    Decision,
    Sighting,
    Sightings,
    Step,
    next_step,
    seat_sightings,
)
from games.tamega.actions import Move, PairTaken, Reveal
from games.tamega.board import DOWN, boards_for, destinations, geometry, tile_picture
from games.tamega.rules import TamegaView

TURNED = 0  # any picture code: a square marked face up when testing a board ahead


def review(steps: Sequence[Step], players: int) -> Iterator[Decision]:
    seen = seat_sightings(players)
    for step in steps:
        if step.seat >= 0 and isinstance(step.action, (Move, Reveal)):
            decision = _judge(steps, step, seen[step.seat])
            if decision is not None:
                yield decision
        for seat in range(players):
            _watch(step, seat, seen[seat])


def _watch(step: Step, seat: int, seen: Sightings) -> None:
    before: TamegaView = step.before[seat]
    after: TamegaView = step.after[seat]
    for square, code in enumerate(after.cells):
        if code >= 0 and (before.cells[square] != code or square not in seen):
            seen[square] = Sighting(code, step.index)
        elif code < 0 and code != DOWN:
            seen.pop(square, None)  # taken (empty) or under the red tile


def _remembered(view: TamegaView, seen: Sightings, square: int) -> Sighting | None:
    """The seat's sighting of a face-down tile's picture."""
    return seen.get(square) if view.cells[square] == DOWN else None


def _exits(view: TamegaView, cells: Sequence[int], pawns: Sequence[int], square: int) -> int:
    return len(destinations(geometry(view.boards), cells, set(pawns), square))


def _with_turned(cells: Sequence[int], square: int) -> tuple[int, ...]:
    out = list(cells)
    out[square] = TURNED
    return tuple(out)


def _judge(steps: Sequence[Step], step: Step, seen: Sightings) -> Decision | None:
    view: TamegaView = step.before[step.seat]
    if isinstance(step.action, Move):
        return _move(steps, step, view, seen)
    return _reveal(steps, step, view, seen)


def _useful_steps(view: TamegaView, seen: Sightings) -> list[int]:
    """Squares in reach whose seen picture has a twin face up (or is the tile left)."""
    start = view.pawns[view.mover]
    left = _remembered(view, seen, start)
    up = {code for code in view.cells if code >= 0}
    if left is not None:
        up.add(left.value)
    after = _with_turned(view.cells, start)
    useful = []
    reach = destinations(geometry(view.boards), view.cells, set(view.pawns), start)
    for square in sorted(reach):
        sighting = _remembered(view, seen, square)
        if sighting is None or sighting.value not in up:
            continue
        pawns = tuple(square if p == view.mover else at for p, at in enumerate(view.pawns))
        if _exits(view, after, pawns, square):
            useful.append(square)
    return sorted(useful, key=lambda s: -seen[s].move)


def _pairs_now(view: TamegaView, seen: Sightings) -> bool:
    """The seat knows that leaving its tile takes a pair at once."""
    left = _remembered(view, seen, view.pawns[view.mover])
    return left is not None and left.value in view.cells


def _move(steps: Sequence[Step], step: Step, view: TamegaView, seen: Sightings) -> Decision | None:
    if _pairs_now(view, seen):
        return None
    to = step.action.to
    useful = _useful_steps(view, seen)
    if to in useful:
        return _known(step, REMEMBERED, to, seen)
    if useful:
        return _known(step, FORGOT, useful[0], seen)
    if _remembered(view, seen, to) is not None:
        return None
    later = next_step(steps, step.index, step.seat)
    lucky = later is not None and _took_pair(later, to)
    return Decision(step.index, step.seat, NEW_LUCKY if lucky else NEW_UNLUCKY, to, None, 1.0)


def _known(step: Step, kind: str, square: int, seen: Sightings) -> Decision:
    """A decision about a tile the seat had seen: the picture it saw is what it shows."""
    sighting = seen[square]
    shows = tile_picture(sighting.value)
    return Decision(step.index, step.seat, kind, square, sighting.move, 1.0, shows)


def _took_pair(step: Step, square: int) -> bool:
    return any(isinstance(e, PairTaken) and square in e.squares for e in step.events)


def _reveal(
    steps: Sequence[Step], step: Step, view: TamegaView, seen: Sightings
) -> Decision | None:
    square = step.action.square
    start = view.pawns[view.mover]
    mine = _remembered(view, seen, start)
    twins = []
    if mine is not None:
        for other in sorted(seen, key=lambda s: -seen[s].move):
            sighting = _remembered(view, seen, other)
            free = other != start and other not in view.pawns
            twin = sighting is not None and free and sighting.value == mine.value
            if twin and _exits(view, _with_turned(view.cells, other), view.pawns, start):
                twins.append(other)
    if square in twins:
        return _known(step, REMEMBERED, square, seen)
    if twins:
        return _known(step, FORGOT, twins[0], seen)
    if _remembered(view, seen, square) is not None:
        return None
    later = next_step(steps, step.index, step.seat)
    lucky = later is not None and _took_pair(later, square)
    kind = NEW_LUCKY if lucky else NEW_UNLUCKY
    return Decision(step.index, step.seat, kind, square, None, 1.0)


def place_map(places: Sequence[Any], players: int, options: dict[str, Any]) -> PlaceMap:
    """The board (two side by side at a big table), its cut corners left out; its squares
    counted from the first board's top left, row by row, then the second board's."""
    geo = geometry(boards_for(players))
    squares = [square for square, there in enumerate(geo.exists) if there]
    counted = tuple(s for board in range(geo.boards) for s in geo.on_board(board))
    return PlaceMap(SQUARE, grid(squares, geo.cols), order=counted)


# Every seat sees the same board. How a watching seat judges each fixed level here: per age of
# what the seat had seen (under 8 moves, 8 to 23, 24 or more) the share of its decisions
# remembered, then the share of its guesses that were lucky (0.5 where there were none). `python
# main.py simulate tamega --players 2 --seed 0 --games 200 --levels L,L`, its `judged`, for each
# level L (docs/games/tamega.md); the kids preset with `--preset kids`.
MATCHING = Matching(
    known_view=open_table,
    ages=(8, 24),
    judged={
        "classic": {
            "child": (0.335, 0.282, 0.326, 0.129),
            "casual": (0.449, 0.445, 0.306, 0.132),
            "sharp": (0.734, 0.806, 0.546, 0.126),
        },
        "kids": {
            "child": (0.331, 0.309, 0.346, 0.198),
            "casual": (0.539, 0.542, 0.328, 0.195),
            "sharp": (0.8, 0.849, 0.673, 0.174),
        },
    },
)
