"""MemoDiXe's rule events told as animation and sound, one timeline step after another.

The rules have already moved on when a move is animated; each handler here only changes
what the scene *shows* (its picture of the square, the tilt of turned dice, dice in the
air, banners), so that people see every event in order and in time to remember it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine import theme
from engine.anim import Step, ease_in_out
from engine.flight import Flight
from engine.i18n import tr
from games.memodixe import actions as mv
from games.memodixe import dice
from games.memodixe.scene_dice import EMOJI, GLIDE, THROW_LIMIT, Glide, wait_until

if TYPE_CHECKING:
    from games.memodixe.scene import MemoDixeScene

FLIP = 0.35
MEMORISE = 1.4  # seconds a turned pair stays up (longer in party mode)
CHECK_HOLD = 2.4
HAND_WAIT = 24 * 3600.0  # party mode: "until the child taps" (finite, so finish() ends it)
LIFT = 0.22  # seconds dice take to rise from the square to the roller's side


def tell(scene: MemoDixeScene, events: list) -> None:
    """Queue every event of a move on the scene's timeline."""
    for event in events:
        handler = HANDLERS.get(type(event))
        if handler is not None:
            handler(scene, event)
    scene.timeline.call(scene.sync, "sync")


def _flip(scene: MemoDixeScene, places: list[int], up: bool, parallel: bool = False) -> None:
    def tick(t: float) -> None:
        for place in places:
            scene.tilt[place] = t if up else 1 - t

    def done() -> None:
        for place in places:
            if up:
                scene.tilt[place] = 1.0
            else:
                scene.tilt.pop(place, None)

    def begin() -> None:
        if not parallel:
            scene.play("flip")

    scene.timeline.add(Step(FLIP, begin=begin, tick=tick, end=done, parallel=parallel))


def _banner(scene: MemoDixeScene, emoji: str, text: str, seat: int, seconds: float, sound: str):
    scene.timeline.add(
        Step(
            seconds,
            begin=lambda: (scene.show_banner(emoji, text, seat, seconds), scene.play(sound, seat)),
        )
    )


def fly(
    scene: MemoDixeScene,
    die: int,
    face: str,
    start: tuple[float, float],
    end: tuple[float, float],
    seconds: float,
    scale_to: float = 1.0,
) -> None:
    """Send a die sliding across the table (an engine `Flight`, timed by the clock and
    as fast as the timeline plays, so it lands with the step that shows it)."""
    seconds /= max(scene.timeline.speed, 1e-6)
    scene.dice.glides[die] = Flight(
        Glide(die, face, scale_to), start, end, scene.app.now, seconds, ease=ease_in_out
    )


def _glide(
    scene: MemoDixeScene,
    die: int,
    face: str,
    start: Callable[[], tuple[float, float]],
    end: Callable[[], tuple[float, float]],
    seconds: float,
    scale_to: float = 1.0,
    before: Callable[[], None] | None = None,
    after: Callable[[], None] | None = None,
    sound: str = "whoosh",
) -> None:
    """A timeline step while a die slides from `start()` to `end()` (both asked when the
    step begins, so they follow a resize made before it)."""

    def begin() -> None:
        if before:
            before()
        fly(scene, die, face, start(), end(), seconds, scale_to)
        scene.play(sound)

    def finish() -> None:
        scene.dice.glides.pop(die, None)
        if after:
            after()

    scene.timeline.add(Step(seconds, begin=begin, end=finish))


# --- the turn --------------------------------------------------------------------------
def turn_started(scene: MemoDixeScene, event: mv.TurnStarted) -> None:
    scene.timeline.call(lambda: scene.play("tick", event.seat))


def die_returned(scene: MemoDixeScene, event: mv.DieReturned) -> None:
    def before() -> None:
        scene.aside.pop(event.place, None)

    def after() -> None:
        scene.square[event.place] = (event.die, event.top)

    _glide(
        scene,
        event.die,
        event.top,
        lambda: scene.aside_pos(event.place),
        lambda: scene.places[event.place],
        0.45,
        before=before,
        after=after,
    )


def die_turned(scene: MemoDixeScene, event: mv.DieTurned) -> None:
    _flip(scene, [event.place], up=True)


def turned_back(scene: MemoDixeScene, event: mv.DiceTurnedBack) -> None:
    """The rules have put the dice back already; the table keeps them up a moment so
    everyone can remember them. In party mode a child's pair stays up until they tap it
    (as they would turn the dice back by hand); a computer player's goes on the clock."""
    if scene.waits_for_hand(event.seat):
        hold = Step(HAND_WAIT, label="turn-back-by-hand")
        hold.begin = lambda: scene.hold_for_hand(hold, event.seat, tuple(event.places))
        hold.end = scene.hand_released
        scene.timeline.add(hold)
    else:
        scene.timeline.wait(scene.memorise_seconds())
    _flip(scene, list(event.places), up=False)


def pair_found(scene: MemoDixeScene, event: mv.PairFound) -> None:
    def begin() -> None:
        for place in event.places:
            scene.glow[place] = theme.GOLD
        scene.show_banner(
            EMOJI[event.symbol], tr(f"memodixe.power.{event.symbol}"), event.seat, 1.6
        )
        scene.play("success", event.seat)

    scene.timeline.add(Step(1.6, begin=begin))


def die_won(scene: MemoDixeScene, event: mv.DieWon) -> None:
    face = scene.face_at(event.place)

    def before() -> None:
        scene.square[event.place] = None
        scene.tilt.pop(event.place, None)
        scene.glow.pop(event.place, None)

    _glide(
        scene,
        event.die,
        face,
        lambda: scene.places[event.place],
        lambda: scene.seat_point(event.seat),
        0.55,
        0.4,
        before=before,
        sound="coin",
    )


def dice_rolled(scene: MemoDixeScene, event: mv.DiceRolled) -> None:
    """A throw: lift the dice to the roller's side, throw, tumble, settle, glide home."""
    rolls = list(event.rolls)

    def lift() -> None:
        for index, (place, die, _top) in enumerate(rolls):
            if event.source == "reserve":
                start = scene.reserve_pos(die)
                if die in scene.reserve:
                    scene.reserve.remove(die)
                face = dice.faces(dice.colour_of(die))[0]
            else:
                start, face = scene.places[place], scene.face_at(place)
                scene.square[place] = None
            scene.tilt.pop(place, None)
            scene.glow.pop(place, None)
            origin = scene.throw_origin(event.seat, index, len(rolls))
            fly(scene, die, face, start, origin, LIFT)
        scene.play("whoosh", event.seat)

    def launch() -> None:
        resting = {p: scene.places[p] for p, entry in enumerate(scene.square) if entry}
        scene.dice.brace(resting, scene.die_px)
        for index, (place, die, top) in enumerate(rolls):
            scene.dice.glides.pop(die, None)
            origin = scene.throw_origin(event.seat, index, len(rolls))
            scene.dice.throw(
                die,
                place,
                top,
                origin,
                scene.throw_target(),
                scene.die_px,
                scene.app.now,
                scene.rng,
            )
            if scene.swipe is not None:  # the finger's push on the die it threw
                scene.dice.fling(origin, scene.swipe)
        scene.swipe = None
        scene.play("dice", event.seat)

    def home() -> None:
        scene.dice.home(scene.places)

    def straighten(t: float) -> None:
        for throw in scene.dice.throws.values():
            throw.straighten = t

    def land() -> None:
        for place, die, top in rolls:
            scene.dice.land(die)
            scene.square[place] = (die, top)

    scene.timeline.add(Step(LIFT, begin=lift))
    scene.timeline.call(launch, "launch")
    wait_until(scene.timeline, scene.dice.settled, THROW_LIMIT)
    scene.timeline.add(Step(GLIDE, begin=home, tick=straighten, end=land))


def power_check(scene: MemoDixeScene, event: mv.PowerCheck) -> None:
    if event.hit:
        emoji, key = (
            ("💥", "memodixe.bomb_hit") if event.symbol == "bomb" else ("💀", "memodixe.skull_hit")
        )
        sound = "burst" if event.symbol == "bomb" else "fail"
    else:
        emoji, key, sound = EMOJI[event.symbol], "memodixe.missed", "pop"
    _banner(scene, emoji, tr(key), event.seat, 1.2, sound)


def dice_discarded(scene: MemoDixeScene, event: mv.DiceDiscarded) -> None:
    for die in event.dice:
        _glide(
            scene,
            die,
            dice.faces(dice.colour_of(die))[0],
            lambda: scene.seat_point(event.seat),
            lambda: scene.discard_point,
            0.3,
            0.2,
            sound="fail",
        )


def die_moved(scene: MemoDixeScene, giver: int, taker: int, die: int, emoji: str) -> None:
    _banner(
        scene,
        emoji,
        tr(f"memodixe.moved.{'steal' if emoji == '☀️' else 'give'}"),
        taker,
        0.6,
        "magic",
    )
    _glide(
        scene,
        die,
        dice.faces(dice.colour_of(die))[0],
        lambda: scene.seat_point(giver),
        lambda: scene.seat_point(taker),
        0.6,
        sound="coin",
    )


def nothing(scene: MemoDixeScene, event: mv.NothingHappens) -> None:
    _banner(scene, "🤷", tr("memodixe.nothing"), event.seat, 1.0, "pop")


def peeked(scene: MemoDixeScene, event: mv.DiePeeked) -> None:
    scene.timeline.add(
        Step(0.7, begin=lambda: (scene.cover_for(event.seat, 0.7), scene.play("magic", event.seat)))
    )


def swapped(scene: MemoDixeScene, event: mv.DiceSwapped) -> None:
    def begin() -> None:
        scene.cover_for(event.seat, 0.9)
        scene.play("whoosh", event.seat)
        a, b = scene.last_swap
        scene.square[a], scene.square[b] = scene.square[b], scene.square[a]

    scene.timeline.add(Step(0.9, begin=begin))


def set_aside(scene: MemoDixeScene, event: mv.DieSetAside) -> None:
    face = scene.face_at(event.place)

    def before() -> None:
        scene.square[event.place] = None

    def after() -> None:
        scene.aside[event.place] = (event.die, face)

    _glide(
        scene,
        event.die,
        face,
        lambda: scene.places[event.place],
        lambda: scene.aside_pos(event.place),
        0.5,
        before=before,
        after=after,
        sound="magic",
    )


def dixe_called(scene: MemoDixeScene, event: mv.DixeCalled) -> None:
    _banner(scene, "📣", tr("memodixe.dixe"), event.seat, 1.0, "bell")


def dixe_checked(scene: MemoDixeScene, event: mv.DixeChecked) -> None:
    places = [f[0] for f in event.faces]
    for index, place in enumerate(places):
        _flip(scene, [place], up=True, parallel=index > 0)
    bottoms = [f[3] for f in event.faces]
    doubles = {b for b in bottoms if bottoms.count(b) > 1}

    def judge() -> None:
        for place, _die, _top, bottom in event.faces:
            scene.glow[place] = theme.BAD if bottom in doubles else theme.GOOD
        emoji, key = ("✅", "memodixe.right") if event.right else ("❌", "memodixe.wrong")
        scene.show_banner(emoji, tr(key), event.seat, CHECK_HOLD)
        scene.play("fanfare" if event.right else "fail", event.seat)

    scene.timeline.add(Step(CHECK_HOLD, begin=judge, end=scene.glow.clear))
    for index, place in enumerate(places):
        _flip(scene, [place], up=False, parallel=index > 0)


def play_on(scene: MemoDixeScene, event: mv.PlayOn) -> None:
    emoji, key = ("▶️", "memodixe.go_on") if event.go else ("🏁", "memodixe.stop")
    _banner(scene, emoji, tr(key), event.seat, 0.8, "tap")


def extra_turn(scene: MemoDixeScene, event: mv.ExtraTurn) -> None:
    _banner(scene, EMOJI[event.symbol], tr("memodixe.play_again"), event.seat, 1.0, "magic")


def game_ended(scene: MemoDixeScene, event: mv.GameEnded) -> None:
    seat = event.winners[0] if event.winners else 0
    _banner(scene, "🏆", tr("memodixe.game_over"), seat, 1.2, "fanfare")


HANDLERS: dict[type, Callable] = {
    mv.TurnStarted: turn_started,
    mv.DieReturned: die_returned,
    mv.DieTurned: die_turned,
    mv.DiceTurnedBack: turned_back,
    mv.PairFound: pair_found,
    mv.DieWon: die_won,
    mv.DiceRolled: dice_rolled,
    mv.PowerCheck: power_check,
    mv.DiceDiscarded: dice_discarded,
    mv.DieStolen: lambda s, e: die_moved(s, e.victim, e.thief, e.die, "☀️"),
    mv.DieGiven: lambda s, e: die_moved(s, e.giver, e.receiver, e.die, "⚖️"),
    mv.NothingHappens: nothing,
    mv.DiePeeked: peeked,
    mv.DiceSwapped: swapped,
    mv.DieSetAside: set_aside,
    mv.DixeCalled: dixe_called,
    mv.DixeChecked: dixe_checked,
    mv.PlayOn: play_on,
    mv.ExtraTurn: extra_turn,
    mv.GameEnded: game_ended,
}
