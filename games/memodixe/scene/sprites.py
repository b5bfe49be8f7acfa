"""How MemoDiXe's dice look: their colours, their symbols and their pictures.

Kept apart from the painter because the dice in the air (`dice_table`) show the same
pictures as the dice lying in the square, and the story names a power by its symbol.
"""

from __future__ import annotations

import pygame

from engine.drawing import pieces, theme
from engine.drawing.display import Image, Raster
from games.memodixe import dice

COLOUR_RGB: dict[str, theme.Colour] = {
    "red": (222, 62, 62),
    "blue": (52, 110, 220),
    "green": (48, 168, 84),
    "yellow": (240, 196, 40),
    "purple": (146, 82, 200),
}

_KEY = (255, 0, 255)


def die_face(die: int, face: str, size: int, underside: bool = False) -> Image:
    """A die seen from above showing `face`; the underside (a hidden face) is darker, so
    everyone can tell a turned-over die from one lying normally.

    The engine's die has hard (not antialiased) corners, so it is painted as a
    colour-keyed copy, which blits three times faster than per-pixel alpha (turned and
    squashed copies keep the key)."""
    colour = dice.colour_of(die)
    rgb = COLOUR_RGB[colour]
    base = pieces.die(size, theme.darken(rgb, 0.3) if underside else rgb, dice.EMOJI[face])

    def make(raster: Raster) -> pygame.Surface:
        art = pygame.Surface(base.size)
        art.fill(_KEY)
        art.blit(base.make(raster), (0, 0))  # painted here, not kept a second time
        art.set_colorkey(_KEY, pygame.RLEACCEL)
        return art

    return Image(("mdx-die", colour, face, size, underside), base.size, make)


def every_face(size: int) -> list[Image]:
    """Every face of every colour, both sides up, at `size` (to paint ahead of a throw)."""
    return [
        die_face(die, face, size, underside)
        for die in range(0, dice.DICE, dice.DICE_PER_COLOUR)
        for face in dice.faces(dice.colour_of(die))
        for underside in (False, True)
    ]


def demo_piece(name: str, size: int) -> Image | None:
    """A die the how-to's demonstrations name (`games/memodixe/howto.py`):
    "top:<die>:<symbol>" lying normally, "under:<die>:<symbol>" turned over."""
    side, _, rest = name.partition(":")
    die, _, face = rest.partition(":")
    if side not in ("top", "under") or not die.isdigit() or face not in dice.EMOJI:
        return None
    return die_face(int(die), face, size, underside=side == "under")
