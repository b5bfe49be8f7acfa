"""Memorandum's actions and rule events.

Actions are what a seat (or the table's clock) does; events are what the scene animates.
Seats in events: a player seat is 0..players-1, `HOUSE` (the table, -1) is the dealer in
house-dealer mode, `NOBODY` (-2) marks "no seat" (an undealt card, a pile in the middle).
Nothing hidden travels in an event before the reveal: a deal announces hand sizes, never
hands, and each seat finds its own hand in its view.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.core import TABLE, Action, Event

HOUSE = TABLE
NOBODY = -2

# Piles a card can be in at the reveal, and where it can go (CardScored.from_pile/to_pile).
WON = "won"  # the cards the dealer gave a seat (a sole claimant)
DISPUTE = "dispute"
UNCLAIMED = "unclaimed"
SCORE = "score"  # the card scores `points` for `to_seat` (a receiver or the dealer)
VOID = "void"  # scores for nobody: an undealt card (disputed; or unclaimed in house mode)


# --- actions ---------------------------------------------------------------------------
@dataclass(frozen=True)
class CallTime(Action):
    """TABLE: the memorising countdown ran out: "Time!", hands go face down."""


@dataclass(frozen=True)
class Claim(Action):
    """A receiving seat says "Mine!" for the card of call number `call`."""

    call: int


@dataclass(frozen=True)
class Pass(Action):
    """A receiving seat lets call number `call` go (bots and simulations; a person just
    does not press their pad)."""

    call: int


@dataclass(frozen=True)
class CloseWindow(Action):
    """TABLE: the claim window of call `call` is over; the dealer acts on the claims and
    turns up the next card (or, after the last one, everyone reveals and the deal scores)."""

    call: int


@dataclass(frozen=True)
class Deal(Action):
    """TABLE: deal the next deal (the first one, or after the scores have been shown:
    the deal passes to the left)."""


@dataclass(frozen=True)
class DealByHand(Action):
    """TABLE: deal the next deal as `Deal` does, to a dealer who turns up each card of the
    dealer's pack themselves (`TurnCard`, ruling MR-R8): a person at the table. Only when
    a seat deals; the house turns at the table's pace."""


@dataclass(frozen=True)
class TurnCard(Action):
    """In a deal dealt by hand: the dealer turns up the next card of the dealer's pack, the
    first after "Time!" and each after the last one's claims (MR-R8); the TABLE turns it
    for a dealer who has left it a long while."""


ACTIONS: tuple[type[Action], ...] = (
    Deal,
    CallTime,
    Claim,
    Pass,
    CloseWindow,
    DealByHand,
    TurnCard,
)


# --- events ----------------------------------------------------------------------------
@dataclass(frozen=True)
class DealStarted(Event):
    """A deal begins: `hand_sizes[seat]` cards face down at each seat (0 for the dealer),
    `aside` cards put aside unseen; memorising starts now."""

    deal: int
    dealer: int
    hand_sizes: tuple[int, ...]
    aside: int
    seconds: int


@dataclass(frozen=True)
class TimeCalled(Event):
    """ "Time!": every hand goes face down."""

    deal: int


@dataclass(frozen=True)
class CardCalled(Event):
    """The dealer turns up and announces the card of call number `call` (0-based);
    `remaining` cards of the dealer's pack are still to come."""

    call: int
    card: str
    name: str
    remaining: int


@dataclass(frozen=True)
class Claimed(Event):
    seat: int
    call: int
    card: str


@dataclass(frozen=True)
class Passed(Event):
    seat: int
    call: int


@dataclass(frozen=True)
class WindowClosed(Event):
    """Where the called card goes: `given` to `to_seat` (the sole claimant), `unclaimed`
    or `dispute` (to the pile in the middle, `to_seat` NOBODY); `claimants` in seat order."""

    call: int
    card: str
    outcome: str  # "given" | UNCLAIMED | DISPUTE
    to_seat: int
    claimants: tuple[int, ...]


@dataclass(frozen=True)
class HandsRevealed(Event):
    """Everyone turns up their original hand; `hands[seat]` (the dealer's is empty) and
    the cards that were put aside."""

    deal: int
    hands: tuple[tuple[str, ...], ...]
    aside: tuple[str, ...]


@dataclass(frozen=True)
class CardScored(Event):
    """One card's fate at the reveal, in the order the scene animates them: from a seat's
    won cards, the dispute pile or the unclaimed pile, to a seat's score (`SCORE`, with
    `points`), back to the unclaimed pile (a wrongly received card), or `VOID`."""

    card: str
    from_pile: str
    from_seat: int
    to_pile: str
    to_seat: int
    points: int


@dataclass(frozen=True)
class DealScored(Event):
    """The deal's points per seat (the dealer's unclaimed-pile points included in its
    entry), and the match totals after it. In house mode the house collected `forgotten`
    cards and scores them shared out among the players, rounded up: `house_points`."""

    deal: int
    dealer: int
    p: int
    points: tuple[int, ...]
    forgotten: int
    house_points: int
    totals: tuple[int, ...]
    house_total: int


@dataclass(frozen=True)
class MatchOver(Event):
    """The match has ended; `winners` share the win (MR-R4). In house mode an empty
    `winners` means the house won."""

    totals: tuple[int, ...]
    house_total: int
    winners: tuple[int, ...]
