"""The words and numbers on a seat panel, sized to be read from across the table.

A panel faces its player, but everyone at the table reads it: whose turn it is, who leads,
how many coins a rival holds. So every label is at least `READABLE` of the screen's short
side (16 px at 720p, 24 px at 1080p), the numbers that decide the game are larger, and every
number stands beside a picture and a word (🪙 3 coins), never alone. A text that does not
fit is cut short with "…" rather than shrunk below the floor.

Every panel text goes through `label`, so a test can see each size a painter chose.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

from engine.drawing import marks, render, theme
from engine.drawing.icons import icon
from engine.drawing.seats import PAUSE_SIZE, Seat
from engine.i18n import tr

READABLE = marks.FLOOR  # the smallest panel text, as a share of the screen's short side


@dataclass(frozen=True)
class PanelType:
    """Panel type sizes in pixels for one screen."""

    label: int  # names, "Your turn!", the word under a number: the floor
    number: int  # a game's counts (coins, cards won)
    score: int  # the score, which decides the game


def panel_type(unit: float) -> PanelType:
    """The panel type sizes for the layout unit (1.0 at a 1080-pixel short side), times
    the table's words scale (bigger words)."""
    floor = math.ceil(READABLE * 1080 * unit * theme.WORDS.scale)
    return PanelType(floor, round(floor * 1.35), round(floor * 1.75))


def label(text: str, size: int, colour: theme.Colour) -> pygame.Surface:
    """A panel text (cached): the one way panel painters render words and numbers."""
    marks.note_text(size)
    return render.text(text, size, colour)


@dataclass(frozen=True)
class Count:
    """A number as a panel shows it: its picture, the number and the word (a key)."""

    emoji: str
    number: int | float
    word: str  # translation key; "<key>.one", where a language has it, for exactly one

    @property
    def shown(self) -> str:
        return f"{self.number:g}"

    @property
    def words(self) -> str:
        if self.number == 1:
            one = tr(f"{self.word}.one")
            if one != f"{self.word}.one":
                return one
        return tr(self.word)


def count_width(count: Count, size: int, word_size: int) -> float:
    """The pixels `paint_count` needs for `count` with its number at `size`."""
    number = render.font(size).size(count.shown)[0]
    word = render.font(word_size).size(count.words)[0]
    return max(size * 1.1 + number, word)


def paint_count(
    surface: pygame.Surface, area: pygame.Rect, count: Count, size: int, word_size: int
) -> None:
    """The picture and the number on a line with the word centred under them in `area`;
    on one line (picture, number, word) when the area is too shallow for two. The word is
    cut short with "…" if the area is narrow, never made smaller."""
    number = label(count.shown, size, theme.INK)
    art = icon(count.emoji, round(size * 0.95))
    gap = size * 0.15
    line_w = art.get_width() + gap + number.get_width()
    top_h = max(art.get_height(), number.get_height())
    if area.height < top_h + word_size * 0.9:
        room = area.width - line_w - gap
        word = label(render.ellipsize(count.words, word_size, room), word_size, theme.INK_SOFT)
        x = area.left + max(0.0, (room - word.get_width()) / 2)
        _line(surface, (x, area.centery), art, number, gap)
        surface.blit(word, word.get_rect(midleft=(x + line_w + gap, area.centery)))
        return
    word_text = render.ellipsize(count.words, word_size, area.width)
    word = label(word_text, word_size, theme.INK_SOFT)
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
    the panel (the seat's ❓)."""

    sizes: PanelType
    name_row: pygame.Rect
    score: pygame.Rect
    slot: pygame.Rect
    aside: pygame.Rect


def plan_panel(
    size: tuple[int, int], unit: float, score_word: str, aside: bool = False
) -> PanelPlan:
    """The plan of a `size` panel; the score's room fits two digits and `score_word`, so
    the game's slot stays put while the score changes. With `aside`, a square as big as
    the ⏸ (a full touch target) is kept clear at the right end of the row below the name."""
    w, h = size
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


def paint_seat_panel(
    seat: Seat, plan: PanelPlan, active: bool, score: Count, computer: bool, unit: float
) -> pygame.Surface:
    """A seat's panel, upright, with what every game shows on it (the name row and the
    score with its picture and word); the game paints its own part into `plan.slot`."""
    w, h = round(seat.panel_size[0]), round(seat.panel_size[1])
    colour = theme.lighten(seat.colour, 0.82)
    radius = round(PANEL_RADIUS * unit)
    surface = render.new_rounded_panel((w, h), colour, radius, seat.colour, round(5 * unit))
    paint_name_row(surface, seat, active, plan, computer)
    paint_count(surface, plan.score, score, plan.sizes.score, plan.sizes.label)
    return surface


def paint_name_row(
    surface: pygame.Surface, seat: Seat, active: bool, plan: PanelPlan, computer: bool
) -> None:
    """Token, 🤖 for a computer player, the name (cut short if it must be) and, on turn,
    "Your turn!" at the right end, all on one line at a readable size. A panel too narrow
    for both (eight seats on a tablet) shows only "Your turn!" across the row while it
    lasts: the panel's colour still says whose it is."""
    row, size = plan.name_row, plan.sizes.label
    x = row.left + row.height * 1.05
    robot = icon("🤖", round(size * 1.2)) if computer else None
    if robot is not None:
        x += robot.get_width() + size * 0.4
    room = row.right - x
    if active:
        turn = tr("game.your_turn")
        ink = theme.darken(seat.colour, 0.45)
        turn_w = render.font(size).size(turn)[0] + size * 0.6
        if room - turn_w < render.font(size).size(seat.name[:4] + "…")[0]:
            text = label(render.ellipsize(turn, size, row.width), size, ink)
            surface.blit(text, text.get_rect(center=row.center))
            return
        text = label(turn, size, ink)
        surface.blit(text, text.get_rect(midright=row.midright))
        room -= turn_w
    token = render.seat_token(seat.shape, seat.colour, row.height)
    surface.blit(token, token.get_rect(midleft=row.midleft))
    if robot is not None:
        surface.blit(robot, robot.get_rect(midleft=(row.left + row.height * 1.05, row.centery)))
    name = label(render.ellipsize(seat.name, size, room), size, theme.INK)
    surface.blit(name, name.get_rect(midleft=(x, row.centery)))


class PanelShelf:
    """Each seat's panel as last shown, so that no frame paints more than one new panel.

    A scoring moment changes every panel at once: at 4K seven fresh panels (painted, then
    turned to their seats) cost 10-14 ms in one frame. The shelf paints the first changed
    panel and shows the others' last look until a later frame, one panel a frame: at 60
    frames a second the seventh is up to a tenth of a second late, which no one sees.

    A new look is blitted plainly at first and run-length encoded in a later quiet frame
    (`render.ENCODER`)."""

    def __init__(self) -> None:
        self._shown: dict[int, tuple[Hashable, pygame.Surface]] = {}
        self._painted = False

    def surface(
        self, seat: Seat, key: Hashable, paint: Callable[[], pygame.Surface]
    ) -> pygame.Surface:
        """The seat's panel for `key` (its look, upright), turned to the seat; the last
        look instead while this frame has already painted a panel. A panel of another size
        or turn (a resize) is never stood in for."""
        place = (seat.panel_size, seat.angle)
        last = self._shown.get(seat.index)
        fresh = not render.is_rotated(key, seat.angle)
        if fresh and self._painted and last is not None and last[0] == place:
            return last[1]
        turned = render.rotated(key, seat.angle, paint, upright=False)
        self._painted = self._painted or fresh
        self._shown[seat.index] = (place, turned)
        return turned

    def end_frame(self) -> None:
        """After the frame's panels are drawn: the next frame may paint one again."""
        self._painted = False


GLOW_REACH = 6  # design pixels the turn glow reaches beyond a panel
GLOW_RADIUS = 26  # the glow's corners (a panel's are PANEL_RADIUS)
PANEL_RADIUS = 22
GLOW_INK = (255, 255, 255)  # the strips' drawing colour, before each frame's pulse


def draw_turn_glow(
    surface: pygame.Surface,
    size: tuple[int, int],
    centre: tuple[float, float],
    unit: float,
    colour: theme.Colour,
) -> None:
    """The glow round a panel on turn: a rounded rectangle `GLOW_REACH` beyond the panel in
    the pulse's `colour`, drawn only where the panel (opaque but for its rounded corners)
    leaves it showing. Filled whole under every panel on turn it cost 0.1-0.2 ms a panel at
    4K; now it is two cached strips across the ends (8-bit, recoloured through the palette)
    and two plain fills down the sides, the same pixels."""
    glow = pygame.Rect((0, 0), size)
    glow.center = centre
    glow = glow.inflate(2 * GLOW_REACH * unit, 2 * GLOW_REACH * unit)
    panel = pygame.Rect((0, 0), size)
    panel.center = (round(centre[0]), round(centre[1]))  # where render.blit_center puts it
    radius = round(GLOW_RADIUS * unit)
    corner = round(PANEL_RADIUS * unit) + 1
    top = max(radius, panel.top - glow.top + corner)
    bottom = max(radius, glow.bottom - panel.bottom + corner)
    if top + bottom >= glow.height:
        pygame.draw.rect(surface, colour, glow, border_radius=radius)
        return
    for end, rows in (("top", top), ("bottom", bottom)):
        strip = _glow_strip(glow.size, radius, end, rows)
        strip.set_palette_at(1, colour)
        surface.blit(strip, (glow.left, glow.top if end == "top" else glow.bottom - rows))
    middle = glow.height - top - bottom
    surface.fill(colour, (glow.left, glow.top + top, panel.left - glow.left, middle))
    surface.fill(colour, (panel.right, glow.top + top, glow.right - panel.right, middle))


def _glow_strip(size: tuple[int, int], radius: int, end: str, rows: int) -> pygame.Surface:
    """One end of the glow's rounded rectangle: `rows` rows of it, index 1 where it is
    filled, index 0 (the colour key) where it is not."""

    def make() -> pygame.Surface:
        w, h = size
        strip = pygame.Surface((w, rows), 0, 8)
        strip.set_palette([(0, 0, 0), GLOW_INK])
        strip.set_colorkey(0)
        strip.fill(0)
        shape = pygame.Rect(0, 0 if end == "top" else rows - h, w, h)
        pygame.draw.rect(strip, GLOW_INK, shape, border_radius=radius)
        return strip

    return render.CACHE.get(("glow-strip", size, radius, end, rows), make)
