"""Where MemoDiXe's things are on the table: the square and its nine places, the reserve
and the dice set aside beside it, the strip under the dice where banners show, the pad row
in front of every seat, and the secret square that opens in front of the player who peeks
or swaps.

A `Layout` is a pure function of the table's free middle, the seats, the unit and the pad
sizes (bigger in party mode); the scene computes a new one on every resize, so nothing here
ever holds a stale position.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from engine.drawing.seats import Seat
from engine.drawing.text import font, type_size
from engine.drawing.theme import WORDS
from engine.i18n import tr
from engine.words.banners import plate_size
from engine.words.places import Spot
from engine.words.prompts import BOB, GLOW, prompt_lines

Point = tuple[float, float]
Area = tuple[float, float, float, float]  # x, y, w, h
RESERVE_SCALE = 0.55  # a reserve die beside the square, as a fraction of a die in it
# The square's side as a share of the width inside the pad rows: with its rim (about one
# side) and the reserve and the dice set aside beside it (0.25 of a side each way), 0.9 of it.
SQUARE_SHARE = 0.6
DIE_SHARE = 0.74  # a die's side as a share of its place
DICE_SPAN = (1 + DIE_SHARE / 2) * 2 / 3  # the dice's extent as a share of the square's side
RIM = 0.12  # the felt round the dice, as a share of a place: a rim, not a frame that would
# reach under the pad rows above and below
BANNER_GAP = 8  # design pixels between the banner strip and the dice or the pad row
POST_ROOM = 0.25  # round a ⏸ in the rolling area, as a share of a die: a turned die's corner
EDGE_ROOM = 0.3  # kept from the table's own edges, as a share of a die: a thrown die's corner
# sinks into the wall it hits before it bounces, and on a tablet that wall is the screen's edge


def banner_band(unit: float) -> float:
    """The strip under the square that a banner fills: as tall as a banner's pill (the
    power banners are too long to fit beside the square at any size, and must never lie
    on its dice), with a gap each side."""
    return plate_size("📣", tr("memodixe.dixe"), unit)[1] + 2 * BANNER_GAP * unit


@dataclass(frozen=True)
class Layout:
    table: Area
    seats: tuple[Seat, ...]
    unit: float
    pad_size: tuple[float, float]  # the DiXe! and 🔄 pads in front of every seat
    choice_size: tuple[float, float]  # "go on" / "end the game" after a right DiXe!
    cell: float  # one place of the square
    die_px: int
    places: tuple[Point, ...]  # the nine places' centres, row by row
    square_rect: pygame.Rect
    band: float  # the banner strip's height, under the dice (`banner_band`)
    discard_point: Point  # where discarded dice slide off the table
    wide_prompts: bool = False  # the prompts take a row of their own (`_stacked`)
    prompt_lines: int = 2  # the lines of the longest prompt beside a DiXe! pad

    @classmethod
    def compute(
        cls,
        table: Area,
        seats: tuple[Seat, ...],
        unit: float,
        pad_size: tuple[float, float],
        choice_size: tuple[float, float],
        prompts: tuple[str, ...] = (),
    ) -> Layout:
        """`prompts`: every prompt's words; where the longest would take more than two
        lines beside the DiXe! pad (bigger words), every prompt takes a row of its own."""
        x, y, _w, h = table
        pad_size = _fitting_pads(seats, unit, pad_size)
        wide = any(_crowded(seat, unit, pad_size, prompts) for seat in seats)
        lines = 2 if wide else max([2] + [_lines(s, unit, pad_size, prompts) for s in seats])
        rx, ry, rw, rh = _inside_pad_rows(table, seats, unit, pad_size, wide, lines)
        band = banner_band(unit)
        side = min(rw * SQUARE_SHARE, h * 0.74, (rh - band) / DICE_SPAN)
        cell = side / 3
        # the dice and the banner strip under them, centred inside the pad rows
        cx, cy = rx + rw / 2, ry + (rh - band) / 2
        places = tuple((cx + (p % 3 - 1) * cell, cy + (p // 3 - 1) * cell) for p in range(9))
        felt = round(side * DICE_SPAN + cell * RIM * 2)
        square_rect = pygame.Rect(0, 0, felt, felt)
        square_rect.center = (round(cx), round(cy))
        return cls(
            table=table,
            seats=seats,
            unit=unit,
            pad_size=pad_size,
            choice_size=choice_size,
            cell=cell,
            die_px=max(8, round(cell * DIE_SHARE)),
            places=places,
            square_rect=square_rect,
            band=band,
            discard_point=(x + 40 * unit, y + h - 40 * unit),
            wide_prompts=wide,
            prompt_lines=lines,
        )

    # --- the rows in front of a seat (in the seat's own frame) ------------------------
    def _row(self, seat: Seat) -> tuple[float, float]:
        """The pad row's height and the DiXe! pad's centre along it: at the panel's right
        end, leaving the rest of the row to the prompt, or in the middle when the panel is
        too narrow for both (the prompt then takes a row of its own, `prompt_row_of`)."""
        row = -(seat.panel_size[1] / 2 + self.pad_size[1] / 2 + 10 * self.unit)
        if _stacked(seat, self.unit, self.pad_size, self.wide_prompts):
            return row, 0.0
        return row, seat.panel_size[0] / 2 - self.pad_size[0] / 2

    def dixe_centre(self, seat: Seat) -> Point:
        row, centre = self._row(seat)
        return (centre, row)

    def prompt_centre(self, seat: Seat) -> Point:
        """Beside the DiXe! pad (or in front of it): the prompt, or the 🔄 pad while a
        missed pair waits."""
        x, row, _width = self.prompt_row_of(seat)
        return (x, row)

    def prompt_row_of(self, seat: Seat) -> tuple[float, float, float]:
        """Centre x, y and width of the prompt's room: the panel's width left of the DiXe!
        pad (never past the panel, where a neighbour's pad lies), or, in front of a narrow
        panel's pad, a row of its own as wide as the table lets it (one prompt at a time)."""
        row, centre = self._row(seat)
        if not _stacked(seat, self.unit, self.pad_size, self.wide_prompts):
            left = -seat.panel_size[0] / 2
            right = centre - self.pad_size[0] / 2 - 10 * self.unit
            return ((left + right) / 2, row, right - left)
        x, y, w, h = self.table
        ends = sorted(seat.to_local(corner)[0] for corner in ((x, y), (x + w, y + h)))
        width = min(ends[1] - ends[0], seat.panel_size[0] * 3)
        middle = min(max(0.0, ends[0] + width / 2), ends[1] - width / 2)
        return (middle, row - self.pad_size[1] - 10 * self.unit, width)

    @property
    def prompt_row(self) -> tuple[float, float, float]:
        """Every panel has the same size, so one row geometry serves every seat."""
        return self.prompt_row_of(self.seats[-1])

    def choice_row(self, seat: Seat) -> Point:
        """Centre of the two choices, which take the whole row in front of the caller (the
        DiXe! pad steps aside), or the prompt's own row in front of a narrow panel."""
        if _stacked(seat, self.unit, self.pad_size, self.wide_prompts):
            x, row, _width = self.prompt_row_of(seat)
            return (x, row)
        row, _centre = self._row(seat)
        return (0.0, row)

    def prompt_room(self, seat: Seat) -> pygame.Rect:
        """Every pixel in front of `seat` that its prompt (two lines at most beside its
        bobbing picture, moved off the panel as `paint_seat_prompt` moves it), its 🔄 pad
        or its two choices may take on the screen: what the table's words keep clear of
        while it is the seat's turn, before any of them shows."""
        x, y, width = self.prompt_row_of(seat)
        unit = self.unit
        art = type_size("heading", unit) * 1.2
        step = font(type_size("body", unit)).get_linesize()
        half = max(art / 2 + BOB * unit, step * self.prompt_lines / 2)
        lifted = min(y, -seat.panel_size[1] / 2 - (half + GLOW * unit))
        reach = self.choice_size[0] + 6 * unit
        cx, cy = self.choice_row(seat)
        corners = []
        for dx in (-1, 1):
            corners += [(x + dx * width / 2, lifted - half), (x + dx * width / 2, y + half)]
            corners += [(cx + dx * reach, cy + dy * self.choice_size[1] / 2) for dy in (-1, 1)]
        xs, ys = zip(*(seat.to_screen(corner) for corner in corners), strict=True)
        left, top = math.floor(min(xs)), math.floor(min(ys))
        return pygame.Rect(left, top, math.ceil(max(xs)) - left, math.ceil(max(ys)) - top)

    # --- places on the table -------------------------------------------------------------
    def seat_point(self, seat: int) -> Point:
        return self.seats[seat].center if 0 <= seat < len(self.seats) else self.places[4]

    def reserve_pos(self, die: int, reserve: list[int]) -> Point:
        """A reserve die's spot left of the square, in die order among `reserve`."""
        order = sorted(set(reserve) | {die})
        index = order.index(die)
        x = self.square_rect.left - self.cell * 0.55
        return (x, self.square_rect.top + self.cell * 0.4 + index * self.die_px * 0.5)

    def aside_pos(self, place: int) -> Point:
        return (self.square_rect.right + self.cell * 0.55, self.places[place][1])

    @property
    def dice_bottom(self) -> float:
        """The lower edge of the square's bottom row of dice: the banner strip starts below."""
        return self.places[8][1] + self.die_px / 2 + BANNER_GAP * self.unit

    @property
    def dice_area(self) -> pygame.Rect:
        """The dice of the square with the reserve and the dice set aside beside it: what
        everyone memorises, so what a banner never covers."""
        left = self.square_rect.left - self.cell * 0.55 - self.die_px * RESERVE_SCALE / 2
        right = self.square_rect.right + self.cell * 0.55 + self.die_px / 2
        top = self.places[0][1] - self.die_px / 2
        return pygame.Rect(
            round(left), round(top), round(right - left), round(self.dice_bottom - top)
        )

    @property
    def rolling_area(self) -> Area:
        """Where thrown dice roll and rest: the table's middle inside the pad rows in front
        of the seats and above the banner strip, so a die never comes to rest on a DiXe!
        pad, a prompt or under a banner, and `EDGE_ROOM` inside the table's own edges where
        the dice's places leave room, so a die thrown against one (a tablet's sides, where
        no seat's row lies between) never shows past the screen's edge."""
        x, y, w, _h = _inside_pad_rows(
            self.table, self.seats, self.unit, self.pad_size, self.wide_prompts, self.prompt_lines
        )
        tx, ty, tw, _th = self.table
        room, kept = self.die_px * EDGE_ROOM, self.dice_area  # never past the dice's places
        left = max(x, min(tx + room, kept.left))
        top = max(y, min(ty + room, kept.top))
        right = min(x + w, max(tx + tw - room, kept.right))
        return (left, top, right - left, self.dice_bottom - top)

    def posts(self, corners: Sequence[pygame.Rect]) -> list[pygame.Rect]:
        """The ⏸ buttons in the rolling area's corners (a tablet's top corners: no seat
        there keeps the area off them) as posts the thrown dice bounce off, each wide
        enough that a die resting against it, turned, stays off the button."""
        x, y, w, h = self.rolling_area
        area = pygame.Rect(round(x), round(y), round(w), round(h))
        room = round(self.die_px * POST_ROOM)
        return [c.inflate(2 * room, 2 * room) for c in corners if area.colliderect(c)]

    def throw_origin(self, seat: int, index: int, count: int) -> Point:
        """Where a die leaves the roller's hand: just inside the rolling area in front of
        them."""
        if not 0 <= seat < len(self.seats):
            return self.places[4]
        s = self.seats[seat]
        spread = (index - (count - 1) / 2) * self.die_px * 1.1
        px, py = s.to_screen((spread, -(s.panel_size[1] / 2 + self.die_px * 0.9)))
        x, y, w, h = self.rolling_area
        m = self.die_px * 0.75
        return (min(max(px, x + m), x + w - m), min(max(py, y + m), y + h - m))

    def throw_target(self, rng: random.Random) -> Point:
        """Somewhere on the table, so throws sometimes hit the square, sometimes a rail."""
        x, y, w, h = self.table
        return (x + w * rng.uniform(0.25, 0.75), y + h * rng.uniform(0.2, 0.8))

    def place_at(self, pos: Point, slop: float) -> int | None:
        """The place under a touch. The nine places tile the square, so inside it the
        nearest place is the one meant; in party mode a touch up to `slop` outside the
        square's outer places still finds the nearest one."""
        reach = self.cell * 0.45 + slop
        best: tuple[float, int] | None = None
        for place, (px, py) in enumerate(self.places):
            dx, dy = pos[0] - px, pos[1] - py
            if abs(dx) <= reach and abs(dy) <= reach:
                distance = math.hypot(dx, dy)
                if best is None or distance < best[0]:
                    best = (distance, place)
        return None if best is None else best[1]

    def die_hint(self, seat: int, place: int) -> Point:
        """A die's edge nearest to `seat`: a pointing hand touches the die without hiding
        its face (a face to remember, when a turned pair waits)."""
        dx, dy = self.seats[seat].toward_center
        x, y = self.places[place]
        near = self.die_px * 0.35
        return (x - dx * near, y - dy * near)

    def near_far_edge(self, seat: int, depth: float = 0.0) -> Point:
        """Inside the square, on the side away from `seat`: readable, and not under the
        secret panel that opens in front of that seat; something `depth` deep (words on
        two lines) stays inside the square's rim."""
        cx, cy = self.square_rect.center
        dx, dy = self.seats[seat].toward_center
        inset = max(self.cell * 0.3, depth / 2 + 4 * self.unit)
        reach = self.square_rect.width / 2 - inset
        return (cx + dx * reach, cy + dy * reach)

    def banner_spots(self, seat: int) -> list[Spot]:
        """In the strip under the dice, facing the seat whose moment it is (the bottom, for
        a player at a side: the strip has no room for a banner on end)."""
        at = (self.square_rect.centerx, self.dice_bottom + self.band / 2 - BANNER_GAP * self.unit)
        angle = self.seats[seat].angle if 0 <= seat < len(self.seats) else 0
        return [(at, angle if angle in (0, 180) else 0)]

    # --- the secret square in front of a seat ------------------------------------------
    def mini_geometry(self, seat: int) -> tuple[Point, float]:
        """Centre (in the seat's own frame) and cell size of the secret square."""
        s = self.seats[seat]
        cell = min(110 * self.unit, self.cell * 0.8)
        lift = s.panel_size[1] / 2 + self.pad_size[1] + 24 * self.unit
        return (0.0, -(lift + cell * 1.7)), cell

    def mini_point(self, seat: int, place: int) -> Point:
        """A place of the secret square, on screen."""
        (cx, cy), cell = self.mini_geometry(seat)
        local = (cx + (place % 3 - 1) * cell, cy + (place // 3 - 1) * cell)
        return self.seats[seat].to_screen(local)

    def mini_place_at(self, seat: int, pos: Point) -> int | None:
        (cx, cy), cell = self.mini_geometry(seat)
        lx, ly = self.seats[seat].to_local(pos)
        col, row = round((lx - cx) / cell) + 1, round((ly - cy) / cell) + 1
        if (
            0 <= col < 3
            and 0 <= row < 3
            and abs(lx - cx) < cell * 1.5
            and abs(ly - cy) < cell * 1.5
        ):
            return row * 3 + col
        return None


def _inside_pad_rows(
    table: Area,
    seats: tuple[Seat, ...],
    unit: float,
    pad_size: tuple[float, float],
    wide: bool = False,
    lines: int = 2,
) -> Area:
    """The table's middle inside the pad rows in front of the seats, each deep enough for
    a prompt of `lines` lines beside its pad (a row holds two; a language whose words run
    long may take a third)."""
    x, y, w, h = table
    stacked = any(_stacked(seat, unit, pad_size, wide) for seat in seats)
    inset = pad_size[1] * (2 if stacked else 1) + (30 if stacked else 20) * unit
    inset += max(0, lines - 2) * font(type_size("body", unit)).get_linesize()
    edges = {seat.edge for seat in seats}
    left = x + (inset if "left" in edges else 0.0)
    top = y + (inset if "top" in edges else 0.0)
    right = x + w - (inset if "right" in edges else 0.0)
    bottom = y + h - (inset if "bottom" in edges else 0.0)
    return (left, top, right - left, bottom - top)


def _fitting_pads(
    seats: tuple[Seat, ...], unit: float, pad_size: tuple[float, float]
) -> tuple[float, float]:
    """The pads no wider than the narrowest panel, so neighbours' pads never meet."""
    narrowest = min(seat.panel_size[0] for seat in seats)
    return (min(pad_size[0], narrowest - 6 * unit), pad_size[1])


def _stacked(seat: Seat, unit: float, pad_size: tuple[float, float], wide: bool = False) -> bool:
    """Is the panel too narrow for a prompt beside the DiXe! pad, in a room at least as
    wide as the pad (a tablet's six seats), or do the prompts take a row of their own?"""
    return wide or seat.panel_size[0] < pad_size[0] * 2 + 10 * unit


def _crowded(
    seat: Seat, unit: float, pad_size: tuple[float, float], prompts: tuple[str, ...]
) -> bool:
    """Would bigger words make one of `prompts` outgrow its row beside the seat's DiXe!
    pad: more than two lines, and more than at the usual size (the row holds those)?"""
    if _stacked(seat, unit, pad_size):
        return False
    usual = unit / WORDS.scale  # the layout unit whose type sizes are the usual ones
    return _lines(seat, unit, pad_size, prompts) > max(2, _lines(seat, usual, pad_size, prompts))


def _lines(seat: Seat, unit: float, pad_size: tuple[float, float], prompts: tuple[str, ...]) -> int:
    """The most lines one of `prompts` takes in its row beside the seat's DiXe! pad."""
    if _stacked(seat, unit, pad_size):
        return 2
    art = type_size("heading", unit) * 1.2  # paint_prompt's room, less the picture
    room = seat.panel_size[0] - pad_size[0] - 10 * unit - art * 1.2
    return max((len(prompt_lines(text, unit, room)[1]) for text in prompts), default=2)
