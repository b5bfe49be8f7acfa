"""Memorandum (David Parlett): memorise your hand, then shout "Mine!" when a card is called."""

from games.core import register
from games.core.registry import GameSpec
from games.memorandum import review
from games.memorandum.actions import ACTIONS
from games.memorandum.bot import MemorandumBot
from games.memorandum.rules import MemorandumState
from games.memorandum.setup import DEFAULTS, player_range

CLASSIC = dict(DEFAULTS)
KIDS = {
    **DEFAULTS,
    "pack": 20,  # Ace to 5 of each suit: cards a five-year-old can read
    "house": True,  # the table deals; every child plays, against the house's score
    "memorise_seconds": 60,
    "claim_seconds": 6,
    "max_hand": 6,
    "four_colour": True,
}
PARTY = {**DEFAULTS, "house": True, "pack": 40, "max_hand": 8, "claim_seconds": 4}

SPEC = register(
    GameSpec(
        id="memorandum",
        title="Memorandum",
        min_players=1,
        max_players=7,
        age=5,
        new_state=MemorandumState,
        make_bot=MemorandumBot,
        actions=ACTIONS,
        presets={"classic": CLASSIC, "kids": KIDS, "party": PARTY},
        blurb="Memorise your cards, then slap your pad and shout “Mine!” when one is called.",
        icon="🃏",
        max_moves=20_000,
        player_range=player_range,
        scene="games.memorandum.scene:MemorandumScene",
        reviewer=review.review,
    )
)
