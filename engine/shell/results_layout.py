"""Where the results put things: the score boards, their buttons, every seat's 🧠 and
every seat's memory review page, so that all the pages can be open at once and none lies
on another page, on a 🧠 or on the buttons.

The table is shared out once, whatever is open, so a page never moves or grows when a
neighbour opens theirs. The buttons keep the middle (the hub), in a row facing each of the
two crowded edges (the long ones: top and bottom on a landscape table). The seats along a
crowded edge share the strip between the hub and that edge, side by side; a seat at a short
edge takes the band beside the hub. A page that gets small shows less (review_page.py),
never smaller text. The boards lie between the hub and the 🧠s; a board a page covers is not
drawn while that page is open (`ResultsScene`), so nothing shows half-hidden under a page.

In tablet orientation every seat sits at the bottom: their pages share the strip under the
hub in columns when each column is wide enough for a page, and otherwise one page opens at
a time across the whole strip (`exclusive`): what one player reads must not cover another's.

Work happens in a landscape frame ("canonical"): on a portrait table the crowded edges are
the left and right ones, so rectangles are mirrored across the diagonal on the way in and
out (`_flip`), which swaps x with y and the edges top with left, bottom with right.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.drawing.seats import EDGE_GAP, Placement, Seat
from engine.drawing.theme import WORDS

BRAIN = (96, 66)  # the 🧠 button at each seat's edge, in layout units
BRAIN_INSET = 6  # layout units between a 🧠 and its panel's outer edge
BUTTON = (340, 84)  # the results' Again and Menu buttons, in layout units
STRIP = 60  # layout units: the scores' strip beyond each row of buttons, facing its edge
GAP = 12  # layout units between neighbours (two pages, a page and the hub)
SIDE_BAND = 0.34  # of the short side: the band a short edge's seat reads its page in
MIN_COLUMN = 0.45  # of the short side: a tablet's narrowest column for a page
MAX_PAGE = (1000, 560)  # layout units: a page no larger than a seat can take in
BOARD_WIDTH = (0.92, 1100)  # a board: this share of the crowded edge, at most these units
FLIPPED_EDGE = {"left": "top", "top": "left", "right": "bottom", "bottom": "right"}


@dataclass(frozen=True)
class PagePlace:
    """Where one seat's page lies: turned to face the seat (`frame`), `size` in the
    seat's own frame (width along its edge, depth towards the middle)."""

    frame: Placement
    size: tuple[float, float]


@dataclass(frozen=True)
class ResultsLayout:
    hub: pygame.Rect  # on screen: the buttons' and the scores' place, which no page covers
    rows: tuple[Placement, Placement]  # each row of buttons' centre, facing its edge
    strips: tuple[Placement, Placement]  # each scores' strip, beyond its row of buttons
    boards: tuple[tuple[Placement, tuple[float, float]], ...]  # each board, facing a row
    pages: dict[int, PagePlace]
    exclusive: bool  # one page at a time (a tablet with too many seats for columns)

    def board_rect(self, index: int) -> pygame.Rect:
        frame, (w, h) = self.boards[index]
        return _turned_rect(frame, (w, h))


def brain_spot(seat: Seat, unit: float) -> tuple[float, float]:
    """The 🧠's centre in the seat's own frame: at the outer edge of where its panel was."""
    return (0.0, seat.panel_size[1] / 2 - (BRAIN[1] / 2 + BRAIN_INSET) * unit)


def reserve(unit: float) -> float:
    """Pixels from a screen edge that its seats' 🧠s keep, with a gap after them."""
    return (EDGE_GAP + BRAIN_INSET + BRAIN[1] + GAP) * unit


def results_layout(seats: list[Seat], size: tuple[int, int], orientation: str) -> ResultsLayout:
    """Everything's place on the results for `seats` on a screen of `size`."""
    tablet = orientation == "tablet"
    flip = not tablet and size[1] > size[0]
    canon = size[::-1] if flip else size
    unit = min(size) / 1080
    hub = _hub(canon, unit)
    edges = {s.index: FLIPPED_EDGE[s.edge] if flip else s.edge for s in seats}
    along = {s.index: _along(s.center, edges[s.index], flip) for s in seats}
    if tablet:
        regions, exclusive = _tablet_regions(seats, canon, unit, hub)
    else:
        regions, exclusive = _table_regions(edges, along, canon, unit, hub), False
    pages = {
        s.index: _page(s, edges[s.index], along[s.index], regions[s.index], unit, flip)
        for s in seats
    }
    row_angles = (90, -90) if flip else (0, 180)
    lower, upper = (
        Placement(_flip_point((canon[0] / 2, y), flip), angle)
        for y, angle in zip(_row_ys(hub, unit), row_angles, strict=True)
    )
    low_strip, up_strip = (
        Placement(_flip_point((canon[0] / 2, y), flip), angle)
        for y, angle in zip(_strip_ys(hub, unit), row_angles, strict=True)
    )
    boards = tuple(_boards(canon, unit, hub, row_angles, flip))
    return ResultsLayout(
        _flip(hub, flip), (lower, upper), (low_strip, up_strip), boards, pages, exclusive
    )


def _hub(canon: tuple[int, int], unit: float) -> pygame.Rect:
    """The middle of the table: two rows of buttons, one facing each crowded edge, each
    with the scores beyond it (they show there while a page covers that side's board)."""
    w = (2 * BUTTON[0] + 3 * GAP) * unit
    h = (2 * BUTTON[1] + 2 * STRIP + 5 * GAP) * unit
    rect = pygame.Rect(0, 0, round(w), round(h))
    rect.center = (canon[0] // 2, canon[1] // 2)
    return rect


def _row_ys(hub: pygame.Rect, unit: float) -> tuple[float, float]:
    """The rows' centres: the one facing the bottom below the one facing the top."""
    offset = (BUTTON[1] + GAP) / 2 * unit
    return (hub.centery + offset, hub.centery - offset)


def _strip_ys(hub: pygame.Rect, unit: float) -> tuple[float, float]:
    """The scores' strips' centres: beyond the rows, the one facing the bottom lowest."""
    offset = (BUTTON[1] + 1.5 * GAP + STRIP / 2) * unit
    return (hub.centery + offset, hub.centery - offset)


def _table_regions(
    edges: dict[int, str],
    along: dict[int, float],
    canon: tuple[int, int],
    unit: float,
    hub: pygame.Rect,
) -> dict[int, pygame.Rect]:
    """Each seat's share of a table: the crowded edges' strips, the short edges' band."""
    w, h = canon
    far = reserve(unit)
    ends = any(edge in ("left", "right") for edge in edges.values())
    band = max(hub.h + 2 * GAP * unit, SIDE_BAND * h if ends else 0.0)
    upper, lower = (h - band) / 2, (h + band) / 2
    regions: dict[int, pygame.Rect] = {}
    for edge, (top, bottom) in (("top", (far, upper)), ("bottom", (lower, h - far))):
        row = sorted((i for i, e in edges.items() if e == edge), key=lambda i: along[i])
        for n, index in enumerate(row):
            left, right = w * n / len(row), w * (n + 1) / len(row)
            regions[index] = _rect(left, top, right, bottom)
    has = set(edges.values())
    top = upper if "top" in has else far
    bottom = lower if "bottom" in has else h - far
    for index, edge in edges.items():
        if edge == "left":
            regions[index] = _rect(far, top, hub.left, bottom)
        elif edge == "right":
            regions[index] = _rect(hub.right, top, w - far, bottom)
    return regions


def _tablet_regions(
    seats: list[Seat], canon: tuple[int, int], unit: float, hub: pygame.Rect
) -> tuple[dict[int, pygame.Rect], bool]:
    """The strip under the hub, in columns when each is wide enough, else whole for one."""
    w, h = canon
    strip = _rect(0, hub.bottom + GAP * unit, w, h - reserve(unit))
    if w / len(seats) < MIN_COLUMN * min(canon):
        return {s.index: strip for s in seats}, True
    ordered = sorted(seats, key=lambda s: s.center[0])
    width = w / len(seats)
    return {
        s.index: _rect(n * width, strip.top, (n + 1) * width, strip.bottom)
        for n, s in enumerate(ordered)
    }, False


def _page(
    seat: Seat, edge: str, along: float, region: pygame.Rect, unit: float, flip: bool
) -> PagePlace:
    """The page in its region: against the seat's side, under its 🧠 as far as it can be."""
    inner = region.inflate(-round(GAP * unit), -round(GAP * unit))
    flat = edge in ("top", "bottom")
    reach, deep = (inner.w, inner.h) if flat else (inner.h, inner.w)
    width, depth = min(reach, MAX_PAGE[0] * unit), min(deep, MAX_PAGE[1] * unit)
    page = pygame.Rect(0, 0, round(width if flat else depth), round(depth if flat else width))
    lo, hi = (inner.left, inner.right) if flat else (inner.top, inner.bottom)
    middle = min(max(along, lo + width / 2), hi - width / 2)
    if flat:
        page.centerx = round(middle)
        page.top = inner.top if edge == "top" else inner.bottom - page.h
    else:
        page.centery = round(middle)
        page.left = inner.left if edge == "left" else inner.right - page.w
    return PagePlace(Placement(_flip(page, flip).center, seat.angle), (width, depth))


def _boards(
    canon: tuple[int, int], unit: float, hub: pygame.Rect, angles: tuple[int, int], flip: bool
) -> list[tuple[Placement, tuple[float, float]]]:
    """The two boards between the hub and the 🧠s, each facing its crowded edge, as wide
    as their words (bigger words, a wider board: the names in its columns grew too)."""
    w, h = canon
    width = min(w * BOARD_WIDTH[0], BOARD_WIDTH[1] * unit * WORDS.scale)
    top, bottom = hub.bottom + GAP * unit, h - reserve(unit)
    depth = bottom - top
    middles = ((top + bottom) / 2, h - (top + bottom) / 2)
    return [
        (Placement(_flip_point((w / 2, y), flip), angle), (width, depth))
        for y, angle in zip(middles, angles, strict=True)
    ]


def _along(point: tuple[float, float], edge: str, flip: bool) -> float:
    """How far along its edge (in the landscape frame) a seat sits."""
    x, y = _flip_point(point, flip)
    return x if edge in ("top", "bottom") else y


def _rect(left: float, top: float, right: float, bottom: float) -> pygame.Rect:
    return pygame.Rect(round(left), round(top), round(right - left), round(bottom - top))


def _flip(rect: pygame.Rect, flip: bool) -> pygame.Rect:
    return pygame.Rect(rect.y, rect.x, rect.h, rect.w) if flip else rect


def _flip_point(point: tuple[float, float], flip: bool) -> tuple[float, float]:
    return (point[1], point[0]) if flip else point


def _turned_rect(frame: Placement, size: tuple[float, float]) -> pygame.Rect:
    w, h = size if frame.angle % 180 == 0 else size[::-1]
    rect = pygame.Rect(0, 0, round(w), round(h))
    rect.center = (round(frame.center[0]), round(frame.center[1]))
    return rect
