"""Helpers for the memory-review tests: records played from chosen actions, and
hand-made steps for reviewers that are easiest to test on a board drawn by hand."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.core import Action, Event
from games.core.record import GameRecord
from games.core.registry import get_game
from games.core.review import Decision, Step


def record_of(
    game: str, players: int, seed: int, options: dict[str, Any], moves: Sequence[tuple]
) -> GameRecord:
    """A record of `moves` ((seat, action) pairs) played on a fresh state."""
    spec = get_game(game)
    state = spec.new_state(players, seed, options)
    record = GameRecord.start(spec, state)
    for seat, action in moves:
        record.add(seat, action, state.apply(seat, action))
    return record


def step(
    index: int,
    seat: int,
    action: Action,
    before: Sequence[Any],
    after: Sequence[Any],
    events: Sequence[Event] = (),
) -> Step:
    return Step(index, seat, action, tuple(events), tuple(before), tuple(after))


def judged(decisions: Sequence[Decision]) -> list[tuple[int, int, str, Any, int | None]]:
    """Decisions as (move, seat, kind, place, seen) for short assertions."""
    return [(d.move, d.seat, d.kind, d.place, d.seen) for d in decisions]
