"""Tamega's sprites: picture tiles, the red bridge, pawns, glows and the board itself.

Everything is cached by what it shows and its size, so a frame is a few dozen blits. The
22 pictures are Twemoji chosen to differ in shape first and to spread over many colours;
the kids preset uses the first 11, the most different of all.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

import pygame

from engine import pieces, render, theme
from engine.assets import icon
from games.tamega.board import DOWN, EMPTY, RED, VOID, Geometry

PICTURES = (
    "🍎", "🍌", "🍇", "🥕", "🐸", "🐳", "⭐", "🐷", "⚽", "🌈", "🚀",
    "🍄", "🦋", "🌵", "🍉", "🐧", "🦀", "☂️", "🍩", "🐙", "🦊", "🌻",
)  # fmt: skip
RED_TILE = (205, 45, 45)
BOARD_WOOD = (176, 132, 84)
WELL = (120, 84, 50)
TILE_FACE = (252, 248, 238)
GLOW = (255, 236, 140)
KEY = (255, 0, 255)  # the board surface's transparent colour (round corners)


def tile_face(size: int, picture: int) -> pygame.Surface:
    return pieces.tile(size, PICTURES[picture % len(PICTURES)], TILE_FACE)


def tile_back(size: int) -> pygame.Surface:
    return pieces.tile(size, None)


def red_tile(size: int) -> pygame.Surface:
    def make() -> pygame.Surface:
        surface = render.rounded_panel(
            (size, size), RED_TILE, size // 7, theme.darken(RED_TILE, 0.35), max(2, size // 18)
        ).copy()
        inner = pygame.Rect(0, 0, size, size).inflate(-size // 3, -size // 3)
        pygame.draw.rect(surface, theme.lighten(RED_TILE, 0.25), inner, border_radius=size // 10)
        return surface

    return render.CACHE.get(("tm-red", size), make)


def code_sprite(code: int, size: int) -> pygame.Surface | None:
    """The sprite for a view cell code (None for an empty or missing square)."""
    if code >= 0:
        return tile_face(size, code)
    if code == DOWN:
        return tile_back(size)
    if code == RED:
        return red_tile(size)
    return None


def pawn(seat: int, size: int, blocked: bool = False) -> pygame.Surface:
    """A big pawn: white disc, a ring and the seat's own shape in its colour."""
    style = theme.SEAT_STYLES[seat]

    def make() -> pygame.Surface:
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size / 2
        colour = (150, 150, 150) if blocked else style.colour
        pygame.draw.circle(surface, theme.darken(colour, 0.4), (c, c + size * 0.04), c * 0.98)
        pygame.draw.circle(surface, theme.WHITE, (c, c), c * 0.94)
        pygame.draw.circle(surface, colour, (c, c), c * 0.94, max(3, size // 11))
        render.draw_shape(surface, style.shape, (c, c), c * 0.5, colour, None)
        if blocked:
            mark = icon("🚫", round(size * 0.45))
            surface.blit(mark, mark.get_rect(center=(size * 0.78, size * 0.22)))
        return surface

    return render.CACHE.get(("tm-pawn", seat, size, blocked), make)


def glow(size: int, colour: tuple[int, int, int] = GLOW) -> pygame.Surface:
    """A soft square halo for a legal destination (alpha set by the caller)."""

    def make() -> pygame.Surface:
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        radius = size // 6
        pygame.draw.rect(surface, (*colour, 140), surface.get_rect(), border_radius=radius)
        for i in range(3):
            rect = surface.get_rect().inflate(-i * 4, -i * 4)
            pygame.draw.rect(surface, (*colour, 255 - i * 70), rect, max(2, size // 22), radius)
        return surface

    return render.CACHE.get(("tm-glow", size, colour), make)


class BoardPainter:
    """The board with every tile at rest, kept as one surface and repainted square by
    square when a square changes: a frame is one blit even while tiles flip."""

    def __init__(self, geo: Geometry, cell: int) -> None:
        self.geo, self.cell = geo, cell
        self.pad = cell // 5
        w, h = geo.cols * cell + 2 * self.pad, geo.rows * cell + 2 * self.pad
        self.background = pygame.Surface((w, h))  # opaque with a colour key: fast blits
        self.background.fill(KEY)
        self.background.set_colorkey(KEY)
        for board in range(geo.boards):
            left = self.pad + board * 7 * cell
            frame = pygame.Rect(left - self.pad, 0, 7 * cell + 2 * self.pad, h)
            edge = theme.darken(BOARD_WOOD, 0.3)
            pygame.draw.rect(self.background, BOARD_WOOD, frame, border_radius=self.pad * 2)
            pygame.draw.rect(self.background, edge, frame, max(2, self.pad // 3), self.pad * 2)
        for square in range(geo.squares):
            if geo.exists[square]:
                pygame.draw.rect(self.background, WELL, self.well(square), border_radius=cell // 7)
        if pygame.display.get_surface() is not None:
            self.background = self.background.convert()
            self.background.set_colorkey(KEY)
        self.surface = self.background.copy()
        self.surface.set_colorkey(KEY)
        self.drawn: list[int | None] = [None] * geo.squares

    def well(self, square: int) -> pygame.Rect:
        row, col = divmod(square, self.geo.cols)
        rect = pygame.Rect(0, 0, self.cell, self.cell)
        rect.topleft = (self.pad + col * self.cell, self.pad + row * self.cell)
        return rect

    def paint(self, cells: Sequence[int], hidden: Collection[int]) -> pygame.Surface:
        """The board showing `cells`, with the squares in `hidden` (animating) left empty."""
        size = tile_size(self.cell)
        for square, code in enumerate(cells):
            shown = EMPTY if square in hidden else code
            if code == VOID or self.drawn[square] == shown:
                continue
            self.drawn[square] = shown
            rect = self.well(square)
            self.surface.blit(self.background, rect, rect)
            sprite = code_sprite(shown, size)
            if sprite is not None:
                render.blit_center(self.surface, sprite, (rect.centerx, rect.centery - 1))
        return self.surface


def tile_size(cell: int) -> int:
    return max(8, round(cell * 0.86))
