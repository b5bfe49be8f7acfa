"""Memory models for computer players: how people remember what they have seen.

A level is a capacity (how many distinct things are held at once), a base recall chance,
and a half-life in observations (how fast a sighting fades). A child holds a handful of
things and forgets quickly; a casual player holds more; a sharp player rarely forgets; the
perfect level, for tests, never forgets. Like GCompris's Tux, a weaker player sometimes
does not use what it has seen, which is what makes the levels feel human.

Each level has a rank (child 0, casual 1, sharp 2, perfect 3), and `between(rank)` is a
memory anywhere from child to sharp, the range people span: what the matched level
(games/core/matching.py) settles on. A game's own per-level numbers (how often a child
mixes up cards) are read at a rank with `MemoryLevel.trait`, so they follow it too.
"""

from __future__ import annotations

import math
import random
from collections import OrderedDict
from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from typing import Any

MATCHED = "matched"  # the level that sets its memory to the people's (games/core/matching.py)


@dataclass(frozen=True)
class MemoryLevel:
    name: str
    capacity: int | None  # None: unlimited
    recall: float  # chance to recall a fresh sighting
    half_life: float | None  # observations until the chance halves; None: never fades
    rank: float = 1.0  # child 0, casual 1, sharp 2, perfect 3; in between for `between`

    def trait(self, values: Mapping[str, float]) -> float:
        """A game's per-level number (`{"child": 0.35, "casual": 0.12, ...}`) at this
        level's rank (`at_rank`)."""
        return at_rank(values, self.rank)

    def describe(self) -> str:
        """ "capacity 6, recall 0.70, half-life 11": what a summary prints of a level."""
        capacity = "all" if self.capacity is None else str(self.capacity)
        half_life = "never" if self.half_life is None else f"{self.half_life:.3g}"
        return f"capacity {capacity}, recall {self.recall:.2f}, half-life {half_life}"


LEVELS: dict[str, MemoryLevel] = {
    "child": MemoryLevel("child", capacity=4, recall=0.6, half_life=6, rank=0.0),
    "casual": MemoryLevel("casual", capacity=8, recall=0.8, half_life=20, rank=1.0),
    "sharp": MemoryLevel("sharp", capacity=16, recall=0.95, half_life=80, rank=2.0),
    "perfect": MemoryLevel("perfect", capacity=None, recall=1.0, half_life=None, rank=3.0),
}
HUMAN_LEVELS: tuple[str, ...] = ("child", "casual", "sharp")
LEVEL_NAMES: tuple[str, ...] = (*LEVELS, MATCHED)  # what --bots, --levels and seats take
LOWEST, HIGHEST = LEVELS[HUMAN_LEVELS[0]].rank, LEVELS[HUMAN_LEVELS[-1]].rank


def at_rank(values: Mapping[str, float], rank: float) -> float:
    """A per-level number at `rank`: a named level's own value at its rank, else the
    straight line between the two named levels either side (the nearest end beyond)."""
    ranked = sorted((LEVELS[name].rank, value) for name, value in values.items())
    below = max(((r, v) for r, v in ranked if r <= rank), default=ranked[0])
    above = min(((r, v) for r, v in ranked if r >= rank), default=ranked[-1])
    if above[0] == below[0]:
        return below[1]
    return below[1] + (rank - below[0]) / (above[0] - below[0]) * (above[1] - below[1])


def level(name: str) -> MemoryLevel:
    if name not in LEVELS:
        raise ValueError(f"unknown bot level {name!r} (choose from {', '.join(LEVELS)})")
    return LEVELS[name]


def between(rank: float) -> MemoryLevel:
    """The memory at `rank` between child (0) and sharp (2): recall on the straight line
    between the two named levels either side, capacity and half-life on the geometric one
    (each named level holds twice as much as the one below and keeps it several times as
    long, so the steps between feel even). At a named level's rank, that level's memory."""
    rank = min(max(rank, LOWEST), HIGHEST)
    names = sorted(HUMAN_LEVELS, key=lambda n: LEVELS[n].rank)
    low = max((LEVELS[n] for n in names if LEVELS[n].rank <= rank), key=lambda m: m.rank)
    high = min((LEVELS[n] for n in names if LEVELS[n].rank >= rank), key=lambda m: m.rank)
    share = 0.0 if high.rank == low.rank else (rank - low.rank) / (high.rank - low.rank)

    def geometric(a: float, b: float) -> float:
        return math.exp(math.log(a) + share * (math.log(b) - math.log(a)))

    assert low.capacity and high.capacity and low.half_life and high.half_life
    return MemoryLevel(
        MATCHED,
        capacity=round(geometric(low.capacity, high.capacity)),
        recall=low.recall + share * (high.recall - low.recall),
        half_life=geometric(low.half_life, high.half_life),
        rank=rank,
    )


def nearest(rank: float) -> str:
    """The named level a rank is closest to ("played like casual")."""
    return min(HUMAN_LEVELS, key=lambda name: abs(LEVELS[name].rank - rank))


class Memory:
    """What one computer player remembers: key -> value with the time it was seen.

    `retune` changes the level while playing (the matched level does, as it learns the
    people's): recall, fading and capacity follow the new level at once. With `keep`, the
    memory holds that many things (the most a level in the range holds) and the level's
    capacity says how many of the newest it can recall: a level that rises part-way
    through a Memorandum deal recalls as much of the hand as the new level would have."""

    def __init__(
        self, memory_level: MemoryLevel | str, rng: random.Random, keep: int | None = None
    ) -> None:
        self.level = level(memory_level) if isinstance(memory_level, str) else memory_level
        self.rng = rng
        self.keep = keep
        self.clock = 0
        self._items: OrderedDict[Hashable, tuple[Any, int]] = OrderedDict()

    def retune(self, memory_level: MemoryLevel) -> None:
        self.level = memory_level
        self._trim()

    def tick(self, steps: int = 1) -> None:
        """Time passes: one tick per observed action."""
        self.clock += steps

    def see(self, key: Hashable, value: Any) -> None:
        """Remember `value` under `key` as of now; the oldest beyond capacity is lost."""
        self._items.pop(key, None)
        self._items[key] = (value, self.clock)
        self._trim()

    def _trim(self) -> None:
        capacity = self.level.capacity
        held = capacity if capacity is None or self.keep is None else max(capacity, self.keep)
        while held is not None and len(self._items) > held:
            self._items.popitem(last=False)

    def _recallable(self) -> list[Hashable]:
        """The newest keys, as many as the level's capacity."""
        capacity = self.level.capacity
        keys = list(self._items)
        return keys if capacity is None or len(keys) <= capacity else keys[-capacity:]

    def forget(self, key: Hashable) -> None:
        self._items.pop(key, None)

    def clear(self) -> None:
        self._items.clear()

    def chance(self, key: Hashable) -> float:
        """The chance of recalling `key` now (0 if it was never seen or was pushed out)."""
        if key not in self:
            return 0.0
        _, seen_at = self._items[key]
        fade = 1.0
        if self.level.half_life is not None:
            fade = 0.5 ** ((self.clock - seen_at) / self.level.half_life)
        return self.level.recall * fade

    def recall(self, key: Hashable) -> Any | None:
        """The remembered value, or None when it is not recalled this time."""
        if key not in self:
            return None
        if self.level.recall >= 1.0 and self.level.half_life is None:
            return self._items[key][0]
        return self._items[key][0] if self.rng.random() < self.chance(key) else None

    def recall_all(self) -> dict[Hashable, Any]:
        """One recall attempt per remembered key: what the player can use this decision."""
        result = {}
        for key in self._recallable():
            value = self.recall(key)
            if value is not None:
                result[key] = value
        return result

    def __contains__(self, key: Hashable) -> bool:
        if key not in self._items:
            return False
        capacity = self.level.capacity
        return capacity is None or len(self._items) <= capacity or key in self._recallable()
