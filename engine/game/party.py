"""Party mode for children: what changes at the table when `GameSetup.kids` is on.

The numbers live here, in one policy, so that every game grows its targets and shows its
hints alike instead of each inventing its own:
- buttons and pads grow by `scale`, and a touch that lands within `slop` of a piece still
  counts, because small fingers are wide and miss by a few millimetres;
- when a child has not touched anything for `hint_after` seconds on their turn, a bouncing
  pointing hand shows where they may touch (only ever at something already visible);
- a chime, panned towards the seat, says whose turn it is, so nobody needs to read;
- no countdowns: a game that runs a clock for grown-ups waits for the children instead,
  and a kiosk waits three times as long before it asks whether anyone is still playing
  (a child staring at the board to remember is playing, not gone).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from engine.drawing import theme
from engine.drawing.display import HINTS, DisplayList
from engine.drawing.icons import picture
from engine.drawing.motion import MOTION
from engine.drawing.seats import Seat, rotate_to_screen

Point = tuple[float, float]


@dataclass(frozen=True)
class TouchPolicy:
    scale: float = 1.0  # size factor for the game's buttons and pads
    slop: float = 0.0  # extra hit margin around pieces, in layout units
    hint_after: float | None = None  # seconds of stillness before the pointing hand
    turn_chime: bool = False
    clocks: bool = True  # False: nothing waits on a timer that runs out on people
    patience: float = 1.0  # times the idle time before a kiosk asks "still playing?"


GROWN_UPS = TouchPolicy()
PARTY = TouchPolicy(
    scale=1.3, slop=24.0, hint_after=3.0, turn_chime=True, clocks=False, patience=3.0
)


def policy(kids: bool) -> TouchPolicy:
    return PARTY if kids else GROWN_UPS


def hint_spots(
    seats: list[Seat], who: list[int], touch_hints: Callable[[int], list[Point]]
) -> list[tuple[Point, int]]:
    """Where the pointing hand taps for the seats in `who` (at most three spots each), and
    which way it faces: it reaches in from the child's side, or from the board's side for a
    pad on the child's own panel (the screen's edge leaves no room beyond it)."""
    spots = []
    for index in who:
        if index < len(seats):
            seat = seats[index]
            for spot in touch_hints(index)[:3]:
                spots.append((spot, seat.angle + (180 if seat.contains(spot) else 0)))
    return spots


def paint_pointing_hand(
    frame: DisplayList, target: tuple[float, float], angle: int, age: float, unit: float
) -> None:
    """A hand tapping `target`, seen from the seat at `angle`: it bobs towards the spot and
    a ring spreads on each tap, the way a grown-up would show a child where to touch."""
    size = round(78 * unit)
    tap = MOTION.spread((age * 1.4) % 1.0)  # calm: a still hand and a still ring
    lift = abs(math.sin(tap * math.pi)) * 26 * unit
    down = rotate_to_screen((0.0, 0.0), angle, (0.0, 1.0))  # towards the player
    reach = size * 0.45 + lift
    at = (target[0] + down[0] * reach, target[1] + down[1] * reach)
    frame.sprite(picture("👆", size), at, angle=angle)
    ring = 18 * unit + 40 * unit * tap
    width = max(2, round(6 * unit * (1 - tap)))
    colour = theme.lighten(theme.GOLD, 0.3 * tap)
    frame.shape("circle", colour, (round(target[0]), round(target[1])), round(ring), width)


@dataclass
class TurnCues:
    """Who is on turn, as a child notices it without reading: a chime towards the seat
    whose turn starts, and after a still moment a tapping hand at what may be touched.
    The scene reports touches and what the table is doing; the cues keep the still moment.
    """

    policy: TouchPolicy
    quiet_since: float = 0.0  # last touch, turn change or animation: the hand waits on it
    turn: frozenset[int] = frozenset()  # the people on turn when last seen

    def touched(self, now: float) -> None:
        self.quiet_since = now

    def watch(self, now: float, busy: bool, waiting: bool, turn: frozenset[int]) -> int | None:
        """Restart the still moment when the turn moves or the table is busy; returns the
        seat to chime towards when one person's turn has just started (party mode). While
        the table plays a move but already waits for a person's touch (`waiting`), the
        still moment keeps counting."""
        if busy:
            if not waiting:
                self.quiet_since = now
            return None
        if turn == self.turn:
            return None
        self.quiet_since, self.turn = now, turn
        return next(iter(turn)) if self.policy.turn_chime and len(turn) == 1 else None

    def hand_age(self, now: float) -> float | None:
        """Seconds the tapping hand has been showing; None while it waits (or for adults)."""
        if self.policy.hint_after is None:
            return None
        age = now - self.quiet_since - self.policy.hint_after
        return age if age >= 0 else None

    @staticmethod
    def paint(frame: DisplayList, spots: list, age: float, unit: float) -> None:
        """A tapping hand at each (point, angle) in `spots`."""
        with frame.at(HINTS):
            for point, angle in spots:
                paint_pointing_hand(frame, point, angle, age, unit)
