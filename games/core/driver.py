"""Plays computer-only games headless: the engine of `simulate`, the bot-strength
tables in the docs, and the stateful tests' random games."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from games.core.match import Match, bot_seats
from games.core.matching import table_judgements
from games.core.memory import between, nearest
from games.core.record import GameRecord
from games.core.registry import GameSpec
from games.core.review import NEW_LUCKY, REMEMBERED, review_record
from games.core.state import TABLE


class RunawayGame(RuntimeError):
    """A game that did not end within the spec's move guard: always a rules bug."""


@dataclass
class GameResult:
    record: GameRecord
    decision_times: list[float] = field(default_factory=list)  # seconds per bot decision


def play_game(
    spec: GameSpec,
    players: int,
    seed: int,
    options: dict[str, Any],
    levels: Sequence[str],
    seats: list[dict[str, Any]] | None = None,
) -> GameResult:
    """Play one game with a bot at each seat (levels[seat], or the seat plans `seats`) and
    return its record. Nobody waits for a clock: the lowest seat that may act moves first,
    the table acts at once."""
    plans = seats if seats is not None else bot_seats(list(levels[:players]))
    match = Match(spec, players, seed, options, plans)
    result = GameResult(match.record)
    while not match.state.over:
        if match.state.moves > spec.max_moves:
            raise RunawayGame(f"{spec.id} seed {seed}: no end after {spec.max_moves} moves")
        seat = match.next_actor()
        if seat == TABLE:
            action = match.table_move()
        else:
            started = time.perf_counter()
            action = match.bot_move(seat)
            result.decision_times.append(time.perf_counter() - started)
        match.act(seat, action)
    match.finish()
    return result


@dataclass
class Summary:
    game: str
    players: int
    games: int
    levels: list[str]
    win_share: list[float]
    mean_moves: float
    games_per_second: float
    median_decision_ms: float
    p99_decision_ms: float
    # per level position: the mean memory-review accuracy of its seats over the games
    # (None when the level made no decision memory could inform, or the game has no review)
    memory_accuracy: list[float | None] = field(default_factory=list)
    # per level position, as the other seats judged its decisions: per age group of what
    # it had seen, the share remembered, then the share of its guesses that were lucky
    # (each with one of each counted in, so a share is never 0 or 1): a game's
    # `Matching.judged` (games/core/matching.py)
    judged: list[list[float] | None] = field(default_factory=list)
    # per level position: the memory a matched level settled on (its mean final rank)
    settled: list[str | None] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def summarise(
    spec: GameSpec,
    players: int,
    seed: int,
    games: int,
    options: dict[str, Any],
    levels: Sequence[str],
    rotate: bool = True,
    each: Callable[[GameRecord], None] | None = None,
    again: bool = False,
) -> Summary:
    """Play `games` seeded games; with `rotate`, the levels turn round the seats each game
    so no level gains from always starting in the same place. Win share and memory
    accuracy are per level position in `levels` (a shared win counts as a share). `each`
    is given every game's record as it ends (`simulate --hub` sends it). With `again`, each
    game is the same table playing again: a matched level starts from what it settled on the
    game before (games/core/matching.py)."""
    wins = [0.0] * players
    accuracies: list[list[float]] = [[] for _ in range(players)]
    judged: list[list[list[int]]] = [[] for _ in range(players)]  # [position][column]: good, all
    ranks: list[list[float]] = [[] for _ in range(players)]
    moves: list[int] = []
    times: list[float] = []
    known: dict[int, list[float]] = {}  # level position -> what its matched bot settled on
    started = time.perf_counter()
    for number in range(games):
        shift = number % players if rotate else 0
        seated = [levels[(s - shift) % players] for s in range(players)]
        plans = bot_seats(seated)
        for seat, plan in enumerate(plans):
            if again and (seat - shift) % players in known:
                plan["known"] = known[(seat - shift) % players]
        result = play_game(spec, players, seed + number, options, seated, plans)
        if each is not None:
            each(result.record)
        winners = result.record.winners or []
        for seat in winners:
            wins[(seat - shift) % players] += 1 / len(winners)
        moves.append(len(result.record.moves))
        times.extend(result.decision_times)
        for seat, plan in enumerate(result.record.seats):
            if "rank" in plan:
                ranks[(seat - shift) % players].append(plan["rank"])
                known[(seat - shift) % players] = plan["settled"]
        if spec.reviewer is not None:
            for seat in review_record(result.record).seats:
                if seat.accuracy is not None:
                    accuracies[(seat.seat - shift) % players].append(seat.accuracy)
            _count_judged(spec, result.record, judged, shift)
    elapsed = max(time.perf_counter() - started, 1e-9)
    ordered = sorted(times) or [0.0]
    return Summary(
        game=spec.id,
        players=players,
        games=games,
        levels=list(levels),
        win_share=[round(w / games, 4) for w in wins],
        mean_moves=round(statistics.fmean(moves), 2),
        games_per_second=round(games / elapsed, 2),
        median_decision_ms=round(statistics.median(ordered) * 1000, 4),
        p99_decision_ms=round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] * 1000, 4),
        memory_accuracy=[round(statistics.fmean(a), 4) if a else None for a in accuracies],
        judged=[[round((g + 1) / (n + 2), 3) for g, n in c] if c else None for c in judged],
        settled=[_settled(r) if r else None for r in ranks],
    )


def _count_judged(
    spec: GameSpec, record: GameRecord, counts: list[list[list[int]]], shift: int
) -> None:
    """Add each seat's decisions as every other seat judged them, by level position and
    `Matching.column`: how many went well (remembered, a lucky guess) of how many."""
    matching = spec.judging
    if matching is None:
        return
    for watcher, decisions in enumerate(table_judgements(record, matching, spec.reviewer)):
        for decision in decisions:
            if decision.seat == watcher:
                continue
            mine = counts[(decision.seat - shift) % record.players]
            mine.extend([0, 0] for _ in range(len(matching.ages) + 2 - len(mine)))
            tally = mine[matching.column(decision)]
            tally[0] += decision.kind in (REMEMBERED, NEW_LUCKY)
            tally[1] += 1


def _settled(ranks: list[float]) -> str:
    """ "rank 0.35 (child): capacity 5, recall 0.67, half-life 8.1", the mean final rank."""
    rank = statistics.fmean(ranks)
    return f"rank {rank:.2f} ({nearest(rank)}): {between(rank).describe()}"
