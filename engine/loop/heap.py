"""Memory between games: freed memory handed back to the system, and what a game keeps
for its whole life kept out of the garbage collector's way.

A game frees many picture buffers when it ends (its pieces at its own sizes), and glibc's
allocator keeps such freed memory in its heap rather than returning it: over a kiosk day
the process's resident memory crept up although every cache stayed inside its budget
(docs/reliability.md). Trimming the heap when a new game starts, a moment where a few
milliseconds go unnoticed, returns it. On other C libraries there is nothing to call and
only the garbage collection runs.

Every frame says a display list of short-lived items, and the last one is kept until the
next (placement reads it), so some of them live through a young collection and count
towards a full one; a full collection walks every object the process holds (the rules,
the physics, the caches' keys) and made a frame every couple of seconds the slowest of a
game. What exists when a game has started and laid out is frozen (`gc.freeze`): the
collector leaves it alone, and a full collection walks only what the game made since. The
game unfreezes it when it ends, so its own cycles are collected with the next game's start.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
from collections.abc import Callable
from functools import cache


@cache
def _malloc_trim() -> Callable[[int], int] | None:
    """glibc's `malloc_trim`, or None where the C library has none (macOS, Windows, musl)."""
    name = ctypes.util.find_library("c")
    try:
        return ctypes.CDLL(name).malloc_trim if name else None
    except (OSError, AttributeError):
        return None


def give_back() -> bool:
    """Collect Python's cycles (the last game's too), then return the heap's free pages to
    the system. True when the C library could be asked to trim."""
    gc.unfreeze()
    gc.collect()
    trim = _malloc_trim()
    if trim is None:
        return False
    trim(0)
    return True


def keep_for_the_game() -> None:
    """What exists now lives as long as the game: out of the collector's way until
    `let_go` (see the module docstring)."""
    gc.freeze()


def let_go() -> None:
    """The game has ended: what it kept may be collected again."""
    gc.unfreeze()
