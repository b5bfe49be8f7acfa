"""How MemoDiXe's dice look: their colours, their symbols and the cached sprites.

Kept apart from the painter because the dice in the air (`dice_table`) draw with the same
sprites as the dice lying in the square, and the story names a power by its symbol.
"""

from __future__ import annotations

import pygame

from engine.drawing import pieces, theme
from games.memodixe import dice

COLOUR_RGB: dict[str, theme.Colour] = {
    "red": (222, 62, 62),
    "blue": (52, 110, 220),
    "green": (48, 168, 84),
    "yellow": (240, 196, 40),
    "purple": (146, 82, 200),
}
EMOJI: dict[str, str] = {
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

_SPRITES: dict[tuple[str, str, int, bool], pygame.Surface] = {}
_KEY = (255, 0, 255)


def sprite(die: int, face: str, size: int, underside: bool = False) -> pygame.Surface:
    """A die seen from above showing `face`; the underside (a hidden face) is darker, so
    everyone can tell a turned-over die from one lying normally.

    The engine's die has hard (not antialiased) corners, so it is kept here as a
    colour-keyed copy, which blits three times faster than per-pixel alpha."""
    colour = dice.colour_of(die)
    key = (colour, face, size, underside)
    art = _SPRITES.get(key)
    if art is None:
        rgb = COLOUR_RGB[colour]
        base = pieces.die(size, theme.darken(rgb, 0.3) if underside else rgb, EMOJI[face])
        art = pygame.Surface(base.get_size())
        art.fill(_KEY)
        art.blit(base, (0, 0))
        art.set_colorkey(_KEY, pygame.RLEACCEL)
        if len(_SPRITES) > 400:  # a few window sizes' worth
            _SPRITES.clear()
        _SPRITES[key] = art
    return art


def prewarm(size: int) -> None:
    """Render every face of every colour once, at layout time, not in the middle of a throw."""
    for colour in range(len(dice.COLOURS)):
        die = colour * dice.DICE_PER_COLOUR
        for face in dice.faces(dice.colour_of(die)):
            sprite(die, face, size)
            sprite(die, face, size, underside=True)
