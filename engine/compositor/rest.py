"""The table at rest: the felt with every still picture painted in, kept between frames.

At 4K a frame is memory-bound: each picture blitted reads and writes screen memory, so a
board drawn piece by piece every frame costs milliseconds though it changes a few times a
second at most. Painted once into the full-screen picture each frame starts from, what lies
still costs nothing until it changes; a change repaints only the rectangles it touches,
from the felt up, with every still picture that lies there in order, so the pixels are the
ones painting each picture on the felt in that order would give.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from functools import partial
from typing import NamedTuple, Protocol

import pygame

from engine.compositor.cache import CACHE


class Backdrop(NamedTuple):
    """What the table at rest starts from, and is painted again from where a piece went:
    the felt. `paint(surface, rect)` paints its part at `rect` onto `surface`; a new `key`
    starts the table at rest afresh; `like` is a surface of the screen's pixel format."""

    key: Hashable
    size: tuple[int, int]
    paint: Callable[[pygame.Surface, pygame.Rect], object]
    like: pygame.Surface

    @staticmethod
    def of(whole: pygame.Surface) -> Backdrop:
        """A backdrop kept whole (a picture that cannot paint a part of itself alone)."""
        return Backdrop(("whole", id(whole)), whole.get_size(), partial(_copy, whole), whole)


def _copy(whole: pygame.Surface, surface: pygame.Surface, rect: pygame.Rect) -> None:
    surface.blit(whole, rect, rect)


class Piece(NamedTuple):
    """One still picture: what it shows and where (`ident`), every pixel its painting may
    touch (`rect`) and how to paint it. Pieces of the same `cover` (not None) at the same
    rectangle cover exactly the same pixels (a pad's looks), so one painted over another
    leaves what the other alone would have."""

    ident: Hashable
    rect: pygame.Rect
    paint: Callable[[pygame.Surface], object]
    cover: Hashable = None


class Still(Protocol):
    """What the table at rest is given each frame: a still item, which says its look."""

    def look(self) -> Hashable: ...


class RestLayer:
    """The felt with the still pieces, repainted where they change."""

    def __init__(self) -> None:
        self._backdrop: Backdrop | None = None
        self._surface: pygame.Surface | None = None
        self._items: list[Still] = []
        self._shown: list[Piece] = []
        self._idents: list[Hashable] = []
        self.repaints = 0  # rectangles painted again from the felt (for tests and probes)
        self.changed: list[pygame.Rect] | None = None  # by the last `show`; None: all of it

    def show(
        self,
        felt: Backdrop,
        items: Sequence[Still],
        piece: Callable[[Still, Hashable], Piece],
    ) -> pygame.Surface:
        """The felt with `items` painted in, in order (the full-screen picture to start
        from); `piece` makes an item's piece, given its look. Most frames nothing came,
        went or changed: the very items of the last frame (a group said again) are known
        at once, equal looks next, and only a change makes pieces."""
        last_felt = self._backdrop
        if (
            self._surface is None
            or last_felt is None
            or (felt.key, felt.size)
            != (
                last_felt.key,
                last_felt.size,
            )
        ):
            self._backdrop = felt
            self._surface = pygame.Surface(felt.size, 0, felt.like)
            felt.paint(self._surface, self._surface.get_rect())
            CACHE.reserve(self, self._surface)
            self._items, self._shown, self._idents = [], [], []
            self.changed = None
        else:
            self.changed = []
        last, looks = self._items, self._idents
        if items == last:  # items compare by identity
            return self._surface
        if len(items) == len(last):  # an item said again keeps its look
            idents = [o if i is j else i.look() for i, j, o in zip(items, last, looks, strict=True)]
        else:
            idents = [item.look() for item in items]
        self._items = list(items)
        if idents == looks:
            return self._surface
        pieces = self._pieces(items, idents, piece)
        dirty, over = _changed(self._shown, pieces, self._surface.get_rect())
        self._shown, self._idents = pieces, idents
        for rect in dirty:
            self._repaint(rect)
        for fresh in over:  # after the repaints: it lies on top of what they painted
            fresh.paint(self._surface)
        if self.changed is not None:
            self.changed += dirty + [fresh.rect for fresh in over]
        return self._surface

    def _pieces(
        self,
        items: Sequence[Still],
        idents: list[Hashable],
        piece: Callable[[Still, Hashable], Piece],
    ) -> list[Piece]:
        """The pieces of `items`: an item with a look shown in the last frame keeps that
        piece (in its place, or else any one of that look not kept already)."""
        if len(idents) == len(self._idents):
            shown = zip(items, idents, self._idents, self._shown, strict=True)
            return [kept if look == was else piece(item, look) for item, look, was, kept in shown]
        spare: dict[Hashable, list[Piece]] = {}
        for kept in self._shown:
            spare.setdefault(kept.ident, []).append(kept)
        pieces = []
        for item, look in zip(items, idents, strict=True):
            left = spare.get(look)
            pieces.append(left.pop() if left else piece(item, look))
        return pieces

    def _repaint(self, rect: pygame.Rect) -> None:
        self.repaints += 1
        surface = self._surface
        surface.set_clip(rect)
        self._backdrop.paint(surface, rect)
        for piece in self._shown:
            if piece.rect.colliderect(rect):
                piece.paint(surface)
        surface.set_clip(None)


def _changed(
    old: list[Piece], new: list[Piece], bounds: pygame.Rect
) -> tuple[list[pygame.Rect], list[Piece]]:
    """Where painting `new` on the felt differs from painting `old`: the rectangles to
    paint again from the felt (of the pieces that went or came, and should the pieces in
    both lie in another order, theirs too), and the new pieces to paint, after, as they
    are: one over the old one of its cover in its place (a pad lighting up), or one that
    lands where nothing went and nothing is painted again (a card coming to rest), each
    with nothing on top of it."""
    went, came, rects = _went_and_came(old, new)
    if came:  # a frame where looks only went (or swapped places) asks nothing of the order
        on_top_new, on_top_old = _on_top_in(new), _on_top_in(old)
    swaps: list[Piece] = []
    landed: list[Piece] = []
    swapped: set[int] = set()  # the old pieces new ones are painted over
    for piece in came:
        swap = next((p for p in went if id(p) not in swapped and _fits(p, piece)), None)
        if not on_top_new(piece):
            rects.append(piece.rect)
        elif swap is not None and on_top_old(swap):
            swapped.add(id(swap))
            swaps.append(piece)
        else:
            landed.append(piece)
    rects += [p.rect for p in went if id(p) not in swapped]
    while True:  # a landing piece painted twice (once by a repaint) would show it
        rects = copies(rects, bounds)
        painted = [p for p in landed if p.rect.collidelist(rects) >= 0]
        if not painted:
            break
        landed = [p for p in landed if p not in painted]
        rects += [p.rect for p in painted]
    blits = {id(p) for p in swaps + landed}
    return rects, [p for p in new if id(p) in blits]


def _went_and_came(
    old: list[Piece], new: list[Piece]
) -> tuple[list[Piece], list[Piece], list[pygame.Rect]]:
    """The pieces that went and came, and the rectangles to paint again should the pieces
    in both lie in another order. Most changes are looks changing in place: as many
    pieces as before, none of the changed places showing what another showed, the places
    are compared one by one. Else by what they show, wherever they lie (a piece said
    earlier or later than before would change every place after it)."""
    if len(old) == len(new):
        pairs = enumerate(zip(old, new, strict=True))
        moved = [i for i, (o, n) in pairs if o is not n and o.ident != n.ident]
        went, came = [old[i] for i in moved], [new[i] for i in moved]
        if {p.ident for p in went}.isdisjoint(p.ident for p in came):
            return went, came, []
    before = Counter(p.ident for p in old)
    after = Counter(p.ident for p in new)
    gone, fresh = before - after, after - before
    went = [p for p in old if p.ident in gone]
    came = [p for p in new if p.ident in fresh]
    kept_old = [p.ident for p in old if p.ident not in gone]
    kept_new = [p.ident for p in new if p.ident not in fresh]
    rects = [p.rect for p in new if p.ident not in fresh] if kept_old != kept_new else []
    return went, came, rects


def _fits(old: Piece, new: Piece) -> bool:
    """`new` covers exactly the pixels `old` covered (see `Piece`)."""
    return new.cover is not None and new.cover == old.cover and new.rect == old.rect


def _on_top_in(pieces: list[Piece]) -> Callable[[Piece], bool]:
    """A test of a piece of `pieces`: does nothing after it in `pieces` overlap it? (Each
    piece's place found at once, and the overlap found by pygame: a frame in which many
    pieces change asks it of each.)"""
    at: dict[int, int] = {}
    for i, p in enumerate(pieces):
        at.setdefault(id(p), i)
    rects = [p.rect for p in pieces]
    return lambda piece: piece.rect.collidelist(rects[at[id(piece)] + 1 :]) == -1


ROW_PIXELS = 16  # 64 bytes of a 32-bit row


def aligned(rect: pygame.Rect, bounds: pygame.Rect) -> pygame.Rect:
    """`rect` widened to start and end on a whole `ROW_PIXELS`, within `bounds`. A rectangle
    copied between two surfaces of one format is copied row by row, and a long row whose
    start is not aligned to 64 bytes copies several times slower on x86 (glibc copies long
    rows with `rep movsb`): a few pixels more on each side cost less."""
    left = rect.left - rect.left % ROW_PIXELS
    right = rect.right + (-rect.right) % ROW_PIXELS
    return pygame.Rect(left, rect.top, right - left, rect.height).clip(bounds)


def copies(rects: list[pygame.Rect], bounds: pygame.Rect) -> list[pygame.Rect]:
    """The rectangles to copy for `rects`: each `aligned`, and those that overlap `joined`."""
    return joined([aligned(rect, bounds) for rect in rects])


def joined(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """`rects`, each two joined where their union is no bigger than both apart (a hand
    and the pad that takes its place): painted apart, their overlap is painted twice, but
    joining every overlap could make one rectangle of most of the screen."""
    out: list[pygame.Rect] = []
    for rect in rects:
        rect = rect.copy()
        for other in [out[i] for i in rect.collidelistall(out)]:
            union = rect.union(other)
            if _area(union) <= _area(rect) + _area(other):
                out.remove(other)
                rect = union
        out.append(rect)
    return out


def _area(rect: pygame.Rect) -> int:
    return rect.width * rect.height
