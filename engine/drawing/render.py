"""Drawing services shared by every scene: fonts, cached text, cached rotations, shapes.

Rotating or rasterising every frame is the main cost in a software renderer (a rotozoom
of 20 sprites costs ~5 ms here), so every rotated or rendered surface is cached by what it
shows. The cache is an LRU bounded by count *and* by pixel bytes: a kiosk day of changing
panels and window sizes cannot grow memory past the bound.
"""

from __future__ import annotations

import math
import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable
from functools import lru_cache

import pygame

from engine.drawing.theme import TYPE, WORDS, Colour

try:
    import font_fredoka_one

    DISPLAY_FONT: str | None = font_fredoka_one.FredokaOne
except (ImportError, AttributeError):  # the default font still works
    DISPLAY_FONT = None


def _bytes(surface: pygame.Surface) -> int:
    return surface.get_width() * surface.get_height() * surface.get_bytesize()


POOL_FLOOR_BYTES = 56 * 2**20  # the eviction pool never shrinks below this
POOL_SCREENS = 2.0  # ... and at least this many screens of pixels (a 4K table of seven
# seats shows about 50 MB of pieces and paints its next looks ahead: `Warmer`)


class SurfaceCache:
    """A bounded LRU of surfaces keyed by what they show, plus full-screen layers.

    A full-screen layer (the felt) is needed every frame; kept in the LRU, a 4K felt
    (32 MB) would push everything else out and be rebuilt again and again. So screen layers
    are held outside the eviction pool, one per name and only for the current window size,
    and the pool's budget scales with the screen (`fit_screen`).

    One surface is often cached under several keys (a card face under its own key and as
    the unturned base of its rotations; a seat panel likewise). Its pixels are counted once:
    counted per key, a 4K table of seven seats looked twice its size, and the pool evicted
    and rebuilt its whole working set in every frame."""

    def __init__(self, limit: int = 600, max_bytes: int = 64 * 2**20) -> None:
        self.limit = limit
        self.max_bytes = max_bytes
        self.bytes = 0
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self._keys_of: dict[int, int] = {}  # id of a cached surface -> how many keys hold it
        self.made = 0  # surfaces made so far: a frame that made none painted nothing new
        self.screens_made = 0  # of those, full-screen ones (`bench` counts them per case)
        self._screen_pixels = 0
        self._screen_layers: dict[str, pygame.Surface] = {}
        self._reserved: weakref.WeakKeyDictionary[object, int] = weakref.WeakKeyDictionary()

    def fit_screen(self, size: tuple[int, int]) -> None:
        """Scale the pool's byte budget to a window of `size` (on start and every resize)."""
        self._screen_pixels = size[0] * size[1]
        screen_bytes = self._screen_pixels * 4
        self.max_bytes = max(POOL_FLOOR_BYTES, round(screen_bytes * POOL_SCREENS))

    def reserve(self, owner: object, surface: pygame.Surface) -> None:
        """Count `surface`, a full-screen layer `owner` keeps outside the pool (a table at
        rest), against the pool's budget while `owner` lives: a 4K table at rest is 33 MB,
        and with the pool's own two screens it took a scene past 200 MB. The pool keeps at
        least its floor less a quarter of what is reserved (48 MB at 4K): what lies in the
        table at rest is asked for every frame, and a pool of one 4K screen evicted it
        (Memorandum 7p late: p99 16.5 ms)."""
        self._reserved[owner] = _bytes(surface)

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

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
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
            self._hold(surface)
            while len(self._items) > 1 and (
                len(self._items) > self.limit or self.bytes > self._budget()
            ):
                _, old = self._items.popitem(last=False)
                self._release(old)
        else:
            self._items.move_to_end(key)
        return surface

    def peek(self, key: Hashable) -> pygame.Surface | None:
        """The surface cached under `key`, if any, without making it or moving it up."""
        return self._items.get(key)

    def _hold(self, surface: pygame.Surface) -> None:
        held = self._keys_of.get(id(surface), 0)
        if not held:
            self.bytes += _bytes(surface)
        self._keys_of[id(surface)] = held + 1

    def _release(self, surface: pygame.Surface) -> None:
        held = self._keys_of.pop(id(surface)) - 1
        if held:
            self._keys_of[id(surface)] = held
        else:
            self.bytes -= _bytes(surface)

    def clear(self) -> None:
        self._items.clear()
        self._keys_of.clear()
        self._screen_layers.clear()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items


CACHE = SurfaceCache(900)


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


@lru_cache(maxsize=64)
def font(size: int) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(DISPLAY_FONT, max(6, int(size)))


def blit_faded(
    surface: pygame.Surface, art: pygame.Surface, centre: tuple[float, float], opacity: int
) -> pygame.Rect:
    """`blit_center` at `opacity` (0..255); a cached `art` is given back as it was."""
    if opacity >= 255:
        return blit_center(surface, art, centre)
    art.set_alpha(opacity)
    shown = blit_center(surface, art, centre)
    art.set_alpha(None)
    return shown


def type_size(role: str, unit: float) -> int:
    """A type-scale role ("body", "title" ...) in pixels for the layout unit (and the
    table's words scale: bigger words)."""
    return max(8, round(TYPE.get(role, TYPE["body"]) * unit * WORDS.scale))


TEXT_RECORDERS: list[Callable[[str, int], None]] = []
"""Called with every string `text` is asked for (cached or not) and its size: the language
test listens here for strings drawn without a translation or with glyphs the font lacks."""


def text(label: str, size: int, colour: Colour, angle: int = 0) -> pygame.Surface:
    """Rendered text, cached by content, size, colour and rotation."""
    for record in TEXT_RECORDERS:
        record(label, size)
    key = ("text", label, size, colour, angle)

    def make() -> pygame.Surface:
        surface = font(size).render(label, True, colour)
        return pygame.transform.rotate(surface, angle) if angle else surface

    return CACHE.get(key, make)


def wrap(label: str, size: int, width: float) -> list[str]:
    """Break `label` into lines that fit `width` pixels."""
    words, lines, line = label.split(), [], ""
    for word in words:
        candidate = f"{line} {word}".strip()
        if font(size).size(candidate)[0] <= width or not line:
            line = candidate
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


def fit_size(label: str, size: int, width: float) -> int:
    """The largest size <= `size` at which `label` fits on one line of `width` pixels."""
    while size > 8 and font(size).size(label)[0] > width:
        size = int(size * 0.9)
    return size


def ellipsize(label: str, size: int, width: float) -> str:
    """`label` cut short with "…" so it fits `width` pixels at `size`: a long name keeps
    its readable size and loses its tail instead of shrinking."""
    if font(size).size(label)[0] <= width:
        return label
    cut = label
    while cut and font(size).size(cut.rstrip() + "…")[0] > width:
        cut = cut[:-1]
    return cut.rstrip() + "…"


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
    key = ("panel", size, colour, radius, border, border_width, shadow)
    return CACHE.get(
        key, lambda: new_rounded_panel(size, colour, radius, border, border_width, shadow)
    )


def new_rounded_panel(
    size: tuple[int, int],
    colour: Colour,
    radius: int,
    border: Colour | None = None,
    border_width: int = 0,
    shadow: int = 0,
) -> pygame.Surface:
    """A new rounded rectangle to paint on, not cached: for a big surface that is cached
    once painted (a seat panel, a pad), where a cached blank copy only took pool room."""
    w, h = size
    surface = pygame.Surface((w + shadow * 2, h + shadow * 2), pygame.SRCALPHA)
    for i in range(shadow, 0, -1):
        alpha = int(60 * (1 - i / (shadow + 1)) ** 2)
        rect = pygame.Rect(shadow - i // 2, shadow + i // 3, w + i, h + i)
        pygame.draw.rect(surface, (0, 0, 0, alpha), rect, border_radius=radius + i)
    body = pygame.Rect(shadow, shadow, w, h)
    pygame.draw.rect(surface, colour, body, border_radius=radius)
    if border and border_width:
        pygame.draw.rect(surface, border, body, border_width, border_radius=radius)
    return surface


def shape_points(shape: str, center: tuple[float, float], r: float) -> list[tuple[float, float]]:
    """Polygon points of a seat shape (circle returns an empty list: draw a circle)."""
    cx, cy = center

    def ring(n: int, radius: float, phase: float = -90) -> list[tuple[float, float]]:
        return [
            (
                cx + radius * math.cos(math.radians(phase + 360 * i / n)),
                cy + radius * math.sin(math.radians(phase + 360 * i / n)),
            )
            for i in range(n)
        ]

    if shape == "square":
        return ring(4, r * 1.2, -45)
    if shape == "triangle":
        return [(x, y + r * 0.15) for x, y in ring(3, r * 1.25)]
    if shape == "diamond":
        return ring(4, r * 1.2)
    if shape == "hexagon":
        return ring(6, r * 1.05, 0)
    if shape == "star":
        outer, inner = ring(5, r * 1.25), ring(5, r * 0.55, -90 + 36)
        return [p for pair in zip(outer, inner, strict=True) for p in pair]
    if shape == "cross":
        a, b = r * 0.38, r
        pts = [(-a, -b), (a, -b), (a, -a), (b, -a), (b, a), (a, a), (a, b), (-a, b), (-a, a)]
        pts += [(-b, a), (-b, -a), (-a, -a)]
        return [(cx + x, cy + y) for x, y in pts]
    if shape == "heart":
        pts = []
        for i in range(24):
            t = math.pi * 2 * i / 24
            x = 16 * math.sin(t) ** 3
            y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
            pts.append((cx + x * r / 15, cy + y * r / 15 - r * 0.1))
        return pts
    return []


def draw_shape(
    surface: pygame.Surface,
    shape: str,
    center: tuple[float, float],
    r: float,
    colour: Colour,
    outline: Colour | None = (255, 255, 255),
) -> None:
    """A seat's token: its shape in its colour, outlined so it reads on any background."""
    points = shape_points(shape, center, r)
    width = max(2, round(r * 0.14))
    if points:
        pygame.draw.polygon(surface, colour, points)
        if outline:
            pygame.draw.polygon(surface, outline, points, width)
    else:
        pygame.draw.circle(surface, colour, center, r)
        if outline:
            pygame.draw.circle(surface, outline, center, r, width)


def seat_token(shape: str, colour: Colour, size: int) -> pygame.Surface:
    """A cached seat token surface of `size` pixels."""

    def make() -> pygame.Surface:
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        draw_shape(surface, shape, (size / 2, size / 2), size * 0.38, colour)
        return surface

    return CACHE.get(("token", shape, colour, size), make)
