"""The codes a phone scans, as upright pictures: a seat's, on its panel, turned with it
to face its player (the table's Wi-Fi code is `wifi.py`'s).

A seat's code is a white tile at its panel's left end: the QR code, painted with whole
pixels per module, dark on white with a quiet border so a phone's camera reads it even
small, and under it the seat's code in letters, for a phone that cannot scan (its page,
at the table's address, asks for them). A seat whose phone is joined shows 📱 ✅ on its
colour instead (the table's mark that the seat's hand is on its phone), and 📱 ⏳ while
that phone is joining again (its code was spent: a tap on the seat's 📱 deals a new one).
Each is an `Image` said as an item facing its seat: a code is something to aim at (a
TARGET), the marks words to read (WORDS), so placement keeps the table's words off them
and the layout audit judges them. Painting only: the table decides what shows.
"""

from __future__ import annotations

import dataclasses

import pygame
import segno

from engine.drawing import theme
from engine.drawing.display import TARGET, WORDS, DisplayList, Image, Raster, Sprite
from engine.drawing.icons import picture
from engine.drawing.images import rounded_surface
from engine.drawing.images import text as words
from engine.drawing.panels import PanelPlan
from engine.drawing.seats import Seat
from engine.drawing.text import measure
from engine.phones.tokens import INVITE_ALPHABET, INVITE_LETTERS

BORDER = 2  # modules of quiet white round a code (phones read two well on a screen)
MODULES = 25 + 2 * BORDER  # a seat's code across: its URL fits QR version 2 (IPv4)
DARK, LIGHT = (24, 24, 28), (255, 255, 255)
WIDE_ENOUGH = 2.4  # a panel this many times as wide as deep has room for a code
JOINED, AWAY = ("joined",), ("away",)  # what a seat's spot shows besides its code's URL


def has_room(size: tuple[float, float]) -> bool:
    """Is a panel of this size wide enough for a code beside its words? (Not the narrow
    panels of five or more seats along a tablet's edge.)"""
    return size[0] >= WIDE_ENOUGH * size[1]


@dataclasses.dataclass(frozen=True)
class Spot:
    """Where a seat's code lies on its panel (upright pixels): the tile, the QR code's
    side at the tile's top and the letters' type size under it."""

    tile: pygame.Rect
    side: int
    letters: int


def code_column(plan: PanelPlan, size: tuple[int, int]) -> tuple[PanelPlan, Spot] | None:
    """The panel's plan with the code's tile kept at its left end (the name row and the
    game's slot moved right of it); None for a panel too narrow for one."""
    if not has_room(size):
        return None
    spot = _spot(plan, size)
    shift = spot.tile.width + plan.name_row.top  # the tile and a padding after it
    name_row, slot = plan.name_row.copy(), plan.slot.copy()
    name_row.width -= shift
    name_row.left += shift
    slot.width = max(1, slot.width - shift)
    slot.left += shift
    return dataclasses.replace(plan, name_row=name_row, slot=slot), spot


def _spot(plan: PanelPlan, size: tuple[int, int]) -> Spot:
    """The code's tile at the panel's left end, inside its padding: as deep as the panel
    lets it, as wide as the widest code's letters at the panel's label size; the QR code
    above them as big as whole pixels per module make it."""
    pad = plan.name_row.top  # the panel's padding (a code moves the name row right, not down)
    room = size[1] - 2 * pad
    letters = plan.sizes.label
    widest = max(measure(c, letters)[0] for c in INVITE_ALPHABET)
    under = measure("0", letters)[1]
    above = room - under
    side = max(above // MODULES * MODULES, min(above, MODULES))
    width = max(side, widest * INVITE_LETTERS + 4)  # a hair of white either side
    return Spot(pygame.Rect(pad, (size[1] - room) // 2, width, room), side, letters)


def code(text: str, side: int) -> Image:
    """`text` as a QR code on a white square of `side` pixels."""
    return Image(("phone-code", text, side), (side, side), lambda _: paint_code(text, side))


def code_tile(url: str, letters: str, spot: Spot) -> Image:
    """A seat's tile: its URL's QR code, and its code in letters under it."""
    size = spot.tile.size
    art, said = code(url, spot.side), words(letters, spot.letters, DARK)

    def make(raster: Raster) -> pygame.Surface:
        tile = rounded_surface(size, LIGHT, max(2, spot.side // 16))
        tile.blit(raster(art), raster(art).get_rect(midtop=(size[0] // 2, 0)))
        tile.blit(raster(said), raster(said).get_rect(midbottom=(size[0] // 2, size[1])))
        return tile

    return Image(("phone-tile", url, letters, size, spot.side, spot.letters), size, make)


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


def mark(side: int, colour: theme.Colour, away: bool) -> Image:
    """What a seat's spot shows while a phone holds it: 📱 on the seat's colour, ✅ while
    it is joined, ⏳ (on a paler colour) while it is joining again."""

    def make(raster: Raster) -> pygame.Surface:
        out = rounded_surface((side, side), theme.lighten(colour, 0.8 if away else 0.55), side // 8)
        phone = raster(picture("📱", round(side * 0.62)))
        out.blit(phone, phone.get_rect(center=(side * 0.45, side * 0.5)))
        sign = raster(picture("⏳" if away else "✅", round(side * 0.34)))
        out.blit(sign, sign.get_rect(center=(side * 0.74, side * 0.72)))
        return out

    return Image(("phone-mark", side, colour, away), (side, side), make)


def spot_centre(seat: Seat, plan: PanelPlan) -> tuple[float, float]:
    """Where the seat's code tile shows on the screen: the centre of the one
    `code_column` kept on its panel (where the pointing hand points at a hand on a
    phone)."""
    size = (round(seat.panel_size[0]), round(seat.panel_size[1]))
    tile = _spot(plan, size).tile
    return seat.to_screen((tile.centerx - size[0] / 2, tile.centery - size[1] / 2))


def spot_rect(seat: Seat, plan: PanelPlan) -> pygame.Rect:
    """The seat's code tile on the screen (turned with its panel): what a tap opens."""
    size = (round(seat.panel_size[0]), round(seat.panel_size[1]))
    w, h = _spot(plan, size).tile.size
    rect = pygame.Rect(0, 0, *((w, h) if seat.angle % 180 == 0 else (h, w)))
    x, y = spot_centre(seat, plan)
    rect.center = (round(x), round(y))
    return rect


def paint_spot(
    frame: DisplayList, seat: Seat, plan: PanelPlan, shown: str | tuple[str], letters: str = ""
) -> Sprite:
    """The seat's code tile (its URL `shown`, with `letters` under it), or its 📱 mark
    (`shown` JOINED or AWAY), over the spot `code_column` kept on its panel, turned to face
    the seat: a code to aim a phone at, or the mark that the seat's hand is on a phone."""
    size = (round(seat.panel_size[0]), round(seat.panel_size[1]))
    spot = _spot(plan, size)
    at = spot_centre(seat, plan)
    n = seat.index + 1
    if isinstance(shown, tuple):
        side = min(spot.tile.size)
        art, kind = mark(side, seat.colour, shown == AWAY), WORDS
        what, text_px = f"seat {n}'s hand on its phone", 0
    else:
        art, kind = code_tile(shown, letters, spot), TARGET
        what, text_px = f"phone code of seat {n}", spot.letters
    return frame.sprite(
        art,
        at,
        angle=seat.angle,
        kind=kind,
        seat=seat.index,
        still=True,
        what=what,
        text_px=text_px,
    )
