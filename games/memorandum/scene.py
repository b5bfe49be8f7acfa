"""Memorandum on the table: memorise your hand, then slap your "Mine!" pad.

The rules state runs ahead; this scene shows its events in order (engine timeline) and
keeps its own picture of the table (piles, the called card, flying cards). Claims do not
go through the timeline: every receiving seat's pad answers on finger-down, so several
fingers in the same frame all claim, and computer players react on their own clocks.
For grown-ups the claim window is the scene's clock (the table's CloseWindow when it runs
out). In party mode there is no clock: every person has a "Not mine" pad beside "Mine!"
(the rules' Pass), and the window closes once everyone has answered.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from engine import pieces, render, theme
from engine.anim import Step
from engine.assets import icon
from engine.flight import Flight, landed
from engine.game_scene import GameScene, HowToPage
from engine.i18n import tr
from engine.input import Gesture
from engine.messages import Spot, draw_seat_prompt
from engine.ui import draw_countdown
from games.core import TABLE
from games.memorandum import scene_draw as art
from games.memorandum.actions import (
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
    Pass,
    Passed,
    TimeCalled,
    WindowClosed,
)
from games.memorandum.rules import CLAIMS, DEALING, MEMORISE

FLY_SECONDS = 0.38
FLIP_SECONDS = 0.35
BANNER_SECONDS = 1.6
ALL_BOTS_MEMORISE = 2.0  # nobody at the table needs time to memorise
# Pads in layout units (`target_size`: bigger in party mode). Grown-ups have one wide
# "Mine!" pad; in party mode a person has "Mine!" and "Not mine" side by side.
MINE_PAD = (460, 118)
PARTY_MINE_PAD = (205, 92)
NOT_MINE_PAD = (175, 92)
PAD_GAP = 12
READY_PAD = (104, 92)
PROMPT_SCALES = (1.0, 0.9, 0.8)  # the centre may shrink this far to leave room for prompts
BOB = 4.0  # a waiting pad's picture bobs at this pace (as the engine's seat prompts do)


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
        self.flyers: list[Flight] = []  # cards in the air; `what` is the card ("" face down)
        self.popups: list[Popup] = []
        self.peeking: dict[int, set] = {s: set() for s in range(setup.players)}
        self.ready: set[int] = set()
        self.claim_marks: dict[int, float] = {}
        self.pass_marks: dict[int, float] = {}
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
        """The claim window's clock (grown-ups only: in party mode the window waits for
        every answer instead, see `table_delay`)."""
        return float(self.state.opts.claim_seconds)

    def _open_window(self) -> None:
        self.window_open = True
        self.window_end = self.app.now + self.window_seconds
        self.claim_marks = {}
        self.pass_marks = {}
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
        big = min(h * 0.44, 430 * u)
        # Party mode: words in front of each child where the centre still fits beside them;
        # otherwise the moving pictures on the pads (and the pointing hand) are the prompt.
        self.seat_prompts = self.setup.kids
        if self.seat_prompts and not self._fit_centre(big, PROMPT_SCALES):
            self.seat_prompts = False
        if not self.seat_prompts:
            self._fit_centre(big, (1.0, 0.9, 0.8, 0.7, 0.6, 0.5))

    def _fit_centre(self, big: float, scales: tuple[float, ...]) -> bool:
        """Place the largest centre that fits among `scales` (the smallest if none does)."""
        free = self._free_middle()
        for scale in scales:
            self._place_centre(round(big * scale))
            if self._centre_fits(free):
                return True
        return False

    def _free_middle(self) -> tuple[float, float, float, float]:
        """The table's middle left free by the hands and pads in front of the panels (and,
        in party mode, the prompts beyond them)."""
        x, y, w, h = self.table
        depth = 14 * self.unit + self._row_depth() * 1.05
        if self.seat_prompts:
            depth += self._prompt_gap() * 2
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

    def _row_depth(self) -> float:
        """How far the row in front of a panel reaches: a hand, or the tallest pad."""
        pads = (self._single_pad(), PARTY_MINE_PAD, READY_PAD)
        return max(self.ch, *(self.target_size(*pad)[1] for pad in pads))

    def _single_pad(self) -> tuple[float, float]:
        """A lone "Mine!" pad (grown-ups; a computer player in party mode, as tall as the
        children's pads beside it)."""
        return MINE_PAD if self.party.clocks else (MINE_PAD[0], PARTY_MINE_PAD[1])

    def _prompt_gap(self) -> float:
        return render.type_size("heading", self.unit) * 0.8

    def _pad_y(self, seat, height: float) -> float:
        """A pad's centre in the seat's frame: its near edge lines up with the hand's."""
        return -(seat.panel_size[1] / 2 + 14 * self.unit + height / 2)

    def two_pads(self, index: int) -> bool:
        """Party mode: a person answers every call, "Mine!" or "Not mine" (no clock)."""
        return not self.party.clocks and self.is_human(index)

    def claim_pads(self, seat) -> dict[str, tuple[float, float, float, float]]:
        """The seat's claim pads in its own frame, (x, y, w, h) centred: "mine", and in
        party mode "pass" ("Not mine") beside it; both fit the panel's width."""
        fit = seat.panel_size[0] * 0.92  # clear of the next seat's pads round a corner
        if not self.two_pads(seat.index):
            w, h = self.target_size(*self._single_pad())
            return {"mine": (0.0, self._pad_y(seat, h), min(w, fit), h)}
        (mw, h), (pw, _) = self.target_size(*PARTY_MINE_PAD), self.target_size(*NOT_MINE_PAD)
        gap = self.target_size(PAD_GAP, 0)[0]
        shrink = min(1.0, (fit - gap) / (mw + pw))
        mw, pw = mw * shrink, pw * shrink
        left = -(mw + gap + pw) / 2
        y = self._pad_y(seat, h)
        return {
            "mine": (left + mw / 2, y, mw, h),
            "pass": (left + mw + gap + pw / 2, y, pw, h),
        }

    def mine_rect(self, seat) -> tuple[float, float, float, float]:
        """The "Mine!" pad in the seat's own frame: (x, y, w, h), centred."""
        return self.claim_pads(seat)["mine"]

    def pass_rect(self, seat) -> tuple[float, float, float, float] | None:
        """The "Not mine" pad (party mode, people only), or None."""
        return self.claim_pads(seat).get("pass")

    def ready_rect(self, seat) -> tuple[float, float, float, float]:
        w, h = self.target_size(*READY_PAD)
        return (seat.panel_size[0] / 2 - w / 2, self._pad_y(seat, h), w, h)

    def prompt_spot(self, seat) -> tuple[float, float]:
        """Where a party prompt goes in the seat's frame: just beyond the hand and pads."""
        far = seat.panel_size[1] / 2 + 14 * self.unit + self._row_depth()
        return (0.0, -(far + self._prompt_gap()))

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

    def _pad_at(self, seat, pads: dict[str, tuple], pos) -> str | None:
        """The pad under a finger: inside one, or (party mode) within `touch_slop` of it;
        where two pads' margins meet, the nearer pad wins."""
        x, y = seat.to_local(pos)
        best: tuple[float, str] | None = None
        for key, (cx, cy, w, h) in pads.items():
            outside = max(abs(x - cx) - w / 2, abs(y - cy) - h / 2, 0.0)
            if outside <= self.touch_slop and (best is None or outside < best[0]):
                best = (outside, key)
        return best[1] if best else None

    def pad_centre(self, seat, rect) -> tuple[float, float]:
        return seat.to_screen((rect[0], rect[1]))

    # --- rules events -> animation -------------------------------------------------------
    def animate(self, seat, action, events) -> None:
        for event in events:
            handler = {
                DealStarted: self._anim_deal,
                TimeCalled: self._anim_time,
                CardCalled: self._anim_call,
                Claimed: self._anim_claim,
                Passed: self._anim_pass,
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
                    self._fly("", self.centre, self.hand_spot(s))
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

    def _anim_pass(self, event: Passed) -> None:
        if self.is_human(event.seat):  # a computer player's pass is silent, as it was
            self.pass_marks[event.seat] = self.app.now
            self.play("tap", event.seat)

    def _anim_window(self, event: WindowClosed) -> None:
        # Closed in the rules now: a touch before the card flies must not count for the
        # next card, which the rules have already turned up but nobody has seen yet.
        self.window_open = False
        if event.outcome == "given":
            target, sound = self.won_spot(event.to_seat), "card"
        elif event.outcome == UNCLAIMED:
            target, sound = self.unclaimed_pos, "whoosh"
        else:
            target, sound = self.dispute_pos, "burst"

        def begin() -> None:
            self.big = ""
            start = self.big_spots[0][:2]
            self._fly(event.card, start, target)
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

    def _fly(self, card: str, start, end) -> None:
        """Send a card ("" face down) across the table; it lands in FLY_SECONDS."""
        self.flyers.append(Flight(card, start, end, self.app.now, FLY_SECONDS))

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
            self._fly(event.card, start, end)

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
        if not self.party.clocks:
            return None  # party mode: the window waits until everyone has answered
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
        if not self.party.clocks:
            return None  # no time pressure for children: they say when they are ready
        return max(0.0, self.memo_end - self.app.now)

    def input_open(self) -> bool:
        if self.state.phase == CLAIMS:
            return self.window_open
        return self.shown_phase == MEMORISE

    def hint_seats(self) -> list[int]:
        """While memorising the rules wait on the table alone: the hand helps every child
        still memorising, not only the seats on turn."""
        if self.shown_phase == MEMORISE and self.paused_at is None:
            return self.human_receivers
        return super().hint_seats()

    def touch_hints(self, seat: int) -> list[tuple[float, float]]:
        """The pads a person may press now, always in the same order (never a hint about
        the cards): "Mine!" then "Not mine" while they still have to answer an open window;
        the peek pad (privacy on, not held yet) then 👍 while memorising, until ready."""
        if not 0 <= seat < len(self.seats) or not self.is_human(seat):
            return []
        if seat not in self.state.receivers or seat == self.dealer_shown:
            return []
        place = self.seats[seat]
        if self.state.phase == CLAIMS:
            if not self.window_open or seat not in self.state.to_act():
                return []
            return [self.pad_centre(place, rect) for rect in self.claim_pads(place).values()]
        if self.shown_phase != MEMORISE or seat in self.ready:
            return []
        if not self._my_memorising_turn(seat):
            return []
        spots = []
        if self.app.settings.privacy and not self.peeking[seat]:
            spots.append(self.pad_centre(place, self.peek_rect(place)))
        spots.append(self.pad_centre(place, self.ready_rect(place)))
        return spots

    def update(self, dt: float) -> None:
        super().update(dt)
        now = self.app.now
        self.flyers = landed(self.flyers, now)
        self.popups = [p for p in self.popups if now - p.began < 1.0]
        turns = len(self.human_receivers)
        memorising = self.tablet and self.shown_phase == MEMORISE and self.party.clocks
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
        self.set_table_clock(None)  # the table reads its own clocks again

    def _next_memoriser(self) -> None:
        self.memo_turn += 1
        self.memo_turn_end = self.app.now + float(self.state.opts.memorise_seconds)
        for pointers in self.peeking.values():
            pointers.clear()
        self.set_table_clock(None)
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
            pad = self._pad_at(seat, self.claim_pads(seat), pos)
            if pad is None:
                return False
            if not receiver or not self.is_human(index) or not self.window_open:
                self.refuse((pad, index))
            else:
                answer = Claim if pad == "mine" else Pass
                self.try_act(index, answer(self.state.call), (pad, index))
            return True
        if self.shown_phase != MEMORISE or not receiver or not self.is_human(index):
            return False
        pads = {"peek": self.peek_rect(seat), "ready": self.ready_rect(seat)}
        pad = self._pad_at(seat, pads, pos)
        if pad == "peek":
            if self._my_memorising_turn(index):
                self.peeking[index].add(gesture.pointer)
            else:
                self.refuse(("peek", index))
            return True
        if pad == "ready" and self._my_memorising_turn(index):
            self._say_ready(index)
            return True
        return False

    def _memorising_now(self, seat: int) -> bool:
        """A person who may look at their hand now (on a tablet: whose turn it is)."""
        return self.is_human(seat) and self._my_memorising_turn(seat)

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
        self.set_table_clock(None)  # the table looks at its clock again

    # --- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        super().draw(surface, alpha)
        self._draw_flyers(surface)
        self._draw_popups(surface)

    def draw_board(self, surface: pygame.Surface, alpha: float) -> None:
        """The middle, the hands, and the pads in front of the panels (under the panels,
        the banner and the pointing hand, which the base draws on top)."""
        if not (self.tablet and self.shown_phase == MEMORISE):
            self._draw_piles(surface)
        if self.tablet and self.shown_phase == MEMORISE:
            self._draw_tablet_hand(surface)
        self._draw_called(surface)
        for seat in self.seats:
            self._draw_hand(surface, seat)
            self._draw_seat_pads(surface, seat)
            self._draw_party_prompt(surface, seat)

    def _draw_called(self, surface: pygame.Surface) -> None:
        u = self.unit
        if self.shown_phase == MEMORISE:
            seat_prompts = self.seat_prompts and bool(self.human_receivers)
            if not self.tablet and not seat_prompts:
                self._draw_prompt(surface, tr("memorandum.memorise"))
            if self.party.clocks and self.human_receivers:
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
        if self.window_open and self.party.clocks:
            self._countdown(surface, self.window_end, self.window_seconds)

    def _draw_card_name(self, surface: pygame.Surface) -> None:
        from games.memorandum.cards import name

        size = render.type_size("heading", self.unit)
        gap = self.big_h / 2 + size * 0.8
        self._both_ways(surface, name(self.big), size, theme.WHITE, self.big_spots[0][:2], gap)

    def _draw_prompt(self, surface: pygame.Surface, text: str) -> None:
        size = render.type_size("heading", self.unit)
        self._both_ways(surface, text, size, theme.WHITE, self.centre, size * 2, "👀")

    def _both_ways(self, surface, text, size, colour, centre, dy, emoji: str = "") -> None:
        """A label below `centre` facing the bottom side and, on a table, the same above it
        facing the top side (in tablet orientation everyone sits at the bottom); with
        `emoji`, a picture bobbing before the words."""
        x, y = centre
        copies = ((0, 1),) if self.tablet else ((0, 1), (180, -1))
        for angle, side in copies:
            label = art.label_surface(text, size, colour, angle)
            at_y = y + dy * side
            render.blit_center(surface, label, (x, at_y))
            if emoji:
                bob = math.sin(self.app.now * 4.0) * 6 * self.unit
                reach = label.get_width() / 2 + size * 0.9
                picture = icon(emoji, round(size * 1.4), angle)
                render.blit_center(surface, picture, (x - reach * side, at_y + bob))

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
        room = self.ready_rect(seat)[2] + 26 * self.unit if ready_pad else 0.0
        width = seat.panel_size[0] - room
        row = art.hand_row(faces, (self.cw, self.ch), width, self.four, seat.angle)
        render.blit_center(surface, row, seat.to_screen((-room / 2, self.hand_y(seat))))

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
        self._both_ways(surface, text, size, theme.WHITE, (cx, cy), -self.big_h * 0.62, "👀")
        show = not self.app.settings.privacy or self.peeking[index]
        faces = (self._own_hand(index) if show else None) or ("",) * self.sizes_shown[index]
        size = (round(self.cw * 1.5), round(self.ch * 1.5))
        row = art.hand_row(faces, size, self.table[2] * 0.9, self.four, 0)
        render.blit_center(surface, row, (cx, cy))

    def _draw_seat_pads(self, surface: pygame.Surface, seat) -> None:
        index = seat.index
        if index not in self.state.receivers or index == self.dealer_shown:
            return
        if self.shown_phase == "claims" and not self.hands_shown:
            self._draw_claim_pads(surface, seat)
        elif self.shown_phase == MEMORISE and self._memorising_now(index):
            done = index in self.ready
            emoji = "✅" if done else "👍"
            label = tr("memorandum.ready")
            rect, waiting = self.ready_rect(seat), not done
            self._draw_pad(surface, seat, rect, theme.GOOD, label, emoji, done, waiting, True)

    def _draw_claim_pads(self, surface: pygame.Surface, seat) -> None:
        """ "Mine!" (and in party mode "Not mine"): lit once pressed; the other one greys
        out once a person has answered, and both when the window is closed."""
        index, u = seat.index, self.unit
        human = self.is_human(index)
        answered = index in self.claim_marks or index in self.pass_marks
        pads = self.claim_pads(seat)
        waiting = human and self.window_open and index in self.state.to_act()
        for key, (x, y, w, h) in pads.items():
            mine = key == "mine"
            lit = index in (self.claim_marks if mine else self.pass_marks)
            colour = seat.colour if mine else theme.PANEL
            if not self.window_open or (answered and not lit):
                colour = theme.BUTTON_DISABLED
            if not human:
                colour = theme.lighten(colour, 0.45)
            label = tr("memorandum.mine" if mine else "memorandum.not_mine")
            emoji = ("🙋" if human else "🤖") if mine else "🙅"
            rect = (x + self.shake_dx((key, index)), y, w, h)
            self._draw_pad(surface, seat, rect, colour, label, emoji, lit, waiting)
        if self.window_open and self.party.clocks:
            x, y, w, h = pads["mine"]
            self._draw_window_bar(surface, seat, (x, y - h / 2 - 8 * u), w)

    def _draw_window_bar(self, surface, seat, centre, width) -> None:
        left = max(0.0, self.window_end - self.app.now) / max(self.window_seconds, 0.01)
        half_w, half_h = width * max(left, 0.02) / 2, 5 * self.unit
        x, y = centre
        corners = [(x - half_w, y - half_h), (x + half_w, y - half_h)]
        corners += [(x + half_w, y + half_h), (x - half_w, y + half_h)]
        pygame.draw.polygon(surface, theme.GOLD, [seat.to_screen(c) for c in corners])

    def _party_prompt(self, index: int) -> tuple[str, str] | None:
        """What a child should do now, as a picture and a few words (party mode)."""
        if not self.seat_prompts or not self.is_human(index) or index == self.dealer_shown:
            return None
        if index not in self.state.receivers:
            return None
        if self.shown_phase == MEMORISE and not self.tablet:
            if index in self.ready:
                return ("✅", tr("memorandum.prompt_ready"))
            return ("👀", tr("memorandum.prompt_memorise"))
        if self.state.phase == CLAIMS and self.window_open and index in self.state.to_act():
            return ("🤔", tr("memorandum.prompt_claim"))
        return None

    def _draw_party_prompt(self, surface: pygame.Surface, seat) -> None:
        prompt = self._party_prompt(seat.index)
        if prompt is None:
            return
        emoji, text = prompt
        spot, width, now = self.prompt_spot(seat), seat.panel_size[0] * 0.8, self.app.now
        draw_seat_prompt(surface, seat, spot, emoji, text, now, self.unit, theme.HIGHLIGHT, width)

    def _draw_pad(
        self, surface, seat, rect, colour, label, emoji, lit, waiting, stacked=False
    ) -> None:
        """A pad in the seat's frame; in party mode, while it waits for the child, its
        picture bobs (drawn apart from the cached pad, so the pad itself stays still)."""
        x, y, w, h = rect
        size = (round(w), round(h))
        bob = waiting and self.setup.kids
        pad = art.pad_surface(size, colour, label, emoji, self.unit, lit, stacked, not bob)
        self._blit_in_seat(surface, seat, pad, (x, y))
        if bob:
            px, at, _, _ = art.pad_layout(size, label, emoji, stacked)
            lift = abs(math.sin(self.app.now * BOB)) * 0.08 * h
            local = (x - w / 2 + at[0], y - h / 2 + at[1] - lift)
            render.blit_center(surface, icon(emoji, px, seat.angle), seat.to_screen(local))

    def _blit_in_seat(self, surface, seat, pad, local) -> None:
        turned = render.CACHE.get(
            ("mr-turn", id(pad), seat.angle), lambda: pygame.transform.rotate(pad, seat.angle)
        )
        render.blit_center(surface, turned, seat.to_screen(local))

    def _draw_flyers(self, surface: pygame.Surface) -> None:
        size, now = self.pile_size, self.app.now
        for flight in self.flyers:
            card = flight.what
            face = art.card_surface(card, size, self.four) if card else art.back_surface(size)
            render.blit_center(surface, face, flight.pos(now))

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
            self._peek_pad(seat),
        )

    def _peek_pad(self, seat: int) -> bool | None:
        """Whether the seat's peek pad is held (None: no peek pad on the panel now)."""
        if not self.app.settings.privacy or self.shown_phase != MEMORISE:
            return None
        if seat not in self.state.receivers or not self.is_human(seat):
            return None
        return bool(self.peeking[seat]) if self._my_memorising_turn(seat) else None

    def paint_panel(self, seat: int, surface: pygame.Surface, slot: pygame.Rect) -> None:
        """The seat's won cards; while memorising with privacy on, the peek pad over the
        whole slot (painted here, so the pointing hand can show on top of it)."""
        size = render.type_size("body", self.unit)
        held = self._peek_pad(seat)
        if held is not None:
            colour, label = self.seats[seat].colour, tr("memorandum.peek")
            pad = art.pad_surface(tuple(slot.size), colour, label, "👀", self.unit, held)
            surface.blit(pad, slot.topleft)
            return
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
        claim = "memorandum.howto_claim" if self.party.clocks else "memorandum.howto_claim_party"
        return [
            HowToPage("👀", tr("memorandum.howto_memorise")),
            HowToPage("🙋", tr(claim)),
            HowToPage("⚔️", tr("memorandum.howto_piles")),
            HowToPage("🏆", tr("memorandum.howto_score")),
        ]

    def results_extra(self) -> list[str]:
        if not self.state.opts.house:
            return []
        return [tr("memorandum.house_result", score=self.state.house_total)]
