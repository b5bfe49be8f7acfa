"""Shared helpers for Memorandum's tests (no tests here): forced deals and scripted calls."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from games.core import TABLE, Event
from games.memorandum.actions import CallTime, Claim, CloseWindow, Deal, Pass
from games.memorandum.moments import forced_state  # noqa: F401 (the tests' forced deals)
from games.memorandum.rules import MemorandumState


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
