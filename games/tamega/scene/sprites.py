"""Tamega's pictures: the wooden board, picture tiles, the red bridge, pawns and glows.

Each is an `Image` named by what it shows and its size, so the compositor paints it once
and a frame is a few dozen blits. The 22 pictures are Twemoji chosen to differ in shape
first and to spread over many colours; the kids preset uses the first 11, the most
different of all.
"""

from __future__ import annotations

import pygame

from engine.drawing import pieces, theme
from engine.drawing.display import Image, Raster
from engine.drawing.icons import picture as art
from engine.drawing.images import draw_shape, plate_on, rounded
from games.tamega.board import DOWN, RED, SIZE, Geometry, tile_picture

RED_TILE = (205, 45, 45)
TILE_FACE = (252, 248, 238)
GLOW = (255, 236, 140)
BOARD_WOOD = (176, 132, 84)
WELL = (120, 84, 50)


SEAM = 0.35  # squares of felt between two boards: they read as two (TM-R8's seam still joins them)


def board_width(boards: int, cell: int) -> int:
    """The play area's width in pixels: each board its own wooden frame (a fifth of a
    square's rim round its squares), felt between them."""
    return boards * (SIZE * cell + 2 * (cell // 5)) + (boards - 1) * round(SEAM * cell)


def column_left(col: int, cell: int) -> int:
    """Where a column's squares start, from the play area's left edge."""
    pad = cell // 5
    board, inside = divmod(col, SIZE)
    return board * (SIZE * cell + 2 * pad + round(SEAM * cell)) + pad + inside * cell


def wood(geo: Geometry, cell: int) -> Image:
    """The wooden boards (a frame each, felt between) with a well sunk for every square,
    `cell` pixels a square: what the tiles lie in."""
    pad = cell // 5
    size = (board_width(geo.boards, cell), geo.rows * cell + 2 * pad)

    def make(_: Raster) -> pygame.Surface:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        edge = theme.darken(BOARD_WOOD, 0.3)
        for number in range(geo.boards):
            left = column_left(number * SIZE, cell) - pad
            frame = pygame.Rect(left, 0, SIZE * cell + 2 * pad, size[1])
            pygame.draw.rect(surface, BOARD_WOOD, frame, border_radius=pad * 2)
            pygame.draw.rect(surface, edge, frame, max(2, pad // 3), pad * 2)
        for square in range(geo.squares):
            if geo.exists[square]:
                row, col = divmod(square, geo.cols)
                well = pygame.Rect(column_left(col, cell), pad + row * cell, cell, cell)
                pygame.draw.rect(surface, WELL, well, border_radius=cell // 7)
        return surface

    return Image(("tm-board", geo.boards, cell), size, make)


def tile_face(size: int, picture: int) -> Image:
    return pieces.tile(size, tile_picture(picture), TILE_FACE)


def tile_back(size: int) -> Image:
    return pieces.tile(size, None)


def red_tile(size: int) -> Image:
    base = rounded(
        (size, size), RED_TILE, size // 7, theme.darken(RED_TILE, 0.35), max(2, size // 18)
    )

    def make(raster: Raster) -> pygame.Surface:
        surface = plate_on(raster, base)
        inner = pygame.Rect(0, 0, size, size).inflate(-size // 3, -size // 3)
        pygame.draw.rect(surface, theme.lighten(RED_TILE, 0.25), inner, border_radius=size // 10)
        return surface

    return Image(("tm-red", size), (size, size), make)


def code_image(code: int, size: int) -> Image | None:
    """The picture of a view cell code (None for an empty or missing square)."""
    if code >= 0:
        return tile_face(size, code)
    if code == DOWN:
        return tile_back(size)
    if code == RED:
        return red_tile(size)
    return None


def pawn(seat: int, size: int, blocked: bool = False) -> Image:
    """A big pawn: white disc, a ring and the seat's own shape in its colour."""
    style = theme.SEAT_STYLES[seat]

    def make(raster: Raster) -> pygame.Surface:
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size / 2
        colour = (150, 150, 150) if blocked else style.colour
        pygame.draw.circle(surface, theme.darken(colour, 0.4), (c, c + size * 0.04), c * 0.98)
        pygame.draw.circle(surface, theme.WHITE, (c, c), c * 0.94)
        pygame.draw.circle(surface, colour, (c, c), c * 0.94, max(3, size // 11))
        draw_shape(surface, style.shape, (c, c), c * 0.5, colour, None)
        if blocked:
            mark = raster(art("🚫", round(size * 0.45)))
            surface.blit(mark, mark.get_rect(center=(size * 0.78, size * 0.22)))
        return surface

    return Image(("tm-pawn", seat, size, blocked), (size, size), make)


def glow(size: int, colour: tuple[int, int, int] = GLOW) -> Image:
    """A soft square halo for a legal destination (faded by the sprite showing it)."""

    def make(_: Raster) -> pygame.Surface:
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        radius = size // 6
        pygame.draw.rect(surface, (*colour, 140), surface.get_rect(), border_radius=radius)
        for i in range(3):
            rect = surface.get_rect().inflate(-i * 4, -i * 4)
            pygame.draw.rect(surface, (*colour, 255 - i * 70), rect, max(2, size // 22), radius)
        return surface

    return Image(("tm-glow", size, colour), (size, size), make)


def tile_size(cell: int) -> int:
    """A tile's side on a square of side `cell` (a rim of wood shows round it)."""
    return max(8, round(cell * 0.86))


def demo_piece(name: str, size: int) -> Image | None:
    """A piece the how-to's demonstrations name (`games/tamega/howto.py`): "back",
    "face:<pair>", "red" or "pawn:<seat>"."""
    kind, _, number = name.partition(":")
    if kind == "pawn":
        return pawn(int(number or 0), size)
    if kind == "face":
        return tile_face(size, int(number or 0))
    return {"back": tile_back, "red": red_tile}.get(kind, lambda _: None)(size)
