"""Shared helpers for Memorandum's tests (no tests here): forced deals and scripted calls."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from games.core import TABLE, Event
from games.memorandum.actions import CallTime, Claim, CloseWindow, Deal, Pass
from games.memorandum.rules import MemorandumState
from games.memorandum.setup import DealSetup
from games.memorandum.spec import SPEC


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


def play_calls(
    state: MemorandumState, claims: Mapping[str, Iterable[int]] | None = None
) -> list[Event]:
    """Deal, call Time, and answer every call: the seats listed for a card claim it (in
    that order), every other receiver passes; returns all the events."""
    claims = claims or {}
    events = state.apply(TABLE, Deal())
    events += state.apply(TABLE, CallTime())
    while state.phase == "claims":
        call, card = state.call, state.card
        claimers = list(claims.get(card, ()))
        for seat in claimers:
            events += state.apply(seat, Claim(call))
        for seat in state.receivers:
            if seat not in claimers:
                events += state.apply(seat, Pass(call))
        events += state.apply(TABLE, CloseWindow(call))
    return events


def of_type(events: Iterable[Event], kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]
