"""Game records: JSON documents that hold a whole game and replay it exactly.

A record keeps the game, players, seed, options, the full initial setup (hidden
information included), every move with its seat, action and events, and the final scores
and winners. Replaying applies the actions to a fresh state from the same seed and checks
that the setup and every move's events come out the same. The format is documented in
docs/records.md; saves and crash recovery are records of games not yet over.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from games.core.codec import Action, Event, decode_action, encode
from games.core.registry import GameSpec, get_game
from games.core.state import GameState

FORMAT = "memotable-record/1"


class RecordError(ValueError):
    """A record that cannot be read or does not replay; the message says why."""


@dataclass
class GameRecord:
    game: str
    players: int
    seed: int
    options: dict[str, Any]
    setup: dict[str, Any]
    moves: list[dict[str, Any]] = field(default_factory=list)
    scores: list[float] | None = None
    winners: list[int] | None = None
    seats: list[dict[str, Any]] = field(default_factory=list)  # who sat where (human/bot level)

    @classmethod
    def start(cls, spec: GameSpec, state: GameState, seats: list[dict[str, Any]] | None = None):
        return cls(
            game=spec.id,
            players=state.players,
            seed=state.seed,
            options=dict(state.options),
            setup=encode(state.setup()),
            seats=list(seats or []),
        )

    def add(self, seat: int, action: Action, events: list[Event]) -> None:
        self.moves.append({"seat": seat, "action": encode(action), "events": encode(events)})

    def finish(self, state: GameState) -> None:
        self.scores = list(state.scores())
        self.winners = list(state.winners())

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "game": self.game,
            "players": self.players,
            "seed": self.seed,
            "options": self.options,
            "seats": self.seats,
            "setup": self.setup,
            "moves": self.moves,
            "scores": self.scores,
            "winners": self.winners,
        }

    def to_json(self, indent: int | None = None) -> str:
        return json.dumps(self.to_dict(), indent=indent)

    @classmethod
    def from_dict(cls, data: Any) -> GameRecord:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError("not a MemoTable game record")
        try:
            return cls(
                game=str(data["game"]),
                players=int(data["players"]),
                seed=int(data["seed"]),
                options=dict(data["options"]),
                setup=data["setup"],
                moves=list(data["moves"]),
                scores=data.get("scores"),
                winners=data.get("winners"),
                seats=list(data.get("seats") or []),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise RecordError(f"damaged game record: {error}") from error

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        try:
            return cls.from_dict(json.loads(text))
        except json.JSONDecodeError as error:
            raise RecordError(f"damaged game record: {error}") from error


def replay(record: GameRecord, check_events: bool = True) -> GameState:
    """Rebuild the state a record ends in, checking that it replays exactly."""
    state = start_state(record)
    for _ in replay_moves(record, state, check_events):
        pass
    return state


def start_state(record: GameRecord) -> GameState:
    """A fresh state from the record's game, seed and options, checked against its setup."""
    try:
        spec = get_game(record.game)
        state = spec.new_state(record.players, record.seed, record.options)
    except Exception as error:  # a foreign record: unknown game or bad options
        raise RecordError(f"cannot set up {record.game!r}: {error}") from error
    if encode(state.setup()) != record.setup:
        raise RecordError("the record's setup does not match its seed")
    return state


def replay_moves(
    record: GameRecord, state: GameState, check_events: bool = True
) -> Iterator[tuple[int, int, Action, list[Event]]]:
    """Apply the record's moves to `state` (from `start_state`) one by one, yielding
    (number, seat, action, events) after each, so that callers such as the memory review
    can look at the state between moves."""
    spec = get_game(record.game)
    for number, move in enumerate(record.moves):
        try:
            action = decode_action(move["action"], spec.action_types)
            seat = int(move["seat"])
            events = state.apply(seat, action)
        except Exception as error:
            raise RecordError(f"move {number} does not replay: {error}") from error
        if check_events and encode(events) != move.get("events"):
            raise RecordError(f"move {number} replays with different events")
        yield number, seat, action, events
