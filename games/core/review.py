"""The memory review: how each seat's memory did, decision by decision.

A game record is replayed move by move; after every move each seat's `view(seat)` is
taken, so a game's reviewer sees exactly what every seat could know at every moment and
nothing more. The reviewer (`GameSpec.reviewer`, in `games/<game>/review.py`) only says
which moves were decisions memory could inform, and how each went:

- "remembered": the seat acted on something it had really seen (in its own view);
- "forgot": it acted against such a sighting, or passed over one it could have used;
- "new_lucky" / "new_unlucky": it had seen nothing that could help and guessed.

This module turns those decisions into per-seat figures (counts, accuracy, the longest
streak, the costliest moment, the places remembered and forgotten) and JSON.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from games.core.codec import Action, Event
from games.core.record import GameRecord, RecordError, replay_moves, start_state
from games.core.registry import get_game

REMEMBERED, FORGOT, NEW_LUCKY, NEW_UNLUCKY = "remembered", "forgot", "new_lucky", "new_unlucky"
KINDS: tuple[str, ...] = (REMEMBERED, FORGOT, NEW_LUCKY, NEW_UNLUCKY)


@dataclass(frozen=True)
class Decision:
    """One decision memory could inform. `place` is a JSON-able key of the thing it was
    about (a disc, a square, a card); `seen` is the move after which the seat saw what
    it relied on or went against ("you saw it at move N"), None for a guess; `swing` is
    the points at stake, as each game defines them; `shows`, what the place showed the
    seat as the game draws it (an emoji: the picture on Tamega's tile), where the game
    says, so the review can show the place in the game's own look."""

    move: int
    seat: int
    kind: str
    place: Any
    seen: int | None = None
    swing: float = 0.0
    shows: str = ""

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown decision kind {self.kind!r}")

    def to_dict(self) -> dict[str, Any]:
        return {
            "move": self.move,
            "seat": self.seat,
            "kind": self.kind,
            "place": self.place,
            "seen": self.seen,
            "swing": self.swing,
            **({"shows": self.shows} if self.shows else {}),
        }


@dataclass(frozen=True)
class Step:
    """One move of a replayed record with every seat's view just before and just after it
    (`before[seat]`, `after[seat]`, player seats only)."""

    index: int
    seat: int
    action: Action
    events: tuple[Event, ...]
    before: tuple[Any, ...]
    after: tuple[Any, ...]


Reviewer = Callable[[Sequence[Step], int], Iterable[Decision]]


@dataclass(frozen=True)
class Sighting:
    """What a seat saw at a place, and after which move (-1: in its first view)."""

    value: Any
    move: int


Sightings = dict[Hashable, Sighting]


def seat_sightings(players: int) -> list[Sightings]:
    """One empty map of sightings per seat: what each seat has seen, by place."""
    return [{} for _ in range(players)]


@dataclass
class PlaceTally:
    """How often a seat remembered and forgot one place. Its `verdict` puts every place
    judged in exactly one of two lists, so "best remembered" and "most forgotten" never
    name the same place and never leave one out: remembered more often than forgotten is
    remembered; forgotten as often or more (once and never remembered, too) is forgotten."""

    place: Any
    remembered: int = 0
    forgot: int = 0
    shows: str = ""  # what the place showed (a decision's `shows`), where the game says

    @property
    def verdict(self) -> str:
        return REMEMBERED if self.remembered > self.forgot else FORGOT

    def to_dict(self) -> dict[str, Any]:
        return {
            "place": self.place,
            "remembered": self.remembered,
            "forgot": self.forgot,
            "verdict": self.verdict,
            **({"shows": self.shows} if self.shows else {}),
        }


@dataclass
class SeatReview:
    """One seat's figures. The streak counts remembered decisions with no forgotten one
    between them (a guess neither extends nor breaks it)."""

    seat: int
    decisions: list[Decision]
    counts: dict[str, int]
    accuracy: float | None
    streak: int
    costliest: Decision | None
    places: list[PlaceTally]

    @classmethod
    def of(cls, seat: int, decisions: Sequence[Decision]) -> SeatReview:
        mine = [d for d in decisions if d.seat == seat]
        counts = Counter(d.kind for d in mine)
        judged = counts[REMEMBERED] + counts[FORGOT]
        forgotten = [d for d in mine if d.kind == FORGOT]
        return cls(
            seat=seat,
            decisions=mine,
            counts={kind: counts[kind] for kind in KINDS},
            accuracy=counts[REMEMBERED] / judged if judged else None,
            streak=_longest_streak(mine),
            costliest=max(forgotten, key=lambda d: d.swing, default=None),
            places=_place_tallies(mine),
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "counts": dict(self.counts),
            "accuracy": self.accuracy,
            "streak": self.streak,
            "costliest": self.costliest.to_dict() if self.costliest else None,
            "places": [p.to_dict() for p in self.places],
            "decisions": [d.to_dict() for d in self.decisions],
        }


def places_by_verdict(seat: SeatReview, verdict: str) -> list[PlaceTally]:
    """The seat's places whose verdict is `verdict` (REMEMBERED or FORGOT), the most
    often so judged first (then in the order they first came up)."""
    chosen = [p for p in seat.places if p.verdict == verdict]
    return sorted(chosen, key=lambda p: -getattr(p, verdict))


def _longest_streak(decisions: Sequence[Decision]) -> int:
    best = run = 0
    for decision in decisions:
        if decision.kind == REMEMBERED:
            run += 1
            best = max(best, run)
        elif decision.kind == FORGOT:
            run = 0
    return best


def _place_tallies(decisions: Sequence[Decision]) -> list[PlaceTally]:
    """Per place, in the order places first came up; guesses are not memory, so left out."""
    tallies: dict[str, PlaceTally] = {}
    for decision in decisions:
        if decision.kind not in (REMEMBERED, FORGOT):
            continue
        key = repr(decision.place)  # places may be lists (JSON), which do not hash
        tally = tallies.setdefault(key, PlaceTally(decision.place))
        tally.shows = tally.shows or decision.shows
        if decision.kind == REMEMBERED:
            tally.remembered += 1
        else:
            tally.forgot += 1
    return list(tallies.values())


@dataclass
class Review:
    """The memory review of one game: a `SeatReview` per player seat."""

    game: str
    players: int
    seats: list[SeatReview] = field(default_factory=list)
    sat: list[dict[str, Any]] = field(default_factory=list)  # the record's seats (who sat)
    options: dict[str, Any] = field(default_factory=dict)  # the record's: how it was played

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": self.players,
            "options": self.options,
            "sat": self.sat,
            "seats": [s.to_dict() for s in self.seats],
        }


def replay_steps(record: GameRecord) -> list[Step]:
    """Replay `record` (checking it as `replay` does) with every seat's view around every
    move. Raises RecordError for a record that does not replay."""
    state = start_state(record)
    seats = range(record.players)
    before = tuple(state.views(seats).values())
    steps = []
    for number, seat, action, events in replay_moves(record, state):
        after = tuple(state.views(seats).values())
        steps.append(Step(number, seat, action, tuple(events), before, after))
        before = after
    return steps


def review_record(record: GameRecord) -> Review:
    """The memory review of a record (finished or not). Raises RecordError when the record
    does not replay, and for a game without a reviewer."""
    spec = get_game(record.game)
    if spec.reviewer is None:
        raise RecordError(f"{spec.title} has no memory review")
    decisions = list(spec.reviewer(replay_steps(record), record.players))
    decisions.sort(key=lambda d: (d.move, d.seat))
    seats = [SeatReview.of(seat, decisions) for seat in range(record.players)]
    return Review(record.game, record.players, seats, list(record.seats), dict(record.options))


def next_step(steps: Sequence[Step], index: int, seat: int) -> Step | None:
    """The first step after `steps[index]` taken by `seat`: how a guess turned out is
    often only known at the seat's (or a rival's) next move."""
    for step in steps[index + 1 :]:
        if step.seat == seat:
            return step
    return None
