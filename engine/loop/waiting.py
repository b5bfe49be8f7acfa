"""Waiting between frames without spending the processor: for the display to take the next
frame, and at rest for the next event or the next deadline, whichever comes first.

pygame-ce's `pygame.event.wait(timeout)` looks at the queue every millisecond (its own copy
of SDL's loop with `SDL_Delay(1)`): a thousand wake-ups a second, a few per cent of a core on
a table where nothing moves. SDL's own `SDL_WaitEventTimeout`, given no event to fill, sleeps
in the window system until something arrives (a touch, a key, the window uncovered, an event
another thread posts, a signal SDL turned into a quit) and leaves it in the queue for
`pygame.event.get`. It is called here through `ctypes` in the SDL library pygame itself
loaded, found in the process's memory map (Linux). Where it cannot be found, the wait is a
sleep in slices of `SLICE` seconds that looks at the queue between them.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Callable
from pathlib import Path

import pygame

_log = logging.getLogger(__name__)
SLICE = 0.008  # the fallback's slices: an event waits at most this long to be seen
# The longest single wait: the queue is looked at again after it (a quit SDL holds for a
# signal another thread caught is queued when the queue is next looked at).
LONGEST = 1.0
WAKE = pygame.event.custom_type()  # posted by a thread with something for the frame


def wake() -> None:
    """Wake the loop (from any thread): a thread has handed the frame something to show
    (a phone's move, TUIO fingers, a finished review). Nothing when there is no display."""
    if pygame.display.get_init():
        with contextlib.suppress(pygame.error):  # the display closing under this thread
            pygame.event.post(pygame.event.Event(WAKE))


def sdl_wait() -> Callable[[int], int] | None:
    """`SDL_WaitEventTimeout(NULL, ms)` of the SDL pygame loaded, or None."""
    import ctypes  # when the loop starts, not on the way to the first frame

    try:
        maps = Path("/proc/self/maps").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    paths = {line.split(maxsplit=5)[-1] for line in maps.splitlines() if "libSDL2" in line}
    for path in sorted(p for p in paths if p.startswith("/")):
        try:
            function = ctypes.CDLL(path).SDL_WaitEventTimeout
        except (OSError, AttributeError):
            continue
        function.argtypes = (ctypes.c_void_p, ctypes.c_int)
        function.restype = ctypes.c_int
        return lambda ms: function(None, ms)
    return None


class Waiting:
    """The loop's pauses: `until(deadline)` returns at the real time `deadline`
    (`time.perf_counter()`) or as soon as an event is queued, whichever is first."""

    def __init__(self) -> None:
        self._wait = sdl_wait()
        if self._wait is None:
            _log.info("SDL's wait is not at hand: waiting in slices of %s s", SLICE)

    def until(self, deadline: float) -> None:
        while not pygame.event.peek():
            left = deadline - time.perf_counter()
            if left <= 0:
                return
            if self._wait is not None:
                self._wait(max(1, round(min(left, LONGEST) * 1000)))
            else:
                time.sleep(min(SLICE, left))


def pace(last: float, rate: float) -> None:
    """Sleep until a frame after one shown at real time `last` may show: at most `rate`
    frames a second (the display's refresh), however fast they are made."""
    left = last + 1 / rate - time.perf_counter()
    if left > 0:
        time.sleep(left)


def refresh_rate() -> float:
    """Frames a second the display shows (its mode's refresh rate), or 60 where it does not
    say; the loop never paints faster."""
    try:
        rate = pygame.display.get_current_refresh_rate()
    except (pygame.error, AttributeError):
        rate = 0
    return float(rate) if 24 <= rate <= 360 else 60.0
