"""The codes a phone scans, as upright pictures: a seat's, on its panel, turned with it
to face its player (the table's Wi-Fi code is `wifi.py`'s).

A code is painted with whole pixels per module, dark on white with a quiet border, so a
phone's camera reads it even small; a seat whose phone is joined shows 📱 instead (the
table's mark that the seat's hand is on its phone), and its code again as soon as the
phone drops. Each is an `Image` said as an item facing its seat: a code is something to
aim at (a TARGET), the mark words to read (WORDS), so placement keeps the table's words
off them and the layout audit judges them. Painting only: the table decides what shows.
"""

from __future__ import annotations

import dataclasses

import pygame
import segno

from engine.drawing import theme
from engine.drawing.display import TARGET, WORDS, DisplayList, Image, Raster, Sprite
from engine.drawing.icons import picture
from engine.drawing.images import rounded_surface
from engine.drawing.panels import PanelPlan
from engine.drawing.seats import Seat

BORDER = 2  # modules of quiet white round a code (phones read two well on a screen)
MODULES = 29 + 2 * BORDER  # a seat's code across: its URL fits QR version 3 (IPv4)
DARK, LIGHT = (24, 24, 28), (255, 255, 255)
WIDE_ENOUGH = 2.4  # a panel this many times as wide as deep has room for a code


def has_room(size: tuple[float, float]) -> bool:
    """Is a panel of this size wide enough for a code beside its words? (Not the narrow
    panels of five or more seats along a tablet's edge.)"""
    return size[0] >= WIDE_ENOUGH * size[1]


def code_square(plan: PanelPlan, size: tuple[int, int]) -> tuple[PanelPlan, pygame.Rect] | None:
    """The panel's plan with a square kept at its left end for the seat's code (the name
    row and the game's slot moved right of it); None for a panel too narrow for one."""
    if not has_room(size):
        return None
    square = _square(plan, size)
    shift = square.width + plan.name_row.top  # the square and a padding after it
    name_row, slot = plan.name_row.copy(), plan.slot.copy()
    name_row.width -= shift
    name_row.left += shift
    slot.width = max(1, slot.width - shift)
    slot.left += shift
    return dataclasses.replace(plan, name_row=name_row, slot=slot), square


def _square(plan: PanelPlan, size: tuple[int, int]) -> pygame.Rect:
    """The code's square at the panel's left end, inside its padding (upright pixels), as
    big as whole pixels per module make it: no wider than the code needs."""
    pad = plan.name_row.top  # the panel's padding (a code moves the name row right, not down)
    room = size[1] - 2 * pad
    side = max(room // MODULES * MODULES, min(room, MODULES))
    return pygame.Rect(pad, (size[1] - side) // 2, side, side)


def code(text: str, side: int) -> Image:
    """`text` as a QR code on a white square of `side` pixels."""
    return Image(("phone-code", text, side), (side, side), lambda _: paint_code(text, side))


def paint_code(text: str, side: int) -> pygame.Surface:
    """The code's pixels: whole pixels per module, centred on the white square."""
    symbol = segno.make(text, error="m", micro=False)
    modules = symbol.symbol_size(scale=1, border=BORDER)[0]
    rows = b"".join(bytes(row) for row in symbol.matrix_iter(scale=1, border=BORDER))
    small = pygame.image.frombytes(rows, (modules, modules), "P")
    small.set_palette([LIGHT, DARK])
    scale = max(1, side // modules)
    sharp = pygame.transform.scale(small, (modules * scale, modules * scale))
    out = pygame.Surface((side, side))
    out.fill(LIGHT)
    out.blit(sharp, sharp.get_rect(center=out.get_rect().center))
    return out


def joined_mark(side: int, colour: theme.Colour) -> Image:
    """What a seat's square shows while its phone is joined: 📱 on the seat's colour."""

    def make(raster: Raster) -> pygame.Surface:
        out = rounded_surface((side, side), theme.lighten(colour, 0.55), side // 8)
        phone = raster(picture("📱", round(side * 0.62)))
        out.blit(phone, phone.get_rect(center=(side * 0.45, side * 0.5)))
        tick = raster(picture("✅", round(side * 0.34)))
        out.blit(tick, tick.get_rect(center=(side * 0.74, side * 0.72)))
        return out

    return Image(("phone-joined", side, colour), (side, side), make)


def square_centre(seat: Seat, plan: PanelPlan) -> tuple[float, float]:
    """Where the seat's square shows on the screen: the centre of the one `code_square`
    kept on its panel (where the pointing hand points at a hand on a phone)."""
    size = (round(seat.panel_size[0]), round(seat.panel_size[1]))
    square = _square(plan, size)
    return seat.to_screen((square.centerx - size[0] / 2, square.centery - size[1] / 2))


def paint_square(frame: DisplayList, seat: Seat, plan: PanelPlan, url: str | None) -> Sprite:
    """The seat's code (or, joined, 📱) over the square `code_square` kept on its panel,
    turned to face the seat: a code to aim a phone at, or the mark that the seat's hand
    is on its phone."""
    size = (round(seat.panel_size[0]), round(seat.panel_size[1]))
    side = _square(plan, size).width
    at = square_centre(seat, plan)
    n = seat.index + 1
    if url:
        art, kind, what = code(url, side), TARGET, f"phone code of seat {n}"
    else:
        art, kind, what = joined_mark(side, seat.colour), WORDS, f"seat {n}'s hand on its phone"
    return frame.sprite(
        art, at, angle=seat.angle, kind=kind, seat=seat.index, still=True, what=what
    )
