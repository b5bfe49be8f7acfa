"""Where a seat's own how-to page lies: in that seat's part of the table, facing it, on
nothing of anyone else's.

A player opens their page with the ❓ on their panel while the game goes on, so the page
must leave the others everything they play with: it is placed against the last frame's
display list (the pieces, prompts, clocks, buttons and panels it showed), in front of the
seat's panel or over it, slid along the seat's edge, at the largest size whose words fit.
Only the seat's own panel, prompt, buttons and pieces may lie under it. Where no page
whose words fit lies clear (eight seats round Tamega's board), the page takes the seat's
own panel and what is clear in front of it, and its words scroll (`over_own_panel`)."""

from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator, Sequence

import pygame

from engine.drawing.display import KEPT_KINDS, Item
from engine.drawing.seats import EDGE_GAP, Placement, Seat

SEAT_PAGE = (600, 380)  # design pixels: a seat's page at its largest, along its edge × depth
WIDTHS = tuple(round(1.8 - 0.05 * i, 2) for i in range(26))  # shares of SEAT_PAGE's width
DEPTHS = (0.45, 1.2)  # the shallowest and deepest page, as shares of SEAT_PAGE's depth


def kept_from(items: Iterable[Item], seat: int) -> list[pygame.Rect]:
    """What a seat's page keeps clear of: everything the last frame showed that players
    read, touch or play with, but the seat's own (its panel, prompt, ❓ and pieces)."""
    return [i.resting_rect for i in items if i.kind in KEPT_KINDS and i.seat != seat]


def not_own(ahead: list[pygame.Rect], shown: list[Item], seat: int) -> list[pygame.Rect]:
    """The places about to show something that are not the seat's own: none where the
    frame `shown` has something of the seat's there (its hand's row, its prompt's room)."""
    own = [item.resting_rect for item in shown if item.seat == seat and item.kind in KEPT_KINDS]
    return [rect for rect in ahead if rect.collidelist(own) == -1]


def panels_of_others(seats: list[Seat], seat: int) -> list[pygame.Rect]:
    """The other seats' panels (all a page can keep clear of before a frame is shown)."""
    return [pygame.Rect(s.screen_rect()) for s in seats if s.index != seat and s.panel_size]


def place_seat_page(
    seat: Seat,
    screen: tuple[int, int],
    unit: float,
    keep: list[pygame.Rect],
    fits: Callable[[tuple[int, int]], bool],
    least_covering: bool = True,
    reach: float = math.inf,
) -> tuple[Placement, tuple[int, int]] | None:
    """The page's place and size (along the edge × depth): for each width of `WIDTHS`,
    widest first, the shallowest depth whose words `fits`, in front of the panel or else
    over it, nearest the panel's middle along the edge (its nearer end at most `reach`
    from the panel's middle), on the screen and covering nothing in `keep`; where there is no such
    place, the one covering least (unless not `least_covering`: then None); None where no
    page fits its words on the screen."""
    gap = EDGE_GAP * unit
    area = pygame.Rect(0, 0, *screen).inflate(-2 * gap, -2 * gap)
    along = screen[0] if seat.angle % 180 == 0 else screen[1]
    sizes = []
    for share in WIDTHS:
        width = round(SEAT_PAGE[0] * unit * share)
        depth = _shallowest(width, unit, fits) if width <= along - 2 * gap else None
        if depth is not None:
            sizes.append((width, depth))
    local = [_local_box(seat, rect) for rect in keep]
    inside = _local_box(seat, area)
    for size in sizes:
        slide = min(along, reach + size[0] / 2)
        for frame in _spots(seat, size, slide, 8 * unit, gap, local, inside):
            rect = screen_rect(frame, size)
            if area.contains(rect) and rect.collidelist(keep) == -1:
                return frame, size
    if not least_covering:
        return None
    return _least_covering(seat, sizes[::4], along, unit, keep, area)


def seat_page_frame(
    seat: Seat, size: tuple[int, int], unit: float
) -> tuple[Placement, tuple[float, float]]:
    """Where a seat's page lies when nowhere is clear (its last resort): in front of its
    panel, towards the middle of the table and no further, facing the seat, at least as
    wide as the panel and slid along the edge as far as it must be to stay on the screen."""
    w, h = size
    across = h if seat.edge in ("bottom", "top") else w
    along = w if seat.edge in ("bottom", "top") else h
    gap = EDGE_GAP * unit
    start = seat.panel_size[1] + 2 * gap
    depth = max(0.6 * SEAT_PAGE[1] * unit, min(SEAT_PAGE[1] * unit, across / 2 - start))
    width = min(max(seat.panel_size[0], SEAT_PAGE[0] * unit), along - 2 * gap)
    x, y = seat.to_screen((0.0, -(seat.panel_size[1] / 2 + gap + depth / 2)))
    reach_x, reach_y = (width / 2, depth / 2) if seat.angle % 180 == 0 else (depth / 2, width / 2)
    x = min(max(x, reach_x + gap), w - reach_x - gap)
    y = min(max(y, reach_y + gap), h - reach_y - gap)
    return Placement((x, y), seat.angle), (width, depth)


def over_own_panel(
    seat: Seat, screen: tuple[int, int], unit: float, keep: list[pygame.Rect]
) -> tuple[Placement, tuple[int, int]]:
    """A page with no clear place for its words: over the seat's own panel (which is the
    seat's alone), as wide as the panel and reaching towards the middle as far as it
    covers nothing in `keep`, on the screen (deepest first, down to the panel itself)."""
    gap = EDGE_GAP * unit
    area = pygame.Rect(0, 0, *screen).inflate(-2 * gap + 2, -2 * gap + 2)
    width, panel = round(seat.panel_size[0]), round(seat.panel_size[1])
    deepest = round(panel + gap + SEAT_PAGE[1] * unit * DEPTHS[0])
    for depth in range(deepest, panel, -max(2, round(4 * unit))):
        frame = Placement(seat.to_screen((0.0, panel / 2 - depth / 2)), seat.angle)
        rect = screen_rect(frame, (width, depth))
        if area.contains(rect) and rect.collidelist(keep) == -1:
            return frame, (width, depth)
    return Placement(seat.center, seat.angle), (width, panel)


def _spots(
    seat: Seat,
    size: tuple[int, int],
    along: float,
    step: float,
    gap: float,
    local: Sequence[Box] = (),
    inside: Box | None = None,
) -> Iterator[Placement]:
    """A page's frames by its seat: in front of the panel, then over it, each slid along
    the edge from the panel's middle outwards; none where it surely lies on one of the
    `local` boxes or out of the box `inside` (what it keeps clear of and the screen, in
    the seat's frame: a crowded table blocks most places, and looking at each on the
    screen is most of placing a page)."""
    panel = seat.panel_size[1]
    w, d = size
    left, top, right, bottom = inside or (-math.inf, -math.inf, math.inf, math.inf)
    for y in (-(panel / 2 + gap + d / 2), panel / 2 - d / 2):
        if y - d / 2 < top - SURE or y + d / 2 > bottom + SURE:
            continue
        blocked = _blocked(local, w, y - d / 2, y + d / 2)
        starts = [a for a, _ in blocked]
        lo, hi = left + w / 2 - SURE, right - w / 2 + SURE
        for x in _along(along, step):
            k = bisect_right(starts, x) - 1
            if lo <= x <= hi and (k < 0 or x >= blocked[k][1]):
                yield Placement(seat.to_screen((x, y)), seat.angle)


Box = tuple[float, float, float, float]  # left, top, right, bottom
SURE = 2  # pixels a page must reach into a box to surely lie on it, whatever the rounding


def _local_box(seat: Seat, rect: pygame.Rect) -> Box:
    """`rect` in the seat's own frame (its angle is a quarter turn: a box stays a box)."""
    (x0, y0), (x1, y1) = seat.to_local(rect.topleft), seat.to_local(rect.bottomright)
    return min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)


def _blocked(
    local: Sequence[Box], width: float, top: float, bottom: float
) -> list[tuple[float, float]]:
    """The centres along the edge (merged, sorted spans) at which a page `width` wide
    between `top` and `bottom` surely lies on one of the boxes."""
    spans = sorted(
        (x0 - width / 2 + SURE, x1 + width / 2 - SURE)
        for x0, y0, x1, y1 in local
        if y0 < bottom - SURE and y1 > top + SURE
    )
    merged: list[list[float]] = []
    for a, b in spans:
        if merged and a <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], b)
        else:
            merged.append([a, b])
    return [(a, b) for a, b in merged]


def _least_covering(
    seat: Seat,
    sizes: list[tuple[int, int]],
    along: float,
    unit: float,
    keep: list[pygame.Rect],
    area: pygame.Rect,
) -> tuple[Placement, tuple[int, int]] | None:
    """A crowded table (eight seats round Tamega's board) has no clear place for a page
    whose words fit: then the place on the screen that covers least of what is kept."""
    best: tuple[int, Placement, tuple[int, int]] | None = None
    for size in sizes:
        for frame in _spots(seat, size, along, 32 * unit, EDGE_GAP * unit):
            rect = screen_rect(frame, size)
            if not area.contains(rect):
                continue
            covered = sum(_area(rect.clip(other)) for other in keep)
            if best is None or covered < best[0]:
                best = (covered, frame, size)
    return None if best is None else (best[1], best[2])


def _area(rect: pygame.Rect) -> int:
    return rect.w * rect.h


def _shallowest(width: int, unit: float, fits: Callable[[tuple[int, int]], bool]) -> int | None:
    """The least depth within `DEPTHS` at which a page `width` wide fits its words (a
    halving search: more depth never makes words fit less)."""
    low, high = (round(SEAT_PAGE[1] * unit * share) for share in DEPTHS)
    if not fits((width, high)):
        return None
    while high - low > max(2, round(4 * unit)):
        middle = (low + high) // 2
        low, high = (low, middle) if fits((width, middle)) else (middle, high)
    return high


def _along(along: float, step: float) -> list[float]:
    """Offsets along the edge from the panel's middle outwards, both ways in turn."""
    offsets = [0.0]
    for k in range(1, int(along / step) + 1):
        offsets += [k * step, -k * step]
    return offsets


def screen_rect(frame: Placement, size: tuple[int, int]) -> pygame.Rect:
    """A page of `size` lying at `frame`: its rectangle on the screen."""
    w, h = size if frame.angle % 180 == 0 else size[::-1]
    rect = pygame.Rect(0, 0, w, h)
    rect.center = (round(frame.center[0]), round(frame.center[1]))
    return rect
