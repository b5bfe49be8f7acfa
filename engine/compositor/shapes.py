"""Shapes in software: each `Shape` form drawn as `pygame.draw` draws it, the turn glow
round a seat's panel, and the scene stack's shade."""

from __future__ import annotations

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
    itself lies still in the table at rest: two cached strips across the ends (8-bit,
    recoloured through the palette, the panel's corners cut out) and two plain fills down
    the sides: the rectangles of those four (their union would hold the panel)."""
    glow = pygame.Rect((0, 0), size)
    glow.center = centre
    glow = glow.inflate(2 * reach, 2 * reach)
    panel = pygame.Rect((0, 0), size)
    panel.center = (round(centre[0]), round(centre[1]))  # where a centred blit puts it
    top = max(radius, panel.top - glow.top + panel_radius + 1)
    bottom = max(radius, glow.bottom - panel.bottom + panel_radius + 1)
    inside = (panel.left - glow.left, panel.top - glow.top, *panel.size)
    if top + bottom >= glow.height:
        top, bottom = glow.height, 0  # one strip: the whole glow, the panel cut out
    touched: list[pygame.Rect] = []
    for end, rows in (("top", top), ("bottom", bottom)):
        if rows:
            strip = _glow_strip(cache, glow.size, radius, end, rows, inside, panel_radius)
            strip.set_palette_at(1, colour)
            at = (glow.left, glow.top if end == "top" else glow.bottom - rows)
            touched.append(target.blit(strip, at))
    middle = glow.height - top - bottom
    if middle > 0:
        left = (glow.left, glow.top + top, panel.left - glow.left, middle)
        right = (panel.right, glow.top + top, glow.right - panel.right, middle)
        touched.append(target.fill(colour, left))
        touched.append(target.fill(colour, right))
    return touched


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
