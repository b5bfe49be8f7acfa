"""Scoring a deal: the reveal, card by card, as a pure function of the deal's piles.

Kept apart from the state machine so the formula can be read (and tested) on its own:
- a card a seat received scores 1 for it if it really was in its hand, otherwise it goes
  back to the unclaimed pile (MR-R1: also when it was put aside undealt);
- a card in the dispute pile scores p for the seat in whose hand it really was, whether or
  not that seat claimed it (the rules say "that should have gone to them"); an undealt
  card there scores for no one (MR-R1);
- the dealer scores p for every card in the unclaimed pile, counted after the returns.

House-dealer mode (the table deals a single deal to everyone) changes only the house's
own score, so that it is a score one good memory can beat: the house collects every card
of the unclaimed pile that really was in someone's hand ("the cards the table forgot"),
cards put aside score nothing for it, and its score is that count shared out among the
players, rounded up (12 forgotten cards at a table of 3 make 4 points). In a classic match
the dealer's p per card and its edge from set-aside cards even out because everyone deals
once; the house deals once and plays against everyone, so there it would be unbeatable.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from games.memorandum.actions import DISPUTE, NOBODY, SCORE, UNCLAIMED, VOID, WON, CardScored


@dataclass(frozen=True)
class DealPiles:
    """Where every called card ended after the calls, with the hands they are judged by."""

    hands: tuple[tuple[str, ...], ...]  # per seat, the dealer's empty
    won: tuple[tuple[str, ...], ...]  # per seat, in the order received
    dispute: tuple[str, ...]
    unclaimed: tuple[str, ...]


@dataclass(frozen=True)
class DealScore:
    cards: tuple[CardScored, ...]  # the reveal, in animation order
    points: tuple[int, ...]  # per seat; the dealer seat's entry includes its pile points
    dealer_points: int  # what the dealer (a seat or the house) scored from the pile
    forgotten: int  # unclaimed cards that were in someone's hand (the house collects them)


def owner_of(hands: Sequence[Sequence[str]]) -> dict[str, int]:
    return {card: seat for seat, hand in enumerate(hands) for card in hand}


def score_deal(piles: DealPiles, p: int, dealer: int, house: bool = False) -> DealScore:
    """Score one deal; `dealer` is a seat, or HOUSE in house-dealer mode (`house`)."""
    owner = owner_of(piles.hands)
    points = [0] * len(piles.hands)
    cards: list[CardScored] = []
    unclaimed = list(piles.unclaimed)
    for seat, won in enumerate(piles.won):
        for card in won:
            if owner.get(card) == seat:
                points[seat] += 1
                cards.append(CardScored(card, WON, seat, SCORE, seat, 1))
            else:
                unclaimed.append(card)
                cards.append(CardScored(card, WON, seat, UNCLAIMED, NOBODY, 0))
    for card in piles.dispute:
        seat = owner.get(card, NOBODY)
        if seat == NOBODY:
            cards.append(CardScored(card, DISPUTE, NOBODY, VOID, NOBODY, 0))
        else:
            points[seat] += p
            cards.append(CardScored(card, DISPUTE, NOBODY, SCORE, seat, p))
    for card in unclaimed:
        if house and card not in owner:
            cards.append(CardScored(card, UNCLAIMED, NOBODY, VOID, NOBODY, 0))
        else:
            cards.append(CardScored(card, UNCLAIMED, NOBODY, SCORE, dealer, 1 if house else p))
    forgotten = sum(1 for card in unclaimed if card in owner)
    if house:
        dealer_points = -(-forgotten // len(piles.hands))  # shared out, rounded up
    else:
        dealer_points = p * len(unclaimed)
        points[dealer] += dealer_points
    return DealScore(tuple(cards), tuple(points), dealer_points, forgotten)
