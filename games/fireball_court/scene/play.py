"""Fireball Court on the table: two players at opposite edges, the Court in the middle.

The scene wires the parts together and turns touches into moves: a card dragged onto the
Court, or tapped and then the Court. The story (`story.py`) keeps the picture the table
shows and tells each move; the layout says where things lie, the painter says what the
table shows, and `hints.py` holds the prompts and party mode's help. A finger down on a
card of a person's hand holds it (`self.captures`): with privacy on, the hand shows while
it is held.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import pygame

import games.fireball_court.scene.clear as clear
import games.fireball_court.scene.hints as hints
import games.fireball_court.scene.painter as painter
from engine.drawing import panels
from engine.drawing.display import OVER_FLIGHTS, DisplayList, Image
from engine.game.flight import Flight, Point
from engine.game.hooks import Cues, Pacing, Room, Traits
from engine.game.scene import GameScene
from engine.input.pointer import Gesture
from games.fireball_court.actions import Play
from games.fireball_court.rules import FireballState
from games.fireball_court.scene.faces import demo_piece
from games.fireball_court.scene.layout import CourtLayout
from games.fireball_court.scene.painter import BoardLook, SideLook
from games.fireball_court.scene.picture import Picture
from games.fireball_court.scene.sparks import pictures as spark_pictures
from games.fireball_court.scene.story import FireballStory

HAND = "hand"  # peek by tap: (HAND, seat) is a hand a touch keeps open a while


@dataclass(frozen=True)
class Hold:
    """What a finger on a hand card holds: that hand open to its owner and, while it
    `drags` (only the latest finger of the player on turn), the card it carries."""

    seat: int
    card: int
    drags: bool
    pos: Point


class FireballCourtScene(GameScene):
    name = "fireball-court"
    traits = Traits(demo_piece=demo_piece)  # the cards of the how-to's demonstrations
    state: FireballState
    story: FireballStory
    soon: list[tuple[Image, int]]  # what the table may show next, to paint ahead: by `layout`

    def __init__(self, app, setup, resume=None) -> None:
        super().__init__(app, setup, resume)
        self.selected: int | None = None  # the card chosen by a tap, lifted
        self.asked_round: int | None = None  # the round after which a tap asked for more

    def make_story(self) -> FireballStory:
        """The story, and the first layout it places cards by (`layout` renews both)."""
        self.geometry = self._measure()
        sight = frozenset(self.setup.human_seats) or frozenset((0, 1))  # a demo shows both hands
        return FireballStory(
            self, self.geometry, lambda: self.state, sight, self.seat_name, self.setup.seed
        )

    @property
    def picture(self) -> Picture:
        return self.story.picture

    @property
    def tablet(self) -> bool:
        return self.app.settings.orientation == "tablet"

    # --- layout ----------------------------------------------------------------------------
    def layout(self) -> None:
        self.geometry = self._measure()
        self.story.place(self.geometry)
        soon = painter.faces_ahead(self.geometry)
        self.soon = soon + [(image, 0) for image in spark_pictures(self.unit)]

    def _measure(self) -> CourtLayout:
        return CourtLayout.build(self.table, self._bottom_seat(), self.tablet, self.unit)

    def _bottom_seat(self) -> int:
        if self.tablet:
            humans = self.setup.human_seats
            return humans[0] if humans else 0
        return next((s.index for s in self.seats if s.edge == "bottom"), 0)

    # --- who may do what -------------------------------------------------------------------
    def open_hand(self, seat: int) -> bool:
        """Are this seat's cards face up at its place? Computers' hands never are; with two
        people and privacy on, a hand shows only while its owner holds a finger on it."""
        if not self.setup.human_seats:
            return True  # a computer-only demo: the onlookers see both hands
        if not self.is_human(seat) or self.phones.joined(seat):
            return False  # a hand on a phone is not shown on the table
        two_people = len(self.setup.human_seats) == 2
        if not (self.app.settings.privacy and two_people) or self.setup.kids:
            return True
        held = any(hold.seat == seat for _, hold in self.captures.items())
        held = held or self.peeks.shown((HAND, seat))  # peek by tap
        return held or (self._drag() is not None and seat == self.state.on_turn)

    def may_play(self, seat: int) -> bool:
        """May this seat play a card from the table now? (A hand on a phone is played from
        the phone.)"""
        return self._to_play(seat) and not self.phones.joined(seat)

    def _to_play(self, seat: int) -> bool:
        state = self.state
        return (
            self.is_human(seat)
            and self.input_open()
            and state.phase == "play"
            and state.on_turn == seat
        )

    def hand_glows(self, seat: int, card: int) -> bool:
        return self.may_play(seat) and self.open_hand(seat) and self.selected in (None, card)

    @property
    def next_round_asked(self) -> bool:
        return self.asked_round == self.state.round_no

    def waiting_for_next_round(self) -> bool:
        """The round is counted and shown, and the table has said its words (the prompt
        would come up where they lie); a tap from anybody starts the next one."""
        return (
            self.state.phase == "round_over"
            and bool(self.setup.human_seats)
            and not self.next_round_asked
            and self.timeline.idle
            and self.picture.summary is not None
            and self.banner is None
        )

    def pacing(self) -> Pacing:
        return Pacing(table_delay=self._table_delay())

    def _table_delay(self) -> float | None:
        phase = self.state.phase
        if phase == "draw":
            return 0.15
        if phase == "deal":
            return 0.4
        if phase == "round_over":
            if not self.setup.human_seats:
                return 3.0
            return 0.0 if self.next_round_asked else None
        return 0.0

    def turn_cues(self) -> Cues:
        """Nobody's turn shows before the cards dealt or drawn to the hands have landed;
        between rounds the table is on turn, yet every child may start the next one."""
        on_turn = [] if any(self.picture.landing) else None
        helped = self.setup.human_seats if self.waiting_for_next_round() else None
        return Cues(on_turn, helped, self.touch_hints)

    def shown_scores(self) -> tuple[int, int]:
        return self.picture.scores()

    # --- touches -----------------------------------------------------------------------------
    def on_gesture(self, gesture: Gesture) -> None:
        kind = gesture.kind
        if self.state.phase == "round_over" and kind == "tap":
            self._ask_next_round()
        elif kind == "down":
            self._down(gesture)
        elif kind == "drag":
            self._move(gesture)
        elif kind in ("up", "cancel"):
            self._lift(gesture)
        elif kind == "tap":
            self._tap(gesture.pos)

    def _ask_next_round(self) -> None:
        if self.timeline.idle and self.setup.human_seats and not self.next_round_asked:
            self.asked_round = self.state.round_no
            self.play("tap")

    def _drag(self) -> Hold | None:
        return next((hold for _, hold in self.captures.items() if hold.drags), None)

    def _down(self, gesture: Gesture) -> None:
        hit = self._hand_card_at(gesture.pos)
        if hit is None:
            return
        seat, card = hit
        if self.app.settings.peek_by_tap:  # each touch keeps the hand open a few seconds
            self.peeks.renew((HAND, seat))
        drags = self.may_play(seat)
        if drags:  # one card in the air at a time: the latest finger takes it
            for pointer, hold in self.captures.items():
                self.captures.grab(pointer, replace(hold, drags=False))
        self.captures.grab(gesture.pointer, Hold(seat, card, drags, gesture.pos))

    def _move(self, gesture: Gesture) -> None:
        hold = self.captures.holding(gesture.pointer)
        if hold is not None and hold.drags:
            self.captures.grab(gesture.pointer, replace(hold, pos=gesture.pos))

    def _lift(self, gesture: Gesture) -> None:
        hold = self.captures.release(gesture.pointer)
        if hold is None or not hold.drags:
            return
        moved = math.dist(gesture.pos, gesture.start) > self.geometry.card[0] * 0.3
        if moved and self.geometry.on_court(gesture.pos):
            self.selected = None
            self.try_act(self.state.on_turn, Play(hold.card), ("card", hold.card))

    def _tap(self, pos: Point) -> None:
        hit = self._hand_card_at(pos)
        if hit is not None:
            seat, card = hit
            if not self.may_play(seat):
                self.refuse(("card", card))
            else:
                self.selected = None if self.selected == card else card
                self.play("tap", seat, 0.5)
            return
        if self.geometry.on_court(pos):
            seat = self.state.on_turn
            if self.selected is not None and self.may_play(seat):
                card, self.selected = self.selected, None
                self.try_act(seat, Play(card), ("card", card))
            else:
                self.refuse("court")

    def _hand_card_at(self, pos: Point) -> tuple[int, int] | None:
        """The hand card under a finger. In party mode a touch within `touch_slop` of a
        card counts too, unless it lies on the Court's own touch area: the Court keeps
        its touches."""
        hands = {
            s: self.picture.in_hand(s)
            for s in (0, 1)
            if self.is_human(s) and not self.phones.joined(s)
        }
        hit = hints.card_under(self.geometry, hands, self.selected, pos, 0.0)
        if hit is not None or not self.touch_slop or self.geometry.on_court(pos):
            return hit
        return hints.card_under(self.geometry, hands, self.selected, pos, self.touch_slop)

    def touch_hints(self, seat: int) -> list[Point]:
        if self.waiting_for_next_round():
            angle = self.geometry.angle_of(seat)
            return [hints.next_round_spot(self._prompt_spots(), angle)]
        if self.phones.joined(seat):
            return self.phones.pointed(seat) if self._to_play(seat) else []
        if not self.may_play(seat):
            return []
        drag = self._drag()
        picture, dragged = self.picture, drag.card if drag else None
        hand, court = picture.hands[seat], picture.court
        return hints.play_hints(self.geometry, seat, hand, court, self.selected, dragged)

    def advance(self, dt: float) -> None:
        """Painting only reads, so the sparks that burnt out are forgotten here."""
        self.story.sparks.prune(self.now)

    # --- painting ----------------------------------------------------------------------------
    def paint_table(self, frame: DisplayList, alpha: float) -> None:
        """The board (the Court, the pile, the score track, each side); above the cards in
        the air the sparks, the card in a finger, the round's summary and the prompts."""
        geometry, now = self.geometry, self.now
        painter.paint_board(frame, geometry, self.picture, self._look())
        painter.paint_ahead(frame, self.soon, self.app.frames)
        with frame.at(OVER_FLIGHTS):
            self.story.sparks.paint(frame, now, self.unit)
            drag = self._drag()
            if drag is not None:
                angle = geometry.angle_of(self.state.on_turn)
                painter.paint_dragged(frame, geometry, drag.card, drag.pos, angle)
            if self.state.phase in ("round_over", "over"):
                painter.paint_summary(frame, geometry, self.picture, self.seat_name)
            for seat in (0, 1):
                if self.may_play(seat):
                    chosen = self.selected is not None
                    reading = self.party.words
                    hints.paint_play_prompt(frame, geometry, seat, chosen, now, reading)
            if self.waiting_for_next_round():
                spots, reading = self._prompt_spots(), self.party.words
                hints.paint_next_round_prompts(frame, spots, now, self.unit, reading)

    def _look(self) -> BoardLook:
        drag = self._drag()
        dragged = drag.card if drag else None
        sides = [
            SideLook(
                self.open_hand(seat),
                self.selected,
                dragged,
                tuple(self.shake_dx(("card", card)) for card in hand),
                tuple(self.hand_glows(seat, card) for card in hand),
            )
            for seat, hand in enumerate(self.picture.hands)
        ]
        target = self.state.public_view().target
        scores = self.shown_scores()
        shake, flying, reading = self.shake_dx("court"), bool(self.flights), self.party.words
        return BoardLook(shake, flying, scores, target, (*sides,), reading)

    def paint_flight(self, frame: DisplayList, flight: Flight, pos: Point) -> None:
        painter.paint_flight(frame, self.geometry, flight.what, flight.along(self.now), pos)

    def _prompt_spots(self) -> list[hints.PromptSpot]:
        summary = self.picture.summary
        if summary is None:
            return []
        shown = painter.summary(summary, self.picture.share, self.seat_name, self.unit)
        return hints.prompt_spots(self.geometry, shown.size[1])

    def room_for_words(self) -> Room:
        return Room(self.keep_clear(), self.geometry.banner_spots())

    def keep_clear(self) -> list[pygame.Rect]:
        """The table's words never hide the round's summary (each player reads the count),
        nor where something is about to show (`clear`): the hands, the captured piles
        and the Court's stacks where cards land (the rules, read as the table may see
        them, are ahead of the picture), the Court's name, and the prompt of a person whose
        turn it is or comes once the cards land."""
        geometry, picture, view = self.geometry, self.picture, self.state.public_view()
        keep = []
        for seat in (0, 1):
            count = max(view.hand_counts[seat], len(picture.hands[seat]))
            keep += clear.hand(geometry, seat, count)
            keep += clear.piles(geometry, seat, (*view.captured[seat], *picture.piles[seat]))
        keep += clear.court_cards(geometry, view.court)
        if not picture.court and self.party.words:
            keep += clear.court_name(geometry)
        if view.phase in ("draw", "play") and self.is_human(view.on_turn):
            keep += clear.play_prompt(geometry, view.on_turn)
        summary = picture.summary
        if summary is None or view.phase not in ("round_over", "over"):
            return keep
        shown = painter.summary(summary, picture.share, self.seat_name, self.unit)
        return keep + painter.summary_rects(geometry, shown)

    # --- panels --------------------------------------------------------------------------------
    def panel_part(self, seat: int) -> tuple[tuple[int, bool], panels.PanelPart]:
        """The target, and whether this seat started the round."""
        view = self.state.public_view()
        target, started, unit = view.target, view.starter == seat, self.unit
        reading = self.party.words

        def paint(raster, surface: pygame.Surface, slot: pygame.Rect) -> None:
            painter.paint_panel(raster, surface, slot, unit, target, started, reading)

        return (target, started), paint
