"""Memorandum's options and presets: the printed game, the kids' game against the house, and
the party game. The menu reads them through the spec, so they import nothing of the rules
(the pack lengths live here, and `cards` reads them from here)."""

from __future__ import annotations

from typing import Any, NamedTuple

from games.core.options import Option, OptionSet, Tie, starter_option

JOKER_PACK = 54
PACK_LENGTHS = (*range(8, 53, 4), JOKER_PACK)  # whole ranks of four suits, or 52 and Jokers
CLASSIC_PLAYERS = tuple(range(3, 8))  # the dealer included (MR-R3: two receivers at least)
HOUSE_PLAYERS = tuple(range(1, 7))  # every player receives; the table deals (MR-R5)
SECONDS = (0.5, 600)  # what a record or the command line may give a clock

DEFAULTS: dict[str, Any] = {
    "pack": 52,
    "house": False,
    "memorise_seconds": 30,
    "claim_seconds": 3,
    "max_hand": 0,
    "four_colour": False,
}


class Options(NamedTuple):
    """The options as the rules and the table read them (`OPTIONS.read`)."""

    pack: int
    house: bool
    memorise_seconds: float
    claim_seconds: float
    max_hand: int  # 0: deal as far as the pack goes (house-dealer mode only: MR-R6)
    four_colour: bool  # presentation only, kept so the record shows how it was played
    starter: int | str  # the first dealer of a classic match: a seat, or "random"


OPTIONS = OptionSet(
    Option("pack", 52, PACK_LENGTHS, "🃏", "memorandum.option.pack", named=(40, 52, JOKER_PACK)),
    Option(
        "house",
        False,
        (False, True),
        "🏠",
        "memorandum.option.house",
        players={False: CLASSIC_PLAYERS, True: HOUSE_PLAYERS},
    ),
    Option(
        "memorise_seconds",
        30,
        (10, 15, 20, 30, 45, 60, 90, 120),
        "👀",
        "memorandum.option.memorise_seconds",
        span=SECONDS,
        teach=False,
    ),
    Option(
        "claim_seconds",
        3,
        (2, 3, 4, 5, 6, 8, 10),
        "⏱️",
        "memorandum.option.claim_seconds",
        span=SECONDS,
        teach=False,
    ),
    Option(
        "max_hand",
        0,
        (0, 3, 4, 5, 6, 8, 10, 12),
        "✋",
        "memorandum.option.max_hand",
        span=(0, JOKER_PACK),
        named=(0,),
        ties=(
            Tie(
                "house",
                (True,),
                "memorandum.option.max_hand.needs_house",
                "is for the house dealer only (ruling MR-R6): add --option house=true",
            ),
        ),
    ),
    Option("four_colour", False, (False, True), "🎨", "memorandum.option.four_colour"),
    starter_option(
        0,
        "memorandum.option.starter",
        ties=(
            Tie(
                "house",
                (False,),
                "memorandum.option.starter.needs_dealers",
                "chooses the first dealer of a classic match; the house deals alone",
                yields=True,
            ),
        ),
    ),
)

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
PRESETS = {"classic": CLASSIC, "kids": KIDS, "party": PARTY}
