"""Every move answered at the seat it concerns, within a frame of the table showing it.

The rules settle a move at once; players around a table only notice what happens near
them. So each rule event a story tells gets a reaction *at the seat it concerns*, facing
that seat, beside its sound:
- a score pops "+1" (a picture and the words) by the piece or the scorer's panel edge,
  and a match glows where it happened;
- a mistake says "oops" at the seat that made it, and its panel shakes and dims a moment;
- panel numbers count up to what the table shows (`CountUp`) instead of jumping;
- the turn passing slides a marker from one panel to the next (`TurnMarker`); the turn
  the panels show waits while the table still tells the move, so a mistake is seen at
  the mistaken seat before the next seat lights up;
- a round's end shows a short summary facing every seat, and a power or special case
  says what it does, with a picture, the first time it happens in a game (`explained`
  is kept in the save so a resumed game does not repeat it). These notices queue with the
  banners (`banners.BannerQueue`): one thing for the whole table to read at a time, each
  copy moved clear of what matters like a banner's (`engine.words.notices`).

Pops stay off the panels: they sit just beyond a panel's edge towards the table or at the
piece, and move, when they first show, to the nearest place clear of what the last frame
showed that matters and of the other pops; again if something now lies under one. A pop
with no clear place at its size tries the readable floor's, and with none at that either
is not shown (a crowded table: the panel's count and the sound still tell it).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from engine.drawing import anim, panels, theme
from engine.drawing.display import PANEL, REACTIONS, WORDS, DisplayList, Image, Raster
from engine.drawing.icons import picture
from engine.drawing.images import plate_on, rounded
from engine.drawing.images import text as words
from engine.drawing.motion import MOTION
from engine.drawing.seats import Seat
from engine.words.banners import BannerQueue
from engine.words.notices import EXPLAIN_SECONDS, Notice
from engine.words.places import clear_spots

Point = tuple[float, float]

POP_SECONDS = 1.2  # a "+1" or "oops" rises and fades over this
POP_IN = 0.18  # ... after growing in with an overshoot
MISTAKE_SECONDS = 0.8  # a mistaken seat's panel shakes and dims this long
MISTAKE_HOLD = 0.7  # the table waits this long on a mistake before the turn moves on
MARKER_SECONDS = 0.45  # the turn marker's slide from one panel to the next
EXPLAIN_HOLD = 1.0  # the table waits this long on a first-time explainer
COUNT_TICK = 0.07  # a panel number moves one step this often while it counts
COUNT_TICKS = 12  # ... and reaches any new value in at most this many steps
DIM = (120, 120, 120)  # the mistaken panel's shade (multiplied)
RISE = 40  # design pixels a pop rises over its life


@dataclass(frozen=True)
class Pop:
    """A picture and a few words popping up for `seat`: at `at` (by a piece) or, when
    None, just beyond the seat's panel edge towards the table."""

    emoji: str
    text: str
    seat: int
    began: float
    at: Point | None = None
    colour: theme.Colour = theme.GOLD

    def age(self, now: float) -> float:
        return now - self.began

    def showing(self, now: float) -> bool:
        return 0.0 <= self.age(now) < POP_SECONDS


@dataclass
class CountUp:
    """The numbers the panels show, counting towards their targets a step at a time."""

    shown: dict[int, float] = field(default_factory=dict)
    stepped: dict[int, float] = field(default_factory=dict)
    targets: dict[int, float] = field(default_factory=dict)  # as last followed

    def counting(self) -> bool:
        """Is a number still on its way to its target?"""
        return any(self.shown.get(key, target) != target for key, target in self.targets.items())

    def follow(self, key: int, target: float, now: float) -> None:
        """Move `key`'s number a step towards `target` if a step is due. A first sight
        shows the target at once (a resumed game does not count up from nothing)."""
        shown = self.shown.setdefault(key, target)
        self.targets[key] = target
        if shown == target:
            self.stepped[key] = now
            return
        if now - self.stepped.get(key, now - COUNT_TICK) < COUNT_TICK:
            return
        step = max(1.0, math.ceil(abs(target - shown) / COUNT_TICKS))
        shown = min(target, shown + step) if target > shown else max(target, shown - step)
        self.shown[key], self.stepped[key] = shown, now

    def value(self, key: int, target: float) -> float:
        """What the panel shows for `key` now."""
        return self.shown.get(key, target)


@dataclass
class TurnMarker:
    """Whose turn the panels show. It waits while the table tells a move (`held`) and
    then moves, sliding a glowing marker from the last seat's panel to the next one's."""

    turn: frozenset[int] | None = None
    moved_at: float = -10.0
    came_from: int | None = None

    def watch(self, active: frozenset[int], held: bool, now: float) -> int | None:
        """Follow the rules' turn unless `held`; the seat a single turn just passed to."""
        if self.turn is None:
            self.turn = active
            return None
        if held or active == self.turn:
            return None
        before, self.turn = self.turn, active
        if len(before) != 1 or len(active) != 1:
            return None
        self.came_from, self.moved_at = next(iter(before)), now
        return next(iter(active))

    def moving(self, now: float) -> bool:
        """Is the marker sliding, or its ring spreading?"""
        return self.came_from is not None and 0 <= (now - self.moved_at) / MARKER_SECONDS <= 1.6

    def paint(self, frame: DisplayList, seats: list[Seat], now: float, unit: float) -> None:
        """The marker sliding from the last panel's edge to the next one's, then a ring
        spreading round the new panel's edge."""
        t = (now - self.moved_at) / MARKER_SECONDS
        if self.came_from is None or not self.turn or t < 0 or t > 1.6:
            return
        to = next(iter(self.turn))
        if self.came_from >= len(seats) or to >= len(seats):
            return
        start, end = edge_point(seats[self.came_from], 0.3), edge_point(seats[to], 0.3)
        colour = seats[to].colour
        radius = 30 * unit
        if t <= 1 and not MOTION.calm:  # calm: no slide, a still ring at the new seat
            for lag in (0.24, 0.12, 0.0):  # a short trail behind the marker
                at = anim.lerp2(start, end, anim.ease_in_out(max(0.0, t - lag)))
                r = round(radius * (1 - lag * 2))
                trail = theme.lighten(colour, lag * 2.5)
                frame.shape("circle", trail, _round(at), r, what="turn marker")
            width = max(2, round(6 * unit))
            frame.shape("circle", theme.GOLD, _round(at), round(radius), width, what="turn marker")
            return
        ring = radius * (1 + MOTION.spread(max(0.0, t - 1)) * 4)
        width = max(1, round(5 * unit * min(1.0, (1.6 - t) / 0.6)))
        frame.shape("circle", theme.GOLD, _round(end), round(ring), width, what="turn marker")


def _round(point: Point) -> tuple[int, int]:
    return (round(point[0]), round(point[1]))


def edge_point(seat: Seat, depth: float) -> Point:
    """A point `depth` panel depths beyond the seat's panel edge, towards the table."""
    h = seat.panel_size[1]
    return seat.to_screen((0.0, -h / 2 - h * depth))


@dataclass
class Placed:
    """Where a pop starts, every pixel its whole rise may take and its type size; `stuck`
    when it found no clear place even at the readable floor (it is then not shown, nor
    searched for again)."""

    start: Point
    reach: pygame.Rect
    px: int
    stuck: bool = False


def as_is(text: str) -> str:
    """Words said as they are (grown-ups read them)."""
    return text


@dataclass
class Reactions:
    """What the table is answering now; a scene keeps one, its story adds to it."""

    pops: list[Pop] = field(default_factory=list)
    placed: dict[Pop, Placed] = field(default_factory=dict)
    glows: list[tuple[Point, float, float]] = field(default_factory=list)  # at, radius, began
    mistakes: dict[int, float] = field(default_factory=dict)  # seat -> when
    told: BannerQueue = field(default_factory=BannerQueue)  # the scene's, shared with banners
    counts: CountUp = field(default_factory=CountUp)
    marker: TurnMarker = field(default_factory=TurnMarker)
    explained: set[str] = field(default_factory=set)  # first-time notices shown this game
    unsaved: bool = False  # an explainer was shown since the save last kept `explained`
    said: Callable[[str], str] = as_is  # the words as the table may say them (party mode)

    # --- what stories say ------------------------------------------------------------------
    def pop(self, emoji: str, text: str, seat: int, now: float, at: Point | None = None) -> None:
        self.pops.append(Pop(emoji, self.said(text), seat, now, at))

    def glow(self, at: Point, radius: float, now: float) -> None:
        """A match glows where it happened."""
        self.glows.append((at, radius, now))

    def oops(self, seat: int, text: str, now: float, at: Point | None = None) -> None:
        """A mistake: "oops" at the seat (or the piece), its panel shakes and dims."""
        colour = theme.lighten(theme.BAD, 0.35)
        self.pops.append(Pop("😬", self.said(text), seat, now, at, colour))
        self.mistakes[seat] = now

    def summary(self, emoji: str, text: str, now: float) -> None:
        """A round's end, facing every seat."""
        self.told.add(Notice(emoji, self.said(text), now))

    def first_time(self, key: str) -> bool:
        """Whether `key` has not been explained in this game yet (and now it has)."""
        if key in self.explained:
            return False
        self.explained.add(key)
        self.unsaved = True
        return True

    def explain(self, emoji: str, text: str, seat: int | None, now: float) -> None:
        self.told.add(Notice(emoji, self.said(text), now, seat, EXPLAIN_SECONDS))

    @property
    def notices(self) -> list[Notice]:
        """The notices said and not yet replaced by something else for the table: the one
        showing (or just shown) and those waiting behind it."""
        return [c for c in (self.told.current, *self.told.waiting) if isinstance(c, Notice)]

    # --- what the scene asks ---------------------------------------------------------------
    def watch_turn(self, active: frozenset[int], held: bool, now: float) -> int | None:
        return self.marker.watch(active, held, now)

    def shown_turn(self, active: frozenset[int]) -> frozenset[int]:
        return active if self.marker.turn is None else self.marker.turn

    def mistake_age(self, seat: int, now: float) -> float | None:
        began = self.mistakes.get(seat)
        if began is None or not 0.0 <= now - began < MISTAKE_SECONDS:
            return None
        return now - began

    def moving(self, now: float) -> bool:
        """Does anything here move now: a pop rising, a glow spreading, the turn marker,
        a mistaken panel shaking, a number counting?"""
        shaking = any(self.mistake_age(seat, now) is not None for seat in self.mistakes)
        return (
            bool(self.pops or self.glows)
            or shaking
            or self.marker.moving(now)
            or (self.counts.counting())
        )

    def prune(self, now: float) -> None:
        self.pops = [p for p in self.pops if p.showing(now)]
        self.placed = {p: at for p, at in self.placed.items() if p.showing(now)}
        self.glows = [g for g in self.glows if now - g[2] < POP_SECONDS]

    # --- where the pops go (decided before a frame is painted) ------------------------------
    def place_pops(
        self,
        seats: list[Seat],
        unit: float,
        keep: list[pygame.Rect],
        screen: pygame.Rect,
        step: float,
    ) -> None:
        """Each pop showing starts by its piece or beyond its panel's edge, moved to the
        nearest place where its whole rise covers nothing in `keep` (what the last frame
        showed that matters) nor another pop; placed again when something now lies under
        it, unless it found no clear place before (`stuck`)."""
        for pop, row in self._rows(seats):
            placed = self.placed.get(pop)
            if placed is not None:
                if placed.stuck or placed.reach.collidelist(keep) == -1:
                    continue
                del self.placed[pop]
            taken = keep + self.reaches()
            self.placed[pop] = _place(pop, seats[pop.seat], unit, row, taken, screen, step)

    def _rows(self, seats: list[Seat]) -> list[tuple[Pop, int]]:
        """The pops of seats at the table, each with its row: pops at the same panel edge
        line up inwards."""
        rows: list[tuple[Pop, int]] = []
        stacked: dict[int, int] = {}
        for pop in self.pops:
            if pop.seat < len(seats):
                row = 0 if pop.at is not None else stacked.get(pop.seat, 0)
                if pop.at is None:
                    stacked[pop.seat] = row + 1
                rows.append((pop, row))
        return rows

    def reaches(self) -> list[pygame.Rect]:
        """Where the pops placed reach (what a banner or notice placed now keeps off)."""
        return [placed.reach for placed in self.placed.values() if not placed.stuck]

    # --- painting --------------------------------------------------------------------------
    def paint_panel(
        self, frame: DisplayList, seat: Seat, image: Image, active: bool, now: float, unit: float
    ) -> None:
        """A seat's panel, facing it: glowing while on turn, shaking and dimmed after a
        mistake, judged where it rests (the shake is a moment's movement)."""
        centre = seat.center
        age = self.mistake_age(seat.index, now)
        if age is not None:
            dx = anim.shake_offset(age, MISTAKE_SECONDS, 12 * unit)
            centre = seat.to_screen((dx, 0.0))
        frame.sprite(
            image,
            centre,
            angle=seat.angle,
            kind=PANEL,
            seat=seat.index,
            still=age is None,
            tint=DIM if age is not None else None,
            what=f"panel of seat {seat.index + 1}",
            name=("panel", seat.index),
            rests_at=seat.center,
        )
        if active:  # round the panel, over it where the panel leaves it showing
            pulse = 0.5 + 0.5 * MOTION.triangle(now, 1.2)  # calm: still, at its brightest
            frame.changes(MOTION.next_step(now))
            colour = theme.lighten(seat.colour, 0.3 * pulse)
            size = panels_size(image, seat.angle)
            panels.paint_turn_glow(frame, size, centre, unit, colour)

    def paint(self, frame: DisplayList, seats: list[Seat], now: float, unit: float) -> None:
        """Glows, the turn marker and the pops where they were placed, above the board
        and panels (the notices show in the banners' turn)."""
        with frame.at(REACTIONS):
            for at, radius, began in self.glows:
                t = (now - began) / POP_SECONDS
                if 0 <= t < 1:
                    width = max(2, round(8 * unit * (1 - t)))
                    ring = radius * (1.0 + 0.3 * MOTION.spread(t))
                    frame.shape("circle", theme.GOLD, _round(at), round(ring), width)
            self.marker.paint(frame, seats, now, unit)
            for pop in self.pops:
                placed = self.placed.get(pop)
                if placed is None or placed.stuck or pop.seat >= len(seats):
                    continue
                if pop.showing(now):
                    _paint_pop(frame, pop, seats[pop.seat], now, unit, placed)


def panels_size(image: Image, angle: float) -> tuple[int, int]:
    """A panel's size on screen, turned to its seat."""
    w, h = image.size
    return (w, h) if round(angle) % 180 == 0 else (h, w)


def _place(
    pop: Pop,
    seat: Seat,
    unit: float,
    row: int,
    taken: list[pygame.Rect],
    screen: pygame.Rect,
    step: float,
) -> Placed:
    """The nearest clear place for `pop` at the panels' score size or, where there is
    none, at the readable floor's (a smaller plate finds a gap between prompts)."""
    sizes = panels.panel_type(unit)
    lift, rise = RISE * unit, seat.direction((0.0, -1.0))
    for px in dict.fromkeys((sizes.score, sizes.label)):
        start = pop.at if pop.at is not None else edge_point(seat, 0.45 + 0.5 * row)
        w, h = pop_plate(pop.emoji, pop.text, unit, pop.colour, px).size
        size = (w, round(h + lift))
        w, h = size if seat.angle % 180 == 0 else size[::-1]
        reach = pygame.Rect(0, 0, w, h)
        reach.center = _round((start[0] + rise[0] * lift / 2, start[1] + rise[1] * lift / 2))
        mid: Point = reach.clamp(screen).center
        [(mid, _)] = clear_spots([(mid, seat.angle)], size, taken, screen, step / 2)
        reach.center = _round(mid)
        stuck = reach.collidelist(taken) != -1  # nowhere clear
        start = (mid[0] - rise[0] * lift / 2, mid[1] - rise[1] * lift / 2)
        placed = Placed(start, reach, px, stuck)
        if not stuck:
            break
    return placed


def pop_plate(
    emoji: str, text: str, unit: float, colour: theme.Colour, px: int | None = None
) -> Image:
    """A pop, upright: its picture and words on a dark pill, at the panels' score size
    (or `px`)."""
    size = px or panels.panel_type(unit).score
    label = words(text, size, colour) if text else None  # party mode: the picture alone
    art = picture(emoji, round(size * 1.2))
    gap, pad = (size * 0.25 if label else 0), size * 0.35
    w = art.size[0] + gap + (label.size[0] if label else 0) + 2 * pad
    h = max(art.size[1], label.size[1] if label else 0) + pad
    pill = rounded(
        (round(w), round(h)), theme.TABLE_RIM, round(h / 2), colour, max(2, round(3 * unit))
    )

    def make(raster: Raster) -> pygame.Surface:
        surface = plate_on(raster, pill)
        surface.blit(raster(art), raster(art).get_rect(midleft=(pad, h / 2)))
        if label is not None:
            at = (pad + art.size[0] + gap, h / 2)
            surface.blit(raster(label), raster(label).get_rect(midleft=at))
        return surface

    return Image(("react-pop", emoji, text, unit, colour, size), pill.size, make)


def _paint_pop(
    frame: DisplayList, pop: Pop, seat: Seat, now: float, unit: float, placed: Placed
) -> None:
    """A pop grows in where it was `placed`, rises a little away from its seat and shrinks away at
    its end (with calm motion it fades in and out where it starts); judged at full size
    where it is now."""
    age, start = pop.age(now), placed.start
    rise = seat.direction((0.0, -1.0))
    lift = RISE * unit * MOTION.spread(anim.ease_out_cubic(age / POP_SECONDS))
    at = (start[0] + rise[0] * lift, start[1] + rise[1] * lift)
    grow = anim.ease_out_back(min(1.0, age / POP_IN))
    shrink = min(1.0, (POP_SECONDS - age) / 0.2)
    scale, alpha = MOTION.pop(age / POP_IN, min(grow, shrink), shrink)
    if scale < 0.05 or alpha <= 0:
        return
    scale = 1.0 if abs(scale - 1.0) <= 0.01 else scale
    frame.sprite(
        pop_plate(pop.emoji, pop.text, unit, pop.colour, placed.px),
        at,
        angle=seat.angle,
        kind=WORDS,
        scale=scale,
        alpha=alpha,
        text_px=placed.px,
        what=f"pop {pop.text!r}",
        rests_at=at,
    )
