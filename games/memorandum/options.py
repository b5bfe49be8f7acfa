"""Memorandum's presets: the printed game, the kids' game against the house, and the
party game; and the player range each allows. The menu reads them through the spec, so they
import nothing of the rules."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

CLASSIC_PLAYERS = (3, 7)  # the dealer included (MR-R3: two receivers at least)
HOUSE_PLAYERS = (1, 6)  # every player receives; the table deals

DEFAULTS: dict[str, Any] = {
    "pack": 52,
    "house": False,
    "memorise_seconds": 30,
    "claim_seconds": 3,
    "max_hand": 0,
    "four_colour": False,
}


def player_range(options: Mapping[str, Any]) -> tuple[int, int]:
    return HOUSE_PLAYERS if options.get("house") else CLASSIC_PLAYERS


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
