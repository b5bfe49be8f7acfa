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
from functools import cache, lru_cache
from typing import Any, NamedTuple

import games
from games.catalog import GAME_PACKAGES
from games.core.codec import Action
from games.core.options import OptionsError, OptionSet
from games.core.state import GameState

__all__ = ["GameSpec", "OptionsError", "Ref", "all_games", "get_game", "register"]


class Ref(NamedTuple):
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
    icon: str = ""  # the emoji a game is known by (its menu tile's, setup's and Resume card's)
    colour: tuple[int, int, int] = (110, 120, 140)  # its menu tile's colour
    max_moves: int = 20_000  # a guard for the driver: a game that runs longer is a bug
    # Every option the rules know (games/<game>/options.py): values, defaults, ties, and the
    # player counts each allows. None: each preset key is an option (the tests' toy game).
    declared: OptionSet | None = None
    # The how-to pages as data (games/<game>/howto.py: `PAGES`), each with the options it
    # teaches; None: the spec's blurb is the one page.
    howto: Ref | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)
    # The memory review's classifier (games/<game>/review.py; see games.core.review.Reviewer):
    # (replay steps, players) -> the seats' judged decisions.
    reviewer: Callable[..., Any] | None = None
    # Where the review's places lie, for its heat map in the game's own shape (a ring, a
    # board, a hand): games.core.place_map.PlaceMapper; None: a plain grid of places.
    place_map: Callable[..., Any] | None = None
    # The options that are seconds on a clock people play against (a memorising time, a
    # claim window): a table's longer clocks lengthen them (`with_clocks`) when a game
    # starts, so the record keeps the clocks it was played with and replays with them.
    clocks: tuple[str, ...] = ()
    # The positions the layout audit stages so that every message shows (games.core.moments).
    moments: Ref | None = None
    # What a seat's phone shows and may send (games/<game>/phone.py, a
    # games.core.phone.PhoneSide); None: the game offers no phones.
    phone: Ref | None = None
    # How the matched level judges the people from its seat (games/<game>/review.py, a
    # games.core.matching.Matching); None: a matched computer keeps its start rank.
    matching: Ref | None = None
    # What nobody at the table sees, changed: (state, rng) -> a copy with only its secrets
    # shuffled, for the contract's check that no view shows them (a game made from the
    # template declares it in its rules.py); None: the tests' own (tests/hidden_info.py).
    hidden: Ref | None = None

    @property
    def phone_side(self) -> Any:
        """The game's `PhoneSide`, loaded on first use (None: no phones for this game)."""
        return None if self.phone is None else self.phone.resolve()

    @property
    def judging(self) -> Any:
        """The game's `Matching`, loaded on first use (None: the game declares none)."""
        return None if self.matching is None else self.matching.resolve()

    @property
    def action_types(self) -> tuple[type[Action], ...]:
        """The game's action classes (for decoding records), loaded on first use."""
        return self.actions.resolve() if isinstance(self.actions, Ref) else self.actions

    @property
    def available(self) -> bool:
        """A game can be started from the menu once it has a scene."""
        return bool(self.scene)

    @property
    def choices(self) -> OptionSet:
        """The declared options (derived from the presets for a game that declares none)."""
        return self.declared if self.declared is not None else OptionSet.from_presets(self.presets)

    def options(self, preset: str = "classic", **overrides: Any) -> dict[str, Any]:
        """The preset's options with overrides; an unknown preset or option name gives a
        clear error (values are checked with the player count, `check_players`). Only what
        the preset sets and the overrides are listed: an option left out is at its
        declared default, so a game set up as before records exactly what it did."""
        if preset not in self.presets:
            raise OptionsError(
                f"unknown preset {preset!r} for {self.id} (choose from {', '.join(self.presets)})"
            )
        base = dict(self.presets[preset])
        for key, value in overrides.items():
            self.choices.known(key, self.title)
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
        """The smallest and largest player counts these options allow."""
        counts = self.player_counts(options) or [self.min_players]
        return counts[0], counts[-1]

    def check_players(self, players: int, options: Mapping[str, Any]) -> None:
        """Refuse a player count, an option value or a combination these rules do not
        allow, with the reason in one line."""
        self.choices.check(options, players, self.title)
        counts = self.player_counts(options)
        if players not in counts:
            raise OptionsError(
                f"{self.title}{self._mode(options)} takes {_said(counts)} players, not {players}"
            )

    def player_counts(self, options: Mapping[str, Any]) -> list[int]:
        """Every number of players these options allow, smallest first: what the setup's
        − and + step through and what the menu and setup say."""
        return self.choices.counts(options, self.min_players, self.max_players)

    def _mode(self, options: Mapping[str, Any]) -> str:
        """ " with teams=true": the options that narrowed the count, for its message."""
        full = self.choices.full(options)
        narrowing = [o.name for o in self.choices if full[o.name] in o.players]
        said = [f"{name}={str(full[name]).lower()}" for name in narrowing]
        return f" with {', '.join(said)}" if said else ""


def _said(counts: list[int]) -> str:
    """ "2", "1 to 6", "4, 6 or 8"."""
    if not counts:
        return "no number of"
    if len(counts) == 1:
        return str(counts[0])
    if counts == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]} to {counts[-1]}"
    return f"{', '.join(map(str, counts[:-1]))} or {counts[-1]}"


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
    """Every game, in the catalog's order (not in the order their specs were first
    imported: a module that imports one game's spec early must not reorder the menu)."""
    _load_specs()
    rank = {name: i for i, name in enumerate(game_packages())}
    return sorted(_GAMES.values(), key=lambda spec: rank.get(_package_of(spec), len(rank)))


def _package_of(spec: GameSpec) -> str:
    """The folder under games/ a spec's rules live in ("" for a game defined elsewhere)."""
    rules = spec.new_state
    parts = (getattr(rules, "path", None) or getattr(rules, "__module__", "")).split(".")
    return parts[1] if len(parts) > 2 and parts[0] == "games" else ""


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
    return list(_packages_in(tuple(games.__path__)))


@lru_cache(maxsize=4)
def _packages_in(folders: tuple[str, ...]) -> tuple[str, ...]:
    """The game folders found in `folders`: looked for once per set of folders, since the
    menu, the command line's help and every `all_games()` ask, and scanning the disk each
    time was a good part of building the command line (docs/performance.md, "Start-up")."""
    found = {m.name for m in pkgutil.iter_modules(folders) if m.ispkg and m.name != "core"}
    listed = [name for name in GAME_PACKAGES if name in found]
    return (*listed, *sorted(found - set(listed)))
