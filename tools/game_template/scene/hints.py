"""What a child may touch in Template game: the cards the seat may turn, in board order
(never ordered by what is hidden)."""

from __future__ import annotations

from engine.drawing.display import Point
from games.template_game.actions import Turn
from games.template_game.rules import TemplateGameState
from games.template_game.scene.layout import CardGrid


def touches(state: TemplateGameState, grid: CardGrid, seat: int) -> list[Point]:
    cards = sorted(a.card for a in state.legal_actions(seat) if isinstance(a, Turn))
    return [grid.rects[card].center for card in cards]
