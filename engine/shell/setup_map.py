"""The setup's map of the table: the screen in small, with each seat's panel in its colour and
its token (colour and shape) where `layout_seats` will put it, so the people choosing seats
see where each one of the list sits around the table."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.drawing import theme
from engine.drawing.display import WORDS, DisplayList
from engine.drawing.images import token
from engine.drawing.seats import layout_seats


@dataclass(frozen=True)
class TableMap:
    """Where the map lies on the setup card and where each seat's token sits on it."""

    rect: pygame.Rect  # the table, the screen's shape in small
    scale: float  # map pixels per screen pixel
    spots: tuple[tuple[float, float], ...]  # each seat's token, in seat order
    panels: tuple[pygame.Rect, ...]  # each seat's panel, in small


def table_map(
    players: int,
    screen: tuple[int, int],
    orientation: str,
    center: tuple[float, float],
    box: tuple[float, float],
) -> TableMap:
    """The map of `players` seats on a `screen`-sized table, as large as fits in `box`
    (width, height) around `center`."""
    seats = layout_seats(players, screen, orientation)
    w, h = screen
    scale = min(box[0] / w, box[1] / h)
    rect = pygame.Rect(0, 0, round(w * scale), round(h * scale))
    rect.center = (round(center[0]), round(center[1]))
    spots = tuple((rect.left + s.center[0] * scale, rect.top + s.center[1] * scale) for s in seats)
    panels = []
    for seat in seats:
        panel = seat.screen_rect()
        small = pygame.Rect(0, 0, round(panel.width * scale), round(panel.height * scale))
        small.center = (round(spots[seat.index][0]), round(spots[seat.index][1]))
        panels.append(small)
    return TableMap(rect, scale, spots, tuple(panels))


def paint_map(frame: DisplayList, plan: TableMap, unit: float) -> None:
    """The felt in small, each seat's panel in its light colour and its token on it."""
    rect = plan.rect
    frame.mark(WORDS, rect.inflate(6 * unit, 6 * unit), "the table's map")
    frame.shape(
        "rect", theme.TABLE_RIM, rect.inflate(6 * unit, 6 * unit), 0, round(10 * unit), still=True
    )
    frame.shape("rect", theme.TABLE_LIGHT, rect, 0, round(8 * unit), still=True)
    for seat, (panel, spot) in enumerate(zip(plan.panels, plan.spots, strict=True)):
        style = theme.SEAT_STYLES[seat]
        frame.shape("rect", theme.lighten(style.colour, 0.6), panel, 0, round(3 * unit), still=True)
        side = max(8, round(min(panel.width, panel.height) * 1.6))
        mark = token(style.shape, style.colour, side)
        frame.sprite(mark, spot, still=True, what=f"seat {seat + 1} on the map")
