"""What the app tells SDL before and as its display starts: its hints (read from the
environment by these names; the SDL_HINT_... names are only C macros for them), and that
the stop signals are SDL's to turn into a QUIT."""

from __future__ import annotations

import logging
import os
import signal
from importlib.resources import files

import pygame

_log = logging.getLogger(__name__)

# No mouse events made from fingers (the tracker's DropSynthetic stage
# still drops any a driver sends); closing the window is a WINDOWCLOSE, never a QUIT (a QUIT
# is then the service manager's or Ctrl+C's, which even a kiosk obeys); the window named
# "memotable" for the desktop entry (`assets/system/memotable.desktop`).
SDL_HINTS = {
    "SDL_TOUCH_MOUSE_EVENTS": "0",
    "SDL_QUIT_ON_LAST_WINDOW_CLOSE": "0",
    "SDL_VIDEO_X11_WMCLASS": "memotable",
    "SDL_VIDEO_WAYLAND_WMCLASS": "memotable",
}
# On X11 the window's own shared-memory picture takes only the rectangles a frame changed;
# SDL's default there, a GL texture of the whole window uploaded at each update, costs a
# core through a software GL (Xvfb, a VM) for a table where a pulse moves. Wayland has only
# the texture (SDL 2 draws no shared-memory picture there).
X11_HINTS = {"SDL_FRAMEBUFFER_ACCELERATION": "0"}


def set_sdl_hints() -> None:
    """Give SDL its hints, unless the environment already says otherwise."""
    for name, value in SDL_HINTS.items():
        os.environ.setdefault(name, value)


def set_driver_hints() -> None:
    """The hints that depend on the video driver, once it is known (before the window)."""
    if pygame.display.get_driver() == "x11":
        for name, value in X11_HINTS.items():
            os.environ.setdefault(name, value)


def set_icon() -> None:
    """The window's icon, the desktop entry's (`assets/system/memotable.svg`), where the
    window system shows one (a taskbar, a window switcher)."""
    try:
        with (files("assets") / "system" / "memotable.svg").open("rb") as svg:
            pygame.display.set_icon(pygame.image.load_sized_svg(svg, (64, 64)))
    except (OSError, pygame.error) as error:
        _log.info("no window icon: %s", error)


NO_SIGNALS = "SDL_NO_SIGNAL_HANDLERS"


def keep_our_signals() -> None:
    """A headless app (the tools: `audit`, `shot`, `bench`, `soak`; the tests) keeps
    Python's SIGTERM and SIGINT: SDL would turn them into a QUIT that no tool's loop reads,
    and `kill` would not stop an audit."""
    os.environ[NO_SIGNALS] = "1"


def let_sdl_stop_us() -> None:
    """SDL turns SIGTERM and SIGINT into a QUIT that wakes the loop wherever it waits, but
    only for signals nobody handles yet: Python's own Ctrl+C (a KeyboardInterrupt raised
    wherever the code is) is given back before the display starts. The real app only:
    tests and tools keep Python's."""
    os.environ.pop(NO_SIGNALS, None)  # a tool's, before this app in the same process
    signal.signal(signal.SIGINT, signal.SIG_DFL)
