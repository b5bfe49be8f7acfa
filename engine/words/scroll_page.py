"""A seat's how-to page with no clear place for its words (`engine.words.howto`'s
`SeatHowTo` over its own panel): the words in parts a few lines deep, scrolled by the
arrows at its two ends."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from engine.drawing import theme
from engine.drawing.display import Image, Raster
from engine.drawing.images import plate_on, rounded
from engine.drawing.images import text as words
from engine.drawing.seats import PAUSE_SIZE
from engine.drawing.text import wrap

if TYPE_CHECKING:
    from engine.words.howto import HowToPage


SCROLL_PAD = 6  # design pixels between a scrolling page's edge and its arrows


def scroll_room(size: tuple[int, int], text_size: int, unit: float) -> tuple[float, int]:
    """A scrolling page's room for words: the width between its arrows, and how many
    lines fit under the page counter."""
    w, h = size
    side = PAUSE_SIZE * unit + 2 * SCROLL_PAD * unit + text_size * 0.4
    rows = int((h - text_size * 1.2) / (text_size * 1.2)) - 1
    return w - 2 * side, max(1, rows)


def scrolled(
    pages: list[HowToPage], size: tuple[int, int], text_size: int, unit: float
) -> list[HowToPage]:
    """`pages` as the parts a scrolling page of `size` shows, each as many lines as fit
    (the lines kept apart by newlines, as wrapped to its width)."""
    width, rows = scroll_room(size, text_size, unit)
    parts = []
    for page in pages:
        lines = wrap(page.text, text_size, width)
        for start in range(0, len(lines), rows):
            parts.append(replace(page, text="\n".join(lines[start : start + rows])))
    return parts


def scroll_image(
    size: tuple[int, int], page: HowToPage | None, counter: str, text_size: int
) -> Image:
    """One part of a scrolling page upright: the counter above its lines, in the middle
    between the arrows drawn over its two ends."""
    w, h = size
    t = text_size
    base = rounded(size, theme.PANEL, round(t * 0.6), theme.PANEL_EDGE, 3)
    lines = page.text.split("\n") if page else []
    said = [words(counter, t, theme.INK_SOFT)] + [words(line, t, theme.INK) for line in lines]

    def make(raster: Raster) -> pygame.Surface:
        surface = plate_on(raster, base)
        y = (h - len(said) * t * 1.2) / 2
        for line in said:
            surface.blit(raster(line), raster(line).get_rect(midtop=(w / 2, y)))
            y += t * 1.2
        return surface

    return Image(("howto-scroll", size, page, counter, t), size, make)
