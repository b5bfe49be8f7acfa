"""Drawing Devil's Circle's table from its picture and layout: the stack, the searched
card and the pot, coins and cards in flight, the coins and won cards on a seat's panel,
the ALL FIVE slots, the prompt and the thief's targets. (The discs draw themselves: see
`discs`.) Each function gets only what it draws from, so none can reach past the picture
into the rules.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial

import pygame

from engine.compositor.resting import Shown
from engine.drawing import panels, pieces, render, theme
from engine.drawing.icons import icon
from engine.drawing.motion import MOTION
from engine.drawing.seats import Seat
from engine.words.banners import draw_seat_prompt
from games.devils_circle.actions import ALL_FIVE, IMAGES, card_image
from games.devils_circle.scene.discs import COLOUR, EMOJI
from games.devils_circle.scene.layout import (
    SLOT_RADIUS,
    Layout,
    Point,
    PromptPlace,
    spots,
)
from games.devils_circle.scene.picture import Picture

ALL_FIVE_COLOUR = (255, 240, 200)
CARD_BACK = (120, 40, 40)
CARD_FLIP_SECONDS = 0.5  # the searched card turning over as it comes up


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


def draw_payload(surface: pygame.Surface, what: str | int, pos: Point, diameter: int) -> None:
    """A coin (its emoji) or a won card (its id) on its way, sized by the discs' width."""
    if isinstance(what, int):
        w = round(diameter * 0.6)
        sprite = card_sprite(what, (w, round(w * pieces.CARD_RATIO)))
    else:
        sprite = icon(what, round(diameter * 0.42))
    render.blit_center(surface, sprite, pos)


def paint_holdings(
    surface: pygame.Surface,
    slot: pygame.Rect,
    sizes: panels.PanelType,
    coins: int,
    won: list[int],
    use_coins: bool,
) -> None:
    """Coins and won cards, upright, into the panel's slot: each count with its picture
    and word, the won cards fanned beside theirs."""
    area = spots(slot, use_coins)
    if use_coins:
        coin_count = panels.Count("🪙", coins, "devils_circle.coins")
        panels.paint_count(
            surface, area["coins"], coin_count, panels.count_size(sizes, area["coins"]), sizes.label
        )
    _paint_cards(surface, area["cards"], sizes, won)


def _paint_cards(
    surface: pygame.Surface, area: pygame.Rect, sizes: panels.PanelType, won: list[int]
) -> None:
    """The won cards fanned on the left (the newest on top), their count on the right."""
    card_h = round(area.h * 0.92)
    card_w = round(card_h / pieces.CARD_RATIO)
    fan_w = min(area.w * 0.4, card_w * (1 + 0.55 * (len(won) - 1)))
    fan = pygame.Rect(area.x, area.y, fan_w, area.h) if won else None
    if fan is not None:
        step = max(0.0, min(card_w * 0.55, (fan.w - card_w) / max(1, len(won) - 1)))
        for i, card in enumerate(won):
            sprite = card_sprite(card, (card_w, card_h))
            surface.blit(sprite, sprite.get_rect(midleft=(area.x + i * step, area.centery)))
    rest = area.copy()
    if fan is not None:
        rest.update(fan.right + card_w * 0.2, area.y, area.right - fan.right - card_w * 0.2, area.h)
    count = panels.Count("🃏", len(won), "devils_circle.cards")
    panels.paint_count(surface, rest, count, panels.count_size(sizes, rest), sizes.label)


def draw_flip_slots(
    surface: pygame.Surface, centres: list[Point], faces: list[str], angle: int, unit: float
) -> None:
    """ALL FIVE: two round slots in front of the active seat that fill with its flips."""
    r = SLOT_RADIUS * unit
    for i, centre in enumerate(centres):
        pygame.draw.circle(surface, theme.PANEL, centre, r)
        pygame.draw.circle(surface, theme.GOLD, centre, r, max(2, round(r / 8)))
        if i < len(faces):
            art = icon(EMOJI[faces[i]], round(r * 1.5), angle)
            surface.blit(art, art.get_rect(center=centre))
        else:
            label = render.text(str(i + 1), round(r), theme.INK_SOFT, angle)
            surface.blit(label, label.get_rect(center=centre))


def middle_shown(picture: Picture, board: Layout, angle: int, now: float) -> Shown:
    """The middle as the table's copy takes it (`resting`): it lies still but while the
    searched card turns over."""
    blits = _middle_blits(picture, board, angle, now)
    rects = [sprite.get_rect(center=(round(x), round(y))) for sprite, (x, y) in blits]
    rect = (
        rects[0].unionall(rects[1:])
        if rects
        else pygame.Rect(round(board.centre[0]), round(board.centre[1]), 0, 0)
    )
    turning = bool(picture.pack) and now - picture.card_shown_at < CARD_FLIP_SECONDS
    look = (
        picture.stack_left,
        tuple(picture.pack),
        picture.middle,
        angle,
        now if turning else None,
    )
    return Shown(("middle", *look), rect, not turning, partial(_blit_all, blits=blits))


def middle_soon(picture: Picture, board: Layout, angles: list[int]) -> list[Callable[[], object]]:
    """What the middle will show when it turns to another seat, for `render.Warmer` to
    paint ahead: the searched card and the counts at every seat's angle (turned to the
    next player in the frame a move ends, they made it the slowest of the turn at 4K)."""
    heading = render.type_size("heading", board.unit)
    jobs: list[Callable[[], object]] = []
    for angle in angles:
        if picture.pack:
            jobs.append(partial(card_sprite, picture.pack[-1], board.card_size, angle))
        for count in (picture.stack_left, picture.middle):
            jobs.append(partial(render.text, str(count), heading, theme.WHITE, angle))
    return jobs


def _blit_all(surface: pygame.Surface, blits: list[tuple[pygame.Surface, Point]]) -> None:
    for sprite, centre in blits:
        render.blit_center(surface, sprite, centre)


def _middle_blits(
    picture: Picture, board: Layout, angle: int, now: float
) -> list[tuple[pygame.Surface, Point]]:
    """The stack, the searched card (turning over as it comes up) on any twin pack, and
    the pot, all facing the player on turn: each picture and where its middle goes."""
    blits: list[tuple[pygame.Surface, Point]] = []
    cx, cy = board.centre
    w, h = board.card_size
    unit = board.unit
    if picture.stack_left:
        back = pieces.card_back((round(w * 0.8), round(h * 0.8)), CARD_BACK)
        x, y = board.stack_pos
        blits += [(back, (x - i * 2, y - i * 2)) for i in range(min(3, picture.stack_left))]
        size = render.type_size("heading", unit)
        label = render.text(str(picture.stack_left), size, theme.WHITE, angle)
        blits.append((label, board.stack_pos))
    for i, card in enumerate(picture.pack):
        sprite = card_sprite(card, board.card_size, angle)
        offset = (len(picture.pack) - 1 - i) * w * 0.12
        if i == len(picture.pack) - 1:
            progress = (now - picture.card_shown_at) / CARD_FLIP_SECONDS
            if progress < 1:
                scale, new_side, _ = pieces.flip_pose(progress)
                back = pieces.card_back(board.card_size, CARD_BACK)
                sprite = pieces.squash(sprite if new_side else back, scale)
        blits.append((sprite, (cx - offset, cy - offset)))
    if picture.middle:
        coin = icon("🪙", round(w * 0.7))
        x, y = board.pot_pos
        blits += [(coin, (x, y - i * w * 0.06)) for i in range(min(6, picture.middle))]
        text = render.text(
            str(picture.middle), render.type_size("heading", unit), theme.WHITE, angle
        )
        blits.append((text, (x, y + h * 0.45)))
    return blits


def draw_prompt(
    surface: pygame.Surface,
    seat: Seat,
    shown: tuple[str, str],
    place: PromptPlace,
    now: float,
    unit: float,
) -> None:
    """The prompt in front of the seat on turn, where the layout found it room."""
    emoji, words = shown
    local = (place.x, place.y)
    draw_seat_prompt(surface, seat, local, emoji, words, now, unit, theme.WHITE, place.room)


def draw_victims(surface: pygame.Surface, points: list[Point], now: float, unit: float) -> None:
    """A coin must be stolen: a pulsing ring round every coin pile the thief may touch."""
    pulse = MOTION.triangle(now, 1.6)
    for x, y in points:
        radius = unit * (34 + 10 * pulse)
        pygame.draw.circle(surface, theme.GOLD, (x, y), radius, max(3, round(5 * unit)))
