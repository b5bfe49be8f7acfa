"""Fireball Court: match cards to the Court's stacks, sweep it with Fireballs, race to 101."""

from games.core import GameSpec, register
from games.fireball_court import review
from games.fireball_court.bot import FireballBot
from games.fireball_court.rules import ACTIONS, new_state

PRESETS = {
    # The printed game: ravens share on, match to 101.
    "classic": {"target": 101, "ravens_share": True},
    # Ages 5+: a short match and no ravens arithmetic: find the same picture, count coins.
    "kids": {"target": 31, "ravens_share": False},
}

SPEC = register(
    GameSpec(
        id="fireball-court",
        title="Fireball Court",
        min_players=2,
        max_players=2,
        age=8,
        new_state=new_state,
        make_bot=FireballBot,
        actions=ACTIONS,
        presets=PRESETS,
        scene="games.fireball_court.scene:FireballCourtScene",
        blurb="Match cards to the Court, sweep it with a Fireball, first past 101 wins.",
        icon="🔥",
        max_moves=20_000,
        reviewer=review.review,
    )
)
