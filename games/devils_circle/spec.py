"""Devil's Circle: what the registry knows of the game (its name, players, presets) and
where its rules, bots, review and scene live. They are named, not imported: they load when
the game is played, so listing the games (the menu) loads none of them."""

from games.core.registry import GameSpec, Ref, register
from games.devils_circle.options import OPTIONS, PRESETS

SPEC = register(
    GameSpec(
        id="devils-circle",
        title="Devil's Circle",
        min_players=2,
        max_players=6,
        age=7,
        new_state=Ref("games.devils_circle.rules:DevilsCircleState"),
        make_bot=Ref("games.devils_circle.bot:DevilsCircleBot"),
        actions=Ref("games.devils_circle.actions:ACTIONS"),
        presets=PRESETS,
        declared=OPTIONS,
        howto=Ref("games.devils_circle.howto:PAGES"),
        scene="games.devils_circle.scene:DevilsCircleScene",
        blurb="Flip the devilish discs until all four copies of the searched image show.",
        icon="😈",
        colour=(196, 60, 60),
        max_moves=20_000,
        reviewer=Ref("games.devils_circle.review:review"),
        matching=Ref("games.devils_circle.review:MATCHING"),
        place_map=Ref("games.devils_circle.review:place_map"),
        phone=Ref("games.devils_circle.phone:PHONE"),
        moments=Ref("games.devils_circle.moments:MOMENTS"),
    )
)
