"""Tamega's sprites: picture tiles, the red bridge, pawns and glows.

Everything is cached by what it shows and its size, so a frame is a few dozen blits. The
22 pictures are Twemoji chosen to differ in shape first and to spread over many colours;
the kids preset uses the first 11, the most different of all.
"""

from __future__ import annotations

import pygame

from engine.drawing import pieces, render, theme
from engine.drawing.icons import icon
from games.tamega.board import DOWN, RED

PICTURES = (
    "🍎",
    "🍌",
    "🍇",
    "🥕",
    "🐸",
    "🐳",
    "⭐",
    "🐷",
    "⚽",
    "🌈",
    "🚀",
    "🍄",
    "🦋",
    "🌵",
    "🍉",
    "🐧",
    "🦀",
    "☂️",
    "🍩",
    "🐙",
    "🦊",
    "🌻",
)
RED_TILE = (205, 45, 45)
TILE_FACE = (252, 248, 238)
GLOW = (255, 236, 140)


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


def tile_size(cell: int) -> int:
    """A tile's side on a square of side `cell` (a rim of wood shows round it)."""
    return max(8, round(cell * 0.86))
