"""Where things lie on Devil's Circle's table, worked out from the free middle, the seats
and the unit, and nothing else: the ring, the searched card and the pot, each seat's coin
pile and won cards, its Pass button, its ALL FIVE slots and the room left for its prompt.

It is recomputed on every resize (the scene never stores a surface or a position that a
resize could leave behind), so anything that flies or is drawn asks it at that moment.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from engine import pieces
from engine.seats import Seat

Point = tuple[float, float]
Size = tuple[float, float]

RING_SHARE = 0.37  # the ring's radius, as a share of the middle's shorter side
SLOT_RADIUS = 24  # layout units: an ALL FIVE slot
PROMPT_GAP = 12  # layout units between the prompt and what lies right of it


@dataclass(frozen=True)
class Layout:
    unit: float
    bounds: tuple[float, float, float, float]  # the free middle: x, y, w, h
    centre: Point
    radius: float  # of the ring of disc places
    card_size: tuple[int, int]
    pot_pos: Point
    stack_pos: Point
    coin_points: tuple[Point, ...]  # per seat, on screen: its coin pile (none without coins)
    card_points: tuple[Point, ...]  # per seat, on screen: its won cards
    pass_places: tuple[tuple[Point, Size], ...]  # per seat, in its frame: centre, size

    def coin_point(self, seat: int) -> Point:
        return self.coin_points[seat]

    def card_point(self, seat: int) -> Point:
        return self.card_points[seat]

    def prompt_span(self, seat: Seat, passing: bool, all_five: bool) -> tuple[float, float]:
        """Left and right end (in the seat's frame) of the prompt's stretch in front of
        the panel: short of a Pass button lying there, or of the ALL FIVE slots."""
        width, depth = seat.panel_size
        right = width / 2
        (x, y), (w, _h) = self.pass_places[seat.index]
        if passing and y < -depth / 2:
            right = x - w / 2 - PROMPT_GAP * self.unit
        elif all_five:
            right = _flip_slot_left(seat, self.unit) - PROMPT_GAP * self.unit
        return -width / 2, right

    def flip_slots(self, seat: Seat) -> list[Point]:
        """ALL FIVE: the two round slots in front of the seat on turn (screen points)."""
        r = SLOT_RADIUS * self.unit
        width, depth = seat.panel_size
        return [
            seat.to_screen((width * 0.2 + i * r * 2.4, -(depth / 2 + r * 1.25))) for i in (0, 1)
        ]


def lay_out(
    table: tuple[float, float, float, float],
    seats: Sequence[Seat],
    slots: Sequence[pygame.Rect],
    unit: float,
    pass_size: Size,
    kids: bool,
    use_coins: bool,
) -> Layout:
    """The table's geometry. `slots` are the seats' panel slots (upright pixels),
    `pass_size` the Pass button's size (bigger in party mode)."""
    x, y, w, h = table
    centre = (x + w / 2, y + h / 2)
    radius = min(w, h) * RING_SHARE
    card_w = round(radius * 0.46)
    placed = list(zip(seats, slots, strict=True))
    return Layout(
        unit=unit,
        bounds=(x, y, w, h),
        centre=centre,
        radius=radius,
        card_size=(card_w, round(card_w * pieces.CARD_RATIO)),
        pot_pos=(centre[0] + card_w * 1.05, centre[1]),
        stack_pos=(centre[0] - card_w * 1.05, centre[1]),
        coin_points=tuple(_anchor(s, slot, "coins", use_coins) for s, slot in placed)
        if use_coins
        else (),
        card_points=tuple(_anchor(s, slot, "cards", use_coins) for s, slot in placed),
        pass_places=tuple(_pass_place(s, slot, unit, pass_size, kids) for s, slot in placed),
    )


def spots(slot: pygame.Rect, use_coins: bool) -> dict[str, pygame.Rect]:
    """Where the coin pile and the won cards go in a panel slot: side by side on a long
    panel, one above the other on a short one (side seats of a wide screen)."""
    if not use_coins:
        return {"cards": slot.copy()}
    if slot.w >= slot.h * 2.6:
        split = slot.x + max(slot.h * 1.9, slot.w * 0.36)
        coins = pygame.Rect(slot.x, slot.y, split - slot.x, slot.h)
        return {"coins": coins, "cards": pygame.Rect(split, slot.y, slot.right - split, slot.h)}
    half = slot.h // 2
    return {
        "coins": pygame.Rect(slot.x, slot.y, slot.w, half),
        "cards": pygame.Rect(slot.x, slot.y + half, slot.w, slot.h - half),
    }


def _anchor(seat: Seat, slot: pygame.Rect, which: str, use_coins: bool) -> Point:
    """Where on screen a seat's coin pile or won cards are (for things flying there)."""
    w, h = seat.panel_size
    area = spots(slot, use_coins)[which]
    return seat.to_screen((area.x + area.h * 0.5 - w / 2, area.centery - h / 2))


def _pass_place(
    seat: Seat, slot: pygame.Rect, unit: float, size: Size, kids: bool
) -> tuple[Point, Size]:
    """The Pass button's centre (in the seat's frame) and size. Grown-ups: in front of
    the panel, right of the prompt. Party mode: the bigger button would reach the ring's
    nearest discs there, so it lies on the seat's own panel, over its coins and cards
    while it shows (they are back as soon as the turn goes on)."""
    width, depth = seat.panel_size
    if not kids:
        return (width * 0.28, -(depth / 2 + size[1] / 2 + 10 * unit)), size
    size = (min(size[0], slot.w), min(size[1], slot.h))
    return (slot.centerx - width / 2, slot.centery - depth / 2), size


def _flip_slot_left(seat: Seat, unit: float) -> float:
    """Where the ALL FIVE slots begin, in the seat's own frame (the prompt stays left)."""
    return seat.panel_size[0] * 0.2 - SLOT_RADIUS * unit


def distance(a: Point, b: Point) -> float:
    """Plain distance, computed as it always was here: two ring places can lie exactly as
    far from a side seat, and which comes first must not change with rounding."""
    return ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5
