"""Memorandum's presets: the printed game, the kids' game against the house, and the
party game."""

from games.memorandum.setup import DEFAULTS

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
