"""The base of every game's scene: the rules state, computer players, timers, seat
panels, input routing, sounds, saving, the table's words and the way to the results.

A game's scene subclasses `GameScene` and declares what is its own through the few hooks
of `engine/game/hooks.py` (`HOOKS`, each documented there) and its `Traits`; the base runs
everything else, with parts of one job each that it holds: `phones` (the seats' phones),
`first_turn` (the star at who starts), `peeks` (looking at what is hidden), `panels` (the
seat panels) and `table_words` (banners, notices, pops and the standstill).

What the table shows is said each frame as a display list (`engine.drawing.display`): the
game's `paint_table` and `paint_flight` say its pieces, the base says the felt, the flights,
the seat panels, the buttons, the pointing hand and the table's words. Painting only reads:
where words go and whether the table stands still is decided in `update`, against the last
frame's list.

Party mode (`setup.kids`) is one `TouchPolicy` (engine/game/party.py): games size their buttons
with `target_size`, widen piece hit-tests by `touch_slop`, and skip their clocks when
`self.party.clocks` is off.
"""

from __future__ import annotations

import random
import time
from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from engine.drawing.anim import Shakes, Timeline
from engine.drawing.display import (
    BOARD,
    BUTTONS,
    FELT,
    FLIGHTS,
    PANELS,
    TOLD,
    DisplayList,
    Item,
)
from engine.drawing.felt import felt
from engine.drawing.seats import Seat, layout_seats, pause_spots, table_area
from engine.drawing.widgets import Button, pause_buttons
from engine.game.first_turn import FirstTurn
from engine.game.flight import FlightLayer, Point
from engine.game.hooks import GameHooks
from engine.game.party import TurnCues, hint_spots, policy
from engine.game.peeking import Peeks
from engine.game.seat_panels import SeatPanels
from engine.game.setup import GameSetup, SeatPlan, setup_dict
from engine.game.table_words import TableWords
from engine.input.captures import Captures
from engine.input.pointer import Gesture
from engine.loop import heap
from engine.loop.scenes import Scene
from engine.phones.table import TablePhones
from engine.review.ahead import ReviewAhead
from engine.storage.saves import clear_save, compact_save, save_move
from engine.words.banners import Told
from engine.words.howto import HowToPage, SeatHowTos, table_pages
from engine.words.reactions import Reactions
from engine.words.standstill import Standstill
from games.core import TABLE, Action, Event, GameState
from games.core.bot import Bot
from games.core.match import TABLE_CLOCK, Match
from games.core.record import GameRecord

RESULTS_DELAY = 1.4  # a moment to see the last move before the results
FLIGHTS_HIGH = TOLD + 50  # pieces flying over the panels and the words (`flights_over_panels`)


class GameScene(GameHooks, Scene):
    pauses_game = True
    name = "game"

    def __init__(self, app, setup: GameSetup, resume: GameRecord | None = None) -> None:
        super().__init__(app)
        self.setup = setup
        self.spec = setup.spec
        clocks = float(app.settings.longer_clocks)
        options = setup.clocked_options(clocks) if resume is None else dict(resume.options)
        while len(setup.seats) < setup.players:
            setup.seats.append(SeatPlan())
        seats = setup.seat_plans()
        self.match = Match(self.spec, setup.players, setup.seed, options, seats, self._save)
        self.timers = self.match.timers
        self.timeline, self.flights = Timeline(), FlightLayer()
        self.captures, self.shakes = Captures(), Shakes()
        self.buttons: list[Button] = []
        self.corners: list[pygame.Rect] = []  # the ⏸ buttons' bodies (`resize`)
        self.finished_at: float | None = None
        self.began = time.time()  # when people sat down (how long the game took, for a hub)
        self.review_ahead: ReviewAhead | None = None
        self.illegal_refused = 0  # touches the rules refused (input-storm test counts them)
        self.seats: list[Seat] = []
        self.table = (0.0, 0.0, 1.0, 1.0)
        self.persist = True  # save after every move; attract-mode demos do not
        self.last_human_move = 0.0
        self.party = policy(setup.kids)
        self.cues = TurnCues(self.party)
        self.table_words = TableWords(
            app, lambda: app.shown_of(self), self._hold, self.resume, self.party.said
        )
        ahead = lambda: self.room_for_words().keep  # noqa: E731 (the hook as it is then)
        title, draw = self.party.title(self.spec), self.traits.demo_piece
        self.howtos = SeatHowTos(title, self.howto_pages, ahead, draw)  # each seat's ❓
        if resume is not None:
            self.match.replay(resume.moves)
            compact_save(self.record, self.save_extra())  # drops a torn line before appending
        self.phones = TablePhones(self)
        part = lambda seat: self.panel_part(seat)  # noqa: E731 (the hook as it is then)
        self.panels = SeatPanels(
            app, self.phones, self.reactions, self.bots, self.traits.score_words, part, self.party
        )
        self.peeks = Peeks(app, self.captures)
        self.first_turn = FirstTurn(self.match, self.spec, self.reactions, self.traits.who_starts)
        self.story = self.make_story()
        self.story.sync()

    # --- the match ----------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self.match.state

    @state.setter
    def state(self, state: GameState) -> None:
        """Stage a position (tests set up a rule situation directly, then show it)."""
        self.match.state = state

    @property
    def record(self) -> GameRecord:
        return self.match.record

    @property
    def bots(self) -> dict[int, Bot]:
        return self.match.bots

    @property
    def now(self) -> float:
        return self.app.now

    @property
    def paused_at(self) -> float | None:
        return self.timers.paused_at

    # --- services for games -------------------------------------------------------------
    @property
    def unit(self) -> float:
        return self.app.unit

    @property
    def touch_slop(self) -> float:
        """Extra pixels around a piece that still count as touching it (party mode)."""
        return self.party.slop * self.unit

    def target_size(self, w: float, h: float) -> tuple[float, float]:
        """A button or pad's size in pixels for `w` × `h` layout units, bigger for children."""
        scale = self.unit * self.party.scale
        return (w * scale, h * scale)

    def input_open(self) -> bool:
        """May people act now? (`pacing`; by default once the table has shown the last move)"""
        open_ = self.pacing().input_open
        return self.timeline.idle if open_ is None else open_

    def on_turn(self) -> Sequence[int]:
        """Whose panels say "Your turn!" (the game's `turn_cues`: by default the seats the
        rules have on turn)."""
        on_turn = self.turn_cues().on_turn
        return self.state.active_seats() if on_turn is None else on_turn

    def helped_seats(self) -> list[int]:
        """Whom party mode's pointing hand helps (the game's `turn_cues`): by default the
        people on turn while input is open."""
        helped = self.turn_cues().helped
        if helped is not None:
            return list(helped)
        return sorted(self.cues.turn) if self.input_open() else []

    def howto_pages(self) -> list[HowToPage]:
        """The how-to pages true of what is in play, how this table peeks and its mode."""
        return table_pages(self.spec, self.state.options, self.setup, self.app.settings, self.party)

    # --- the table's words (`table_words`) ----------------------------------------------
    @property
    def reactions(self) -> Reactions:
        """The reactions at the seats (the story adds to them)."""
        return self.table_words.reactions

    @property
    def banner(self) -> Told | None:
        """The banner (or notice) showing now: announced ones wait their turn."""
        return self.table_words.banner

    @property
    def standstill(self) -> Standstill | None:
        """What the table stands still for, if it does (`engine.words.standstill`)."""
        return self.table_words.standstill

    def announce(self, emoji: str, text: str, seconds: float = 1.4, sound: str = "") -> None:
        """A banner (a picture and a few words) for the whole table, after the one showing."""
        self.table_words.announce(emoji, text, seconds)
        if sound:
            self.play(sound)

    def end_banner(self) -> None:
        """The banner showing has said its piece (the move it asked for is made)."""
        self.table_words.end_banner()

    def _hold(self) -> None:
        """The table stands still for words that fit nowhere: drags go back, clocks pause."""
        for gesture in self.app.tracker.cancel_all():
            self.gesture(gesture)
        self.pause()

    # --- people and moves ---------------------------------------------------------------
    def is_human(self, seat: int) -> bool:
        return self.setup.is_human(seat)

    def seat_name(self, seat: int) -> str:
        return self.setup.seat_name(seat)

    def try_act(self, seat: int, action: Action, shake_key: Any = None) -> bool:
        """Apply a person's move if the rules allow it; otherwise a gentle shake."""
        if not self.state.is_legal(seat, action):
            self.refuse(shake_key)
            return False
        self.act(seat, action)
        return True

    def refuse(self, shake_key: Any = None) -> None:
        """A touch that is not allowed: a shake and a soft sound, never an error."""
        self.illegal_refused += 1
        self.shakes.start(shake_key, self.app.now)
        self.play("shake")

    def shake_dx(self, key: Any) -> float:
        """Horizontal offset for something being shaken (0 when it is not)."""
        return self.shakes.offset(key, self.app.now, 9 * self.unit)

    def play(self, sound: str, seat: int | None = None, volume: float = 1.0) -> None:
        """Play a sound, panned towards `seat` when given."""
        pan = 0.0
        if seat is not None and 0 <= seat < len(self.seats):
            pan = (self.seats[seat].center[0] / max(1, self.app.size[0])) * 2 - 1
        self.app.sounds.play(sound, volume=volume, pan=pan * 0.6)

    def act(self, seat: int, action: Action) -> list[Event]:
        """Apply a legal move through the match (rules, record, save, bots), then tell it."""
        events = self.match.act(seat, action)
        if self.traits.restart_thinking:
            self.match.stop_thinking()
        self.timers.cancel(TABLE_CLOCK)
        if self.is_human(seat):
            self.last_human_move = self.app.now
        self.story.tell(seat, action, events)
        if self.reactions.unsaved and self.persist:  # an explainer shown: keep that it was
            compact_save(self.record, self.save_extra())
        self.reactions.unsaved = False
        return events

    def _save(self, record: GameRecord) -> None:
        if self.persist:
            save_move(record, self.save_extra())

    def table_remaining(self) -> float | None:
        """Seconds left on the table's clock (claim window, memorising), if it runs."""
        return self.timers.remaining(TABLE_CLOCK, self.app.now)

    def set_table_clock(self, seconds: float | None) -> None:
        """Run the table's clock for `seconds` from now; None: ask `table_delay` again."""
        if seconds is None:
            self.timers.cancel(TABLE_CLOCK)
        else:
            self.timers.start(TABLE_CLOCK, self.app.now, seconds)

    # --- lifecycle ----------------------------------------------------------------------
    def enter(self) -> None:
        tidy = self.app.options.heap
        if tidy:
            heap.give_back()  # the last game's pictures are freed by now: return their memory
        self.resize(self.app.size)
        if tidy:
            heap.keep_for_the_game()

    def exit(self) -> None:
        super().exit()
        self.phones.close()  # the seats' phones hear the game ended
        if self.app.options.heap:
            heap.let_go()

    def resize(self, size: tuple[int, int]) -> None:
        names = [self.seat_name(s) for s in range(self.setup.players)]
        orientation = self.app.settings.orientation
        self.seats = layout_seats(self.setup.players, size, orientation, names)
        self.table = table_area(self.seats, size)
        pauses = pause_buttons(pause_spots(size, orientation), self.unit, self.open_pause)
        self.corners = [button.screen_rect() for button in pauses]
        self.buttons = pauses + self.howtos.layout(self.seats, self.panels.plan, size, self.unit)
        self.phones.laid_out()
        self.layout()

    def open_pause(self, angle: int = 0) -> None:
        """Pause, facing the side whose button was touched."""
        self.app.scenes.push(self.app.pause_scene(self, angle))

    def back(self) -> None:
        self.open_pause()

    def pause(self) -> None:
        self.match.pause(self.app.now)

    def resume(self) -> None:
        """Paused time counts against no clock: the timers and pieces in the air shift on."""
        self.flights.delay(self.match.resume(self.app.now))

    def restart(self) -> None:
        setup = GameSetup(**{**self.setup.__dict__, "seed": random.randrange(1 << 30)})
        self.app.scenes.replace(type(self)(self.app, setup))

    def save_extra(self) -> dict[str, Any]:
        """What a save keeps besides the record: who sat where, what was explained, when."""
        explained = sorted(self.reactions.explained)
        return {"setup": setup_dict(self.setup), "explained": explained, "began": self.began}

    def restore(self, extra: dict[str, Any]) -> None:
        """A resumed game's extra: nothing explained again; it began when it first did."""
        self.reactions.explained.update(str(key) for key in extra.get("explained", []))
        self.began = _earlier(extra.get("began"), self.began)

    # --- update -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """The base's step (unless the table stands still), then the game's `advance`."""
        if not self.table_words.standing_still(self.paused_at is not None):
            self._step(dt)
        self.advance(dt)

    def _step(self, dt: float) -> None:
        self.first_turn.update(self.app.now)
        self.phones.update()  # the moves phones sent, the pages they are sent
        busy = not self.timeline.idle
        self.timeline.update(dt)
        self.flights.prune(self.app.now)
        if busy and self.timeline.idle:
            self.story.sync()
        if self.state.over:
            self._towards_results()
        else:
            self._run_table()
            if self.timeline.idle:
                self._run_bots()
        if not self.state.over:
            self._watch_turns(self.on_turn())  # once the moves of this step are made

    def arrange(self) -> None:
        """Where the how-to pages, the table's words and the party's pointing hand go."""
        if self.table_words.standstill is not None:
            return  # the table stands still: nothing moves, nothing is placed again
        shown = self.app.shown_of(self)
        self.howtos.follow(shown, self.app.shown.size)
        if not self.state.over:

            def spots() -> list[tuple[Point, int]]:
                return hint_spots(self.seats, self.helped_seats(), self.turn_cues().touches)

            self.cues.place(self.app.now, spots, shown, self.app.size, self.unit)
        scores, room = self.shown_scores(), self.room_for_words
        self.table_words.follow(self.seats, self.buttons, self.table, scores, room, self.on_turn())

    def next_change(self, now: float) -> float:
        """`now` while the table tells a move (timeline, flights, shakes, words); else what it
        waits for: clocks, the party's hand, peeks, the results (dice rolling say it as painted)."""
        if not self.timeline.idle or len(self.flights) or self.shakes.any(now):
            return now
        if self.state.over:
            return now if self.finished_at is None else self.finished_at + RESULTS_DELAY
        soon = min(p.next_change(now) for p in (self.table_words, self.cues, self.peeks))
        return min(soon, self.timers.next_due(now))

    def settle(self, shown: list[Item]) -> bool:
        """The seats' open pages and the table's words move off what the frame covers."""
        args = (self.seats, self.buttons, self.table, self.room_for_words, self.on_turn)
        return self.howtos.settle(shown) | self.table_words.settle(shown, *args)

    def _watch_turns(self, on_turn: Sequence[int]) -> None:
        """The panels' turn waits while the table tells a move; a chime follows it."""
        turn = frozenset(s for s in self.state.active_seats() if self.is_human(s))
        busy, now, open_ = not self.timeline.idle, self.app.now, self.input_open()
        held = busy and not open_
        moved = self.reactions.watch_turn(frozenset(on_turn), held, now)
        chime = self.cues.watch(now, busy, open_, turn)
        if not self.party.turn_chime and moved is not None and self.is_human(moved):
            chime = moved
        if chime is not None and not self.state.over:
            self.play("turn", chime)

    def _run_bots(self) -> None:
        if self.pacing().bots_act:
            due = self.match.due_bot(self.app.now, self.traits.think_seconds)
            if due is not None:
                self.act(*due)

    def _run_table(self) -> None:
        delay = lambda: self.pacing().table_delay  # noqa: E731 (asked only when due)
        action = self.match.due_table(self.app.now, delay, self.timeline.idle)
        if action is not None:
            self.act(TABLE, self.table_move(action))

    def _towards_results(self) -> None:
        if not self.timeline.idle:
            return
        if self.finished_at is None:
            self.finished_at = self.app.now
            self.review_ahead = ReviewAhead(self.record)  # for the results, off the frame
            if self.persist:
                clear_save()
        elif self.app.now - self.finished_at >= RESULTS_DELAY:
            self.match.finish()
            self.app.scenes.replace(self.app.results_scene(self))

    # --- input --------------------------------------------------------------------------
    def gesture(self, gesture: Gesture) -> None:
        """Open cards and pages, the seats' codes and buttons first, then the game. A finger
        holding something (a drag, a peek) stays the game's until it lifts. While the table
        stands still every touch is the standstill's: a tap ends it."""
        self.cues.touched(self.app.now)
        held = self.table_words.standstill
        if held is not None:
            if gesture.kind == "tap" and held.tap_ends(self.app.now):
                self.table_words.end_standstill()
            return
        if gesture.pointer in self.captures or not self._button_takes(gesture):
            self.on_gesture(gesture)
        if gesture.kind in ("up", "cancel"):
            self.captures.release(gesture.pointer)

    def _button_takes(self, g: Gesture) -> bool:
        if self.phones.takes(g) or self.howtos.takes(g):  # seats' open cards and pages first
            return True
        tapped = g.kind == "tap" and any(b.tap(g.pos) for b in self.buttons)
        return tapped or (g.kind != "cancel" and any(b.contains(g.pos) for b in self.buttons))

    def keeps_pointer(self, pointer: Hashable) -> bool:
        """A finger still holding something (a peek, a drag) is in use, however still."""
        return pointer in self.captures

    # --- painting -----------------------------------------------------------------------
    def paint(self, frame: DisplayList, alpha: float) -> None:
        """The felt, the game's table, the pieces in the air, the seat panels, the buttons
        and open how-to pages, the pointing hand and the table's words; under a standstill
        only the veiled table and its words."""
        now, unit = self.app.now, self.unit
        if self.table_words.standstill is not None:
            self.table_words.standstill.paint(frame, unit)
            return
        with frame.at(FELT):
            frame.sprite(felt(self.app.size), (0, 0), anchor="topleft", still=True)
        with frame.at(BOARD):
            self.paint_table(frame, alpha)
        with frame.at(FLIGHTS_HIGH if self.traits.flights_over_panels else FLIGHTS):
            self.flights.paint(frame, now, self.paint_flight)
        with frame.at(PANELS):
            self.panels.paint(frame, self.seats, self.on_turn(), self.shown_scores())
        with frame.at(BUTTONS):
            for button in self.buttons:
                button.paint(frame)
            self.phones.paint(frame)  # the seats' codes, under their open how-to pages
        self.howtos.paint(frame, self.app.now)
        if self.paused_at is None:  # party mode's pointing hand (`TurnCues.place`)
            self.cues.paint(frame, now, unit)
        self.table_words.paint(frame, self.seats, unit)


def _earlier(saved: Any, now: float) -> float:
    """When a resumed game began: as saved, if that is a time before now."""
    number = isinstance(saved, int | float) and not isinstance(saved, bool)
    return min(float(saved), now) if number else now
