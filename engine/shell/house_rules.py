"""What a table chose at setup: a preset (the one-tap starting point), the options changed
from it, and the number of players, which follows what the options allow.

Plain data and rules, no drawing: the setup card and its rules page both change a game
through it, and the tests check it without a screen."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from games.core.options import Option, Tie, chosen_seat
from games.core.registry import GameSpec


@dataclass
class HouseRules:
    spec: GameSpec
    preset: str
    players: int
    changes: dict[str, Any] = field(default_factory=dict)  # only what differs from the preset

    def options(self) -> dict[str, Any]:
        """The options to play with, as the rules and the record take them."""
        return self.spec.options(self.preset, **self.changes)

    def full(self) -> dict[str, Any]:
        """Every option's value, defaults included."""
        return self.spec.choices.full(self.options())

    def counts(self, preset: str | None = None) -> list[int]:
        """The player counts allowed: with these choices, or with a preset untouched."""
        options = self.options() if preset is None else self.spec.options(preset)
        return self.spec.player_counts(options)

    def choose_preset(self, name: str) -> None:
        """A preset as it is: the changes go, the player count follows."""
        self.preset, self.changes = name, {}
        self._follow()

    def blocked(self, name: str, value: Any) -> Tie | None:
        """Why `name` cannot be set to `value` now (None: it can)."""
        clash = self.spec.choices.blocked(self.options(), name, value)
        return None if clash is None else clash[1]

    def set(self, name: str, value: Any) -> bool:
        """Set an option if the rules allow it with the others; what yields to it goes back
        to neutral, and the player count follows. False if refused."""
        if self.blocked(name, value) is not None:
            return False
        declared = self.spec.choices
        chosen = declared.settle({**self.full(), name: value})
        base = declared.full(self.spec.presets[self.preset])
        self.changes = {k: v for k, v in chosen.items() if base[k] != v}
        self._follow()
        return True

    def set_players(self, players: int) -> None:
        self.players = players
        self._follow()

    def step_players(self, step: int) -> None:
        """One allowed count up or down (Tamega's teams go 4, 6, 8)."""
        counts = self.counts()
        at = counts.index(self.players) if self.players in counts else 0
        self.set_players(counts[max(0, min(len(counts) - 1, at + step))])

    def starter_values(self) -> list[Any]:
        """Who may start, in the order a tap steps through: the rule book's way first, at
        random, then each seat (the rule book's way is a seat in MemoDiXe: the youngest)."""
        option = self.starter
        if option is None:
            return []
        seats = list(range(self.players))
        named = list(option.values)
        if isinstance(option.default, int) and not isinstance(option.default, bool):
            return seats + named
        return named + seats

    @property
    def starter(self) -> Option | None:
        return self.spec.choices.options.get("starter")

    def starting_seat(self) -> int | None:
        """The seat that starts, when the setup chose one and it counts (the house deals
        alone: nobody deals first)."""
        option, full = self.starter, self.full()
        if option is None or any(t.broken(full.get(t.other)) for t in option.ties):
            return None
        return chosen_seat(full.get("starter"), self.players)

    def next_starter(self) -> bool:
        """The next way to start (a tap on the setup's ⭐)."""
        values = self.starter_values()
        if not values:
            return False
        current = self.full()["starter"]
        at = values.index(current) if current in values else -1
        return self.set("starter", values[(at + 1) % len(values)])

    def _follow(self) -> None:
        """The player count moves to the nearest one allowed, and a seat chosen to start
        that is no longer at the table goes back to the rule book's way."""
        counts = self.counts()
        if counts and self.players not in counts:
            self.players = min(counts, key=lambda n: (abs(n - self.players), n))
        declared = self.spec.choices
        fitted = declared.fit(self.full(), self.players)
        base = declared.full(self.spec.presets[self.preset])
        self.changes = {k: v for k, v in fitted.items() if base[k] != v}
