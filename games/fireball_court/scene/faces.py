"""Fireball Court's card faces and small drawing helpers (pygame, cached).

A face must be told apart at a glance from either end of the table: the number is big in
the middle and in two opposite corners; gold-coin cards are warm yellow with a coin, raven
cards cool slate with a raven; each senior kind has its own colour and picture; the
Fireball is flame red. Everything is cached by what it shows and its size.
"""

from __future__ import annotations

import pygame

from engine.drawing import pieces, render, theme
from engine.drawing.icons import icon
from games.fireball_court import cards as fc

COIN_BG = (255, 228, 140)
RAVEN_BG = (176, 190, 210)
SENIOR_STYLE = {
    "king": ("👑", (206, 176, 240)),
    "castle": ("🏰", (170, 220, 200)),
    "knight": ("🛡️", (240, 190, 170)),
}
FIRE_BG = (250, 120, 60)
COIN, RAVEN, FIRE = "🪙", "🐦‍⬛", "🔥"
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


def face(card: int, size: tuple[int, int], angle: int = 0) -> pygame.Surface:
    """A card face, turned by `angle` (0 or 180 for the two ends of the table)."""
    key = ("fc-face", fc.kind(card), fc.pile_of(card), size)
    return render.rotated(key, angle, lambda: _paint_face(card, size))


def _paint_face(card: int, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    emoji, colour = card_style(card)
    surface = pieces.card_face(size, "", colour).copy()
    number = fc.number(card)
    if number:
        big = render.text(str(number), max(8, round(h * 0.5)), theme.INK)
        surface.blit(big, big.get_rect(center=(w / 2, h * 0.42)))
        art = icon(emoji, max(4, round(w * 0.42)))
        surface.blit(art, art.get_rect(center=(w / 2, h * 0.76)))
        corner = render.text(str(number), max(8, round(w * 0.24)), theme.INK)
        surface.blit(corner, corner.get_rect(topleft=(w * 0.07, h * 0.03)))
        flipped = pygame.transform.rotate(corner, 180)
        surface.blit(flipped, flipped.get_rect(bottomright=(w * 0.93, h * 0.97)))
        return surface
    art = icon(emoji, max(4, round(w * 0.72)))
    surface.blit(art, art.get_rect(center=(w / 2, h / 2)))
    small = icon(emoji, max(4, round(w * 0.24)))
    surface.blit(small, small.get_rect(topleft=(w * 0.06, h * 0.04)))
    flipped = pygame.transform.rotate(small, 180)
    surface.blit(flipped, flipped.get_rect(bottomright=(w * 0.94, h * 0.96)))
    return surface


def back(size: tuple[int, int], angle: int = 0) -> pygame.Surface:
    """The common back, with a small flame in the middle."""
    key = ("fc-back", size)

    def make() -> pygame.Surface:
        surface = pieces.card_back(size, (150, 50, 40)).copy()
        art = icon(FIRE, max(4, round(size[0] * 0.4)))
        surface.blit(art, art.get_rect(center=(size[0] / 2, size[1] / 2)))
        return surface

    return render.rotated(key, angle, make)


BADGE_TEXT = 0.55  # a badge's number, as a share of its diameter


def badge(label: str, size: int, colour: theme.Colour, angle: int = 0) -> pygame.Surface:
    """A round count badge (white text on a coloured disc)."""
    key = ("fc-badge", label, size, colour)

    def make() -> pygame.Surface:
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(surface, theme.darken(colour, 0.3), (size / 2, size / 2), size / 2)
        pygame.draw.circle(surface, colour, (size / 2, size / 2), size / 2 - max(1, size // 14))
        text = render.text(label, max(8, round(size * BADGE_TEXT)), theme.readable_ink(colour))
        surface.blit(text, text.get_rect(center=(size / 2, size / 2)))
        return surface

    return render.rotated(key, angle, make)


def label(text: str, size: int, colour: theme.Colour, angle: int = 0) -> pygame.Surface:
    """Text on a dark rounded plate, readable on the felt."""
    key = ("fc-label", text, size, colour)

    def make() -> pygame.Surface:
        words = render.text(text, size, colour)
        pad = round(size * 0.45)
        plate = render.rounded_panel(
            (words.get_width() + 2 * pad, words.get_height() + pad), (20, 30, 28), pad
        ).copy()
        plate.blit(words, words.get_rect(center=plate.get_rect().center))
        return plate

    return render.rotated(key, angle, make)


def glow(size: tuple[int, int], colour: theme.Colour) -> pygame.Surface:
    """A soft outline drawn under a card that may be played or is chosen."""
    key = ("fc-glow", size, colour)

    def make() -> pygame.Surface:
        w, h = size
        pad = max(6, w // 10)
        surface = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        for i in range(pad, 0, -2):
            alpha = round(150 * (1 - i / pad) + 20)
            rect = pygame.Rect(pad - i, pad - i, w + 2 * i, h + 2 * i)
            pygame.draw.rect(surface, (*colour, alpha), rect, border_radius=max(4, w // 8 + i))
        return surface

    return render.CACHE.get(key, make)
