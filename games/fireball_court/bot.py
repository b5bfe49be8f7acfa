"""Fireball Court's computer players.

Every level plays the same way a person does: take what is worth taking, think about
what a laid card offers the other player, keep a Fireball for a rich Court. The levels
differ in two human ways: how many kinds they keep count of (the core memory model: a
child remembers a few kinds' fallen cards and forgets quickly, the perfect level counts
everything), and how much they think about the other player's reply (foresight).
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence

from games.core import Action
from games.core.bot import Bot
from games.fireball_court import cards as fc
from games.fireball_court.actions import FireballView, Play
from games.fireball_court.bot_endgame import SEARCH_CARDS, best_card
from games.fireball_court.cards import FIREBALL, SET_POINTS, Tally, add, kind, tally

FORESIGHT = {"child": 0.2, "casual": 0.55, "sharp": 0.85, "perfect": 1.0}
FIREBALL_KEEP = 4.0  # what an unplayed Fireball is worth at the start of a round


def face(card: int) -> str:
    """What a player tells apart at a glance: the kind, and coin or raven on numbers."""
    if fc.is_coin(card):
        return kind(card) + " coin"
    return kind(card) + " raven" if fc.is_raven(card) else kind(card)


FACES: dict[str, tuple[int, ...]] = {}
for _card in range(fc.DECK_SIZE):
    FACES.setdefault(face(_card), ())
    FACES[face(_card)] += (_card,)


def senior_value(mine: int, theirs: int) -> float:
    """A senior set's worth, plus a share of the next step while that step is reachable."""
    value = float(SET_POINTS[mine])
    if mine < 4 and mine + (4 - mine - theirs) >= 2 and mine + 1 <= 4:
        value += 0.35 * (SET_POINTS[mine + 1] - SET_POINTS[mine])
    return value


def standing(mine: Tally, theirs: Tally, ravens_share: bool) -> float:
    """How far ahead `mine` is of `theirs` in this round's points, as a person would guess."""
    score = float(mine[0] - theirs[0])
    for a, b in zip(mine[2:], theirs[2:], strict=True):
        score += senior_value(a, b) - senior_value(b, a)
    if ravens_share:
        score += 4.0 * math.tanh((mine[1] - theirs[1]) / 2.0)
    return score


def chance_to_hold(unseen_of_kind: int, unseen: int, hand: int) -> float:
    """The chance that `hand` cards drawn from `unseen` include one of `unseen_of_kind`."""
    if unseen_of_kind <= 0 or hand <= 0 or unseen <= 0:
        return 0.0
    miss = 1.0
    for i in range(min(hand, unseen)):
        miss *= max(unseen - unseen_of_kind - i, 0) / (unseen - i)
    return 1.0 - miss


def expected_best(options: list[tuple[float, float]]) -> float:
    """Expected value of the best option a player holds, options being (value, chance)."""
    total, none_better = 0.0, 1.0
    for value, chance in sorted(options, reverse=True):
        if value <= 0:
            break
        total += none_better * chance * value
        none_better *= 1.0 - chance
    return total


class FireballBot(Bot):
    """A memory-limited card counter with level-dependent foresight."""

    def __init__(self, seat: int, level: str, rng: random.Random) -> None:
        super().__init__(seat, level, rng)
        self._round = 0
        self._noted: dict[str, int] = {}

    @property
    def foresight(self) -> float:
        """How much this level weighs the other player's reply."""
        return self.memory.level.trait(FORESIGHT)

    def observe(self, view: FireballView) -> None:
        super().observe(view)
        if view.round_no != self._round:
            self._round = view.round_no
            self._noted = {}
            self.memory.clear()
        gone = Counter(face(c) for pile in (*view.captured, view.nobody) for c in pile)
        for seen, count in gone.items():
            if self._noted.get(seen) != count:
                self._noted[seen] = count
                self.memory.see(seen, count)

    def choose(self, view: FireballView, legal: Sequence[Action], rng: random.Random) -> Action:
        plays = [a for a in legal if isinstance(a, Play)]
        if not plays:
            return legal[0]
        unseen = self._unseen(view)
        hidden = view.hand_counts[1 - view.seat]
        small = len(view.hand) + hidden <= SEARCH_CARDS
        if view.pile == 0 and small and sum(unseen.values()) == hidden:
            return Play(self._read_to_the_end(view, unseen))
        odds = self._odds(view, unseen)
        scored = [(self._score(view, a.card, odds) + rng.random() * 1e-3, a) for a in plays]
        return max(scored, key=lambda pair: pair[0])[1]

    # --- what the other player may hold -----------------------------------------------------
    def _unseen(self, view: FireballView) -> dict[str, int]:
        """Per face, how many cards this player believes are still hidden (the pile and
        the other hand): all of them, less what is in sight and what they remember."""
        remembered = self.memory.recall_all()
        visible = Counter(face(c) for c in view.hand)
        visible.update(face(c) for stack in view.court for c in stack)
        return {
            f: max(len(ids) - visible[f] - int(remembered.get(f, 0)), 0) for f, ids in FACES.items()
        }

    @staticmethod
    def _odds(view: FireballView, unseen: dict[str, int]) -> dict[str, float]:
        """Per kind, the chance the other player will hold one on their next turn."""
        per_kind: Counter[str] = Counter()
        for f, count in unseen.items():
            per_kind[kind(FACES[f][0])] += count
        pool = sum(per_kind.values())
        hand = view.hand_counts[1 - view.seat] + (1 if view.pile > 1 else 0)
        return {k: chance_to_hold(per_kind[k], pool, hand) for k in fc.KINDS}

    def _read_to_the_end(self, view: FireballView, unseen: dict[str, int]) -> int:
        """Every hidden card is in the other hand: search the rest of the round."""
        sight = {c for c in view.hand} | {c for s in view.court for c in s}
        theirs = []
        for f, count in unseen.items():
            theirs += [c for c in FACES[f] if c not in sight][:count]
        me, other = view.seat, 1 - view.seat
        last = None if view.last_capturer is None else (0 if view.last_capturer == me else 1)
        return best_card(
            view.court,
            (tuple(sorted(view.hand)), tuple(sorted(theirs))),
            (view.captured[me], view.captured[other]),
            last,
            view.ravens_share,
        )

    # --- one card's worth ---------------------------------------------------------------------
    def _score(self, view: FireballView, card: int, odds: dict[str, float]) -> float:
        mine, theirs = tally(view.captured[view.seat]), tally(view.captured[1 - view.seat])
        court = [list(s) for s in view.court]
        before = standing(mine, theirs, view.ravens_share)
        court_after, taken = self._after(court, card)
        if taken is not None:
            mine = add(mine, (card, *taken))
        gain = standing(mine, theirs, view.ravens_share) - before
        reply = self._reply(court_after, mine, theirs, odds, view.ravens_share)
        score = gain - self.foresight * reply
        if kind(card) == FIREBALL:
            left = (view.pile + len(view.hand)) / 40.0
            score -= FIREBALL_KEEP * min(left, 1.0)
        elif taken is None and any(kind(c) == kind(card) and c != card for c in view.hand):
            # a bait: I hold its twin and can take it back if they cannot
            stack = next(s for s in court_after if kind(s[0]) == kind(card))
            worth = standing(add(mine, stack), theirs, view.ravens_share) - before
            score += self.foresight * (1.0 - odds[kind(card)]) * max(worth, 0.0) * 0.5
        return score

    @staticmethod
    def _after(court: list[list[int]], card: int) -> tuple[list[list[int]], list[int] | None]:
        """The Court after playing `card`, and what it captured (None when laid)."""
        card_kind = kind(card)
        if card_kind == FIREBALL and court:
            return [], [c for s in court for c in s]
        for index, stack in enumerate(court):
            if kind(stack[0]) == card_kind:
                return court[:index] + court[index + 1 :], stack
        return [*court, [card]], None  # no stack of its kind: it lies alone

    @staticmethod
    def _reply(
        court: list[list[int]],
        mine: Tally,
        theirs: Tally,
        odds: dict[str, float],
        ravens_share: bool,
    ) -> float:
        """What the other player may expect to take from this Court on their turn."""
        if not court:
            return 0.0
        base = standing(theirs, mine, ravens_share)
        options = []
        for stack in court:
            gained = standing(add(theirs, stack), mine, ravens_share) - base
            options.append((gained, odds[kind(stack[0])]))
        everything = [c for s in court for c in s]
        swept = standing(add(theirs, everything), mine, ravens_share) - base
        options.append((swept, odds[FIREBALL]))
        return expected_best(options)
