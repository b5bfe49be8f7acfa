"""The compositor's surfaces: a bounded LRU keyed by what each shows, and full-screen layers.

Rasterising or turning a picture is the main cost of a software renderer, so every picture
is painted once and kept by its image's key. The pool is bounded by count *and* by pixel
bytes, so a kiosk day of changing panels and window sizes cannot grow memory past it.
"""

from __future__ import annotations

import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame


def surface_bytes(surface: pygame.Surface) -> int:
    return surface.get_width() * surface.get_height() * surface.get_bytesize()


POOL_FLOOR_BYTES = 48 * 2**20  # the eviction pool never shrinks below this
POOL_SCREENS = 2.0  # ... and holds at least this many screens of pixels: a crowded table
# shows about a screen of pieces at once, and the next looks are painted ahead


class SurfaceCache:
    """A bounded LRU of surfaces keyed by what they show, plus full-screen layers.

    A full-screen layer (the felt) is needed every frame; kept in the LRU, one 4K screen
    would push everything else out and be rebuilt again and again. So screen layers are
    held outside the eviction pool, one per name and only for the current window size, and
    the pool's budget scales with the screen (`fit_screen`).

    One surface may be kept under several keys (a picture's upright copy is also its turn
    by 0 degrees). Its pixels are counted once: counted per key, the pool looked twice its
    size and evicted its own working set."""

    def __init__(self, limit: int = 600, max_bytes: int = 64 * 2**20) -> None:
        self.limit = limit
        self.max_bytes = max_bytes
        self.bytes = 0
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self._keys_of: dict[int, int] = {}  # id of a cached surface -> how many keys hold it
        self.made = 0  # surfaces made so far: a frame that made none painted nothing new
        self.screens_made = 0  # of those, full-screen ones (`bench` counts them per case)
        self.losses = 0  # times the pool let surfaces go: what was kept may be gone since
        self._screen_pixels = 0
        self._screen_layers: dict[str, pygame.Surface] = {}
        self._reserved: weakref.WeakKeyDictionary[object, int] = weakref.WeakKeyDictionary()

    def fit_screen(self, size: tuple[int, int]) -> None:
        """Scale the pool's byte budget to a window of `size` (on start and every resize)."""
        self._screen_pixels = size[0] * size[1]
        screen_bytes = self._screen_pixels * 4
        self.max_bytes = max(POOL_FLOOR_BYTES, round(screen_bytes * POOL_SCREENS))

    def reserve(self, owner: object, surface: pygame.Surface) -> None:
        """Count `surface`, a full-screen layer `owner` keeps outside the pool (the table at
        rest), against the pool's budget while `owner` lives. The pool keeps at least its
        floor less a quarter of what is reserved: what lies in the table at rest is asked
        for whenever it changes, and a pool of one screen evicted it in every change."""
        self._reserved[owner] = surface_bytes(surface)

    def _budget(self) -> int:
        reserved = sum(self._reserved.values())
        return max(min(self.max_bytes, POOL_FLOOR_BYTES - reserved // 4), self.max_bytes - reserved)

    def screen_layer(
        self, name: str, size: tuple[int, int], make: Callable[[], pygame.Surface]
    ) -> pygame.Surface:
        """A full-screen layer for the current size, outside the eviction pool."""
        surface = self._screen_layers.get(name)
        if surface is None or surface.get_size() != size:
            self._screen_layers.pop(name, None)  # the old size's layer goes first
            surface = make()
            self.screens_made += 1
            self._screen_layers[name] = surface
        return surface

    def get(self, key: Hashable, make: Callable[[], pygame.Surface], cold: bool = False):
        """The surface kept under `key`, made by `make` if there is none. With `cold`, one
        made now is kept as the first to go: an upright copy made only to turn it (what
        shows only turned to one seat), which the next frames will not ask for."""
        surface = self._items.get(key)
        if surface is None:
            surface = make()
            self.made += 1
            if (
                self._screen_pixels
                and surface.get_width() * surface.get_height() >= self._screen_pixels
            ):
                self.screens_made += 1
            self._items[key] = surface
            if cold:
                self._items.move_to_end(key, last=False)
            self._hold(surface)
            self._evict(keep=key)
        elif not cold:
            self._items.move_to_end(key)
        return surface

    def _evict(self, keep: Hashable) -> None:
        while len(self._items) > 1 and (
            len(self._items) > self.limit or self.bytes > self._budget()
        ):
            # the oldest, but never a cold one just made: it is still to be used
            key = next(k for k in self._items if k != keep)
            self._release(self._items.pop(key))
            self.losses += 1

    def peek(self, key: Hashable) -> pygame.Surface | None:
        """The surface kept under `key`, if any, without making it or moving it up."""
        return self._items.get(key)

    def _hold(self, surface: pygame.Surface) -> None:
        held = self._keys_of.get(id(surface), 0)
        if not held:
            self.bytes += surface_bytes(surface)
        self._keys_of[id(surface)] = held + 1

    def _release(self, surface: pygame.Surface) -> None:
        held = self._keys_of.pop(id(surface)) - 1
        if held:
            self._keys_of[id(surface)] = held
        else:
            self.bytes -= surface_bytes(surface)

    def clear(self) -> None:
        self.losses += 1
        self._items.clear()
        self._keys_of.clear()
        self._screen_layers.clear()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items


CACHE = SurfaceCache(900)
