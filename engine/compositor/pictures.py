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
from engine.compositor.encoder import plain
from engine.drawing.display import Image, Sprite

SPIN_BYTES = 24 * 2**20  # pictures turned by any angle: every disc's steps at 1080p
SPIN_LIMIT = 2000
PASSING = 24  # squashed, grown and faded copies kept from one frame to the next


def turn(surface: pygame.Surface, angle: int) -> pygame.Surface:
    """`surface` turned by `angle` whole degrees, as `pygame.transform.rotate` turns it;
    half a turn as a flip both ways, the same pixels copied without rotating (the seat
    across the table sees most pictures so)."""
    if angle == 180:
        return pygame.transform.flip(surface, True, True)
    return pygame.transform.rotate(surface, angle)


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
        self.words: dict[Hashable, int] = {}  # by picture: the smallest words painted in it
        self._making: list[list[int]] = []  # the type sizes of the pictures being made

    @property
    def made(self) -> int:
        """Pictures painted so far (a frame that made none painted nothing new)."""
        return self.cache.made + self.spins.made

    @property
    def losses(self) -> int:
        """Times a pool let pictures go (a picture found kept is kept until this changes)."""
        return self.cache.losses + self.spins.losses

    def fit_screen(self, size: tuple[int, int]) -> None:
        """A new window size: every picture was made for the old one."""
        self.cache.clear()
        self.cache.fit_screen(size)
        self.spins.clear()
        self._passing.clear()
        self.sources.clear()
        self.words.clear()
        self.screen = size

    def smallest_words(self, image: Image) -> int:
        """The smallest type size painted in `image` (0: none, or not painted yet)."""
        return image.words or self.words.get(image.key, 0)

    def __call__(self, image: Image) -> pygame.Surface:
        """`image`'s upright surface, for a recipe painting another picture with it."""
        self.sources.add(image.key)
        surface = self.upright(image)
        if image.words and self._making:  # words painted straight into the picture made
            self._making[-1].append(image.words)  # (not those of a piece shown in it)
        return surface

    def upright(self, image: Image, cold: bool = False) -> pygame.Surface:
        if image.size == self.screen:  # the felt and other whole-screen pictures
            return self.cache.screen_layer(image.key, image.size, lambda: self._make(image))
        return self.cache.get(image.key, lambda: self._make(image), cold)

    def _make(self, image: Image) -> pygame.Surface:
        """Paint `image` by its recipe, noting the smallest words painted in it (what the
        layout audit judges a panel or a plate by)."""
        self._making.append([])
        try:
            surface = image.make(self)
        finally:
            sizes = self._making.pop()
        if sizes:
            if len(self.words) > 4096:
                self.words.clear()
            self.words[image.key] = min(sizes)
        return surface

    def has(self, image: Image, angle: float = 0, crop: bool = False) -> bool:
        """Whether `image` turned by `angle` (`crop`ped) is painted already (showing it
        paints nothing)."""
        if crop:
            return ("spin", image.key, angle) in self.spins
        angle = round(angle) % 360
        return turned_key(image, angle) in self.cache

    def ahead(self, image: Image, angle: float, crop: bool) -> None:
        """Paint `image` as a sprite turned by `angle` will show it, before it does."""
        if crop:
            self.spun(image, angle)
        else:
            self.turned(image, angle)

    def turned(self, image: Image, angle: float) -> pygame.Surface:
        """`image` turned by `angle` whole degrees (the upright copy is kept as the first to
        go if it was not kept already)."""
        angle = round(angle) % 360
        if not angle:
            return self.upright(image)
        self.sources.add(image.key)

        def make() -> pygame.Surface:
            return turn(self.upright(image, cold=True), angle)

        return self.cache.get(turned_key(image, angle), make)

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
            upright = self._make(image)
            upright.fill(tint, special_flags=pygame.BLEND_RGB_MULT)
            return turn(upright, angle) if angle else upright

        return self.cache.get(("tint", image.key, angle, tint), make)

    def shown(self, sprite: Sprite) -> pygame.Surface:
        """The surface `sprite` shows: grown or shrunk upright (a pop-in: every copy of a
        banner shares one smooth scaling, each then only turned), turned (or spun),
        shaded, squashed (a flip frame, after turning), faded."""
        image = sprite.image
        kept = None  # the pool's key of the surface shown, for a picture only turned
        if sprite.scale != 1.0:
            surface = self._scaled(image, sprite.scale, sprite.angle)
        elif sprite.crop:
            surface = self.spun(image, sprite.angle)
        elif sprite.tint is not None:
            surface = self.tinted(image, sprite.angle, sprite.tint)
        else:
            surface = self.turned(image, sprite.angle)
            kept = turned_key(image, round(sprite.angle) % 360)
        if sprite.squash == (1.0, 1.0) and sprite.alpha == 255:
            return surface
        # read to make a copy: were it run-length encoded, reading would decode it and its
        # next blit encode it again (a card's back lies face down, then flips), so it is
        # decoded now and kept from encoding as a picture others are made from
        plain(surface)
        if kept is not None:
            self.sources.add(kept)
        key = ("passing", image.key, sprite.angle, sprite.crop, sprite.tint, sprite.scale)
        return self._passing_copy(
            (*key, sprite.squash, sprite.alpha), lambda: _changed(surface, sprite)
        )

    def _scaled(self, image: Image, scale: float, angle: float) -> pygame.Surface:
        angle = round(angle) % 360
        upright = self._passing_copy(
            ("scaled", image.key, scale, 0),
            lambda: pygame.transform.smoothscale_by(self.upright(image), scale),
        )
        if not angle:
            return upright
        key = ("scaled", image.key, scale, angle)
        return self._passing_copy(key, lambda: turn(upright, angle))

    def _passing_copy(self, key: Hashable, make) -> pygame.Surface:
        """A copy a few frames need (a pop-in's step, a flip frame), kept among the last
        `PASSING` made, outside the pool."""
        surface = self._passing.get(key)
        if surface is None:
            surface = make()
            self._passing[key] = surface
            while len(self._passing) > PASSING:
                self._passing.popitem(last=False)
        return surface


def turned_key(image: Image, angle: int) -> Hashable:
    """The pool's key of `image` turned by `angle` whole degrees (its own, upright)."""
    return ("turn", image.key, angle) if angle else image.key


def _changed(surface: pygame.Surface, sprite: Sprite) -> pygame.Surface:
    """`surface` squashed (nearest pixels: a flip frame) and faded, each only if asked."""
    if sprite.squash != (1.0, 1.0):
        w, h = surface.get_size()
        size = (max(1, round(w * sprite.squash[0])), max(1, round(h * sprite.squash[1])))
        if size != (w, h):
            surface = pygame.transform.scale(surface, size)
    if sprite.alpha != 255:
        surface = surface.copy()
        surface.set_alpha(sprite.alpha)
    return surface
