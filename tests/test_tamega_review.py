"""Tamega's memory review on boards drawn by hand: a tile seen face up, turned face
down by a pair's pause, and its twin face up elsewhere."""

from dataclasses import replace

from games.core import TABLE
from games.tamega import review
from games.tamega.actions import EndPause, Move, PairTaken
from games.tamega.board import DOWN, geometry
from games.tamega.rules import TamegaState
from tests.review_helpers import judged, step

GEO = geometry(1)
PAWN = GEO.square(7, 4)  # seat 0's pawn
SEEN = GEO.square(6, 4)  # a tile in reach, seen face up with picture 7
OTHER = GEO.square(7, 3)  # a tile in reach never seen
TWIN = GEO.square(2, 2)  # far away: the twin, face up when seat 0 moves


def board(**cells: int) -> tuple:
    """Both seats' views of a two-player start, seat 0 on turn, with `cells` changed."""
    state = TamegaState(2, 1, {})
    changed = list(state.cells())
    for square, code in cells.items():
        changed[int(square[1:])] = code
    return tuple(
        replace(state.view(s), cells=tuple(changed), on_turn=0, phase="move", mover=0)
        for s in range(2)
    )


def seen_then_turned_down() -> list:
    """Move 0 shows the tile, move 1 (the pause ends) turns it down while its twin shows."""
    start = board()
    shown = board(**{f"s{SEEN}": 7})
    paused = board(**{f"s{SEEN}": DOWN, f"s{TWIN}": 7})
    return [
        step(0, TABLE, EndPause(), start, shown),
        step(1, TABLE, EndPause(), shown, paused),
    ]


def test_walking_onto_a_remembered_twin_is_remembered():
    steps = seen_then_turned_down()
    steps.append(step(2, 0, Move(0, SEEN), steps[-1].after, steps[-1].after))
    assert judged(list(review.review(steps, 2))) == [(2, 0, "remembered", SEEN, 0)]


def test_walking_elsewhere_while_a_remembered_twin_was_in_reach_is_forgot():
    steps = seen_then_turned_down()
    steps.append(step(2, 0, Move(0, OTHER), steps[-1].after, steps[-1].after))
    assert judged(list(review.review(steps, 2))) == [(2, 0, "forgot", SEEN, 0)]


def test_a_never_seen_tile_is_a_guess_lucky_when_leaving_it_takes_a_pair():
    views = board(**{f"s{TWIN}": 7})
    steps = [step(0, 0, Move(0, OTHER), views, views)]
    assert judged(list(review.review(steps, 2))) == [(0, 0, "new_unlucky", OTHER, None)]
    taken = PairTaken(0, (TWIN, OTHER), 7, 1)
    steps += [step(1, 1, Move(1, 3), views, views), step(2, 0, Move(0, 1), views, views, [taken])]
    assert judged(list(review.review(steps, 2)))[0] == (0, 0, "new_lucky", OTHER, None)
