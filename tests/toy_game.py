"""A tiny pairs game used to test the rules core on its own (not one of the five games).

It is also the smallest complete example of the contract: a state with hidden
information, legal actions, events, a view, a setup for the record, and a memory bot.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from games.core import Action, Event, GameSpec, GameState
from games.core.bot import Bot


@dataclass(frozen=True)
class Turn(Action):
    card: int


@dataclass(frozen=True)
class Shown(Event):
    seat: int
    card: int
    picture: int


@dataclass(frozen=True)
class PairTaken(Event):
    seat: int
    cards: tuple[int, int]


@dataclass(frozen=True)
class ToyView:
    seat: int
    on_turn: int
    taken: tuple[bool, ...]
    shown: tuple[tuple[int, int], ...]  # (card, picture) turned up this turn
    pairs: tuple[int, ...]


class ToyState(GameState):
    def __init__(self, players: int, seed: int, options: dict[str, Any]) -> None:
        super().__init__(players, seed, options)
        pictures = [p for p in range(options.get("pairs", 4)) for _ in range(2)]
        self.rng.shuffle(pictures)
        self.pictures = pictures
        self.taken = [False] * len(pictures)
        self.shown: list[int] = []
        self.turn = 0
        self.pairs = [0] * players

    def to_act(self) -> frozenset[int]:
        return frozenset() if self.over else frozenset({self.turn})

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        return [
            Turn(c) for c in range(len(self.pictures)) if not self.taken[c] and c not in self.shown
        ]

    def _apply(self, seat: int, action: Action) -> list[Event]:
        assert isinstance(action, Turn)
        events: list[Event] = [Shown(seat, action.card, self.pictures[action.card])]
        self.shown.append(action.card)
        if len(self.shown) == 2:
            a, b = self.shown
            self.shown = []
            if self.pictures[a] == self.pictures[b]:
                self.taken[a] = self.taken[b] = True
                self.pairs[seat] += 1
                events.append(PairTaken(seat, (a, b)))
            else:
                self.turn = (self.turn + 1) % self.players
        return events

    @property
    def over(self) -> bool:
        return all(self.taken)

    def scores(self) -> list[float]:
        return [float(p) for p in self.pairs]

    def view(self, seat: int) -> ToyView:
        return ToyView(
            seat=seat,
            on_turn=self.turn,
            taken=tuple(self.taken),
            shown=tuple((c, self.pictures[c]) for c in self.shown),
            pairs=tuple(self.pairs),
        )

    def setup(self) -> dict[str, Any]:
        return {"pictures": list(self.pictures)}


class ToyBot(Bot):
    def observe(self, view: ToyView) -> None:
        super().observe(view)
        for card, picture in view.shown:
            self.memory.see(card, picture)
        for card, gone in enumerate(view.taken):
            if gone:
                self.memory.forget(card)

    def choose(self, view: ToyView, legal, rng: random.Random) -> Action:
        known = self.memory.recall_all()
        options = {a.card for a in legal}
        if view.shown:
            first, picture = view.shown[0]
            for card, seen in known.items():
                if seen == picture and card != first and card in options:
                    return Turn(card)
        else:
            by_picture: dict[int, list[int]] = {}
            for card, seen in known.items():
                if card in options:
                    by_picture.setdefault(seen, []).append(card)
            for cards in by_picture.values():
                if len(cards) == 2:
                    return Turn(cards[0])
        unknown = [a for a in legal if a.card not in known]
        return rng.choice(unknown or list(legal))


ACTIONS = (Turn,)

TOY = GameSpec(
    id="toy",
    title="Toy pairs",
    min_players=1,
    max_players=4,
    age=3,
    new_state=ToyState,
    make_bot=ToyBot,
    actions=ACTIONS,
    presets={"classic": {"pairs": 6}, "kids": {"pairs": 3}},
)
