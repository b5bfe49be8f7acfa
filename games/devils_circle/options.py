"""Devil's Circle's presets: the printed game and the kids' game."""

PRESETS = {
    # The printed game: coins from the second card, the ALL FIVE card in the stack.
    "classic": {"coins": True, "all_five": True, "hints": False},
    # Ages 5+: cards only, no ALL FIVE puzzle, and a gentle glow on the discs that show
    # the searched image (never on a hidden face).
    "kids": {"coins": False, "all_five": False, "hints": True},
}
