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
  is kept in the save so a resumed game does not repeat it). These cards queue with the
  banners (`messages.BannerQueue`): one thing for the whole table to read at a time, each
  copy moved clear of the panels, buttons and the game's `keep_clear()` like a banner's.

Pops stay off the panels: they sit just beyond a panel's edge towards the table or at the
piece. Every word drawn here is registered with the layout audit (`engine.drawing.marks`) where it
rests; the turn marker and the glows are decoration. Everything drawn is cached upright
and rotated once per angle (`render.rotated`); only the short pop-in scales a surface per
frame.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

import pygame

from engine.drawing import anim, marks, motion, panels, render, theme
from engine.drawing.icons import icon
from engine.drawing.seats import Seat
from engine.words.banners import BannerQueue
from engine.words.drawn import DRAWN
from engine.words.places import Spot, clear_spots

Point = tuple[float, float]
Clearing = Callable[[], tuple[list[pygame.Rect], pygame.Rect, float]]  # `Announcing.clear_of`

POP_SECONDS = 1.2  # a "+1" or "oops" rises and fades over this
POP_IN = 0.18  # ... after growing in with an overshoot
MISTAKE_SECONDS = 0.8  # a mistaken seat's panel shakes and dims this long
MISTAKE_HOLD = 0.7  # the table waits this long on a mistake before the turn moves on
MARKER_SECONDS = 0.45  # the turn marker's slide from one panel to the next
SUMMARY_SECONDS = 2.6  # a round's summary stays this long ...
EXPLAIN_SECONDS = 4.5  # ... and a first-time explainer, which has more to read, this long
EXPLAIN_HOLD = 1.0  # the table waits this long on a first-time explainer
COUNT_TICK = 0.07  # a panel number moves one step this often while it counts
COUNT_TICKS = 12  # ... and reaches any new value in at most this many steps
DIM = (120, 120, 120)  # the mistaken panel's shade (multiplied)
CARD_GAP = 0.8  # cards begin this many panel depths beyond the panel edge (pops are nearer)
CARD_WIDTHS = (1.0, 0.75, 0.55)  # a card's width as a share of its panel's, tried in turn
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


@dataclass(frozen=True)
class Card:
    """A short card of a picture and words: a round's summary (`seat` None: one facing
    every seat) or what a power does (facing the seat it happened to)."""

    emoji: str
    text: str
    began: float
    seat: int | None = None
    seconds: float = SUMMARY_SECONDS

    def showing(self, now: float) -> bool:
        return 0.0 <= now - self.began < self.seconds


@dataclass
class CountUp:
    """The numbers the panels show, counting towards their targets a step at a time."""

    shown: dict[int, float] = field(default_factory=dict)
    stepped: dict[int, float] = field(default_factory=dict)

    def value(self, key: int, target: float, now: float) -> float:
        """What to show for `key` now. A first sight shows the target at once (a resumed
        game does not count up from nothing); after that it counts."""
        shown = self.shown.setdefault(key, target)
        if shown == target:
            self.stepped[key] = now
            return shown
        if now - self.stepped.get(key, now - COUNT_TICK) < COUNT_TICK:
            return shown
        step = max(1.0, math.ceil(abs(target - shown) / COUNT_TICKS))
        shown = min(target, shown + step) if target > shown else max(target, shown - step)
        self.shown[key], self.stepped[key] = shown, now
        return shown


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

    def draw(self, surface: pygame.Surface, seats: list[Seat], now: float, unit: float) -> None:
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
        if t <= 1 and not motion.MOTION.calm:  # calm: no slide, a still ring at the new seat
            for lag in (0.24, 0.12, 0.0):  # a short trail behind the marker
                at = anim.lerp2(start, end, anim.ease_in_out(max(0.0, t - lag)))
                r = round(radius * (1 - lag * 2))
                pygame.draw.circle(surface, theme.lighten(colour, lag * 2.5), _round(at), r)
            pygame.draw.circle(
                surface, theme.GOLD, _round(at), round(radius), max(2, round(6 * unit))
            )
            return
        ring = radius * (1 + motion.MOTION.spread(max(0.0, t - 1)) * 4)
        width = max(1, round(5 * unit * min(1.0, (1.6 - t) / 0.6)))
        pygame.draw.circle(surface, theme.GOLD, _round(end), round(ring), width)


def _round(point: Point) -> tuple[int, int]:
    return (round(point[0]), round(point[1]))


def edge_point(seat: Seat, depth: float) -> Point:
    """A point `depth` panel depths beyond the seat's panel edge, towards the table."""
    h = seat.panel_size[1]
    return seat.to_screen((0.0, -h / 2 - h * depth))


@dataclass
class Reactions:
    """What the table is answering now; a scene keeps one, its story adds to it."""

    pops: list[Pop] = field(default_factory=list)
    placed: dict[Pop, tuple[Point, pygame.Rect]] = field(default_factory=dict)  # start, reach
    stuck: set[Pop] = field(default_factory=set)  # found nowhere clear: not moved again
    card_at: tuple[Card | None, list[pygame.Rect], list[float]] = (None, [], [])  # copies, widths
    glows: list[tuple[Point, float, float]] = field(default_factory=list)  # at, radius, began
    mistakes: dict[int, float] = field(default_factory=dict)  # seat -> when
    told: BannerQueue = field(default_factory=BannerQueue)  # the scene's, shared with banners
    counts: CountUp = field(default_factory=CountUp)
    marker: TurnMarker = field(default_factory=TurnMarker)
    explained: set[str] = field(default_factory=set)  # first-time cards shown this game
    unsaved: bool = False  # an explainer was shown since the save last kept `explained`
    words: list[pygame.Rect] = field(default_factory=list)  # what `engine.words.drawn` noted

    # --- what stories say ------------------------------------------------------------------
    def pop(self, emoji: str, text: str, seat: int, now: float, at: Point | None = None) -> None:
        self.pops.append(Pop(emoji, text, seat, now, at))

    def glow(self, at: Point, radius: float, now: float) -> None:
        """A match glows where it happened."""
        self.glows.append((at, radius, now))

    def oops(self, seat: int, text: str, now: float, at: Point | None = None) -> None:
        """A mistake: "oops" at the seat (or the piece), its panel shakes and dims."""
        self.pops.append(Pop("😬", text, seat, now, at, theme.lighten(theme.BAD, 0.35)))
        self.mistakes[seat] = now

    def summary(self, emoji: str, text: str, now: float) -> None:
        """A round's end, facing every seat."""
        self.told.add(Card(emoji, text, now))

    def first_time(self, key: str) -> bool:
        """Whether `key` has not been explained in this game yet (and now it has)."""
        if key in self.explained:
            return False
        self.explained.add(key)
        self.unsaved = True
        return True

    def explain(self, emoji: str, text: str, seat: int | None, now: float) -> None:
        self.told.add(Card(emoji, text, now, seat, EXPLAIN_SECONDS))

    @property
    def cards(self) -> list[Card]:
        """The cards said and not yet replaced by something else for the table: the one
        showing (or just shown) and those waiting behind it."""
        return [c for c in (self.told.current, *self.told.waiting) if isinstance(c, Card)]

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

    def prune(self, now: float) -> None:
        self.pops = [p for p in self.pops if p.showing(now)]
        self.placed = {p: at for p, at in self.placed.items() if p.showing(now)}
        self.stuck &= self.placed.keys()
        self.glows = [g for g in self.glows if now - g[2] < POP_SECONDS]

    # --- drawing ---------------------------------------------------------------------------
    def draw_panel(
        self,
        surface: pygame.Surface,
        seat: Seat,
        key: Hashable,
        turned: pygame.Surface,
        active: bool,
        now: float,
        unit: float,
        paint: Callable[[], pygame.Surface],
    ) -> pygame.Rect:
        """A seat's panel, already turned to face it: glowing while on turn, shaking and
        dimmed (painted afresh by `paint`) after a mistake. Where it rests (the shake is a
        moment's movement, as a banner's pop-in is: the audit judges where things rest)."""
        centre = seat.center
        age = self.mistake_age(seat.index, now)
        if age is not None:
            turned = render.CACHE.get((key, seat.angle, "dim"), lambda: _dimmed(paint(), seat))
            dx = anim.shake_offset(age, MISTAKE_SECONDS, 12 * unit)
            centre = seat.to_screen((dx, 0.0))
        if active:
            pulse = motion.MOTION.triangle(now, 1.2)  # still, at its brightest, when calm
            colour = theme.lighten(seat.colour, 0.3 * pulse)
            panels.draw_turn_glow(surface, turned.get_size(), centre, unit, colour)
        render.blit_center(surface, turned, centre)
        return turned.get_rect(center=_round(seat.center))

    def draw(
        self,
        surface: pygame.Surface,
        seats: list[Seat],
        now: float,
        unit: float,
        clear_of: Clearing | None = None,
    ) -> None:
        """Glows, the turn marker and the pops, above the board and panels (the cards
        show in the banners' turn: `draw_card`). Each pop moves when it first shows,
        clear of what `clear_of` names and of the other pops (`_pop_start`)."""
        self.prune(now)
        self.words = DRAWN.take()  # this frame's prompts, clocks, dice at rest
        for at, radius, began in self.glows:
            t = (now - began) / POP_SECONDS
            width = max(2, round(8 * unit * (1 - t)))
            ring = radius * (1.0 + 0.3 * motion.MOTION.spread(t))
            pygame.draw.circle(surface, theme.GOLD, _round(at), round(ring), width)
        self.marker.draw(surface, seats, now, unit)
        stacked: dict[int, int] = {}  # pops at the same panel edge line up inwards
        for pop in self.pops:
            if pop.seat < len(seats):
                row = 0 if pop.at is not None else stacked.get(pop.seat, 0)
                if pop.at is None:
                    stacked[pop.seat] = row + 1
                seat = seats[pop.seat]
                start = self._pop_start(pop, seat, unit, row, surface.get_rect(), clear_of)
                _draw_pop(surface, pop, seat, now, unit, start)

    def _pop_start(
        self,
        pop: Pop,
        seat: Seat,
        unit: float,
        row: int,
        screen: pygame.Rect,
        clear_of: Clearing | None,
    ) -> Point:
        """Where `pop` starts: by its piece or beyond its panel's edge, moved to the nearest
        place where its whole rise covers nothing kept clear; placed again if something a
        game draws shows up under it (unless it found no clear place: `stuck`)."""
        if pop in self.placed:
            if pop in self.stuck or self.placed[pop][1].collidelist(self.words) == -1:
                return self.placed[pop][0]
            del self.placed[pop]
        start = pop.at if pop.at is not None else edge_point(seat, 0.45 + 0.5 * row)
        w, h = pop_plate(pop.emoji, pop.text, unit, pop.colour).get_size()
        lift, rise = RISE * unit, seat.direction((0.0, -1.0))
        size = (w, round(h + lift))
        w, h = size if seat.angle % 180 == 0 else size[::-1]
        reach = pygame.Rect(0, 0, w, h)
        reach.center = _round((start[0] + rise[0] * lift / 2, start[1] + rise[1] * lift / 2))
        mid: Point = reach.clamp(screen).center
        if clear_of is not None:
            keep, _, step = clear_of()  # a pop may leave the table's middle: it is small
            [(mid, _)] = clear_spots([(mid, seat.angle)], size, keep, screen, step / 2)
        reach.center = _round(mid)
        if clear_of is not None and reach.collidelist(keep) != -1:  # nowhere clear
            self.stuck.add(pop)
        self.placed[pop] = ((mid[0] - rise[0] * lift / 2, mid[1] - rise[1] * lift / 2), reach)
        return self.placed[pop][0]

    def covering(self, now: float) -> list[pygame.Rect]:
        """Where the pops showing reach, the card showing lies and the games' prompts
        and clocks were drawn: what a pop, card or banner placed now keeps clear of."""
        card, copies, _ = self.card_at
        shown = card is not None and card is self.told.current and card.showing(now)
        pops = [reach for _, reach in self.placed.values()]
        return pops + (copies if shown else []) + self.words

    def card_spots(
        self,
        card: Card,
        seats: list[Seat],
        unit: float,
        keep: list[pygame.Rect],
        area: pygame.Rect,
        step: float,
    ) -> list[Spot] | None:
        """Where each copy of `card` shows: beyond its seat's panel, facing it, moved to
        the nearest place in `area` that covers nothing in `keep`, another copy nor the
        strip in front of a panel where its prompt and pops show; a copy that fits
        nowhere at the panel's width tries narrower (and taller) wraps first. None when
        a copy fits nowhere at all: the table then holds still for it (`card_hold`)."""
        placed: list[Spot] = []
        widths: list[float] = []
        taken = list(keep) + [_in_front(seat) for seat in seats]
        for seat in _facing(card, seats):
            for share in CARD_WIDTHS:
                width = seat.panel_size[0] * share
                upright = card_plate(card.emoji, card.text, width, unit).get_size()
                reach = seat.panel_size[1] * (0.5 + CARD_GAP) + upright[1] / 2
                start = seat.to_screen((0.0, -reach))
                [spot] = clear_spots([(start, seat.angle)], upright, taken, area, step)
                w, h = upright if seat.angle % 180 == 0 else upright[::-1]
                rect = pygame.Rect(0, 0, w, h)
                rect.center = _round(spot[0])
                if rect.collidelist(taken) == -1:
                    break
            else:
                return None
            placed.append(spot)
            widths.append(width)
            taken.append(rect)
        self.card_at = (card, taken[len(taken) - len(placed) :], widths)
        return placed

    def card_moves(self) -> bool:
        """Whether a game's prompt or clock now shows under the card's copies: the card
        is then placed again (`Announcing.draw_banners`), clear of it."""
        moves = any(copy.collidelist(self.words) != -1 for copy in self.card_at[1])
        if moves:
            self.card_at = (None, [], [])
        return moves

    def draw_card(
        self, surface: pygame.Surface, card: Card, spots: list[Spot], unit: float
    ) -> None:
        """`card` at the `spots` and widths `card_spots` gave it, each copy facing its seat."""
        for (centre, angle), width in zip(spots, self.card_at[2], strict=False):
            art = render.rotated(
                ("react-card", card.emoji, card.text, unit, width),
                angle,
                lambda w=width: card_plate(card.emoji, card.text, w, unit),
            )
            shown = render.blit_center(surface, art, centre)
            if marks.RECORDER is not None:
                marks.mark(marks.READ, shown, f"card {card.text!r}", panels.panel_type(unit).label)


def _facing(card: Card, seats: list[Seat]) -> list[Seat]:
    """The seats a card faces: the one it happened to, or for a summary the middle seat
    of each side (one copy a side: a copy per seat would crowd out the board)."""
    if card.seat is not None:
        return seats[card.seat : card.seat + 1]
    sides: dict[int, list[Seat]] = {}
    for seat in seats:
        sides.setdefault(seat.angle, []).append(seat)
    return [side[len(side) // 2] for side in sides.values()]


def _in_front(seat: Seat) -> pygame.Rect:
    """The strip `CARD_GAP` panel depths deep in front of a seat's panel, on screen."""
    w, h = seat.panel_size
    ends = (-h / 2, -h / 2 - h * CARD_GAP)
    corners = [seat.to_screen((x, y)) for x in (-w / 2, w / 2) for y in ends]
    xs, ys = [c[0] for c in corners], [c[1] for c in corners]
    left, top = round(min(xs)), round(min(ys))
    return pygame.Rect(left, top, round(max(xs)) - left, round(max(ys)) - top)


def _dimmed(upright: pygame.Surface, seat: Seat) -> pygame.Surface:
    """Painted afresh: a copy of the encoded panel shown decoded it (8 ms at 4K in all)."""
    upright.fill(DIM, special_flags=pygame.BLEND_RGB_MULT)
    return pygame.transform.rotate(upright, seat.angle) if seat.angle % 360 else upright


def pop_plate(emoji: str, text: str, unit: float, colour: theme.Colour) -> pygame.Surface:
    """A pop, upright: its picture and words on a dark pill, at the panels' score size."""

    def make() -> pygame.Surface:
        size = panels.panel_type(unit).score
        label = render.text(text, size, colour)
        art = icon(emoji, round(size * 1.2))
        gap, pad = size * 0.25, size * 0.35
        w = art.get_width() + gap + label.get_width() + 2 * pad
        h = max(art.get_height(), label.get_height()) + pad
        pill = render.rounded_panel(
            (round(w), round(h)), theme.TABLE_RIM, round(h / 2), colour, max(2, round(3 * unit))
        ).copy()
        pill.blit(art, art.get_rect(midleft=(pad, h / 2)))
        pill.blit(label, label.get_rect(midleft=(pad + art.get_width() + gap, h / 2)))
        return pill

    return render.CACHE.get(("react-pop", emoji, text, unit, colour), make)


def card_plate(emoji: str, text: str, width: float, unit: float) -> pygame.Surface:
    """A summary or explainer card, upright: a picture beside words wrapped to `width`."""

    def make() -> pygame.Surface:
        size = panels.panel_type(unit).label
        art = icon(emoji, round(size * 2.2))
        pad = size * 0.6
        room = max(size * 6.0, width - art.get_width() - 3 * pad)
        lines = [render.text(line, size, theme.INK) for line in render.wrap(text, size, room)]
        text_h = sum(line.get_height() for line in lines)
        text_w = max((line.get_width() for line in lines), default=0)
        w = art.get_width() + text_w + 3 * pad
        h = max(art.get_height(), text_h) + 2 * pad
        card = render.rounded_panel(
            (round(w), round(h)),
            theme.PANEL,
            round(size * 0.8),
            theme.GOLD,
            max(2, round(4 * unit)),
        ).copy()
        card.blit(art, art.get_rect(midleft=(pad, h / 2)))
        y = (h - text_h) / 2
        for line in lines:
            card.blit(line, (art.get_width() + 2 * pad, y))
            y += line.get_height()
        return card

    return render.CACHE.get(("react-card-up", emoji, text, width, unit), make)


def _draw_pop(
    surface: pygame.Surface, pop: Pop, seat: Seat, now: float, unit: float, start: Point
) -> None:
    """A pop grows in at `start`, rises a little away from its seat and shrinks away at
    its end."""
    age = pop.age(now)
    key = ("react-pop", pop.emoji, pop.text, unit, pop.colour)
    art = render.rotated(key, seat.angle, lambda: pop_plate(pop.emoji, pop.text, unit, pop.colour))
    rise = seat.direction((0.0, -1.0))
    lift = RISE * unit * motion.MOTION.spread(anim.ease_out_cubic(age / POP_SECONDS))
    at = (start[0] + rise[0] * lift, start[1] + rise[1] * lift)
    if marks.RECORDER is not None:  # full size, not as the pop-in has it now
        rest = art.get_rect(center=_round(at))
        marks.mark(marks.READ, rest, f"pop {pop.text!r}", panels.panel_type(unit).score)
    shrink = min(1.0, (POP_SECONDS - age) / 0.2)
    grow = anim.ease_out_back(min(1.0, age / POP_IN))
    scale, opacity = motion.MOTION.pop(age / POP_IN, min(grow, shrink), shrink)  # calm: fades
    if scale < 0.05 or opacity < 8:
        return
    if abs(scale - 1.0) > 0.01:
        art = pygame.transform.smoothscale_by(art, scale)
    render.blit_faded(surface, art, at, opacity)
