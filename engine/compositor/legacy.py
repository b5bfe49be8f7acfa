"""Surfaces for code that still paints straight onto the screen, from the same recipes and
the same pool as the compositor's pictures (removed once every scene says its items)."""

from __future__ import annotations

import pygame

from engine.compositor.cache import CACHE
from engine.compositor.pictures import Pictures
from engine.drawing.display import Image

PICTURES = Pictures(CACHE)


def surface(image: Image, angle: float = 0) -> pygame.Surface:
    """`image`'s surface, turned by `angle`."""
    return PICTURES.turned(image, angle)
