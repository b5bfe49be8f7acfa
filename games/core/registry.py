"""The game registry: what the menu, the CLI and the driver know about each game.

A spec names the game's scene by an import path rather than a class, so the rules core
never imports pygame and `simulate` runs without a display.
"""

from __future__ import annotations

import importlib
import pkgutil
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import games
from games.catalog import GAME_PACKAGES
from games.core.codec import Action
from games.core.state import GameState


@dataclass(frozen=True)
class Ref:
    """A class or function named by 'module:attribute', imported when first used: a spec
    can name its game's rules, bots and actions without importing them, so listing the
    games (the menu's first frame) loads none of them; they load when a game is played."""

    path: str

    def resolve(self) -> Any:
        return _resolve(self.path)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.resolve()(*args, **kwargs)


@cache
def _resolve(path: str) -> Any:
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


class OptionsError(ValueError):
    """An unknown preset, option or value; the message is shown to the user as is."""


@dataclass(frozen=True)
class GameSpec:
    """Everything generic code needs to set up, play, record and show one game."""

    id: str
    title: str
    min_players: int
    max_players: int
    age: int
    new_state: Callable[[int, int, dict[str, Any]], GameState]
    make_bot: Callable[[int, str, random.Random], Any]
    actions: tuple[type[Action], ...] | Ref
    presets: Mapping[str, Mapping[str, Any]]
    scene: str = ""  # "package.module:Class"; empty while the game has no scene yet
    blurb: str = ""
    icon: str = ""  # an emoji shown on the menu tile
    max_moves: int = 20_000  # a guard for the driver: a game that runs longer is a bug
    player_range: Callable[[dict[str, Any]], tuple[int, int]] | None = None
    # The rules' own refusal of a count inside the range (Tamega's teams are even): raises
    # OptionsError. The setup offers only the counts it accepts.
    player_check: Callable[[int, dict[str, Any]], None] | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)
    # The memory review's classifier (games/<game>/review.py; see games.core.review.Reviewer):
    # (replay steps, players) -> the seats' judged decisions.
    reviewer: Callable[..., Any] | None = None
    # The options that are seconds on a clock people play against (a memorising time, a
    # claim window): a table's longer clocks lengthen them (`with_clocks`) when a game
    # starts, so the record keeps the clocks it was played with and replays with them.
    clocks: tuple[str, ...] = ()
    # The positions the layout audit stages so that every message shows (games.core.moments).
    moments: Ref | None = None

    @property
    def action_types(self) -> tuple[type[Action], ...]:
        """The game's action classes (for decoding records), loaded on first use."""
        return self.actions.resolve() if isinstance(self.actions, Ref) else self.actions

    @property
    def available(self) -> bool:
        """A game can be started from the menu once it has a scene."""
        return bool(self.scene)

    def options(self, preset: str = "classic", **overrides: Any) -> dict[str, Any]:
        """The preset's options with overrides; unknown names give a clear error."""
        if preset not in self.presets:
            raise OptionsError(
                f"unknown preset {preset!r} for {self.id} (choose from {', '.join(self.presets)})"
            )
        base = dict(self.presets[preset])
        for key, value in overrides.items():
            if key not in base:
                raise OptionsError(f"unknown option {key!r} for {self.id}")
            base[key] = value
        base["preset"] = preset
        return base

    def with_clocks(self, options: Mapping[str, Any], factor: float) -> dict[str, Any]:
        """`options` with every clock `factor` times as long (the rules check the result)."""
        longer = dict(options)
        for name in self.clocks:
            value = longer.get(name)
            if isinstance(value, int | float) and not isinstance(value, bool) and factor != 1:
                longer[name] = round(value * factor, 3)
        return longer

    def players_allowed(self, options: Mapping[str, Any]) -> tuple[int, int]:
        """The player range under these options (Memorandum's house mode changes it)."""
        if self.player_range is not None:
            return self.player_range(dict(options))
        return self.min_players, self.max_players

    def check_players(self, players: int, options: Mapping[str, Any]) -> None:
        low, high = self.players_allowed(options)
        if not low <= players <= high:
            allowed = f"{low}" if low == high else f"{low} to {high}"
            raise OptionsError(f"{self.title} takes {allowed} players, not {players}")
        if self.player_check is not None:
            self.player_check(players, dict(options))

    def player_counts(self, options: Mapping[str, Any]) -> list[int]:
        """Every number of players these options allow, smallest first: what the setup's
        − and + step through and what the menu and setup say."""
        low, high = self.players_allowed(options)
        return [n for n in range(low, high + 1) if self._fits(n, options)]

    def _fits(self, players: int, options: Mapping[str, Any]) -> bool:
        try:
            self.check_players(players, options)
        except OptionsError:
            return False
        return True


_GAMES: dict[str, GameSpec] = {}


def register(spec: GameSpec) -> GameSpec:
    _GAMES[spec.id] = spec
    return spec


def unregister(game_id: str) -> None:
    """Remove a game (tests register throwaway games and must leave the registry clean)."""
    _GAMES.pop(game_id, None)


def get_game(game_id: str) -> GameSpec:
    _load_specs()
    if game_id not in _GAMES:
        raise OptionsError(f"unknown game {game_id!r} (choose from {', '.join(_GAMES)})")
    return _GAMES[game_id]


def all_games() -> list[GameSpec]:
    _load_specs()
    return list(_GAMES.values())


def _load_specs() -> None:
    """Every folder under games/ with a spec.py is a game: its spec registers itself when
    first imported (a spec names its rules without importing them, so this is cheap).
    Adding a game is adding its folder; the catalog only gives the menu's order."""
    for package in game_packages():
        try:
            importlib.import_module(f"games.{package}.spec")
        except ModuleNotFoundError as error:
            if error.name != f"games.{package}.spec":
                raise


def game_packages() -> list[str]:
    """The game folders, in the catalog's order, then any others by name."""
    found = {m.name for m in pkgutil.iter_modules(games.__path__) if m.ispkg and m.name != "core"}
    listed = [name for name in GAME_PACKAGES if name in found]
    return listed + sorted(found - set(listed))
