"""The memory review as cards: one card per seat, for `review --png`, and its brain and heat
grid for the results' review pages (`draw_card` returns a surface; nothing here assumes a
window: the pictures it is made of come from the `raster` it is given).

A card shows the seat's token and name, its accuracy as a brain that fills up from the
bottom (grey where it forgot), the four counts with pictures, the longest streak, the
costliest moment, and a small heat grid of the places: green where it remembered, red
where it forgot, shaped like the game's board where the board is a grid.
"""

from __future__ import annotations

import pygame

from engine.compositor.cache import SurfaceCache
from engine.compositor.pictures import Pictures
from engine.drawing import theme
from engine.drawing.card_names import JOKERS, is_card
from engine.drawing.display import Raster
from engine.drawing.icons import picture
from engine.drawing.images import rounded, token
from engine.drawing.images import text as words
from engine.drawing.playing_cards import suit_colour, suit_symbol
from engine.drawing.text import font, wrap
from engine.review.text import accuracy_line, cell_label, costliest_line, seat_name
from games.core.review import FORGOT, KINDS, NEW_LUCKY, NEW_UNLUCKY, REMEMBERED, Review, SeatReview

CARD = (560, 860)
GAP = 32
PICTURES = {REMEMBERED: "🧠", FORGOT: "💭", NEW_LUCKY: "🍀", NEW_UNLUCKY: "🎲"}
# Games whose places are squares of a grid: columns, and how many places there are.
BOARD_GRIDS = {"memodixe": (3, 9), "devils-circle": (5, 10), "tamega": (7, 49)}
NEUTRAL = (226, 220, 206)
MAX_LISTED = 30  # labelled places (cards, kinds) on one card


def draw_card(raster: Raster, review: Review, seat: SeatReview) -> pygame.Surface:
    """One seat's review card, upright, on a transparent surface the size of `CARD`."""
    w, h = CARD
    card = pygame.Surface(CARD, pygame.SRCALPHA)
    card.blit(raster(rounded(CARD, theme.PANEL, 28, theme.PANEL_EDGE, 3)), (0, 0))
    style = theme.SEAT_STYLES[seat.seat % len(theme.SEAT_STYLES)]
    card.blit(raster(token(style.shape, style.colour, 44)), (28, 26))
    card.blit(raster(words(seat_name(review, seat.seat), 34, theme.INK)), (86, 30))
    draw_brain(raster, card, seat.accuracy, (w // 2, 250), 220)
    _centred(card, raster(words(accuracy_line(seat), 30, theme.INK)), (w // 2, 392))
    _counts(raster, card, seat, 440)
    card.blit(raster(picture("🔥", 40)), (36, 530))
    card.blit(raster(words(str(seat.streak), 34, theme.INK)), (86, 532))
    _costliest(raster, card, review, seat, (240, 524))
    draw_heat_grid(raster, card, review, seat, pygame.Rect(28, 640, w - 56, h - 668))
    return card


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
    """The four kinds with their pictures and numbers, side by side."""
    step = card.get_width() // len(KINDS)
    for i, kind in enumerate(KINDS):
        x = step * i + step // 2
        _centred(card, raster(picture(PICTURES[kind], 44)), (x - 26, y + 30))
        label = raster(words(str(seat.counts[kind]), 36, theme.INK))
        card.blit(label, (x + 2, y + 30 - label.get_height() // 2))


def _costliest(
    raster: Raster, card: pygame.Surface, review: Review, seat: SeatReview, at: tuple[int, int]
) -> None:
    x, y = at
    _centred(card, raster(picture("💸" if seat.costliest else "🌟", 40)), (x - 24, y + 26))
    width = card.get_width() - x - 28
    lines = wrap(costliest_line(review.game, seat.costliest), 20, width)[:4]
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


def draw_heat_grid(
    raster: Raster,
    card: pygame.Surface,
    review: Review,
    seat: SeatReview,
    box: pygame.Rect,
    cheerful: bool = False,
    label_sizes: tuple[int, ...] = (18, 13),
    scale: float = 1.0,
) -> dict[str, pygame.Rect]:
    """Board games as their board (squares by index), others as labelled cells. Labels
    take the first of `label_sizes` that fits a cell (none if none fits: the review page
    keeps every text readable across the table); `scale` grows the largest cell with the
    screen. Returns each cell by `repr(place)`, for
    pointing at one."""
    tallies = {repr(p.place): p for p in seat.places}
    grid = BOARD_GRIDS.get(review.game)
    if grid is not None:
        columns, count = grid
        squares = [p.place + 1 for p in seat.places if isinstance(p.place, int)]
        places = list(range(max([count, *squares])))  # a "DiXe!" call is not a square
        if review.game == "tamega" and len(places) > count:
            columns = 14  # two boards side by side
        labels = False
    else:  # the places most often judged, as many as fit
        ranked = sorted(seat.places, key=lambda p: -(p.remembered + p.forgot))
        places = [p.place for p in ranked[:MAX_LISTED]]
        columns, labels = 6, True
    if not places:
        return {}
    rows = -(-len(places) // columns)
    cell = min(box.w // columns, box.h // rows, round((44 if labels else 70) * scale))
    width, height = (box.w // columns if labels else cell), cell
    left = box.centerx - width * columns // 2
    cells = {}
    for i, place in enumerate(places):
        tally = tallies.get(repr(place))
        r, f = (tally.remembered, tally.forgot) if tally else (0, 0)
        rect = pygame.Rect(left + (i % columns) * width, box.y + (i // columns) * height, 0, 0)
        rect.size = (width - 4, height - 4)
        pygame.draw.rect(card, _cell_colour(r, f, cheerful), rect, border_radius=6)
        cells[repr(place)] = rect
        name = cell_label(review.game, place)
        pip = 0.8 if _suited(place) else 0.0  # a card's suit beside its index, in sizes
        fitting = [s for s in label_sizes if font(s).size(name)[0] + pip * s < rect.w - 6]
        if fitting and font(fitting[0]).get_height() <= rect.h:
            ink = theme.INK if labels else theme.INK_SOFT
            _centred(card, _cell_text(raster, name, place, fitting[0], ink), rect.center)
    return cells


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
