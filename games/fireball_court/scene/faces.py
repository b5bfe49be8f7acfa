"""Fireball Court's card faces and small pictures, as recipes (`Image`s).

A face must be told apart at a glance from either end of the table: the number is big in
the middle and in two opposite corners; gold-coin cards are warm yellow with a coin, raven
cards cool slate with a raven; each senior kind has its own colour and picture; the
Fireball is flame red. Each picture is named by what it shows and its size, and is shown
upright: the sprite saying it turns it to its seat.
"""

from __future__ import annotations

import pygame

from engine.drawing import pieces, theme
from engine.drawing.display import Image, Raster
from engine.drawing.icons import picture
from engine.drawing.images import plate_on, rounded
from engine.drawing.images import text as words
from engine.drawing.text import measure
from games.fireball_court import cards as fc

COIN_BG = (255, 228, 140)
RAVEN_BG = (176, 190, 210)
SENIOR_STYLE = {
    "king": (fc.SENIOR_PICTURES["king"], (206, 176, 240)),
    "castle": (fc.SENIOR_PICTURES["castle"], (170, 220, 200)),
    "knight": (fc.SENIOR_PICTURES["knight"], (240, 190, 170)),
}
FIRE_BG = (250, 120, 60)
BACK = (150, 50, 40)
PLATE = (20, 30, 28)  # under a label on the felt
COIN, RAVEN, FIRE = fc.COIN, fc.RAVEN, fc.FIRE
PILE_EMOJI = {
    "coins": COIN,
    "ravens": RAVEN,
    "fireballs": FIRE,
    **{k: v[0] for k, v in SENIOR_STYLE.items()},
}


def card_style(card: int) -> tuple[str, theme.Colour]:
    """The picture and background of a card."""
    if fc.is_coin(card):
        return COIN, COIN_BG
    if fc.is_raven(card):
        return RAVEN, RAVEN_BG
    if fc.is_senior(card):
        return SENIOR_STYLE[fc.kind(card)]
    return FIRE, FIRE_BG


def face(card: int, size: tuple[int, int]) -> Image:
    """A card face (cards of one kind and pile look alike)."""
    key = ("fc-face", fc.kind(card), fc.pile_of(card), size)
    return Image(key, size, lambda raster: _paint_face(raster, card, size))


def _paint_face(raster: Raster, card: int, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    emoji, colour = card_style(card)
    surface = plate_on(raster, pieces.card_face(size, "", colour))
    number = fc.number(card)
    if number:
        big = raster(words(str(number), max(8, round(h * 0.5)), theme.INK))
        surface.blit(big, big.get_rect(center=(w / 2, h * 0.42)))
        art = raster(picture(emoji, max(4, round(w * 0.42))))
        surface.blit(art, art.get_rect(center=(w / 2, h * 0.76)))
        corner = raster(words(str(number), max(8, round(w * 0.24)), theme.INK))
        surface.blit(corner, corner.get_rect(topleft=(w * 0.07, h * 0.03)))
        flipped = pygame.transform.rotate(corner, 180)
        surface.blit(flipped, flipped.get_rect(bottomright=(w * 0.93, h * 0.97)))
        return surface
    art = raster(picture(emoji, max(4, round(w * 0.72))))
    surface.blit(art, art.get_rect(center=(w / 2, h / 2)))
    small = raster(picture(emoji, max(4, round(w * 0.24))))
    surface.blit(small, small.get_rect(topleft=(w * 0.06, h * 0.04)))
    flipped = pygame.transform.rotate(small, 180)
    surface.blit(flipped, flipped.get_rect(bottomright=(w * 0.94, h * 0.96)))
    return surface


def back(size: tuple[int, int]) -> Image:
    """The common back, with a small flame in the middle."""

    def make(raster: Raster) -> pygame.Surface:
        surface = plate_on(raster, pieces.card_back(size, BACK))
        art = raster(picture(FIRE, max(4, round(size[0] * 0.4))))
        surface.blit(art, art.get_rect(center=(size[0] / 2, size[1] / 2)))
        return surface

    return Image(("fc-back", size), size, make)


BADGE_TEXT = 0.55  # a badge's number, as a share of its diameter


def badge(label: str, size: int, colour: theme.Colour) -> Image:
    """A round count badge (white text on a coloured disc)."""

    def make(raster: Raster) -> pygame.Surface:
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(surface, theme.darken(colour, 0.3), (size / 2, size / 2), size / 2)
        pygame.draw.circle(surface, colour, (size / 2, size / 2), size / 2 - max(1, size // 14))
        text = raster(words(label, badge_px(size), theme.readable_ink(colour)))
        surface.blit(text, text.get_rect(center=(size / 2, size / 2)))
        return surface

    return Image(("fc-badge", label, size, colour), (size, size), make)


def badge_px(size: int) -> int:
    """The type size of a badge's number."""
    return max(8, round(size * BADGE_TEXT))


def label(text: str, size: int, colour: theme.Colour) -> Image:
    """Text on a dark rounded plate, readable on the felt."""
    w, h = measure(text, size)
    pad = round(size * 0.45)
    plate = rounded((w + 2 * pad, h + pad), PLATE, pad)

    def make(raster: Raster) -> pygame.Surface:
        surface = plate_on(raster, plate)
        shown = raster(words(text, size, colour))
        surface.blit(shown, shown.get_rect(center=surface.get_rect().center))
        return surface

    return Image(("fc-label", text, size, colour), plate.size, make)


def glow(size: tuple[int, int], colour: theme.Colour) -> Image:
    """A soft outline shown under a card that may be played or is chosen."""
    w, h = size
    pad = max(6, w // 10)

    def make(_: Raster) -> pygame.Surface:
        surface = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        for i in range(pad, 0, -2):
            alpha = round(150 * (1 - i / pad) + 20)
            rect = pygame.Rect(pad - i, pad - i, w + 2 * i, h + 2 * i)
            pygame.draw.rect(surface, (*colour, alpha), rect, border_radius=max(4, w // 8 + i))
        return surface

    return Image(("fc-glow", size, colour), (w + 2 * pad, h + 2 * pad), make)


def demo_piece(name: str, size: int) -> Image | None:
    """A card the how-to's demonstrations name (`games/fireball_court/howto.py`):
    "card:<card>", `size` pixels tall."""
    kind, _, card = name.partition(":")
    if kind != "card" or not card.isdigit() or int(card) >= fc.DECK_SIZE:
        return None
    return face(int(card), (round(size / pieces.CARD_RATIO), size))
