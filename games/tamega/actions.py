"""Tamega's actions (every choice a player or the table makes) and events (what happened).

Events carry squares and pictures so a scene can animate them without asking the state:
where a pawn went and which red tile it bridged, which tile turned and what it shows,
which pair flew to whom, which tiles turned face down.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.core import Action, Event


# --- actions ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Move(Action):
    """Move pawn `pawn` to square `to` (a step or a bridge); the tile left turns face up."""

    pawn: int
    to: int


@dataclass(frozen=True)
class EndPause(Action):
    """The table ends the memorising pause of step 2: all face-up tiles turn face down."""


@dataclass(frozen=True)
class MoveRed(Action):
    """Step 3: move red tile number `red` (one per board) to the empty square `to`."""

    red: int
    to: int


@dataclass(frozen=True)
class KeepRed(Action):
    """Step 3: leave the red tile(s) where they are."""


@dataclass(frozen=True)
class Reveal(Action):
    """Step 4: turn face up the face-down tile on `square`."""

    square: int


ACTIONS = (Move, EndPause, MoveRed, KeepRed, Reveal)


# --- events ----------------------------------------------------------------------------
@dataclass(frozen=True)
class PawnMoved(Event):
    seat: int
    pawn: int
    start: int
    to: int
    bridge: int  # the red square passed over, -1 for a plain step


@dataclass(frozen=True)
class TileTurnedUp(Event):
    seat: int
    square: int
    picture: int
    step: str  # "leave": the tile a pawn left; "choose": step 4's free choice


@dataclass(frozen=True)
class PairTaken(Event):
    seat: int
    squares: tuple[int, int]
    picture: int
    pairs: int  # the seat's pairs now


@dataclass(frozen=True)
class PauseBegan(Event):
    """Step 2: everybody memorises the face-up tiles for `seconds` (TM-R6)."""

    seat: int  # who found the pair
    seconds: float
    squares: tuple[int, ...]  # the face-up tiles to memorise


@dataclass(frozen=True)
class TilesTurnedDown(Event):
    squares: tuple[int, ...]


@dataclass(frozen=True)
class RedMoved(Event):
    seat: int
    red: int
    start: int
    to: int


@dataclass(frozen=True)
class RedKept(Event):
    seat: int


@dataclass(frozen=True)
class StepSkipped(Event):
    """A step of the pair procedure that cannot or need not be done (TM-R5, no pause)."""

    seat: int
    step: int
    reason: str


@dataclass(frozen=True)
class TurnSkipped(Event):
    """A blocked player misses the turn."""

    seat: int


@dataclass(frozen=True)
class TurnBegan(Event):
    seat: int
    pawn: int  # the pawn that moves this turn


@dataclass(frozen=True)
class GameOver(Event):
    reason: str  # "blocked": nobody can move; "no_tiles": no free face-down tile (TM-R7)
    scores: tuple[float, ...]
    winners: tuple[int, ...]
