"""Where Tamega's board lies on the table: one square side (`cell`) for the whole play
area, the board's rectangle in the table's free middle with a strip of felt in front of
every side that has seats (the prompts and banners go there, so they never cover a
tile), and the way between a square and a screen point; where the buttons and the
pause's countdown go on the seats' panels (left of the ❓, or in front of a panel too
narrow for that).

A layout is a pure function of the table rectangle, the play area and the unit, made
again on every resize; everything else (the picture, glides, flights) stores squares, so
it follows a resize without being told.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

import pygame

from engine.drawing import theme
from engine.drawing.panels import PanelPlan
from engine.drawing.seats import Seat
from engine.game.flight import Point
from games.tamega.board import Geometry
from games.tamega.scene.sprites import SEAM, board_width, column_left, tile_size

STRIP = 96  # layout units between the board and a side with seats: a banner's height
FELT = 24  # layout units between the board and a side with nobody (the ⏸ corners)
GAP = 10  # layout units between a panel and what stands in front of it
MIN_ROOM = 120  # layout units a panel must leave beside its ❓ for buttons to stand on it
SIDES = ("left", "top", "right", "bottom")


@dataclass(frozen=True)
class BoardLayout:
    geo: Geometry
    cell: int  # a square's side in pixels
    rect: pygame.Rect  # the board's wooden frame on screen

    @classmethod
    def fit(
        cls, geo: Geometry, table: tuple[float, float, float, float], margins: dict[str, float]
    ):
        """The biggest whole-pixel squares (and their rim, a fifth of a square) that leave
        `margins` (pixels by side) between the board and the table's edges."""
        x, y, w, h = table
        left, top = x + margins["left"], y + margins["top"]
        w -= margins["left"] + margins["right"]
        h -= margins["top"] + margins["bottom"]
        across = geo.cols + (0.4 + SEAM) * geo.boards - SEAM  # squares, rims and felt
        cell = max(12, int(min(w / across, h / (geo.rows + 0.4))))
        pad = cell // 5
        rect = pygame.Rect(0, 0, board_width(geo.boards, cell), geo.rows * cell + 2 * pad)
        rect.center = (round(left + w / 2), round(top + h / 2))
        return cls(geo, cell, rect)

    @property
    def pad(self) -> int:
        """The wooden rim round the squares."""
        return self.cell // 5

    @property
    def tile(self) -> int:
        return tile_size(self.cell)

    @property
    def pawn(self) -> int:
        return round(self.cell * 0.74)

    def centre_of(self, square: int) -> Point:
        row, col = divmod(square, self.geo.cols)
        left, top = self.rect.topleft
        x = left + column_left(col, self.cell) + self.cell / 2
        return (x, top + self.pad + (row + 0.5) * self.cell)

    def square_at(self, pos: Point, slop: float) -> int | None:
        """The square under a touch: each board is a packed grid, so the nearest square
        wins (in the felt between two boards, the nearer board's edge square); a touch up
        to `slop` outside the play area reaches the edge square (party mode)."""
        left, top = self.rect.topleft
        x, y = pos[0] - left - self.pad, pos[1] - top - self.pad
        width, height = self.rect.w - 2 * self.pad, self.geo.rows * self.cell
        if not (-slop <= x < width + slop and -slop <= y < height + slop):
            return None
        lefts = [column_left(c, self.cell) - self.pad for c in range(self.geo.cols)]
        col = min(range(self.geo.cols), key=lambda c: abs(x - lefts[c] - self.cell / 2))
        row = min(self.geo.rows - 1, max(0, math.floor(y / self.cell)))
        square = row * self.geo.cols + col
        return square if self.geo.exists[square] else None


def board_margins(rooms: Iterable[PanelRoom], unit: float) -> dict[str, float]:
    """Pixels between the board and each side of the table: the prompt strip (and what
    stands in front of a narrow panel) where seats sit, a little felt elsewhere. The strip
    holds words: it grows with them (bigger words)."""
    margins = dict.fromkeys(SIDES, FELT * unit)
    for room in rooms:
        strip = STRIP * unit * theme.WORDS.scale + room.reach()
        margins[room.seat.edge] = max(margins[room.seat.edge], strip)
    return margins


def panel_tile(slot: pygame.Rect) -> int:
    """A won pair's tile on a seat panel, for the panel's free `slot`."""
    return max(8, round(slot.height * 0.8))


@dataclass(frozen=True)
class PanelButton:
    """A button on every seat's panel: at `x` (a share of the panel's width from its
    middle, kept left of the ❓), `width` layout units wide."""

    x: float
    width: float
    label: str  # translation key
    emoji: str
    colour: theme.Colour
    alone: bool = True  # only the seat on turn shows it: it may be wider than a narrow panel


KEEP = PanelButton(0.06, 177, "tamega.keep_red", "✋", (200, 70, 60))  # step 3: "Leave it"
READY = PanelButton(-0.5, 150, "tamega.ready", "👍", theme.GOOD)  # left end: the clock beside
SEEN = PanelButton(0.06, 177, "tamega.seen", "👀", theme.GOLD, alone=False)  # party: "Seen it!"
BUTTON_DEPTH = 78  # layout units

Place = tuple[Point, tuple[float, float]]  # a centre in the seat's frame and a size


@dataclass(frozen=True)
class PanelRoom:
    """Where a seat's panel leaves room for Tamega's buttons and the pause's countdown:
    the span left of its ❓ square and right of its phone code, if it shows one (`left`,
    `right` in the seat's frame) or, when that span is too narrow (eight seats on a
    tablet), a stack in front of the panel; the ❓ and the code stay uncovered either
    way, and the pause's countdown keeps left of the pair count (`count`)."""

    seat: Seat
    left: float
    right: float
    unit: float
    button_depth: float  # the panel buttons' depth in pixels (bigger in party mode)
    screen: tuple[float, float]  # the screen's ends along the seat's edge, in its frame
    count: float = math.inf  # the left end of the pair count in the span, if it lies there

    @classmethod
    def of(
        cls, seat: Seat, plan: PanelPlan, unit: float, button_depth: float, size: Point
    ) -> PanelRoom:
        """The room between the left end of the panel's slot (right of a phone code) and
        the ❓ square (`plan.aside`), from the panel's `plan` (upright pixels), on a
        screen of `size`."""
        pw, aside = seat.panel_size[0], plan.aside
        pad = pw - aside.right  # the panel's own padding, as far from the ❓ as from the edge
        code = plan.slot.left - plan.name_row.top  # a phone code's room (0 without one)
        w, h = size
        along = [seat.to_local(corner)[0] for corner in ((0, 0), (w, 0), (0, h), (w, h))]
        ends = (min(along), max(along))
        left, right = pad + code - pw / 2, aside.left - pad - pw / 2
        count = plan.score.left - pw / 2 if not plan.card else math.inf
        return cls(seat, left, right, unit, button_depth, ends, count)

    @property
    def front(self) -> bool:
        return self.right - self.left < MIN_ROOM * self.unit

    def _near(self) -> float:
        """The local y of the panel's edge that faces the table, less the gap."""
        return -(self.seat.panel_size[1] / 2 + GAP * self.unit)

    def button(self, spec: PanelButton, target: tuple[float, float]) -> Place:
        """Where a button of `target` size (pixels) goes, and its size."""
        pw, depth = self.seat.panel_size
        w, h = target
        if self.front:
            h, w = min(h, self.button_depth), w if spec.alone else min(w, pw * 0.96)
            gap = GAP * self.unit
            low, high = self.screen[0] + w / 2 + gap, self.screen[1] - w / 2 - gap
            return (min(max(0.0, low), high), self._near() - h / 2), (w, h)
        w, h = min(w, self.right - self.left), min(h, depth * 0.72)
        x = min(max(pw * spec.x, self.left + w / 2), self.right - w / 2)
        return (x, 0.0), (w, h)

    def countdown(self, beside: tuple[float, float] | None) -> tuple[Point, float]:
        """The pause's countdown (centre, radius): right of the panel's middle, in the
        span right of a Ready button of size `beside` (at the span's left end); in front
        of a narrow panel, beyond the button."""
        pw, depth = self.seat.panel_size
        gap = GAP * self.unit
        if self.front:
            radius = min(depth * 0.36, pw * 0.45)
            below = beside[1] + gap if beside else 0.0
            return (0.0, self._near() - below - radius), radius
        left = self.left + (beside[0] + gap if beside else 0.0)
        right = min(self.right, self.count - gap)  # the pair count stays in sight
        radius = min(depth * 0.36, (right - left) / 2)
        return (min(max(pw * 0.14, left + radius), right - radius), 0.0), radius

    def reach(self) -> float:
        """How far in front of the panel its buttons and countdown stand (0 on it)."""
        if not self.front:
            return 0.0
        (_, y), radius = self.countdown((0.0, self.button_depth))
        return radius - y - self.seat.panel_size[1] / 2

    def frame(self) -> Seat:
        """The seat with its panel grown by what stands in front of it: a prompt keeps
        clear of both."""
        pw, depth = self.seat.panel_size
        reach = self.reach()
        centre = self.seat.to_screen((0.0, -reach / 2))
        return replace(self.seat, center=centre, panel_size=(pw, depth + reach))


def row_frame(frames: list[Seat]) -> Seat:
    """One frame for a row of seats facing the same way (a tablet's): their panels
    taken as one, so a prompt for all of them shows once in the row's middle."""
    first = frames[0]
    end = first.to_local(frames[-1].center)[0]  # the last seat's centre along the row
    pw, depth = first.panel_size
    centre = first.to_screen((end / 2, 0.0))
    return replace(first, center=centre, panel_size=(abs(end) + pw, depth))


Ends = tuple[float, float]  # how far along a seat's edge something may reach (local x)


def prompt_ends(
    places: Iterable[Seat],
    frames: Sequence[Seat],
    board: pygame.Rect,
    size: tuple[int, int],
    margin: float = 8,
) -> dict[Seat, Ends]:
    """For each frame a prompt may stand in front of, how far along its edge the prompt
    may reach: the screen's ends (less `margin`), and no further than another side's
    panel (`frames`: with what stands in front of it) that reaches into the strip between
    the frame's panel and the board. A corner seat's prompt then wraps narrower and moves
    along rather than run into the side panel beside it (bigger words on a crowded
    table)."""
    corners = [(x, y) for x in (board.left, board.right) for y in (board.top, board.bottom)]
    ends = {}
    for place in places:
        w, h = size
        along = [place.to_local(c)[0] for c in ((0, 0), (w, 0), (0, h), (w, h))]
        low, high = min(along), max(along)
        near = max(place.to_local(c)[1] for c in corners)  # the board's edge towards it
        edge = -place.panel_size[1] / 2
        for other in frames:
            if other.edge == place.edge:
                continue
            rect = other.screen_rect()
            box = (rect.topleft, rect.topright, rect.bottomleft, rect.bottomright)
            xs, ys = zip(*(place.to_local(corner) for corner in box), strict=True)
            if max(ys) <= near or min(ys) >= edge:
                continue  # beside the strip, not in it
            if min(xs) + max(xs) < 0:
                low = max(low, max(xs))
            else:
                high = min(high, min(xs))
        ends[place] = (low + margin, high - margin)
    return ends
