"""Where Template game's cards lie: a grid as large as the table's free middle allows,
from the table rectangle alone, rebuilt on every resize."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from engine.drawing.display import Point
from games.template_game.rules import grid_columns


@dataclass(frozen=True)
class CardGrid:
    rects: tuple[pygame.Rect, ...]  # each card's place, in card order
    side: int  # a card's side in pixels

    def card_at(self, pos: Point, slop: float) -> int | None:
        """The card under a finger (a card's place widened by `slop` for small fingers)."""
        grow = round(2 * slop)
        for card, rect in enumerate(self.rects):
            if rect.inflate(grow, grow).collidepoint(pos):
                return card
        return None


def card_grid(table: tuple[float, float, float, float], cards: int) -> CardGrid:
    x, y, w, h = table
    columns = grid_columns(cards)
    rows = math.ceil(cards / columns)
    cell = min(w / columns, h / rows)
    side = round(cell * 0.86)
    left = x + (w - cell * columns) / 2 + (cell - side) / 2
    top = y + (h - cell * rows) / 2 + (cell - side) / 2
    rects = tuple(
        pygame.Rect(
            round(left + (i % columns) * cell), round(top + (i // columns) * cell), side, side
        )
        for i in range(cards)
    )
    return CardGrid(rects, side)
