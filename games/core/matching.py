"""The matched level: a computer player that plays as well as the people at the table.

It watches the game from its own seat, as every computer player does: its own views, and
each move as the table saw it made (`TableMove`: who moved, what they did unless it was
secret, the events the table tells). From those it keeps a running memory review of every
seat (`TableJudge`): the game's own classifier (`games/<game>/review.py`) fed what this
seat knows of each other seat's view (the game's `known_view`: the others' secrets absent,
what can be worked out filled in), so a person's decision is judged remembered, forgot or
a guess as the review judges it, never from their hidden cards.

Each fixed level leaves its own record of those judgements: how often a child remembers
what it saw a moment ago, or long ago, and how often its guesses are lucky. Each game
declares that record for child, casual and sharp as a watching seat sees it
(`Matching.judged`, measured with `simulate`'s `judged`). `Estimate` weighs a person's
judged decisions against the three (Bayes' rule: which of them plays like this?), and
the person's rank is the ranks of the three weighed by how likely each is now: a named
level's own once the decisions leave no doubt, a rank between two while they do. The
`Matcher` aims at the weakest person's rank in party mode, at the table's middle
otherwise (a person is first taken to play as the others judged at the table do, until
their own decisions say otherwise); the bot's memory is then `between(rank)`
(games/core/memory.py), and its game's per-level traits (`MemoryLevel.trait`) follow the
rank.

Everything here is a function of the moves so far, so a seed and the moves replay a
matched game exactly, in `simulate`, a scene and a resumed game alike.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from games.core.codec import Action, Event, decode_action
from games.core.memory import HUMAN_LEVELS, LEVELS, MATCHED
from games.core.record import GameRecord, start_state
from games.core.registry import get_game
from games.core.review import FORGOT, NEW_LUCKY, NEW_UNLUCKY, REMEMBERED, Decision, Step

AIM_MIDDLE, AIM_WEAKEST = "middle", "weakest"  # a seat plan's "aim" (party mode: weakest)
NAMED: tuple[float, ...] = tuple(LEVELS[name].rank for name in HUMAN_LEVELS)  # 0, 1, 2
# What is thought of a person before their first judged decision, per named level.
PRIORS: dict[str, tuple[float, ...]] = {
    AIM_MIDDLE: (1 / 3, 1 / 3, 1 / 3),
    AIM_WEAKEST: (0.8, 0.15, 0.05),  # a party: most likely a child
}
DECISIVE = 3  # how firmly it plays the likeliest level (see `Estimate.rank`)
AGAIN = 0.9  # in a game played again, this share of the prior is what the last game showed
# How much a judged decision counts (see `Estimate.weigh`): twice what Bayes' rule says, so a
# new table's first game settles within the game (docs/architecture.md, "The matched level").
FIRM = 2.0
LIKE = 0.8  # how far a person is first taken to play as the rest of the table (`Estimate.like`)
SURE = 0.98  # no judgement is certain at any level (a sharp player forgets now and then)


@dataclass(frozen=True)
class TableMove:
    """A move as every seat sees it made: who moved, what they did (None for a secret
    move, `GameState.table_sees`), and the events, which every game tells on the shared
    screen (they never carry a secret: a peek's faces live only in the peeker's view)."""

    index: int
    seat: int
    action: Action | None
    events: tuple[Event, ...]


@dataclass(frozen=True)
class Matching:
    """What a game declares for the matched level (its `review.py`, named by
    `GameSpec.matching`):
    - `known_view(view, seat)`: from one seat's own view, what it knows of `seat`'s view;
    - `ages`: where the age groups of a sighting start, in moves (a decision relied on,
      or went against, something the seat saw that many moves before);
    - `judged[preset][level]`: for each age group the share of a fixed level's judged
      decisions that were remembered, then the share of its guesses that were lucky, as
      a watching seat judges them (`simulate`'s `judged`, the level against itself); a
      preset not listed uses the first one;
    - `opening`: what a new table is thought to be, per named level, before anyone at it
      is judged (at the table's middle; a party starts from `PRIORS`): where its first
      moves cost as much against a child as against a sharp player. Even where the first
      judged decisions come early and memory matters from the start; leaning up where a
      sharp player's first decisions are judged late while a few moves at casual already
      lose the game to them (measured with `simulate`, docs/games/<game>.md)."""

    known_view: Callable[[Any, int], Any]
    ages: tuple[int, ...]
    judged: Mapping[str, Mapping[str, tuple[float, ...]]]
    opening: tuple[float, ...] = PRIORS[AIM_MIDDLE]

    def odds(self, preset: str) -> list[tuple[float, ...]]:
        """Per named level (child, casual, sharp), its judged shares."""
        table = self.judged.get(preset) or next(iter(self.judged.values()))
        return [tuple(table[level]) for level in HUMAN_LEVELS]

    def column(self, decision: Decision) -> int:
        """Which share judges `decision`: its sighting's age group, or the guesses'."""
        if decision.seen is None:
            return len(self.ages) + 1
        return sum(decision.move - decision.seen >= start for start in self.ages)


def open_table(view: Any, seat: int) -> Any:
    """`known_view` for a game whose seats all see the same table: `view` as `seat`'s."""
    return dataclasses.replace(view, seat=seat)


class TableJudge:
    """One seat's running memory review of the table, from its own views only. The
    classifier runs over every step so far (some judgements wait on a later move), again
    once the game has grown by an eighth, so judging stays a small part of a decision
    however long the game."""

    def __init__(
        self,
        reviewer: Callable[..., Iterable[Decision]],
        matching: Matching,
        players: int,
        seat: int,
    ) -> None:
        self.reviewer, self.matching = reviewer, matching
        self.players, self.seat = players, seat
        self.steps: list[Step] = []
        self._before: tuple[Any, ...] | None = None
        self._judged: list[Decision] = []
        self._judged_at = 0

    def known(self, view: Any) -> tuple[Any, ...]:
        """Every seat's view as this seat knows it (its own as it is)."""
        known_view = self.matching.known_view
        return tuple(
            view if seat == self.seat else known_view(view, seat) for seat in range(self.players)
        )

    def watch(self, move: TableMove | None, view: Any) -> None:
        """The seat's view after `move` (None: the view the game opens with)."""
        after = self.known(view)
        if move is not None and self._before is not None:
            step = Step(move.index, move.seat, move.action, move.events, self._before, after)
            self.steps.append(step)
        self._before = after

    def decisions(self) -> list[Decision]:
        """The judgements as of the last checkpoint: the steps so far, counted on from 0
        by an eighth at a time (one at a time to begin with). Fixed by the number of
        steps alone, so a resumed game judges exactly as the game it resumes did."""
        due = self._judged_at
        while (ahead := due + max(1, due // 8)) <= len(self.steps):
            due = ahead
        if due != self._judged_at:
            self._judged = list(self.reviewer(self.steps[:due], self.players))
            self._judged_at = due
        return self._judged


@dataclass
class Estimate:
    """What the decisions judged so far say of one seat: a log-weight per named level."""

    weights: list[float]
    judged: int = 0  # how many of the seat's decisions were weighed

    @classmethod
    def start(
        cls, aim: str, known: Sequence[float] = (), opening: Sequence[float] = ()
    ) -> Estimate:
        """Before any decision: the aim's prior (the game's `opening` at the table's
        middle), or in a game played again mostly what the last game ended knowing
        (`known`; a little doubt comes back: people warm up, tire, or change seats)."""
        prior = PRIORS.get(aim, PRIORS[AIM_MIDDLE])
        if aim != AIM_WEAKEST and len(opening) == len(prior):
            prior = tuple(opening)
        if len(known) == len(prior) and sum(known) > 0:
            carried = [k / sum(known) for k in known]
            prior = tuple(AGAIN * k + (1 - AGAIN) * p for k, p in zip(carried, prior, strict=True))
        return cls([math.log(p) for p in prior])

    def like(self, others: Sequence[tuple[float, ...]]) -> Estimate:
        """This start leaning towards what `others` (the chances of the other people judged
        at the table) say: a person the table has judged little is taken to play mostly as
        the rest of the table does until their own decisions say otherwise (else
        Memorandum's first dealer, judged from the second deal on, would start from the even
        start and pull the table's middle to casual for a deal)."""
        table = [sum(column) / len(others) for column in zip(*others, strict=True)]
        mine = self.chances
        prior = [LIKE * t + (1 - LIKE) * p for t, p in zip(table, mine, strict=True)]
        return Estimate([math.log(p) for p in prior])

    @property
    def chances(self) -> tuple[float, ...]:
        """How likely each named level is now (child, casual, sharp)."""
        top = max(self.weights)
        likely = [math.exp(w - top) for w in self.weights]
        return tuple(p / sum(likely) for p in likely)

    def weigh(self, decision: Decision, column: int, odds: Sequence[tuple[float, ...]]) -> None:
        """Bayes' rule: each level's weight times how likely it makes `decision`, counted
        `FIRM` times: the declared shares are a whole game's, and a table of people new to
        the computer must be matched within its first game, while a sharp player's many
        remembered decisions each tell it from a casual one only a little."""
        self.judged += 1
        went_well = decision.kind in (REMEMBERED, NEW_LUCKY)
        assert went_well or decision.kind in (FORGOT, NEW_UNLUCKY)
        for at, shares in enumerate(odds):
            share = min(max(shares[column], 1 - SURE), SURE)
            self.weights[at] += FIRM * math.log(share if went_well else 1 - share)

    @property
    def rank(self) -> float:
        """The rank to play at: the named level the decisions favour, and between two
        while they leave it in doubt (each level's rank weighed by its chance cubed, so
        a level three times likelier than another has 27 times its say)."""
        weights = [p**DECISIVE for p in self.chances]
        return sum(r * w for r, w in zip(NAMED, weights, strict=True)) / sum(weights)


@dataclass
class Matcher:
    """The matched level's aim: the rank of the seats it watches (`watched_seats`), their
    weakest in party mode, their middle otherwise."""

    judge: TableJudge
    odds: list[tuple[float, ...]]
    watched: tuple[int, ...]
    aim: str = AIM_MIDDLE
    known: tuple[float, ...] = ()  # what the last game ended knowing, in a game played again
    estimates: dict[int, Estimate] = field(default_factory=dict)
    _weighed: int = -1

    def aimed_at(self) -> list[Estimate]:
        """The estimates it plays by now, among the seats judged at least once (one not
        judged yet says nothing of how it plays: Memorandum's dealer in the first deal):
        the weakest person's at a party, the middle person's otherwise (the two middle
        ones at an even count)."""
        self._weigh()
        estimates = list(self.estimates.values())
        ranked = sorted([e for e in estimates if e.judged] or estimates, key=lambda e: e.rank)
        if not ranked:
            return [self._start()]
        if self.aim == AIM_WEAKEST:
            return ranked[:1]
        middle = len(ranked) // 2
        return ranked[middle - 1 : middle + 1] if len(ranked) % 2 == 0 else [ranked[middle]]

    def _start(self) -> Estimate:
        return Estimate.start(self.aim, self.known, self.judge.matching.opening)

    def _weigh(self) -> None:
        """Each watched seat's estimate from every judgement of something it had seen, so
        far (weighed afresh whenever the table has been judged again), starting from what
        the other people judged at the table play like (`Estimate.like`). A guess is left
        out: every level guesses about as luckily over a game (`Matching.judged`'s last
        column), and how luckily depends mostly on how far the game is (early guesses
        miss), so guesses said "child" of everyone at the start of a game."""
        decisions = self.judge.decisions()
        if len(decisions) == self._weighed:
            return
        weighed = [d for d in decisions if d.seat in self.watched and d.seen is not None]
        alone = self._estimates(weighed, {s: self._start() for s in self.watched})
        starts = {}
        for seat in self.watched:
            others = [e.chances for s, e in alone.items() if s != seat and e.judged]
            starts[seat] = self._start().like(others) if others else self._start()
        self.estimates = self._estimates(weighed, starts)
        self._weighed = len(decisions)

    def _estimates(
        self, decisions: Iterable[Decision], starts: dict[int, Estimate]
    ) -> dict[int, Estimate]:
        """`starts`, each seat's weighed with its own judged `decisions`."""
        column = self.judge.matching.column
        for decision in decisions:
            starts[decision.seat].weigh(decision, column(decision), self.odds)
        return starts

    @property
    def rank(self) -> float:
        """The rank to play at now, from every judgement the table has made so far."""
        aimed = self.aimed_at()
        return sum(estimate.rank for estimate in aimed) / len(aimed)

    @property
    def chances(self) -> tuple[float, ...]:
        """How likely each named level is for the people it aims at: what a game played
        again starts from."""
        shares = [estimate.chances for estimate in self.aimed_at()]
        return tuple(sum(column) / len(shares) for column in zip(*shares, strict=True))


def watched_seats(seats: Sequence[Mapping[str, Any]], players: int, me: int) -> tuple[int, ...]:
    """The seats a matched player measures itself against: the people at the table, or,
    at a table of computers only (`simulate`), every seat not matched itself."""
    people = [s for s in range(players) if s < len(seats) and seats[s].get("kind") != "bot"]
    if people:
        return tuple(people)
    return tuple(
        s
        for s in range(players)
        if s != me and (s >= len(seats) or seats[s].get("level") != MATCHED)
    )


def table_judgements(
    record: GameRecord, matching: Matching, reviewer: Callable[..., Iterable[Decision]]
) -> list[list[Decision]]:
    """Replay `record` and judge it as each seat watched it (`[watcher]` lists every
    seat's decisions as that seat judged them): what `simulate` reports as `judged`, the
    figures a game's `Matching.judged` is measured with."""
    spec = get_game(record.game)
    state = start_state(record)
    judges = [TableJudge(reviewer, matching, record.players, s) for s in range(record.players)]
    for judge in judges:
        judge.watch(None, state.view(judge.seat))
    for number, move in enumerate(record.moves):
        seat = int(move["seat"])
        action = decode_action(move["action"], spec.action_types)
        seen = state.table_sees(seat, action)
        table_move = TableMove(number, seat, seen, tuple(state.apply(seat, action)))
        for judge, view in zip(judges, state.views(range(record.players)).values(), strict=True):
            judge.watch(table_move, view)
    return [list(reviewer(judge.steps, record.players)) for judge in judges]
