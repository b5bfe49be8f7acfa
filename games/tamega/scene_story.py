"""Turns Tamega's rule events into timeline steps and sounds.

The scene keeps its own picture of the table (cells, pawns, red tiles, pairs won) and each
step changes it when the animation shows the change, so players see one thing at a time:
the pawn hops, then the tile it left flips, then a pair flies to its owner. Glides and flips store
squares, not pixels, so a resize mid-animation stays right; a flying pair is an engine
`Flight` that remembers its picture, square and seat, and the scene re-aims it on a resize.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.anim import Step
from engine.flight import Flight
from engine.i18n import tr
from games.tamega.actions import (
    GameOver,
    PairTaken,
    PauseBegan,
    PawnMoved,
    RedKept,
    RedMoved,
    StepSkipped,
    TilesTurnedDown,
    TileTurnedUp,
    TurnBegan,
    TurnSkipped,
)
from games.tamega.board import DOWN, EMPTY, RED

HOP_SECONDS = 0.32
BRIDGE_SECONDS = 0.5
FLIP_SECONDS = 0.42
FLY_SECONDS = 0.75
RED_SECONDS = 0.45


@dataclass
class Glide:
    """A pawn or red tile travelling between squares (over a bridge: `over` >= 0)."""

    start: int
    end: int
    over: int = -1
    progress: float = 0.0


@dataclass
class Flip:
    old: int  # cell code shown before the half-way point
    new: int
    progress: float = 0.0


def pair_flight(scene, picture: int, square: int, seat: int, began: float) -> Flight:
    """A tile of a found pair flying from its square to its owner's seat, in an arc."""
    return Flight(
        (picture, square, seat),
        scene.centre_of(square),
        scene.seats[seat].center,
        began,
        FLY_SECONDS,
        lift=scene.cell * 0.8,
    )


def tell(scene, events) -> None:
    for event in events:
        teller = TELLERS.get(type(event))
        if teller is not None:
            teller(scene, event)


def _pawn_moved(scene, event: PawnMoved) -> None:
    glide = Glide(event.start, event.to, event.bridge)
    seconds = BRIDGE_SECONDS if event.bridge >= 0 else HOP_SECONDS

    def begin() -> None:
        scene.glides[("pawn", event.pawn)] = glide
        scene.play("whoosh" if event.bridge >= 0 else "tap", event.seat, 0.6)

    def tick(t: float) -> None:
        glide.progress = t

    def end() -> None:
        scene.glides.pop(("pawn", event.pawn), None)
        scene.pawns[event.pawn] = event.to

    scene.timeline.add(Step(seconds, begin=begin, tick=tick, end=end, label="hop"))


def _flip(scene, square: int, old: int, new: int, seat: int | None, parallel=False) -> None:
    flip = Flip(old, new)

    def begin() -> None:
        scene.flips[square] = flip
        if not parallel:
            scene.play("flip", seat)

    def tick(t: float) -> None:
        flip.progress = t

    def end() -> None:
        scene.flips.pop(square, None)
        scene.cells[square] = new

    scene.timeline.add(
        Step(FLIP_SECONDS, begin=begin, tick=tick, end=end, parallel=parallel, label="flip")
    )


def _tile_turned(scene, event: TileTurnedUp) -> None:
    _flip(scene, event.square, DOWN, event.picture, event.seat)


def _pair_taken(scene, event: PairTaken) -> None:
    flights: list[Flight] = []

    def begin() -> None:
        for square in event.squares:
            scene.cells[square] = EMPTY
            flights.append(pair_flight(scene, event.picture, square, event.seat, scene.app.now))
        scene.flyers.extend(flights)
        scene.play("success", event.seat)
        scene.announce("🎉", tr("tamega.pair"), 1.2)

    def end() -> None:
        flying = {(f.what, f.began) for f in flights}
        scene.flyers = [f for f in scene.flyers if (f.what, f.began) not in flying]
        scene.taken[event.seat].append(event.picture)
        scene.play("coin", event.seat)

    scene.timeline.wait(0.25)
    scene.timeline.add(Step(FLY_SECONDS, begin=begin, end=end, label="pair"))


def _pause_began(scene, event: PauseBegan) -> None:
    def begin() -> None:
        scene.announce("👀", tr("tamega.hint.memorise"), 1.5)
        scene.play("bell")

    scene.timeline.call(begin, "memorise")


def _tiles_down(scene, event: TilesTurnedDown) -> None:
    for number, square in enumerate(event.squares):
        _flip(scene, square, scene.cells[square], DOWN, None, parallel=number > 0)


def _red_moved(scene, event: RedMoved) -> None:
    glide = Glide(event.start, event.to)

    def begin() -> None:
        scene.glides[("red", event.red)] = glide
        scene.cells[event.start] = EMPTY
        scene.play("whoosh", event.seat)

    def tick(t: float) -> None:
        glide.progress = t

    def end() -> None:
        scene.glides.pop(("red", event.red), None)
        scene.cells[event.to] = RED
        scene.reds[event.red] = event.to
        scene.play("pop", event.seat)

    scene.timeline.add(Step(RED_SECONDS, begin=begin, tick=tick, end=end, label="red"))


def _red_kept(scene, event: RedKept) -> None:
    scene.timeline.call(lambda: scene.play("tick", event.seat), "red kept")


def _step_skipped(scene, event: StepSkipped) -> None:
    if event.step < 4:
        return  # nothing to see: no pause over an empty board, a red tile that never moves
    key = "tamega.skip.4" if event.step == 4 else "tamega.skip.5"
    if event.step == 5 and event.reason != "pawn cannot move":
        return  # told once with step 4

    def begin() -> None:
        scene.announce("🚫", tr(key), 1.4)
        scene.play("fail", event.seat, 0.6)

    scene.timeline.add(Step(0.9, begin=begin, label="skip"))


def _turn_skipped(scene, event: TurnSkipped) -> None:
    def begin() -> None:
        scene.announce("🧱", tr("tamega.stuck", name=scene.seat_name(event.seat)), 1.4)
        scene.play("fail", event.seat, 0.7)

    scene.timeline.add(Step(1.0, begin=begin, label="stuck"))


def _turn_began(scene, event: TurnBegan) -> None:
    scene.timeline.call(lambda: scene.play("tick", event.seat, 0.4), "turn")


def _game_over(scene, event: GameOver) -> None:
    scene.timeline.add(Step(0.6, begin=lambda: scene.play("fanfare"), label="over"))


TELLERS = {
    PawnMoved: _pawn_moved,
    TileTurnedUp: _tile_turned,
    PairTaken: _pair_taken,
    PauseBegan: _pause_began,
    TilesTurnedDown: _tiles_down,
    RedMoved: _red_moved,
    RedKept: _red_kept,
    StepSkipped: _step_skipped,
    TurnSkipped: _turn_skipped,
    TurnBegan: _turn_began,
    GameOver: _game_over,
}
