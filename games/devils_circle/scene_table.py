"""Drawing helpers for Devil's Circle: the cards, flying coins and cards, and the coins,
won cards and ALL FIVE flip slots painted on a seat's panel."""

from __future__ import annotations

import math

import pygame

from engine import pieces, render, theme
from engine.assets import icon
from engine.seats import Seat
from games.devils_circle.model import ALL_FIVE, IMAGES, card_image
from games.devils_circle.scene_discs import COLOUR, EMOJI, glide

ALL_FIVE_COLOUR = (255, 240, 200)


def card_sprite(card: int, size: tuple[int, int], angle: int = 0) -> pygame.Surface:
    """A search card, turned by `angle` (multiples of 90 are lossless), cached."""
    image = card_image(card)
    key = ("dc-card", image, size)

    def make() -> pygame.Surface:
        if image != ALL_FIVE:
            return pieces.card_face(size, EMOJI[image], COLOUR[image])
        return _all_five_face(size)

    face = render.CACHE.get(key, make)
    return render.rotated((*key, "rot"), angle, lambda: face) if angle % 360 else face


def _all_five_face(size: tuple[int, int]) -> pygame.Surface:
    """The ALL FIVE card: the five images round a big 5."""
    w, h = size
    surface = render.rounded_panel(size, ALL_FIVE_COLOUR, max(4, w // 9), theme.GOLD, 3).copy()
    art = round(w * 0.34)
    for i, image in enumerate(IMAGES):
        a = -math.pi / 2 + i * 2 * math.pi / 5
        pos = (w / 2 + math.cos(a) * w * 0.3, h / 2 + math.sin(a) * w * 0.34)
        surface.blit(icon(EMOJI[image], art), icon(EMOJI[image], art).get_rect(center=pos))
    five = render.text("×2", max(8, round(w * 0.22)), theme.INK)
    surface.blit(five, five.get_rect(center=(w / 2, h / 2)))
    return surface


def draw_flyer(surface: pygame.Surface, flyer, now: float, disc: int) -> None:
    t = (now - flyer.start) / flyer.duration
    if not 0 <= t < 1:
        return
    pos = glide(flyer.start_pos, flyer.end_pos, t, disc * 0.3)
    if flyer.card >= 0:
        w = round(disc * 0.6)
        sprite = card_sprite(flyer.card, (w, round(w * pieces.CARD_RATIO)))
    else:
        sprite = icon(flyer.emoji, round(disc * 0.42))
    render.blit_center(surface, sprite, pos)


def panel_anchor(seat: Seat, slot: pygame.Rect, which: str) -> tuple[float, float]:
    """Where on screen a seat's coin pile or won cards are (for things flying there)."""
    w, h = seat.panel_size
    x = slot.x + slot.h * 0.45 if which == "coins" else slot.x + slot.w * 0.55
    return seat.to_screen((x - w / 2, slot.centery - h / 2))


def paint_holdings(
    surface: pygame.Surface,
    slot: pygame.Rect,
    coins: int,
    won: list[int],
    use_coins: bool,
    slots: list[str] | None,
) -> None:
    """Coins and won cards, upright, into the panel's slot; ALL FIVE flip slots on turn."""
    size = round(slot.h * 0.62)
    text_size = max(10, round(slot.h * 0.42))
    if use_coins:
        coin = icon("🪙", size)
        surface.blit(coin, coin.get_rect(center=(slot.x + slot.h * 0.45, slot.centery)))
        label = render.text(str(coins), text_size, theme.INK)
        surface.blit(label, label.get_rect(midleft=(slot.x + slot.h * 0.85, slot.centery)))
    card_w = round(slot.h * 0.5)
    card_size = (card_w, round(card_w * pieces.CARD_RATIO * 0.95))
    left = slot.x + slot.w * 0.42 if use_coins else slot.x + slot.h * 0.2
    for i, card in enumerate(won[:8]):
        sprite = card_sprite(card, card_size)
        surface.blit(sprite, sprite.get_rect(midleft=(left + i * card_w * 0.45, slot.centery)))
    if won:
        label = render.text(f"×{len(won)}", text_size, theme.INK)
        x = left + min(8, len(won)) * card_w * 0.45 + card_w * 0.7
        surface.blit(label, label.get_rect(midleft=(x, slot.centery)))
    if slots is not None:
        _flip_slots(surface, slot, slots)


def _flip_slots(surface: pygame.Surface, slot: pygame.Rect, faces: list[str]) -> None:
    """ALL FIVE: two round slots that fill with the faces flipped this turn."""
    r = slot.h * 0.36
    for i in range(2):
        centre = (slot.right - r * (1.2 + 2.3 * (1 - i)), slot.centery)
        pygame.draw.circle(surface, theme.lighten(theme.GOLD, 0.5), centre, r)
        pygame.draw.circle(surface, theme.GOLD, centre, r, max(2, round(r / 8)))
        if i < len(faces):
            art = icon(EMOJI[faces[i]], round(r * 1.5))
            surface.blit(art, art.get_rect(center=centre))
        else:
            label = render.text(str(i + 1), round(r), theme.INK_SOFT)
            surface.blit(label, label.get_rect(center=centre))
