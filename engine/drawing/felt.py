"""The felt every scene sits on: a table with a soft light in the middle.

It is painted once per window size (a small radial gradient smoothly scaled up) and then
blitted: one full-screen blit is the frame's floor.
"""

from __future__ import annotations

import pygame

from engine.drawing import theme
from engine.drawing.display import Image


def _make_table(size: tuple[int, int]) -> pygame.Surface:
    small_w, small_h = 64, max(8, round(64 * size[1] / max(1, size[0])))
    small = pygame.Surface((small_w, small_h))
    cx, cy = (small_w - 1) / 2, (small_h - 1) / 2
    reach = (cx**2 + cy**2) ** 0.5
    # The light is symmetric about both middle lines, so each colour is worked out once for
    # the four pixels that share it (a quarter of the work, on the way to the first frame).
    for y in range((small_h + 1) // 2):
        for x in range((small_w + 1) // 2):
            d = min(1.0, (((x - cx) ** 2 + (y - cy) ** 2) ** 0.5) / reach)
            t = d**1.6
            colour = [
                round(a + (b - a) * t)
                for a, b in zip(theme.TABLE_LIGHT, theme.TABLE_DARK, strict=True)
            ]
            for px in {x, small_w - 1 - x}:
                for py in {y, small_h - 1 - y}:
                    small.set_at((px, py), colour)
    if pygame.display.get_surface():
        small = small.convert()  # scaled straight into the screen's format: no 4K copy
    surface = pygame.transform.smoothscale(small, size)
    rim = max(4, round(min(size) * 0.008))
    pygame.draw.rect(surface, theme.TABLE_RIM, surface.get_rect(), rim)
    return surface


def felt(size: tuple[int, int]) -> Image:
    """The felt for a window of `size`: every scene starts from it."""
    return Image(("felt", size), size, lambda _: _make_table(size))
