"""Memorandum's moments (`games.core.moments`): "Time!" when memorising ends, the deck of
a person who deals waiting for their tap (MR-R8), the first dispute (two claims on one
card) and its explainer, and the reveal of a deal where one
player claimed their own card and then another's: its "+1", its "oops" and the deal's
end. The deals are forced as the rules' scenario tests force them (`forced_state`)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from games.core import TABLE
from games.core.moments import Moment, Staged
from games.memorandum.actions import CallTime, Claim, CloseWindow, Deal, DealByHand, Pass
from games.memorandum.rules import MemorandumState
from games.memorandum.setup import DealSetup
from games.memorandum.spec import SPEC

CARDS = ("AS", "AH", "KD", "QC", "JS", "TH", "9D")  # one a receiver, the dealer sits at 0


def forced_state(
    hands: Iterable[Iterable[str]],
    aside: Iterable[str] = (),
    calls: Iterable[str] | None = None,
    dealer: int = 0,
    preset: str = "classic",
    **options: Any,
) -> MemorandumState:
    """A state whose first deal is exactly these hands, set-aside cards and call order
    (the calls default to every card, hands first); nothing has happened yet."""
    hands = tuple(tuple(h) for h in hands)
    aside = tuple(aside)
    if calls is None:
        calls = [c for hand in hands for c in hand] + list(aside)
    state = MemorandumState(len(hands), 7, SPEC.options(preset, **options))
    first = DealSetup(dealer, hands, aside, tuple(calls))
    state.deals = (first, *state.deals[1:])
    return state


def _dealt(players: int, by_hand: bool = False) -> MemorandumState:
    """Seat 0 deals (`by_hand`: turning the cards itself), every other seat holds one card;
    the cards are memorised."""
    state = forced_state(((), *((card,) for card in CARDS[: players - 1])))
    state.apply(TABLE, DealByHand() if by_hand else Deal())
    return state


def _answer(state: MemorandumState, claims: Iterable[int]) -> None:
    """The receivers in `claims` claim the card called, every other receiver passes."""
    claims = list(claims)
    for seat in state.receivers:
        state.apply(seat, Claim(state.call) if seat in claims else Pass(state.call))


def _time(players: int) -> Staged:
    return _dealt(players), TABLE, CallTime()


def _turn(players: int) -> Staged:
    return _dealt(players, by_hand=True), TABLE, CallTime()


def _dispute(players: int) -> Staged:
    state = _dealt(players)
    state.apply(TABLE, CallTime())
    _answer(state, (1, 2))  # seat 1's card, claimed by seat 2 as well
    return state, TABLE, CloseWindow(state.call)


def _reveal(players: int) -> Staged:
    """Seat 1 claims its own card (+1) and then seat 2's (oops at the reveal); the last
    window is about to close."""
    state = _dealt(players)
    state.apply(TABLE, CallTime())
    _answer(state, (1,))
    for call in range(1, len(state.current.calls)):
        state.apply(TABLE, CloseWindow(call - 1))
        _answer(state, (1,) if call == 1 else (call + 1,))
    return state, TABLE, CloseWindow(state.call)


MOMENTS = (
    Moment("time", _time, ("memorandum.time",), (3, 7)),
    Moment("turn", _turn, ("memorandum.turn_card",), (3, 7)),
    Moment("dispute", _dispute, ("memorandum.explain.dispute",), (3, 7)),
    Moment(
        "reveal",
        _reveal,
        ("memorandum.reveal", "+1", "react.oops", "memorandum.deal_over"),
        (3, 7),
    ),
)
