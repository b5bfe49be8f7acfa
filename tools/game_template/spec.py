"""Template game: what the registry knows of the game (its name, players, presets, its
tile on the menu) and where its rules, bots, review, phone and scene live. They are named,
not imported: they load when the game is played, so listing the games loads none of them."""

from games.core.registry import GameSpec, Ref, register
from games.template_game.options import OPTIONS, PRESETS

SPEC = register(
    GameSpec(
        id="template-game",
        title="Template game",
        min_players=1,
        max_players=6,
        age=4,
        new_state=Ref("games.template_game.rules:TemplateGameState"),
        make_bot=Ref("games.template_game.bot:TemplateGameBot"),
        actions=Ref("games.template_game.actions:ACTIONS"),
        presets=PRESETS,
        declared=OPTIONS,
        howto=Ref("games.template_game.howto:PAGES"),
        scene="games.template_game.scene:TemplateGameScene",
        blurb="Turn two cards: a pair is yours, and you go again.",
        icon="🎴",
        colour=(60, 130, 150),
        reviewer=Ref("games.template_game.review:review"),
        place_map=Ref("games.template_game.review:place_map"),
        phone=Ref("games.template_game.phone:PHONE"),
        hidden=Ref("games.template_game.rules:hidden"),
    )
)
