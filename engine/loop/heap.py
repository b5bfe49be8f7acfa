"""Handing freed memory back to the system between games.

A game frees many picture buffers when it ends (its pieces at its own sizes), and glibc's
allocator keeps such freed memory in its heap rather than returning it: over a kiosk day
the process's resident memory crept up by a few megabytes an hour although every cache
stayed inside its budget (docs/reliability.md). Trimming the heap when a new game starts,
a moment where a few milliseconds go unnoticed, returns it. On other C libraries there is
nothing to call and only the garbage collection runs.
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
    """Collect Python's cycles, then return the heap's free pages to the system.
    True when the C library could be asked to trim."""
    gc.collect()
    trim = _malloc_trim()
    if trim is None:
        return False
    trim(0)
    return True
