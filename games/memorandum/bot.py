"""Computer players for Memorandum: they memorise their hand like people do.

While memorising, the bot looks at its hand in an order of its own (which cards catch the
eye first) and stores each card in its Memory, whose capacity keeps only the last few a
child could hold. When a card is called it says "Mine!" if it recalls the card, and
otherwise may still claim it by mixing it up with a remembered card of the same rank
(the 7 of Hearts for the 7 of Diamonds) or a neighbouring rank of the same suit — often
for a child, rarely for a sharp player, never for the perfect level. Memories fade with
the calls (one tick of the memory clock every few called cards), not with each action.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from games.core import Action
from games.core.bot import Bot
from games.memorandum.actions import Claim, Pass
from games.memorandum.cards import similarity
from games.memorandum.rules import MemorandumView

CALLS_PER_TICK = 3  # a called card every couple of seconds: this many make one memory tick
MIX_UP = {"child": 0.35, "casual": 0.12, "sharp": 0.04, "perfect": 0.0}


class MemorandumBot(Bot):
    def __init__(self, seat: int, level: str, rng: random.Random) -> None:
        super().__init__(seat, level, rng)
        self.looked_at: tuple[str, ...] = ()
        self.memorised_deal = -1
        self.last_call = (-1, -1)
        self.calls_heard = 0

    def observe(self, view: MemorandumView) -> None:
        if view.hand and view.deal != self.memorised_deal:
            self._memorise(view.hand)
            self.memorised_deal = view.deal
        if view.call >= 0 and (view.deal, view.call) != self.last_call:
            self.last_call = (view.deal, view.call)
            self.calls_heard += 1
            if self.calls_heard % CALLS_PER_TICK == 0:
                self.memory.tick()

    @property
    def mix_up(self) -> float:
        """How readily this level takes a similar card for one of its own."""
        return self.memory.level.trait(MIX_UP)

    def _memorise(self, hand: tuple[str, ...]) -> None:
        self.memory.clear()
        order = list(hand)
        self.rng.shuffle(order)
        for card in order:
            self.memory.see(card, True)
        self.looked_at = tuple(order)

    def choose(self, view: MemorandumView, legal: Sequence[Action], rng: random.Random) -> Action:
        claim = Claim(view.call)
        if claim in legal and self.believes_mine(view.card, rng):
            return claim
        return Pass(view.call) if Pass(view.call) in legal else legal[0]

    def believes_mine(self, card: str, rng: random.Random) -> bool:
        """Recall the card, or mistake it for a similar one still in mind."""
        if self.memory.recall(card):
            return True
        held = [c for c in self.looked_at if c != card and c in self.memory]
        likeness = max((similarity(card, c) for c in held), default=0.0)
        return likeness > 0 and rng.random() < likeness * self.mix_up
