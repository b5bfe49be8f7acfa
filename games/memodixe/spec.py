"""MemoDiXe: what the registry knows of the game (its name, players, presets) and
where its rules, bots, review and scene live. They are named, not imported: they load when
the game is played, so listing the games (the menu) loads none of them."""

from games.core.registry import GameSpec, Ref, register
from games.memodixe.options import OPTIONS, PRESETS

SPEC = register(
    GameSpec(
        id="memodixe",
        title="MemoDiXe",
        min_players=2,
        max_players=6,
        age=5,
        new_state=Ref("games.memodixe.rules:MemoDixeState"),
        make_bot=Ref("games.memodixe.bot:MemoDixeBot"),
        actions=Ref("games.memodixe.actions:ACTIONS"),
        presets=PRESETS,
        declared=OPTIONS,
        howto=Ref("games.memodixe.howto:PAGES"),
        scene="games.memodixe.scene:MemoDixeScene",
        blurb="Turn over two dice: same hidden symbol? Use its power! No pair left? Shout DiXe!",
        icon="🎲",
        colour=(140, 80, 180),
        max_moves=5_000,
        reviewer=Ref("games.memodixe.review:review"),
        matching=Ref("games.memodixe.review:MATCHING"),
        place_map=Ref("games.memodixe.review:place_map"),
        phone=Ref("games.memodixe.phone:PHONE"),
        clocks=("memorise_seconds",),  # how long a turned pair stays up
        moments=Ref("games.memodixe.moments:MOMENTS"),
    )
)
