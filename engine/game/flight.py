"""Pieces crossing the table: a card to a seat, a coin to the pot, a pair to its finder.

Every game moves something from where it was to where it goes, so that people see where a
thing went. The path is shared (an eased glide, optionally bowed sideways or lifted in an
arc); what flies is the game's own business (`what`), and each game draws it its own way
at `Flight.pos(now)`. Flights are timed by the clock, not by timeline steps, so a resize
or a pause never leaves one stranded halfway.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.drawing.anim import ease_out_cubic
from engine.drawing.motion import MOTION

Point = tuple[float, float]


@dataclass
class Flight:
    what: Any  # the game's payload: a card, an emoji, a tile's picture ...
    start: Point
    end: Point
    began: float
    seconds: float
    bow: float = 0.0  # pixels the path bends sideways (to the right of travel)
    lift: float = 0.0  # pixels the path rises at its middle (an arc seen from above)
    ease: Callable[[float], float] = ease_out_cubic

    def progress(self, now: float) -> float:
        """0 at take-off, 1 on landing (clamped): the flight's time, whatever its path."""
        return min(1.0, max(0.0, (now - self.began) / max(self.seconds, 1e-6)))

    def flying(self, now: float) -> bool:
        return self.began <= now < self.began + self.seconds

    def along(self, now: float) -> float:
        """How far along its eased path the piece shows (what a painter turns or shrinks
        it by on the way): with calm motion, landed from take-off."""
        return MOTION.travel(self.ease(self.progress(now)))

    def pos(self, now: float) -> Point:
        """Where the piece is now; with calm motion it shows where it lands from take-off
        (it never crosses the table)."""
        e = self.along(now)
        x = self.start[0] + (self.end[0] - self.start[0]) * e
        y = self.start[1] + (self.end[1] - self.start[1]) * e
        arc = math.sin(math.pi * e)
        if self.bow:
            dx, dy = self.end[0] - self.start[0], self.end[1] - self.start[1]
            length = math.hypot(dx, dy) or 1.0
            x, y = x - dy / length * self.bow * arc, y + dx / length * self.bow * arc
        return (x, y - self.lift * arc)


def landed(flights: list[Flight], now: float) -> list[Flight]:
    """The flights still in the air (drop the ones that have arrived)."""
    return [f for f in flights if now < f.began + f.seconds]


Painter = Callable[[Any, Flight, Point], None]  # (the frame, the flight, where it is now)


class FlightLayer:
    """The pieces in the air, kept by the base scene: games add flights from their story,
    the base drops landed ones each update and draws the rest over the board, so no game
    keeps, prunes or draws a list of its own. `paint(frame, flight, pos)` is the game's
    way of saying one payload."""

    def __init__(self) -> None:
        self.flights: list[Flight] = []

    def add(self, flight: Flight) -> Flight:
        self.flights.append(flight)
        return flight

    def prune(self, now: float) -> None:
        self.flights = landed(self.flights, now)

    def remove(self, keep: Callable[[Flight], bool]) -> None:
        """Drop the flights for which `keep` is false (a step that ends early)."""
        self.flights = [f for f in self.flights if keep(f)]

    def delay(self, seconds: float) -> None:
        """Every flight lands `seconds` later (the table was paused mid-flight)."""
        for flight in self.flights:
            flight.began += seconds

    def reaim(self, aim: Callable[[Flight], Flight]) -> None:
        """Recompute every flight's path (the window was resized mid-flight)."""
        self.flights = [aim(f) for f in self.flights]

    def paint(self, frame: Any, now: float, paint: Painter) -> None:
        """Each piece in the air where it is at `now` (one still to start is not shown)."""
        if self.flights:
            frame.moving()
        for flight in self.flights:
            if flight.began <= now:
                paint(frame, flight, flight.pos(now))

    def __iter__(self):
        return iter(self.flights)

    def __len__(self) -> int:
        return len(self.flights)
