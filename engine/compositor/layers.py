"""Opaque cached layers of a board: repaint a region of the table only when it changes.

A board drawn as dozens of alpha blits every frame costs several milliseconds at 4K. Most
of it (a hand, a row of piles, the middle of the table) changes a few times a second at
most. A `BoardLayers` keeps, per named region, an opaque copy of the felt under it with the
region's pieces painted on, keyed by what it shows; a frame then costs one opaque blit per
region, and a change repaints only its own region. Regions must not overlap.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

from engine.drawing.felt import table_surface

Origin = tuple[int, int]


@dataclass
class _Layer:
    rect: pygame.Rect
    key: Hashable
    surface: pygame.Surface


class BoardLayers:
    """Named opaque regions of the screen, each repainted only when its key changes."""

    def __init__(self) -> None:
        self._layers: dict[str, _Layer] = {}
        self.repaints = 0  # for tests and benches: how often a region was painted

    def clear(self) -> None:
        """Forget every region (call on resize or language change)."""
        self._layers.clear()

    def draw(
        self,
        target: pygame.Surface,
        name: str,
        rect: pygame.Rect,
        key: Hashable,
        paint: Callable[[pygame.Surface, Origin], None],
    ) -> None:
        """Blit region `name`; `paint(surface, origin)` draws it when `key` or `rect`
        changed, with screen position p at `p - origin` on the surface."""
        bounds = rect.clip(target.get_rect())
        if bounds.width <= 0 or bounds.height <= 0:
            return
        layer = self._layers.get(name)
        if layer is None or layer.rect != bounds or layer.key != key:
            felt = table_surface(target.get_size())
            same = layer is not None and layer.surface.get_size() == bounds.size
            # A region repainted in place: allocating a few megabytes anew each change
            # (and copying a subsurface, SDL's slow path) cost more than the painting.
            surface = layer.surface if same else pygame.Surface(bounds.size, 0, felt)
            surface.blit(felt, (0, 0), bounds)
            paint(surface, bounds.topleft)
            layer = _Layer(bounds, key, surface)
            self._layers[name] = layer
            self.repaints += 1
        target.blit(layer.surface, bounds.topleft)
