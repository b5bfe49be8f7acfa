"""Where copies of a page for the whole table go: one for each side with people, each in
that side's share of the middle, facing it, none on another nor on a panel.

The first how-to opens over a new game that waits below it, so its copies may cover the
board; they leave the panels seen. The middle is shared out along its long axis: the
sides at its two ends (the left and right at a landscape table) take a strip each, the
other two sides the halves of what is left, the strips as deep as makes every copy about
as large. Where the pages' words do not fit such copies at the readable floor, the sides
facing each other across the long way share ends of the middle instead (a square middle
at 4:3), and failing that one copy faces the first person over the whole middle."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from engine.drawing.seats import Placement, Seat

Share = tuple[Placement, tuple[int, int]]  # a copy's frame and its size (width × depth, upright)


def side_shares(
    seats: list[Seat],
    people: list[int],
    middle: pygame.Rect,
    gap: float,
    fits: Callable[[tuple[int, int]], bool],
    largest: tuple[int, int],
) -> list[Share]:
    """A copy for each side with people (`people`: seat indices; on a tablet, one: every
    seat faces the same way), each fitting its words (`fits`) and at most `largest`; the
    fewer copies described above where they do not fit."""
    edges = _edges(seats, people)
    tries = [edges, _across(edges, middle)]
    for sides in tries:
        shares = _share(sides, middle, gap, largest)
        if all(fits(size) for _, size in shares):
            return shares
    first = seats[people[0]] if people else seats[0]
    return _share({first.edge: first.angle}, middle, gap, largest)


def _edges(seats: list[Seat], people: list[int]) -> dict[str, int]:
    """The edges with people, each with the angle its seats face."""
    return {seats[i].edge: seats[i].angle for i in people if i < len(seats)}


def _across(edges: dict[str, int], middle: pygame.Rect) -> dict[str, int]:
    """The sides across the middle's long way only (those people face each other over
    the long way: they read their copy, the others read one of theirs from the side)."""
    long_sides = ("top", "bottom") if middle.w >= middle.h else ("left", "right")
    kept = {e: a for e, a in edges.items() if e in long_sides}
    return kept or edges


def _share(
    edges: dict[str, int], middle: pygame.Rect, gap: float, largest: tuple[int, int]
) -> list[Share]:
    """The middle shared out among `edges` (see the module's docstring)."""
    landscape = middle.w >= middle.h
    ends = [e for e in (("left", "right") if landscape else ("top", "bottom")) if e in edges]
    mids = [e for e in (("bottom", "top") if landscape else ("left", "right")) if e in edges]
    long, short = (middle.w, middle.h) if landscape else (middle.h, middle.w)
    strip = long / (len(ends) + len(mids))  # every copy of about the same area
    regions: dict[str, pygame.Rect] = {}
    for end in ends:
        at = 0 if end in ("left", "top") else long - strip
        regions[end] = _rect(landscape, at, 0, strip, short)
    rest_at = strip if "left" in ends or "top" in ends else 0
    rest = long - strip * len(ends)
    for mid in mids:
        depth = short / len(mids)
        across = short - depth if mid in ("bottom", "right") and len(mids) == 2 else 0
        regions[mid] = _rect(landscape, rest_at, across, rest, depth)
    shares = []
    for edge, region in regions.items():
        region = region.move(middle.topleft).inflate(-2 * gap, -2 * gap)
        angle = edges[edge]
        size = region.size if angle % 180 == 0 else region.size[::-1]
        size = (min(size[0], largest[0]), min(size[1], largest[1]))
        shares.append((Placement(region.center, angle), size))
    return shares


def _rect(landscape: bool, along: float, across: float, length: float, depth: float) -> pygame.Rect:
    """A rectangle of the middle given along its long way and across it."""
    if landscape:
        return pygame.Rect(round(along), round(across), round(length), round(depth))
    return pygame.Rect(round(across), round(along), round(depth), round(length))
