"""The memory review as cards: one card per seat, for `review --png`, and its brain and heat
grid for the results' review pages (`draw_card` returns a surface; nothing here assumes a
window: the pictures it is made of come from the `raster` it is given).

A card shows the seat's token and name, its accuracy as a brain that fills up from the
bottom (grey where it forgot), the four counts with pictures, the longest streak, the
costliest moment, and a small heat grid of the places: green where it remembered, red
where it forgot, shaped like the game's board where the board is a grid.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from engine.compositor.cache import SurfaceCache
from engine.compositor.pictures import Pictures
from engine.drawing import pieces, theme
from engine.drawing.card_names import JOKERS, is_card
from engine.drawing.display import Raster
from engine.drawing.icons import picture
from engine.drawing.images import rounded, token
from engine.drawing.images import text as words
from engine.drawing.playing_cards import small_face, suit_colour, suit_symbol
from engine.drawing.text import fit_size, font, wrap
from engine.i18n import tr
from engine.review.text import accuracy_line, cell_label, costliest_line, seat_name
from games.core.place_map import CARD as CARD_FORM
from games.core.place_map import DISC, SQUARE, PlaceMap, grid
from games.core.registry import get_game
from games.core.review import (
    FORGOT,
    KINDS,
    NEW_LUCKY,
    NEW_UNLUCKY,
    REMEMBERED,
    PlaceTally,
    Review,
    SeatReview,
)

CARD = (560, 940)
GAP = 32
PICTURES = {REMEMBERED: "🧠", FORGOT: "💭", NEW_LUCKY: "🍀", NEW_UNLUCKY: "🎲"}
NEUTRAL = (226, 220, 206)
MAX_LISTED = 30  # labelled places (cards, kinds) on one card


def draw_card(raster: Raster, review: Review, seat: SeatReview) -> pygame.Surface:
    """One seat's review card, upright, on a transparent surface the size of `CARD`."""
    w, h = CARD
    card = pygame.Surface(CARD, pygame.SRCALPHA)
    card.blit(raster(rounded(CARD, theme.PANEL, 28, theme.PANEL_EDGE, 3)), (0, 0))
    style = theme.SEAT_STYLES[seat.seat % len(theme.SEAT_STYLES)]
    card.blit(raster(token(style.shape, style.colour, 44)), (28, 26))
    _name(raster, card, seat_name(review, seat.seat), (86, 30), w - 86 - 28)
    draw_brain(raster, card, seat.accuracy, (w // 2, 250), 220)
    _centred(card, raster(words(accuracy_line(seat), 30, theme.INK)), (w // 2, 392))
    _counts(raster, card, seat, 430)
    _count(raster, card, "🔥", seat.streak, tr("review.count.streak"), (90, 590), 150)
    _costliest(raster, card, review, seat, (240, 566))
    draw_heat_grid(raster, card, review, seat, pygame.Rect(28, 690, w - 56, h - 718))
    return card


def _name(raster: Raster, card: pygame.Surface, name: str, at: tuple[int, int], width: int) -> None:
    """The seat's name beside its token, on a second line where it is long ("Seat 2 ·
    Orange (matched: played like casual)"), smaller only if two lines are not enough."""
    for size in (34, 28, 24):
        lines = wrap(name, size, width)
        if len(lines) <= 2:
            break
    for row, line in enumerate(lines[:2]):
        card.blit(raster(words(line, size, theme.INK)), (at[0], at[1] + round(row * size * 1.15)))


def _centred(target: pygame.Surface, surface: pygame.Surface, centre: tuple[float, float]) -> None:
    target.blit(surface, surface.get_rect(center=(round(centre[0]), round(centre[1]))))


def draw_brain(
    raster: Raster,
    card: pygame.Surface,
    accuracy: float | None,
    center: tuple[int, int],
    size: int,
) -> None:
    """The brain fills from the bottom with the accuracy; the rest stays pale grey."""
    full = raster(picture("🧠", size))
    grey = pygame.transform.grayscale(full)
    grey.fill((255, 255, 255, 80), special_flags=pygame.BLEND_RGBA_MULT)
    rect = full.get_rect(center=center)
    card.blit(grey, rect)
    drawn = full.get_bounding_rect()  # the artwork, without the icon's transparent margin
    filled = round(drawn.h * (accuracy or 0.0))
    if filled:
        area = pygame.Rect(0, drawn.bottom - filled, full.get_width(), filled)
        card.blit(full, (rect.x, rect.y + area.y), area)


def _counts(raster: Raster, card: pygame.Surface, seat: SeatReview, y: int) -> None:
    """The four kinds side by side, each a picture and a number with its word under them."""
    step = card.get_width() // len(KINDS)
    for i, kind in enumerate(KINDS):
        centre = (step * i + step // 2, y + 30)
        _count(raster, card, PICTURES[kind], seat.counts[kind], tr(f"review.{kind}"), centre, step)


def _count(
    raster: Raster,
    card: pygame.Surface,
    emoji: str,
    n: int,
    word: str,
    centre: tuple[int, int],
    width: int,
) -> None:
    """A count as its picture, its number and, under them, the word saying what it counts."""
    x, y = centre
    _centred(card, raster(picture(emoji, 44)), (x - 26, y))
    label = raster(words(str(n), 36, theme.INK))
    card.blit(label, (x + 2, y - label.get_height() // 2))
    for i, line in enumerate(wrap(word, 20, width - 12)[:2]):
        _centred(card, raster(words(line, 20, theme.INK_SOFT)), (x, y + 44 + i * 24))


def _costliest(
    raster: Raster, card: pygame.Surface, review: Review, seat: SeatReview, at: tuple[int, int]
) -> None:
    x, y = at
    _centred(card, raster(picture("💸" if seat.costliest else "🌟", 40)), (x - 24, y + 26))
    width = card.get_width() - x - 28
    lines = wrap(costliest_line(review, seat.costliest), 20, width)[:4]
    for i, line in enumerate(lines):
        card.blit(raster(words(line, 20, theme.INK_SOFT)), (x + 4, y + i * 24))


def _cell_colour(remembered: int, forgot: int, cheerful: bool) -> tuple[int, int, int]:
    """Green to red by the share remembered; `cheerful` (party mode) shows only the green."""
    if cheerful:
        forgot = 0
    if remembered + forgot == 0:
        return NEUTRAL
    share = remembered / (remembered + forgot)
    mix = tuple(
        round(g * share + b * (1 - share)) for g, b in zip(theme.GOOD, theme.BAD, strict=True)
    )
    return theme.lighten(mix, 0.45 / (remembered + forgot))  # type: ignore[arg-type]


@dataclass(frozen=True)
class HeatCell:
    """One place on the heat map: where it lies on the card or page, the number or name
    it shows (None where none fits) and its mark, which says without colour how the place
    went: a tick where it was mostly remembered, a cross (and stripes) where it was mostly
    forgotten, none where it was never judged."""

    rect: pygame.Rect
    label: str | None
    mark: str | None


def place_map(review: Review, seat: SeatReview) -> PlaceMap:
    """The game's own shape for its places (the ring, the board, the hand), or, for a game
    that declares none, the places most often judged in rows, as many as fit."""
    places = [p.place for p in seat.places]
    spec = get_game(review.game)
    if spec.place_map is not None:
        return spec.place_map(places, review.players, review.options)
    ranked = sorted(seat.places, key=lambda p: -(p.remembered + p.forgot))[:MAX_LISTED]
    order = {repr(p.place): i for i, p in enumerate(ranked)}
    return PlaceMap(SQUARE, grid([p.place for p in ranked], 6, lambda p: order[repr(p)]))


def mark_of(tally: PlaceTally | None, cheerful: bool) -> str | None:
    """A place's mark: its verdict (the lists' own), in party mode only what was remembered."""
    if tally is None:
        return None
    if cheerful:
        return REMEMBERED if tally.remembered else None
    return tally.verdict


def draw_heat_grid(
    raster: Raster,
    card: pygame.Surface,
    review: Review,
    seat: SeatReview,
    box: pygame.Rect,
    cheerful: bool = False,
    label_sizes: tuple[int, ...] = (18, 13),
    scale: float = 1.0,
) -> dict[str, HeatCell]:
    """The places in the game's own shape (`place_map`), each cell coloured by how it
    went, marked for those who do not see the colours and numbered from 1 where a label
    fits (the first of `label_sizes`; none if none fits: the review page keeps every text
    readable across the table); `scale` grows the largest cell with the screen. Returns
    each cell by `repr(place)`, for pointing at one."""
    shape = place_map(review, seat)
    left, top, width, height = shape.bounds()
    if not shape.spots:
        return {}
    cw, ch = shape.cell
    unit = min(box.w / width, box.h / height, 70 * scale / max(cw, ch))
    gap = max(2, round(unit * 0.07))
    x0 = box.centerx - width * unit / 2 - left * unit
    y0 = box.y - top * unit
    tallies = {repr(p.place): p for p in seat.places}
    cells = {}
    for spot in shape.spots:
        rect = pygame.Rect(0, 0, max(1, round(cw * unit) - gap), max(1, round(ch * unit) - gap))
        rect.center = (round(x0 + spot.x * unit), round(y0 + spot.y * unit))
        tally = tallies.get(repr(spot.place))
        r, f = (tally.remembered, tally.forgot) if tally else (0, 0)
        mark = mark_of(tally, cheerful)
        _cell(card, shape.form, rect, _cell_colour(r, f, cheerful), mark == FORGOT)
        name = cell_label(review, spot.place)
        inner = rect.inflate(*([-2 * max(2, round(min(rect.size) * 0.14))] * 2))
        seen = tally is not None and (tally.remembered > 0 or not cheerful)  # party: best only
        shows = spot.picture or (tally.shows if tally and seen else "")  # the game's picture
        piece = _piece(raster, shape.form, spot.place, shows, name, inner.size)
        if piece is not None:  # the place in the game's own look, its verdict round and over it
            _centred(card, piece, inner.center)
            if mark:
                _mark(card, mark, rect, True)
            cells[repr(spot.place)] = HeatCell(rect, name, mark)
            continue
        pip = 0.8 if _suited(spot.place) else 0.0  # a card's suit beside its index, in sizes
        fitting = [s for s in label_sizes if font(s).size(name)[0] + pip * s < rect.w * 0.86]
        shown = bool(fitting) and font(fitting[0]).get_ascent() <= rect.h * 0.8
        if shown:
            label = _cell_text(raster, name, spot.place, fitting[0], theme.INK)
            nudge = rect.w * 0.1 if mark else 0  # clear of the mark's badge at the corner
            _centred(card, label, (rect.centerx - nudge, rect.centery - nudge))
        if mark:
            _mark(card, mark, rect, shown)
        cells[repr(spot.place)] = HeatCell(rect, name if shown else None, mark)
    return cells


def _piece(
    raster: Raster, form: str, place: Any, shows: str, name: str, size: tuple[int, int]
) -> pygame.Surface | None:
    """A place as the game shows it, `size` big: a playing card's face (its rank and suit),
    a card, disc or tile with the picture it `shows` (its place map's, or the one the
    review saw there: Tamega's tiles; a card with none shows its name big: a Fireball
    Court number); None for a place with no look of its own (its number then says it)."""
    w, h = size
    if min(size) < 6:
        return None
    if is_card(place):
        return raster(small_face(place, size))
    if form == CARD_FORM:
        plain = raster(pieces.card_face(size, shows, theme.WHITE)).copy()
        if not shows:
            label = raster(words(name, max(6, fit_size(name, round(h * 0.5), w * 0.8)), theme.INK))
            _centred(plain, label, (w / 2, h / 2))
        return plain
    if not shows:
        return None
    if form == DISC:
        return raster(pieces.disc(min(size), theme.PANEL, shows))
    return raster(pieces.tile(min(size), shows))


def _cell(
    card: pygame.Surface, form: str, rect: pygame.Rect, colour: theme.Colour, striped: bool
) -> None:
    """A cell in the game's form (a disc, a square, a card); a forgotten one striped, so
    it shows as forgotten in grey too."""
    cell = pygame.Surface(rect.size, pygame.SRCALPHA)
    whole = cell.get_rect()
    if form == DISC:
        pygame.draw.ellipse(cell, colour, whole)
    else:
        radius = max(2, min(rect.size) // (8 if form == CARD_FORM else 6))
        pygame.draw.rect(cell, colour, whole, border_radius=radius)
        if form == CARD_FORM:
            pygame.draw.rect(cell, theme.PANEL_EDGE, whole, 2, border_radius=radius)
    if striped:
        stripes = pygame.Surface(rect.size, pygame.SRCALPHA)
        step = max(4, min(rect.size) // 4)
        for x in range(-rect.h, rect.w, step):
            pygame.draw.line(stripes, (*theme.INK, 90), (x, rect.h), (x + rect.h, 0), 2)
        shape = cell.copy()
        shape.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)  # white, its alpha
        stripes.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        cell.blit(stripes, (0, 0))
    card.blit(cell, rect)


def _mark(card: pygame.Surface, mark: str, rect: pygame.Rect, labelled: bool) -> None:
    """A tick (remembered) or a cross (forgotten): on a badge at the cell's corner where
    the cell shows its number, else in its middle."""
    if labelled:
        radius = max(6, round(min(rect.w, rect.h) * 0.26))
        centre = (rect.right - radius * 0.6, rect.bottom - radius * 0.6)
        pygame.draw.circle(card, theme.PANEL, centre, radius)
        pygame.draw.circle(card, theme.INK, centre, radius, max(1, radius // 5))
        size = radius * 1.1
    else:
        centre = rect.center
        size = min(rect.w, rect.h) * 0.5
    cx, cy = centre
    width = max(2, round(size / 6))
    half = size / 2
    if mark == REMEMBERED:
        points = [(cx - half, cy), (cx - half / 3, cy + half * 0.7), (cx + half, cy - half * 0.7)]
        pygame.draw.lines(card, theme.INK, False, points, width)
    else:
        pygame.draw.line(card, theme.INK, (cx - half, cy - half), (cx + half, cy + half), width)
        pygame.draw.line(card, theme.INK, (cx - half, cy + half), (cx + half, cy - half), width)


def _suited(place: object) -> bool:
    return is_card(place) and place not in JOKERS


def _cell_text(
    raster: Raster, name: str, place: object, size: int, ink: theme.Colour
) -> pygame.Surface:
    """A cell's label; a playing card's is its corner index with the drawn suit beside it
    (the font has no suit symbols)."""
    label = raster(words(name, size, ink))
    if not _suited(place):
        return label
    suit = place[1]
    pip = raster(suit_symbol(suit, round(size * 0.8), suit_colour(suit)))
    w, h = label.get_size()
    both = pygame.Surface((w + pip.get_width(), h), pygame.SRCALPHA)
    both.blit(label, (0, 0))
    both.blit(pip, pip.get_rect(midleft=(w, h / 2)))
    return both


def save_cards(review: Review, path: str) -> None:
    """Every seat's card side by side on the table's felt, saved as a PNG."""
    pygame.font.init()
    count = max(1, len(review.seats))
    w, h = CARD
    sheet = pygame.Surface((count * w + (count + 1) * GAP, h + 2 * GAP))
    sheet.fill(theme.TABLE_DARK)
    raster = Pictures(SurfaceCache())
    for i, seat in enumerate(review.seats):
        sheet.blit(draw_card(raster, review, seat), (GAP + i * (w + GAP), GAP))
    pygame.image.save(sheet, path)
