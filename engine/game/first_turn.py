"""Who starts, told before the first move: a few words pop up at the seat that makes it,
facing it, with why in a picture (⭐ chosen at setup, 🎲 drawn by the table, MemoDiXe's 🧒
youngest, Memorandum's first dealer), while its panel says "Your turn!". A short pop, not a
banner: a banner for the whole table would hold a crowded table still until tapped.

A game says who starts with its scene's `who_starts()` hook; the scene tells it once, on
its first update (not under the how-to that may open over a new game first), for a new
game of two or more (a resumed game has moves), until the first player moves."""

from __future__ import annotations

from dataclasses import dataclass

from engine.i18n import tr
from engine.words.reactions import Pop
from games.core.options import RANDOM


@dataclass(frozen=True)
class Starting:
    seat: int
    key: str = "start.chosen"  # the words for a seat chosen at setup (or by the rule book)
    random_key: str = "start.random"  # the words for a seat the table drew
    picture: str = "⭐"  # why, in a picture: 🎲 when the table drew the seat


@dataclass
class FirstTurn:
    opening: object  # the state the game began its first update with
    star: Pop | None = None  # the star said, while it may still show

    def tell(self, scene) -> None:
        """The star, unless there is nothing to tell."""
        fresh = not scene.record.moves and scene.setup.players > 1
        starting = scene.who_starts() if fresh else None
        if starting is None:
            return
        drawn = scene.spec.choices.full(scene.state.options).get("starter") == RANDOM
        key, picture = (starting.random_key, "🎲") if drawn else (starting.key, starting.picture)
        scene.reactions.pop(picture, tr(key), starting.seat, scene.app.now)
        self.star = scene.reactions.pops[-1]

    def follow(self, scene) -> None:
        """The star goes once a player has moved (the move says who started, and the
        star would only crowd what the move brings), or with a position staged in place of
        the opening one."""
        if self.star is None or not self.star.showing(scene.app.now):
            self.star = None
            return
        moved = any(move["seat"] >= 0 for move in scene.record.moves)
        if moved or scene.state is not self.opening:
            reactions = scene.reactions
            reactions.pops = [pop for pop in reactions.pops if pop is not self.star]
            reactions.placed.pop(self.star, None)
            self.star = None


class TellsWhoStarts:
    """The game scene's part: the hook, and the star told on its first update."""

    first_turn: FirstTurn | None = None

    def who_starts(self) -> Starting | None:
        """Who makes the first move (and why, in words), or None: nobody alone."""
        return None

    def tell_who_starts(self) -> None:
        if self.first_turn is None:
            self.first_turn = FirstTurn(self.state)
            self.first_turn.tell(self)
        else:
            self.first_turn.follow(self)
