"""A frame as data: the display list.

Painters do not draw. Each frame they say what the table shows, as a list of items: a
picture (`Sprite`: an `Image` named by what it shows, placed, turned, scaled) or a shape
(`Shape`: a ring, a polygon, a fill), each with what it is to the players (`kind`), the
seat it faces, how deep it lies and whether it lies still. Only the compositor
(`engine.compositor`) turns a list into pixels, so how pictures are cached, turned,
encoded, painted ahead or kept in the table at rest is decided in one place, and the
games name none of it. Placement (where banners, notices and pops may go) and the layout
audit read the same list, so nothing on the screen escapes them.

Nothing here depends on software blitting: an `Image` is a recipe that paints an upright
picture, and an item says where it goes and how it is turned, so a compositor drawing
through the GPU (`pygame._sdl2.video`, textures turned by the renderer) can take the same
list.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Protocol

import pygame

Point = tuple[float, float]
Colour = tuple[int, ...]
Soon = tuple["Image", float, bool]  # a picture to paint ahead: turned by an angle, cropped

# What an item is to the players (what placement keeps clear of, what the audit judges).
DECOR = "decor"  # art: the felt, shadows, glows, confetti; neither read nor touched
PIECE = "piece"  # a piece in play: a card, a die, a disc, a tile, a hand (may lie on pieces)
MOVING = "moving"  # a piece in the air or rolling: not judged, not kept clear while it moves
WORDS = "words"  # words for the table to read: a banner, a notice, a pop, a caption
PROMPT = "prompt"  # what the seat on turn may do
CLOCK = "clock"  # a countdown
TARGET = "target"  # a touch target: a button, a pad
PANEL = "panel"  # a seat's panel
CARD = "card"  # words on a card that holds its own buttons: a how-to page, an option's tile
VEIL = "veil"  # the table veiled under a standstill: nothing under it is shown
SHADE = "shade"  # a dialog's darkening: what lies under it is out of play, not judged
READ_KINDS = frozenset({WORDS, PROMPT, CLOCK})  # words a player must read
KEPT_KINDS = frozenset({PIECE, PROMPT, CLOCK, TARGET, PANEL})  # what words keep clear of

# How deep an item lies: the scene's layers, bottom up (an overlay scene lies above).
FELT = 0
BOARD = 100  # the middle of the table
FLIGHTS = 200  # pieces in the air
OVER_FLIGHTS = 300  # what lies above them: a piece in a finger, prompts
PANELS = 400  # seat panels and their glows
BUTTONS = 500  # buttons and the seats' open how-to pages
ON_PANELS = 600  # what lies on the panels: a clock, a pad's rim
HINTS = 700  # party mode's pointing hand
REACTIONS = 800  # pops, glows, the turn marker
TOLD = 900  # the banner or notice for the whole table
OVERLAY = 1000  # each scene drawn over another lies this much higher
FADE = 10**6  # the scene stack's fade, over everything


class Raster(Protocol):
    """What a recipe gets to paint with: the surface of another image (cached by the
    compositor), so a plate can be made of a picture and words without knowing where
    their pixels are kept."""

    def __call__(self, image: Image) -> pygame.Surface: ...


@dataclass(frozen=True, eq=False, slots=True)
class Image:
    """An upright picture named by what it shows: two images with the same `key` are the
    same pixels, so the compositor paints each once. `size` is what `make` paints, known
    without painting (type metrics, a piece's chosen size), so a frame's items have their
    rectangles before any pixel exists."""

    key: Hashable
    size: tuple[int, int]
    make: Callable[[Raster], pygame.Surface]
    words: int = 0  # its type size, if it is words (what else it holds, the compositor notes)
    # A picture as big as the screen may paint any rectangle of itself alone onto a surface
    # (the felt): the compositor then never keeps it whole, only paints the parts it needs.
    part: Callable[[pygame.Surface, pygame.Rect], object] | None = None

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Image) and other.key == self.key

    def __hash__(self) -> int:
        return hash(self.key)


def turned_size(size: tuple[int, int], angle: float) -> tuple[int, int]:
    """The size of a `size` picture turned by `angle` degrees: its bounding box, as
    `pygame.transform.rotate` makes it (multiples of 90 only swap the sides)."""
    w, h = size
    angle = round(angle) % 360 if float(angle).is_integer() else angle % 360
    if angle % 90 == 0:
        return (w, h) if angle % 180 == 0 else (h, w)
    rad = math.radians(angle)
    s, c = math.sin(rad), math.cos(rad)
    cx, cy, sx, sy = c * w, c * h, s * w, s * h
    nx = int(max(abs(cx + sy), abs(cx - sy), abs(-cx + sy), abs(-cx - sy)))
    ny = int(max(abs(sx + cy), abs(sx - cy), abs(-sx + cy), abs(-sx - cy)))
    return nx, ny


def scaled_size(size: tuple[int, int], scale: float) -> tuple[int, int]:
    """The size `pygame.transform.smoothscale_by(…, scale)` gives."""
    return (max(1, int(size[0] * scale)), max(1, int(size[1] * scale)))


def squashed_size(size: tuple[int, int], squash: tuple[float, float]) -> tuple[int, int]:
    """The size of a piece squashed for a flip frame (`squash`: the share kept of each side)."""
    return (max(1, round(size[0] * squash[0])), max(1, round(size[1] * squash[1])))


@dataclass(slots=True, eq=False)
class Item:
    """What every item says besides its pixels. `rect` is where it shows on the screen (a
    turned picture's bounding box); `rests` where it will rest once a pop-in or a shake is
    over (what placement and the audit judge: a banner growing in is judged at full size).
    `text_px` is the smallest type size in it (0: no words); `what` names it for the audit;
    `seat` is the seat it faces or belongs to (a button on a seat's panel, that panel)."""

    kind: str = DECOR
    rect: pygame.Rect = field(default_factory=pygame.Rect)
    depth: int = 0
    seat: int | None = None
    still: bool = False
    text_px: int = 0
    what: str = ""
    rests: pygame.Rect | None = None

    @property
    def resting_rect(self) -> pygame.Rect:
        return self.rests if self.rests is not None else self.rect


@dataclass(slots=True, eq=False)
class Sprite(Item):
    """A picture: `image` grown or shrunk (`scale`: a pop-in, smooth), turned by `angle`
    (whole degrees; multiples of 90 are lossless), then squashed per side (`squash`: a
    flip frame, nearest pixels), faded to `alpha`, shaded by `tint` (multiplied: a
    mistaken panel dimmed), centred on `at` (or with its top-left there). `crop` keeps a
    turned picture in its upright box (a disc turned by its spin fits its own square).
    `cover`: pictures with the same cover at the same place cover exactly the same pixels
    (a pad's looks), so a new look may be put over the last. `name` is a stable name for
    a picture that changes look (a seat's panel): see the compositor's panel throttle."""

    image: Image | None = None
    at: Point = (0.0, 0.0)
    angle: float = 0
    anchor: str = "center"
    squash: tuple[float, float] = (1.0, 1.0)
    scale: float = 1.0
    alpha: int = 255
    tint: Colour | None = None
    crop: bool = False
    cover: Hashable = None
    name: Hashable = None

    def look(self) -> Hashable:
        """Everything that decides its pixels (two equal looks paint the same pixels)."""
        return (
            self.image.key if self.image is not None else None,
            tuple(self.rect),
            self.angle,
            self.squash,
            self.scale,
            self.alpha,
            self.tint,
            self.crop,
        )


@dataclass(slots=True, eq=False)
class Shape(Item):
    """A drawn shape, as `pygame.draw` draws it: `form` is "circle", "rect", "polygon",
    "line" or "ellipse" with that function's arguments in `args` (after the surface and
    colour); "fill" fills `args[0]` (a rectangle); "glow" is a seat panel's turn glow
    round the panel and over it where the panel leaves it showing (`args`: the panel's
    size and centre, the glow's corner radius and reach, the panel's corner radius);
    "shade" lays `colour`'s alpha of black over the whole screen (the scene stack's fade).
    `veil` (kind VEIL) is the table as it last showed, multiplied by `colour`."""

    form: str = "rect"
    colour: Colour = (0, 0, 0)
    args: tuple = ()

    def look(self) -> Hashable:
        return (self.form, self.colour, _frozen(self.args), tuple(self.rect))


def _frozen(value: object) -> Hashable:
    if isinstance(value, pygame.Rect):
        return ("rect", *value)
    if isinstance(value, (list, tuple)):
        return tuple(_frozen(v) for v in value)
    return value  # type: ignore[return-value]


def _anchored(size: tuple[int, int], at: Point, anchor: str) -> pygame.Rect:
    """Where a picture of `size` goes: centred on `at` rounded (as a centred blit puts
    it), or with its top-left at `at`."""
    rect = pygame.Rect((0, 0), size)
    if anchor == "center":
        rect.center = (round(at[0]), round(at[1]))
    else:
        rect.topleft = (round(at[0]), round(at[1]))
    return rect


def _shape_bounds(form: str, args: tuple, screen: pygame.Rect) -> pygame.Rect:
    """Every pixel a shape may touch."""
    if form in ("rect", "fill", "ellipse"):
        return pygame.Rect(args[0])
    if form == "circle":
        (x, y), r = args[0], args[1]
        r = math.ceil(r) + 1
        return pygame.Rect(int(x) - r, int(y) - r, 2 * r + 1, 2 * r + 1)
    if form in ("polygon", "line"):
        points = args[0] if form == "polygon" else args[:2]
        width = (
            args[1] if form == "polygon" and len(args) > 1 else (args[2] if form == "line" else 1)
        )
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        pad = max(1, int(width or 1))
        left, top = math.floor(min(xs)) - pad, math.floor(min(ys)) - pad
        return pygame.Rect(
            left, top, math.ceil(max(xs)) + pad - left, math.ceil(max(ys)) + pad - top
        )
    if form == "glow":
        (w, h), (cx, cy), reach = args[0], args[1], args[3]
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (cx, cy)
        return rect.inflate(2 * math.ceil(reach) + 2, 2 * math.ceil(reach) + 2)
    return screen.copy()


class DisplayList:
    """A frame's items in the order they were said, each at the depth the list is at; the
    compositor shows them deepest first (items of one depth in the order said). `ahead`
    names pictures the frame will soon show (a card about to turn to the next player), for
    the compositor to paint in a quiet frame before they are needed."""

    def __init__(self, size: tuple[int, int], last: DisplayList | None = None) -> None:
        self.size = size
        self.screen = pygame.Rect((0, 0), size)
        self.items: list[Item] = []
        self.soon: list[Soon] = []
        self.depth = 0
        self.base = 0  # the depth of the scene being painted (overlays lie higher)
        self.parts: dict[int, tuple[int, int]] = {}  # by scene id: its items' index range
        self.groups: dict[Hashable, tuple[object, list[Item], list[Soon]]] = {}  # said
        # the last frame's groups, to be said again as they were (none after a resize)
        self._kept = last.groups if last is not None and last.size == size else {}
        self.changes_at = math.inf  # the game time this frame stops being true (`changes`)

    def moving(self) -> None:
        """Something said moves: the next frame shows it elsewhere (a shake, a piece in
        flight), so it is painted as soon as the display takes one."""
        self.changes_at = -math.inf

    def changes(self, at: float) -> None:
        """Something said shows differently from game time `at` on (a pulse's next step,
        a clock's next second): no frame needs painting before then for its sake. A frame
        that says nothing of the kind holds until the scenes change it (`Scene.next_change`)."""
        self.changes_at = min(self.changes_at, at)

    @contextmanager
    def at(self, depth: int) -> Iterator[None]:
        """Items said inside lie at `depth` (above the scene's own base)."""
        before, self.depth = self.depth, depth
        try:
            yield
        finally:
            self.depth = before

    def sprite(
        self,
        image: Image,
        at: Point,
        *,
        angle: float = 0,
        kind: str = DECOR,
        seat: int | None = None,
        still: bool = False,
        anchor: str = "center",
        squash: tuple[float, float] = (1.0, 1.0),
        scale: float = 1.0,
        alpha: int = 255,
        tint: Colour | None = None,
        crop: bool = False,
        text_px: int = 0,
        what: str = "",
        cover: Hashable = None,
        name: Hashable = None,
        rests_at: Point | None = None,
    ) -> Sprite:
        """Show `image` at `at`; the item said (its `rect` is where it shows). `rests_at`:
        where it will rest, for something moving a moment (a shake, a pop rising)."""
        angle = round(angle) % 360 if not crop else angle
        turned = image.size if crop else turned_size(image.size, angle)
        shown = turned
        if scale != 1.0:
            shown = turned_size(scaled_size(image.size, scale), angle)
        if squash != (1.0, 1.0):
            shown = squashed_size(shown, squash)
        rect = _anchored(shown, at, anchor)
        rests = None
        if rests_at is not None or scale != 1.0 or squash != (1.0, 1.0):
            rests = _anchored(turned, at if rests_at is None else rests_at, anchor)
        item = Sprite(
            kind,
            rect,
            self.base + self.depth,
            seat,
            still,
            text_px,
            what,
            rests,
            image,
            at,
            angle,
            anchor,
            squash,
            scale,
            alpha,
            tint,
            crop,
            cover,
            name,
        )
        self.items.append(item)
        return item

    def shape(
        self,
        form: str,
        colour: Colour,
        *args: object,
        kind: str = DECOR,
        seat: int | None = None,
        still: bool = False,
        text_px: int = 0,
        what: str = "",
    ) -> Shape:
        """Draw `form` (see `Shape`) in `colour`."""
        rect = _shape_bounds(form, args, self.screen)
        item = Shape(
            kind, rect, self.base + self.depth, seat, still, text_px, what, None, form, colour, args
        )
        self.items.append(item)
        return item

    def mark(
        self, kind: str, rect: pygame.Rect, what: str, text_px: int = 0, seat: int | None = None
    ) -> Item:
        """Something a player reads or touches that shows through other items (a pad drawn
        as several pictures, a hand of cards): named once, for placement and the audit; it
        paints nothing."""
        item = Item(kind, pygame.Rect(rect), self.base + self.depth, seat, False, text_px, what)
        self.items.append(item)
        return item

    def group(self, owner: object, key: Hashable, say: Callable[[DisplayList], object]) -> None:
        """What stays the same as long as `owner` (a painter, a layout: compared by
        identity) and `key` do (a board and the tiles lying on it; the pictures to paint
        ahead for a moment): `say` says it when either is new, and otherwise the last
        frame's very items and pictures ahead are said again, so neither the painter nor
        the compositor goes over them one by one (the table at rest knows its own items
        at once). `key` names everything else `say` shows."""
        name = (id(owner), key, self.base + self.depth)
        kept = self._kept.get(name)
        if kept is not None and kept[0] is owner:
            _, items, soon = kept
            self.items.extend(items)
            self.soon.extend(soon)
        else:
            start, ahead = len(self.items), len(self.soon)
            say(self)
            items, soon = self.items[start:], self.soon[ahead:]
        self.groups[name] = (owner, items, soon)

    def ahead(self, image: Image, angle: float = 0, crop: bool = False) -> None:
        """`image` (turned by `angle`, cropped with `crop` as a sprite's) will show soon:
        paint it in a quiet frame."""
        self.soon.append((image, angle, crop))

    def ordered(self) -> list[Item]:
        """The items deepest first, each depth in the order said."""
        return sorted(self.items, key=lambda item: item.depth)

    def of(self, *kinds: str) -> list[Item]:
        """The items of `kinds`, in the order said."""
        return [item for item in self.items if item.kind in kinds]
