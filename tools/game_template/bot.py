"""Template game's computer player: it remembers the cards it saw face up (as well as its
level's memory allows) and turns a pair it knows, else a card it has not seen."""

from __future__ import annotations

import random
from collections.abc import Sequence

from games.core import Action
from games.core.bot import Bot
from games.template_game.actions import TAKEN, TemplateGameView, Turn


class TemplateGameBot(Bot):
    def observe(self, view: TemplateGameView) -> None:
        super().observe(view)
        for card, picture in enumerate(view.cards):
            if picture == TAKEN:
                self.memory.forget(card)
            elif picture >= 0:
                self.memory.see(card, picture)

    def choose(self, view: TemplateGameView, legal: Sequence[Action], rng: random.Random) -> Action:
        open_cards = {a.card for a in legal if isinstance(a, Turn)}
        known = {c: p for c, p in self.memory.recall_all().items() if c in open_cards}
        if view.turned:  # the second card: the twin of the first, if remembered
            wanted = view.cards[view.turned[0]]
            twin = next((c for c, p in known.items() if p == wanted), None)
            if twin is not None:
                return Turn(twin)
        else:  # the first card: one of a pair it remembers both of
            by_picture: dict[int, list[int]] = {}
            for card, picture in known.items():
                by_picture.setdefault(picture, []).append(card)
            pair = next((cards for cards in by_picture.values() if len(cards) == 2), None)
            if pair is not None:
                return Turn(min(pair))
        unseen = [a for a in legal if isinstance(a, Turn) and a.card not in known]
        return rng.choice(unseen or list(legal))
