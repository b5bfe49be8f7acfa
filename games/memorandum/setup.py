"""Match options and the shuffle of every deal, decided once when the match is set up.

All deals are shuffled at creation from the state's seeded generator, so a game record's
setup holds every hand, every set-aside card and every calling order of the match.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from games.core.registry import OptionsError
from games.memorandum.actions import HOUSE
from games.memorandum.cards import make_pack, pack_lengths
from games.memorandum.options import DEFAULTS, player_range


@dataclass(frozen=True)
class MatchOptions:
    pack: int
    house: bool
    memorise_seconds: float
    claim_seconds: float
    max_hand: int  # 0: deal as far as the pack goes
    four_colour: bool  # presentation only, kept so the record shows how it was played

    @classmethod
    def read(cls, options: Mapping[str, Any], players: int) -> MatchOptions:
        """Validated options; a wrong value raises OptionsError with a message for people."""
        values = {**DEFAULTS, **{k: v for k, v in options.items() if k in DEFAULTS}}
        pack = values["pack"]
        if isinstance(pack, bool) or not isinstance(pack, int) or pack not in pack_lengths():
            lengths = ", ".join(str(n) for n in pack_lengths())
            raise OptionsError(f"pack must be one of {lengths}, not {values['pack']!r}")
        for key in ("house", "four_colour"):
            if not isinstance(values[key], bool):
                raise OptionsError(f"{key} must be true or false, not {values[key]!r}")
        for key in ("memorise_seconds", "claim_seconds"):
            if isinstance(values[key], bool) or not isinstance(values[key], int | float):
                raise OptionsError(f"{key} must be a number of seconds, not {values[key]!r}")
            if not 0 < values[key] <= 600:
                raise OptionsError(f"{key} must be between 0 and 600 seconds")
        max_hand = values["max_hand"]
        if isinstance(max_hand, bool) or not isinstance(max_hand, int) or max_hand < 0:
            raise OptionsError(f"max_hand must be 0 (no limit) or more, not {values['max_hand']!r}")
        chosen = cls(**values)
        low, high = player_range(values)
        if not low <= players <= high:
            mode = "house-dealer" if chosen.house else "classic"
            raise OptionsError(f"Memorandum ({mode}) takes {low} to {high} players, not {players}")
        if chosen.pack < players:
            raise OptionsError(f"a pack of {chosen.pack} cannot be dealt to {players} players")
        return chosen


@dataclass(frozen=True)
class DealSetup:
    """One deal before anyone looks: who deals, the hands, the set-aside cards and the
    order in which the dealer's pack will be called."""

    dealer: int  # a seat, or HOUSE
    hands: tuple[tuple[str, ...], ...]  # per seat; the dealer's is empty
    aside: tuple[str, ...]
    calls: tuple[str, ...]

    @property
    def receivers(self) -> tuple[int, ...]:
        return tuple(s for s in range(len(self.hands)) if s != self.dealer)


def shuffle_deal(rng: random.Random, players: int, dealer: int, opts: MatchOptions) -> DealSetup:
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


def shuffle_match(rng: random.Random, players: int, opts: MatchOptions) -> tuple[DealSetup, ...]:
    """Every deal of the match: one by the house, or one by each seat in turn to the left."""
    dealers = [HOUSE] if opts.house else list(range(players))
    return tuple(shuffle_deal(rng, players, dealer, opts) for dealer in dealers)
