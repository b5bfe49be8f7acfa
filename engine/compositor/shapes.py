"""Shapes in software: each `Shape` form drawn as `pygame.draw` draws it, the turn glow
round a seat's panel, and the scene stack's shade."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from engine.compositor.cache import SurfaceCache
from engine.drawing.display import Shape

GLOW_INK = (255, 255, 255)  # the glow strips' drawing colour, before each frame's pulse


def paint_shape(target: pygame.Surface, shape: Shape, cache: SurfaceCache) -> list[pygame.Rect]:
    """`shape` onto `target` (what it is made of kept in `cache`); the rectangles of
    `target` it touched."""
    form, colour, args = shape.form, shape.colour, shape.args
    if form == "fill":
        return [target.fill(colour, args[0])]
    if form == "glow":
        return _glow(target, cache, colour, *args)
    if form == "shade":
        return [_shade(target, cache, colour)]
    return [getattr(pygame.draw, form)(target, colour, *args)]


def _shade(target: pygame.Surface, cache: SurfaceCache, colour: tuple[int, ...]) -> pygame.Rect:
    """Black over the whole screen at `colour`'s alpha (the scene stack's fade)."""
    size = target.get_size()
    veil = cache.get(("shade", size), lambda: pygame.Surface(size))
    veil.set_alpha(colour[3] if len(colour) > 3 else 255)
    return target.blit(veil, (0, 0))


class _GlowPlan(NamedTuple):
    """Where a glow's parts go: across each end a strip (`ends`: which end, its rows, where
    it goes), of which only the corners are blitted (`left`, `right` columns wide) and the
    rows it fills between them filled; and the `fills` down the sides."""

    glow: pygame.Rect
    inside: pygame.Rect  # the panel, in the glow's own pixels
    ends: list[tuple[str, int, tuple[int, int]]]
    left: int
    right: int
    fills: list[pygame.Rect]

    def parts(self) -> list[tuple[str | None, pygame.Rect, pygame.Rect | None]]:
        """Each part: the end whose strip it is blitted from (None: a fill), where it goes
        and which of the strip's pixels (None for a fill)."""
        found: list[tuple[str | None, pygame.Rect, pygame.Rect | None]] = []
        found += [(None, rect, None) for rect in self.fills]
        w = self.glow.width
        for end, rows, (x, y) in self.ends:
            if self.left + self.right >= w:
                found.append((end, pygame.Rect(x, y, w, rows), pygame.Rect(0, 0, w, rows)))
                continue
            right = w - self.right
            found += [_corner(end, rows, (x, y), 0, self.left)]
            found += [_corner(end, rows, (x, y), right, self.right)]
            middle = right - self.left
            found += [
                (None, pygame.Rect(x + self.left, y + a, middle, b - a), None)
                for a, b in self._bands(end, rows)
            ]
        return found

    def _bands(self, end: str, rows: int) -> list[tuple[int, int]]:
        """The rows of the `end` strip filled between its corners (every column alike)."""
        shift = 0 if end == "top" else rows - self.glow.height  # its rows in the glow's
        bands = [(0, self.inside.top + shift), (self.inside.bottom + shift, rows)]
        return [(max(a, 0), min(b, rows)) for a, b in bands if min(b, rows) > max(a, 0)]


def _corner(
    end: str, rows: int, at: tuple[int, int], column: int, width: int
) -> tuple[str, pygame.Rect, pygame.Rect]:
    """The columns from `column` of the `end` strip placed at `at`, `width` wide."""
    return end, pygame.Rect(at[0] + column, at[1], width, rows), pygame.Rect(column, 0, width, rows)


def _glow_plan(
    size: tuple[int, int],
    centre: tuple[float, float],
    radius: int,
    reach: float,
    panel_radius: int,
) -> _GlowPlan:
    glow = pygame.Rect((0, 0), size)
    glow.center = centre
    glow = glow.inflate(2 * reach, 2 * reach)
    panel = pygame.Rect((0, 0), size)
    panel.center = (round(centre[0]), round(centre[1]))  # where a centred blit puts it
    top = max(radius, panel.top - glow.top + panel_radius + 1)
    bottom = max(radius, glow.bottom - panel.bottom + panel_radius + 1)
    inside = pygame.Rect(panel.left - glow.left, panel.top - glow.top, *panel.size)
    if top + bottom >= glow.height:
        top, bottom = glow.height, 0  # one strip: the whole glow, the panel cut out
    ends = [("top", top, glow.topleft)]
    if bottom:
        ends.append(("bottom", bottom, (glow.left, glow.bottom - bottom)))
    middle = glow.height - top - bottom
    fills = []
    if middle > 0:
        fills.append(pygame.Rect(glow.left, glow.top + top, panel.left - glow.left, middle))
        fills.append(pygame.Rect(panel.right, glow.top + top, glow.right - panel.right, middle))
    # the columns at each end where a corner (the glow's or the panel's) curves
    left = max(radius, inside.left + panel_radius) + 1
    right = max(radius, glow.width - inside.right + panel_radius) + 1
    return _GlowPlan(glow, inside, ends, left, right, fills)


def _glow(
    target: pygame.Surface,
    cache: SurfaceCache,
    colour: tuple[int, ...],
    size: tuple[int, int],
    centre: tuple[float, float],
    radius: int,
    reach: float,
    panel_radius: int,
) -> list[pygame.Rect]:
    """The glow round a panel on turn: a rounded rectangle `reach` beyond the panel, drawn
    over the panel only where the panel (a rounded rectangle of `panel_radius`, opaque)
    leaves it showing, so the same pixels as the glow filled under it, while the panel
    itself lies still in the table at rest: across each end a cached strip (8-bit,
    recoloured through the palette, the panel's corners cut out) of which only the two
    corners are blitted, the plain band between them filled, and two plain fills down the
    sides. It pulses, so it is drawn every frame: a fill costs least, and the rectangles
    touched (returned) are what the next frame puts back."""
    plan = _glow_plan(size, centre, radius, reach, panel_radius)
    strips = {}
    for end, rows, _ in plan.ends:
        inside = tuple(plan.inside)
        strips[end] = _glow_strip(cache, plan.glow.size, radius, end, rows, inside, panel_radius)
        strips[end].set_palette_at(1, colour)
    return [
        target.fill(colour, rect) if end is None else target.blit(strips[end], rect, area)
        for end, rect, area in plan.parts()
    ]


def _glow_strip(
    cache: SurfaceCache,
    size: tuple[int, int],
    radius: int,
    end: str,
    rows: int,
    panel: tuple[int, int, int, int],
    panel_radius: int,
) -> pygame.Surface:
    """One end of the glow's rounded rectangle: `rows` rows of it, index 1 where it is
    filled, index 0 (the colour key) where it is not and where the panel lies (`panel`,
    in the glow's own pixels)."""

    def make() -> pygame.Surface:
        w, h = size
        strip = pygame.Surface((w, rows), 0, 8)
        strip.set_palette([(0, 0, 0), GLOW_INK])
        strip.set_colorkey(0)
        strip.fill(0)
        dy = 0 if end == "top" else rows - h
        pygame.draw.rect(strip, GLOW_INK, (0, dy, w, h), border_radius=radius)
        x, y, pw, ph = panel
        pygame.draw.rect(strip, (0, 0, 0), (x, y + dy, pw, ph), border_radius=panel_radius)
        return strip

    return cache.get(("glow-strip", size, radius, end, rows, panel, panel_radius), make)
