"""The matched level (games/core/matching.py): memories between the named levels, the
judge of the table that sees only what its seat sees, the estimate a person's judged
decisions move, and a matched game that replays exactly. How well it matches each game's
fixed levels is tests/test_matched_strength.py."""

from __future__ import annotations

import itertools
import json
import random

import pytest

from games.core.driver import play_game
from games.core.match import Match, bot_seats, next_actor
from games.core.matching import (
    AIM_MIDDLE,
    AIM_WEAKEST,
    Estimate,
    Matcher,
    TableJudge,
    table_judgements,
    watched_seats,
)
from games.core.memory import HUMAN_LEVELS, LEVELS, MATCHED, Memory, at_rank, between, nearest
from games.core.record import GameRecord
from games.core.registry import all_games, get_game
from games.core.review import (
    FORGOT,
    NEW_UNLUCKY,
    REMEMBERED,
    Decision,
    Step,
    replay_steps,
    review_record,
)

GAMES = [spec for spec in all_games() if spec.judging is not None]
PLAYERS = {"memorandum": 3}


# --- memories between the named levels ---------------------------------------------------
def test_a_named_levels_rank_gives_its_own_memory():
    for name in HUMAN_LEVELS:
        named, at = LEVELS[name], between(LEVELS[name].rank)
        assert (at.capacity, at.recall, at.half_life) == pytest.approx(
            (named.capacity, named.recall, named.half_life)
        )
        assert nearest(named.rank) == name


def test_memory_grows_with_the_rank_and_stays_in_the_range():
    ranks = [r / 10 for r in range(-5, 26)]
    levels = [between(r) for r in ranks]
    for low, high in itertools.pairwise(levels):
        assert low.capacity <= high.capacity and low.recall <= high.recall
        assert low.half_life <= high.half_life
    assert levels[0] == between(0.0) and levels[-1] == between(2.0)  # child to sharp only
    assert at_rank({"child": 0.35, "casual": 0.12, "sharp": 0.04}, 0.5) == pytest.approx(0.235)
    assert between(3.0).trait({"child": 1.0, "perfect": 0.0}) == pytest.approx(1 / 3)


def test_a_retuned_memory_recalls_as_its_new_level_does():
    memory = Memory(between(2.0), random.Random(1), keep=16)
    for card in range(16):
        memory.see(card, True)
    memory.retune(between(0.0))  # four of them now, the newest
    assert [c for c in range(16) if c in memory] == [12, 13, 14, 15]
    assert memory.chance(0) == 0.0 and memory.chance(15) == pytest.approx(0.6)
    memory.retune(between(2.0))  # the sixteen kept come back within reach
    assert all(c in memory for c in range(16))
    fixed = Memory("child", random.Random(1))
    for card in range(16):
        fixed.see(card, True)
    assert len(fixed.recall_all()) <= 4 and 0 not in fixed  # a fixed level forgets for good


# --- the estimate -------------------------------------------------------------------------
def _weighed(kinds: list[str], age: int, aim: str = AIM_MIDDLE) -> float:
    matching = get_game("devils-circle").judging
    odds, estimate = matching.odds("classic"), Estimate.start(aim)
    for move, kind in enumerate(kinds):
        decision = Decision(move + age, 1, kind, 0, move)
        estimate.weigh(decision, matching.column(decision), odds)
    return estimate.rank


def test_forgetting_lowers_the_estimate_and_remembering_raises_it():
    start = _weighed([], 5)
    assert start == pytest.approx(1.0)
    assert _weighed([FORGOT] * 6, 5) < 0.01  # a child, no doubt left
    assert _weighed([REMEMBERED] * 20, 5) > 1.9  # sharp
    mixed = _weighed([REMEMBERED] * 5 + [FORGOT], 5)  # casual forgets one in six
    assert 0.9 < mixed < 1.3
    assert _weighed([], 5, AIM_WEAKEST) <= 0.25  # a party starts near the children


def test_a_new_table_starts_where_its_game_declares_and_a_party_near_the_children():
    memodixe, circle = get_game("memodixe").judging, get_game("devils-circle").judging
    assert Estimate.start(AIM_MIDDLE, (), circle.opening).rank == pytest.approx(1.0)
    assert Estimate.start(AIM_MIDDLE, (), memodixe.opening).rank > 1.5  # leans up: MemoDiXe
    assert Estimate.start(AIM_WEAKEST, (), memodixe.opening).rank <= 0.25  # a party: its own
    played = Estimate.start(AIM_MIDDLE, (0.9, 0.1, 0.0), memodixe.opening)
    assert played.rank < 0.1  # played again: mostly what the last game showed


def _aimed(judged: dict[int, list[str]], aim: str = AIM_MIDDLE) -> float:
    """The rank a matcher watching seats 0, 2 and 3 (from seat 1) plays at once the
    table's review has judged each seat's decisions as `judged` says (seen 5 moves
    before; a seat left out was not judged at all)."""
    decisions = [
        Decision(move, seat, kind, 0, None if kind == NEW_UNLUCKY else move - 5)
        for seat, kinds in judged.items()
        for move, kind in enumerate(kinds, start=5)
    ]
    matching = get_game("devils-circle").judging
    judge = TableJudge(lambda steps, players: decisions, matching, 4, 1)
    judge.steps = [Step(i, 0, None, (), (), ()) for i in range(8)]  # one checkpoint: all
    matcher = Matcher(judge, matching.odds("classic"), (0, 2, 3), aim)
    return matcher.rank


def test_it_aims_at_the_middle_of_the_people_it_has_judged():
    child, sharp = [FORGOT] * 6, [REMEMBERED] * 20
    # a seat not judged yet (Memorandum's dealer in a first deal) says nothing of the table
    assert _aimed({2: sharp}) > 1.9
    assert _aimed({0: child, 2: sharp}) == pytest.approx(1.0, abs=0.02)  # the middle two
    assert _aimed({0: child, 2: sharp, 3: sharp}) > 1.9
    assert _aimed({0: child, 2: sharp}, AIM_WEAKEST) < 0.05  # a party: the weakest child
    # a guess's luck says nothing of a memory: a seat that only guessed is not judged
    assert _aimed({0: [NEW_UNLUCKY] * 30, 2: sharp}) > 1.9


def test_a_person_judged_little_is_first_taken_to_play_as_the_rest_of_the_table():
    # a remembered flip and a forgotten one, seen 5 moves before: alone a little likelier
    # casual than child (an even start), beside a child it is a child's until it shows more
    both = [REMEMBERED, FORGOT]
    assert _aimed({2: both}) > 0.5
    assert _aimed({0: [FORGOT] * 6, 2: both}) < 0.05  # the middle of two children
    # its own decisions still say what it is: twenty remembered flips are a sharp player's
    assert _aimed({0: [FORGOT] * 6, 2: [REMEMBERED] * 20}) == pytest.approx(1.0, abs=0.02)


def test_a_matched_computer_watches_the_people_or_else_the_other_computers():
    people = [{"kind": "human"}, {"kind": "bot", "level": MATCHED}, {"kind": "human"}]
    assert watched_seats(people, 3, 1) == (0, 2)
    computers = [{"kind": "bot", "level": MATCHED}, {"kind": "bot", "level": "child"}] * 2
    assert watched_seats(computers, 4, 0) == (1, 3)


# --- the same judgement as the review ---------------------------------------------------------
# (what a matched computer is handed is the contract's: tests/test_contract.py)
def test_the_table_never_sees_which_dice_the_eye_and_the_hat_chose():
    from games.memodixe.actions import Pick
    from games.memodixe.rules import PEEK, SWAP

    spec, rng = get_game("memodixe"), random.Random(3)
    phases: dict[str, list[bool]] = {}
    for seed in range(40):
        state = spec.new_state(2, seed, spec.options())
        while not state.over:
            seat = next_actor(state)
            action = rng.choice(state.legal_actions(seat))
            if isinstance(action, Pick):
                secret = state.phase in (PEEK, SWAP)
                phases.setdefault(state.phase, []).append(state.table_sees(seat, action) is None)
                assert (state.table_sees(seat, action) is None) == secret
            elif state.table_sees(seat, action) != action:
                pytest.fail(f"{action} is not secret")
            state.apply(seat, action)
    assert phases.get(PEEK) and phases.get(SWAP) and len(phases) > 2, phases


@pytest.mark.parametrize("game", ["devils-circle", "tamega"])
def test_where_every_seat_sees_the_same_table_its_judgement_is_the_review_s(game):
    spec = get_game(game)
    record = play_game(spec, 2, 4, spec.options(), ["casual", "sharp"]).record
    review = review_record(record)
    for watcher, decisions in enumerate(table_judgements(record, spec.judging, spec.reviewer)):
        other = 1 - watcher
        assert [d for d in decisions if d.seat == other] == review.seats[other].decisions
    assert replay_steps(record)  # the record replays


def test_memorandum_judges_another_s_answers_when_the_hands_are_turned_up():
    spec = get_game("memorandum")
    record = play_game(spec, 4, 2, spec.options(), ["child", "casual", "sharp", "casual"]).record
    review = review_record(record)
    judged = table_judgements(record, spec.judging, spec.reviewer)
    for watcher, decisions in enumerate(judged):
        for seat in range(4):
            if seat != watcher:  # four players: nobody can tell another's hand before
                mine = sorted((d for d in decisions if d.seat == seat), key=lambda d: d.move)
                assert mine == review.seats[seat].decisions


# --- replayed exactly -------------------------------------------------------------------------
@pytest.mark.parametrize("spec", GAMES, ids=lambda s: s.id)
def test_a_matched_game_replays_and_resumes_exactly(spec):
    players = PLAYERS.get(spec.id, 2)
    options = spec.options(next(iter(spec.presets)))
    levels = [MATCHED, *["child"] * (players - 1)]
    record = play_game(spec, players, 21, options, levels).record
    again = play_game(spec, players, 21, options, levels).record
    assert again.to_dict() == record.to_dict()  # the seed and the moves: the same game
    assert GameRecord.from_json(record.to_json()) == record
    assert record.seats[0]["played_like"] in HUMAN_LEVELS
    resumed = Match(spec, players, 21, options, bot_seats(levels))
    resumed.replay(record.moves)
    resumed.finish()
    assert resumed.record.seats[0] == record.seats[0]


def test_simulate_prints_the_memory_a_matched_level_settled_on(capsys):
    from engine.shell import cli

    argv = ["simulate", "devils-circle", "--seed", "3", "--games", "4", "--levels"]
    assert cli.main([*argv, "matched,child", "--again", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    settled, fixed = summary["settled"]
    assert fixed is None and settled.startswith("rank ") and "(child)" in settled
    assert "capacity 4" in settled  # a child's memory, as the child it played
    assert len(summary["judged"][1]) == 4  # three ages of a sighting, and the guesses
