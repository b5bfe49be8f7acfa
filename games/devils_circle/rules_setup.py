"""Setting the table: discs in a ring, sides drawn until no image shows four times, the
coins dealt, the cards shuffled and a random first player."""

from __future__ import annotations

import random
from dataclasses import dataclass

from games.devils_circle.actions import CARDS, COINS, COPIES, DISCS, PAIRS, coins_per_player


@dataclass
class Setup:
    pairs: list[tuple[str, str]]  # the two images of each disc, by disc id
    sides: list[int]  # which of its pair each disc shows (0 or 1)
    stack: list[int]  # the cards, top first
    coins: list[int]
    set_aside: int
    first_player: int

    def up(self) -> list[str]:
        return [pair[side] for pair, side in zip(self.pairs, self.sides, strict=True)]


def draw_sides(rng: random.Random) -> list[int]:
    """Random sides, re-drawn until no image is visible four times (setup 1)."""
    while True:
        sides = [rng.randrange(2) for _ in range(DISCS)]
        shown = [pair[side] for pair, side in zip(PAIRS, sides, strict=True)]
        if max(shown.count(image) for image in set(shown)) < COPIES:
            return sides


def deal(players: int, rng: random.Random, all_five: bool) -> Setup:
    """The whole random setup, in one fixed order of draws so a seed replays it."""
    pairs = list(PAIRS)
    rng.shuffle(pairs)
    # Sides are drawn per pair in PAIRS order, then carried to wherever the pair lies.
    by_pair = dict(zip(PAIRS, draw_sides(rng), strict=True))
    sides = [by_pair[pair] for pair in pairs]
    stack = list(range(CARDS if all_five else CARDS - 1))
    rng.shuffle(stack)
    each = coins_per_player(players)
    return Setup(
        pairs=pairs,
        sides=sides,
        stack=stack,
        coins=[each] * players,
        set_aside=COINS - each * players,
        first_player=rng.randrange(players),
    )
