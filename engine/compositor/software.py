"""The software compositor: a frame's display list into pixels on a pygame surface.

It alone decides how pictures become pixels cheaply:
- every picture is painted once by its recipe and kept by what it shows (`pictures`);
- the table at rest: what lies still (deepest first, and under nothing that moves) is
  painted into the felt kept between frames (`rest`), and only what moves or changes is
  drawn over it;
- the screen kept between frames: it holds the table at rest with the last frame's moving
  things drawn over it, so a frame puts the table back only where those were or where the
  table changed, and draws this frame's over it (`changed` says where, for the display);
- the panel throttle: a frame shows at most one new look of a seat's panel, the others
  show their last look a frame or two longer (a scoring moment changes every panel at once,
  and seven fresh panels at 4K made the slowest frame of a game);
- paint-ahead: what the frame says it will show soon (`DisplayList.ahead`) is painted in a
  frame that painted nothing else;
- run-length encoding for the screen, in quiet frames (`encoder`);
- the veil: under a standstill the table shows as it last did, darkened, taken once.
"""

from __future__ import annotations

import os
from collections.abc import Hashable
from dataclasses import replace
from functools import partial

import pygame

from engine.compositor.encoder import Encoder, plain
from engine.compositor.pictures import Pictures, turned_key
from engine.compositor.rest import Backdrop, Piece, RestLayer, copies
from engine.compositor.shapes import paint_shape
from engine.drawing.display import PANEL, VEIL, DisplayList, Image, Item, Shape, Soon, Sprite

STRICT = os.environ.get("MEMOTABLE_STRICT_SIZES") == "1"  # tests: a recipe's size is checked
# Where the rectangles to put back cover more than one WHOLE_FROM-th of the screen, the
# whole screen is put back in one copy instead: it streams through memory several times
# faster a pixel than scattered rows do (docs/performance.md, "Frame budgets").
WHOLE_FROM = 4


class Compositor:
    """Turns display lists into pixels on the screen it is given each frame."""

    def __init__(self, pictures: Pictures | None = None) -> None:
        self.pictures = Pictures() if pictures is None else pictures
        self.encoder = Encoder(lambda: self.pictures.made)
        self.rest = RestLayer()
        self._veil: pygame.Surface | None = None
        self._panels: dict[object, Sprite] = {}  # the last look shown under each name
        self._panel_painted = False
        self._ahead: set[Soon] = set()  # the pictures found painted since `_losses`
        self._all_ahead: list[Soon] = []  # the last list of them found painted, all
        self._losses = -1
        self._screen: pygame.Surface | None = None  # the table at rest, as last drawn on it
        self._drawn: list[pygame.Rect] = []  # what the last frame drew over that table
        self.changed: list[pygame.Rect] | None = None  # the last frame's, or None: all
        self._worked = False  # the last frame made a picture, or painted or encoded one

    def fit_screen(self, size: tuple[int, int]) -> None:
        """A new window size: nothing made for the old one is kept."""
        self.pictures.fit_screen(size)
        self.encoder.clear()
        self.rest = RestLayer()
        self._veil = None
        self._panels.clear()
        self.forget_screen()

    def busy(self) -> bool:
        """Did the last frame make, paint ahead or encode a picture? Then a quiet frame
        after it may have more of that to do (what shows soon, what to encode): the loop
        paints frames until one finds nothing left."""
        return self._worked

    def forget_screen(self) -> None:
        """The screen may hold anything (the window was uncovered, or another compositor
        drew on it): the next frame paints all of it."""
        self._screen = None

    def compose(self, frame: DisplayList, target: pygame.Surface) -> None:
        """Paint `frame` onto `target`."""
        made = self.pictures.made
        self._panel_painted = False
        items = [item if item.kind != PANEL else self._throttled(item) for item in frame.ordered()]
        veiled = [i for i, item in enumerate(items) if item.kind == VEIL]
        if veiled:
            self._show_veil(target, items[veiled[-1]])
            self._screen = None
            items = items[veiled[-1] + 1 :]
        else:
            self._veil = None
        if items and _is_felt(items[0], frame.screen):
            felt = self._backdrop(items[0].image, target)
            still, items = _split(items[1:])
            layer = self.rest.show(felt, still, self._piece)
            self.changed = self._put_back(target, layer)
            drawn = [rect for item in items for rect in self._paint(target, item, True)]
            self._screen, self._drawn = target, drawn
            if self.changed is not None:
                self.changed += drawn
        else:
            for item in items:
                self._paint(target, item, True)
            self._screen, self.changed = None, None
        self._end_frame(target, frame, made)

    def _backdrop(self, image: Image, target: pygame.Surface) -> Backdrop:
        """The felt as the table at rest paints it: a part at a time where it can (never
        kept whole), else its whole picture."""
        if image.part is not None:
            return Backdrop(image.key, image.size, image.part, target)
        return Backdrop.of(self.pictures.upright(image))

    # --- pictures --------------------------------------------------------------------------
    def _put_back(self, target: pygame.Surface, layer: pygame.Surface) -> list[pygame.Rect] | None:
        """The table at rest onto `target`: only where the last frame drew over it or where
        it changed, if `target` holds it as the last frame left it; else all of it (None).
        Where neither happened, `target` already shows the table as it is now."""
        kept = self._screen is target and target.get_size() == layer.get_size()
        changed = self.rest.changed if kept else None
        if changed is None:
            target.blit(layer, (0, 0))
            return None
        rects = copies(self._drawn + changed, target.get_rect())
        if (
            sum(rect.w * rect.h for rect in rects) * WHOLE_FROM
            > target.get_width() * target.get_height()
        ):
            target.blit(layer, (0, 0))
            return None
        for rect in rects:
            target.blit(layer, rect, rect)
        return rects

    def _paint(self, target: pygame.Surface, item: Item, on_screen: bool) -> list[pygame.Rect]:
        """Paint `item`; the rectangles of `target` it touched."""
        if isinstance(item, Sprite):
            return [self._blit(target, item, on_screen)]
        if isinstance(item, Shape):
            return paint_shape(target, item, self.pictures.cache)
        return []

    def _blit(self, target: pygame.Surface, sprite: Sprite, on_screen: bool) -> pygame.Rect:
        surface = self.pictures.shown(sprite)
        if STRICT and sprite.image.size != _upright_size(surface, sprite):
            raise AssertionError(f"{sprite.image.key!r} says {sprite.image.size}")
        if sprite.anchor == "center":
            x, y = sprite.at
            rect = surface.get_rect(center=(round(x), round(y)))
        else:
            rect = sprite.rect
        if not on_screen:
            plain(surface)  # encoded for the screen: blitted elsewhere, it would be again
        touched = target.blit(surface, rect)
        key = _final_key(sprite)
        if key is not None:
            if on_screen:
                self.encoder.later(key)
            else:
                self.encoder.never(key)
        return touched

    def _piece(self, item: Item, look: Hashable) -> Piece:
        cover = item.cover if isinstance(item, Sprite) else None
        return Piece(look, item.rect, partial(self._paint, item=item, on_screen=False), cover)

    def _throttled(self, item: Item) -> Item:
        """A panel's new look, or its last look while this frame has changed one already
        (never a look of another size or turn: a resize). A change costs a picture painted
        or, for a panel lying still, its place in the table at rest painted again: the
        window of a claim closing turns six panels off at once."""
        if not isinstance(item, Sprite) or item.name is None:
            return item
        last = self._panels.get(item.name)
        changed = last is None or last.look() != item.look()
        costly = changed and (item.still or not self.pictures.has(item.image, item.angle))
        if costly and self._panel_painted and last is not None and _same_place(last, item):
            return replace(item, image=last.image)
        self._panel_painted = self._panel_painted or costly
        self._panels[item.name] = item
        return item

    # --- the veil --------------------------------------------------------------------------
    def _show_veil(self, target: pygame.Surface, veil: Item) -> None:
        """The table as it last showed (what `target` holds from the last frame), darkened
        by the veil's colour: taken once, then one opaque blit a frame."""
        if self._veil is None or self._veil.get_size() != target.get_size():
            self._veil = pygame.Surface(target.get_size(), 0, target)
            self._veil.blit(target, (0, 0))
            colour = veil.colour if isinstance(veil, Shape) else (85, 88, 88)
            self._veil.fill(colour, special_flags=pygame.BLEND_RGB_MULT)
        target.blit(self._veil, (0, 0))

    # --- the frame's end -------------------------------------------------------------------
    def _end_frame(self, target: pygame.Surface, frame: DisplayList, made: int) -> None:
        """Unless the frame painted a picture: paint one of what shows soon, or else encode
        one picture for the screen."""
        worked = self.pictures.made != made or self._paint_ahead(frame.soon)
        sources = self.pictures.sources
        encoded = self.encoder.end_frame(
            target, lambda key: None if key in sources else self.pictures.cache.peek(key)
        )
        self._worked = worked or encoded

    def _paint_ahead(self, soon: list[Soon]) -> bool:
        """The first of `soon` not painted yet, painted (True), if any. A frame says the
        same pictures soon frame after frame: one found painted is not looked for again
        until a pool lets pictures go."""
        losses = self.pictures.losses
        if losses != self._losses:
            self._ahead, self._losses, self._all_ahead = set(), losses, []
        if soon == self._all_ahead:  # the very entries of a group said again: at once
            return False
        found = self._ahead
        for entry in soon:
            if entry in found:
                continue
            if not self.pictures.has(*entry):
                self.pictures.ahead(*entry)
                return True
            found.add(entry)
        self._all_ahead = list(soon)  # every one painted
        return False


def _is_felt(item: Item, screen: pygame.Rect) -> bool:
    """The frame starts from a still, opaque picture of the whole screen (the felt)."""
    return (
        isinstance(item, Sprite)
        and item.still
        and item.rect == screen
        and item.angle == 0
        and item.alpha == 255
        and item.tint is None
        and item.scale == 1.0
        and item.squash == (1.0, 1.0)
    )


def _split(items: list[Item]) -> tuple[list[Item], list[Item]]:
    """The items that lie in the table at rest (still, and under nothing drawn over it),
    and the others, to be drawn over it in order."""
    still: list[Item] = []
    over: list[Item] = []
    over_rects: list[pygame.Rect] = []
    for item in items:
        if type(item) is Item:  # named for placement and the audit; paints nothing
            continue
        if item.still and item.rect.collidelist(over_rects) < 0:
            still.append(item)
        else:
            over.append(item)
            over_rects.append(item.rect)
    return still, over


def _same_place(last: Sprite, item: Sprite) -> bool:
    return last.image.size == item.image.size and last.angle == item.angle and last.at == item.at


def _final_key(sprite: Sprite) -> object:
    """The pool's key of the surface `sprite` blits, if it is blitted as kept (not
    squashed, grown, faded or spun in this frame)."""
    if sprite.crop or sprite.squash != (1.0, 1.0) or sprite.scale != 1.0 or sprite.alpha != 255:
        return None
    angle = round(sprite.angle) % 360
    if sprite.tint is not None:
        return ("tint", sprite.image.key, angle, sprite.tint)
    return turned_key(sprite.image, angle)


def _upright_size(surface: pygame.Surface, sprite: Sprite) -> tuple[int, int]:
    """The upright size `surface`, as `sprite` shows it, was made at (for `STRICT`)."""
    if sprite.crop or sprite.squash != (1.0, 1.0) or sprite.scale != 1.0 or sprite.angle % 90:
        return sprite.image.size  # changed in this frame: not checked
    w, h = surface.get_size()
    return (w, h) if round(sprite.angle) % 180 == 0 else (h, w)
