"""What the command line offers to choose, said in its help: the games, each game's presets,
the computer levels (and the words `--levels` and `--bots` take: no other) and the
orientations. Read from the registry and the memory models, so the help never
falls behind a new game, preset or level."""

from __future__ import annotations

import argparse

from engine.i18n import LANGUAGES
from games.core.memory import LEVEL_NAMES, LEVELS, MATCHED
from games.core.registry import all_games

PERSON = "human"  # `play --bots` may seat a person among the computers


def lang_option(parser: argparse.ArgumentParser, what: str, default: str) -> None:
    """A command's `--lang`; SUPPRESS keeps one given before the command (the global option)."""
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=argparse.SUPPRESS,
        help=f"language of {what}: {', '.join(LANGUAGES)} (default: {default})",
    )


ORIENTATION_HELP = (
    "table: each seat's panel at its own edge, facing its player; tablet: every panel along "
    "the bottom, for pass-and-play (default table)"
)


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


def levels_arg(text: str) -> list[str]:
    """`simulate --levels`: computer levels only (its help lists them, and nothing else)."""
    return _levels_in(text, LEVEL_NAMES)


def bots_arg(text: str) -> list[str]:
    """`play --bots`: the computer levels, or `human` for a person at that seat (as its
    help says)."""
    return _levels_in(text, (*LEVEL_NAMES, PERSON))


def _levels_in(text: str, allowed: tuple[str, ...]) -> list[str]:
    levels = [v.strip() for v in text.split(",") if v.strip()]
    for level in levels:
        if level not in allowed:
            raise argparse.ArgumentTypeError(
                f"unknown level {level!r} (choose from {', '.join(allowed)})"
            )
    return levels
