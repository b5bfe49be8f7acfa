"""Which finger holds what: a dragged card, a pawn, a held peek pad, a die pressed down.

Scenes used to track pointers by hand, each its own way; a `Captures` keeps the pairs in
one place. The base scene releases a finger's capture when the finger lifts or is
cancelled (so nothing stays held by a finger that is gone), and tells the input pipeline
which fingers are still in use for a hold, so a stale-finger sweep never cancels a child's
peek that is held on purpose.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from typing import Any


class Captures:
    """Pointer → what it holds (any hashable item the game chooses)."""

    def __init__(self) -> None:
        self._held: dict[Hashable, Any] = {}

    def grab(self, pointer: Hashable, item: Any) -> None:
        self._held[pointer] = item

    def holding(self, pointer: Hashable) -> Any | None:
        return self._held.get(pointer)

    def release(self, pointer: Hashable) -> Any | None:
        """Let go; returns what the pointer held (None if nothing)."""
        return self._held.pop(pointer, None)

    def holders(self, item: Any) -> set[Hashable]:
        return {pointer for pointer, held in self._held.items() if held == item}

    def held(self, item: Any) -> bool:
        return any(held == item for held in self._held.values())

    def release_item(self, item: Any) -> None:
        """Let go of `item` whichever fingers hold it (its turn is over)."""
        self._held = {p: held for p, held in self._held.items() if held != item}

    def items(self) -> Iterator[tuple[Hashable, Any]]:
        return iter(list(self._held.items()))

    def clear(self) -> None:
        self._held.clear()

    def __contains__(self, pointer: Hashable) -> bool:
        return pointer in self._held

    def __len__(self) -> int:
        return len(self._held)
