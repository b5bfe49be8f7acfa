"""The words and numbers on a seat panel, sized to be read from across the table.

A panel faces its player, but everyone at the table reads it: whose turn it is, who leads,
how many coins a rival holds. So every label is at least `READABLE` of the screen's short
side (16 px at 720p, 24 px at 1080p), the numbers that decide the game are larger, and every
number stands beside its picture and, where it fits whole, its word (🪙 3 coins), never
alone. Nothing is shrunk below the floor or cut short: a panel too narrow for its usual row
(a tablet's with many seats) stands as a taller card, a name shows without its note, a
count without its word; only a player's own name too long for any of that is cut with "…".

Every panel text goes through `label`, so a test can see each size a painter chose.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

import pygame

from engine.drawing import theme
from engine.drawing.display import DisplayList, Image, Raster
from engine.drawing.icons import picture
from engine.drawing.images import plate_on, rounded, token
from engine.drawing.images import text as words
from engine.drawing.seats import PANEL_DEPTH, PAUSE_SIZE, Seat, short_name
from engine.drawing.text import ellipsize, measure, wrap
from engine.i18n import count_key, language, tr

READABLE = 0.022  # the smallest readable text, as a share of the screen's short side (16
# px at 720p, 24 at 1080p): one floor for what is drawn and what the audit judges


class PanelType(NamedTuple):
    """Panel type sizes in pixels for one screen."""

    label: int  # names, "Your turn!", the word under a number: the floor
    number: int  # a game's counts (coins, cards won)
    score: int  # the score, which decides the game


def panel_type(unit: float) -> PanelType:
    """The panel type sizes for the layout unit (1.0 at a 1080-pixel short side), times
    the table's words scale (bigger words)."""
    floor = math.ceil(READABLE * 1080 * unit * theme.WORDS.scale)
    return PanelType(floor, round(floor * 1.35), round(floor * 1.75))


def label(raster: Raster, text: str, size: int, colour: theme.Colour) -> pygame.Surface:
    """A panel text, for a panel's recipe: the one way panel painters show words and
    numbers (the compositor notes the sizes a picture's words are painted at)."""
    return raster(words(text, size, colour))


@dataclass(frozen=True)
class Count:
    """A number as a panel shows it: its picture, the number and the word (a key)."""

    emoji: str
    number: int | float
    word: str  # translation key; "<key>.one", where a language has it, for exactly one;
    # "" for none (party mode: the picture says what is counted)

    @property
    def shown(self) -> str:
        return f"{self.number:g}"

    @property
    def words(self) -> str:
        if not self.word:  # party mode: the picture alone
            return ""
        return tr(count_key(self.word, self.number))


def count_width(count: Count, size: int, word_size: int) -> float:
    """The pixels `paint_count` needs for `count` with its number at `size`."""
    number = measure(count.shown, size)[0]
    word = measure(count.words, word_size)[0] if count.words else 0
    return max(size * 1.1 + number, word)


def paint_count(
    raster: Raster,
    surface: pygame.Surface,
    area: pygame.Rect,
    count: Count,
    size: int,
    word_size: int,
) -> None:
    """The picture and the number on a line with the word centred under them in `area`;
    on one line (picture, number, word) when the area is too shallow for two. Where the
    word would not fit whole it is left out, never cut short or made smaller: the picture
    says what is counted (as in party mode). Where even the picture and the number are
    wider than the area (a tablet's narrow card, a score of two digits), both are smaller,
    down to the words' size."""
    bare = Count(count.emoji, count.number, "")  # the picture and the number alone
    while size > word_size and count_width(bare, size, 0) > area.width:
        size -= 1
    number = label(raster, count.shown, size, theme.INK)
    art = raster(picture(count.emoji, round(size * 0.95)))
    gap = size * 0.15
    line_w = art.get_width() + gap + number.get_width()
    top_h = max(art.get_height(), number.get_height())
    shallow = area.height < top_h + word_size * 0.9  # no room for the word under them
    room = area.width - line_w - gap if shallow else area.width
    if not count.words or measure(count.words, word_size)[0] > room:  # party mode, or narrow
        _line(surface, (area.centerx - line_w / 2, area.centery), art, number, gap)
        return
    word = label(raster, count.words, word_size, theme.INK_SOFT)
    if shallow:
        x = area.left + max(0.0, (room - word.get_width()) / 2)
        _line(surface, (x, area.centery), art, number, gap)
        surface.blit(word, word.get_rect(midleft=(x + line_w + gap, area.centery)))
        return
    total_h = top_h + word.get_height() * 0.9
    y = area.centery - total_h / 2 + top_h / 2
    _line(surface, (area.centerx - line_w / 2, y), art, number, gap)
    surface.blit(word, word.get_rect(midtop=(area.centerx, y + top_h / 2 - word_size * 0.1)))


def _line(
    surface: pygame.Surface,
    midleft: tuple[float, float],
    art: pygame.Surface,
    number: pygame.Surface,
    gap: float,
) -> None:
    x, y = midleft
    surface.blit(art, art.get_rect(midleft=(x, y)))
    surface.blit(number, number.get_rect(midleft=(x + art.get_width() + gap, y)))


def count_size(sizes: PanelType, area: pygame.Rect) -> int:
    """A game count's number size for `area`: as large as its height allows, up to
    `sizes.number`, never below the floor."""
    return max(sizes.label, min(sizes.number, round(area.height * 0.6)))


@dataclass(frozen=True)
class PanelPlan:
    """Where things go on an upright seat panel: the name row along the top (token, 🤖,
    name, "Your turn!"), the score at the right of the row below, and the game's slot
    left of it; `aside`, at the row's right end, is kept clear for a button drawn over
    the panel (the seat's ❓). A card (a tablet's narrow panel, deeper: `seats.panel_depth`)
    has them one above the other: the name row, the score, the slot, and the ❓ at the
    foot."""

    sizes: PanelType
    name_row: pygame.Rect
    score: pygame.Rect
    slot: pygame.Rect
    aside: pygame.Rect

    @property
    def card(self) -> bool:
        """Is this a card (the name row has room for two lines of words under it)?"""
        return self.score.top - self.name_row.top >= self.sizes.label * TWO_LINES


TWO_LINES = 2.2  # the depth two lines of words take, in their type size


def plan_panel(
    size: tuple[int, int], unit: float, score_word: str, aside: bool = False
) -> PanelPlan:
    """The plan of a `size` panel; the score's room fits two digits and `score_word`, so
    the game's slot stays put while the score changes. With `aside`, a square as big as
    the ⏸ (a full touch target) is kept clear at the right end of the row below the name,
    or on a card at its foot. (Its rectangles are shared: copy one before changing it.)"""
    return _plan(size, unit, score_word, aside, theme.WORDS.scale, language())


@lru_cache(maxsize=64)
def _plan(
    size: tuple[int, int], unit: float, score_word: str, aside: bool, scale: float, lang: str
) -> PanelPlan:
    """A plan, worked out once for each panel size, words scale and language (every frame
    paints every panel)."""
    w, h = size
    if h > PANEL_DEPTH * unit * 1.2:
        return _card(size, unit, aside)
    sizes = panel_type(unit)
    pad = round(h * 0.07)
    name_row = pygame.Rect(pad, pad, w - 2 * pad, round(sizes.label * 1.6))
    below = name_row.bottom + round(h * 0.03)
    side = round(PAUSE_SIZE * unit) if aside else 0
    kept = pygame.Rect(w - pad - side, h - pad - side, side, side)
    right = kept.left - pad if aside else w - pad
    score_w = round(count_width(Count("⭐", 88, score_word), sizes.score, sizes.label))
    score_w = min(score_w, round(w * 0.4))
    score = pygame.Rect(right - score_w, below, score_w, h - pad - below)
    slot_w = max(1, score.left - pad * 2)
    slot = pygame.Rect(pad, below, slot_w, score.height)
    return PanelPlan(sizes, name_row, score, slot, kept)


def _card(size: tuple[int, int], unit: float, aside: bool) -> PanelPlan:
    """A card's plan: the name row (with room for "Your turn!" on two lines), the score
    across the card under it, the game's slot under that and the ❓ square at the foot."""
    w, h = size
    sizes = panel_type(unit)
    pad, gap = round(PANEL_DEPTH * unit * 0.05), round(sizes.label * 0.2)  # a narrow pad
    name_row = pygame.Rect(pad, pad, w - 2 * pad, round(sizes.label * 1.6))
    score = pygame.Rect(pad, pad + round(sizes.label * (TWO_LINES + 0.1)), w - 2 * pad, 0)
    score.height = round(sizes.score * 1.25)
    side = round(PAUSE_SIZE * unit) if aside else 0
    kept = pygame.Rect((w - side) // 2, h - pad - side, side, side)
    top = score.bottom + gap
    slot = pygame.Rect(pad, top, w - 2 * pad, max(1, (kept.top if aside else h - pad) - gap - top))
    return PanelPlan(sizes, name_row, score, slot, kept)


PanelPart = Callable[[Raster, pygame.Surface, pygame.Rect], object]  # a game's part of a panel


def seat_panel(
    seat: Seat,
    plan: PanelPlan,
    active: bool,
    score: Count,
    computer: bool,
    unit: float,
    part: tuple[Hashable, PanelPart | None],
    reading: bool = True,
) -> Image:
    """A seat's panel, upright, with what every game shows on it (the name row and the
    score with its picture and word) and the game's own `part` (what it shows, and how to
    paint it into `plan.slot`). Without `reading` (party mode) the turn is a 🔔, not
    words."""
    w, h = round(seat.panel_size[0]), round(seat.panel_size[1])
    shows, paint_part = part

    def make(raster: Raster) -> pygame.Surface:
        colour = theme.lighten(seat.colour, 0.82)
        radius = round(PANEL_RADIUS * unit)
        plate = rounded((w, h), colour, radius, seat.colour, round(5 * unit))
        surface = plate_on(raster, plate)  # the seat's plate is painted once for its looks
        paint_name_row(raster, surface, seat, active, plan, computer, reading)
        sizes = plan.sizes
        paint_count(raster, surface, plan.score, score, sizes.score, sizes.label)
        if paint_part is not None:
            paint_part(raster, surface, plan.slot)
        return surface

    key = ("seatpanel", seat.index, seat.panel_size, seat.name, seat.colour, seat.shape)
    key += (active, score, computer, unit, shows, tuple(plan.name_row), tuple(plan.slot), reading)
    return Image(key, (w, h), make)


def paint_name_row(
    raster: Raster,
    surface: pygame.Surface,
    seat: Seat,
    active: bool,
    plan: PanelPlan,
    computer: bool,
    reading: bool = True,
) -> None:
    """Token, 🤖 for a computer player, the name and, on turn, "Your turn!" at the right
    end, all on one line at a readable size. Where the whole name does not fit, the name
    without its note ("Blue" for "Blue · casual"), then the 🤖 as a badge on the token,
    then on a card the name alone across its row with the token and 🤖 small under it, or
    on two lines there; only a name too long for all of those is cut short (a player's
    own; on a card, one word wider than it: across the row, its note left out). A panel too
    narrow for a name beside "Your turn!" shows only "Your turn!" while it lasts (on two
    lines on a card): the panel's colour still says whose it is. Without `reading` the
    turn is a 🔔 (the turn chime's picture) at the right end."""
    row, size = plan.name_row, plan.sizes.label
    robot = raster(picture("🤖", round(size * 1.2))) if computer else None
    end = 0.0  # what the row's right end holds
    if active and not reading:
        bell = raster(picture("🔔", row.height))
        surface.blit(bell, bell.get_rect(midright=row.midright))
        end = bell.get_width() + size * 0.4
    elif active:
        turn = tr("game.your_turn")
        end = measure(turn, size)[0] + size * 0.6
        room = row.right - end - _name_x(row, size, robot)
        cut = plan.card or room < measure(seat.name[:4] + "…", size)[0]  # no name beside
        if cut and _fitting(seat.name, row, size, robot, end, alone=False) is None:
            _paint_turn_alone(raster, surface, seat, plan, turn)
            return
        text = label(raster, turn, size, theme.darken(seat.colour, 0.45))
        surface.blit(text, text.get_rect(midright=row.midright))
    fit = _fitting(seat.name, row, size, robot, end, alone=plan.card and not active)
    if fit is None and plan.card and not active:
        lines = _two_lines(seat.name, row, size)
        if lines:
            _paint_name_lines(raster, surface, seat, row, size, lines, computer)
            return
        fit = (ellipsize(short_name(seat.name), size, row.width + row.left), 2)  # cut, alone
    name, how = fit or (ellipsize(seat.name, size, row.right - end - _name_x(row, size, robot)), 0)
    x = _name_x(row, size, robot if how == 0 else None)
    if how < 2:
        shape = raster(token(seat.shape, seat.colour, row.height))
        surface.blit(shape, shape.get_rect(midleft=row.midleft))
    if robot is not None and how == 0:
        surface.blit(robot, robot.get_rect(midleft=(row.left + row.height * 1.05, row.centery)))
    elif robot is not None and how == 1:  # a badge on the token's lower right
        badge = raster(picture("🤖", round(row.height * 0.55)))
        surface.blit(badge, badge.get_rect(center=(row.left + row.height * 0.85, row.bottom)))
    text = label(raster, name, size, theme.INK)
    if how == 2:
        x = row.centerx - (end + text.get_width()) / 2
        _paint_marks_under(raster, surface, seat, row, computer)
    surface.blit(text, text.get_rect(midleft=(x, row.centery)))


def _paint_marks_under(
    raster: Raster, surface: pygame.Surface, seat: Seat, row: pygame.Rect, computer: bool
) -> None:
    """On a card whose name takes its whole row, the token and the 🤖 go small under the
    name, where the badge sits on other cards: the token's shape tells the seats apart to
    a player who cannot tell their colours apart, and the 🤖 who is the computer."""
    side = round(row.height * 0.65)
    marks = [raster(token(seat.shape, seat.colour, side))]
    if computer:
        marks.append(raster(picture("🤖", side)))
    gap = side * 0.2
    x = row.centerx - (sum(m.get_width() for m in marks) + gap * (len(marks) - 1)) / 2
    for mark in marks:
        surface.blit(mark, mark.get_rect(midleft=(x, row.bottom + side * 0.1)))
        x += mark.get_width() + gap


def _name_x(row: pygame.Rect, size: int, robot: pygame.Surface | None) -> float:
    """Where the name starts: after the token, and the 🤖 beside it if there is one."""
    x = row.left + row.height * 1.05
    return x + robot.get_width() + size * 0.4 if robot is not None else x


def _fitting(
    name: str,
    row: pygame.Rect,
    size: int,
    robot: pygame.Surface | None,
    end: float,
    alone: bool,
) -> tuple[str, int] | None:
    """The first way the name fits whole in the row left of `end`: the whole name or its
    short form after the token and 🤖 (0), after the token with the 🤖 as a badge (1), or
    with `alone`, by itself across the row and half its padding either side (2); None
    where none does."""
    ways = [(0, row.right - end - _name_x(row, size, robot))]
    if robot is not None:
        ways.append((1, row.right - end - _name_x(row, size, None)))
    if alone:
        ways.append((2, row.width + row.left - end))
    for how, room in ways:
        for text in dict.fromkeys((name, short_name(name))):
            if measure(text, size)[0] <= room:
                return text, how
    return None


def _two_lines(name: str, row: pygame.Rect, size: int) -> list[str]:
    """A card's name on two lines across its row (the whole name, else its short form,
    broken at a space: "Sky" over "blue" on a tablet's eight narrow cards), or none
    where neither fits so."""
    room = row.width + row.left
    for text in dict.fromkeys((name, short_name(name))):
        lines = wrap(text, size, room)
        if len(lines) == 2 and all(measure(line, size)[0] <= room for line in lines):
            return lines
    return []


def _paint_name_lines(
    raster: Raster,
    surface: pygame.Surface,
    seat: Seat,
    row: pygame.Rect,
    size: int,
    lines: list[str],
    computer: bool,
) -> None:
    """The name on two lines across a card's row, and the seat's token (with a 🤖 badge
    for a computer) left of the first where it fits beside it: the token's shape tells
    the seats apart to a player who cannot tell their colours apart."""
    side = round(row.height * 0.65)
    first = measure(lines[0], size)[0]
    marked = first + side * 1.2 <= row.width + row.left
    top = row.top + (size * TWO_LINES - size * 1.1 * len(lines)) / 2
    for number, line in enumerate(lines):
        text = label(raster, line, size, theme.INK)
        shift = side * 0.6 if marked and number == 0 else 0.0
        surface.blit(text, text.get_rect(midtop=(row.centerx + shift, top + number * size * 1.1)))
    if marked:
        y = top + size * 0.55
        shape = raster(token(seat.shape, seat.colour, side))
        left = row.centerx - (first + side * 1.2) / 2
        surface.blit(shape, shape.get_rect(midleft=(left, y)))
        if computer:
            badge = raster(picture("🤖", round(side * 0.6)))
            surface.blit(badge, badge.get_rect(center=(left + side * 0.85, y + side * 0.45)))


def _paint_turn_alone(
    raster: Raster, surface: pygame.Surface, seat: Seat, plan: PanelPlan, turn: str
) -> None:
    """ "Your turn!" across the name row, on two lines under each other on a card where one
    line would not hold it whole."""
    row, size = plan.name_row, plan.sizes.label
    ink = theme.darken(seat.colour, 0.45)
    lines = wrap(turn, size, row.width)
    whole = len(lines) <= 2 and all(measure(line, size)[0] <= row.width for line in lines)
    if measure(turn, size)[0] <= row.width or not plan.card or not whole:
        text = label(raster, ellipsize(turn, size, row.width), size, ink)
        surface.blit(text, text.get_rect(center=row.center))
        return
    top = row.top + (size * TWO_LINES - size * 1.1 * len(lines)) / 2
    for number, line in enumerate(lines):
        text = label(raster, line, size, ink)
        surface.blit(text, text.get_rect(midtop=(row.centerx, top + number * size * 1.1)))


GLOW_REACH = 6  # design pixels the turn glow reaches beyond a panel
GLOW_RADIUS = 26  # the glow's corners (a panel's are PANEL_RADIUS)
PANEL_RADIUS = 22


def paint_turn_glow(
    frame: DisplayList,
    size: tuple[int, int],
    centre: tuple[float, float],
    unit: float,
    colour: theme.Colour,
) -> None:
    """The glow round a panel on turn, `GLOW_REACH` beyond it in the pulse's `colour`,
    said after the panel: it shows only where the panel leaves it showing (the
    compositor's "glow"), so the panel under it stays in the table at rest."""
    radius, corner = round(GLOW_RADIUS * unit), round(PANEL_RADIUS * unit)
    frame.shape("glow", colour, size, centre, radius, GLOW_REACH * unit, corner)
