"""The state contract every game implements.

Modelled on OpenSpiel's State and boardgame.io's game object, with one change: the seats
that may act are a *set*, because in Memorandum every receiver claims at the same time.
The table itself is a seat (`TABLE`) for what the physical game leaves to a clock or a
dealer: closing a claim window, ending a memorising pause. Scenes drive it by timers,
the headless driver acts for it at once.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Iterable
from typing import Any

from games.core.codec import Action, Event

TABLE = -1


class IllegalAction(ValueError):
    """Raised by `GameState.apply` for an action the seat may not take now."""


class GameState(ABC):
    """Base of every game's state. Chance comes only from `self.rng`, seeded at creation,
    so the seed plus the list of applied actions replays a game exactly."""

    def __init__(self, players: int, seed: int, options: dict[str, Any]) -> None:
        self.players = players
        self.seed = seed
        self.options = dict(options)
        self.rng = random.Random(seed)
        self.moves = 0

    # --- what the rules say now -------------------------------------------------------
    @abstractmethod
    def to_act(self) -> frozenset[int]:
        """Seats that may act now (may include TABLE); empty when the game is over."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Every action `seat` may take now; empty for a seat not in `to_act()`."""

    @abstractmethod
    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Carry out a legal action and return the events, in the order they happen."""

    @property
    @abstractmethod
    def over(self) -> bool:
        """True once the game has ended; then `to_act()` is empty."""

    @abstractmethod
    def scores(self) -> list[float]:
        """Current score per seat (the final scores once over)."""

    @abstractmethod
    def view(self, seat: int) -> Any:
        """Exactly what `seat` may know: hidden information is absent, not flagged.

        Views are comparable with ==, so tests can check that changing only what a seat
        cannot see leaves its view unchanged."""

    def views(self, seats: Iterable[int]) -> dict[int, Any]:
        """Several seats' views at once: after every move each computer player gets its
        own, and a review takes every seat's. Equal, seat by seat, to `view`; a game whose
        seats see nearly the same thing overrides it to do the shared work once."""
        return {seat: self.view(seat) for seat in seats}

    def public_view(self) -> Any:
        """What the shared screen may show: every seat's secrets absent. The TABLE seat
        knows nothing private, so by default this is its view; scenes draw from it, and
        from a seat's own view only while that seat is entitled to see it (a held peek)."""
        return self.view(TABLE)

    @abstractmethod
    def setup(self) -> dict[str, Any]:
        """The full initial setup (hidden information included) for the game record."""

    # --- shared behaviour ---------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> list[Event]:
        """Apply `action` for `seat` after checking it is legal; returns the events."""
        if self.over:
            raise IllegalAction("the game is over")
        if seat not in self.to_act() or action not in self.legal_actions(seat):
            raise IllegalAction(f"seat {seat} may not {action!r} now")
        events = self._apply(seat, action)
        self.moves += 1
        return events

    def table_sees(self, seat: int, action: Action) -> Action | None:
        """What the table sees of `seat` making `action` now, before it is applied: the
        action itself, or None for a move made in secret (MemoDiXe's eye and hat choices).
        The matched level's judge of the table (games/core/matching.py) is told this."""
        return action

    def is_legal(self, seat: int, action: Action) -> bool:
        return not self.over and seat in self.to_act() and action in self.legal_actions(seat)

    def winners(self) -> list[int]:
        """Seats with the top score; ties share the win. Empty until the game is over."""
        if not self.over:
            return []
        scores = self.scores()
        best = max(scores)
        return [seat for seat, score in enumerate(scores) if score == best]

    def active_seats(self) -> list[int]:
        """Player seats (not TABLE) that may act now, in seat order."""
        return sorted(s for s in self.to_act() if s != TABLE)
