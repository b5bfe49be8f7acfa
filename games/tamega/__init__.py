"""Tamega: a cross of Memory and Isola. Walk your pawn over face-down tiles, turning up
the one you leave; find pairs; use the red bridge; block your rivals."""

from games.core import register
from games.core.registry import GameSpec
from games.tamega import review
from games.tamega.actions import ACTIONS
from games.tamega.bot import TamegaBot
from games.tamega.options import PRESETS, player_range
from games.tamega.rules import TamegaState

SPEC = register(
    GameSpec(
        id="tamega",
        title="Tamega",
        min_players=1,
        max_players=8,
        age=6,
        new_state=TamegaState,
        make_bot=TamegaBot,
        actions=ACTIONS,
        presets=PRESETS,
        scene="games.tamega.scene:TamegaScene",
        blurb="Walk over hidden tiles, turn up the one you leave, find pairs and block rivals.",
        icon="🐾",
        max_moves=20_000,
        player_range=player_range,
        reviewer=review.review,
    )
)
