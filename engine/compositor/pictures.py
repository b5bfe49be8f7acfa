"""The pictures a frame shows, painted once and kept: upright, turned, shaded, squashed.

An `Image` names its pixels by its key; here each is painted by its recipe the first time
it is asked for and kept in the compositor's pool (`cache`). What shows turned to one seat
only (a panel, a pad, a row of cards) is kept turned alone: its upright copy is made, used
and kept as the first to go. Pictures turned by any angle (a disc's spin, a tumbling die)
are kept in a pool of their own, so a throw cannot push the table's pictures out.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable

import pygame

from engine.compositor.cache import CACHE, SurfaceCache
from engine.drawing.display import Image, Sprite

SPIN_BYTES = 24 * 2**20  # pictures turned by any angle: every disc's steps at 1080p
SPIN_LIMIT = 2000
PASSING = 24  # squashed, grown and faded copies kept from one frame to the next


class Pictures:
    """Every image's surface, made by its recipe once and then kept (the `Raster` recipes
    paint with). `sources` are the keys of pictures used to make others (a turned copy's
    upright, a plate's words): those are read again, so they are never run-length encoded."""

    def __init__(self, cache: SurfaceCache | None = None) -> None:
        self.cache = CACHE if cache is None else cache
        self.spins = SurfaceCache(SPIN_LIMIT, SPIN_BYTES)
        self.sources: set[Hashable] = set()
        self._passing: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self.screen = (0, 0)

    @property
    def made(self) -> int:
        """Pictures painted so far (a frame that made none painted nothing new)."""
        return self.cache.made + self.spins.made

    def fit_screen(self, size: tuple[int, int]) -> None:
        """A new window size: every picture was made for the old one."""
        self.cache.clear()
        self.cache.fit_screen(size)
        self.spins.clear()
        self._passing.clear()
        self.sources.clear()
        self.screen = size

    def __call__(self, image: Image) -> pygame.Surface:
        """`image`'s upright surface, for a recipe painting another picture with it."""
        self.sources.add(image.key)
        return self.upright(image)

    def upright(self, image: Image, cold: bool = False) -> pygame.Surface:
        if image.size == self.screen:  # the felt and other whole-screen pictures
            return self.cache.screen_layer(image.key, image.size, lambda: image.make(self))
        return self.cache.get(image.key, lambda: image.make(self), cold)

    def has(self, image: Image, angle: float = 0) -> bool:
        """Whether `image` turned by `angle` is painted already (showing it paints nothing)."""
        angle = round(angle) % 360
        return (("turn", image.key, angle) if angle else image.key) in self.cache

    def turned(self, image: Image, angle: float) -> pygame.Surface:
        """`image` turned by `angle` whole degrees (the upright copy is kept as the first to
        go if it was not kept already)."""
        angle = round(angle) % 360
        if not angle:
            return self.upright(image)
        self.sources.add(image.key)

        def make() -> pygame.Surface:
            return pygame.transform.rotate(self.upright(image, cold=True), angle)

        return self.cache.get(("turn", image.key, angle), make)

    def spun(self, image: Image, angle: float) -> pygame.Surface:
        """`image` turned by any angle and cropped back to its own box (a disc spun by a
        flick still fits its square, and the turned bounding box would cost up to twice
        the pixels), in the pool of spun pictures."""
        self.sources.add(image.key)

        def make() -> pygame.Surface:
            base = self.upright(image)
            rotated = pygame.transform.rotate(base, angle)
            crop = base.get_rect(center=rotated.get_rect().center)
            return rotated.subsurface(crop.clip(rotated.get_rect())).copy()

        return self.spins.get(("spin", image.key, angle), make)

    def tinted(self, image: Image, angle: float, tint: tuple[int, ...]) -> pygame.Surface:
        """`image` shaded by `tint` (multiplied), then turned: painted afresh from its recipe,
        not copied from the surface shown (a copy of a run-length encoded surface decodes
        it, and the next blit encodes it again)."""
        angle = round(angle) % 360

        def make() -> pygame.Surface:
            upright = image.make(self)
            upright.fill(tint, special_flags=pygame.BLEND_RGB_MULT)
            return pygame.transform.rotate(upright, angle) if angle else upright

        return self.cache.get(("tint", image.key, angle, tint), make)

    def shown(self, sprite: Sprite) -> pygame.Surface:
        """The surface `sprite` shows: turned (or spun), shaded, squashed, grown, faded."""
        image = sprite.image
        if sprite.crop:
            surface = self.spun(image, sprite.angle)
        elif sprite.tint is not None:
            surface = self.tinted(image, sprite.angle, sprite.tint)
        else:
            surface = self.turned(image, sprite.angle)
        if sprite.squash == (1.0, 1.0) and sprite.scale == 1.0 and sprite.alpha == 255:
            return surface
        key = ("passing", image.key, sprite.angle, sprite.crop, sprite.tint, sprite.squash)
        key = (*key, sprite.scale, sprite.alpha)
        passing = self._passing.get(key)
        if passing is None:
            passing = _changed(surface, sprite)
            self._passing[key] = passing
            while len(self._passing) > PASSING:
                self._passing.popitem(last=False)
        return passing


def _changed(surface: pygame.Surface, sprite: Sprite) -> pygame.Surface:
    """`surface` squashed (nearest pixels: a flip frame), grown or shrunk (smoothly: a
    pop-in) and faded, each only if asked."""
    if sprite.squash != (1.0, 1.0):
        w, h = surface.get_size()
        size = (max(1, round(w * sprite.squash[0])), max(1, round(h * sprite.squash[1])))
        if size != (w, h):
            surface = pygame.transform.scale(surface, size)
    if sprite.scale != 1.0:
        surface = pygame.transform.smoothscale_by(surface, sprite.scale)
    if sprite.alpha != 255:
        surface = surface.copy()
        surface.set_alpha(sprite.alpha)
    return surface
