"""Judging calm motion from the display list: with calm motion on, nothing on the table
glides, slides, falls, bobs or flies; a thing is still, or shows at once where it goes.

Items are told apart from frame to frame as the audit tells them apart: by kind, by what
they are to the players (`what`), the seat they belong to and their picture (a shape: its
form and colour). A name shown as many times in a frame as in the one before is judged:
it shifted if one of its items lies more than `STEP` pixels from all of the name's items
the frame before, past what growing or shrinking in place explains (a countdown's arc
sweeping round its circle). A name shown more or fewer times is a thing coming or going,
not a thing moving. A thing that shifted the same way in two frames running glides: that
is motion. A single shift is a thing shown at once where it goes, which is what calm
motion does (a card shown where it lands, a row of cards laid out anew for one card more;
cards dealt one by one to hands across the table, each shown where it lands, shift back
and forth). A piece a
finger drags moves with the finger: the caller names the points fingers hold, and what
lies under one is not judged.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Hashable, Iterable

import pygame

from engine.drawing.display import Item, Shape, Sprite

STEP = 1  # pixels a thing may shift from one frame to the next
Point = tuple[float, float]


def name_of(item: Item) -> Hashable:
    """What tells an item from the others frame to frame."""
    if isinstance(item, Sprite):
        look: Hashable = item.image.key if item.image is not None else None
    elif isinstance(item, Shape):
        look = (item.form, item.colour)
    else:
        look = None
    return (type(item).__name__, item.kind, item.what, item.seat, look)


def shift(before: pygame.Rect, after: pygame.Rect) -> tuple[float, float]:
    """How far a thing moved from `before` to `after` along each axis (signed), in pixels
    beyond what its growing or shrinking about its place explains (0: none)."""

    def along(moved: int, grown: int) -> float:
        beyond = abs(moved) - abs(grown) / 2
        return math.copysign(beyond, moved) if beyond > STEP else 0.0

    return (
        along(after.centerx - before.centerx, after.w - before.w),
        along(after.centery - before.centery, after.h - before.h),
    )


def _nearest(rect: pygame.Rect, before: list[pygame.Rect]) -> tuple[float, float]:
    """The shift from whichever of `before` `rect` lies nearest to."""
    return min((shift(old, rect) for old in before), key=lambda d: abs(d[0]) + abs(d[1]))


class Stillness:
    """Frames fed one after another; each answers what in it moved since the last."""

    def __init__(self) -> None:
        self.last: dict[Hashable, list[pygame.Rect]] = {}
        self.shifted: dict[Hashable, tuple[float, float]] = {}

    def gliding(self, items: Iterable[Item], held: Iterable[Point] = ()) -> list[str]:
        """What in this frame shifted the way it did in the frame before (each thing once,
        said by its kind and `what`; decoration by its picture), but what lies under a
        finger in `held`."""
        shown: dict[Hashable, list[pygame.Rect]] = defaultdict(list)
        for item in items:
            shown[name_of(item)].append(item.rect)
        fingers = list(held)
        shifted: dict[Hashable, tuple[float, float]] = {}
        for name, rects in shown.items():
            before = self.last.get(name)
            if before is None or len(before) != len(rects):
                continue
            for rect in rects:
                if any(rect.collidepoint(point) for point in fingers):
                    continue
                moved = _nearest(rect, before)
                if moved != (0.0, 0.0):
                    shifted[name] = moved
                    break
        gliding = [
            name for name, (dx, dy) in shifted.items() if _onwards(self.shifted, name, dx, dy)
        ]
        self.last, self.shifted = dict(shown), shifted
        return sorted(_said(name) for name in gliding)


def _onwards(
    last: dict[Hashable, tuple[float, float]], name: Hashable, dx: float, dy: float
) -> bool:
    """Did `name` shift the frame before, the same way (within a right angle)?"""
    if name not in last:
        return False
    ex, ey = last[name]
    return ex * dx + ey * dy > 0


def _said(name: Hashable) -> str:
    kind_of, kind, what, seat, look = name  # type: ignore[misc]
    thing = what or f"{kind_of.lower()} {str(look)[:40]}"
    return f"{kind} {thing}" + ("" if seat is None else f" (seat {seat})")
