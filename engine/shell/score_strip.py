"""The scores in a strip beyond each row of the results' buttons: every seat's token and
points, best first, a crown before each winner. It shows while a review page covers that
side's board, so the scores and the winner stay in sight with every page open; pictures
and numbers only, so it reads the same in every language."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.drawing import theme
from engine.drawing.display import Image, Raster
from engine.drawing.icons import picture
from engine.drawing.images import rounded, token
from engine.drawing.images import text as words
from engine.drawing.text import measure

CROWN = "👑"


@dataclass(frozen=True)
class Entry:
    """One seat on the strip: its token, its points and whether it won."""

    seat: int
    shape: str
    colour: theme.Colour
    points: str
    won: bool


def entries(scores: list[float], winners: set[int]) -> tuple[Entry, ...]:
    """Every seat, best first (a shared place keeps the seats' order)."""
    order = sorted(range(len(scores)), key=lambda s: -scores[s])
    styles = theme.SEAT_STYLES
    return tuple(
        Entry(s, styles[s].shape, styles[s].colour, f"{scores[s]:g}", s in winners) for s in order
    )


def _width(entry: Entry, size: int) -> float:
    crown = size * 1.3 if entry.won else 0.0
    return crown + size * 1.5 + measure(entry.points, size)[0]


def plan_rows(found: tuple[Entry, ...], width: float, size: int) -> list[tuple[Entry, ...]]:
    """The entries in as few rows as fit `width` at `size` (one where they fit)."""
    for count in range(1, len(found) + 1):
        per = -(-len(found) // count)
        rows = [found[i : i + per] for i in range(0, len(found), per)]
        if all(sum(_width(e, size) + size for e in row) <= width for row in rows):
            return rows
    return [(entry,) for entry in found]


def strip_image(found: tuple[Entry, ...], size: tuple[int, int], text: int) -> Image:
    """The strip upright, `size` pixels, its numbers at `text` (at least the floor)."""
    w, h = size
    rows = plan_rows(found, w - text, text)
    line = min(h / len(rows), text * 1.6)

    def make(raster: Raster) -> pygame.Surface:
        strip = raster(rounded(size, theme.PANEL, round(text * 0.6), theme.PANEL_EDGE, 2)).copy()
        top = (h - line * len(rows)) / 2
        for r, row in enumerate(rows):
            y = top + line * (r + 0.5)
            x = (w - sum(_width(e, text) + text for e in row) + text) / 2
            for entry in row:
                if entry.won:
                    crown = raster(picture(CROWN, round(text * 1.2)))
                    strip.blit(crown, crown.get_rect(midleft=(round(x), round(y))))
                    x += text * 1.3
                mark = raster(token(entry.shape, entry.colour, round(text * 1.2)))
                strip.blit(mark, mark.get_rect(midleft=(round(x), round(y))))
                x += text * 1.5
                points = raster(words(entry.points, text, theme.INK))
                strip.blit(points, points.get_rect(midleft=(round(x), round(y))))
                x += measure(entry.points, text)[0] + text
        return strip

    return Image(("score-strip", found, size, text), size, make)
