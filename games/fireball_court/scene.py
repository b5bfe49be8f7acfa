"""Fireball Court on the table: two players at opposite edges, the Court in the middle.

The scene keeps its own picture of the table (`shown`: hands, Court, piles, pile count)
and moves it forward event by event on the timeline, with cards flying between places;
the rules state is already ahead and is only read to know which cards move. A human
plays by dragging a card onto the Court, or by tapping a card and then the Court.
Cards cross the table on the engine's shared path (`engine.flight.Flight`, eased in and
out); what a flight carries (`Carried`) is drawn here. Party mode's hints, prompts and wide
fingers live in `scene_party`.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import NamedTuple

import pygame

from engine import render, theme
from engine.anim import Step, ease_in_out, ease_out_cubic
from engine.assets import icon
from engine.flight import Flight
from engine.game_scene import GameScene, HowToPage
from engine.i18n import tr
from engine.input import Gesture
from engine.layers import BoardLayers
from engine.messages import Spot
from engine.seats import Placement
from games.fireball_court import cards as fc
from games.fireball_court import scene_draw as art
from games.fireball_court import scene_paint as paint
from games.fireball_court import scene_party
from games.fireball_court.rules import (
    Captured,
    CardDrawn,
    CourtLeftover,
    Laid,
    MatchWon,
    Play,
    RavensShare,
    RoundDealt,
    RoundScored,
    StarterChosen,
    TiedAtTarget,
)

FLY = 0.32  # seconds for a card to cross the table
BANNER_SECONDS = 1.8


class Carried(NamedTuple):
    """What a card's flight carries: the card, face up or not, turned to `angle` for the
    second half of the way, shrinking to a pile card (`small`) as it lands."""

    card: int
    up: bool
    angle: int
    small: bool = False


@dataclass
class Shown:
    """What the table shows now (behind the rules while the timeline plays)."""

    hands: list[list[int]] = field(default_factory=lambda: [[], []])
    court: list[list[int]] = field(default_factory=list)
    piles: list[list[int]] = field(default_factory=lambda: [[], []])
    pile: int = 50


@dataclass
class Spark:
    pos: tuple[float, float]
    velocity: tuple[float, float]
    began: float
    size: float


class FireballCourtScene(GameScene):
    name = "fireball-court"

    def __init__(self, app, setup, resume=None) -> None:
        super().__init__(app, setup, resume)
        self.shown = Shown()
        self.sparks: list[Spark] = []
        self.summary: RoundScored | None = None
        self.share: RavensShare | None = None
        self.selected: int | None = None
        self.drag: tuple[object, int, tuple[float, float]] | None = None  # pointer, card, pos
        self.peeking: dict[int, set] = {0: set(), 1: set()}
        self.next_round_asked = False
        self.glowing: set[int] = set()
        self.layers = BoardLayers()
        self.base_totals = (0, 0)
        self.spark_rng = random.Random(setup.seed)  # sparks only: never the rules' chance
        self._sync()

    # --- the scene's picture ---------------------------------------------------------------
    def _sync(self) -> None:
        """Show the rules state as it is, without animation (start, resume, after a move)."""
        state = self.state
        self.shown = Shown(
            hands=[sorted(h) for h in state.hands],
            court=[list(s) for s in state.court],
            piles=[list(p) for p in state.captured],
            pile=len(state.pile),
        )
        self.summary = state.last_round if state.phase in ("round_over", "over") else None
        self.base_totals = (state.totals[0], state.totals[1])
        self.glowing = set()

    @property
    def tablet(self) -> bool:
        return self.app.settings.orientation == "tablet"

    def open_hand(self, seat: int) -> bool:
        """Are this seat's cards face up at its place? Computers' hands never are; with two
        people and privacy on, a hand shows only while its owner holds a finger on it."""
        if not self.human_seats:
            return True  # a computer-only demo: the onlookers see both hands
        if not self.is_human(seat):
            return False
        two_people = len(self.human_seats) == 2
        if not (self.app.settings.privacy and two_people) or self.setup.kids:
            return True
        return bool(self.peeking[seat]) or (self.drag is not None and seat == self.state.on_turn)

    # --- layout ----------------------------------------------------------------------------
    def layout(self) -> None:
        x, y, w, h = self.table
        ch = min(h * 0.19, w * 0.1)
        self.card = (round(ch / 1.4), round(ch))
        self.court_card = (round(ch * 0.85 / 1.4), round(ch * 0.85))
        self.small = (round(ch * 0.5 / 1.4), round(ch * 0.5))
        self.center = (x + w / 2, y + h / 2)
        self.zones = [self._zone(s) for s in range(2)]
        self.hand_x = -w * 0.13
        self.piles_x = w * 0.09
        reach = (-ch * 0.82, ch * 0.56)  # a zone's depth around its centre, lifted card included
        self.zone_rects = []
        for zone in self.zones:
            top = zone.center[1] + (reach[0] if zone.angle == 0 else -reach[1])
            self.zone_rects.append(pygame.Rect(round(x), round(top), round(w), round(ch * 1.38)))
        inner_top = min(r.bottom for r in self.zone_rects)
        inner_bottom = max(r.top for r in self.zone_rects)
        self.court_frame = pygame.Rect(0, 0, round(w * 0.62), round(inner_bottom - inner_top - 8))
        self.court_frame.center = (round(self.center[0]), round((inner_top + inner_bottom) / 2))
        self.court_rect = self.court_frame.inflate(-self.card[0] * 0.3, -self.card[1] * 0.12)
        self.pile_pos = (x + w * 0.1, self.center[1])
        self.pile_rect = pygame.Rect(0, 0, round(ch * 1.1), round(ch * 1.9))
        self.pile_rect.center = (round(self.pile_pos[0]), round(self.pile_pos[1]))
        self.track_rect = pygame.Rect(0, 0, round(ch * 1.1), self.court_frame.height)
        self.track_rect.center = (round(x + w * 0.9), self.court_frame.centery)
        self.track = self.track_rect.inflate(-ch * 0.6, -ch * 0.5)
        self.layers.clear()
        self._prewarm()

    def _prewarm(self) -> None:
        """Rasterise every card face at every size once, so no frame waits for an SVG."""
        angles = {zone.angle for zone in self.zones} | {0}
        faces = {(fc.kind(c), fc.pile_of(c)): c for c in range(fc.DECK_SIZE)}
        for card in faces.values():
            for size in (self.card, self.court_card, self.small):
                for angle in angles:
                    art.face(card, size, angle)
        step = max(4, round(12 * self.unit))
        for size in range(step, round(60 * self.unit) + step, step):
            icon("🔥", size)
            icon("💥", size)

    def _zone(self, index: int) -> Placement:
        """Where a seat's hand and piles lie: at its edge of the table, facing it."""
        x, y, w, h = self.table
        cx, depth = x + w / 2, self.card[1] * 0.62
        bottom = self._bottom_seat()
        if index == bottom:
            return Placement((cx, y + h - depth), 0)
        return Placement((cx, y + depth), 0 if self.tablet else 180)

    def _bottom_seat(self) -> int:
        if self.tablet:
            humans = self.human_seats
            return humans[0] if humans else 0
        return next((s.index for s in self.seats if s.edge == "bottom"), 0)

    def hand_pos(self, seat: int, index: int, count: int) -> tuple[float, float]:
        step = self.card[0] * 1.08
        lift = -self.card[1] * 0.22 if self._is_selected(seat, index) else 0.0
        return self.zones[seat].to_screen((self.hand_x + (index - (count - 1) / 2) * step, lift))

    def _is_selected(self, seat: int, index: int) -> bool:
        hand = self.shown.hands[seat]
        return self.selected is not None and index < len(hand) and hand[index] == self.selected

    def pile_pos_of(self, seat: int, key: str) -> tuple[float, float]:
        step = self.small[0] * 1.45
        return self.zones[seat].to_screen((self.piles_x + art.PILES.index(key) * step, 0.0))

    def stack_pos(self, index: int, count: int) -> tuple[float, float]:
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

    def angle_of(self, seat: int) -> int:
        return self.zones[seat].angle

    # --- animation ---------------------------------------------------------------------------
    def animate(self, seat, action, events) -> None:
        for event in events:
            handler = getattr(self, f"_anim_{type(event).__name__}", None)
            if handler is not None:
                handler(event)
        self.timeline.call(self._sync, "sync")

    def _fly(self, cards, starts, ends, up, seconds=FLY, small=False, angle=0) -> None:
        now = self.app.now
        for card, start, end in zip(cards, starts, ends, strict=True):
            what = Carried(card, up, angle, small)
            self.flights.add(Flight(what, start, end, now, seconds, ease=ease_in_out))

    def _land(self) -> None:
        self.flights.prune(self.app.now)

    def _banner(self, emoji: str, text: str, sound: str = "") -> None:
        def begin() -> None:
            self.announce(emoji, text, BANNER_SECONDS, sound)

        self.timeline.add(Step(0.6, begin=begin))

    def _anim_RoundDealt(self, event: RoundDealt) -> None:
        hands = [sorted(h) for h in self.state.hands]
        court = [list(s) for s in event.court]

        def reset() -> None:
            self.shown = Shown(pile=50)
            self.summary = self.share = None
            self.base_totals = (self.state.totals[0], self.state.totals[1])
            self.next_round_asked = False
            self.play("whoosh")

        self.timeline.add(Step(0.3, begin=reset))
        if event.redeals:
            self._banner(
                "🔄", tr("fireball_court.redeal", kind=_kind_name(event.redeals[0])), "magic"
            )
        for i in range(4):
            for seat in (0, 1):
                self._deal_card(seat, hands[seat][i])
        for index, stack in enumerate(court):
            for card in stack:
                self._deal_to_court(index, len(court), card)
        if event.fireballs_returned:
            self._banner("🔥", tr("fireball_court.fireball_back"), "magic")

    def _deal_card(self, seat: int, card: int) -> None:
        def begin() -> None:
            count = len(self.shown.hands[seat]) + 1
            end = self.hand_pos(seat, count - 1, count)
            self._fly([card], [self.pile_pos], [end], False, 0.18, angle=self.angle_of(seat))
            self.shown.pile -= 1
            self.play("card", seat, 0.6)

        def end() -> None:
            self.shown.hands[seat].append(card)
            self._land()

        self.timeline.add(Step(0.1, begin=begin, end=end))
        self.timeline.add(Step(0.1, end=self._land, parallel=True))

    def _deal_to_court(self, index: int, count: int, card: int) -> None:
        def begin() -> None:
            self._fly([card], [self.pile_pos], [self.stack_pos(index, count)], True, 0.2)
            self.shown.pile -= 1
            self.play("card", volume=0.6)

        def end() -> None:
            while len(self.shown.court) <= index:
                self.shown.court.append([])
            self.shown.court[index].append(card)
            self._land()

        self.timeline.add(Step(0.2, begin=begin, end=end))

    def _anim_StarterChosen(self, event: StarterChosen) -> None:
        name = self.seat_name(event.seat)
        if event.reason == "highest":
            text = tr("fireball_court.starts_highest", name=name, number=max(event.highest))
        else:
            text = tr("fireball_court.starts", name=name)
        self._banner("👉", text, "bell")

    def _anim_CardDrawn(self, event: CardDrawn) -> None:
        seat = event.seat
        card = self.state.drawn if self.state.drawn is not None else -1

        def begin() -> None:
            count = len(self.shown.hands[seat]) + 1
            end = self.hand_pos(seat, count - 1, count)
            self._fly([card], [self.pile_pos], [end], False, 0.25, angle=self.angle_of(seat))
            self.shown.pile -= 1
            self.play("card", seat)

        def end() -> None:
            self.shown.hands[seat].append(card)
            self.shown.hands[seat].sort()
            self._land()

        self.timeline.add(Step(0.28, begin=begin, end=end))

    def _from_hand(self, seat: int, card: int) -> tuple[float, float]:
        """Take a card out of the shown hand; returns where it was."""
        hand = self.shown.hands[seat]
        index = hand.index(card) if card in hand else max(0, len(hand) - 1)
        pos = self.hand_pos(seat, index, max(1, len(hand)))
        if hand:
            hand.pop(index)
        if self.selected == card:
            self.selected = None
        return pos

    def _anim_Laid(self, event: Laid) -> None:
        def begin() -> None:
            start = self._from_hand(event.seat, event.card)
            count = len(self.shown.court) + 1
            self._fly([event.card], [start], [self.stack_pos(count - 1, count)], True)
            self.play("card", event.seat)

        def end() -> None:
            self.shown.court.append([event.card])
            self._land()

        self.timeline.add(Step(FLY, begin=begin, end=end))

    def _anim_Captured(self, event: Captured) -> None:
        seat, taken = event.seat, set(event.cards)

        def strike() -> None:
            start = self._from_hand(seat, event.card)
            target = self.center
            for index, stack in enumerate(self.shown.court):
                if taken & set(stack) and not event.sweep:
                    target = self.stack_pos(index, len(self.shown.court))
                    self.glowing = set(stack)
            self._fly([event.card], [start], [target], True)
            self.play("card", seat)

        def collect() -> None:
            self._land()
            count = len(self.shown.court)
            moving, starts = [event.card], [self.center]
            for index, stack in enumerate(self.shown.court):
                for card in stack:
                    if card in taken:
                        moving.append(card)
                        starts.append(self.stack_pos(index, count))
            if not event.sweep:
                starts[0] = starts[-1]
            self.shown.court = [[c for c in s if c not in taken] for s in self.shown.court]
            self.shown.court = [s for s in self.shown.court if s]
            ends = [self.pile_pos_of(seat, art.pile_key(c)) for c in moving]
            self._fly(moving, starts, ends, True, 0.45, small=True, angle=self.angle_of(seat))
            self.glowing = set()
            if event.sweep:
                self._burst()
                self.announce("🔥", tr("fireball_court.fireball"), BANNER_SECONDS)
                self.play("burst", seat)
            else:
                coins = any(fc.is_coin(c) for c in moving)
                self.play("coin" if coins else "success", seat)

        def land() -> None:
            self.shown.piles[seat].extend(
                c for c in (event.card, *event.cards) if c not in self.shown.piles[seat]
            )
            self._land()

        self.timeline.add(Step(FLY + 0.15, begin=strike))
        self.timeline.add(Step(0.5, begin=collect, end=land))

    def _burst(self) -> None:
        """Sparks flying out of the Court: the Fireball's sweep."""
        now, rng = self.app.now, self.spark_rng
        u = self.unit
        for _ in range(36):
            angle = rng.random() * math.tau
            speed = (300 + 500 * rng.random()) * u
            velocity = (math.cos(angle) * speed, math.sin(angle) * speed)
            self.sparks.append(Spark(self.center, velocity, now, (20 + 30 * rng.random()) * u))

    def _anim_CourtLeftover(self, event: CourtLeftover) -> None:
        def begin() -> None:
            count = len(self.shown.court)
            starts, moving = [], []
            for index, stack in enumerate(self.shown.court):
                for card in stack:
                    moving.append(card)
                    starts.append(self.stack_pos(index, count))
            self.shown.court = []
            if event.seat is None:
                ends = [self.pile_pos] * len(moving)
                self._fly(moving, starts, ends, False, 0.5, small=True)
            else:
                ends = [self.pile_pos_of(event.seat, art.pile_key(c)) for c in moving]
                angle = self.angle_of(event.seat)
                self._fly(moving, starts, ends, True, 0.5, small=True, angle=angle)
            self.play("whoosh", event.seat)
            text = (
                tr("fireball_court.leftover_nobody")
                if event.seat is None
                else tr("fireball_court.leftover", name=self.seat_name(event.seat))
            )
            self.announce("🧹", text, BANNER_SECONDS)

        def end() -> None:
            if event.seat is not None:
                self.shown.piles[event.seat].extend(event.cards)
            self._land()

        self.timeline.add(Step(0.9, begin=begin, end=end))

    def _anim_RavensShare(self, event: RavensShare) -> None:
        def begin() -> None:
            self.share = event
            if event.taker is None:
                self.announce("🤝", tr("fireball_court.ravens_tie"), BANNER_SECONDS)
                self.play("tap")
                return
            giver = 1 - event.taker
            for coin in event.coins:
                if coin in self.shown.piles[giver]:
                    self.shown.piles[giver].remove(coin)
            starts = [self.pile_pos_of(giver, "coins")] * len(event.coins)
            ends = [self.pile_pos_of(event.taker, "coins")] * len(event.coins)
            self._fly(list(event.coins), starts, ends, True, 0.6, small=True)
            name = self.seat_name(event.taker)
            text = tr("fireball_court.ravens_take", name=name, count=len(event.coins))
            self.announce("🐦", text, BANNER_SECONDS, "coin")

        def end() -> None:
            if event.taker is not None:
                self.shown.piles[event.taker].extend(event.coins)
            self._land()

        self.timeline.add(Step(1.2, begin=begin, end=end))

    def _anim_RoundScored(self, event: RoundScored) -> None:
        def begin() -> None:
            self.summary = event
            self.play("bell")

        self.timeline.add(Step(0.5, begin=begin))

    def _anim_TiedAtTarget(self, event: TiedAtTarget) -> None:
        self._banner("🤝", tr("fireball_court.tied"), "magic")

    def _anim_MatchWon(self, event: MatchWon) -> None:
        self._banner("🏆", tr("fireball_court.wins", name=self.seat_name(event.seat)), "fanfare")
        self.timeline.wait(1.5)

    # --- the table's own moves ---------------------------------------------------------------
    def table_delay(self) -> float | None:
        phase = self.state.phase
        if phase == "draw":
            return 0.15
        if phase == "deal":
            return 0.4
        if phase == "round_over":
            if not self.human_seats:
                return 3.0
            return 0.0 if self.next_round_asked else None
        return 0.0

    # --- touches -----------------------------------------------------------------------------
    def on_gesture(self, gesture: Gesture) -> None:
        kind = gesture.kind
        if kind in ("up", "cancel"):
            for pointers in self.peeking.values():
                pointers.discard(gesture.pointer)
        if self.state.phase == "round_over" and kind == "tap":
            self._ask_next_round()
            return
        if kind == "down":
            self._down(gesture)
        elif kind == "drag" and self.drag and self.drag[0] == gesture.pointer:
            self.drag = (gesture.pointer, self.drag[1], gesture.pos)
        elif kind in ("up", "cancel") and self.drag and self.drag[0] == gesture.pointer:
            self._drop(gesture)
        elif kind == "tap":
            self._tap(gesture.pos)

    def _ask_next_round(self) -> None:
        if self.timeline.idle and self.human_seats and not self.next_round_asked:
            self.next_round_asked = True
            self.play("tap")

    def _down(self, gesture: Gesture) -> None:
        hit = self._hand_card_at(gesture.pos)
        if hit is None:
            return
        seat, card = hit
        self.peeking[seat].add(gesture.pointer)
        if self.may_play(seat):
            self.drag = (gesture.pointer, card, gesture.pos)

    def _drop(self, gesture: Gesture) -> None:
        _, card, _ = self.drag
        self.drag = None
        moved = math.dist(gesture.pos, gesture.start) > self.card[0] * 0.3
        if moved and self._on_court(gesture.pos):
            self.selected = None
            self.try_act(self.state.on_turn, Play(card), ("card", card))

    def _tap(self, pos: tuple[float, float]) -> None:
        hit = self._hand_card_at(pos)
        if hit is not None:
            seat, card = hit
            if not self.may_play(seat):
                self.refuse(("card", card))
            else:
                self.selected = None if self.selected == card else card
                self.play("tap", seat, 0.5)
            return
        if self._on_court(pos):
            seat = self.state.on_turn
            if self.selected is not None and self.may_play(seat):
                card, self.selected = self.selected, None
                self.try_act(seat, Play(card), ("card", card))
            else:
                self.refuse("court")

    def may_play(self, seat: int) -> bool:
        state = self.state
        return (
            self.is_human(seat)
            and self.input_open()
            and state.phase == "play"
            and state.on_turn == seat
        )

    def _on_court(self, pos: tuple[float, float]) -> bool:
        return self.court_rect.inflate(self.card[0], self.card[1] * 0.5).collidepoint(pos)

    def _hand_card_at(self, pos: tuple[float, float]) -> tuple[int, int] | None:
        """The hand card under a finger. In party mode a touch within `touch_slop` of a
        card counts too, unless it lies on the Court's own touch area: the Court keeps
        its touches."""
        hit = scene_party.card_under(self, pos, 0.0)
        if hit is not None or not self.touch_slop or self._on_court(pos):
            return hit
        return scene_party.card_under(self, pos, self.touch_slop)

    # --- drawing -----------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, alpha: float) -> None:
        """Cached opaque regions (Court, each seat's side, pile, score track), then what
        moves: flying cards, sparks, the dragged card, the round summary."""
        layers = self.layers
        layers.draw(surface, "court", self.court_frame, paint.court_key(self), paint.court_fn(self))
        layers.draw(surface, "pile", self.pile_rect, (self.shown.pile,), paint.pile_fn(self))
        layers.draw(surface, "track", self.track_rect, paint.track_key(self), paint.track_fn(self))
        for seat in (0, 1):
            layers.draw(
                surface,
                f"zone{seat}",
                self.zone_rects[seat],
                paint.zone_key(self, seat),
                paint.zone_fn(self, seat),
            )
        self._draw_flights(surface)
        self._draw_sparks(surface)
        self._draw_drag(surface)
        self._draw_summary(surface)
        scene_party.draw_prompts(self, surface)

    def shown_scores(self) -> tuple[int, int]:
        """The running totals as far as the table has shown them."""
        if self.summary is not None:
            return self.summary.totals
        base = self.base_totals
        return (base[0] + fc.points(self.shown.piles[0]), base[1] + fc.points(self.shown.piles[1]))

    def hand_glows(self, seat: int, card: int) -> bool:
        return self.may_play(seat) and self.open_hand(seat) and self.selected in (None, card)

    def _draw_drag(self, surface: pygame.Surface) -> None:
        if self.drag is None:
            return
        _, card, pos = self.drag
        angle = self.angle_of(self.state.on_turn)
        render.blit_center(surface, art.glow(self.card, theme.HIGHLIGHT), pos)
        render.blit_center(surface, art.face(card, self.card, angle), pos)

    def _draw_flights(self, surface: pygame.Surface) -> None:
        """Cards on their way; one that has arrived waits at its end until its step lands
        it (so a card never blinks out between the flight and the pile)."""
        now = self.app.now
        for flight in self.flights:
            card, up, angle, small = flight.what
            t = flight.ease(flight.progress(now))
            size = self.small if small and t > 0.5 else self.court_card
            image = (
                art.face(card, size, angle if t > 0.5 else 0)
                if up and card >= 0
                else art.back(size, angle)
            )
            render.blit_center(surface, image, flight.pos(now))

    def _draw_sparks(self, surface: pygame.Surface) -> None:
        now = self.app.now
        alive = []
        for spark in self.sparks:
            age = now - spark.began
            if age > 0.9:
                continue
            alive.append(spark)
            t = ease_out_cubic(min(1.0, age / 0.9))
            pos = (spark.pos[0] + spark.velocity[0] * t, spark.pos[1] + spark.velocity[1] * t)
            step = max(4, round(12 * self.unit))
            size = max(step, round(spark.size * (1 - t * 0.6) / step) * step)
            render.blit_center(surface, icon("🔥" if spark.size % 2 < 1 else "💥", size), pos)
        self.sparks = alive

    def banner_spots(self) -> list[Spot]:
        """Over the Court, facing both players (one copy on a tablet)."""
        cx, cy = self.center
        dy = self.court_rect.height * 0.28
        if self.tablet:
            return [((cx, cy + dy), 0)]
        return [((cx, cy + dy), 0), ((cx, cy - dy), 180)]

    def _draw_summary(self, surface: pygame.Surface) -> None:
        if self.summary is None or self.state.phase not in ("round_over", "over"):
            return
        for spot in self.summary_spots():
            panel = self.summary_panel(self.summary, spot.angle)
            render.blit_center(surface, panel, spot.center)

    def summary_panel(self, scored: RoundScored, angle: int) -> pygame.Surface:
        share = self.share
        key = ("fc-summary", id(self), scored, share, angle, self.unit)
        return render.rotated(key, angle, lambda: self._paint_summary(scored, share))

    def _paint_summary(self, scored: RoundScored, share) -> pygame.Surface:
        u = self.unit
        size = render.type_size("small", u)
        rows = [tr("fireball_court.round_over", number=scored.round_no)]
        if share is not None:
            rows.append(
                tr("fireball_court.ravens_tie")
                if share.taker is None
                else tr(
                    "fireball_court.ravens_take",
                    name=self.seat_name(share.taker),
                    count=len(share.coins),
                )
            )
        for seat in (0, 1):
            rows.append(
                tr(
                    "fireball_court.breakdown",
                    name=self.seat_name(seat),
                    coins=scored.coins[seat],
                    sets=scored.set_points[seat],
                    points=scored.points[seat],
                    total=scored.totals[seat],
                )
            )
        images = [render.text(r, size, theme.INK) for r in rows]
        width = max(i.get_width() for i in images) + round(40 * u)
        height = sum(i.get_height() for i in images) + round(30 * u)
        panel = render.rounded_panel(
            (width, height), theme.PANEL, round(18 * u), theme.GOLD, max(2, round(3 * u))
        ).copy()
        y = round(15 * u)
        for image in images:
            panel.blit(image, image.get_rect(midtop=(width / 2, y)))
            y += image.get_height()
        return panel

    def summary_spots(self) -> list[Placement]:
        """Where each copy of the round's summary lies, facing its side of the table."""
        cx, cy = self.center
        if self.tablet:
            return [Placement(self.center, 0)]
        offset = self.court_rect.height * 0.26
        return [Placement((cx, cy + offset), 0), Placement((cx, cy - offset), 180)]

    def waiting_for_next_round(self) -> bool:
        """The round is counted and shown; a tap from anybody starts the next one."""
        return (
            self.state.phase == "round_over"
            and bool(self.human_seats)
            and not self.next_round_asked
            and self.timeline.idle
            and self.summary is not None
        )

    def touch_hints(self, seat: int) -> list[tuple[float, float]]:
        return scene_party.touch_hints(self, seat)

    def hint_seats(self) -> list[int]:
        """Between rounds the table is on turn, yet every child may start the next one."""
        if self.waiting_for_next_round():
            return self.human_seats
        return super().hint_seats()

    # --- panels, how to play -------------------------------------------------------------------
    def panel_key(self, seat: int):
        state = self.state
        return (state.target, state.starter == seat, state.round_no)

    def paint_panel(self, seat: int, surface: pygame.Surface, slot: pygame.Rect) -> None:
        size = render.type_size("tiny", self.unit)
        text = tr("fireball_court.target", target=self.state.target)
        label = render.text(text, size, theme.INK_SOFT)
        surface.blit(label, label.get_rect(midleft=(slot.left, slot.top + slot.height * 0.3)))
        if self.state.starter == seat:
            start = render.text(tr("fireball_court.started"), size, theme.INK_SOFT)
            surface.blit(start, start.get_rect(midleft=(slot.left, slot.top + slot.height * 0.7)))

    def howto_pages(self) -> list[HowToPage]:
        pages = [("🃏", "court"), ("✋", "turn"), ("🔥", "fireball")]
        pages += [("🐦‍⬛", "ravens"), ("👑", "score"), ("🏁", "match")]
        return [HowToPage(emoji, tr(f"fireball_court.howto.{key}")) for emoji, key in pages]


def _kind_name(kind: str) -> str:
    return kind if kind.isdigit() else tr(f"fireball_court.kind.{kind}")
