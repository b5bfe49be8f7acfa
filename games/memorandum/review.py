"""Memorandum's memory review: did the seat know its own hand when a card was called?

A receiving seat sees its whole hand in its own view while memorising (and never again
until the reveal). Every answer to a called card is judged against that sighting:
- claiming a card that was in its hand: remembered;
- passing on a card that was in its hand (missing a claim on its own card): forgot;
- claiming a card that was not in its hand (it had seen its hand without it): forgot.
Passing on someone else's card is not counted: it is the answer to most calls, and
counting it would drown the interesting decisions. Nothing is a guess here, since every
receiver has seen its whole hand. The place is the card; the swing is the point the
card is worth to its owner (a false claim costs the claimer nothing: 0).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from games.core.place_map import CARD, CARD_CELL, PlaceMap, hand
from games.core.review import (
    FORGOT,
    REMEMBERED,
    Decision,
    Sighting,
    Sightings,
    Step,
    seat_sightings,
)
from games.memorandum.actions import Claim, Pass
from games.memorandum.cards import RANKS, SUITS, is_joker
from games.memorandum.rules import MemorandumView


def review(steps: Sequence[Step], players: int) -> Iterator[Decision]:
    hands = seat_sightings(players)  # seat -> {deal: Sighting(hand, move)}
    for step in steps:
        if step.seat >= 0 and isinstance(step.action, (Claim, Pass)):
            decision = _judge(step, hands[step.seat])
            if decision is not None:
                yield decision
        for seat in range(players):
            view: MemorandumView = step.after[seat]
            if view.hand and view.deal not in hands[seat]:
                hands[seat][view.deal] = Sighting(frozenset(view.hand), step.index)


def _judge(step: Step, hands: Sightings) -> Decision | None:
    view: MemorandumView = step.before[step.seat]
    hand = hands.get(view.deal)
    if hand is None:  # never saw a hand this deal: nothing to remember
        return None
    mine = view.card in hand.value
    claimed = isinstance(step.action, Claim)
    if not mine and not claimed:
        return None
    kind = REMEMBERED if mine and claimed else FORGOT
    return Decision(step.index, step.seat, kind, view.card, hand.move, 1.0 if mine else 0.0)


def place_map(places: Sequence[Any], players: int, options: dict[str, Any]) -> PlaceMap:
    """The cards the seat answered for, held as a hand: by suit, then by rank."""
    return PlaceMap(CARD, hand(sorted(places, key=_in_hand)), CARD_CELL)


def _in_hand(card: str) -> tuple[int, int]:
    if is_joker(card):
        return (len(SUITS), 0)
    return (SUITS.index(card[1]), RANKS.index(card[0]))
