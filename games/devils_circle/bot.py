"""Computer players for Devil's Circle.

A bot remembers the two images of every disc it has seen flipped (keyed by disc id, so a
twin-pack swap carries the memory along with the disc, as eyes follow a moved disc). What
it does not recall it estimates like a careful person would: a disc showing A hides one
of the other four images, weighted by how many backs of each image are still unaccounted
for (DC-R1: each image is on four discs, each pair on exactly one).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from games.core import Action
from games.core.bot import Bot
from games.devils_circle.actions import (
    ALL_FIVE,
    COPIES,
    IMAGES,
    DCView,
    Flip,
    Pass,
    Steal,
)

Backs = dict[int, dict[str, float]]  # disc -> image -> chance it is the back


class DevilsCircleBot(Bot):
    def __init__(self, seat: int, level: str, rng: random.Random) -> None:
        super().__init__(seat, level, rng)
        self._last: DCView | None = None

    def observe(self, view: DCView) -> None:
        """A disc whose face changed has shown both its images: remember the pair."""
        super().observe(view)
        if self._last is not None:
            for disc, (was, now) in enumerate(zip(self._last.up, view.up, strict=True)):
                if was != now:
                    self.memory.see(disc, frozenset((was, now)))
        self._last = view

    def choose(self, view: DCView, legal: Sequence[Action], rng: random.Random) -> Action:
        if view.phase == "steal":
            return self._victim(view)
        if view.phase == "swap":
            return rng.choice(list(legal))
        backs = self._backs(view)
        flips = [a.disc for a in legal if isinstance(a, Flip)]
        if view.searched == ALL_FIVE:
            return Flip(self._all_five_flip(view, backs, flips, rng))
        return self._search_flip(view, backs, flips, any(isinstance(a, Pass) for a in legal), rng)

    # --- what the discs hide ------------------------------------------------------------------
    def _backs(self, view: DCView) -> Backs:
        """A chance for each disc's back: certain if recalled, else estimated from counts."""
        known: Backs = {}
        used: set[frozenset[str]] = set()
        for disc, pair in self.memory.recall_all().items():
            (other,) = pair - {view.up[disc]}
            known[disc] = {other: 1.0}
            used.add(pair)
        left = {image: COPIES - view.visible(image) for image in IMAGES}
        for chances in known.values():
            for image in chances:
                left[image] -= 1
        for disc, face in enumerate(view.up):
            if disc in known:
                continue
            weights = {
                image: max(left[image], 0)
                for image in IMAGES
                if image != face and frozenset((image, face)) not in used
            }
            total = sum(weights.values()) or 1
            known[disc] = {image: w / total for image, w in weights.items()}
        return known

    # --- a normal round ---------------------------------------------------------------------------
    def _search_flip(
        self, view: DCView, backs: Backs, flips: list[int], may_pass: bool, rng: random.Random
    ) -> Action:
        target = view.searched
        candidates = [d for d in flips if view.up[d] != target] or flips
        chance = {d: backs[d].get(target, 0.0) for d in candidates}
        best = max(chance.values())
        disc = rng.choice([d for d in candidates if chance[d] >= best - 1e-9])
        if may_pass and not self._worth_it(view, best):
            return Pass()
        return Flip(disc)

    def _worth_it(self, view: DCView, chance: float) -> bool:
        """Flip on after a match when the expected gain beats the coin a mistake costs."""
        if not view.coins_active or view.coins[self.seat] == 0:
            return True  # a mistake costs nothing now
        fourth = view.visible(view.searched) == COPIES - 1
        gain = 2 + view.middle if fourth else 1
        return chance * gain > (1 - chance) * 1

    def _victim(self, view: DCView) -> Action:
        """Steal from the richest rival (the leader, by coins and cards)."""

        def wealth(seat: int) -> tuple[int, int]:
            return (view.coins[seat] + 2 * len(view.won[seat]), view.coins[seat])

        return Steal(max(view.victims, key=wealth))

    # --- ALL FIVE --------------------------------------------------------------------------------
    def _all_five_flip(
        self, view: DCView, backs: Backs, flips: list[int], rng: random.Random
    ) -> int:
        """The flip whose expected result is closest to every image showing twice."""
        counts = {image: view.visible(image) for image in IMAGES}

        def distance_after(disc: int) -> float:
            face = view.up[disc]
            expected = 0.0
            for back, chance in backs[disc].items():
                after = dict(counts)
                after[face] -= 1
                after[back] += 1
                expected += chance * sum(abs(n - 2) for n in after.values())
            return expected

        scored = {d: distance_after(d) for d in flips}
        best = min(scored.values())
        return rng.choice([d for d in flips if scored[d] <= best + 1e-9])
