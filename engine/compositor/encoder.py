"""Run-length encoding for the screen, in frames that painted nothing.

A picture opaque but for its corners (a panel, a pad, a row of cards) blits much faster
run-length encoded: runs of opaque pixels are copied, transparent ones
skipped. Only such pictures are encoded, every pixel wholly opaque or wholly clear: SDL
blends a run-length picture's half-clear pixels a shade differently (one step of 255),
and the screen must show the same pixels whichever way a picture is blitted. A picture's
first blit encodes it, which costs many plain blits, and SDL keeps one encoding
per surface blitted onto: encoded for the screen, a blit onto the table at rest decodes
and encodes it again. So only what is blitted straight onto the screen and never read
again is encoded, one picture in each frame that painted nothing, the newest first (what
was made last is what shows now or next).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

LIMIT = 512  # keys waiting at most (those evicted meanwhile are dropped when reached)


def run_length(surface: pygame.Surface) -> pygame.Surface:
    """Mark a surface with per-pixel alpha for SDL's run-length blits. Only for a surface
    that is never read or drawn on again: a read decodes it, and the next blit encodes it
    afresh."""
    if surface.get_flags() & pygame.SRCALPHA:
        surface.set_alpha(surface.get_alpha(), pygame.RLEACCEL)
    return surface


def plain(surface: pygame.Surface) -> pygame.Surface:
    """`surface` no longer run-length encoded (decoded once now). SDL encodes a picture for
    the surface it is blitted onto: blitted onto another (the table at rest, as a picture
    that moved over the table comes to lie still), it would be decoded and encoded again
    for that one, and again when it comes back to the screen."""
    if is_run_length(surface):
        surface.set_alpha(surface.get_alpha())
    return surface


def is_run_length(surface: pygame.Surface) -> bool:
    """Whether `surface` is marked for run-length blits (encoded or not yet)."""
    return bool(surface.get_flags() & (pygame.RLEACCELOK | pygame.RLEACCEL))


def encode_for(target: pygame.Surface, surface: pygame.Surface) -> None:
    """Mark `surface` `run_length` and encode it for blits onto `target` now, not at its
    next blit there, by blitting its top-left pixel onto `target` and putting back the
    pixel that was there (SDL encodes for the surface blitted onto: a scratch surface
    would not do)."""
    run_length(surface)
    before = target.get_at((0, 0))
    target.blit(surface, (0, 0), pygame.Rect(0, 0, 1, 1))
    target.set_at((0, 0), before)


class Encoder:
    """Pictures blitted onto the screen, waiting to be encoded for it."""

    def __init__(self, made: Callable[[], int]) -> None:
        self._made = made
        self._seen = made()
        self._waiting: OrderedDict[Hashable, None] = OrderedDict()
        self.kept_off: set[Hashable] = set()  # blitted into a layer or read: never encoded

    def later(self, key: Hashable) -> None:
        """`key`'s picture was blitted onto the screen: encode it in a quiet frame."""
        if key not in self.kept_off:
            self._waiting[key] = None
            self._waiting.move_to_end(key)
            if len(self._waiting) > LIMIT:
                self._waiting.popitem(last=False)

    def never(self, key: Hashable) -> None:
        """`key`'s picture is blitted elsewhere too (the table at rest) or read again."""
        self.kept_off.add(key)
        self._waiting.pop(key, None)

    def clear(self) -> None:
        self._waiting.clear()
        self.kept_off.clear()
        self._seen = self._made()

    def end_frame(
        self, target: pygame.Surface, find: Callable[[Hashable], pygame.Surface | None]
    ) -> bool:
        """At the end of a frame drawn on `target`: unless it made a picture, encode the
        newest one waiting that is still kept (`find`). True if it looked at one."""
        looked = False
        if self._made() == self._seen:
            while self._waiting:
                key, _ = self._waiting.popitem()
                surface = find(key)
                if surface is None or is_run_length(surface):
                    continue
                if opaque_or_clear(surface):
                    encode_for(target, surface)
                else:
                    self.never(key)
                looked = True
                break
        self._seen = self._made()
        return looked


def opaque_or_clear(surface: pygame.Surface) -> bool:
    """Whether every pixel of `surface` is wholly opaque or wholly clear."""
    if not surface.get_flags() & pygame.SRCALPHA:
        return True
    seen = pygame.mask.from_surface(surface, 0).count()
    return seen == pygame.mask.from_surface(surface, 254).count()
