"""Template game's options and presets: how many pairs lie on the table, and who starts."""

from typing import NamedTuple

from games.core.options import RANDOM, Option, OptionSet, starter_option

OPTIONS = OptionSet(
    Option("pairs", 8, (4, 6, 8, 10, 12), "🎴", "template_game.option.pairs", teach=False),
    starter_option(RANDOM),
)


class Options(NamedTuple):
    """The options as the rules and the table read them (`OPTIONS.read`)."""

    pairs: int
    starter: int | str


PRESETS = {
    "classic": {"pairs": 8},
    "kids": {"pairs": 4},  # party mode's: a short game
}
