"""Template game's rules: cards lie face down in a grid, in pairs. On your turn, turn two;
a pair is yours and you go again, else they stay up until the next player turns a card
(so everyone may look) and the turn passes. The most pairs win once every pair is taken."""

from __future__ import annotations

import copy
import math
import random
from typing import Any

from games.core import Action, Event, GameState
from games.core.options import chosen_seat
from games.template_game.actions import (
    DOWN,
    TAKEN,
    PairTaken,
    Shown,
    TemplateGameView,
    Turn,
    TurnedBack,
)
from games.template_game.options import OPTIONS, Options


class TemplateGameState(GameState):
    def __init__(self, players: int, seed: int, options: dict[str, Any]) -> None:
        OPTIONS.check(options, players, "Template game")
        super().__init__(players, seed, options)
        self.opts = OPTIONS.read(options, Options)
        self.pictures = [picture for picture in range(self.opts.pairs) for _ in range(2)]
        self.rng.shuffle(self.pictures)
        drawn = self.rng.randrange(players)  # drawn anyway: the seed deals the same cards
        chosen = chosen_seat(self.opts.starter, players)
        self.first = drawn if chosen is None else chosen
        self.turn = self.first
        self.taken = [False] * len(self.pictures)
        self.up: list[int] = []  # this turn's cards, or the last turn's two that were no pair
        self.pairs = [0] * players

    def to_act(self) -> frozenset[int]:
        return frozenset() if self.over else frozenset({self.turn})

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        turned = self._turned()
        return [Turn(c) for c, gone in enumerate(self.taken) if not gone and c not in turned]

    def _turned(self) -> list[int]:
        """The cards turned up this turn (the last turn's two no longer count)."""
        return self.up if len(self.up) < 2 else []

    def _apply(self, seat: int, action: Action) -> list[Event]:
        assert isinstance(action, Turn)
        events: list[Event] = []
        if len(self.up) == 2:
            events.append(TurnedBack((self.up[0], self.up[1])))
            self.up = []
        self.up.append(action.card)
        events.append(Shown(seat, action.card, self.pictures[action.card]))
        if len(self.up) == 2:
            first, second = self.up
            if self.pictures[first] == self.pictures[second]:
                self.taken[first] = self.taken[second] = True
                self.pairs[seat] += 1
                self.up = []
                events.append(PairTaken(seat, (first, second)))
            else:
                self.turn = (self.turn + 1) % self.players
        return events

    @property
    def over(self) -> bool:
        return all(self.taken)

    def scores(self) -> list[float]:
        return [float(p) for p in self.pairs]

    def view(self, seat: int) -> TemplateGameView:
        cards = tuple(
            TAKEN if gone else (self.pictures[c] if c in self.up else DOWN)
            for c, gone in enumerate(self.taken)
        )
        return TemplateGameView(seat, self.turn, cards, tuple(self._turned()), tuple(self.pairs))

    def setup(self) -> dict[str, Any]:
        return {"pictures": list(self.pictures), "first": self.first}


def grid_columns(cards: int) -> int:
    """How many cards a row of the grid holds (the table's, the phone's and the review's):
    full rows, about half as many again as there are rows."""
    whole = (n for n in range(1, cards + 1) if cards % n == 0)  # rows all full
    return min(whole, key=lambda n: abs(n - math.sqrt(cards * 1.5)))


def hidden(state: TemplateGameState, rng: random.Random) -> TemplateGameState:
    """A copy with only what nobody at the table sees changed: the pictures of the cards
    face down, shuffled among themselves (the contract checks that no view changes)."""
    other = copy.deepcopy(state)
    down = [c for c, gone in enumerate(other.taken) if not gone and c not in other.up]
    pictures = [other.pictures[c] for c in down]
    rng.shuffle(pictures)
    for card, picture in zip(down, pictures, strict=True):
        other.pictures[card] = picture
    return other
