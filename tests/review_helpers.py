"""Helpers for the memory-review tests: records played from chosen actions, hand-made
steps for reviewers that are easiest to test on a board drawn by hand, and a finished game
for the results to show."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.game.setup import GameSetup
from games.core import Action, Event
from games.core.driver import play_game
from games.core.record import GameRecord, replay
from games.core.registry import get_game
from games.core.review import Decision, Step
from games.core.state import GameState


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


@dataclass
class Finished:
    """What the results read of a game scene that reached its end, without the scene:
    a headless game played by the driver (the results work from any finished game)."""

    setup: GameSetup
    state: GameState
    record: GameRecord
    persist: bool = False

    def seat_name(self, seat: int) -> str:
        return self.setup.seat_name(seat)


def finished_as(setup: GameSetup, level: str = "casual") -> Finished:
    """`setup`'s game played to its end by computers of `level` at every seat."""
    spec = setup.spec
    levels = [level] * setup.players
    record = play_game(spec, setup.players, setup.seed, setup.full_options(), levels).record
    return Finished(setup, replay(record), record)
