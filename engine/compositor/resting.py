"""The table at rest: the felt with every piece that is not moving painted in.

At 4K a frame is memory-bound: each surface blitted reads and writes screen memory, so a
board drawn piece by piece (Memorandum's piles, called card, seven hands and their pads;
Devil's Circle's ten discs and the middle) costs 2-3 ms a frame, though it changes a few
times a second at most. Painted once into the full-screen picture each frame starts from
(`GameScene.table_layer`), what lies still costs nothing until it changes; a change
repaints only the rectangles it touches, from the felt up, with every piece that lies
there in drawing order, so the pixels are the ones drawing each piece on the felt in that
order would give. A game puts its still pieces into `Pieces` (through the `Put` calls, or
`take` for things that may be moving) and shows them with `RestingLayer.show`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

import pygame

from engine.drawing import render
from engine.drawing.theme import Colour


@dataclass(frozen=True)
class Piece:
    """One thing at rest: a cached surface at `rect`, or a drawing within `rect` told
    apart by `key` (a pile's outline). Surfaces of the same `shape` (not None) are wholly
    opaque on the same pixels and transparent elsewhere (a pad's looks), so one blitted
    over another leaves what the other alone would have."""

    rect: pygame.Rect
    surface: pygame.Surface | None = None
    key: Hashable = None
    draw: Callable[[pygame.Surface], object] | None = None
    shape: Hashable = None

    @property
    def ident(self) -> Hashable:
        """What it shows and where: its surface object (held by the layer, so never
        another one at a recycled address) or its drawing's key, and its rectangle."""
        what = id(self.surface) if self.surface is not None else self.key
        return what, tuple(self.rect)

    def paint(self, target: pygame.Surface) -> None:
        if self.surface is not None:
            target.blit(self.surface, self.rect)
        elif self.draw is not None:
            self.draw(target)


class Put(Protocol):
    """Where the painter puts a piece: straight on the screen (`OnScreen`: what moves) or
    into the resting layer (`Pieces`: what lies still)."""

    def blit_center(
        self, surface: pygame.Surface, centre: tuple[float, float], shape: Hashable = None
    ) -> pygame.Rect:
        """Put `surface` centred on `centre`; the rectangle it covers on the screen. Its
        `shape` (see `Piece`) lets the resting layer put a new look over the last."""
        ...

    def outline(self, rect: pygame.Rect, colour: Colour, width: int, radius: int) -> None:
        """An outlined rounded rectangle (`pygame.draw.rect`)."""
        ...


class OnScreen:
    """Pieces drawn straight onto `surface` now."""

    def __init__(self, surface: pygame.Surface) -> None:
        self.surface = surface

    def blit_center(
        self, surface: pygame.Surface, centre: tuple[float, float], shape: Hashable = None
    ) -> pygame.Rect:
        return render.blit_center(self.surface, surface, centre)

    def outline(self, rect: pygame.Rect, colour: Colour, width: int, radius: int) -> None:
        pygame.draw.rect(self.surface, colour, rect, width, border_radius=radius)


@dataclass(frozen=True)
class Shown:
    """A thing on the table as a frame shows it, which may be moving: `look` is what it
    shows in whole pixels (two equal looks paint the same pixels), `rect` every pixel its
    painting may touch, `resting` whether it lies still (a thing in a flip or sliding does
    not: painted into the layer in every frame, it would cost more than drawing it)."""

    look: Hashable
    rect: pygame.Rect
    resting: bool
    paint: Callable[[pygame.Surface], object] = field(compare=False)


class Pieces:
    """What the painter puts down at rest this frame, in drawing order; the calls mirror
    drawing on the screen (and return the rectangle a blit there would)."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.items: list[Piece] = []
        self.idents: list[Hashable] = []
        self.bounds = pygame.Rect((0, 0), size)

    def blit_center(
        self, surface: pygame.Surface, centre: tuple[float, float], shape: Hashable = None
    ) -> pygame.Rect:
        rect = surface.get_rect(center=(round(centre[0]), round(centre[1])))
        self._add(Piece(rect, surface, shape=shape))
        return rect.clip(self.bounds)

    def outline(self, rect: pygame.Rect, colour: Colour, width: int, radius: int) -> None:
        def draw(target: pygame.Surface) -> object:
            return pygame.draw.rect(target, colour, rect, width, border_radius=radius)

        key = ("outline", colour, width, radius)
        self._add(Piece(rect.copy(), key=key, draw=draw))

    def take(self, things: Sequence[Shown]) -> list[Shown]:
        """Put the things of `things` (in drawing order) that lie still, and return the
        others, to be drawn over the table in order. A still thing that something drawn
        before it and not put here covers stays out too: it must be drawn after that one."""
        left: list[Shown] = []
        for thing in things:
            if thing.resting and thing.rect.collidelist([t.rect for t in left]) == -1:
                key = ("shown", thing.look)
                self._add(Piece(thing.rect.copy(), key=key, draw=thing.paint))
            else:
                left.append(thing)
        return left

    def _add(self, piece: Piece) -> None:
        self.items.append(piece)
        self.idents.append(piece.ident)


class RestingLayer:
    """The felt with the pieces at rest, kept between frames and repainted where they
    change. It holds the surfaces it shows, so comparing them by identity is safe."""

    def __init__(self) -> None:
        self._felt: pygame.Surface | None = None
        self._surface: pygame.Surface | None = None
        self._shown = Pieces((0, 0))
        self.repaints = 0  # rectangles painted again from the felt (for tests and probes)

    def show(self, felt: pygame.Surface, pieces: Pieces) -> pygame.Surface:
        """The felt with `pieces` painted in (the full-screen picture to start from)."""
        if self._surface is None or felt is not self._felt:
            self._felt, self._surface = felt, felt.copy()
            render.CACHE.reserve(self, self._surface)
            self._shown = Pieces((0, 0))
        if pieces.idents == self._shown.idents:  # most frames: nothing came or went
            return self._surface
        dirty, over = _changed(self._shown.items, pieces.items)
        self._shown = pieces
        for rect in dirty:
            self._repaint(rect)
        for piece in over:  # after the repaints: it lies on top of what they painted
            piece.paint(self._surface)
        return self._surface

    def _repaint(self, rect: pygame.Rect) -> None:
        self.repaints += 1
        surface = self._surface
        surface.set_clip(rect)
        surface.blit(self._felt, rect, rect)
        for piece in self._shown.items:
            if piece.rect.colliderect(rect):
                piece.paint(surface)
        surface.set_clip(None)


def _changed(old: list[Piece], new: list[Piece]) -> tuple[list[pygame.Rect], list[Piece]]:
    """Where painting `new` on the felt differs from painting `old`: the rectangles to
    paint again from the felt (of the pieces that went or came, and should the pieces in
    both lie in another order, theirs too), and the new pieces to blit, after, as they
    are: one over the old one of its shape in its place (a pad lighting up), or one that
    lands where nothing went and nothing is painted again (the called card coming to
    rest), each with nothing on top of it."""
    before = Counter(p.ident for p in old)
    after = Counter(p.ident for p in new)
    gone, fresh = before - after, after - before
    went = [p for p in old if p.ident in gone]
    came = [p for p in new if p.ident in fresh]
    rects: list[pygame.Rect] = []
    kept_old = [p.ident for p in old if p.ident not in gone]
    kept_new = [p.ident for p in new if p.ident not in fresh]
    if kept_old != kept_new:
        rects += [p.rect for p in new if p.ident not in fresh]
    swaps: list[Piece] = []
    landed: list[Piece] = []
    swapped: set[int] = set()  # the old pieces new ones are blitted over
    for piece in came:
        swap = next((p for p in went if id(p) not in swapped and _fits(p, piece)), None)
        if not _on_top(piece, new):
            rects.append(piece.rect)
        elif swap is not None and _on_top(swap, old):
            swapped.add(id(swap))
            swaps.append(piece)
        else:
            landed.append(piece)
    rects += [p.rect for p in went if id(p) not in swapped]
    while True:  # a landing piece blitted twice (once by a repaint) would show it
        rects = _joined(rects)
        painted = [p for p in landed if p.rect.collidelist(rects) >= 0]
        if not painted:
            break
        landed = [p for p in landed if p not in painted]
        rects += [p.rect for p in painted]
    blits = {id(p) for p in swaps + landed}
    return rects, [p for p in new if id(p) in blits]


def _fits(old: Piece, new: Piece) -> bool:
    """`new` covers exactly the pixels `old` covered (see `Piece`)."""
    return new.shape is not None and new.shape == old.shape and new.rect == old.rect


def _on_top(piece: Piece, pieces: list[Piece]) -> bool:
    """Nothing after `piece` in `pieces` overlaps it."""
    later = pieces[next(i for i, p in enumerate(pieces) if p is piece) + 1 :]
    return not any(p.rect.colliderect(piece.rect) for p in later)


def _joined(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """`rects`, each two joined where their union is no bigger than both apart (a hand
    and the pad that takes its place): painted apart, their overlap is painted twice, but
    joining every overlap could make one rectangle of most of the screen."""
    out: list[pygame.Rect] = []
    for rect in rects:
        rect = rect.copy()
        for other in [o for o in out if o.colliderect(rect)]:
            union = rect.union(other)
            if _area(union) <= _area(rect) + _area(other):
                out.remove(other)
                rect = union
        out.append(rect)
    return out


def _area(rect: pygame.Rect) -> int:
    return rect.width * rect.height
