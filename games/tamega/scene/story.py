"""How Tamega's rule events are told at the table: timeline steps, flights and sounds.

Each teller changes the picture when its animation shows the change, so players see one
thing at a time: the pawn hops, then the tile it left flips, then a pair flies to its
owner. A flying pair is an engine `Flight` that remembers its picture, square and seat, so
`aim` can point it again after a resize.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from engine.drawing.seats import Seat
from engine.game.flight import Flight
from engine.game.story import Story, StoryHost, tells
from engine.i18n import tr
from games.core import Action, Event
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
from games.tamega.rules import TamegaView
from games.tamega.scene.layout import BoardLayout
from games.tamega.scene.picture import Flip, Glide, Picture

HOP_SECONDS = 0.32
BRIDGE_SECONDS = 0.5
FLIP_SECONDS = 0.42
FLY_SECONDS = 0.75
RED_SECONDS = 0.45


class TamegaHost(StoryHost, Protocol):
    """What Tamega's story uses of its scene besides the engine's services: where the
    board and the seats are now (and their shared row on a tablet, else None), and the
    seats' names for the "stuck" banner."""

    board: BoardLayout
    seats: list[Seat]
    row: Seat | None

    def seat_name(self, seat: int) -> str: ...


class TamegaStory(Story):
    def __init__(self, host: TamegaHost, public: Callable[[], TamegaView]) -> None:
        super().__init__(host)
        self.host: TamegaHost = host
        self.public = public  # the rules' public view, for `sync`
        self.picture = Picture()
        self.chosen = False  # step 4 turned a tile up: the next tile left should be its twin
        self.paired = False  # the move being told takes a pair

    def before(self, seat: int, action: Action, events: list[Event]) -> None:
        self.paired = any(isinstance(event, PairTaken) for event in events)

    def sync(self) -> None:
        view = self.public()
        picture = self.picture
        picture.cells = list(view.cells)
        picture.pawns = list(view.pawns)
        picture.owners = view.owners
        picture.reds = list(view.reds)
        picture.taken = [list(t) for t in view.taken]
        picture.blocked = view.blocked
        picture.teams = view.teams
        self.chosen = view.chosen >= 0  # a staged or resumed step 5 still knows step 4

    def aim(self, flight: Flight) -> Flight:
        """A flying pair's path on the board and seats as they are now (after a resize)."""
        picture, square, seat = flight.what
        return self.pair_flight(picture, square, seat, flight.began)

    def pair_flight(self, picture: int, square: int, seat: int, began: float) -> Flight:
        """A tile of a found pair flying from its square to its owner's seat, in an arc."""
        board = self.host.board
        return Flight(
            (picture, square, seat),
            board.centre_of(square),
            self.host.seats[seat].center,
            began,
            FLY_SECONDS,
            lift=board.cell * 0.8,
        )

    def facing(self, seat: int) -> int | None:
        """Whom an explainer about `seat`'s move faces: that seat, or on a tablet, where
        the seats sit side by side facing one way, the whole row (a card in front of one
        narrow panel at the row's end would run off the screen)."""
        return None if self.host.row is not None else seat

    # --- the tellers ------------------------------------------------------------------------
    @tells(PawnMoved)
    def pawn_moved(self, event: PawnMoved) -> None:
        glide = Glide(event.start, event.to, event.bridge)
        seconds = BRIDGE_SECONDS if event.bridge >= 0 else HOP_SECONDS
        glides = self.picture.glides

        if event.bridge >= 0:
            self.explain_once("bridge", "🌉", tr("tamega.explain.bridge"), self.facing(event.seat))

        def begin() -> None:
            glides[("pawn", event.pawn)] = glide
            self.play("whoosh" if event.bridge >= 0 else "tap", event.seat, 0.6)

        def tick(t: float) -> None:
            glide.progress = t

        def end() -> None:
            glides.pop(("pawn", event.pawn), None)
            self.picture.pawns[event.pawn] = event.to

        self.step(seconds, begin=begin, tick=tick, end=end, label="hop")

    @tells(TileTurnedUp)
    def tile_turned(self, event: TileTurnedUp) -> None:
        """A tile turns up; the one left in step 5 that is not the chosen tile's twin is a
        miss, told at the seat that made it."""
        self._flip(event.square, DOWN, event.picture, event.seat)
        missed = event.step == "leave" and self.chosen and not self.paired
        self.chosen = event.step == "choose"
        if missed:
            self.oops(event.seat, lambda: self.host.board.centre_of(event.square))

    @tells(PairTaken)
    def pair_taken(self, event: PairTaken) -> None:
        flights: list[Flight] = []

        def begin() -> None:
            for square in event.squares:
                self.picture.cells[square] = EMPTY
                flight = self.pair_flight(event.picture, square, event.seat, self.now)
                flights.append(self.flights.add(flight))
            self.play("success", event.seat)
            self.announce("🎉", tr("tamega.pair"), 1.2)

        def end() -> None:
            # The pair lands with its step (a resize re-aims flights: match by what and when).
            flying = {(f.what, f.began) for f in flights}
            self.flights.remove(lambda f: (f.what, f.began) not in flying)
            self.picture.taken[event.seat].append(event.picture)
            self.play("coin", event.seat)

        self.step(0.25, label="wait")
        self.step(FLY_SECONDS, begin=begin, end=end, label="pair")
        self.gained(event.seat, 1)

    @tells(PauseBegan)
    def pause_began(self, event: PauseBegan) -> None:
        # No banner: every seat's own prompt says "Memorise the pictures!" facing it for
        # the whole pause, in the strip a banner would take.
        self.step(0.0, begin=lambda: self.play("bell"), label="memorise")

    @tells(TilesTurnedDown)
    def tiles_down(self, event: TilesTurnedDown) -> None:
        for number, square in enumerate(event.squares):
            self._flip(square, self.picture.cells[square], DOWN, None, parallel=number > 0)

    @tells(RedMoved)
    def red_moved(self, event: RedMoved) -> None:
        self.explain_once("red", "🟥", tr("tamega.explain.red"), self.facing(event.seat))
        glide = Glide(event.start, event.to)
        picture = self.picture

        def begin() -> None:
            picture.glides[("red", event.red)] = glide
            picture.cells[event.start] = EMPTY
            self.play("whoosh", event.seat)

        def tick(t: float) -> None:
            glide.progress = t

        def end() -> None:
            picture.glides.pop(("red", event.red), None)
            picture.cells[event.to] = RED
            picture.reds[event.red] = event.to
            self.play("pop", event.seat)

        self.step(RED_SECONDS, begin=begin, tick=tick, end=end, label="red")

    @tells(RedKept)
    def red_kept(self, event: RedKept) -> None:
        self.step(0.0, begin=lambda: self.play("tick", event.seat), label="red kept")

    @tells(StepSkipped)
    def step_skipped(self, event: StepSkipped) -> None:
        if event.step < 4:
            return  # nothing to see: no pause over an empty board, a red tile that never moves
        key = "tamega.skip.4" if event.step == 4 else "tamega.skip.5"
        if event.step == 5 and event.reason != "pawn cannot move":
            return  # told once with step 4

        def begin() -> None:
            self.announce("🚫", tr(key), 1.4)
            self.play("fail", event.seat, 0.6)

        self.step(0.9, begin=begin, label="skip")

    @tells(TurnSkipped)
    def turn_skipped(self, event: TurnSkipped) -> None:
        def begin() -> None:
            self.announce("🧱", tr("tamega.stuck", name=self.host.seat_name(event.seat)), 1.4)
            self.play("fail", event.seat, 0.7)

        self.step(1.0, begin=begin, label="stuck")

    @tells(TurnBegan)
    def turn_began(self, event: TurnBegan) -> None:
        self.step(0.0, begin=lambda: self.play("tick", event.seat, 0.4), label="turn")

    @tells(GameOver)
    def game_over(self, event: GameOver) -> None:
        self.step(0.6, begin=lambda: self.play("fanfare"), label="over")

    def _flip(self, square: int, old: int, new: int, seat: int | None, parallel=False) -> None:
        """A tile turning on `square` from `old` to `new` (a parallel flip plays silent:
        one sound for a row of tiles turning together)."""
        flip = Flip(old, new)
        picture = self.picture

        def begin() -> None:
            picture.flips[square] = flip
            if not parallel:
                self.play("flip", seat)

        def tick(t: float) -> None:
            flip.progress = t

        def end() -> None:
            picture.flips.pop(square, None)
            picture.cells[square] = new

        self.step(FLIP_SECONDS, begin=begin, tick=tick, end=end, parallel=parallel, label="flip")
