"""Fireball Court: what the registry knows of the game (its name, players, presets) and
where its rules, bots, review and scene live. They are named, not imported: they load when
the game is played, so listing the games (the menu) loads none of them."""

from games.core.registry import GameSpec, Ref, register
from games.fireball_court.options import OPTIONS, PRESETS

SPEC = register(
    GameSpec(
        id="fireball-court",
        title="Fireball Court",
        min_players=2,
        max_players=2,
        age=8,
        new_state=Ref("games.fireball_court.rules:new_state"),
        make_bot=Ref("games.fireball_court.bot:FireballBot"),
        actions=Ref("games.fireball_court.actions:ACTIONS"),
        presets=PRESETS,
        declared=OPTIONS,
        howto=Ref("games.fireball_court.howto:PAGES"),
        scene="games.fireball_court.scene:FireballCourtScene",
        blurb="Match cards to the Court, sweep it with a Fireball, first past 101 wins.",
        icon="🔥",
        colour=(220, 120, 40),
        max_moves=20_000,
        reviewer=Ref("games.fireball_court.review:review"),
        matching=Ref("games.fireball_court.review:MATCHING"),
        place_map=Ref("games.fireball_court.review:place_map"),
        moments=Ref("games.fireball_court.moments:MOMENTS"),
        phone=Ref("games.fireball_court.phone:PHONE"),
    )
)
