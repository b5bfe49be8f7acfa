"""Drawing Template game's table from its picture and layout: each card a tile (the
engine's, face up with its picture or its common back); a card taken leaves its place."""

from __future__ import annotations

from collections.abc import Callable

from engine.drawing.display import PIECE, DisplayList
from engine.drawing.pieces import tile
from games.template_game.actions import PICTURES, TAKEN
from games.template_game.scene.layout import CardGrid
from games.template_game.scene.picture import Picture


def paint_cards(
    frame: DisplayList, grid: CardGrid, picture: Picture, shake: Callable[[int], float]
) -> None:
    for card, (rect, face) in enumerate(zip(grid.rects, picture.cards, strict=True)):
        if face == TAKEN:
            continue
        dx = round(shake(card))
        look = tile(grid.side, PICTURES[face] if face >= 0 else None)
        at = rect.move(dx, 0).topleft
        frame.sprite(look, at, anchor="topleft", kind=PIECE, still=dx == 0, what=f"card {card}")
