"""Drawing services shared by every scene: fonts, cached text, cached rotations, shapes.

Rotating or rasterising every frame is the main cost in a software renderer (a rotozoom
of 20 sprites costs ~5 ms here), so every rotated or rendered surface is cached by what it
shows. The cache is an LRU bounded by count *and* by pixel bytes: a kiosk day of changing
panels and window sizes cannot grow memory past the bound.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable

import pygame

from engine.compositor.cache import CACHE, POOL_FLOOR_BYTES, SurfaceCache  # noqa: F401
from engine.compositor.legacy import surface
from engine.drawing import images
from engine.drawing.images import draw_shape, shape_points  # noqa: F401
from engine.drawing.text import (  # noqa: F401
    DISPLAY_FONT,
    TEXT_RECORDERS,
    ellipsize,
    fit_size,
    font,
    type_size,
    wrap,
)
from engine.drawing.theme import Colour


class Warmer:
    """Paints what a scene will show soon, one paint in each frame that painted nothing.

    Some changes land several paints in one frame: a called card's face and its turned
    copy, a row of pads changing colour together. Asked for just before they show, they
    make that frame the slowest of the game; painted ahead, during the quiet frames before,
    they cost the same in all but no single frame pays for more than one."""

    def __init__(self, cache: SurfaceCache | None = None) -> None:
        self.cache = CACHE if cache is None else cache  # an empty cache is falsy
        self._seen = self.cache.made

    def warm(self, jobs: Iterable[Callable[[], object]]) -> None:
        """At the end of a frame: unless this frame made a surface, run `jobs` (each asks
        the cache for a surface it will soon need) until one of them makes one."""
        if self.cache.made == self._seen:
            for job in jobs:
                job()
                if self.cache.made != self._seen:
                    break
        self._seen = self.cache.made


def text(label: str, size: int, colour: Colour, angle: int = 0) -> pygame.Surface:
    """Rendered text, turned by `angle` (for code that still paints onto the screen)."""
    return surface(images.text(label, size, colour), angle)


def rotated(
    key: Hashable,
    angle: float,
    make: Callable[[], pygame.Surface],
    upright: bool = True,
    encode: bool = True,
) -> pygame.Surface:
    """`make()` rotated by `angle` degrees, both cached (angles rounded to whole degrees).
    With `upright` off a turned copy is cached alone: what only ever shows turned to one
    seat (its panel, its pads) kept both copies, and at 4K the upright ones were a third of
    the pool, pushing out what the next frames needed. Such a copy is only ever blitted,
    so `ENCODER` run-length encodes it in a later quiet frame, unless `encode` is off: a
    copy blitted only into a layer kept between frames (Memorandum's table at rest) is
    blitted once per change, and SDL keeps one encoding per target, so encoded for the
    screen, each blit onto the layer decoded and encoded it again (3 ms for a 4K pad)."""
    angle = round(angle) % 360
    if not upright:
        turned_key = ("rot", key, angle) if angle else ("base", key)
        if encode and turned_key not in CACHE:
            ENCODER.later(turned_key)
        if not angle:
            return CACHE.get(turned_key, make)
        return CACHE.get(turned_key, lambda: pygame.transform.rotate(make(), angle))
    base = CACHE.get(("base", key), make)
    if angle == 0:
        return base
    return CACHE.get(("rot", key, angle), lambda: pygame.transform.rotate(base, angle))


def run_length(surface: pygame.Surface) -> pygame.Surface:
    """Mark a surface with per-pixel alpha for SDL's run-length blits: runs of opaque
    pixels are copied and transparent ones skipped, only the edges are blended. A panel or
    a pad, opaque but for its corners, blits 2-3 times faster, the same pixels. Only for a
    surface that is never read or drawn on again: a read decodes it and the next blit
    encodes it afresh (a card squashed in every frame of its flip cost 8 ms at 4K)."""
    if surface.get_flags() & pygame.SRCALPHA:
        surface.set_alpha(surface.get_alpha(), pygame.RLEACCEL)
    return surface


def encode_for(target: pygame.Surface, surface: pygame.Surface) -> None:
    """Mark `surface` `run_length` and have it encoded for blits onto `target` now, not
    at its next blit there, by blitting its top-left pixel onto `target` and putting back
    the pixel that was there. (SDL encodes for the surface it blits onto: a scratch
    surface would not do.)"""
    run_length(surface)
    before = target.get_at((0, 0))
    target.blit(surface, (0, 0), pygame.Rect(0, 0, 1, 1))
    target.set_at((0, 0), before)


class Encoder:
    """Run-length encodes the copies `rotated` makes to be only blitted, one in each frame
    that painted nothing, for the screen they are blitted onto.

    A run-length blit of a panel or a row of cards is 2-3 times faster than an alpha blit,
    but its first blit encodes it, which costs 15 plain blits (1.4 ms for a 4K row of
    cards): six hands appearing together made the slowest frame of a game. Blitted plainly
    until a quiet frame encodes them, no frame pays for more than one encoding, and none
    for an encoding on top of a paint."""

    LIMIT = 512  # keys waiting at most (those evicted meanwhile are dropped when reached)

    def __init__(self, cache: SurfaceCache) -> None:
        self.cache = cache
        self._waiting: OrderedDict[Hashable, None] = OrderedDict()
        self._seen = cache.made

    def later(self, key: Hashable) -> None:
        """Encode the surface cached under `key` in a quiet frame (the newest first: what
        was made last is what shows now or next)."""
        self._waiting[key] = None
        if len(self._waiting) > self.LIMIT:
            self._waiting.popitem(last=False)

    def end_frame(self, target: pygame.Surface) -> None:
        """At the end of a frame drawn on `target`: unless it made a surface, encode the
        newest waiting one still cached."""
        if self.cache.made == self._seen:
            while self._waiting:
                key, _ = self._waiting.popitem()
                surface = self.cache.peek(key)
                if surface is not None and not is_run_length(surface):
                    encode_for(target, surface)
                    break
        self._seen = self.cache.made


ENCODER = Encoder(CACHE)


def is_run_length(surface: pygame.Surface) -> bool:
    """Whether `surface` is marked for run-length blits (encoded or not yet)."""
    return bool(surface.get_flags() & (pygame.RLEACCELOK | pygame.RLEACCEL))


def is_rotated(key: Hashable, angle: float) -> bool:
    """Whether `rotated(key, angle, ...)` is cached (it would paint nothing)."""
    angle = round(angle) % 360
    return (("rot", key, angle) if angle else ("base", key)) in CACHE


def blit_center(target: pygame.Surface, surface: pygame.Surface, center: tuple[float, float]):
    return target.blit(surface, surface.get_rect(center=(round(center[0]), round(center[1]))))


def rounded_panel(
    size: tuple[int, int],
    colour: Colour,
    radius: int,
    border: Colour | None = None,
    border_width: int = 0,
    shadow: int = 0,
) -> pygame.Surface:
    """A rounded rectangle with an optional soft drop shadow, cached."""
    return surface(images.rounded(size, colour, radius, border, border_width, shadow))


new_rounded_panel = images.rounded_surface


def seat_token(shape: str, colour: Colour, size: int) -> pygame.Surface:
    """A cached seat token surface of `size` pixels."""
    return surface(images.token(shape, colour, size))
