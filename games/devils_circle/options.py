"""Devil's Circle's options and presets: the printed game and the kids' game."""

from typing import NamedTuple

from games.core.options import RANDOM, Option, OptionSet, starter_option

OPTIONS = OptionSet(
    Option("coins", True, (True, False), "🪙", "devils_circle.option.coins", off=False),
    Option("all_five", True, (True, False), "🖐️", "devils_circle.option.all_five", off=False),
    Option("hints", False, (False, True), "✨", "devils_circle.option.hints"),
    starter_option(RANDOM),  # the printed rule: the most fiendish laugh; the table draws
)


class Options(NamedTuple):
    """The options as the rules and the table read them (`OPTIONS.read`)."""

    coins: bool
    all_five: bool
    hints: bool
    starter: int | str


PRESETS = {
    # The printed game: coins from the second card, the ALL FIVE card in the stack.
    "classic": {"coins": True, "all_five": True, "hints": False},
    # Ages 5+: cards only, no ALL FIVE puzzle, and a gentle glow on the discs that show
    # the searched image (never on a hidden face) (DC-R9).
    "kids": {"coins": False, "all_five": False, "hints": True},
}
