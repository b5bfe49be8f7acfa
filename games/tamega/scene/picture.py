"""What Tamega's table shows now, which lags the rules while the timeline plays.

The rules apply a move at once; the story changes this picture event by event when the
animation shows each change (the pawn lands, then the tile it left turns, then the pair
flies), and sets it straight from the rules' public view when the table falls idle. Glides
and flips store squares, not pixels, so a resize mid-animation stays right.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.drawing.anim import ease_in_out
from engine.drawing.motion import MOTION
from engine.game.flight import Point


@dataclass
class Glide:
    """A pawn or red tile travelling between squares (over a bridge: `over` >= 0)."""

    start: int
    end: int
    over: int = -1
    progress: float = 0.0

    def travelled(self) -> float:
        """How far along it shows (eased); with calm motion it shows where it lands."""
        return MOTION.travel(ease_in_out(self.progress))


@dataclass
class Flip:
    old: int  # cell code shown before the half-way point
    new: int
    progress: float = 0.0


@dataclass
class Drag:
    """A pawn or red tile under a finger: the table shows it there, not on its square
    (held in the scene's captures by the finger that took it)."""

    kind: str  # "pawn" or "red"
    index: int
    pos: Point
    moved: bool = False


@dataclass
class Picture:
    cells: list[int] = field(default_factory=list)  # the view's cell codes, as shown
    pawns: list[int] = field(default_factory=list)  # square of each pawn
    owners: tuple[int, ...] = ()  # seat of each pawn
    reds: list[int] = field(default_factory=list)  # square of each red tile
    taken: list[list[int]] = field(default_factory=list)  # pictures on each seat's panel
    blocked: tuple[bool, ...] = ()  # per seat, as of the last move the table has shown
    teams: tuple[int, ...] = ()  # team of each seat; () when everyone plays alone
    glides: dict[tuple[str, int], Glide] = field(default_factory=dict)  # ("pawn"|"red", n)
    flips: dict[int, Flip] = field(default_factory=dict)  # square -> its tile turning
