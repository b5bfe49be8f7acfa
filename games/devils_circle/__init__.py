"""Devil's Circle (Teufelskreis): flip double-sided discs until all four copies of the
searched image show. Registers the game's spec with the rules core."""

from games.core import register
from games.core.registry import GameSpec
from games.devils_circle import review
from games.devils_circle.actions import ACTIONS
from games.devils_circle.bot import DevilsCircleBot
from games.devils_circle.rules import DevilsCircleState

PRESETS = {
    # The printed game: coins from the second card, the ALL FIVE card in the stack.
    "classic": {"coins": True, "all_five": True, "hints": False},
    # Ages 5+: cards only, no ALL FIVE puzzle, and a gentle glow on the discs that show
    # the searched image (never on a hidden face).
    "kids": {"coins": False, "all_five": False, "hints": True},
}

SPEC = register(
    GameSpec(
        id="devils-circle",
        title="Devil's Circle",
        min_players=2,
        max_players=6,
        age=7,
        new_state=DevilsCircleState,
        make_bot=DevilsCircleBot,
        actions=ACTIONS,
        presets=PRESETS,
        scene="games.devils_circle.scene:DevilsCircleScene",
        blurb="Flip the devilish discs until all four copies of the searched image show.",
        icon="😈",
        max_moves=20_000,
        reviewer=review.review,
    )
)
