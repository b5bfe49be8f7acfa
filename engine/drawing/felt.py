"""The felt every scene sits on: a table with a soft light in the middle.

A small radial gradient, smoothly scaled up to a quarter of the window each way (a felt
changes colour a step in a hundred pixels or so: the quarter holds all of it), then each
of its pixels shown as four by four. Any part can be painted alone from the quarter
(`part`), so at 3840x2160 the compositor never keeps the whole felt: 2 MB instead of 33.
Up to `KEPT_WHOLE` pixels (1920x1200: 9 MB) the whole felt is kept and a part copied from
it, which costs a quarter of growing the part from the quarter again: a frame that puts
back the felt under many changed places (Memorandum's claim pads lighting at seven seats)
is among a game's dearest (docs/performance.md, "Frame budgets").
"""

from __future__ import annotations

import math
from functools import lru_cache, partial

import pygame

from engine.drawing import theme
from engine.drawing.display import Image

SHOWN_AS = 4  # each pixel of the kept quarter shows as this many each way
BAND = 128  # rows painted at a time: the whole felt is never made at once
KEPT_WHOLE = 1920 * 1200  # pixels: up to this the whole felt is kept (see the module doc)


@lru_cache(maxsize=2)
def _quarter(size: tuple[int, int]) -> pygame.Surface:
    """The felt a quarter of `size` each way (rounded up), with its rim."""
    quarter = (math.ceil(size[0] / SHOWN_AS), math.ceil(size[1] / SHOWN_AS))
    surface = _make_table(quarter)
    rim = max(1, round(min(size) * 0.008 / SHOWN_AS))
    pygame.draw.rect(surface, theme.TABLE_RIM, surface.get_rect(), rim)
    return surface


def part(size: tuple[int, int], rect: pygame.Rect) -> pygame.Surface:
    """The felt of a window of `size` inside `rect`, pixel for pixel as the whole felt
    shows there (each pixel is its quarter's pixel at x // 4, y // 4)."""
    quarter = _quarter(size)
    left, top = rect.x // SHOWN_AS, rect.y // SHOWN_AS
    right, bottom = math.ceil(rect.right / SHOWN_AS), math.ceil(rect.bottom / SHOWN_AS)
    block = quarter.subsurface((left, top, right - left, bottom - top))
    grown = pygame.transform.scale(block, ((right - left) * SHOWN_AS, (bottom - top) * SHOWN_AS))
    shown = pygame.Rect(rect.x - left * SHOWN_AS, rect.y - top * SHOWN_AS, rect.w, rect.h)
    return grown.subsurface(shown)


def paint_part(size: tuple[int, int], surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The felt of `rect` painted onto `surface` at `rect`: copied from the whole felt
    where it is kept, else grown from the quarter a band of rows at a time."""
    if size[0] * size[1] <= KEPT_WHOLE:
        surface.blit(_kept(size), rect, rect)
        return
    _grow_part(size, surface, rect)


def _grow_part(size: tuple[int, int], surface: pygame.Surface, rect: pygame.Rect) -> None:
    for top in range(rect.top, rect.bottom, BAND):
        band = pygame.Rect(rect.left, top, rect.width, min(BAND, rect.bottom - top))
        surface.blit(part(size, band), band)


def _make_table(size: tuple[int, int]) -> pygame.Surface:
    small_w, small_h = 64, max(8, round(64 * size[1] / max(1, size[0])))
    cx, cy = (small_w - 1) / 2, (small_h - 1) / 2
    reach = (cx**2 + cy**2) ** 0.5
    pairs = list(zip(theme.TABLE_LIGHT, theme.TABLE_DARK, strict=True))

    def colour(x: int, y: int) -> bytes:
        t = min(1.0, (((x - cx) ** 2 + (y - cy) ** 2) ** 0.5) / reach) ** 1.6
        return bytes(round(a + (b - a) * t) for a, b in pairs)

    # The light is symmetric about both middle lines, so a quarter's colours are worked out
    # and mirrored, and the picture is made from its bytes at once (on the way to the first
    # frame: a pixel at a time took four times as long).
    half_w, half_h = (small_w + 1) // 2, (small_h + 1) // 2
    rows = []
    for y in range(half_h):
        left = [colour(x, y) for x in range(half_w)]
        rows.append(b"".join(left + left[: small_w - half_w][::-1]))
    rows += rows[: small_h - half_h][::-1]
    small = pygame.image.frombytes(b"".join(rows), (small_w, small_h), "RGB")
    small = small.convert() if pygame.display.get_surface() else small.convert(32)
    return pygame.transform.smoothscale(small, size)


def _whole(size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, 0, _quarter(size))
    _grow_part(size, surface, surface.get_rect())
    return surface


@lru_cache(maxsize=1)
def _kept(size: tuple[int, int]) -> pygame.Surface:
    """The whole felt of a window of `size`, kept for its parts (one size at a time)."""
    return _whole(size)


def felt(size: tuple[int, int]) -> Image:
    """The felt for a window of `size`: every scene starts from it."""
    return Image(("felt", size), size, lambda _: _whole(size), part=partial(paint_part, size))
