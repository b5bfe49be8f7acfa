"""The computer-player interface.

A bot sees only its seat's view: the driver and the scenes call `observe(view)` after
every action (so it can remember what was shown), `watch(move, view)` with the move as
the whole table saw it made, and `choose(view, legal, rng)` when its seat may act. Bots
never receive the state.

A bot at the matched level (games/core/matching.py) is given a `Matcher` by the match;
before each choice its memory is retuned to the rank the matcher aims at.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from games.core.codec import Action
from games.core.matching import Matcher, TableMove
from games.core.memory import LEVELS, MATCHED, Memory, between, nearest


class Bot:
    """Base computer player with a memory model at one of the core's levels."""

    def __init__(self, seat: int, level: str, rng: random.Random) -> None:
        self.seat = seat
        self.level = level
        self.rng = rng
        self.matcher: Matcher | None = None
        if level == MATCHED:  # holds as much as a sharp player, recalls as its rank allows
            self.memory = Memory(between(LEVELS["casual"].rank), rng, keep=LEVELS["sharp"].capacity)
        else:
            self.memory = Memory(level, rng)

    def observe(self, view: Any) -> None:
        """Called after every action with this seat's view; default: time passes."""
        self.memory.tick()

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        """Pick one of `legal`. The default plays at random; games override it."""
        return rng.choice(list(legal))

    # --- the matched level ----------------------------------------------------------------
    def match_table(self, matcher: Matcher) -> None:
        self.matcher = matcher
        self.retune()

    def watch(self, move: TableMove | None, view: Any) -> None:
        """After `observe`: the move as the table saw it (None: the game's first view)."""
        if self.matcher is not None:
            self.matcher.judge.watch(move, view)

    def retune(self) -> None:
        """Before a choice: a matched bot's memory to the rank it aims at now."""
        if self.matcher is not None:
            rank = self.matcher.rank
            if rank != self.memory.level.rank:
                self.memory.retune(between(rank))

    @property
    def played_like(self) -> str | None:
        """The named level a matched bot's memory is closest to now (None: a fixed level)."""
        return None if self.matcher is None else nearest(self.memory.level.rank)


def sometimes(chance: float, rng: random.Random) -> bool:
    """A trait that is a chance (a matched level between two named ones blocks now and
    then): always at 1 and never at 0 without a draw, so a named level's games, which
    only ever have 0 or 1, replay as they always did."""
    return chance >= 1.0 or (chance > 0.0 and rng.random() < chance)


def bot_seed(seed: int, seat: int) -> int:
    """A bot's own seed, derived from the game seed so simulations are reproducible."""
    return (seed * 1_000_003 + 7919 * (seat + 1)) & 0x7FFFFFFF
