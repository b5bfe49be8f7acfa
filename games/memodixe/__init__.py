"""MemoDiXe: turn over two dice of the square, match their hidden faces, use the ten
powers, and shout "DiXe!" when no pair is left. Registers the game's spec."""

from games.core import register
from games.core.registry import GameSpec
from games.memodixe import review
from games.memodixe.actions import ACTIONS
from games.memodixe.bot import MemoDixeBot
from games.memodixe.rules import DEFAULTS, MemoDixeState

PRESETS = {
    # The printed game, without its optional "go on after DiXe!" rule.
    "classic": dict(DEFAULTS),
    # The printed game with the optional rule: a right caller may roll the square and go on.
    "optional": {**DEFAULTS, "go_on_after_dixe": True},
    # Ages 5+: no secret powers (eye and hat are plain pairs, no hiding the square) and a
    # wrong "DiXe!" only re-rolls the square instead of costing every die won.
    "kids": {**DEFAULTS, "wrong_call_penalty": False, "secret_powers": False},
}

SPEC = register(
    GameSpec(
        id="memodixe",
        title="MemoDiXe",
        min_players=2,
        max_players=6,
        age=5,
        new_state=MemoDixeState,
        make_bot=MemoDixeBot,
        actions=ACTIONS,
        presets=PRESETS,
        scene="games.memodixe.scene:MemoDixeScene",
        blurb="Turn over two dice: same hidden symbol? Use its power! No pair left? Shout DiXe!",
        icon="🎲",
        max_moves=5_000,
        reviewer=review.review,
    )
)
