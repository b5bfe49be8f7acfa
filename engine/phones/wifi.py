"""The table's Wi-Fi code, for phones to join the network the table's server is on: in
the two corners the ⏸ buttons leave free at a table (top left facing the top side, bottom
right facing the bottom), each a white tile with 📶 above the code.

It is as big as `WIFI_SIZE` ⏸ buttons where it can be, and smaller, by whole pixels per
module, where a crowded edge's panel reaches towards the corner (three panels along the
long edge of a 4:3 screen), so it never lies on a panel or its turn glow; where even one
pixel a module would not fit, or on a tablet (its bottom edge is all panels), none shows.
"""

from __future__ import annotations

from functools import lru_cache

import pygame
import segno
import segno.helpers

from engine.drawing.display import TARGET, DisplayList, Image, Raster
from engine.drawing.icons import picture
from engine.drawing.images import rounded_surface
from engine.drawing.panels import GLOW_REACH
from engine.drawing.seats import EDGE_GAP, PAUSE_SIZE, Placement, Seat
from engine.phones.code import BORDER, LIGHT, code

WIFI_SIZE = 1.25  # the code's largest side, in ⏸ buttons
WIFI_TALL = 1.4  # the tile's height, in its code's sides: 📶 above the code


def wifi_text(network: str, password: str) -> str:
    """The Wi-Fi code's text, as phones' cameras read it (WPA, or an open network)."""
    security = "WPA" if password else "nopass"
    return segno.helpers.make_wifi_data(ssid=network, password=password or None, security=security)


@lru_cache(maxsize=8)
def modules(text: str) -> int:
    """How many modules `text`'s code is across, with its quiet border."""
    return segno.make(text, error="m", micro=False).symbol_size(scale=1, border=BORDER)[0]


def _pad(side: int) -> int:
    return max(2, side // 14)


def tile_size(side: int) -> tuple[int, int]:
    """The tile round a code of `side` pixels, upright."""
    return (side + 2 * _pad(side), round(side * WIFI_TALL))


def wifi_spots(size: tuple[int, int], unit: float, side: int) -> list[Placement]:
    """Where the tiles round a code of `side` go: their outer corner the same way in from
    both corners' edges."""
    w, h = size
    tile_w, tile_h = tile_size(side)
    x = 2 * EDGE_GAP * unit - _pad(side) + tile_w / 2
    y = 2 * EDGE_GAP * unit + tile_h / 2
    return [Placement((x, y), 180), Placement((w - x, h - y), 0)]


def wifi_side(text: str, seats: list[Seat], size: tuple[int, int], unit: float) -> int | None:
    """The code's side: the largest, up to `WIFI_SIZE` ⏸ buttons, whose tiles lie clear of
    every panel and its glow; None where not even one pixel a module fits."""
    across = modules(text)
    largest = round(PAUSE_SIZE * WIFI_SIZE * unit)
    reach = round(GLOW_REACH * unit)
    panels = [seat.screen_rect().inflate(2 * reach, 2 * reach) for seat in seats]
    for side in (largest, *(k * across for k in range(largest // across, 0, -1))):
        tiles = [_tile_rect(side, spot) for spot in wifi_spots(size, unit, side)]
        if not any(tile.colliderect(panel) for tile in tiles for panel in panels):
            return side
    return None


def _tile_rect(side: int, spot: Placement) -> pygame.Rect:
    w, h = tile_size(side)
    w, h = (w, h) if spot.angle % 180 == 0 else (h, w)
    rect = pygame.Rect(0, 0, w, h)
    rect.center = (round(spot.center[0]), round(spot.center[1]))
    return rect


def wifi_tile(text: str, side: int) -> Image:
    """The Wi-Fi code of `side` pixels under 📶, upright."""
    pad = _pad(side)
    size = tile_size(side)
    band = size[1] - side - pad  # above the code: the top padding and 📶, clear of the code

    def make(raster: Raster) -> pygame.Surface:
        tile = rounded_surface(size, LIGHT, pad * 2)
        sign = raster(picture("📶", round((band - pad) * 0.9)))
        tile.blit(sign, sign.get_rect(center=(size[0] / 2, (band + pad) / 2)))
        tile.blit(raster(code(text, side)), (pad, band))
        return tile

    return Image(("phone-wifi", text, side), size, make)


def paint_wifi(frame: DisplayList, text: str, seats: list[Seat], unit: float) -> None:
    """The table's Wi-Fi code in both free corners, each facing its side (none where no
    code fits clear of the panels)."""
    side = wifi_side(text, seats, frame.size, unit)
    if side is None:
        return
    tile = wifi_tile(text, side)
    for spot in wifi_spots(frame.size, unit, side):
        frame.sprite(
            tile, spot.center, angle=spot.angle, kind=TARGET, still=True, what="Wi-Fi code"
        )
