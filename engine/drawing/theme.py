"""One visual language for every game: palette, seat colours and shapes, type scale.

Seat colours are named for what they are ("red" is drawn red, "black" black), so players can
say them aloud, and chosen so that any two stay apart for people with protanopia,
deuteranopia or tritanopia as well (tests/test_seat_palette.py simulates each and holds a
minimum CIEDE2000 difference at every seat count); every seat also has its own shape, drawn
wherever its colour says whose something is, so colour is never the only cue. This is the
one palette: every game, the setup, the results and the phones' pages read it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

Colour = tuple[int, int, int]

# Table and surfaces
TABLE_DARK: Colour = (14, 60, 52)
TABLE_LIGHT: Colour = (28, 96, 80)
TABLE_RIM: Colour = (9, 38, 34)
PANEL: Colour = (250, 246, 236)
PANEL_EDGE: Colour = (215, 205, 185)
INK: Colour = (34, 34, 44)
INK_SOFT: Colour = (96, 96, 110)
WHITE: Colour = (255, 255, 255)
GOLD: Colour = (242, 183, 5)
GOOD: Colour = (40, 170, 110)
BAD: Colour = (214, 84, 64)
SHADOW: tuple[int, int, int, int] = (0, 0, 0, 70)
HIGHLIGHT: Colour = (255, 236, 140)
BUTTON: Colour = (58, 110, 200)
BUTTON_DISABLED: Colour = (150, 150, 160)
DIM_OVERLAY: tuple[int, int, int, int] = (8, 20, 20, 170)


class SeatStyle(NamedTuple):
    colour: Colour
    shape: str  # drawn by engine.drawing.images.draw_shape: circle, square, triangle ...
    name: str  # default player name, a colour word players can say aloud


SEAT_STYLES: tuple[SeatStyle, ...] = (
    SeatStyle((30, 90, 215), "circle", "blue"),
    SeatStyle((245, 130, 35), "square", "orange"),
    SeatStyle((10, 155, 120), "triangle", "green"),
    SeatStyle((255, 170, 200), "diamond", "pink"),
    SeatStyle((55, 185, 255), "star", "sky"),
    SeatStyle((205, 25, 15), "hexagon", "red"),
    SeatStyle((250, 228, 20), "cross", "yellow"),
    SeatStyle((25, 25, 30), "heart", "black"),
)

# Type scale, in design pixels at a 1080-pixel short side (scaled by the layout unit).
TYPE = {"huge": 96, "title": 64, "heading": 44, "body": 30, "small": 22, "tiny": 17}
BIGGER_WORDS = 1.25  # the accessibility setting's factor on every text


@dataclass
class Words:
    """How big the table's words are: `scale` times the type scale (`BIGGER_WORDS` for
    players who need bigger words, an operator's setting). Every size a text is drawn at
    comes from the type scale (`text.type_size`) or the panels' (`panels.panel_type`),
    and the readable floor the layout audit judges grows with it (`judge.floor_px`)."""

    scale: float = 1.0


WORDS = Words()


def lighten(colour: Colour, amount: float) -> Colour:
    return _lighten(tuple(colour), amount)


def darken(colour: Colour, amount: float) -> Colour:
    return _darken(tuple(colour), amount)


# Painters ask for the same few shades every frame: they are worked out once.
@lru_cache(maxsize=1024)
def _lighten(colour: Colour, amount: float) -> Colour:
    return tuple(round(c + (255 - c) * amount) for c in colour)  # type: ignore[return-value]


@lru_cache(maxsize=1024)
def _darken(colour: Colour, amount: float) -> Colour:
    return tuple(round(c * (1 - amount)) for c in colour)  # type: ignore[return-value]


def readable_ink(background: Colour) -> Colour:
    """Dark or white text, whichever reads better on `background`."""
    r, g, b = background
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else WHITE
