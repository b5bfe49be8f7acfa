"""Tamega: what the registry knows of the game (its name, players, presets) and
where its rules, bots, review and scene live. They are named, not imported: they load when
the game is played, so listing the games (the menu) loads none of them."""

from games.core.registry import GameSpec, Ref, register
from games.tamega.options import OPTIONS, PRESETS

SPEC = register(
    GameSpec(
        id="tamega",
        title="Tamega",
        min_players=1,
        max_players=8,
        age=6,
        new_state=Ref("games.tamega.rules:TamegaState"),
        make_bot=Ref("games.tamega.bot:TamegaBot"),
        actions=Ref("games.tamega.actions:ACTIONS"),
        presets=PRESETS,
        declared=OPTIONS,
        howto=Ref("games.tamega.howto:PAGES"),
        scene="games.tamega.scene:TamegaScene",
        blurb="Walk over hidden tiles, turn up the one you leave, find pairs and block rivals.",
        icon="🐾",
        colour=(40, 150, 120),
        max_moves=20_000,
        clocks=("pause_seconds",),  # TM-R6's memorising pause
        reviewer=Ref("games.tamega.review:review"),
        matching=Ref("games.tamega.review:MATCHING"),
        place_map=Ref("games.tamega.review:place_map"),
        moments=Ref("games.tamega.moments:MOMENTS"),
        phone=Ref("games.tamega.phone:PHONE"),
    )
)
