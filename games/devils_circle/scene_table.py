"""Drawing helpers for Devil's Circle: the cards, flying coins and cards, and the coins,
won cards and ALL FIVE flip slots painted on a seat's panel."""

from __future__ import annotations

import math

import pygame

from engine import pieces, render, theme
from engine.assets import icon
from engine.flight import Flight
from engine.seats import Seat
from games.devils_circle.actions import ALL_FIVE, IMAGES, card_image
from games.devils_circle.scene_discs import COLOUR, EMOJI

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


def draw_flight(surface: pygame.Surface, flight: Flight, now: float, disc: int) -> None:
    """A coin (its emoji) or a won card (its id) on its way, sized by the discs' width."""
    if not flight.flying(now):
        return
    if isinstance(flight.what, int):
        w = round(disc * 0.6)
        sprite = card_sprite(flight.what, (w, round(w * pieces.CARD_RATIO)))
    else:
        sprite = icon(flight.what, round(disc * 0.42))
    render.blit_center(surface, sprite, flight.pos(now))


def spots(slot: pygame.Rect, use_coins: bool) -> dict[str, pygame.Rect]:
    """Where the coin pile and the won cards go in a panel slot: side by side on a long
    panel, one above the other on a short one (side seats of a wide screen)."""
    if not use_coins:
        return {"cards": slot.copy()}
    if slot.w >= slot.h * 2.6:
        split = slot.x + max(slot.h * 1.9, slot.w * 0.36)
        coins = pygame.Rect(slot.x, slot.y, split - slot.x, slot.h)
        return {"coins": coins, "cards": pygame.Rect(split, slot.y, slot.right - split, slot.h)}
    half = slot.h // 2
    return {
        "coins": pygame.Rect(slot.x, slot.y, slot.w, half),
        "cards": pygame.Rect(slot.x, slot.y + half, slot.w, slot.h - half),
    }


def panel_anchor(seat: Seat, slot: pygame.Rect, which: str, use_coins: bool):
    """Where on screen a seat's coin pile or won cards are (for things flying there)."""
    w, h = seat.panel_size
    area = spots(slot, use_coins)[which]
    return seat.to_screen((area.x + area.h * 0.5 - w / 2, area.centery - h / 2))


def paint_holdings(
    surface: pygame.Surface, slot: pygame.Rect, coins: int, won: list[int], use_coins: bool
) -> None:
    """Coins and won cards, upright, into the panel's slot."""
    area = spots(slot, use_coins)
    if use_coins:
        _paint_coins(surface, area["coins"], coins)
    _paint_cards(surface, area["cards"], won)


def _paint_coins(surface: pygame.Surface, area: pygame.Rect, coins: int) -> None:
    size = round(area.h * 0.78)
    coin = icon("🪙", size)
    surface.blit(coin, coin.get_rect(midleft=(area.x, area.centery)))
    label = render.text(str(coins), max(10, round(area.h * 0.6)), theme.INK)
    surface.blit(label, label.get_rect(midleft=(area.x + size * 1.08, area.centery)))


def _paint_cards(surface: pygame.Surface, area: pygame.Rect, won: list[int]) -> None:
    if not won:
        return
    card_h = round(area.h * 0.92)
    card_w = round(card_h / pieces.CARD_RATIO)
    label = render.text(f"×{len(won)}", max(10, round(area.h * 0.5)), theme.INK)
    room = area.right - area.x - card_w - label.get_width() - area.h * 0.1
    step = max(0.0, min(card_w * 0.55, room / max(1, len(won) - 1)))
    for i, card in enumerate(won):
        sprite = card_sprite(card, (card_w, card_h))
        surface.blit(sprite, sprite.get_rect(midleft=(area.x + i * step, area.centery)))
    right = area.x + (len(won) - 1) * step + card_w + area.h * 0.08
    surface.blit(label, label.get_rect(midleft=(right, area.centery)))


def flip_slot_left(seat: Seat, unit: float) -> float:
    """Where the ALL FIVE slots begin, in the seat's own frame (the prompt stays left)."""
    return seat.panel_size[0] * 0.2 - 24 * unit


def draw_flip_slots(surface: pygame.Surface, seat: Seat, faces: list[str], unit: float) -> None:
    """ALL FIVE: two round slots in front of the active seat that fill with its flips."""
    r = 24 * unit
    depth = seat.panel_size[1]
    for i in range(2):
        centre = seat.to_screen((seat.panel_size[0] * 0.2 + i * r * 2.4, -(depth / 2 + r * 1.25)))
        pygame.draw.circle(surface, theme.PANEL, centre, r)
        pygame.draw.circle(surface, theme.GOLD, centre, r, max(2, round(r / 8)))
        if i < len(faces):
            art = icon(EMOJI[faces[i]], round(r * 1.5), seat.angle)
            surface.blit(art, art.get_rect(center=centre))
        else:
            label = render.text(str(i + 1), round(r), theme.INK_SOFT, seat.angle)
            surface.blit(label, label.get_rect(center=centre))
