"""The end of a round searched exactly, for a player who has counted every card.

Once the pile is empty and every unseen card must be in the other hand, the rest of the
round is a small game of perfect information (at most 4 + 4 cards): a player who kept
count can read it out to the end, including who makes the last capture and so takes the
Court's leftovers, and how the ravens share falls. Only the counting bots get here.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from games.fireball_court import cards as fc
from games.fireball_court.cards import FIREBALL, Tally, add, kind, tally

Court = tuple[tuple[int, ...], ...]
SEARCH_CARDS = 7  # read the end of a round exactly from this many cards in hands (fast)


def play_card(court: Court, card: int) -> tuple[Court, tuple[int, ...] | None]:
    """The Court after `card` is played and what it captured (None: laid), as in the rules."""
    card_kind = kind(card)
    if card_kind == FIREBALL and court:
        return (), tuple(c for s in court for c in s)
    for index, stack in enumerate(court):
        if kind(stack[0]) == card_kind:
            return court[:index] + court[index + 1 :], stack
    return (*court, (card,)), None


def final_margin(mine: Tally, theirs: Tally, ravens_share: bool) -> int:
    """My round points minus theirs once the ravens share is done."""
    margin = mine[0] - theirs[0]
    margin += sum(fc.SET_POINTS[n] for n in mine[2:]) - sum(fc.SET_POINTS[n] for n in theirs[2:])
    if ravens_share and mine[1] != theirs[1]:
        if mine[1] > theirs[1]:
            margin += 2 * min(2, theirs[0])
        else:
            margin -= 2 * min(2, mine[0])
    return margin


def best_card(
    court: Court,
    hands: tuple[tuple[int, ...], tuple[int, ...]],
    captured: tuple[Sequence[int], Sequence[int]],
    last: int | None,
    ravens_share: bool,
) -> int:
    """The card seat 0 (the searcher) should play now; seat 1 plays to minimise."""
    values = card_values(court, hands, captured, last, ravens_share)
    return max(sorted(values), key=values.__getitem__)


def card_values(
    court: Court,
    hands: tuple[tuple[int, ...], tuple[int, ...]],
    captured: tuple[Sequence[int], Sequence[int]],
    last: int | None,
    ravens_share: bool,
) -> dict[int, int]:
    """Each card of seat 0's hand and the round's final margin it leads to with best play
    on both sides: the bot plays the best, the review tells a sacrifice from a lapse."""

    @cache
    def value(court: Court, hands, piles: tuple[Tally, Tally], last, mover: int) -> int:
        if not hands[0] and not hands[1]:
            if last is not None:
                leftover = [c for s in court for c in s]
                piles = (
                    (add(piles[0], leftover), piles[1])
                    if last == 0
                    else (
                        piles[0],
                        add(piles[1], leftover),
                    )
                )
            return final_margin(piles[0], piles[1], ravens_share)
        if not hands[mover]:
            mover = 1 - mover
        results = [after(court, hands, piles, last, mover, c) for c in set(hands[mover])]
        return max(results) if mover == 0 else min(results)

    def after(court, hands, piles, last, mover, card) -> int:
        new_court, taken = play_card(court, card)
        hand = list(hands[mover])
        hand.remove(card)
        new_hands = (tuple(hand), hands[1]) if mover == 0 else (hands[0], tuple(hand))
        if taken is not None:
            pile = add(piles[mover], (card, *taken))
            piles = (pile, piles[1]) if mover == 0 else (piles[0], pile)
            last = mover
        return value(new_court, new_hands, piles, last, 1 - mover)

    piles = (tally(captured[0]), tally(captured[1]))
    return {c: after(court, hands, piles, last, 0, c) for c in set(hands[0])}
