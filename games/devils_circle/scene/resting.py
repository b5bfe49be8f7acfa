"""The table's first copy with what lies still on it painted in.

Ten discs drawn over the felt cost ten shadows and ten turned sprites, all alpha blits,
and the middle (the stack, the searched card, the pot) a dozen more: about 2.3 ms a frame
at 4K, nearly all of Devil's Circle's board, though a disc or two moves at a time at most.
`RestingLayer` keeps a full-screen copy of the felt with everything lying still painted
on it, which each frame starts from instead of the bare felt (`GameScene.table_layer`):
what lies still then costs nothing, and a thing that starts or stops moving repaints only
the rectangle round it. What the players see is the same, pixel for pixel.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field

import pygame


@dataclass(frozen=True)
class Shown:
    """One thing on the table as a frame shows it: `look` is what it shows in whole
    pixels (two equal looks paint the same pixels), `rect` every pixel painting it may
    touch, and `resting` whether it lies still (a thing in a flip or sliding does not:
    painted into the copy in every frame, it would cost more than drawing it)."""

    name: Hashable
    look: Hashable
    rect: pygame.Rect
    resting: bool
    paint: Callable[[pygame.Surface], None] = field(compare=False)


class RestingLayer:
    """The felt with what lies still on it, patched where a thing comes to rest, changes
    or starts moving. A thing lying still is held in it, unless something drawn before it
    (in the drawing order) and not held covers part of it: that one must stay under it,
    so it is drawn after, with the moving ones."""

    def __init__(self, felt: pygame.Surface) -> None:
        self.felt = felt
        self.surface = felt.copy()
        self.held: dict[Hashable, Shown] = {}  # in drawing order
        self.repaints = 0  # for tests and probes: rectangles painted again

    def settle(self, surface: pygame.Surface, shown: Sequence[Shown]) -> list[Shown]:
        """Bring the copy up to `shown` (everything on the table this frame, in drawing
        order) and give `surface`, which began the frame from the copy as it was, the
        rectangles painted again; return what is left to draw over it, in order."""
        held = self._still(shown)
        dirty = [
            thing.rect
            for name in {*self.held, *held}
            if self.held.get(name) != held.get(name)
            for thing in (self.held.get(name), held.get(name))
            if thing is not None
        ]
        self.held = held
        screen = self.surface.get_rect()
        for rect in _merged([r.clip(screen) for r in dirty if r.colliderect(screen)]):
            self._repaint(rect)
            surface.blit(self.surface, rect, rect)
        return [thing for thing in shown if thing.name not in held]

    def _still(self, shown: Sequence[Shown]) -> dict[Hashable, Shown]:
        held: dict[Hashable, Shown] = {}
        drawn_after: list[pygame.Rect] = []
        for thing in shown:
            if thing.resting and thing.rect.collidelist(drawn_after) == -1:
                held[thing.name] = thing
            else:
                drawn_after.append(thing.rect)
        return held

    def _repaint(self, rect: pygame.Rect) -> None:
        self.surface.blit(self.felt, rect, rect)
        self.surface.set_clip(rect)
        for thing in self.held.values():
            if thing.rect.colliderect(rect):
                thing.paint(self.surface)
        self.surface.set_clip(None)
        self.repaints += 1


def _merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """`rects` with those that mostly overlap joined (where their union is no larger than
    the two apart): a thing turned or moved a little, as the middle facing the next
    player, repaints its old and new places at once, and no union grows to take in the
    table between."""
    merged: list[pygame.Rect] = []
    for rect in rects:
        joined = True
        while joined:
            joined = False
            for i, other in enumerate(merged):
                union = rect.union(other)
                if union.w * union.h <= rect.w * rect.h + other.w * other.h:
                    rect, joined = union, True
                    del merged[i]
                    break
        merged.append(rect)
    return merged
