"""MemoDiXe's actions, events and view: the vocabulary shared by rules, bots and scene.

Places are 0-8, row by row in the 3 x 3 square. Dice are 0-14 (colour = die // 3).
Events carry everything a scene needs to animate them, and never a face that only one
seat may know: the eye's peeked faces live in that seat's view only.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.core import Action, Event

# --- actions ---------------------------------------------------------------------------


@dataclass(frozen=True)
class TurnOver(Action):
    """Turn over a die of the square to show its hidden face (two per turn)."""

    place: int


@dataclass(frozen=True)
class CallDixe(Action):
    """Shout "DiXe!" at the start of a turn: no pair is left under the square."""


@dataclass(frozen=True)
class Keep(Action):
    """Of the matching pair, the die the player wins (the other is rolled again)."""

    place: int


@dataclass(frozen=True)
class Pick(Action):
    """Choose a die of the square: to peek (eye), swap (hat), re-roll (die), set aside
    (snowflake), or to win as the last die after a right "DiXe!"."""

    place: int


@dataclass(frozen=True)
class Steal(Action):
    """Sun: the player to steal a die from."""

    victim: int


@dataclass(frozen=True)
class Give(Action):
    """Scales, on a tie for fewest: the player this giver hands a die to."""

    receiver: int


@dataclass(frozen=True)
class GoOn(Action):
    """Optional rule, after a right "DiXe!": roll the square again and go on, or end."""

    go: bool


ACTIONS: tuple[type[Action], ...] = (TurnOver, CallDixe, Keep, Pick, Steal, Give, GoOn)

# --- events ----------------------------------------------------------------------------

Roll = tuple[int, int, str]  # (place, die, top face)


@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int
    extra: bool  # a "play again" turn (rabbit, star)


@dataclass(frozen=True)
class DieReturned(Event):
    """MD-R6: a die set aside by the snowflake comes back at its owner's turn."""

    seat: int
    place: int
    die: int
    top: str


@dataclass(frozen=True)
class DieTurned(Event):
    seat: int
    place: int
    die: int
    top: str
    bottom: str


@dataclass(frozen=True)
class DiceTurnedBack(Event):
    """Different symbols: both dice tip back as they were."""

    seat: int
    places: tuple[int, ...]


@dataclass(frozen=True)
class PairFound(Event):
    seat: int
    symbol: str
    places: tuple[int, int]


@dataclass(frozen=True)
class DieWon(Event):
    seat: int
    place: int
    die: int
    how: str  # "keep", "bomb", "last"


@dataclass(frozen=True)
class DiceRolled(Event):
    """A throw: dice fly from `seat` and land with these faces in these places."""

    seat: int
    rolls: tuple[Roll, ...]
    source: str  # "pair", "square", "reserve", "power"


@dataclass(frozen=True)
class PowerCheck(Event):
    """Bomb and skull look at the top face the re-rolled die lands on (MD-R4)."""

    seat: int
    symbol: str
    place: int
    hit: bool


@dataclass(frozen=True)
class DiceDiscarded(Event):
    seat: int
    dice: tuple[int, ...]
    why: str  # "skull", "wrong-dixe"


@dataclass(frozen=True)
class DieStolen(Event):
    thief: int
    victim: int
    die: int


@dataclass(frozen=True)
class DieGiven(Event):
    giver: int
    receiver: int
    die: int


@dataclass(frozen=True)
class NothingHappens(Event):
    """Sun with nobody to rob, or scales with everyone level."""

    seat: int
    symbol: str


@dataclass(frozen=True)
class DiePeeked(Event):
    """Eye: the seat looked at a die; which one, and its face, are in its view only."""

    seat: int


@dataclass(frozen=True)
class DiceSwapped(Event):
    """Hat: the seat secretly swapped two dice; which ones is told to nobody else."""

    seat: int


@dataclass(frozen=True)
class DieSetAside(Event):
    seat: int
    place: int
    die: int


@dataclass(frozen=True)
class DixeCalled(Event):
    seat: int


@dataclass(frozen=True)
class DixeChecked(Event):
    """Every die of the square turned over: (place, die, top, bottom) each."""

    seat: int
    faces: tuple[tuple[int, int, str, str], ...]
    right: bool


@dataclass(frozen=True)
class PlayOn(Event):
    seat: int
    go: bool


@dataclass(frozen=True)
class ExtraTurn(Event):
    seat: int
    symbol: str


@dataclass(frozen=True)
class GameEnded(Event):
    reason: str  # "dixe", "square" (MD-R7)
    scores: tuple[int, ...]
    winners: tuple[int, ...]


# --- the view --------------------------------------------------------------------------


@dataclass(frozen=True)
class ShownDie:
    """A die with its hidden face showing."""

    place: int
    die: int
    top: str
    bottom: str


@dataclass(frozen=True)
class SquareDie:
    """A die of the square as everyone sees it: its colour (die // 3) and top face."""

    die: int
    top: str


@dataclass(frozen=True)
class AsideDie:
    place: int
    die: int
    top: str
    owner: int


@dataclass(frozen=True)
class DixeView:
    seat: int
    players: int
    turn: int
    phase: str
    square: tuple[SquareDie | None, ...]
    aside: tuple[AsideDie, ...]
    reserve: tuple[int, ...]
    won: tuple[tuple[int, ...], ...]
    discarded: int
    turned: tuple[ShownDie, ...]  # face up now, for everyone
    shown: tuple[ShownDie, ...]  # revealed to everyone by the last action
    peeked: tuple[ShownDie, ...]  # eye: revealed to this seat only
    picks: tuple[int, ...]  # hat: the places this seat has chosen so far (its view only)
    symbol: str  # the power being resolved, "" when none
    givers: tuple[int, ...]  # scales: who still chooses a receiver
    can_call: bool
    misses: int  # turns in a row without a pair
    right_calls: tuple[int, ...]
    over: bool
