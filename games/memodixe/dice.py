"""The DiXe dice of ruling MD-R1: fifteen dice, five colours, ten symbols.

A die's hidden (bottom) face is fixed by its colour and its top face, so the whole
memory of the game is this table. Kept apart from the rules so the scene can draw the
dice and the tests can check the set without a game state.
"""

from __future__ import annotations

import random

COLOURS: tuple[str, ...] = ("red", "blue", "green", "yellow", "purple")
SYMBOLS: tuple[str, ...] = (
    "eye",
    "rabbit",
    "bomb",
    "skull",
    "hat",
    "sun",
    "scales",
    "die",
    "snowflake",
    "star",
)
EMOJI: dict[str, str] = {  # how each symbol is drawn, at the table and on a phone
    "eye": "👁️",
    "rabbit": "🐰",
    "bomb": "💣",
    "skull": "💀",
    "hat": "🎩",
    "sun": "☀️",
    "scales": "⚖️",
    "die": "🎲",
    "snowflake": "❄️",
    "star": "⭐",
}
DICE_PER_COLOUR = 3
DICE = len(COLOURS) * DICE_PER_COLOUR  # 15

# colour -> the three opposite pairs of its faces (MD-R1)
PAIRS: dict[str, tuple[tuple[str, str], ...]] = {
    "red": (("eye", "rabbit"), ("star", "scales"), ("bomb", "snowflake")),
    "blue": (("die", "skull"), ("hat", "sun"), ("snowflake", "eye")),
    "green": (("skull", "hat"), ("bomb", "die"), ("scales", "rabbit")),
    "yellow": (("star", "sun"), ("hat", "scales"), ("skull", "bomb")),
    "purple": (("rabbit", "star"), ("eye", "die"), ("snowflake", "sun")),
}


def _opposites() -> dict[tuple[str, str], str]:
    table: dict[tuple[str, str], str] = {}
    for colour, pairs in PAIRS.items():
        for a, b in pairs:
            table[colour, a] = b
            table[colour, b] = a
    return table


OPPOSITE: dict[tuple[str, str], str] = _opposites()


def colour_of(die: int) -> str:
    """Dice 0-2 are red, 3-5 blue, and so on."""
    return COLOURS[die // DICE_PER_COLOUR]


def faces(colour: str) -> tuple[str, ...]:
    """The six faces of a die of this colour, in table order."""
    return tuple(face for pair in PAIRS[colour] for face in pair)


def bottom(die: int, top: str) -> str:
    """The hidden face under `top` on this die."""
    return OPPOSITE[colour_of(die), top]


def roll(die: int, rng: random.Random) -> str:
    """MD-R2: each of the die's six faces with equal chance; only the rules core rolls."""
    return rng.choice(faces(colour_of(die)))
