"""Memorandum on the table: memorise your hand, then slap your "Mine!" pad.

The rules state runs ahead; this scene shows its events in order (engine timeline) and
keeps its own picture of the table (piles, the called card, flying cards). Claims do not
go through the timeline: every receiving seat's pad answers on finger-down, so several
fingers in the same frame all claim, and computer players react on their own clocks.
The claim window is the scene's clock (the table's CloseWindow when it runs out).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine import pieces, render, theme
from engine.anim import Step, ease_out_cubic, lerp2
from engine.assets import icon
from engine.game_scene import GameScene, HowToPage
from engine.i18n import tr
from engine.input import Gesture
from engine.messages import Spot
from engine.ui import draw_countdown
from games.core import TABLE
from games.memorandum import scene_draw as art
from games.memorandum.moves import (
    HOUSE,
    SCORE,
    UNCLAIMED,
    VOID,
    WON,
    CardCalled,
    CardScored,
    Claim,
    Claimed,
    DealScored,
    DealStarted,
    HandsRevealed,
    TimeCalled,
    WindowClosed,
)
from games.memorandum.rules import CLAIMS, DEALING, MEMORISE

FLY_SECONDS = 0.38
FLIP_SECONDS = 0.35
BANNER_SECONDS = 1.6
ALL_BOTS_MEMORISE = 2.0  # nobody at the table needs time to memorise


@dataclass
class Flyer:
    """A card travelling across the table (drawn by time, not by timeline steps)."""

    card: str  # "" for a face-down card
    start: tuple[float, float]
    end: tuple[float, float]
    began: float
    angle: int = 0


@dataclass
class Popup:
    text: str
    pos: tuple[float, float]
    began: float
    colour: theme.Colour = theme.GOLD


class MemorandumScene(GameScene):
    name = "memorandum"

    def __init__(self, app, setup, resume=None) -> None:
        super().__init__(app, setup, resume)
        self.four = bool(self.state.opts.four_colour)
        self.flyers: list[Flyer] = []
        self.popups: list[Popup] = []
        self.peeking: dict[int, set] = {s: set() for s in range(setup.players)}
        self.ready: set[int] = set()
        self.claim_marks: dict[int, float] = {}
        self.bot_due: dict[int, float] = {}
        self.window_open = False
        self.window_end = 0.0
        self.memo_end = 0.0
        self.memo_turn = 0
        self.memo_turn_end = 0.0
        self.big_since = -10.0
        self.hand_cache: dict[tuple[int, int], tuple[str, ...] | None] = {}
        self._sync_from_state()

    # --- the scene's picture of the table -----------------------------------------------
    def _sync_from_state(self) -> None:
        """Show the rules state as it is (a new or resumed game): no animation."""
        state = self.state
        self.shown_phase = state.phase if state.phase != CLAIMS else "claims"
        self.dealer_shown = state.dealer
        self.sizes_shown = list(state.view(TABLE).hand_sizes)
        self.hands_shown: tuple[tuple[str, ...], ...] = ()
        self.won_shown = [list(w) for w in state.won]
        self.dispute_shown = list(state.dispute)
        self.unclaimed_shown = list(state.unclaimed)
        self.house_shown = state.house_total
        self.big = state.card
        if state.phase == CLAIMS:
            self._open_window()
        if state.phase == MEMORISE:
            self._start_memorising()

    @property
    def window_seconds(self) -> float:
        seconds = float(self.state.opts.claim_seconds)
        return seconds * 2 if self.setup.kids else seconds

    def _open_window(self) -> None:
        self.window_open = True
        self.window_end = self.app.now + self.window_seconds
        self.claim_marks = {}
        self.bot_due = {}

    def _start_memorising(self) -> None:
        self.shown_phase = MEMORISE
        self.ready = {s for s in self.state.receivers if not self.is_human(s)}
        self.memo_end = self.app.now + float(self.state.opts.memorise_seconds)
        self.memo_turn = 0
        self.memo_turn_end = self.memo_end
        self.announce("👀", tr("memorandum.memorise"), BANNER_SECONDS)

    @property
    def human_receivers(self) -> list[int]:
        return [s for s in self.state.receivers if self.is_human(s)]

    @property
    def tablet(self) -> bool:
        return self.app.settings.orientation == "tablet"

    # --- layout ---------------------------------------------------------------------------
    def layout(self) -> None:
        u = self.unit
        x, y, w, h = self.table
        self.centre = (x + w / 2, y + h / 2)
        self.cw = round(min(84 * u, w / 14))
        self.ch = round(self.cw * pieces.CARD_RATIO)
        self.sides = any(s.edge in ("left", "right") for s in self.seats) and not self.tablet
        free = self._free_middle()
        for scale in (1.0, 0.9, 0.8, 0.7, 0.6, 0.5):  # the largest centre that fits
            self._place_centre(round(min(h * 0.44, 430 * u) * scale))
            if self._centre_fits(free):
                break

    def _free_middle(self) -> tuple[float, float, float, float]:
        """The table's middle left free by the hands and pads in front of the panels."""
        x, y, w, h = self.table
        depth = 14 * self.unit + self.ch * 1.05
        edges = {s.edge for s in self.seats}
        left = x + (depth if "left" in edges and not self.tablet else 0)
        right = x + w - (depth if "right" in edges and not self.tablet else 0)
        top = y + (depth if "top" in edges and not self.tablet else 0)
        bottom = y + h - (depth if "bottom" in edges else 0)
        return (left, top, right, bottom)

    def _place_centre(self, big_h: int) -> None:
        u = self.unit
        self.big_h, self.big_w = big_h, round(big_h / pieces.CARD_RATIO)
        self.pile_size = (round(self.big_w * 0.46), round(self.big_h * 0.46))
        cx, cy = self.centre
        gap = self.big_w * 0.18
        ring = 46 * u
        if self.sides:  # a second copy turned a quarter for the side seats, the ring under it
            self.big_spots = [(cx - self.big_w / 2 - gap / 2, cy, 0)]
            self.big_spots.append((cx + self.big_h / 2 + gap / 2, cy, 90))
            right = cx + self.big_h + gap / 2
            self.ring_pos = (self.big_spots[1][0], cy + self.big_w / 2 + ring * 1.5)
        else:
            self.big_spots = [(cx, cy, 0)]
            right = cx + self.big_w / 2 + ring * 3
            self.ring_pos = (cx + self.big_w / 2 + ring * 1.5, cy)
        left = self.big_spots[0][0] - self.big_w / 2
        self.unclaimed_pos = (left - gap - self.pile_size[1] * 0.7, cy)
        self.dispute_pos = (right + gap + self.pile_size[1] * 0.7, cy)

    def _centre_fits(self, free: tuple[float, float, float, float]) -> bool:
        left, top, right, bottom = free
        half = max(self.pile_size[0], 190 * self.unit) / 2
        label = render.type_size("heading", self.unit) * 1.6
        return (
            self.unclaimed_pos[0] - half >= left
            and self.dispute_pos[0] + half <= right
            and self.big_h / 2 + label <= (bottom - top) / 2
        )

    def hand_y(self, seat) -> float:
        return -(seat.panel_size[1] / 2 + 14 * self.unit + self.ch / 2)

    def mine_rect(self, seat) -> tuple[float, float, float, float]:
        """The "Mine!" pad in the seat's own frame: (x, y, w, h), centred."""
        w = min(seat.panel_size[0] * 0.92, 460 * self.unit)
        return (0.0, self.hand_y(seat), w, self.ch * 1.0)

    def ready_rect(self, seat) -> tuple[float, float, float, float]:
        s = 104 * self.unit
        return (seat.panel_size[0] / 2 - s / 2, self.hand_y(seat), s, self.ch * 0.9)

    def peek_rect(self, seat) -> tuple[float, float, float, float]:
        """The peek pad covers the panel's own slot (hold a finger on your panel)."""
        slot = self.panel_slot(seat)
        pw, ph = seat.panel_size
        return (slot.centerx - pw / 2, slot.centery - ph / 2, slot.width, slot.height)

    def won_spot(self, seat_index: int) -> tuple[float, float]:
        if not 0 <= seat_index < len(self.seats):
            return self.unclaimed_pos  # the house keeps its cards on the unclaimed pile
        seat = self.seats[seat_index]
        x, y, _, _ = self.peek_rect(seat)
        return seat.to_screen((x, y))

    def hand_spot(self, seat_index: int) -> tuple[float, float]:
        seat = self.seats[seat_index]
        return seat.to_screen((0.0, self.hand_y(seat)))

    @staticmethod
    def _inside(seat, rect, pos) -> bool:
        x, y = seat.to_local(pos)
        cx, cy, w, h = rect
        return abs(x - cx) <= w / 2 and abs(y - cy) <= h / 2

    # --- rules events -> animation -------------------------------------------------------
    def animate(self, seat, action, events) -> None:
        for event in events:
            handler = {
                DealStarted: self._anim_deal,
                TimeCalled: self._anim_time,
                CardCalled: self._anim_call,
                Claimed: self._anim_claim,
                WindowClosed: self._anim_window,
                HandsRevealed: self._anim_reveal,
                CardScored: self._anim_scored,
                DealScored: self._anim_deal_scored,
            }.get(type(event))
            if handler is not None:
                handler(event)

    def _anim_deal(self, event: DealStarted) -> None:
        def begin() -> None:
            self.dealer_shown = event.dealer
            self.sizes_shown = list(event.hand_sizes)
            self.hands_shown = ()
            self.won_shown = [[] for _ in range(self.setup.players)]
            self.dispute_shown, self.unclaimed_shown = [], []
            self.big = ""
            self.shown_phase = DEALING
            for s, size in enumerate(event.hand_sizes):
                if size:
                    self.flyers.append(Flyer("", self.centre, self.hand_spot(s), self.app.now))
            self.play("card")

        self.timeline.add(Step(0.9, begin=begin, end=self._start_memorising))

    def _anim_time(self, event: TimeCalled) -> None:
        def begin() -> None:
            self.shown_phase = "claims"
            self.announce("⏰", tr("memorandum.time"), BANNER_SECONDS)
            for pointers in self.peeking.values():
                pointers.clear()
            self.play("bell")

        self.timeline.add(Step(1.0, begin=begin))

    def _anim_call(self, event: CardCalled) -> None:
        def begin() -> None:
            self.big = event.card
            self.big_since = self.app.now
            self.play("flip")

        self.timeline.add(Step(FLIP_SECONDS + 0.1, begin=begin, end=self._open_window))

    def _anim_claim(self, event: Claimed) -> None:
        self.claim_marks[event.seat] = self.app.now
        self.play("pop", event.seat)

    def _anim_window(self, event: WindowClosed) -> None:
        if event.outcome == "given":
            target, sound = self.won_spot(event.to_seat), "card"
        elif event.outcome == UNCLAIMED:
            target, sound = self.unclaimed_pos, "whoosh"
        else:
            target, sound = self.dispute_pos, "burst"

        def begin() -> None:
            self.window_open = False
            self.big = ""
            start = self.big_spots[0][:2]
            self.flyers.append(Flyer(event.card, start, target, self.app.now))
            self.play(sound, event.to_seat if event.to_seat >= 0 else None)

        def end() -> None:
            if event.outcome == "given":
                self.won_shown[event.to_seat].append(event.card)
            elif event.outcome == UNCLAIMED:
                self.unclaimed_shown.append(event.card)
            else:
                self.dispute_shown.append(event.card)

        self.timeline.add(Step(FLY_SECONDS, begin=begin, end=end))

    def _anim_reveal(self, event: HandsRevealed) -> None:
        def begin() -> None:
            self.shown_phase = "reveal"
            self.hands_shown = event.hands
            self.announce("🃏", tr("memorandum.reveal"), BANNER_SECONDS)
            self.play("flip")

        self.timeline.add(Step(1.2, begin=begin))

    def _pile_spot(self, pile: str, seat: int) -> tuple[float, float]:
        if pile == WON:
            return self.won_spot(seat)
        return self.dispute_pos if pile != UNCLAIMED else self.unclaimed_pos

    def _anim_scored(self, event: CardScored) -> None:
        start = self._pile_spot(event.from_pile, event.from_seat)
        if event.to_pile == SCORE:
            end = self.won_spot(event.to_seat) if event.to_seat != HOUSE else self.unclaimed_pos
        elif event.to_pile == UNCLAIMED:
            end = self.unclaimed_pos
        else:
            end = self.dispute_pos

        def begin() -> None:
            source = {WON: None, UNCLAIMED: self.unclaimed_shown}.get(event.from_pile)
            if event.from_pile == WON:
                source = self.won_shown[event.from_seat]
            elif source is None:
                source = self.dispute_shown
            if event.card in source:
                source.remove(event.card)
            self.flyers.append(Flyer(event.card, start, end, self.app.now))

        def land() -> None:
            if event.to_pile == UNCLAIMED:
                self.unclaimed_shown.append(event.card)
                self.popups.append(Popup("↩", end, self.app.now, theme.BAD))
            elif event.to_pile == VOID:
                self.popups.append(Popup("✗", end, self.app.now, theme.INK_SOFT))
            else:
                self.popups.append(Popup(f"+{event.points}", end, self.app.now))
                self.play("coin", event.to_seat if event.to_seat >= 0 else None, 0.5)

        self.timeline.add(Step(0.2, begin=begin, end=land))

    def _anim_deal_scored(self, event: DealScored) -> None:
        def begin() -> None:
            self.house_shown = event.house_total
            self.shown_phase = "scored"
            self.announce("🧮", tr("memorandum.deal_over"), BANNER_SECONDS)
            self.play("success")

        self.timeline.add(Step(2.8, begin=begin))

    # --- the table's clock ----------------------------------------------------------------
    def table_delay(self) -> float | None:
        state, now = self.state, self.app.now
        if state.phase == DEALING:
            return 0.5 if state.deal < 0 else 1.0
        if state.phase == MEMORISE:
            return self._memorise_delay()
        if not self.window_open:
            return None
        if not (set(state.receivers) & state.to_act()):
            return 0.35  # everyone has answered: no need to wait
        return max(0.0, self.window_end - now)

    def _memorise_delay(self) -> float | None:
        humans = self.human_receivers
        if self.shown_phase != MEMORISE:
            return None
        if not humans:
            return ALL_BOTS_MEMORISE
        if self.tablet:
            return 0.0 if self.memo_turn >= len(humans) else None
        if set(humans) <= self.ready:
            return 0.3
        if self.setup.kids:
            return None  # no time pressure for children: they say when they are ready
        return max(0.0, self.memo_end - self.app.now)

    def input_open(self) -> bool:
        if self.state.phase == CLAIMS:
            return self.window_open
        return self.shown_phase == MEMORISE

    def update(self, dt: float) -> None:
        super().update(dt)
        now = self.app.now
        self.flyers = [f for f in self.flyers if now - f.began < FLY_SECONDS]
        self.popups = [p for p in self.popups if now - p.began < 1.0]
        turns = len(self.human_receivers)
        memorising = self.tablet and self.shown_phase == MEMORISE and not self.setup.kids
        if memorising and self.memo_turn < turns and now >= self.memo_turn_end:
            self._next_memoriser()

    def resume(self) -> None:
        """Time spent paused does not count against a claim window or a memorising clock
        (the base shifts the table's clock and the bots' thinking)."""
        if self.paused_at is not None:
            paused = self.app.now - self.paused_at
            self.window_end += paused
            self.memo_end += paused
            self.memo_turn_end += paused
            self.bot_due = {seat: due + paused for seat, due in self.bot_due.items()}
        super().resume()
        self.table_deadline = None  # the table reads its own clocks again

    def _next_memoriser(self) -> None:
        self.memo_turn += 1
        self.memo_turn_end = self.app.now + float(self.state.opts.memorise_seconds)
        for pointers in self.peeking.values():
            pointers.clear()
        self.table_deadline = None
        self.play("tick")

    def _run_bots(self) -> None:
        """Computer players answer a call on their own reaction clocks, as people do:
        one player's claim does not restart another's thinking."""
        if self.state.phase != CLAIMS or not self.window_open:
            return
        now = self.app.now
        for seat in self.state.active_seats():
            bot = self.bots.get(seat)
            if bot is None:
                continue
            if seat not in self.bot_due:
                self.bot_due[seat] = now + 0.35 + bot.rng.random() * 0.9
            elif now >= self.bot_due[seat]:
                legal = self.state.legal_actions(seat)
                self.act(seat, bot.choose(self.state.view(seat), legal, bot.rng))
                return

    # --- touches --------------------------------------------------------------------------
    def on_gesture(self, gesture: Gesture) -> None:
        if gesture.kind in ("up", "cancel"):
            for pointers in self.peeking.values():
                pointers.discard(gesture.pointer)
            return
        if gesture.kind != "down":
            return
        for seat in self.seats:
            if self._touch_seat(seat, gesture):
                return

    def _touch_seat(self, seat, gesture: Gesture) -> bool:
        index, pos = seat.index, gesture.pos
        receiver = index in self.state.receivers
        if self.state.phase == CLAIMS or self.shown_phase == "claims":
            if not self._inside(seat, self.mine_rect(seat), pos):
                return False
            if not receiver or not self.is_human(index) or not self.window_open:
                self.refuse(("mine", index))
            else:
                self.try_act(index, Claim(self.state.call), ("mine", index))
            return True
        if self.shown_phase != MEMORISE or not receiver or not self.is_human(index):
            return False
        if self._inside(seat, self.peek_rect(seat), pos):
            if self._my_memorising_turn(index):
                self.peeking[index].add(gesture.pointer)
            else:
                self.refuse(("peek", index))
            return True
        if self._inside(seat, self.ready_rect(seat), pos) and self._my_memorising_turn(index):
            self._say_ready(index)
            return True
        return False

    def _my_memorising_turn(self, seat: int) -> bool:
        if not self.tablet:
            return True
        humans = self.human_receivers
        return self.memo_turn < len(humans) and humans[self.memo_turn] == seat

    def _say_ready(self, seat: int) -> None:
        self.ready.add(seat)
        self.play("tap", seat)
        if self.tablet:
            self._next_memoriser()
        self.table_deadline = None  # the table looks at its clock again

    # --- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        super().draw(surface, alpha)
        for seat in self.seats:
            self._draw_seat_pads(surface, seat)
        self._draw_flyers(surface)
        self._draw_popups(surface)

    def draw_board(self, surface: pygame.Surface, alpha: float) -> None:
        if not (self.tablet and self.shown_phase == MEMORISE):
            self._draw_piles(surface)
        if self.tablet and self.shown_phase == MEMORISE:
            self._draw_tablet_hand(surface)
        self._draw_called(surface)
        for seat in self.seats:
            self._draw_hand(surface, seat)

    def _draw_called(self, surface: pygame.Surface) -> None:
        u = self.unit
        if self.shown_phase == MEMORISE:
            if not self.tablet:
                self._draw_prompt(surface, tr("memorandum.memorise"))
            if not self.setup.kids and self.human_receivers:
                end = self.memo_turn_end if self.tablet else self.memo_end
                self._countdown(surface, end, float(self.state.opts.memorise_seconds))
            return
        if not self.big:
            return
        progress = (self.app.now - self.big_since) / FLIP_SECONDS
        scale, face_up, lift = pieces.flip_pose(progress)
        size = (self.big_w, self.big_h)
        for x, y, angle in self.big_spots:
            card = art.card_surface(self.big, size, self.four, angle)
            if not face_up:
                card = art.back_surface(size, angle)
            if scale < 0.999:
                sx, sy = (scale, 1.0) if angle % 180 == 0 else (1.0, scale)
                card = pieces.squash(card, sx, sy)
            render.blit_center(surface, card, (x, y - lift * 12 * u))
        if face_up:
            self._draw_card_name(surface)
        if self.window_open:
            self._countdown(surface, self.window_end, self.window_seconds)

    def _draw_card_name(self, surface: pygame.Surface) -> None:
        from games.memorandum.cards import name

        size = render.type_size("heading", self.unit)
        gap = self.big_h / 2 + size * 0.8
        self._both_ways(surface, name(self.big), size, theme.WHITE, self.big_spots[0][:2], gap)

    def _draw_prompt(self, surface: pygame.Surface, text: str) -> None:
        size = render.type_size("heading", self.unit)
        self._both_ways(surface, text, size, theme.WHITE, self.centre, size * 2)

    def _both_ways(self, surface, text, size, colour, centre, dy) -> None:
        """A label below `centre` facing the bottom side and, on a table, the same above it
        facing the top side (in tablet orientation everyone sits at the bottom)."""
        x, y = centre
        render.blit_center(surface, art.label_surface(text, size, colour), (x, y + dy))
        if not self.tablet:
            render.blit_center(surface, art.label_surface(text, size, colour, 180), (x, y - dy))

    def _countdown(self, surface: pygame.Surface, end: float, total: float) -> None:
        left = max(0.0, end - self.app.now)
        r = 46 * self.unit
        spot = self.ring_pos
        if self.shown_phase == MEMORISE:  # in the middle; under the big hand in pass-and-play
            spot = (self.centre[0], self.centre[1] + (self.ch * 1.5 if self.tablet else 0))
        draw_countdown(surface, spot, r, left / max(total, 0.01), int(left + 0.999))

    def _draw_piles(self, surface: pygame.Surface) -> None:
        size = self.pile_size
        small = render.type_size("small", self.unit)
        house = self.state.opts.house
        captions = (
            (self.unclaimed_pos, self.unclaimed_shown, "memorandum.unclaimed"),
            (self.dispute_pos, self.dispute_shown, "memorandum.dispute"),
        )
        for pos, cards, key in captions:
            outline = pygame.Rect(0, 0, *size)
            outline.center = (round(pos[0]), round(pos[1]))
            pygame.draw.rect(surface, theme.TABLE_LIGHT, outline, 3, border_radius=size[0] // 9)
            for i, card in enumerate(cards[-3:]):
                face = art.card_surface(card, size, self.four)
                render.blit_center(surface, face, (pos[0] + i * 4, pos[1] - i * 4))
            label = f"{tr(key)} · {len(cards)}"
            self._both_ways(surface, label, small, theme.WHITE, pos, size[1] / 2 + small)
        if house:
            text = f"{tr('memorandum.house')}: {self.house_shown}"
            gap = size[1] / 2 + small * 3
            self._both_ways(surface, text, small, theme.GOLD, self.unclaimed_pos, gap)

    def _hand_cards(self, index: int) -> tuple[str, ...] | None:
        """The faces a seat's hand shows now, or None for face down."""
        if self.hands_shown:
            return self.hands_shown[index]
        if self.shown_phase != MEMORISE or not self.is_human(index) or self.tablet:
            return None
        if self.app.settings.privacy and not self.peeking[index]:
            return None
        return self._own_hand(index)

    def _own_hand(self, index: int) -> tuple[str, ...] | None:
        """The seat's hand from its own view while memorising (asked once per deal)."""
        key = (index, self.state.deal)
        if key not in self.hand_cache:
            self.hand_cache = {k: v for k, v in self.hand_cache.items() if k[1] == key[1]}
            self.hand_cache[key] = self.state.view(index).hand or None
        return self.hand_cache[key]

    def _draw_hand(self, surface: pygame.Surface, seat) -> None:
        index = seat.index
        if index == self.dealer_shown:
            self._draw_dealer_mark(surface, seat)
            return
        count = self.sizes_shown[index] if index < len(self.sizes_shown) else 0
        if not count or self.shown_phase == DEALING:
            return
        if self.shown_phase == "claims" and not self.hands_shown:
            return  # the Mine! pad is drawn there
        faces = self._hand_cards(index) or (("",) * count)
        ready_pad = self.shown_phase == MEMORISE and self.is_human(index)
        width = seat.panel_size[0] - (130 * self.unit if ready_pad else 0)
        offset = -65 * self.unit if ready_pad else 0.0
        row = art.hand_row(faces, (self.cw, self.ch), width, self.four, seat.angle)
        render.blit_center(surface, row, seat.to_screen((offset, self.hand_y(seat))))

    def _draw_dealer_mark(self, surface: pygame.Surface, seat) -> None:
        size = render.type_size("body", self.unit)
        label = art.label_surface(tr("memorandum.dealer"), size, theme.GOLD, seat.angle)
        wide = label.get_width() if seat.angle % 180 == 0 else label.get_height()
        y = self.hand_y(seat)
        render.blit_center(surface, label, seat.to_screen((size * 0.8, y)))
        hat = icon("🎩", round(size * 1.5), seat.angle)
        render.blit_center(surface, hat, seat.to_screen((size * 0.8 - wide / 2 - size, y)))

    def _draw_tablet_hand(self, surface: pygame.Surface) -> None:
        humans = self.human_receivers
        if self.memo_turn >= len(humans):
            return
        index = humans[self.memo_turn]
        name = self.seat_name(index)
        text = tr("memorandum.your_turn_to_memorise", name=name)
        size = render.type_size("heading", self.unit)
        cx, cy = self.centre
        render.blit_center(
            surface, art.label_surface(text, size, theme.WHITE), (cx, cy - self.big_h * 0.62)
        )
        show = not self.app.settings.privacy or self.peeking[index]
        faces = (self._own_hand(index) if show else None) or ("",) * self.sizes_shown[index]
        size = (round(self.cw * 1.5), round(self.ch * 1.5))
        row = art.hand_row(faces, size, self.table[2] * 0.9, self.four, 0)
        render.blit_center(surface, row, (cx, cy))

    def _draw_seat_pads(self, surface: pygame.Surface, seat) -> None:
        index, u = seat.index, self.unit
        if index not in self.state.receivers or index == self.dealer_shown:
            return
        human = self.is_human(index)
        if self.shown_phase == "claims" and not self.hands_shown:
            x, y, w, h = self.mine_rect(seat)
            lit = index in self.claim_marks
            colour = seat.colour if self.window_open else theme.BUTTON_DISABLED
            if not human:
                colour = theme.lighten(colour, 0.45)
            label = tr("memorandum.mine")
            pad = art.pad_surface(
                (round(w), round(h)), colour, label, "🙋" if human else "🤖", u, lit
            )
            self._blit_in_seat(surface, seat, pad, (x + self.shake_dx(("mine", index)), y))
            if self.window_open:
                self._draw_window_bar(surface, seat, (x, y - h / 2 - 8 * u), w)
        elif self.shown_phase == MEMORISE and human and self._my_memorising_turn(index):
            self._draw_memorise_pads(surface, seat)

    def _draw_window_bar(self, surface, seat, centre, width) -> None:
        left = max(0.0, self.window_end - self.app.now) / max(self.window_seconds, 0.01)
        half_w, half_h = width * max(left, 0.02) / 2, 5 * self.unit
        x, y = centre
        corners = [(x - half_w, y - half_h), (x + half_w, y - half_h)]
        corners += [(x + half_w, y + half_h), (x - half_w, y + half_h)]
        pygame.draw.polygon(surface, theme.GOLD, [seat.to_screen(c) for c in corners])

    def _draw_memorise_pads(self, surface: pygame.Surface, seat) -> None:
        index, u = seat.index, self.unit
        if self.app.settings.privacy:
            x, y, w, h = self.peek_rect(seat)
            held = bool(self.peeking[index])
            label = tr("memorandum.peek")
            pad = art.pad_surface((round(w), round(h)), seat.colour, label, "👀", u, held)
            self._blit_in_seat(surface, seat, pad, (x + self.shake_dx(("peek", index)), y))
        x, y, w, h = self.ready_rect(seat)
        done = index in self.ready
        pad = art.pad_surface((round(w), round(h)), theme.GOOD, "", "✅" if done else "👍", u, done)
        self._blit_in_seat(surface, seat, pad, (x, y))

    def _blit_in_seat(self, surface, seat, pad, local) -> None:
        turned = render.CACHE.get(
            ("mr-turn", id(pad), seat.angle), lambda: pygame.transform.rotate(pad, seat.angle)
        )
        render.blit_center(surface, turned, seat.to_screen(local))

    def _draw_flyers(self, surface: pygame.Surface) -> None:
        size = self.pile_size
        for flyer in self.flyers:
            t = ease_out_cubic(min(1.0, (self.app.now - flyer.began) / FLY_SECONDS))
            pos = lerp2(flyer.start, flyer.end, t)
            card = (
                art.card_surface(flyer.card, size, self.four)
                if flyer.card
                else art.back_surface(size)
            )
            render.blit_center(surface, card, pos)

    def _draw_popups(self, surface: pygame.Surface) -> None:
        size = render.type_size("heading", self.unit)
        for popup in self.popups:
            age = self.app.now - popup.began
            pos = (popup.pos[0], popup.pos[1] - age * 60 * self.unit)
            render.blit_center(surface, art.label_surface(popup.text, size, popup.colour), pos)

    def banner_spots(self) -> list[Spot]:
        """Either side of the called card, facing both long sides (one copy on a tablet)."""
        x, y = self.centre
        dy = self.big_h * 0.3
        return [((x, y + dy), 0)] if self.tablet else [((x, y + dy), 0), ((x, y - dy), 180)]

    # --- panels, how to play, results ---------------------------------------------------
    def panel_key(self, seat: int):
        return (
            seat == self.dealer_shown,
            tuple(self.won_shown[seat][-1:]),
            len(self.won_shown[seat]),
        )

    def paint_panel(self, seat: int, surface: pygame.Surface, slot: pygame.Rect) -> None:
        size = render.type_size("body", self.unit)
        if seat == self.dealer_shown:
            text = render.text(f"{tr('memorandum.dealer')}", size, theme.INK)
            hat = icon("🎩", round(slot.height * 0.6))
            surface.blit(hat, hat.get_rect(midright=(slot.centerx - 6, slot.centery)))
            surface.blit(text, text.get_rect(midleft=(slot.centerx + 6, slot.centery)))
            return
        count = len(self.won_shown[seat])
        if count:
            card_size = (round(slot.height * 0.64), round(slot.height * 0.9))
            top = art.card_surface(self.won_shown[seat][-1], card_size, self.four)
            surface.blit(top, top.get_rect(midright=(slot.centerx - 6, slot.centery)))
            text = render.text(f"× {count}", size, theme.INK)
            surface.blit(text, text.get_rect(midleft=(slot.centerx + 6, slot.centery)))

    def howto_pages(self) -> list[HowToPage]:
        return [
            HowToPage("👀", tr("memorandum.howto_memorise")),
            HowToPage("🙋", tr("memorandum.howto_claim")),
            HowToPage("⚔️", tr("memorandum.howto_piles")),
            HowToPage("🏆", tr("memorandum.howto_score")),
        ]

    def results_extra(self) -> list[str]:
        if not self.state.opts.house:
            return []
        return [tr("memorandum.house_result", score=self.state.house_total)]
