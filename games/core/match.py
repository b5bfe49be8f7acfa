"""One game being played: the rules state, its record, the computer players and the
table's clocks, in one object that the headless driver, `simulate`, resume and every
scene share.

Applying a move is always the same four things in the same order (apply, record, save,
let every bot see its view); keeping them here means no caller can forget one or do them
in another order. Time is passed in by the caller (`now`), so a match stays pure and
replayable: a scene passes the app's clock, the driver passes nothing and runs no clocks.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass, field
from typing import Any

from games.core.bot import Bot, bot_seed
from games.core.codec import Action, Event, decode_action
from games.core.matching import AIM_MIDDLE, Matcher, TableJudge, TableMove, watched_seats
from games.core.memory import MATCHED
from games.core.record import GameRecord, RecordError
from games.core.registry import GameSpec
from games.core.state import TABLE, GameState

SaveHook = Callable[[GameRecord], None]
Watcher = Callable[[int, Action, list[Event]], None]  # (seat, action, events): the phones
TABLE_CLOCK = "table"  # the timer for the TABLE seat's next move
THINKING = "thinking"  # timers (THINKING, seat): a computer player's pause before acting


@dataclass
class Timers:
    """The table's deadlines by name (a claim window, a bot's thinking, a memorising
    pause) on one clock. A pause stops them all and a resume shifts them all by the time
    paused, so no game can forget to shift one of its clocks.

    A deadline someone acts on (a bot's move, the table's) is cancelled when it is acted
    on. A clock the table shows (a countdown whose end another deadline enforces, a cover
    that lifts) or acts on only in the frame it runs out is started `shown_only`: it wakes
    the table when it runs out and not after, so a run-out clock left standing never keeps
    the table painting."""

    due: dict[Hashable, float] = field(default_factory=dict)
    paused_at: float | None = None
    shown_only: set[Hashable] = field(default_factory=set)

    def start(self, name: Hashable, now: float, seconds: float, shown_only: bool = False) -> float:
        self.due[name] = now + seconds
        if shown_only:
            self.shown_only.add(name)
        else:
            self.shown_only.discard(name)
        return self.due[name]

    def get(self, name: Hashable) -> float | None:
        return self.due.get(name)

    def running(self, name: Hashable) -> bool:
        return name in self.due

    def cancel(self, name: Hashable) -> None:
        self.due.pop(name, None)

    def cancel_all(self, names: Callable[[Hashable], bool] = lambda _name: True) -> None:
        for name in [n for n in self.due if names(n)]:
            del self.due[name]

    def remaining(self, name: Hashable, now: float) -> float | None:
        """Seconds left (frozen while paused), or None when the timer is not running."""
        due = self.due.get(name)
        if due is None:
            return None
        clock = now if self.paused_at is None else self.paused_at
        return max(0.0, due - clock)

    def expired(self, name: Hashable, now: float) -> bool:
        """True once a running timer's time is up (never while paused)."""
        due = self.due.get(name)
        return due is not None and self.paused_at is None and now >= due

    def pause(self, now: float) -> None:
        if self.paused_at is None:
            self.paused_at = now

    def resume(self, now: float) -> float:
        """Shift every deadline by the time paused; returns that time."""
        if self.paused_at is None:
            return 0.0
        paused, self.paused_at = now - self.paused_at, None
        self.due = {name: due + paused for name, due in self.due.items()}
        return paused

    @property
    def paused(self) -> bool:
        return self.paused_at is not None

    def next_due(self, now: float) -> float:
        """When the first running timer runs out (never while paused); a clock only shown
        counts until it has run out."""
        if self.paused_at is not None:
            return math.inf
        waits = (due for name, due in self.due.items() if due > now or name not in self.shown_only)
        return min(waits, default=math.inf)


class Match:
    """A game in play. `seats` says who sits where (``{"kind": "bot", "level": ...}`` or a
    person); every bot seat gets a bot seeded from the game seed, as in every earlier
    version, so a seed replays the same game in `simulate`, a scene and a resume."""

    def __init__(
        self,
        spec: GameSpec,
        players: int,
        seed: int,
        options: dict[str, Any],
        seats: list[dict[str, Any]],
        save: SaveHook | None = None,
    ) -> None:
        self.spec = spec
        self.state: GameState = spec.new_state(players, seed, options)
        self.record = GameRecord.start(spec, self.state, seats)
        self.bots: dict[int, Bot] = {
            seat: spec.make_bot(seat, plan.get("level", "casual"), _bot_rng(seed, seat))
            for seat, plan in enumerate(seats[:players])
            if plan.get("kind") == "bot"
        }
        self._match_tables(seats)
        self.timers = Timers()
        self.save = save
        self.watchers: list[Watcher] = []  # told every move's events after the bots see it
        self._observe(None)

    def _match_tables(self, seats: list[dict[str, Any]]) -> None:
        """A matcher for every matched bot, in a game that declares how to judge it
        (games/core/matching.py); the seat plan's "aim" says whom it aims at."""
        matching = self.spec.judging
        if matching is None or self.spec.reviewer is None:
            return
        preset = str(self.state.options.get("preset", ""))
        players = self.state.players
        for seat, bot in self.bots.items():
            if bot.level != MATCHED:
                continue
            judge = TableJudge(self.spec.reviewer, matching, players, seat)
            watched = watched_seats(seats, players, seat)
            plan = seats[seat]
            aim, known = str(plan.get("aim", AIM_MIDDLE)), tuple(plan.get("known", ()))
            bot.match_table(Matcher(judge, matching.odds(preset), watched, aim, known))

    # --- moves ------------------------------------------------------------------------------
    def act(self, seat: int, action: Action) -> list[Event]:
        """Apply a legal move: the rules, the record, the save, then every bot's view, and
        last what watches the table (a phone tells its player the last move)."""
        shown = self.state.table_sees(seat, action)
        events = self.state.apply(seat, action)
        self.record.add(seat, action, events)
        if self.save is not None:
            self.save(self.record)
        self._observe(TableMove(len(self.record.moves) - 1, seat, shown, tuple(events)))
        for watcher in self.watchers:
            watcher(seat, action, events)
        return events

    def bot_move(self, seat: int) -> Action | None:
        """The bot at `seat` picks from its legal moves (None when it has none)."""
        legal = self.state.legal_actions(seat)
        if not legal:
            return None
        bot = self.bots[seat]
        bot.retune()
        return bot.choose(self.state.view(seat), legal, bot.rng)

    def table_move(self) -> Action | None:
        """What the table does when its clock runs out: always its first legal move."""
        legal = self.state.legal_actions(TABLE)
        return legal[0] if legal else None

    def waiting_for_table(self) -> bool:
        return TABLE in self.state.to_act()

    def next_actor(self) -> int:
        return next_actor(self.state)

    def finish(self) -> None:
        """The final scores, and for each matched computer what it played like and what
        it ended knowing of the table (`settled`: where a game played again starts, its
        `known`), in the record."""
        self.record.finish(self.state)
        for seat, bot in self.bots.items():
            bot.retune()
            if bot.matcher is not None and seat < len(self.record.seats):
                self.record.seats[seat] = {
                    **self.record.seats[seat],
                    "played_like": bot.played_like,
                    "rank": round(bot.memory.level.rank, 2),
                    "settled": [round(p, 4) for p in bot.matcher.chances],
                }

    # --- the table's pace (scenes; the driver needs none) ---------------------------------
    def due_bot(
        self, now: float, think: Callable[[random.Random], float]
    ) -> tuple[int, Action] | None:
        """The computer player whose thinking time is up, with its move. A bot on turn
        with no clock yet starts one (`think(rng)` seconds), as a person would pause."""
        for seat in self.state.active_seats():
            bot = self.bots.get(seat)
            if bot is None:
                continue
            clock = (THINKING, seat)
            if not self.timers.running(clock):
                self.timers.start(clock, now, think(bot.rng))
            elif self.timers.expired(clock, now):
                self.timers.cancel(clock)
                action = self.bot_move(seat)
                return None if action is None else (seat, action)  # one move at a time
        return None

    def due_table(self, now: float, delay: Callable[[], float | None], idle: bool) -> Action | None:
        """The table's move once its clock has run out. The clock starts when the table
        shows nothing more (`idle`) and `delay()` gives its length (None: not yet)."""
        if not self.waiting_for_table():
            self.timers.cancel(TABLE_CLOCK)
            return None
        if not self.timers.running(TABLE_CLOCK):
            seconds = delay() if idle else None
            if seconds is None:
                return None
            self.timers.start(TABLE_CLOCK, now, seconds)
        return self.table_move() if self.timers.expired(TABLE_CLOCK, now) else None

    def stop_thinking(self) -> None:
        """Every computer player starts thinking afresh (a move changed the table)."""
        self.timers.cancel_all(lambda name: isinstance(name, tuple) and name[0] == THINKING)

    # --- resume -------------------------------------------------------------------------
    def replay(self, moves: list[dict[str, Any]]) -> None:
        """Bring a fresh match to a saved position: each move applied and seen by the bots
        as it was in play, without saving. The saved move entries (with their events) are
        kept as they were written."""
        for number, (seat, action) in enumerate(self._decoded(moves)):
            try:
                shown = self.state.table_sees(seat, action)
                events = self.state.apply(seat, action)
            except Exception as error:
                raise RecordError(f"move {number} does not replay: {error}") from error
            self._observe(TableMove(number, seat, shown, tuple(events)))
        self.record.moves = list(moves)

    def _decoded(self, moves: list[dict[str, Any]]) -> Iterator[tuple[int, Action]]:
        for move in moves:
            yield int(move["seat"]), decode_action(move["action"], self.spec.action_types)

    # --- time -----------------------------------------------------------------------------
    def pause(self, now: float) -> None:
        self.timers.pause(now)

    def resume(self, now: float) -> float:
        return self.timers.resume(now)

    def _observe(self, move: TableMove | None) -> None:
        views = self.state.views(self.bots)
        for seat, bot in self.bots.items():
            bot.observe(views[seat])
            bot.watch(move, views[seat])


def next_actor(state: GameState) -> int:
    """Who acts next when nobody waits for a clock: the lowest player seat, else the table
    (how the headless driver orders simultaneous moves)."""
    seats = state.active_seats()
    return seats[0] if seats else TABLE


def _bot_rng(seed: int, seat: int) -> random.Random:
    return random.Random(bot_seed(seed, seat))


def bot_seats(levels: list[str]) -> list[dict[str, Any]]:
    """Seat plans for a computer-only game, one level per seat."""
    return [{"kind": "bot", "level": level} for level in levels]
