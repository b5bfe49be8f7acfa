"""Moments: named positions a game can be put in, one move before something the table
says (a banner, an explainer, a summary, a pop), so that the layout audit sees every one
of them at every size and seat count, not only those its computer players happen to reach.

A game declares its moments in its `moments.py` (pure Python, like its rules): each
stages a rules position for a number of players and names the move that makes the table
speak, and the words it must then show.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from games.core.codec import Action
from games.core.state import GameState

Staged = tuple[GameState, int, Action]  # the position, the seat to move and its move


@dataclass(frozen=True)
class Moment:
    """`stage(players)` gives the position and the move; `says` are the translation keys
    (or, for a pop, the literal words) the table must show once the move is told, and
    `players` the seat counts the position can be staged for (inclusive)."""

    name: str
    stage: Callable[[int], Staged]
    says: tuple[str, ...]
    players: tuple[int, int] = (1, 99)

    def fits(self, players: int) -> bool:
        return self.players[0] <= players <= self.players[1]
