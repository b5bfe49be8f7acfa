"""MemoDiXe's computer players: they learn the colour table by watching dice turn over.

What a player remembers is the table itself, (colour, top face) -> hidden face, one key
per sighting and its reverse (the two faces of a pair are opposite on that colour). The
memory level decides how much of the table a bot holds and how reliably it recalls it;
everything else it does is the same at every level, so strength comes from memory alone.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from games.core import Action
from games.core.bot import Bot
from games.memodixe import dice
from games.memodixe.actions import CallDixe, DixeView, GoOn, Pick, Steal, TurnOver
from games.memodixe.rules import ASIDE, FIRST, GO_ON, PEEK, REROLL, SECOND, STEAL

SMALL_SQUARE = 4  # with this few dice left, a long run of misses suggests "DiXe!"


class MemoDixeBot(Bot):
    def observe(self, view: DixeView) -> None:
        super().observe(view)
        for shown in (*view.shown, *view.turned, *view.peeked):
            colour = dice.colour_of(shown.die)
            self.memory.see((colour, shown.top), shown.bottom)
            self.memory.see((colour, shown.bottom), shown.top)

    def choose(self, view: DixeView, legal: Sequence[Action], rng: random.Random) -> Action:
        known = self._known(view)
        phase = view.phase
        if phase == FIRST:
            return self._first(view, known, legal, rng)
        if phase == SECOND:
            wanted = view.turned[0].bottom
            for place, face in known.items():
                if face == wanted and TurnOver(place) in legal:
                    return TurnOver(place)
            return self._unknown(legal, known, rng)
        if phase == PEEK:
            return self._unknown(legal, known, rng)
        if phase in (REROLL, ASIDE):
            return self._pair_die(known, legal, rng)
        if phase == STEAL:
            most = max(len(view.won[a.victim]) for a in legal if isinstance(a, Steal))
            return rng.choice(
                [a for a in legal if isinstance(a, Steal) and len(view.won[a.victim]) == most]
            )
        if phase == GO_ON:
            mine = len(view.won[view.seat])
            others = max(len(w) for s, w in enumerate(view.won) if s != view.seat)
            return GoOn(mine < others)
        return rng.choice(list(legal))

    def _known(self, view: DixeView) -> dict[int, str]:
        """place -> the hidden face this bot recalls right now."""
        table = self.memory.recall_all()
        known = {}
        for place, die in enumerate(view.square):
            if die is not None:
                face = table.get((dice.colour_of(die.die), die.top))
                if face is not None:
                    known[place] = face
        return known

    def _first(self, view, known, legal, rng) -> Action:
        pair = _known_pair(known)
        if pair:
            return TurnOver(pair[0])
        if CallDixe() in legal and self._should_call(view, known):
            return CallDixe()
        return self._unknown([a for a in legal if isinstance(a, TurnOver)], known, rng)

    def _should_call(self, view: DixeView, known: dict[int, str]) -> bool:
        dice_left = sum(d is not None for d in view.square)
        if len(known) == dice_left:
            return True  # the whole square is known and holds no pair
        patience = 3 * view.players
        if dice_left <= SMALL_SQUARE and view.misses >= patience:
            return self.rng.random() < 0.5
        return view.misses >= 8 * view.players

    @staticmethod
    def _unknown(legal, known, rng) -> Action:
        unknown = [a for a in legal if getattr(a, "place", None) not in known]
        return rng.choice(unknown or list(legal))

    @staticmethod
    def _pair_die(known, legal, rng) -> Action:
        """Re-roll or set aside a die of a pair this bot knows, to keep it from others."""
        pair = _known_pair(known)
        if pair and Pick(pair[0]) in legal:
            return Pick(pair[0])
        return rng.choice(list(legal))


def _known_pair(known: dict[int, str]) -> tuple[int, int] | None:
    seen: dict[str, int] = {}
    for place, face in sorted(known.items()):
        if face in seen:
            return seen[face], place
        seen[face] = place
    return None
