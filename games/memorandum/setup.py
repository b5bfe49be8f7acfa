"""Match options and the shuffle of every deal, decided once when the match is set up.

All deals are shuffled at creation from the state's seeded generator, so a game record's
setup holds every hand, every set-aside card and every calling order of the match.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from games.core.options import RANDOM, OptionsError
from games.memorandum.actions import HOUSE
from games.memorandum.cards import make_pack
from games.memorandum.options import OPTIONS, Options


def read_options(options: Mapping[str, Any], players: int) -> Options:
    """Validated options; a wrong value raises OptionsError with a message for people."""
    OPTIONS.check(options, players, "Memorandum")
    counts = OPTIONS.counts(options, 1, 7)
    chosen = OPTIONS.read(options, Options)
    if players not in counts:
        mode = "house-dealer" if chosen.house else "classic"
        low, high = counts[0], counts[-1]
        raise OptionsError(f"Memorandum ({mode}) takes {low} to {high} players, not {players}")
    return chosen


def first_dealer(opts: Options, rng: random.Random, players: int) -> int:
    """Who deals first in a classic match (MR-R7; the deal then passes to the left)."""
    return rng.randrange(players) if opts.starter == RANDOM else int(opts.starter)


@dataclass(frozen=True)
class DealSetup:
    """One deal before anyone looks: who deals, the hands, the set-aside cards and the
    order in which the dealer's pack will be called."""

    dealer: int  # a seat, or HOUSE
    hands: tuple[tuple[str, ...], ...]  # per seat; the dealer's is empty
    aside: tuple[str, ...]
    calls: tuple[str, ...]

    @cached_property
    def receivers(self) -> tuple[int, ...]:
        """Every seat but the dealer's (asked at every step of a game shown: kept)."""
        return tuple(s for s in range(len(self.hands)) if s != self.dealer)


def shuffle_deal(rng: random.Random, players: int, dealer: int, opts: Options) -> DealSetup:
    """Deal the playing pack round from the dealer's left until every receiver has the
    same number of cards (at most `max_hand`); the rest is put aside unseen."""
    playing = make_pack(opts.pack)
    rng.shuffle(playing)
    calls = make_pack(opts.pack)
    rng.shuffle(calls)
    if dealer == HOUSE:
        order = list(range(players))
    else:
        order = [(dealer + k) % players for k in range(1, players)]
    each = len(playing) // len(order)
    if opts.max_hand:
        each = min(each, opts.max_hand)
    hands: list[tuple[str, ...]] = [()] * players
    for position, seat in enumerate(order):
        hands[seat] = tuple(playing[position : each * len(order) : len(order)])
    return DealSetup(dealer, tuple(hands), tuple(playing[each * len(order) :]), tuple(calls))


def shuffle_match(rng: random.Random, players: int, opts: Options) -> tuple[DealSetup, ...]:
    """Every deal of the match: one by the house, or one by each seat in turn to the left
    from the first dealer."""
    first = 0 if opts.house else first_dealer(opts, rng, players)
    dealers = [HOUSE] if opts.house else [(first + k) % players for k in range(players)]
    return tuple(shuffle_deal(rng, players, dealer, opts) for dealer in dealers)
