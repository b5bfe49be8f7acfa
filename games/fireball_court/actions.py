"""Fireball Court's actions (what a player or the table does), events (what happened, in
order, for the scene to tell) and the view (what one seat may know)."""

from __future__ import annotations

from dataclasses import dataclass

from games.core import Action, Event

# --- actions ------------------------------------------------------------------------


@dataclass(frozen=True)
class Deal(Action):
    """TABLE: shuffle and deal a round."""


@dataclass(frozen=True)
class Draw(Action):
    """TABLE: the player on turn draws one card from the pile."""


@dataclass(frozen=True)
class Play(Action):
    card: int


# --- events -------------------------------------------------------------------------


@dataclass(frozen=True)
class RoundDealt(Event):
    round_no: int
    court: tuple[tuple[int, ...], ...]  # the stacks laid face up
    hand_counts: tuple[int, int]
    pile: int
    redeals: tuple[str, ...]  # kinds whose four cards all showed in a Court (dealt again)
    fireballs_returned: int  # FC-R4: Fireballs shuffled back from the opening Court


@dataclass(frozen=True)
class StarterChosen(Event):
    seat: int
    highest: tuple[int, int]  # each player's highest number shown (0: none)
    # "highest", "tie" (FC-R5: who did not start last), "random", or "chosen" at setup (FC-R8)
    reason: str


@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int
    will_draw: bool


@dataclass(frozen=True)
class CardDrawn(Event):
    """Which card it was is in the drawer's view only."""

    seat: int
    hand: int
    pile: int


@dataclass(frozen=True)
class CardPlayed(Event):
    seat: int
    card: int


@dataclass(frozen=True)
class Captured(Event):
    seat: int
    card: int
    cards: tuple[int, ...]  # the Court cards taken (the played card not included)
    sweep: bool  # a Fireball took the whole Court


@dataclass(frozen=True)
class Laid(Event):
    seat: int
    card: int
    stack: int  # index of the Court stack it lies on
    new_stack: bool


@dataclass(frozen=True)
class CourtLeftover(Event):
    """End of a round: the Court goes to the last capturer (None: nobody, FC-R7)."""

    seat: int | None
    cards: tuple[int, ...]


@dataclass(frozen=True)
class RavensShare(Event):
    taker: int | None  # None: equal ravens, nothing moves
    ravens: tuple[int, int]
    coins: tuple[int, ...]  # the coin cards moved to the taker


@dataclass(frozen=True)
class RoundScored(Event):
    round_no: int
    coins: tuple[int, int]
    seniors: tuple[tuple[int, int, int], tuple[int, int, int]]  # King, Castle, Knight counts
    set_points: tuple[int, int]
    points: tuple[int, int]
    totals: tuple[int, int]


@dataclass(frozen=True)
class TiedAtTarget(Event):
    """FC-R6: the target is reached but the totals are equal: one more round."""

    totals: tuple[int, int]


@dataclass(frozen=True)
class MatchWon(Event):
    seat: int
    totals: tuple[int, int]


ACTIONS = (Deal, Draw, Play)


# --- the view -----------------------------------------------------------------------


@dataclass(frozen=True)
class FireballView:
    """What one seat may know: its own hand, counts of the rest, everything public."""

    seat: int
    phase: str
    round_no: int
    starter: int  # who started this round
    on_turn: int
    hand: tuple[int, ...]  # this seat's hand (empty for TABLE / spectators)
    drawn: int | None  # the card this seat drew this turn
    hand_counts: tuple[int, int]
    pile: int
    court: tuple[tuple[int, ...], ...]
    captured: tuple[tuple[int, ...], tuple[int, ...]]
    nobody: tuple[int, ...]  # FC-R7 leftovers of this round
    last_capturer: int | None
    opening_high: tuple[int, int]
    running: tuple[int, int]  # match totals including this round's points so far
    totals: tuple[int, int]  # totals at the end of the last scored round
    target: int
    ravens_share: bool
    last_round: RoundScored | None
    winner: int | None
