"""MemoDiXe on the table: the 3 x 3 square in the middle, thrown dice, a "DiXe!" pad at
every seat, and a secret square facing the player who peeks (eye) or swaps (hat).

This module is the wiring: touches become actions by the phase the rules are in, and the
base's hooks hand out to the layout (where things are), the story and its picture (what
the table shows now), the painter and the hints.

Party mode (`setup.kids`): pads and buttons grow (`target_size`), a touch just outside the
square still finds the nearest die, the prompt in front of the player has a picture for
every phase, a pointing hand shows what may be touched, and a pair that does not match
stays up until the child who turned it taps it back (no clock; bots keep the clock).
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from engine.drawing import panels, theme
from engine.drawing.display import DisplayList, Image, Raster
from engine.drawing.motion import MOTION
from engine.drawing.seats import seat_at
from engine.drawing.widgets import Button
from engine.game.first_turn import Starting
from engine.game.flight import Flight
from engine.game.hooks import Cues, Pacing, Room, Traits
from engine.game.scene import GameScene
from engine.i18n import tr
from engine.input.pointer import Gesture
from engine.physics.world import TableFriction
from games.memodixe import rules
from games.memodixe.actions import CallDixe, Give, GoOn, Keep, Pick, Steal, TurnOver
from games.memodixe.scene.dice_table import DiceTable
from games.memodixe.scene.hints import (
    PROMPT_EMOJI,
    SECRET_PHASES,
    TURN_BACK,
    choice_buttons,
    move_hints,
    prompt,
    turn_back_hints,
)
from games.memodixe.scene.layout import Layout, Point
from games.memodixe.scene.painter import (
    paint_cover,
    paint_glide,
    paint_prompt,
    paint_reserve_and_aside,
    paint_secret_square,
    paint_square,
    paint_won,
    soon,
)
from games.memodixe.scene.picture import Picture
from games.memodixe.scene.sprites import demo_piece
from games.memodixe.scene.story import COVER, DixeStory

PEEK_HOLD = "peek"  # what a finger holding the panel open (to see the secret square) holds
SQUARE_ACTIONS = {
    rules.FIRST: TurnOver,
    rules.SECOND: TurnOver,
    rules.KEEP: Keep,
    rules.REROLL: Pick,
    rules.ASIDE: Pick,
    rules.LAST: Pick,
}


class MemoDixeScene(GameScene):
    traits = Traits(
        score_words=("🎲", "memodixe.dice"),  # the score counts the dice won
        # the youngest starts (their seat chosen at setup), or a seat drawn at random
        who_starts=lambda state: Starting(state.turn, picture="🧒"),
        demo_piece=demo_piece,  # the dice of the how-to's demonstrations
    )
    story: DixeStory
    geometry: Layout  # where things are: computed at the first layout and on every resize
    soon: tuple[tuple[Image, int], ...]  # ... and the pictures to paint ahead at its sizes

    def __init__(self, app, setup, resume=None) -> None:
        self.dice: DiceTable | None = None  # made at the first layout (the base's start-up
        # syncs the story, which clears any dice in the air)
        super().__init__(app, setup, resume)
        self.pads: dict[int, Button] = {}
        self.back_pads: dict[int, Button] = {}
        self.secret_open = False  # a tap on the panel keeps the secret square open

    def make_story(self) -> DixeStory:
        return DixeStory(self, random.Random(self.setup.seed ^ 0x5EED))

    @property
    def picture(self) -> Picture:
        return self.story.picture

    def memorise_seconds(self) -> float:
        """How long a turned pair stays up: the rules' option (a table's longer clocks
        lengthen it), longer still in party mode."""
        seconds = float(self.state.opts.memorise_seconds)
        return seconds * (1.6 if self.setup.kids else 1.0)

    def waits_for_hand(self, seat: int) -> bool:
        """Does a pair that `seat` turned wait for their tap instead of a clock?"""
        return not self.party.clocks and self.is_human(seat)

    # --- layout -------------------------------------------------------------------------
    def layout(self) -> None:
        u = self.unit
        pads, choices = self.target_size(190, 62), self.target_size(220, 62)
        words = tuple(prompt(phase)[1] for phase in PROMPT_EMOJI)
        self.geometry = Layout.compute(self.table, tuple(self.seats), u, pads, choices, words)
        self.soon = soon(self.geometry, self._cover_words())
        rolling, posts = self.geometry.rolling_area, self.geometry.posts(self.corners)
        if self.dice is None:
            self.dice = DiceTable(rolling, u, posts)
            self.dice.world.on_hit = self._hit
        else:
            self.dice.resize(rolling, u, posts)
        self.dice.world.friction = TableFriction(
            linear_decel=1100 * u, drag=0.4, max_speed=2600 * u, max_spin=26
        )
        self._layout_pads()

    def _cover_words(self) -> dict[int, str]:
        """The cover's words for each seat, if the secret powers are played."""
        if not self.state.opts.secret_powers:
            return {}
        return {s.index: self._secret_words(s.index) for s in self.seats}

    def _secret_words(self, seat: int) -> str:
        return tr("memodixe.secret", name=self.seat_name(seat))

    def _layout_pads(self) -> None:
        """In front of every seat, one row: the prompt (or the 🔄 pad) on the left, the
        DiXe! pad on the right. Both pads grow in party mode."""
        u, size = self.unit, self.geometry.pad_size
        self.pads = {}
        self.back_pads = {}
        for seat in self.seats:
            self.back_pads[seat.index] = Button(
                self.party.said(tr("memodixe.turn_back")),  # party mode: the 🔄 alone
                self.geometry.prompt_centre(seat),
                size,
                self.story.turn_back_by_hand,
                seat,
                theme.GOLD,
                TURN_BACK,
                unit=u,
            )
            pad = Button(
                self.party.said(tr("memodixe.dixe")),  # party mode: the 📣 alone
                self.geometry.dixe_centre(seat),
                size,
                lambda s=seat.index: self.try_act(s, CallDixe(), ("pad", s)),
                seat,
                (226, 96, 40),
                "📣",
                enabled=False,
                unit=u,
            )
            self.pads[seat.index] = pad
            self.buttons.append(pad)

    def _hit(self, _a, _b, strength: float) -> None:
        self.play("tap", volume=min(1.0, strength / (900 * self.unit)))

    # --- the table's state ----------------------------------------------------------------
    def advance(self, dt: float) -> None:
        self.dice.world.step(dt)
        actor = self.actor()
        for seat, pad in self.pads.items():
            pad.enabled = (
                seat == actor
                and self.is_human(seat)
                and self.state.phase == rules.FIRST
                and self.state.can_call
                and self.moves_open()
            )
            # "Go on" / "End the game" take the whole row in front of the caller
            shown = any(b is pad for b in self.buttons)
            if shown and seat == actor and self.state.phase == rules.GO_ON:
                self.buttons = [b for b in self.buttons if b is not pad]
            elif not shown and not (seat == actor and self.state.phase == rules.GO_ON):
                self.buttons.append(pad)
        if self.state.phase not in SECRET_PHASES:
            self.captures.release_item(PEEK_HOLD)
            self.secret_open = False

    def actor(self) -> int | None:
        seats = self.state.active_seats()
        return seats[0] if seats else None

    def moves_open(self) -> bool:
        """May the player on turn make a move? Only once the table has shown the last one."""
        return self.timeline.idle and not self.dice.busy() and not self.flights

    def pacing(self) -> Pacing:
        """People may touch: for a move, or (party mode) to turn a missed pair back."""
        open_ = self.moves_open() or self.picture.hand is not None
        return Pacing(input_open=open_)

    def covered(self) -> bool:
        """The cover of a peek or a swap is still over the square."""
        return (self.timers.remaining(COVER, self.app.now) or 0.0) > 0.0

    def secret_active(self) -> bool:
        return self.covered() or (self.state.phase in SECRET_PHASES and self.timeline.idle)

    def secret_visible(self) -> bool:
        actor = self.actor()
        return (
            actor is not None
            and self.is_human(actor)
            and not self.phones.joined(actor)  # the secret square is on the actor's phone
            and self.state.phase in SECRET_PHASES
            and (self.captures.held(PEEK_HOLD) or self.secret_open)
        )

    @property
    def choices(self) -> list[tuple[Button, GoOn]]:
        """The "go on" / "end the game" buttons while the caller chooses (else none)."""
        actor = self.actor()
        if (
            self.picture.hand is not None
            or actor is None
            or not self.is_human(actor)
            or not self.moves_open()
            or self.state.phase != rules.GO_ON
        ):
            return []
        return choice_buttons(self.geometry, actor)

    # --- input --------------------------------------------------------------------------
    def on_gesture(self, gesture: Gesture) -> None:
        actor = self.actor()
        if gesture.kind == "down" and actor is not None and self.state.phase in SECRET_PHASES:
            if self.seats[actor].contains(gesture.pos):
                self.captures.grab(gesture.pointer, PEEK_HOLD)
            return
        if gesture.kind in ("up", "cancel"):
            return  # (the base lets go of what the finger held)
        if gesture.kind == "flick" and self.dice.throws:
            self.dice.fling(gesture.start, gesture.velocity)
            return
        if gesture.kind == "flick":
            self._swipe_throw(actor, gesture)
            return
        if gesture.kind == "tap" and self.picture.hand is not None:
            self._tap_back(gesture.pos)
            return
        if gesture.kind != "tap" or actor is None or not self.moves_open():
            return
        if not self.is_human(actor):
            self.refuse()
            return
        self._tap(actor, gesture.pos)

    def _swipe_throw(self, actor: int | None, gesture: Gesture) -> None:
        """When throwing a die is the move (the die power's re-roll), a swipe that starts
        on a die throws it, with an extra push the way the finger went."""
        if (
            actor is None
            or self.state.phase != rules.REROLL
            or not self.moves_open()
            or not self.is_human(actor)
        ):
            return
        place = self.geometry.place_at(gesture.start, self.touch_slop)
        if place is not None and self.try_act(actor, Pick(place), ("place", place)):
            self.story.swipe = gesture.velocity

    def _tap_back(self, pos: Point) -> None:
        """While a missed pair waits (party mode): a tap on the dice or on the 🔄 pad in
        front of the child who turned them puts them back; other touches do nothing."""
        hand = self.picture.hand
        assert hand is not None
        pad = self.back_pads.get(hand.seat)
        if pad is not None and pad.tap(pos):
            return
        slop = round(self.touch_slop)
        if self.geometry.square_rect.inflate(2 * slop, 2 * slop).collidepoint(pos):
            self.story.turn_back_by_hand()

    def _tap(self, actor: int, pos: Point) -> None:
        phase = self.state.phase
        if phase == rules.GO_ON:
            for button, action in self.choices:
                if button.contains(pos):
                    self.try_act(actor, action, ("go", action.go))
                    return
            self.refuse()
        elif phase in SECRET_PHASES:
            self._tap_secret(actor, pos)
        elif phase in (rules.STEAL, rules.GIVE):
            seat = seat_at(self.seats, pos)
            if seat is None:
                self.refuse()
                return
            action = Steal(seat) if phase == rules.STEAL else Give(seat)
            self.try_act(actor, action, ("seat", seat))
        else:
            place = self.geometry.place_at(pos, self.touch_slop)
            if place is not None:
                self.try_act(actor, SQUARE_ACTIONS[phase](place), ("place", place))

    def _tap_secret(self, actor: int, pos: Point) -> None:
        if self.secret_visible():
            place = self.geometry.mini_place_at(actor, pos)
            if place is not None:
                self.try_act(actor, Pick(place), ("mini", place))
                return
        if self.seats[actor].contains(pos):
            self.secret_open = not self.secret_open
            return
        self.refuse()

    # --- painting -----------------------------------------------------------------------
    def paint_table(self, frame: DisplayList, alpha: float) -> None:
        """The square and its dice (the cover instead, while a secret power is used), the
        reserve and the dice set aside, the thrown dice and the prompt; and what a throw,
        the cover or a banner will soon show, to paint ahead."""
        now, geometry, picture = self.app.now, self.geometry, self.picture
        secret = self.secret_active()
        if not secret:  # the cover hides the square whole
            paint_square(frame, geometry, picture, now, self.shake_dx)
        paint_reserve_and_aside(frame, geometry, picture)
        self.dice.paint(frame, geometry.die_px, now)
        if secret:
            self._paint_cover(frame)
        self._paint_prompt(frame)
        for image, angle in self.soon:
            frame.ahead(image, angle)

    def paint_flight(self, frame: DisplayList, flight: Flight, pos: Point) -> None:
        progress = MOTION.travel(flight.progress(self.app.now))  # calm: at its landing size
        paint_glide(frame, flight.what, progress, pos, self.geometry.die_px)

    def _paint_cover(self, frame: DisplayList) -> None:
        actor = self.actor()
        seat = self.picture.cover_seat if self.covered() else actor
        label = "" if seat is None else self._secret_words(seat)
        paint_cover(frame, self.geometry, seat, label)
        if self.secret_visible() and actor is not None:  # entitled: their own view
            view = self.state.view(actor)
            paint_secret_square(frame, self.geometry, actor, view, self.state.phase)

    def _paint_prompt(self, frame: DisplayList) -> None:
        """What the player to act may do, in front of their seat, facing them (the buttons,
        when the choice is a button; the 🔄 pad while a missed pair waits)."""
        hand = self.picture.hand
        if hand is not None:
            pad = self.back_pads.get(hand.seat)
            if pad is not None:
                pad.paint(frame)
            return
        actor = self.actor()
        if actor is None or not self.is_human(actor) or not self.moves_open():
            return
        phase = self.state.phase
        if phase == rules.GO_ON:  # the two buttons, each with its picture, are the prompt
            for button, _action in self.choices:
                button.paint(frame)
            return
        emoji, label = prompt(phase, self.party.words)
        paint_prompt(frame, self.geometry, self.seats[actor], emoji, label, self.app.now)

    def keep_clear(self) -> list[pygame.Rect]:
        """A banner never hides the dice (they are what everyone memorises), nor the room
        in front of a person on turn where their prompt, pad or choices show up (said from
        the frame they show, they would come a frame late to keep the words off)."""
        keep = [self.geometry.dice_area]
        seats = {self.actor()} if self.picture.hand is None else {self.picture.hand.seat}
        for seat in sorted(s for s in seats if s is not None and self.is_human(s)):
            keep.append(self.geometry.prompt_room(self.seats[seat]))
        return keep

    def room_for_words(self) -> Room:
        return Room(self.keep_clear(), self.geometry.banner_spots(self.picture.banner_seat))

    # --- party mode's pointing hand ----------------------------------------------------
    def turn_cues(self) -> Cues:
        """While a missed pair waits, the hand helps the child who turned it."""
        hand = self.picture.hand
        helped = [hand.seat] if hand is not None else None
        return Cues(helped=helped, touches=self.touch_hints)

    def touch_hints(self, seat: int) -> list[Point]:
        """What `seat` may touch now, in board order (never chosen by a hidden face)."""
        hand = self.picture.hand
        if hand is not None:
            if seat != hand.seat:
                return []
            return turn_back_hints(self.geometry, hand, self.back_pads[seat])
        if seat != self.actor() or not self.moves_open():
            return []
        if self.state.phase in SECRET_PHASES and self.phones.joined(seat):
            return self.phones.pointed(seat)  # the secret square is on their phone
        legal = self.state.legal_actions(seat)
        return move_hints(
            self.geometry, seat, self.state.phase, legal, self.pads[seat], self.secret_visible()
        )

    # --- seat panels --------------------------------------------------------------------
    def shown_scores(self) -> list[float]:
        """A die counts when it lands on the seat's panel, not when the rules move it."""
        return [float(len(won)) for won in self.picture.won]

    def panel_part(self, seat: int) -> tuple[Any, panels.PanelPart]:
        """The seat's won dice, and ❄️ while a die of theirs is aside."""
        won, owns = self.picture.won[seat], seat in self.picture.aside_owners
        sizes = panels.panel_type(self.unit)

        def paint(raster: Raster, surface: pygame.Surface, slot: pygame.Rect) -> None:
            paint_won(raster, surface, slot, sizes, won, owns)

        return (won, owns), paint
