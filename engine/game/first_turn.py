"""Who starts, told before the first move: a star pops up at the seat that makes it,
facing it, with why (drawn at random, chosen at setup, MemoDiXe's youngest, Memorandum's
first dealer), while its panel says "Your turn!". A pop, not a banner: a banner for the
whole table would hold a crowded table still until someone tapped it.

A game says who starts with its scene's `who_starts()` hook; the base tells it once, on
the first update of a new game (not under the how-to that may open over it first, and
not on a resumed game, which has moves)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.i18n import tr
from games.core.options import RANDOM


@dataclass(frozen=True)
class Starting:
    seat: int
    key: str = "start.chosen"  # the words for a seat chosen at setup (or by the rule book)
    random_key: str = "start.random"  # the words for a seat the table drew


@dataclass
class FirstTurn:
    opening: object  # the state the match set up: a position staged in its place (tests)
    told: bool = False  # is not a game's start

    def tell(self, scene) -> None:
        """The star, once, before any move of a new game of two or more."""
        if self.told:
            return
        self.told = True
        fresh = scene.state is self.opening and not scene.record.moves
        starting = scene.who_starts() if fresh and scene.setup.players > 1 else None
        if starting is None:
            return
        way = scene.spec.choices.full(scene.state.options).get("starter")
        key = starting.random_key if way == RANDOM else starting.key
        scene.reactions.pop("⭐", tr(key), starting.seat, scene.app.now)
