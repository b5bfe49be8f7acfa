"""Who starts, told before the first move: a few words pop up at the seat that makes it,
facing it, with why in a picture (⭐ chosen at setup, 🎲 drawn by the table, MemoDiXe's 🧒
youngest, Memorandum's first dealer), while its panel says "Your turn!". A short pop, not a
banner: a banner for the whole table would hold a crowded table still until tapped.

A game says who starts with its scene's declared `traits.who_starts(state)`; the scene's
`FirstTurn` tells it once, on its first update (not under the how-to that may open over a
new game first), for a new game of two or more (a resumed game has moves), until the first
player moves."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.i18n import tr
from engine.words.reactions import Pop, Reactions
from games.core.options import RANDOM

if TYPE_CHECKING:
    from collections.abc import Callable

    from games.core import GameState
    from games.core.match import Match
    from games.core.registry import GameSpec


@dataclass(frozen=True)
class Starting:
    seat: int
    key: str = "start.chosen"  # the words for a seat chosen at setup (or by the rule book)
    random_key: str = "start.random"  # the words for a seat the table drew
    picture: str = "⭐"  # why, in a picture: 🎲 when the table drew the seat


class FirstTurn:
    """The game scene's part that tells who starts: on its first update it keeps the
    opening position and pops the star; on later ones it takes the star away once it has
    said its piece. Reads the match (its moves and state), the game's spec (whether the
    table drew the starter) and the game's declared `who_starts`."""

    def __init__(
        self,
        match: Match,
        spec: GameSpec,
        reactions: Reactions,
        who_starts: Callable[[GameState], Starting | None],
    ) -> None:
        self.match = match
        self.spec = spec
        self.reactions = reactions
        self.who_starts = who_starts
        self.opening: object = None  # the state the game began its first update with
        self.star: Pop | None = None  # the star said, while it may still show
        self.begun = False

    def update(self, now: float) -> None:
        if self.begun:
            self._follow(now)
            return
        self.begun = True
        self.opening = self.match.state
        self._tell(now)

    def _tell(self, now: float) -> None:
        """The star, unless there is nothing to tell."""
        match = self.match
        fresh = not match.record.moves and match.record.players > 1
        starting = self.who_starts(match.state) if fresh else None
        if starting is None:
            return
        drawn = self.spec.choices.full(match.state.options).get("starter") == RANDOM
        key, picture = (starting.random_key, "🎲") if drawn else (starting.key, starting.picture)
        self.reactions.pop(picture, tr(key), starting.seat, now)
        self.star = self.reactions.pops[-1]

    def _follow(self, now: float) -> None:
        """The star goes once a player has moved (the move says who started, and the
        star would only crowd what the move brings), or with a position staged in place of
        the opening one."""
        if self.star is None or not self.star.showing(now):
            self.star = None
            return
        moved = any(move["seat"] >= 0 for move in self.match.record.moves)
        if moved or self.match.state is not self.opening:
            reactions = self.reactions
            reactions.pops = [pop for pop in reactions.pops if pop is not self.star]
            reactions.placed.pop(self.star, None)
            self.star = None
