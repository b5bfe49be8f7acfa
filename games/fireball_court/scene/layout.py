"""Where everything of Fireball Court lies on screen: the two sides (hand and captured
piles) at opposite edges, the Court between them, the draw pile on the left and the race
to the target on the right.

A `CourtLayout` is a pure function of the table's free middle, which seat sits at the
bottom, the orientation and the unit; the scene builds a new one on every resize, so it
stores positions, never surfaces.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from engine.drawing.seats import Placement
from games.fireball_court import cards as fc

Point = tuple[float, float]
Size = tuple[int, int]
Table = tuple[float, float, float, float]
PILES = ("coins", "ravens", "king", "castle", "knight", "fireballs")  # a captor's piles


def pile_key(card: int) -> str:
    """Which of a captor's piles a card lies on (seniors apart by kind)."""
    return fc.kind(card) if fc.is_senior(card) else fc.pile_of(card)


@dataclass(frozen=True)
class CourtLayout:
    table: Table  # x, y, w, h of the free middle
    unit: float
    tablet: bool
    bottom: int  # the seat whose side is at the bottom edge
    card: Size  # a card in hand
    court_card: Size  # a card on the Court, the pile or in the air
    small: Size  # a card on a captured pile
    center: Point
    zones: tuple[Placement, Placement]  # each seat's side, facing it
    hand_x: float  # the hand's middle, along a side
    piles_x: float  # the first captured pile, along a side
    zone_rects: tuple[pygame.Rect, pygame.Rect]
    court_frame: pygame.Rect
    court_rect: pygame.Rect  # where the Court's stacks lie
    pile_pos: Point
    pile_rect: pygame.Rect
    track_rect: pygame.Rect
    track: pygame.Rect  # the score bar inside `track_rect`

    @classmethod
    def build(cls, table: Table, bottom: int, tablet: bool, unit: float) -> CourtLayout:
        x, y, w, h = table
        ch = min(h * 0.19, w * 0.1)
        card = (round(ch / 1.4), round(ch))
        center = (x + w / 2, y + h / 2)
        zones = tuple(_zone(table, card, seat == bottom, tablet) for seat in range(2))
        reach = (-ch * 0.82, ch * 0.56)  # a zone's depth around its centre, lifted card included
        zone_rects = []
        for zone in zones:
            top = zone.center[1] + (reach[0] if zone.angle == 0 else -reach[1])
            zone_rects.append(pygame.Rect(round(x), round(top), round(w), round(ch * 1.38)))
        inner_top = min(r.bottom for r in zone_rects)
        inner_bottom = max(r.top for r in zone_rects)
        court_frame = pygame.Rect(0, 0, round(w * 0.62), round(inner_bottom - inner_top - 8))
        court_frame.center = (round(center[0]), round((inner_top + inner_bottom) / 2))
        pile_pos = (x + w * 0.1, center[1])
        pile_rect = pygame.Rect(0, 0, round(ch * 1.1), round(ch * 1.9))
        pile_rect.center = (round(pile_pos[0]), round(pile_pos[1]))
        track_rect = pygame.Rect(0, 0, round(ch * 1.1), court_frame.height)
        track_rect.center = (round(x + w * 0.9), court_frame.centery)
        return cls(
            table=table,
            unit=unit,
            tablet=tablet,
            bottom=bottom,
            card=card,
            court_card=(round(ch * 0.85 / 1.4), round(ch * 0.85)),
            small=(round(ch * 0.5 / 1.4), round(ch * 0.5)),
            center=center,
            zones=(zones[0], zones[1]),
            hand_x=-w * 0.13,
            piles_x=w * 0.09,
            zone_rects=(zone_rects[0], zone_rects[1]),
            court_frame=court_frame,
            court_rect=court_frame.inflate(-card[0] * 0.3, -card[1] * 0.12),
            pile_pos=pile_pos,
            pile_rect=pile_rect,
            track_rect=track_rect,
            track=track_rect.inflate(-ch * 0.6, -ch * 0.5),
        )

    def angle_of(self, seat: int) -> int:
        return self.zones[seat].angle

    def hand_pos(self, seat: int, index: int, count: int, lifted: bool = False) -> Point:
        """Card `index` of a hand of `count`; a chosen card is `lifted` towards the Court."""
        step = self.card[0] * 1.08
        lift = -self.card[1] * 0.22 if lifted else 0.0
        return self.zones[seat].to_screen((self.hand_x + (index - (count - 1) / 2) * step, lift))

    def hand_spots(
        self, seat: int, hand: Sequence[int | None], selected: int | None
    ) -> list[Point]:
        """Where each card of a shown hand lies, the chosen one lifted."""
        count = len(hand)
        return [
            self.hand_pos(seat, i, count, selected is not None and card == selected)
            for i, card in enumerate(hand)
        ]

    def pile_pos_of(self, seat: int, key: str) -> Point:
        step = self.small[0] * 1.45
        return self.zones[seat].to_screen((self.piles_x + PILES.index(key) * step, 0.0))

    def stack_pos(self, index: int, count: int) -> Point:
        """Where the Court's stack `index` of `count` lies (rows fill the Court area)."""
        cw, ch = self.court_card
        slot_w, slot_h = cw * 1.6, ch * 1.25
        columns = max(1, int(self.court_rect.width // slot_w))
        rows = max(1, math.ceil(max(count, 1) / columns))
        row, col = divmod(index, columns)
        in_row = min(columns, count - row * columns) if count else 1
        x = self.court_rect.centerx + (col - (in_row - 1) / 2) * slot_w
        y = self.court_rect.centery + (row - (rows - 1) / 2) * slot_h
        return (x, y)

    def on_court(self, pos: Point) -> bool:
        """The Court's touch area: generous, a card's width beyond its stacks."""
        return self.court_rect.inflate(self.card[0], self.card[1] * 0.5).collidepoint(pos)

    def summary_spots(self, height: float) -> list[Placement]:
        """Where each copy of the round's summary (`height` deep) lies, facing its side of
        the table: over the Court's halves, and never on each other (with bigger words the
        count is deeper than half the Court)."""
        cx, cy = self.center
        if self.tablet:
            return [Placement(self.center, 0)]
        offset = max(self.court_rect.height * 0.26, height / 2 + 6 * self.unit)
        return [Placement((cx, cy + offset), 0), Placement((cx, cy - offset), 180)]

    def banner_spots(self) -> list[tuple[Point, int]]:
        """Over the Court, facing both players (one copy on a tablet)."""
        cx, cy = self.center
        dy = self.court_rect.height * 0.28
        if self.tablet:
            return [((cx, cy + dy), 0)]
        return [((cx, cy + dy), 0), ((cx, cy - dy), 180)]


def _zone(table: Table, card: Size, bottom: bool, tablet: bool) -> Placement:
    """Where a seat's hand and piles lie: at its edge of the table, facing it."""
    x, y, w, h = table
    cx, depth = x + w / 2, card[1] * 0.62
    if bottom:
        return Placement((cx, y + h - depth), 0)
    return Placement((cx, y + depth), 0 if tablet else 180)
