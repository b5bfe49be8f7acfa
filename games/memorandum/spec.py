"""Memorandum: what the registry knows of the game (its name, players, presets) and
where its rules, bots, review and scene live. They are named, not imported: they load when
the game is played, so listing the games (the menu) loads none of them."""

from games.core.registry import GameSpec, Ref, register
from games.memorandum.options import OPTIONS, PRESETS

SPEC = register(
    GameSpec(
        id="memorandum",
        title="Memorandum",
        min_players=1,
        max_players=7,
        age=5,
        new_state=Ref("games.memorandum.rules:MemorandumState"),
        make_bot=Ref("games.memorandum.bot:MemorandumBot"),
        actions=Ref("games.memorandum.actions:ACTIONS"),
        presets=PRESETS,
        declared=OPTIONS,
        howto=Ref("games.memorandum.howto:PAGES"),
        blurb="Memorise your cards, then slap your pad and shout “Mine!” when one is called.",
        icon="🃏",
        colour=(60, 110, 190),
        max_moves=20_000,
        clocks=("memorise_seconds", "claim_seconds"),  # a pass-and-play turn: memorise
        scene="games.memorandum.scene:MemorandumScene",
        reviewer=Ref("games.memorandum.review:review"),
        matching=Ref("games.memorandum.review:MATCHING"),
        place_map=Ref("games.memorandum.review:place_map"),
        phone=Ref("games.memorandum.phone:PHONE"),
        moments=Ref("games.memorandum.moments:MOMENTS"),
    )
)
