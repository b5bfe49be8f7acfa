"""Where Tamega's board lies on the table: one square side (`cell`) for the whole play
area, the board's rectangle centred in the table's free middle, and the way between a
square and a screen point; where the buttons on the seats' panels go.

A layout is a pure function of the table rectangle, the play area and the unit, made
again on every resize; everything else (the picture, glides, flights) stores squares, so
it follows a resize without being told.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from engine import theme
from engine.flight import Point
from engine.seats import Seat
from games.tamega.board import Geometry
from games.tamega.scene.sprites import tile_size

MARGIN = 58  # layout units of felt kept round the board (room for prompts and banners)


@dataclass(frozen=True)
class BoardLayout:
    geo: Geometry
    cell: int  # a square's side in pixels
    rect: pygame.Rect  # the board's wooden frame on screen

    @classmethod
    def fit(cls, geo: Geometry, table: tuple[float, float, float, float], unit: float):
        """The biggest whole-pixel squares that leave `MARGIN` round the board."""
        x, y, w, h = table
        margin = MARGIN * unit
        cell = max(12, int(min((w - 2 * margin) / geo.cols, (h - 2 * margin) / geo.rows)))
        pad = cell // 5
        rect = pygame.Rect(0, 0, geo.cols * cell + 2 * pad, geo.rows * cell + 2 * pad)
        rect.center = (round(x + w / 2), round(y + h / 2))
        return cls(geo, cell, rect)

    @property
    def pad(self) -> int:
        """The wooden rim round the squares."""
        return self.cell // 5

    @property
    def tile(self) -> int:
        return tile_size(self.cell)

    @property
    def pawn(self) -> int:
        return round(self.cell * 0.74)

    def centre_of(self, square: int) -> Point:
        row, col = divmod(square, self.geo.cols)
        left, top = self.rect.topleft
        return (left + self.pad + (col + 0.5) * self.cell, top + self.pad + (row + 0.5) * self.cell)

    def square_at(self, pos: Point, slop: float) -> int | None:
        """The square under a touch: the board is a packed grid, so the nearest square
        wins; a touch up to `slop` outside the grid reaches the edge square (party mode)."""
        left, top = self.rect.topleft
        x, y = pos[0] - left - self.pad, pos[1] - top - self.pad
        width, height = self.geo.cols * self.cell, self.geo.rows * self.cell
        if not (-slop <= x < width + slop and -slop <= y < height + slop):
            return None
        col = min(self.geo.cols - 1, max(0, math.floor(x / self.cell)))
        row = min(self.geo.rows - 1, max(0, math.floor(y / self.cell)))
        square = row * self.geo.cols + col
        return square if self.geo.exists[square] else None


def panel_tile(slot: pygame.Rect) -> int:
    """A won pair's tile on a seat panel, for the panel's free `slot`."""
    return max(8, round(slot.height * 0.8))


@dataclass(frozen=True)
class PanelButton:
    """A button on every seat's panel: at `x` (a share of the panel's width from its
    middle), `width` layout units wide."""

    x: float
    width: float
    label: str  # translation key
    emoji: str
    colour: theme.Colour

    def size(self, seat: Seat, target: tuple[float, float]) -> tuple[float, float]:
        """`target` (the button's size for this table: bigger in party mode), never wider
        or deeper than the panel leaves room for."""
        pw, depth = seat.panel_size
        return (min(target[0], pw * 0.46), min(target[1], depth * 0.72))


KEEP = PanelButton(0.06, 177, "tamega.keep_red", "✋", (200, 70, 60))  # step 3: "Leave it"
READY = PanelButton(-0.07, 150, "tamega.ready", "👍", theme.GOOD)  # the finder ends the pause
SEEN = PanelButton(0.06, 177, "tamega.seen", "👀", theme.GOLD)  # party pause: "Seen it!"
BUTTON_DEPTH = 78  # layout units
