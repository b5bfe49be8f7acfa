"""The computer-player interface.

A bot sees only its seat's view: the driver and the scenes call `observe(view)` after
every action (so it can remember what was shown) and `choose(view, legal, rng)` when its
seat may act. Bots never receive the state.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from games.core.codec import Action
from games.core.memory import Memory


class Bot:
    """Base computer player with a memory model at one of the core's levels."""

    def __init__(self, seat: int, level: str, rng: random.Random) -> None:
        self.seat = seat
        self.level = level
        self.rng = rng
        self.memory = Memory(level, rng)

    def observe(self, view: Any) -> None:
        """Called after every action with this seat's view; default: time passes."""
        self.memory.tick()

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        """Pick one of `legal`. The default plays at random; games override it."""
        return rng.choice(list(legal))


def bot_seed(seed: int, seat: int) -> int:
    """A bot's own seed, derived from the game seed so simulations are reproducible."""
    return (seed * 1_000_003 + 7919 * (seat + 1)) & 0x7FFFFFFF
