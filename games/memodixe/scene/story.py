"""MemoDiXe's rule events told as animation and sound, one timeline step after another.

The rules have already moved on when a move is told; each teller here only changes what
the table *shows* (the picture of the square, the tilt of turned dice, dice in the air,
banners), when the animation shows the change, so that people see every event in order
and in time to remember it.
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import Protocol

from engine.drawing import theme
from engine.drawing.anim import Step
from engine.game.story import Story, StoryHost, tells
from engine.i18n import tr
from games.core import Action, Event
from games.core.match import Timers
from games.memodixe import actions as mv
from games.memodixe import dice
from games.memodixe.dice import EMOJI
from games.memodixe.rules import MemoDixeState
from games.memodixe.scene.dice_table import GLIDE, THROW_LIMIT, DiceTable
from games.memodixe.scene.layout import RESERVE_SCALE, Layout, Point
from games.memodixe.scene.motion import DiceMotion, wait_until
from games.memodixe.scene.picture import HandWait, Picture

FLIP = 0.35
CHECK_HOLD = 2.4
HAND_WAIT = 24 * 3600.0  # party mode: "until the child taps" (finite, so finish() ends it)
LIFT = 0.22  # seconds dice take to rise from the square to the roller's side ...
RESERVE_LIFT = 0.5  # ... or from the reserve, further and growing: slow enough to follow
RISK_SECONDS = 1.8  # the caption after a bomb or skull pair: what the roll may do
RISKS = {"skull": "💀", "bomb": "💥"}
COVER: Hashable = "cover"  # the timer of the cover over the square while a secret is used


class DixeHost(StoryHost, Protocol):
    """What MemoDiXe's story may use of its scene, besides the engine's services."""

    timers: Timers
    geometry: Layout
    dice: DiceTable | None

    @property
    def state(self) -> MemoDixeState: ...

    def waits_for_hand(self, seat: int) -> bool: ...

    def memorise_seconds(self) -> float: ...


class DixeStory(Story):
    def __init__(self, host: DixeHost, rng: random.Random) -> None:
        super().__init__(host)
        self.host: DixeHost = host
        self.rng = rng  # decoration only: where throws go, how dice tumble
        self.picture = Picture()
        self.swipe: Point | None = None  # a swipe that made the next throw: its push
        self.motion = DiceMotion(self)
        self.first_pick = 0
        self.last_swap = (0, 0)

    def sync(self) -> None:
        """The dice as the rules' public view has them, none in the air."""
        self.picture.show(self.host.state.public_view())
        if self.host.dice is not None:
            self.host.dice.clear()

    def tell(self, seat: int, action: Action, events: list[Event]) -> None:
        self.picture.show_aside_owners(self.host.state.public_view())
        super().tell(seat, action, events)

    def before(self, seat: int, action: Action, events: list[Event]) -> None:
        """The hat's swap event names no places (the square is covered): the story keeps
        the places picked, to swap them in the picture when the cover lifts."""
        if isinstance(action, mv.Pick) and not events:
            self.first_pick = action.place
        elif isinstance(action, mv.Pick):
            self.last_swap = (self.first_pick, action.place)

    # --- party mode: a missed pair waits for the child's hand ----------------------------
    def turn_back_by_hand(self) -> bool:
        """The child taps the dice (or their 🔄 pad): the wait ends, the dice tip back."""
        hand = self.picture.hand
        if hand is None:
            return False
        hand.step.elapsed = hand.step.duration
        self.picture.hand = None
        self.play("tap")
        return True

    def _hold_for_hand(self, seat: int, places: tuple[int, ...]) -> None:
        hold = Step(HAND_WAIT, label="turn-back-by-hand")

        def begin() -> None:
            self.picture.hand = HandWait(hold, seat, places)

        def end() -> None:
            self.picture.hand = None

        hold.begin, hold.end = begin, end
        self.timeline.add(hold)

    # --- steps ---------------------------------------------------------------------------
    def _flip(self, places: list[int], up: bool, parallel: bool = False) -> None:
        picture = self.picture

        def tick(t: float) -> None:
            for place in places:
                picture.tilt[place] = t if up else 1 - t

        def done() -> None:
            for place in places:
                if up:
                    picture.tilt[place] = 1.0
                else:
                    picture.tilt.pop(place, None)

        def begin() -> None:
            if not parallel:
                self.play("flip")

        self.step(FLIP, begin=begin, tick=tick, end=done, parallel=parallel)

    def _show_banner(self, emoji: str, text: str, seat: int, seconds: float) -> None:
        self.picture.banner_seat = seat
        self.announce(emoji, text, seconds)

    def _banner(self, emoji: str, text: str, seat: int, seconds: float, sound: str) -> None:
        def begin() -> None:
            self._show_banner(emoji, text, seat, seconds)
            self.play(sound, seat)

        self.step(seconds, begin=begin)

    def _cover(self, seat: int, seconds: float, sound: str) -> None:
        self.picture.cover_seat = seat
        self.host.timers.start(COVER, self.now, seconds, shown_only=True)
        self.play(sound, seat)

    # --- the turn ------------------------------------------------------------------------
    @tells(mv.TurnStarted)
    def turn_started(self, event: mv.TurnStarted) -> None:
        self.timeline.call(lambda: self.play("tick", event.seat))

    @tells(mv.DieReturned)
    def die_returned(self, event: mv.DieReturned) -> None:
        picture = self.picture

        def before() -> None:
            picture.aside.pop(event.place, None)

        def after() -> None:
            picture.square[event.place] = (event.die, event.top)

        self.motion.glide(
            event.die,
            event.top,
            lambda: self.host.geometry.aside_pos(event.place),
            lambda: self.host.geometry.places[event.place],
            0.45,
            before=before,
            after=after,
        )

    @tells(mv.DieTurned)
    def die_turned(self, event: mv.DieTurned) -> None:
        self._flip([event.place], up=True)

    @tells(mv.DiceTurnedBack)
    def turned_back(self, event: mv.DiceTurnedBack) -> None:
        """The rules have put the dice back already; the table keeps them up a moment so
        everyone can remember them. In party mode a child's pair stays up until they tap it
        (as they would turn the dice back by hand); a computer player's goes on the clock."""
        self.oops(event.seat)
        if self.host.waits_for_hand(event.seat):
            self._hold_for_hand(event.seat, tuple(event.places))
        else:
            self.timeline.wait(self.host.memorise_seconds())
        self._flip(list(event.places), up=False)

    @tells(mv.PairFound)
    def pair_found(self, event: mv.PairFound) -> None:
        def begin() -> None:
            for place in event.places:
                self.picture.glow[place] = theme.GOLD
            text = tr(f"memodixe.power.{event.symbol}")
            self._show_banner(EMOJI[event.symbol], text, event.seat, 1.6)
            self.play("success", event.seat)

        self.step(1.6, begin=begin)
        key = f"memodixe.explain.{event.symbol}"
        explained = self.explain_once(event.symbol, EMOJI[event.symbol], tr(key), event.seat)
        if event.symbol in RISKS and not explained:  # later, a reminder of the roll (MD-R4)
            risk = tr(f"memodixe.risk.{event.symbol}")
            self._banner(RISKS[event.symbol], risk, event.seat, RISK_SECONDS, "tick")

    @tells(mv.DieWon)
    def die_won(self, event: mv.DieWon) -> None:
        picture = self.picture
        face = picture.face_at(event.place)

        def before() -> None:
            picture.square[event.place] = None
            picture.tilt.pop(event.place, None)
            picture.glow.pop(event.place, None)

        self.motion.glide(
            event.die,
            face,
            lambda: self.host.geometry.places[event.place],
            lambda: self.host.geometry.seat_point(event.seat),
            0.55,
            0.4,
            before=before,
            after=lambda: picture.move_won(event.die, None, event.seat),
            sound="coin",
        )
        self.gained(event.seat, 1)

    @tells(mv.DiceRolled)
    def dice_rolled(self, event: mv.DiceRolled) -> None:
        """A throw: lift the dice to the roller's side, throw, tumble, settle, glide home."""
        rolls = list(event.rolls)
        picture, table = self.picture, self.host.dice
        from_reserve = event.source == "reserve"
        lift_seconds = RESERVE_LIFT if from_reserve else LIFT
        assert table is not None  # the scene is laid out before anyone moves

        def origin(index: int) -> Point:
            return self.host.geometry.throw_origin(event.seat, index, len(rolls))

        def lift() -> None:
            geometry = self.host.geometry
            for index, (place, die, _top) in enumerate(rolls):
                grow = 1.0
                if from_reserve:  # the small reserve die grows as it flies to the roller
                    start = geometry.reserve_pos(die, picture.reserve)
                    if die in picture.reserve:
                        picture.reserve.remove(die)
                    face, grow = dice.faces(dice.colour_of(die))[0], RESERVE_SCALE
                else:
                    start, face = geometry.places[place], picture.face_at(place)
                    picture.square[place] = None
                picture.tilt.pop(place, None)
                picture.glow.pop(place, None)
                self.motion.fly(die, face, start, origin(index), lift_seconds, scale_from=grow)
            self.play("whoosh", event.seat)

        def launch() -> None:
            geometry = self.host.geometry
            resting = {p: geometry.places[p] for p, entry in enumerate(picture.square) if entry}
            table.brace(resting, geometry.die_px)
            for index, (place, die, top) in enumerate(rolls):
                self.motion.land(die)
                start = origin(index)
                target = geometry.throw_target(self.rng)
                table.throw(die, place, top, start, target, geometry.die_px, self.now, self.rng)
                if self.swipe is not None:  # the finger's push on the die it threw
                    table.fling(start, self.swipe)
            self.swipe = None
            self.play("dice", event.seat)

        def home() -> None:
            table.home(list(self.host.geometry.places))

        def straighten(t: float) -> None:
            for throw in table.throws.values():
                throw.straighten = t

        def land() -> None:
            for place, die, top in rolls:
                table.land(die)
                picture.square[place] = (die, top)

        self.step(lift_seconds, begin=lift)
        self.timeline.call(launch, "launch")
        wait_until(self.timeline, table.settled, THROW_LIMIT)
        self.step(GLIDE, begin=home, tick=straighten)
        wait_until(self.timeline, table.settled, GLIDE)  # a die knocked on its way home
        self.timeline.call(land, "land")

    # --- powers ----------------------------------------------------------------------------
    @tells(mv.PowerCheck)
    def power_check(self, event: mv.PowerCheck) -> None:
        if not event.hit:
            emoji, key, sound = EMOJI[event.symbol], "memodixe.missed", "pop"
        elif event.symbol == "bomb":
            emoji, key, sound = "💥", "memodixe.bomb_hit", "burst"
        else:
            emoji, key, sound = "💀", "memodixe.skull_hit", "fail"
        self._banner(emoji, tr(key), event.seat, 1.2, sound)

    @tells(mv.DiceDiscarded)
    def dice_discarded(self, event: mv.DiceDiscarded) -> None:
        for die in event.dice:
            self.motion.glide(
                die,
                dice.faces(dice.colour_of(die))[0],
                lambda: self.host.geometry.seat_point(event.seat),
                lambda: self.host.geometry.discard_point,
                0.3,
                0.2,
                before=lambda d=die: self.picture.move_won(d, event.seat, None),
                sound="fail",
            )

    @tells(mv.DieStolen)
    def die_stolen(self, event: mv.DieStolen) -> None:
        self._die_moved(event.victim, event.thief, event.die, "☀️", "steal")

    @tells(mv.DieGiven)
    def die_given(self, event: mv.DieGiven) -> None:
        self._die_moved(event.giver, event.receiver, event.die, "⚖️", "give")

    def _die_moved(self, giver: int, taker: int, die: int, emoji: str, how: str) -> None:
        self._banner(emoji, tr(f"memodixe.moved.{how}"), taker, 0.6, "magic")
        self.motion.glide(
            die,
            dice.faces(dice.colour_of(die))[0],
            lambda: self.host.geometry.seat_point(giver),
            lambda: self.host.geometry.seat_point(taker),
            0.6,
            before=lambda: self.picture.move_won(die, giver, None),
            after=lambda: self.picture.move_won(die, None, taker),
            sound="coin",
        )
        self.gained(taker, 1)

    @tells(mv.NothingHappens)
    def nothing(self, event: mv.NothingHappens) -> None:
        self._banner("🤷", tr("memodixe.nothing"), event.seat, 1.0, "pop")

    @tells(mv.DiePeeked)
    def peeked(self, event: mv.DiePeeked) -> None:
        self.step(0.7, begin=lambda: self._cover(event.seat, 0.7, "magic"))

    @tells(mv.DiceSwapped)
    def swapped(self, event: mv.DiceSwapped) -> None:
        picture = self.picture

        def begin() -> None:
            self._cover(event.seat, 0.9, "whoosh")
            a, b = self.last_swap
            picture.square[a], picture.square[b] = picture.square[b], picture.square[a]

        self.step(0.9, begin=begin)

    @tells(mv.DieSetAside)
    def set_aside(self, event: mv.DieSetAside) -> None:
        picture = self.picture
        face = picture.face_at(event.place)

        def before() -> None:
            picture.square[event.place] = None

        def after() -> None:
            picture.aside[event.place] = (event.die, face)

        self.motion.glide(
            event.die,
            face,
            lambda: self.host.geometry.places[event.place],
            lambda: self.host.geometry.aside_pos(event.place),
            0.5,
            before=before,
            after=after,
            sound="magic",
        )

    # --- DiXe! and the end -----------------------------------------------------------------
    @tells(mv.DixeCalled)
    def dixe_called(self, event: mv.DixeCalled) -> None:
        self._banner("📣", tr("memodixe.dixe"), event.seat, 1.0, "bell")

    @tells(mv.DixeChecked)
    def dixe_checked(self, event: mv.DixeChecked) -> None:
        places = [f[0] for f in event.faces]
        for index, place in enumerate(places):
            self._flip([place], up=True, parallel=index > 0)
        bottoms = [f[3] for f in event.faces]
        doubles = {b for b in bottoms if bottoms.count(b) > 1}
        picture = self.picture

        def judge() -> None:
            for place, _die, _top, bottom in event.faces:
                picture.glow[place] = theme.BAD if bottom in doubles else theme.GOOD
            emoji, key = ("✅", "memodixe.right") if event.right else ("❌", "memodixe.wrong")
            self._show_banner(emoji, tr(key), event.seat, CHECK_HOLD)
            self.play("fanfare" if event.right else "fail", event.seat)

        self.step(CHECK_HOLD, begin=judge, end=lambda: picture.glow.clear())
        if not event.right:
            self.oops(event.seat)
        for index, place in enumerate(places):
            self._flip([place], up=False, parallel=index > 0)

    @tells(mv.PlayOn)
    def play_on(self, event: mv.PlayOn) -> None:
        emoji, key = ("▶️", "memodixe.go_on") if event.go else ("🏁", "memodixe.stop")
        self._banner(emoji, tr(key), event.seat, 0.8, "tap")

    @tells(mv.ExtraTurn)
    def extra_turn(self, event: mv.ExtraTurn) -> None:
        self._banner(EMOJI[event.symbol], tr("memodixe.play_again"), event.seat, 1.0, "magic")

    @tells(mv.GameEnded)
    def game_ended(self, event: mv.GameEnded) -> None:
        seat = event.winners[0] if event.winners else 0
        self._banner("🏆", tr("memodixe.game_over"), seat, 1.2, "fanfare")
