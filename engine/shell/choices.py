"""What the command line offers to choose, said in its help: the games, each game's presets
and the computer levels. Read from the registry and the memory models, so the help never
falls behind a new game, preset or level."""

from __future__ import annotations

from games.core.memory import LEVELS, MATCHED
from games.core.registry import all_games

PERSON = "human"  # `play --bots` may seat a person among the computers


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


def levels_help(what: str, person: bool = False) -> str:
    """A levels option's help: the fixed levels from the weakest up, then the one that
    matches the people at the table (and, with `person`, a person's seat): every word the
    option takes, and no other."""
    fixed = ", ".join(LEVELS)
    said = (
        f"{what}, comma separated, from the weakest: {fixed}; or {MATCHED} (plays like the people)"
    )
    return f"{said}; or {PERSON} (a person at that seat)" if person else said
