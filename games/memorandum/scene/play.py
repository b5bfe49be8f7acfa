"""Memorandum on the table: memorise your hand, then slap your "Mine!" pad.

The scene wires the parts together: the story tells the rules' events and keeps the
picture, the layout places everything, the painter draws, the hints point. What it keeps
itself is what the rules leave to the table: its clocks (the claim window, the memorising
countdown, on the base's named timers), the fingers holding a peek pad (the base's
captures), and who has said ready (`Memorising`).

Claims answer on finger-down, so several fingers in the same frame all claim, and computer
players answer on their own reaction clocks (a claim does not restart another's). For
grown-ups the claim window is the table's clock (its CloseWindow when it runs out). In
party mode there is no clock: every person has a "Not mine" pad beside "Mine!" (the rules'
Pass), and the window closes once everyone has answered.

A person who deals turns the cards (ruling MR-R8): the table deals their deals by hand, a
tap on their deck turns each next card once the last one's window has closed, and after
`DEALER_PATIENCE` untouched the table turns it for them. A computer dealer's cards turn at
the table's pace, as they always have.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from engine.drawing import panels, playing_cards
from engine.drawing.display import DisplayList
from engine.drawing.seats import Seat
from engine.game.first_turn import Starting
from engine.game.flight import Flight, Point
from engine.game.hooks import Cues, Pacing, Room, Traits
from engine.game.scene import GameScene
from engine.i18n import tr
from engine.input.pointer import Gesture
from engine.words.banners import plate
from engine.words.telling import BANNER_ROLES
from games.core import TABLE, Action
from games.memorandum.actions import Claim, Deal, DealByHand, Pass, TurnCard
from games.memorandum.rules import CLAIMS, DEALING, MEMORISE, TURN, MemorandumState
from games.memorandum.scene.hints import SeatNow, party_prompt, touch_hints
from games.memorandum.scene.layout import Layout, TableShape
from games.memorandum.scene.memorising import Memorising
from games.memorandum.scene.moment import Clock, Memoriser, Moment, SeatShow
from games.memorandum.scene.painter import Painter, Receivers, clock_soon, face_sizes
from games.memorandum.scene.picture import OwnHands, Picture
from games.memorandum.scene.placing import captions
from games.memorandum.scene.story import BANNERS, MemorandumStory

ALL_BOTS_MEMORISE = 2.0  # nobody at the table needs time to memorise
WINDOW = "claim-window"  # timer: the open claim window (grown-ups)
MEMORISING = "memorising"  # timer: the memorising countdown (pass-and-play: one turn's)
PEEK = "peek"  # captured by a finger holding a peek pad: (PEEK, seat)
DEALER_PATIENCE = (
    20.0  # seconds a person who deals may leave the next card before the table turns it
)


def reaction_time(rng: random.Random) -> float:
    """A computer player's reaction time to a called card."""
    return 0.35 + rng.random() * 0.9


def first_dealer(state: MemorandumState) -> Starting | None:
    """The first dealer of a classic match (the house deals alone: nobody)."""
    if state.opts.house:
        return None
    dealer = state.deals[0].dealer
    return Starting(dealer, "memorandum.deals_first", "memorandum.deals_first_random", "🃏")


def house_result(state: MemorandumState) -> list[str]:
    if not state.opts.house:
        return []
    return [tr("memorandum.house_result", score=state.house_total)]


class MemorandumScene(GameScene):
    name = "memorandum"
    traits = Traits(
        restart_thinking=False,  # each computer player answers a call on its own clock
        flights_over_panels=True,  # called cards land on the seats' panels
        think_seconds=reaction_time,
        who_starts=first_dealer,
        results_extra=house_result,
    )
    story: MemorandumStory
    state: MemorandumState

    def __init__(self, app, setup, resume=None) -> None:
        super().__init__(app, setup, resume)
        opts = self.state.opts
        self.memorising = Memorising(self.tablet)
        self.own_hands = OwnHands(lambda seat: self.state.view(seat))
        self.painter = Painter(bool(opts.four_colour), setup.kids)
        if app.settings.peek_by_tap:
            self.painter.peek_words = "memorandum.peek_tap"
        if not self.party.words:  # party mode: pads, counts and captions in pictures
            self.painter.peek_words = self.painter.won_word = ""
        if self.state.phase == CLAIMS:  # a resumed game: its clocks start afresh
            self.story.open_window()
        elif self.state.phase == MEMORISE:
            self.story.begin_memorising()

    def make_story(self) -> MemorandumStory:
        return MemorandumStory(self, self.setup.players)

    @property
    def picture(self) -> Picture:
        return self.story.picture

    @property
    def human_receivers(self) -> list[int]:
        return [s for s in self.state.receivers if self.is_human(s)]

    @property
    def tablet(self) -> bool:
        return self.app.settings.orientation == "tablet"

    def layout(self) -> None:
        slots = [tuple(self.panels.slot(seat)) for seat in self.seats]
        shape = TableShape(
            table=self.table,
            seats=tuple(self.seats),
            unit=self.unit,
            tablet=self.tablet,
            prompts=self.setup.kids,
            clocks=self.party.clocks,
            words=self.party.words,
            humans=frozenset(self.setup.human_seats),
            touch_slop=self.touch_slop,
            target_size=self.target_size,
            slots=slots,
            house=bool(self.state.opts.house),
        )
        self.geometry = Layout(shape)
        for size in face_sizes(self.geometry):
            playing_cards.open_face_type(size)  # not in the frame a card first shows

    # --- the table's clocks (the story says when they start) ----------------------------
    def memorising_began(self) -> None:
        self.memorising.start(self.state.receivers, self.human_receivers)
        self.timers.start(MEMORISING, self.app.now, self._memorise_seconds, shown_only=True)

    def window_opened(self) -> None:
        """A called card is face up: the window's clock runs, and the computer players
        start thinking about this card afresh."""
        self.timers.start(WINDOW, self.app.now, self.window_seconds, shown_only=True)
        self.match.stop_thinking()

    def peeks_ended(self) -> None:
        for seat in range(self.setup.players):
            self.peeks.end((PEEK, seat))

    @property
    def _memorise_seconds(self) -> float:
        return float(self.state.opts.memorise_seconds)

    @property
    def window_seconds(self) -> float:
        """The claim window's clock (grown-ups only: in party mode the window waits for
        every answer instead, see `_table_delay`)."""
        return float(self.state.opts.claim_seconds)

    def _left(self, timer: str) -> float:
        left = self.timers.remaining(timer, self.app.now)
        return 0.0 if left is None else left

    def table_move(self, action: Action) -> Action:
        """The table deals a person's deal by hand: they turn its cards (MR-R8)."""
        if action == Deal() and self._person_deals_next():
            return DealByHand()
        return action

    def _person_deals_next(self) -> bool:
        state = self.state
        if DealByHand() not in state.legal_actions(TABLE):
            return False  # the house deals
        return self.is_human(state.deals[state.deal + 1].dealer)

    def pacing(self) -> Pacing:
        """People answer while the claim window is open, or memorise, and the dealer turns
        the next card once the table has shown the last; computer players answer a called
        card, and a computer at a seat shown as a person's (the audit's table) turns the
        cards it deals by hand; the table deals, ends the memorising, closes the window and
        turns a card a dealer has left, on its clocks."""
        state, picture = self.state, self.picture
        if state.phase == TURN:
            return Pacing(self.timeline.idle, self._table_delay(), True)
        claims = state.phase == CLAIMS
        people = picture.window_open if claims else picture.phase == MEMORISE
        return Pacing(people, self._table_delay(), claims and picture.window_open)

    def _table_delay(self) -> float | None:
        state = self.state
        if state.phase == DEALING:
            return 0.5 if state.deal < 0 else 1.0
        if state.phase == MEMORISE:
            return self._memorise_delay()
        if state.phase == TURN:
            return DEALER_PATIENCE  # a dealer who has left the table: it turns the card
        if not self.picture.window_open:
            return None
        if not (set(state.receivers) & state.to_act()):
            return 0.35  # everyone has answered: no need to wait
        if not self.party.clocks:
            return None  # party mode: the window waits until everyone has answered
        return self._left(WINDOW)

    def _memorise_delay(self) -> float | None:
        if self.picture.phase != MEMORISE:
            return None
        if not self.memorising.people:
            return ALL_BOTS_MEMORISE
        if self.tablet:
            return 0.0 if self.memorising.looking() is None else None
        if self.memorising.all_ready():
            return 0.3
        if not self.party.clocks:
            return None  # no time pressure for children: they say when they are ready
        return self._left(MEMORISING)

    def advance(self, dt: float) -> None:
        for seat in range(self.setup.players):  # what painting will show of their hands
            if self._may_look(seat):
                self.own_hands.look(seat, self.state.deal)
        now = self.app.now
        turns = self.tablet and self.picture.phase == MEMORISE and self.party.clocks
        looking = turns and self.memorising.looking() is not None
        if looking and self.timers.expired(MEMORISING, now):
            self._next_memoriser()

    def _next_memoriser(self) -> None:
        self.memorising.next_turn()
        self.timers.start(MEMORISING, self.app.now, self._memorise_seconds, shown_only=True)
        self.peeks_ended()
        self.set_table_clock(None)
        self.play("tick")

    # --- people ------------------------------------------------------------------------
    def turn_cues(self) -> Cues:
        """While memorising the rules wait on the table alone: the hand helps every child
        still memorising, not only the seats on turn."""
        memorising = self.picture.phase == MEMORISE and self.paused_at is None
        helped = self.human_receivers if memorising else None
        return Cues(helped=helped, touches=self.touch_hints)

    def seat_now(self, index: int) -> SeatNow:
        state, picture = self.state, self.picture
        return SeatNow(
            plays=self.is_human(index) and index in state.receivers and index != picture.dealer,
            claims=state.phase == CLAIMS,
            to_answer=picture.window_open and index in state.to_act(),
            memorising=picture.phase == MEMORISE,
            looking=self.memorising.my_turn(index),
            ready=index in self.memorising.ready,
            peek_pad=self.app.settings.privacy and not self.peeking(index),
            turns=bool(self._deck(index)),
        )

    def touch_hints(self, seat: int) -> list[Point]:
        if not 0 <= seat < len(self.seats):
            return []
        return touch_hints(self.seats[seat], self.geometry, self.seat_now(seat))

    def party_prompt(self, index: int) -> tuple[str, str] | None:
        if not self.geometry.seat_prompts:
            return None
        return party_prompt(self.seat_now(index), self.tablet)

    def peeking(self, seat: int) -> bool:
        return self.peeks.shown((PEEK, seat))

    def hand_faces(self, index: int) -> tuple[str, ...] | None:
        """The faces a seat's hand shows now, or None for face down: every hand after the
        reveal; before it only the owner's own, while it memorises at a table and (privacy
        on) holds its peek pad."""
        picture = self.picture
        if picture.hands:
            return picture.hands[index]
        if self.tablet or not self._may_look(index):
            return None
        return self.own_hands.of(index, self.state.deal)

    def _may_look(self, index: int) -> bool:
        """Whether the table may show a person their own hand now: while memorising, at a
        table or on a tablet when it is their turn to look, and with privacy on while they
        hold their peek pad."""
        if self.picture.phase != MEMORISE or not self.is_human(index):
            return False
        if self.phones.joined(index):
            return False  # the hand shows on its owner's phone, not on the table
        if self.tablet and self.memorising.looking() != index:
            return False
        return not self.app.settings.privacy or self.peeking(index)

    # --- touches --------------------------------------------------------------------------
    def on_gesture(self, gesture: Gesture) -> None:
        if gesture.kind != "down":
            return  # a lifted finger lets go of its peek pad (the base releases captures)
        for seat in self.seats:
            if self._touch_seat(seat, gesture):
                return

    def _deck(self, index: int) -> bool | None:
        """Whether a person dealing by hand may turn the next card now (their deck lies in
        front of them while the cards are called; None: no deck there)."""
        state, picture = self.state, self.picture
        if not state.by_hand or index != picture.dealer or picture.phase != "claims":
            return None
        return state.phase == TURN and self.timeline.idle

    def _touch_seat(self, seat: Seat, gesture: Gesture) -> bool:
        index, pos, at = seat.index, gesture.pos, self.geometry
        deck = self._deck(index)
        if deck is not None and at.pad_at(seat, {"deck": at.lone_pad(seat)}, pos):
            if deck:
                self.try_act(index, TurnCard(), ("deck", index))
            else:  # the claims on the last card are still open
                self.refuse(("deck", index))
            return True
        receiver = index in self.state.receivers
        if self.state.phase == CLAIMS or self.picture.phase == "claims":
            pad = at.pad_at(seat, at.claim_pads(seat), pos)
            if pad is None:
                return False
            if not receiver or not self.is_human(index) or not self.picture.window_open:
                self.refuse((pad, index))
            else:
                answer = Claim if pad == "mine" else Pass
                self.try_act(index, answer(self.state.call), (pad, index))
            return True
        if self.picture.phase != MEMORISE or not receiver or not self.is_human(index):
            return False
        pad = at.pad_at(seat, {"peek": at.peek_rect(seat), "ready": at.ready_rect(seat)}, pos)
        if pad == "peek":
            if self.memorising.my_turn(index) and not self.phones.joined(index):
                self.peeks.hold(gesture, (PEEK, index))
            else:
                self.refuse(("peek", index))
            return True
        if pad == "ready" and self.memorising.my_turn(index):
            self._say_ready(index)
            return True
        return False

    def _say_ready(self, seat: int) -> None:
        self.memorising.say_ready(seat)
        self.play("tap", seat)
        if self.tablet:
            self._next_memoriser()
        self.set_table_clock(None)  # the table looks at its clock again

    # --- painting ------------------------------------------------------------------------
    def paint_table(self, frame: DisplayList, alpha: float) -> None:
        """The table as the moment shows it, and what it will show next, painted ahead:
        the called card's face, the pads' next looks, the clocks' numbers, the banners
        facing each way they show."""
        self.painter.paint(frame, self.picture, self.geometry, self._moment())
        receivers = [(self.seats[i], self.is_human(i)) for i in self.state.receivers]
        seconds = None
        if self.party.clocks:
            memorise = float(self.state.opts.memorise_seconds) if self.human_receivers else 0.0
            seconds = max(self.window_seconds, memorise)
        picture = self.picture
        key = (self.painter, picture.phase, picture.card, picture.window_open, picture.dealer)
        key += (tuple(picture.sizes), tuple((s.index, human) for s, human in receivers), seconds)
        frame.group(self.geometry, key, lambda said: self._say_soon(said, receivers, seconds))

    def _say_soon(self, frame: DisplayList, receivers: Receivers, seconds: float | None) -> None:
        """What shows soon (the painter's, the clock's numbers) and the banners."""
        self.painter.soon(frame, self.picture, self.geometry, receivers)
        if seconds is not None:
            clock_soon(frame, seconds, self.unit)
        angles = sorted({angle for _, angle in self.geometry.banner_spots()})
        for emoji, key in BANNERS:  # each pops up in a frame busy enough already
            for angle in angles:
                for role in BANNER_ROLES:  # smaller where the larger finds no room
                    frame.ahead(plate(emoji, tr(key), self.unit, role=role), angle)

    def paint_flight(self, frame: DisplayList, flight: Flight, pos: Point) -> None:
        self.painter.paint_flight(frame, flight.what, self.geometry.pile_size, pos)

    def _moment(self) -> Moment:
        picture, people = self.picture, bool(self.human_receivers)
        clocks = self.party.clocks
        memorise = window = None
        if picture.phase == MEMORISE and clocks and people:
            memorise = Clock(self._left(MEMORISING), self._memorise_seconds)
        if picture.window_open and clocks:
            window = Clock(self._left(WINDOW), self.window_seconds)
        return Moment(
            now=self.app.now,
            seats=[self._seat_show(seat) for seat in self.seats],
            memorise=memorise,
            window=window,
            memorise_words=self._memorise_words(),
            memoriser=self._memoriser() if self.tablet else None,
        )

    def _memoriser(self) -> Memoriser | None:
        """Pass-and-play: whose hand shows in the middle now (privacy on: while held)."""
        who = self._looking()
        if who is None:
            return None
        faces = self.own_hands.of(who, self.state.deal) if self._may_look(who) else None
        return Memoriser(who, self.seat_name(who), faces)

    def _looking(self) -> int | None:
        """Pass-and-play: the seat whose turn it is to memorise, while hands are memorised."""
        return self.memorising.looking() if self.picture.phase == MEMORISE else None

    def _seat_show(self, seat: Seat) -> SeatShow:
        index, picture = seat.index, self.picture
        human = self.is_human(index)
        return SeatShow(
            seat=seat,
            human=human,
            receiver=index in self.state.receivers,
            faces=self.hand_faces(index),
            looking=human and self.memorising.my_turn(index),
            ready=index in self.memorising.ready,
            waiting=human and picture.window_open and index in self.state.to_act(),
            shakes={key: self.shake_dx((key, index)) for key in ("mine", "pass", "deck")},
            prompt=self.party_prompt(index),
            peek=self._peek_pad(index),
            deck=self._deck(index),
        )

    def room_for_words(self) -> Room:
        return Room(self.keep_clear(), self.geometry.banner_spots())

    def keep_clear(self) -> list[pygame.Rect]:
        """The table's words (banners, notices, pops) never hide the called card, the
        piles, a hand or a pad, nor the table's own captions, where they lie or are about
        to (`placing.captions`)."""
        boxes = self.geometry.keep_clear()
        keep = [
            pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))
            for x0, y0, x1, y1 in boxes
        ]
        memorise = self.picture.phase == MEMORISE and self._memorise_words()
        who = self._looking() if self.tablet else None
        memoriser = (who, self.seat_name(who)) if who is not None else None
        return keep + captions(self.geometry, self.picture, memorise, memoriser)

    def _memorise_words(self) -> bool:
        """ "Memorise your cards!" shows in the middle while hands are memorised (not on
        a tablet, nor where the children's prompts say it in front of them)."""
        return not self.tablet and not (self.geometry.seat_prompts and self.human_receivers)

    # --- panels, results -----------------------------------------------------------------
    def shown_scores(self) -> list[float]:
        """The totals count each card's points as it lands at the reveal."""
        return [float(total) for total in self.picture.totals]

    def panel_part(self, seat: int) -> tuple[Any, panels.PanelPart]:
        """The seat's won cards (the last one and how many), the dealer's hat, or while it
        memorises with privacy on its peek pad."""
        picture, peek = self.picture, self._peek_pad(seat)
        won, dealer = picture.won[seat], seat == picture.dealer
        colour = self.seats[seat].colour
        paint = self.painter.panel_part(colour, self.unit, peek, dealer, won)
        return (dealer, tuple(won[-1:]), len(won), peek), paint

    def _peek_pad(self, seat: int) -> bool | None:
        """Whether the seat's peek pad is held (None: no peek pad on the panel now)."""
        if not self.app.settings.privacy or self.picture.phase != MEMORISE:
            return None
        if seat not in self.state.receivers or not self.is_human(seat):
            return None
        if self.phones.joined(seat):
            return None  # the hand shows on the phone: nothing to peek at here
        return self.peeking(seat) if self.memorising.my_turn(seat) else None
