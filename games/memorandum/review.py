"""Memorandum's memory review: did the seat know its own hand when a card was called?

A receiving seat sees its whole hand in its own view while memorising (and never again
until the reveal). Every answer to a called card is judged against that sighting (a
seat that never saw the hand, judging another's answers, judges them once the hands are
turned up, as seen when they were memorised):
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
from dataclasses import replace
from typing import Any

from games.core.matching import Matching
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
from games.memorandum.cards import RANKS, SUITS, is_joker, make_pack
from games.memorandum.rules import MEMORISE, MemorandumView


def review(steps: Sequence[Step], players: int) -> Iterator[Decision]:
    hands = seat_sightings(players)  # seat -> {deal: Sighting(hand, move)}
    dealt: dict[int, int] = {}  # deal -> the move after which its hands were memorised
    waiting: list[list[Step]] = [[] for _ in range(players)]  # answered, hand not yet known
    for step in steps:
        if step.seat >= 0 and isinstance(step.action, (Claim, Pass)):
            if step.before[step.seat].deal in hands[step.seat]:
                yield from _judged([step], hands[step.seat])
            else:
                waiting[step.seat].append(step)
        for seat in range(players):
            view: MemorandumView = step.after[seat]
            if view.phase == MEMORISE:
                dealt.setdefault(view.deal, step.index)
            if view.deal in hands[seat]:
                continue
            if view.hand:
                hands[seat][view.deal] = Sighting(frozenset(view.hand), step.index)
            elif view.revealed and view.revealed[seat]:
                seen = dealt.get(view.deal, step.index)
                hands[seat][view.deal] = Sighting(frozenset(view.revealed[seat]), seen)
                yield from _judged(waiting[seat], hands[seat])
                waiting[seat] = []


def _judged(steps: Sequence[Step], hands: Sightings) -> Iterator[Decision]:
    for step in steps:
        decision = _judge(step, hands)
        if decision is not None:
            yield decision


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


def known_view(view: MemorandumView, seat: int) -> MemorandumView:
    """What `view`'s seat knows of `seat`'s: no hand, unless its own gives it away (the
    two of them receive the whole pack, nothing put aside: the other hand is the rest)."""
    return replace(view, seat=seat, hand=_rest_of_pack(view, seat), answered=False)


def _rest_of_pack(view: MemorandumView, seat: int) -> tuple[str, ...]:
    if not view.hand or view.aside or set(view.receivers) != {view.seat, seat}:
        return ()
    mine = set(view.hand)
    return tuple(c for c in make_pack(sum(view.hand_sizes)) if c not in mine)


# How a watching seat judges each fixed level here: per age of what the seat had seen (under 40
# moves, 40 to 119, 120 or more; nothing is a guess) the share of its decisions remembered, then
# the share of its guesses that were lucky (0.5 where there were none). `python main.py simulate
# memorandum --players 3 --seed 0 --games 150 --levels L,L,L`, its `judged`, for each level L
# (docs/games/memorandum.md); the kids and party presets with `--preset P --players 2 --games
# 300 --levels L,L`.
MATCHING = Matching(
    known_view=known_view,
    ages=(40, 120),
    judged={
        "classic": {
            "child": (0.098, 0.073, 0.057, 0.5),
            "casual": (0.237, 0.195, 0.162, 0.5),
            "sharp": (0.572, 0.54, 0.509, 0.5),
        },
        # the house deals short hands: memory goes further (2 players, 300 games)
        "kids": {
            "child": (0.321, 0.26, 0.5, 0.5),
            "casual": (0.697, 0.635, 0.5, 0.5),
            "sharp": (0.891, 0.889, 0.5, 0.5),
        },
        "party": {
            "child": (0.225, 0.13, 0.097, 0.5),
            "casual": (0.661, 0.532, 0.559, 0.5),
            "sharp": (0.885, 0.862, 0.743, 0.5),
        },
    },
)
