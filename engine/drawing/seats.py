"""Seats around the table: where each player sits and which way their panel faces.

In "table" orientation 2 to 8 seats go round the four edges, clockwise from the bottom
(bottom right to left, left edge upwards, top left to right, right edge downwards), and
each seat's panel is drawn rotated to face its player. In "tablet" orientation every panel
sits at the bottom, upright, for pass-and-play. Seats convert between screen coordinates
and their own upright frame, so games lay out and hit-test in the seat's own rotation.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from engine.drawing.theme import SEAT_STYLES, WORDS, Colour

# Seats per edge (bottom, left, top, right) on a landscape screen, by player count.
EDGE_COUNTS = {
    1: (1, 0, 0, 0),
    2: (1, 0, 1, 0),
    3: (1, 1, 0, 1),
    4: (1, 1, 1, 1),
    5: (2, 1, 1, 1),
    6: (2, 1, 2, 1),
    7: (3, 1, 2, 1),
    8: (3, 1, 3, 1),
}
EDGE_ANGLE = {"bottom": 0, "left": -90, "top": 180, "right": 90}


def rotate_to_screen(
    center: tuple[float, float], angle: float, local: tuple[float, float]
) -> tuple[float, float]:
    """A point of a frame rotated by `angle` (pygame's sense) about `center`, on screen."""
    a = math.radians(angle)
    x, y = local
    return (
        center[0] + x * math.cos(a) + y * math.sin(a),
        center[1] - x * math.sin(a) + y * math.cos(a),
    )


def rotate_to_local(
    center: tuple[float, float], angle: float, screen: tuple[float, float]
) -> tuple[float, float]:
    """The inverse of `rotate_to_screen`."""
    a = math.radians(angle)
    x, y = screen[0] - center[0], screen[1] - center[1]
    return (x * math.cos(a) - y * math.sin(a), x * math.sin(a) + y * math.cos(a))


@dataclass(frozen=True)
class Placement:
    """A frame at `center` turned by `angle`: dialogs facing one side of the table."""

    center: tuple[float, float]
    angle: int = 0

    def to_screen(self, local: tuple[float, float]) -> tuple[float, float]:
        return rotate_to_screen(self.center, self.angle, local)

    def to_local(self, screen: tuple[float, float]) -> tuple[float, float]:
        return rotate_to_local(self.center, self.angle, screen)


NAME_NOTE = " · "  # between a seat's name and a note on it (a computer player's level)


def short_name(name: str) -> str:
    """A seat's name without its note ("Blue · casual" → "Blue"): what a panel short of
    room shows (its 🤖 still says a computer plays there)."""
    return name.split(NAME_NOTE, 1)[0]


@dataclass(frozen=True)
class Seat:
    """One player's place. `angle` is the panel's rotation in degrees (pygame's sense:
    counter-clockwise on screen); local coordinates are the player's own: x to their right,
    y towards them, origin at the panel's centre."""

    index: int
    edge: str
    angle: int
    center: tuple[float, float]
    panel_size: tuple[float, float]  # width, depth in the seat's own frame
    colour: Colour
    shape: str
    name: str

    def to_screen(self, local: tuple[float, float]) -> tuple[float, float]:
        return rotate_to_screen(self.center, self.angle, local)

    def to_local(self, screen: tuple[float, float]) -> tuple[float, float]:
        return rotate_to_local(self.center, self.angle, screen)

    def direction(self, local: tuple[float, float]) -> tuple[float, float]:
        """A direction (not a point) from the seat's frame to the screen's."""
        return rotate_to_screen((0.0, 0.0), self.angle, local)

    def contains(self, screen: tuple[float, float], margin: float = 0.0) -> bool:
        """Is the point on this seat's panel (hit-tested in the seat's own rotation)?"""
        x, y = self.to_local(screen)
        w, h = self.panel_size
        return abs(x) <= w / 2 + margin and abs(y) <= h / 2 + margin

    def screen_rect(self) -> pygame.Rect:
        """The panel's rectangle on screen (a side seat's panel stands on end)."""
        w, h = self.panel_size if self.angle % 180 == 0 else self.panel_size[::-1]
        rect = pygame.Rect(0, 0, round(w), round(h))
        rect.center = (round(self.center[0]), round(self.center[1]))
        return rect

    @property
    def toward_center(self) -> tuple[float, float]:
        """Unit vector on screen from the seat into the table."""
        return self.direction((0.0, -1.0))


def _edge_slots(counts: tuple[int, int, int, int], portrait: bool) -> list[tuple[str, float]]:
    """(edge, fraction along it) for each seat, clockwise from the bottom right."""
    if portrait:  # long edges are left and right: give them the crowded counts
        bottom, left, top, right = counts
        counts = (left, bottom, right, top)
    slots: list[tuple[str, float]] = []
    for edge, n in zip(("bottom", "left", "top", "right"), counts, strict=True):
        fractions = [(i + 0.5) / n for i in range(n)]
        if edge in ("bottom", "left"):  # clockwise runs right-to-left / bottom-to-top here
            fractions.reverse()
        slots += [(edge, f) for f in fractions]
    return slots


PANEL_DEPTH = 150  # design pixels (at a 1080 short side): a name row and a row of numbers
EDGE_GAP = 10  # design pixels between a panel and the screen's edge: room for the turn glow
PAUSE_SIZE = 84  # design pixels: the ⏸ buttons, which sit in corners no panel reaches
CARD_BELOW = 300  # design pixels (times the words scale): a tablet's panel narrower than
# this cannot hold its name, counts and ❓ side by side, so it stands as a taller card
TABLET_SHARE = 0.97  # of a tablet's seat its panel takes: its cards side by side along
# the bottom, narrow with many seats, hold a long name whole ("IJsblauw" at seven)
CARD_WORDS = 175  # design pixels of a card's rows of words at the words scale 1
CARD_REST = 120  # design pixels of a card's ❓ and its paddings, whatever the words scale


def _side_corner(unit: float) -> float:
    """How far the left and right panels keep from the top and bottom edges: clear of
    the top and bottom panels' depth (and their turn glow)."""
    return (PANEL_DEPTH * 1.1 + EDGE_GAP) * unit


def _pause_corner(unit: float) -> float:
    """How far the top and bottom panels keep from the left and right edges: clear of a
    ⏸ button in the corner (the side panels already keep out of the corner squares)."""
    return (PAUSE_SIZE + 3 * EDGE_GAP) * unit


def panel_depth(width: float, unit: float, orientation: str) -> float:
    """A panel's depth in pixels: a name row and a row of numbers (`PANEL_DEPTH`), or on a
    tablet, where a panel too narrow for them side by side has room below it, a card with
    them one above the other (`panels.plan_panel` lays a deeper panel out as a card)."""
    scale = WORDS.scale
    if orientation == "tablet" and width < CARD_BELOW * unit * scale:
        return (CARD_WORDS * scale + CARD_REST) * unit
    return PANEL_DEPTH * unit


def layout_seats(
    players: int,
    size: tuple[int, int],
    orientation: str = "table",
    names: list[str] | None = None,
) -> list[Seat]:
    """Seats for `players` on a screen of `size` (pixels), every panel `EDGE_GAP` inside
    the screen and clear of the corners (in tablet orientation the bottom edge is the
    players' own and runs from edge to edge; the ⏸ buttons go to the top)."""
    if not 1 <= players <= 8:
        raise ValueError("MemoTable seats 1 to 8 players")
    w, h = size
    unit = min(w, h) / 1080
    gap = EDGE_GAP * unit
    corners = {"left": _side_corner(unit), "right": _side_corner(unit)}
    portrait = h > w
    if orientation == "tablet":
        slots = [("bottom", (i + 0.5) / players) for i in range(players)]
        corners["bottom"] = gap
    else:
        slots = _edge_slots(EDGE_COUNTS[players], portrait)
    per_edge = {e: sum(1 for s in slots if s[0] == e) for e in EDGE_ANGLE}
    seats = []
    for index, (edge, fraction) in enumerate(slots):
        along = w if edge in ("bottom", "top") else h
        corner = corners.get(edge, _pause_corner(unit))
        usable = along - 2 * corner
        share = TABLET_SHARE if orientation == "tablet" else 0.94  # the rest: gaps
        width = min(520 * unit, usable / max(1, per_edge[edge]) * share)
        depth = panel_depth(width, unit, orientation)
        pos = corner + usable * fraction
        inset = gap + depth / 2
        center = {
            "bottom": (pos, h - inset),
            "top": (pos, inset),
            "left": (inset, pos),
            "right": (w - inset, pos),
        }[edge]
        style = SEAT_STYLES[index]
        name = names[index] if names and index < len(names) else style.name
        angle = 0 if orientation == "tablet" else EDGE_ANGLE[edge]
        seats.append(
            Seat(index, edge, angle, center, (width, depth), style.colour, style.shape, name)
        )
    return seats


def pause_spots(size: tuple[int, int], orientation: str = "table") -> list[Placement]:
    """Where the ⏸ buttons go, each facing its side: two opposite corners at a table
    (bottom left for the bottom side, top right for the top), the two top corners on a
    tablet, whose bottom edge is all panels. Each is centred in a corner square the
    panels leave free (`_pause_corner`, `_side_corner`)."""
    w, h = size
    unit = min(w, h) / 1080
    c = (2 * EDGE_GAP + PAUSE_SIZE / 2) * unit
    if orientation == "tablet":
        return [Placement((c, c), 0), Placement((w - c, c), 0)]
    return [Placement((c, h - c), 0), Placement((w - c, c), 180)]


def seat_at(seats: list[Seat], pos: tuple[float, float]) -> int | None:
    """The seat whose panel is under `pos`, if any."""
    for seat in seats:
        if seat.contains(pos):
            return seat.index
    return None


def table_area(seats: list[Seat], size: tuple[int, int]) -> tuple[float, float, float, float]:
    """The free middle of the table (x, y, w, h) inside the seat panels."""
    w, h = size
    left = top = 0.0
    right, bottom = float(w), float(h)
    for seat in seats:
        depth = seat.panel_size[1] + EDGE_GAP * min(w, h) / 1080
        if seat.edge == "bottom":
            bottom = min(bottom, h - depth)
        elif seat.edge == "top":
            top = max(top, depth)
        elif seat.edge == "left":
            left = max(left, depth)
        elif seat.edge == "right":
            right = min(right, w - depth)
    return (left, top, right - left, bottom - top)
