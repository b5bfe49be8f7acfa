"""What Devil's Circle's table shows, from its picture and layout: the stack, the
searched card and the pot, coins and cards in flight, the coins and won cards on a seat's
panel, the ALL FIVE slots, the prompt and the thief's targets. (The discs: see `discs`.)
Each function gets only what it shows from, so none can reach past the picture into the
rules, and says items into the frame: it paints nothing itself.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import pygame

from engine.drawing import panels, pieces, theme
from engine.drawing.display import MOVING, PIECE, DisplayList, Image, Raster
from engine.drawing.icons import picture as art
from engine.drawing.images import plate_on, rounded
from engine.drawing.images import text as words
from engine.drawing.motion import MOTION
from engine.drawing.seats import Seat
from engine.drawing.text import type_size
from engine.words.prompts import paint_seat_prompt
from games.devils_circle.actions import ALL_FIVE, COINS, EMOJI, IMAGES, card_image
from games.devils_circle.scene.discs import COLOUR
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
POT_PILE = 6  # the most coins the pot's pile shows


def card_face(card: int, size: tuple[int, int]) -> Image:
    """A search card's face."""
    image = card_image(card)
    if image != ALL_FIVE:
        return pieces.card_face(size, EMOJI[image], COLOUR[image])
    return _all_five_face(size)


def _all_five_face(size: tuple[int, int]) -> Image:
    """The ALL FIVE card: the five images round a big 5."""
    w, h = size
    base = rounded(size, ALL_FIVE_COLOUR, max(4, w // 9), theme.GOLD, 3)
    side = round(w * 0.34)
    five = words("×2", max(8, round(w * 0.22)), theme.INK)

    def make(raster: Raster) -> pygame.Surface:
        surface = plate_on(raster, base)
        for i, image in enumerate(IMAGES):
            a = -math.pi / 2 + i * 2 * math.pi / 5
            pos = (w / 2 + math.cos(a) * w * 0.3, h / 2 + math.sin(a) * w * 0.34)
            picture = raster(art(EMOJI[image], side))
            surface.blit(picture, picture.get_rect(center=pos))
        surface.blit(raster(five), raster(five).get_rect(center=(w / 2, h / 2)))
        return surface

    return Image(("dc-card", ALL_FIVE, size), size, make)


def paint_payload(frame: DisplayList, what: str | int, pos: Point, diameter: int) -> None:
    """A coin (its emoji) or a won card (its id) on its way, sized by the discs' width."""
    card = isinstance(what, int)
    if card:
        w = round(diameter * 0.6)
        image = card_face(what, (w, round(w * pieces.CARD_RATIO)))
    else:
        image = art(what, round(diameter * 0.42))
    frame.sprite(image, pos, kind=MOVING, what="card in the air" if card else "coin in the air")


def paint_holdings(
    raster: Raster,
    surface: pygame.Surface,
    slot: pygame.Rect,
    sizes: panels.PanelType,
    coins: int,
    won: list[int],
    use_coins: bool,
    reading: bool = True,
) -> None:
    """Coins and won cards, upright, into the panel's slot: each count with its picture
    and word (without `reading`, party mode, the picture alone), the won cards fanned
    beside theirs."""
    area = spots(slot, use_coins)
    if use_coins:
        coin_count = panels.Count("🪙", coins, "devils_circle.coins" if reading else "")
        size = panels.count_size(sizes, area["coins"])
        panels.paint_count(raster, surface, area["coins"], coin_count, size, sizes.label)
    _paint_cards(raster, surface, area["cards"], sizes, won, reading)


def _paint_cards(
    raster: Raster,
    surface: pygame.Surface,
    area: pygame.Rect,
    sizes: panels.PanelType,
    won: list[int],
    reading: bool,
) -> None:
    """The won cards fanned on the left (the newest on top), their count on the right."""
    card_h = round(area.h * 0.92)
    card_w = round(card_h / pieces.CARD_RATIO)
    fan_w = min(area.w * 0.4, card_w * (1 + 0.55 * (len(won) - 1)))
    fan = pygame.Rect(area.x, area.y, fan_w, area.h) if won else None
    if fan is not None:
        step = max(0.0, min(card_w * 0.55, (fan.w - card_w) / max(1, len(won) - 1)))
        for i, card in enumerate(won):
            sprite = raster(card_face(card, (card_w, card_h)))
            surface.blit(sprite, sprite.get_rect(midleft=(area.x + i * step, area.centery)))
    rest = area.copy()
    if fan is not None:
        rest.update(fan.right + card_w * 0.2, area.y, area.right - fan.right - card_w * 0.2, area.h)
    count = panels.Count("🃏", len(won), "devils_circle.cards" if reading else "")
    panels.paint_count(raster, surface, rest, count, panels.count_size(sizes, rest), sizes.label)


def paint_flip_slots(
    frame: DisplayList, centres: list[Point], faces: list[str], angle: int, unit: float
) -> None:
    """ALL FIVE: two round slots in front of the active seat that fill with its flips."""
    r = SLOT_RADIUS * unit
    for i, centre in enumerate(centres):
        frame.shape("circle", theme.PANEL, centre, r, still=True)
        frame.shape("circle", theme.GOLD, centre, r, max(2, round(r / 8)), still=True)
        if i < len(faces):
            frame.sprite(art(EMOJI[faces[i]], round(r * 1.5)), centre, angle=angle, still=True)
        else:
            label = words(str(i + 1), round(r), theme.INK_SOFT)
            frame.sprite(label, centre, angle=angle, still=True)


def paint_middle(
    frame: DisplayList, picture: Picture, board: Layout, angle: int, now: float
) -> None:
    """The stack, the searched card (turning over as it comes up) on any twin pack, and
    the pot, all facing the player on turn: pieces in play, lying still but while the
    searched card turns."""
    cx, cy = board.centre
    w, h = board.card_size
    heading = type_size("heading", board.unit)
    turning = bool(picture.pack) and now - picture.card_shown_at < CARD_FLIP_SECONDS
    still = not turning
    if picture.stack_left:
        back = pieces.card_back((round(w * 0.8), round(h * 0.8)), CARD_BACK)
        x, y = board.stack_pos
        for i in range(min(3, picture.stack_left)):
            frame.sprite(back, (x - i * 2, y - i * 2), kind=PIECE, still=still, what="stack")
        label = words(str(picture.stack_left), heading, theme.WHITE)
        frame.sprite(
            label, board.stack_pos, angle=angle, kind=PIECE, still=still, what="stack count"
        )
    for i, card in enumerate(picture.pack):
        image, turn, squash = card_face(card, board.card_size), angle, (1.0, 1.0)
        offset = (len(picture.pack) - 1 - i) * w * 0.12
        if i == len(picture.pack) - 1:
            progress = (now - picture.card_shown_at) / CARD_FLIP_SECONDS
            if progress < 1:
                scale, new_side, _ = pieces.flip_pose(progress)
                if not new_side:  # the back, as it lies: it reads the same every way
                    image, turn = pieces.card_back(board.card_size, CARD_BACK), 0
                squash = (scale, 1.0)
        at = (cx - offset, cy - offset)
        frame.sprite(
            image, at, angle=turn, squash=squash, kind=PIECE, still=still, what="searched card"
        )
    if picture.middle:
        _paint_pot(frame, board, picture.middle, angle, still)


def _paint_pot(frame: DisplayList, board: Layout, coins: int, angle: int, still: bool) -> None:
    """The coins in the middle, piled up to `POT_PILE` high, their count below them."""
    w, h = board.card_size
    coin = art("🪙", round(w * 0.7))
    x, y = board.pot_pos
    for i in range(min(POT_PILE, coins)):
        frame.sprite(coin, (x, y - i * w * 0.06), kind=PIECE, still=still, what="pot")
    label = words(str(coins), type_size("heading", board.unit), theme.WHITE)
    frame.sprite(label, (x, y + h * 0.45), angle=angle, kind=PIECE, still=still, what="pot count")


def pot_place(board: Layout, angles: Iterable[int]) -> pygame.Rect:
    """Every pixel the pot may take, its pile at its highest and its count at its widest
    (every coin in the game) facing any of `angles`: said into a list of its own by the
    code that paints it. The table's words keep clear of it even while the middle is
    empty: a coin paid in lands there, and words placed against the last frame would
    cover it until placed again."""
    frame = DisplayList((1, 1))
    for angle in angles:
        _paint_pot(frame, board, COINS, angle, True)
    rects = [item.rect for item in frame.items]
    return rects[0].unionall(rects[1:])


def middle_soon(frame: DisplayList, picture: Picture, board: Layout, angles: list[int]) -> None:
    """What the middle will show when it turns to another seat, to paint ahead: the
    searched card and the counts at every seat's angle (turned to the next player in the
    frame a move ends, they made it the slowest of the turn at 4K)."""
    heading = type_size("heading", board.unit)
    for angle in angles:
        if picture.pack:
            frame.ahead(card_face(picture.pack[-1], board.card_size), angle)
        for count in (picture.stack_left, picture.middle):
            frame.ahead(words(str(count), heading, theme.WHITE), angle)


def paint_prompt(
    frame: DisplayList,
    seat: Seat,
    shown: tuple[str, str],
    place: PromptPlace,
    now: float,
    unit: float,
) -> None:
    """The prompt in front of the seat on turn, where the layout found it room."""
    emoji, text = shown
    local = (place.x, place.y)
    paint_seat_prompt(frame, seat, local, emoji, text, now, unit, theme.WHITE, place.room)


def paint_victims(frame: DisplayList, points: list[Point], now: float, unit: float) -> None:
    """A coin must be stolen: a pulsing ring round every coin pile the thief may touch,
    in gold (it shows on every seat's pale panel), over the panels."""
    pulse = 0.5 + 0.5 * MOTION.triangle(now, 1.6)
    if points:
        frame.changes(MOTION.next_step(now))
    for x, y in points:
        radius = unit * (34 + 10 * pulse)
        width = max(4, round(6 * unit))
        frame.shape("circle", theme.GOLD, (x, y), radius, width, what="coin pile to rob")


def demo_piece(name: str, size: int) -> Image | None:
    """A piece the how-to's demonstrations name (`games/devils_circle/howto.py`):
    "card:<picture>" (the search card) or "disc:<picture>" (a disc showing it)."""
    kind, _, image = name.partition(":")
    if image not in EMOJI:
        return None
    if kind == "card":
        return pieces.card_face(
            (round(size / pieces.CARD_RATIO), size), EMOJI[image], COLOUR[image]
        )
    return pieces.disc(size, COLOUR[image], EMOJI[image]) if kind == "disc" else None
