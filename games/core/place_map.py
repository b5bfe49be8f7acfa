"""Where a game's places lie, for the memory review's heat map: each game declares the
shape its players know (Devil's Circle's ring of discs, a board of squares, a hand of
cards) and the engine draws the heat map in that shape (engine/review/pictures.py).

A game's `place_map(places, players, options)` (named by `GameSpec.place_map`) gets the
places one seat's review judged and returns a `PlaceMap`: each place's centre in the map's
own units, where one cell is `cell` wide and high, and the order a player counts numbered
places in (`counting`: the discs round the ring, a board's squares row by row, board after
board), which numbers them from 1 in the review's words and cells alike. Pure Python:
`review` prints and the tests check the shapes without pygame.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

DISC, SQUARE, CARD = "disc", "square", "card"
CARD_CELL = (0.72, 1.0)  # a playing card's width and height
HAND_ROW = 8  # cards in one row of a hand before it starts another


@dataclass(frozen=True)
class Spot:
    """One place and its centre, in the map's units, and the picture the game shows it
    with (an emoji: a Fireball Court kind's 👑), if any: the heat map draws the place in
    the game's own look (a playing card by its code needs none: its rank and suit)."""

    place: Any
    x: float
    y: float
    picture: str = ""


@dataclass(frozen=True)
class PlaceMap:
    """A game's places as its table lays them out: `form` is how a cell is drawn (a disc,
    a square, a card), `cell` its size in the map's units."""

    form: str
    spots: tuple[Spot, ...]
    cell: tuple[float, float] = (1.0, 1.0)
    order: tuple[Any, ...] = ()  # the places as a player counts them (none: the spots')

    def counting(self) -> tuple[Any, ...]:
        """The places in the order a player counts them: the first is number 1."""
        return self.order or tuple(spot.place for spot in self.spots)

    def bounds(self) -> tuple[float, float, float, float]:
        """left, top, width, height of every cell, in the map's units."""
        if not self.spots:
            return (0.0, 0.0, 0.0, 0.0)
        w, h = self.cell
        left = min(s.x for s in self.spots) - w / 2
        top = min(s.y for s in self.spots) - h / 2
        right = max(s.x for s in self.spots) + w / 2
        bottom = max(s.y for s in self.spots) + h / 2
        return (left, top, right - left, bottom - top)


PlaceMapper = Callable[[Sequence[Any], int, dict[str, Any]], PlaceMap]


def ring(count: int, spacing: float = 1.2) -> tuple[Spot, ...]:
    """`count` places round a circle, the first at the top and on clockwise (as Devil's
    Circle lays its discs), `spacing` cells apart along the ring."""
    radius = count * spacing / (2 * math.pi)
    spots = []
    for place in range(count):
        angle = -math.pi / 2 + place * 2 * math.pi / count
        spots.append(Spot(place, radius * math.cos(angle), radius * math.sin(angle)))
    return tuple(spots)


def grid(
    places: Iterable[Any], columns: int, at: Callable[[Any], int] | None = None
) -> tuple[Spot, ...]:
    """Places in rows of `columns`, each where `at(place)` (its index, row by row) says."""
    where = at or (lambda place: place)
    return tuple(Spot(p, float(where(p) % columns), float(where(p) // columns)) for p in places)


def hand(cards: Sequence[Any], pictures: Mapping[Any, str] | None = None) -> tuple[Spot, ...]:
    """Cards held as a hand: side by side on a gentle arc, a row of at most `HAND_ROW`
    (a long list of cards takes more rows, each its own arc); `pictures`, what each card
    shows where the game has one."""
    w, h = CARD_CELL
    spots = []
    for start in range(0, len(cards), HAND_ROW):
        row = cards[start : start + HAND_ROW]
        middle = (len(row) - 1) / 2
        for i, card in enumerate(row):
            lift = 0.12 * h * ((i - middle) / max(middle, 1)) ** 2
            x, y = (i - middle) * w * 1.08, start // HAND_ROW * h * 1.25 + lift
            spots.append(Spot(card, x, y, (pictures or {}).get(card, "")))
    return tuple(spots)
