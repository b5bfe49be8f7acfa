"""Tamega's sprites: picture tiles, the red bridge, pawns, glows and the board itself.

Everything is cached by what it shows and its size, so a frame is a few dozen blits. The
22 pictures are Twemoji chosen to differ in shape first and to spread over many colours;
the kids preset uses the first 11, the most different of all.
"""

from __future__ import annotations

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
        for i in range(6):
            inset = i * size // 28
            rect = pygame.Rect(inset, inset, size - 2 * inset, size - 2 * inset)
            pygame.draw.rect(surface, (*colour, 40 + i * 25), rect, border_radius=size // 6)
        return surface

    return render.CACHE.get(("tm-glow", size, colour), make)


def board_surface(
    geo: Geometry, cell: int, cells: tuple[int, ...], hidden: frozenset[int]
) -> pygame.Surface:
    """The board with its wells and every tile at rest (squares in `hidden` left empty:
    they are animating and drawn on top). Not cached here: the scene keeps the last one."""
    pad = cell // 5
    w, h = geo.cols * cell + 2 * pad, geo.rows * cell + 2 * pad
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    for board in range(geo.boards):
        left = pad + board * 7 * cell
        frame = pygame.Rect(left - pad, 0, 7 * cell + 2 * pad, h)
        pygame.draw.rect(surface, BOARD_WOOD, frame, border_radius=pad * 2)
        pygame.draw.rect(surface, theme.darken(BOARD_WOOD, 0.3), frame, max(2, pad // 3), pad * 2)
    size = tile_size(cell)
    for square, code in enumerate(cells):
        if code == VOID:
            continue
        row, col = divmod(square, geo.cols)
        centre = (pad + (col + 0.5) * cell, pad + (row + 0.5) * cell)
        well = pygame.Rect(0, 0, cell - 4, cell - 4)
        well.center = (round(centre[0]), round(centre[1]))
        pygame.draw.rect(surface, WELL, well, border_radius=cell // 7)
        sprite = None if square in hidden or code == EMPTY else code_sprite(code, size)
        if sprite is not None:
            render.blit_center(surface, sprite, (centre[0], centre[1] - cell * 0.02))
    return surface


def tile_size(cell: int) -> int:
    return max(8, round(cell * 0.86))
