"""What the command line offers to choose, said in its help: the games, each game's presets
and the computer levels. Read from the registry and the memory models, so the help never
falls behind a new game, preset or level."""

from __future__ import annotations

from games.core.memory import LEVELS, MATCHED
from games.core.registry import all_games


def game_ids() -> list[str]:
    return [spec.id for spec in all_games() if spec.available]


def games_help() -> str:
    """The `GAME` argument's help: every game id that can be played."""
    return f"the game: {', '.join(game_ids())}"


def presets_help() -> str:
    """`--preset`'s help: the default, then each game's presets."""
    said = "; ".join(
        f"{spec.id}: {', '.join(spec.presets)}" for spec in all_games() if spec.available
    )
    return f"a game's preset (default classic) — {said}"


def levels_help(what: str) -> str:
    """A levels option's help: the fixed levels from the weakest up, then the one that
    matches the people at the table."""
    fixed = ", ".join(LEVELS)
    return (
        f"{what}, comma separated, from the weakest: {fixed}; or {MATCHED} (plays like the people)"
    )
