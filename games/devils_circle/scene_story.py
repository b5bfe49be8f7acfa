"""Turns Devil's Circle's rule events into timeline steps and sounds.

Every coin that moves flies from where it was to where it goes (an `engine.flight.Flight`
whose payload is the coin's emoji, or a won card's id); the counters it leaves and joins
change when it leaves and when it lands, so the table never shows a coin twice.
"""

from __future__ import annotations

from engine.anim import Step
from engine.flight import Flight
from engine.i18n import tr
from games.devils_circle.actions import (
    CardTurned,
    CoinPaid,
    CoinStolen,
    CoinTaken,
    DiscFlipped,
    DiscsSwapped,
    GameOver,
    RoundWon,
    StealOffered,
    SwapNeeded,
    TurnEnded,
)
from games.devils_circle.scene_discs import FLIP_SECONDS

COIN_SECONDS = 0.42
CARD_SECONDS = 0.5
SWAP_SECONDS = 0.8
FLIGHT_BOW = 0.3  # a coin or card's path bows sideways by this much of a disc's width


def tell(scene, events: list) -> None:
    for event in events:
        teller = TELLERS.get(type(event))
        if teller is not None:
            teller(scene, event)


def _flip(scene, e: DiscFlipped) -> None:
    def begin() -> None:
        scene.faces[e.disc] = e.to_image
        scene.ring.flip(e.disc, e.from_image, e.to_image, scene.app.now, scene.rng)
        if e.outcome == "flip":
            scene.turn_flips.append(e.disc)
        scene.play("flip", e.seat)

    scene.timeline.add(Step(FLIP_SECONDS, begin=begin, label="flip"))
    sound = {"match": "success", "mistake": "fail"}.get(e.outcome)
    if sound:
        scene.timeline.call(lambda: scene.play(sound, e.seat, 0.7))


def _fly(scene, emoji, start, end, seconds, leave=None, land=None, card=-1, parallel=False):
    def begin() -> None:
        if leave:
            leave()
        what = card if card >= 0 else emoji  # a card flies as its id, a coin as its emoji
        bow = scene.ring.diameter * FLIGHT_BOW
        scene.flights.add(Flight(what, start(), end(), scene.app.now, seconds, bow=bow))

    return scene.timeline.add(Step(seconds, begin=begin, end=land, parallel=parallel))


def _coin(scene, start, end, leave, land, sound_seat: int) -> None:
    def begin_sound() -> None:
        scene.play("coin", sound_seat)

    scene.timeline.call(begin_sound)
    _fly(scene, "🪙", start, end, COIN_SECONDS, leave, land)


def _coin_paid(scene, e: CoinPaid) -> None:
    def leave() -> None:
        scene.coins[e.from_seat] -= 1

    def land() -> None:
        scene.middle += 1

    _coin(
        scene,
        lambda: scene.coin_point(e.from_seat),
        lambda: scene.pot_pos,
        leave,
        land,
        e.from_seat,
    )


def _coin_taken(scene, e: CoinTaken) -> None:
    def leave() -> None:
        scene.middle -= 1

    def land() -> None:
        scene.coins[e.to_seat] += 1

    _coin(scene, lambda: scene.pot_pos, lambda: scene.coin_point(e.to_seat), leave, land, e.to_seat)


def _coin_stolen(scene, e: CoinStolen) -> None:
    def leave() -> None:
        scene.coins[e.from_seat] -= 1

    def land() -> None:
        scene.coins[e.to_seat] += 1

    scene.timeline.call(lambda: scene.play("magic", e.to_seat, 0.6))
    _coin(
        scene,
        lambda: scene.coin_point(e.from_seat),
        lambda: scene.coin_point(e.to_seat),
        leave,
        land,
        e.to_seat,
    )


def _steal_offered(scene, e: StealOffered) -> None:
    scene.timeline.call(lambda: scene.announce("🪙", tr("devils_circle.banner.steal"), 2.0))


def _round_won(scene, e: RoundWon) -> None:
    scene.timeline.call(
        lambda: (scene.play("fanfare", e.seat), scene.announce("🏆", "+" + str(len(e.cards))))
    )
    pack = list(e.cards)

    def take_pack() -> None:
        scene.pack = [c for c in scene.pack if c not in pack]

    def land_pack() -> None:
        scene.won[e.seat].extend(pack)

    _fly(
        scene,
        "",
        lambda: scene.centre,
        lambda: scene.card_point(e.seat),
        0.6,
        take_pack,
        land_pack,
        card=pack[-1],
    )
    for number in range(e.coins):
        first = number == 0

        def leave() -> None:
            scene.middle -= 1

        def land() -> None:
            scene.coins[e.seat] += 1

        if first:
            scene.timeline.call(lambda: scene.play("coin", e.seat))
        _fly(
            scene,
            "🪙",
            lambda: scene.pot_pos,
            lambda: scene.coin_point(e.seat),
            COIN_SECONDS + 0.04 * number,
            leave,
            land,
            parallel=not first,
        )


def _turn_ended(scene, e: TurnEnded) -> None:
    def clear() -> None:
        scene.turn_flips = []

    scene.timeline.add(Step(0.25, end=clear, label="turn"))


def _card_turned(scene, e: CardTurned) -> None:
    def begin() -> None:
        scene.pack.append(e.card)
        scene.stack_left = e.left
        scene.card_shown_at = scene.app.now
        scene.play("card", e.seat)

    scene.timeline.add(Step(CARD_SECONDS + 0.2, begin=begin, label="card"))


def _swap_needed(scene, e: SwapNeeded) -> None:
    def begin() -> None:
        scene.announce("👯", tr("devils_circle.banner.twin"), 2.0)
        scene.play("magic", e.seat)

    scene.timeline.add(Step(0.6, begin=begin))


def _swapped(scene, e: DiscsSwapped) -> None:
    ring = scene.ring
    paths: dict[int, Flight] = {}  # timed by the step's progress (0..1), not the clock
    moves = ((e.a, e.place_a), (e.b, e.place_b))

    def begin() -> None:
        scene.play("whoosh", e.seat)
        for sign, (disc, place) in zip((1, -1), moves, strict=True):
            bow = sign * ring.diameter * 0.6  # the two discs pass each other side by side
            paths[disc] = Flight(disc, ring.pos(disc), ring.place_pos(place), 0.0, 1.0, bow=bow)
            ring.lifted[disc] = 1.0

    def tick(t: float) -> None:
        for disc, path in paths.items():
            ring.world.place(disc, path.pos(t))

    def end() -> None:
        for disc, place in moves:
            scene.places[disc] = place
            ring.lifted.pop(disc, None)
            ring.go_home(disc, place)
        scene.play("pop", e.seat)

    scene.timeline.add(Step(SWAP_SECONDS, begin=begin, tick=tick, end=end, label="swap"))


def _game_over(scene, e: GameOver) -> None:
    scene.timeline.call(lambda: scene.play("bell"))


TELLERS = {
    DiscFlipped: _flip,
    CoinPaid: _coin_paid,
    CoinTaken: _coin_taken,
    CoinStolen: _coin_stolen,
    StealOffered: _steal_offered,
    RoundWon: _round_won,
    TurnEnded: _turn_ended,
    CardTurned: _card_turned,
    SwapNeeded: _swap_needed,
    DiscsSwapped: _swapped,
    GameOver: _game_over,
}
