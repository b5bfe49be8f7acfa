"""Memory models for computer players: how people remember what they have seen.

A level is a capacity (how many distinct things are held at once), a base recall chance,
and a half-life in observations (how fast a sighting fades). A child holds a handful of
things and forgets quickly; a casual player holds more; a sharp player rarely forgets; the
perfect level, for tests, never forgets. Like GCompris's Tux, a weaker player sometimes
does not use what it has seen, which is what makes the levels feel human.
"""

from __future__ import annotations

import random
from collections import OrderedDict
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class MemoryLevel:
    name: str
    capacity: int | None  # None: unlimited
    recall: float  # chance to recall a fresh sighting
    half_life: float | None  # observations until the chance halves; None: never fades


LEVELS: dict[str, MemoryLevel] = {
    "child": MemoryLevel("child", capacity=4, recall=0.6, half_life=6),
    "casual": MemoryLevel("casual", capacity=8, recall=0.8, half_life=20),
    "sharp": MemoryLevel("sharp", capacity=16, recall=0.95, half_life=80),
    "perfect": MemoryLevel("perfect", capacity=None, recall=1.0, half_life=None),
}
LEVEL_NAMES: tuple[str, ...] = tuple(LEVELS)
HUMAN_LEVELS: tuple[str, ...] = ("child", "casual", "sharp")


def level(name: str) -> MemoryLevel:
    if name not in LEVELS:
        raise ValueError(f"unknown bot level {name!r} (choose from {', '.join(LEVELS)})")
    return LEVELS[name]


class Memory:
    """What one computer player remembers: key -> value with the time it was seen."""

    def __init__(self, memory_level: MemoryLevel | str, rng: random.Random) -> None:
        self.level = level(memory_level) if isinstance(memory_level, str) else memory_level
        self.rng = rng
        self.clock = 0
        self._items: OrderedDict[Hashable, tuple[Any, int]] = OrderedDict()

    def tick(self, steps: int = 1) -> None:
        """Time passes: one tick per observed action."""
        self.clock += steps

    def see(self, key: Hashable, value: Any) -> None:
        """Remember `value` under `key` as of now; the oldest beyond capacity is lost."""
        self._items.pop(key, None)
        self._items[key] = (value, self.clock)
        capacity = self.level.capacity
        while capacity is not None and len(self._items) > capacity:
            self._items.popitem(last=False)

    def forget(self, key: Hashable) -> None:
        self._items.pop(key, None)

    def clear(self) -> None:
        self._items.clear()

    def chance(self, key: Hashable) -> float:
        """The chance of recalling `key` now (0 if it was never seen or was pushed out)."""
        if key not in self._items:
            return 0.0
        _, seen_at = self._items[key]
        fade = 1.0
        if self.level.half_life is not None:
            fade = 0.5 ** ((self.clock - seen_at) / self.level.half_life)
        return self.level.recall * fade

    def recall(self, key: Hashable) -> Any | None:
        """The remembered value, or None when it is not recalled this time."""
        if key not in self._items:
            return None
        if self.level.recall >= 1.0 and self.level.half_life is None:
            return self._items[key][0]
        return self._items[key][0] if self.rng.random() < self.chance(key) else None

    def recall_all(self) -> dict[Hashable, Any]:
        """One recall attempt per remembered key: what the player can use this decision."""
        result = {}
        for key in list(self._items):
            value = self.recall(key)
            if value is not None:
                result[key] = value
        return result

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items
