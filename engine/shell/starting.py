"""Starting a game: who sits where (a person, a computer player, a child) and the game's
scene, loaded from its spec. The setup screen, the command line, attract mode and the
tests all start games this one way."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from engine.game.setup import GameSetup, SeatPlan
from games.core.registry import GameSpec, OptionsError, get_game

if TYPE_CHECKING:  # the base scene loads with the first game, not with the menu
    from engine.game.scene import GameScene


def scene_class(spec: GameSpec) -> type[GameScene]:
    """The game's scene class, imported from its spec's 'module:Class' path: a game's
    presentation loads only when that game is started."""
    module, _, name = spec.scene.partition(":")
    return getattr(importlib.import_module(module), name)


def game_scene(app, setup: GameSetup) -> GameScene:
    return scene_class(setup.spec)(app, setup)


def playable(game_id: str) -> GameSpec:
    spec = get_game(game_id)
    if not spec.available:
        raise OptionsError(f"{spec.title} is not playable yet (it has no scene)")
    return spec


def bot_setup(
    spec: GameSpec,
    players: int | None,
    seed: int,
    preset: str,
    levels: list[str] | None = None,
    options: dict[str, Any] | None = None,
) -> GameSetup:
    """Computer players at every seat (attract mode, shot, bench, soak); `options` are
    changes to the preset (the command line's `--option`)."""
    chosen = dict(options or {})
    full = spec.options(preset, **chosen)
    players = players or _near(spec.player_counts(full), 4)
    spec.check_players(players, full)
    levels = levels or [("child", "casual", "sharp", "perfect")[s % 4] for s in range(players)]
    seats = [SeatPlan("bot", levels[s % len(levels)]) for s in range(players)]
    return GameSetup(spec.id, players, seed, preset, chosen, seats)


def party_setup(
    spec: GameSpec, players: int | None, seed: int, options: dict[str, Any] | None = None
) -> GameSetup:
    """A party table for `shot --party`: the kids preset and a child at every seat, so
    every seat shows its prompts and pictures (the menu's party setup opens with one child
    and computers, like every setup; the command line may change an option of it)."""
    preset = "kids" if "kids" in spec.presets else next(iter(spec.presets))
    chosen = dict(options or {})
    full = spec.options(preset, **chosen)
    players = players or _near(spec.player_counts(full), 3)
    spec.check_players(players, full)
    children = [SeatPlan() for _ in range(players)]
    return GameSetup(spec.id, players, seed, preset, chosen, children, kids=True)


def _near(counts: list[int], wanted: int) -> int:
    """The allowed count nearest `wanted` (the smaller one on a tie)."""
    return min(counts, key=lambda n: (abs(n - wanted), n)) if counts else wanted
