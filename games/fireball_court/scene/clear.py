"""Where Fireball Court's table is about to show something that matters: what the table's
words (banners, explainers, pops) keep clear of besides what the last frame showed.

Words are placed against the last frame, so whatever shows up under them later stays
covered until they are placed again (a frame, or as long as they show if it is words):
a card landing in a hand, on a captured pile or in the Court, the Court's name once its
last cards have flown, and the prompt of a person whose turn comes when the cards land.
These are the places they take, said before they show, each measured the way its painter
places it.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence, Sized

import pygame

import games.fireball_court.scene.hints as hints
import games.fireball_court.scene.painter as painter
from engine.drawing.display import PROMPT, DisplayList
from engine.drawing.seats import Placement
from games.fireball_court.scene.layout import PILES, CourtLayout, pile_key


def hand(layout: CourtLayout, seat: int, count: int) -> list[pygame.Rect]:
    """`seat`'s hand of `count` cards, a chosen one lifted."""
    if count == 0:
        return []
    w, h = layout.card
    reach = (count - 1) / 2 * w * 1.08
    left, right = layout.hand_x - reach - w / 2, layout.hand_x + reach + w / 2
    return [_box(layout.zones[seat], left, -h / 2 - h * 0.22, right, h / 2)]


def piles(layout: CourtLayout, seat: int, captured: Iterable[int]) -> list[pygame.Rect]:
    """`seat`'s captured piles that hold some of `captured`, four cards deep at most,
    with their counts."""
    sw, sh = layout.small
    badge = painter.badge_size(round(sw * 0.6), layout.unit)
    rects = []
    for key in sorted({pile_key(card) for card in captured}, key=PILES.index):
        x = layout.piles_x + PILES.index(key) * sw * 1.45
        top = min(-sh * 0.68, -sh * 0.5 - badge / 2)
        right = max(x + sw / 2, x + sw * 0.45 + badge / 2)
        rects.append(_box(layout.zones[seat], x - sw / 2, top, right, sh / 2))
    return rects


def court_cards(layout: CourtLayout, court: Sequence[Sized]) -> list[pygame.Rect]:
    """Where the Court's stacks lie, cards and counts, at every place they take as they
    land one by one (each new stack moves the others along their row)."""
    cw, ch = layout.court_card
    badge = painter.badge_size(round(cw * 0.42), layout.unit)
    rects = []
    for count in range(1, len(court) + 1):
        for index, stack in enumerate(court[:count]):
            x, y = layout.stack_pos(index, count)
            deep = len(stack) - 1  # each card a little aside of the one below
            rect = pygame.Rect(0, 0, round(cw + deep * cw * 0.16), round(ch + deep * ch * 0.06))
            rect.topleft = (round(x - cw / 2), round(y - ch / 2))
            if deep:
                count_at = pygame.Rect(0, 0, badge, badge)
                count_at.center = (round(x - cw * 0.45), round(y - ch * 0.45))
                rect.union_ip(count_at)
            rects.append(rect)
    return rects


def court_name(layout: CourtLayout) -> list[pygame.Rect]:
    """The Court's name, shown while the Court lies empty and quiet."""
    name, at = painter.court_name(layout)
    rect = pygame.Rect((0, 0), name.size)
    rect.center = (round(at[0]), round(at[1]))
    return [rect]


def play_prompt(layout: CourtLayout, seat: int) -> list[pygame.Rect]:
    """Where `seat`'s prompt to play shows, before and after a card is chosen (every pixel
    its bobbing picture may take): said into a list of its own, measured by the very code
    that places it, nothing painted."""
    frame = DisplayList((1, 1))
    for chosen in (False, True):
        hints.paint_play_prompt(frame, layout, seat, chosen, 0.0)
    return [item.rect for item in frame.of(PROMPT)]


def _box(zone: Placement, left: float, top: float, right: float, bottom: float) -> pygame.Rect:
    """A rectangle of a side's own frame, on the screen."""
    corners = [zone.to_screen((x, y)) for x in (left, right) for y in (top, bottom)]
    xs, ys = zip(*corners, strict=True)
    x0, y0 = math.floor(min(xs)), math.floor(min(ys))
    return pygame.Rect(x0, y0, math.ceil(max(xs)) - x0, math.ceil(max(ys)) - y0)
