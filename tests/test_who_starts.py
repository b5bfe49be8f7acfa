"""Who starts: the rule book's way (MemoDiXe's youngest, Fireball Court's highest number
card, a draw by the table), a seat chosen at setup, or at random; recorded among the
options so records replay, and a game set up as before (the default) plays exactly as it
did. The table says who starts before the first move: a star at that seat."""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from engine.i18n import tr
from games.core.codec import encode
from games.core.match import next_actor
from games.core.options import RANDOM
from games.core.record import GameRecord, replay
from games.core.registry import all_games, get_game
from games.fireball_court.actions import StarterChosen
from games.memorandum.actions import HOUSE, DealByHand
from tests.fingers import frames, start_game

# Each preset's game of random legal moves (seed 3, the most players), digested: taken on
# the commit before who starts became an option. A default game must not change, or the
# saved games and records people keep would no longer replay.
BEFORE = {
    "devils-circle/classic/6": "e89f211413c33524",
    "devils-circle/kids/6": "bca53a969f7b35ca",
    "memorandum/classic/7": "d5180963f43042d3",
    "memorandum/kids/6": "cd43297dfa87b761",
    "memorandum/party/6": "9c220cd0cc44487a",
    "memodixe/classic/6": "1002f50f91f10e9c",
    "memodixe/optional/6": "a2583b3cdb62c513",
    "memodixe/kids/6": "a33f10ce90f3f2fa",
    "fireball-court/classic/2": "239d66f21bdb934c",
    "fireball-court/kids/2": "4e63a40fcc081176",
    "tamega/classic/8": "da6e78416282848a",
    "tamega/kids/8": "4cdf8e5e847758df",
    "tamega/two_pawns/2": "7ada4d1f432566ff",
    "tamega/teams/8": "b9c9052db8e9d201",
    "tamega/red_fixed/8": "2548b7f47aea661f",
}


# Options named after these digests were taken, a record kept from before has no such key
# and must replay as it did: a clock at the time the scene had always used, and Tamega's
# start squares on two boards (a version the presets set for new games: its default is how
# pawns started before).
LATER_OPTIONS = {"memodixe": {"memorise_seconds"}, "tamega": {"starts"}}
# Moves a game gained after these digests were taken (Memorandum's deal by hand, for a
# person who deals: MR-R8): a game that never makes them must play exactly as before.
LATER_MOVES = {"memorandum": {DealByHand()}}


def _digest(spec, preset: str, players: int) -> str:
    later = LATER_OPTIONS.get(spec.id, set())
    options = {k: v for k, v in spec.options(preset).items() if k not in later}
    state, rng, moves = spec.new_state(players, 3, options), random.Random(3), []
    while not state.over:
        seat = next_actor(state)
        newer = LATER_MOVES.get(spec.id, set())
        action = rng.choice([a for a in state.legal_actions(seat) if a not in newer])
        moves.append(encode([seat, action, state.apply(seat, action)]))
    text = json.dumps({"options": options, "setup": encode(state.setup()), "moves": moves})
    return hashlib.sha256(json.dumps(json.loads(text), sort_keys=True).encode()).hexdigest()[:16]


@pytest.mark.parametrize("case", sorted(BEFORE))
def test_a_game_set_up_as_before_plays_exactly_as_before(case):
    game, preset, players = case.split("/")
    assert _digest(get_game(game), preset, int(players)) == BEFORE[case]


@pytest.mark.parametrize("spec", all_games(), ids=lambda s: s.id)
def test_the_rule_books_way_is_the_default_and_a_chosen_seat_changes_nothing_else(spec):
    players = spec.player_counts(spec.options())[-1]
    default = spec.new_state(players, 8, spec.options())
    rule = spec.choices["starter"].default
    assert encode(spec.new_state(players, 8, spec.options(starter=rule)).setup()) == encode(
        default.setup()
    )
    chosen = spec.new_state(players, 8, spec.options(starter=players - 1))
    before, after = encode(default.setup()), encode(chosen.setup())
    for key in ("first_player", "first"):  # who starts, where the setup says it
        before.pop(key, None), after.pop(key, None)
    if spec.id != "memorandum":  # its deals rotate from the first dealer
        assert before == after


@pytest.mark.parametrize(("game", "turn"), [("devils-circle", "turn"), ("tamega", "turn")])
def test_a_seat_chosen_at_setup_makes_the_first_move(game, turn):
    spec = get_game(game)
    for seat in range(4):
        state = spec.new_state(4, 5, spec.options(starter=seat))
        assert getattr(state, turn) == seat and state.to_act() == frozenset({seat})


def test_memodixe_the_youngest_starts_at_the_seat_the_setup_says():
    spec = get_game("memodixe")
    assert spec.new_state(4, 5, spec.options()).turn == 0  # the first seat, unless said
    assert spec.new_state(4, 5, spec.options(starter=2)).turn == 2
    drawn = {spec.new_state(4, seed, spec.options(starter=RANDOM)).turn for seed in range(40)}
    assert drawn == {0, 1, 2, 3}
    same = spec.new_state(4, 5, spec.options(starter=RANDOM))
    assert same.square == spec.new_state(4, 5, spec.options()).square  # the same square


def test_fc_r8_a_starter_chosen_or_drawn_starts_the_first_round_only():
    spec = get_game("fireball-court")
    for way, reason in ((1, "chosen"), (0, "chosen"), (RANDOM, "random")):
        state = spec.new_state(2, 4, spec.options(starter=way))
        events = state.apply(-1, state.legal_actions(-1)[0])
        [start] = [e for e in events if isinstance(e, StarterChosen)]
        assert start.reason == reason and (way == RANDOM or start.seat == way)
        rng = random.Random(4)
        while state.round_no == 1 and not state.over:
            seat = next_actor(state)
            events = state.apply(seat, rng.choice(state.legal_actions(seat)))
        later = [e for e in events if isinstance(e, StarterChosen)]
        assert all(e.reason in ("highest", "tie") for e in later)  # the rule book again


def test_memorandum_the_deal_passes_left_from_the_first_dealer():
    spec = get_game("memorandum")
    state = spec.new_state(5, 2, spec.options(starter=3))
    assert [deal.dealer for deal in state.deals] == [3, 4, 0, 1, 2]
    drawn = spec.new_state(5, 2, spec.options(starter=RANDOM)).deals
    first = drawn[0].dealer
    assert [deal.dealer for deal in drawn] == [(first + k) % 5 for k in range(5)]
    house = spec.new_state(5, 2, spec.options("kids"))
    assert [deal.dealer for deal in house.deals] == [HOUSE]


def test_a_record_keeps_who_started_and_replays():
    spec = get_game("tamega")
    from games.core.driver import play_game

    record = play_game(spec, 3, 9, spec.options(starter=2), ["casual"] * 3).record
    again = GameRecord.from_json(record.to_json())
    assert again.options["starter"] == 2 and record.setup["first"] == 2
    assert replay(again).scores() == record.scores


# --- the table says it --------------------------------------------------------------------
def _said(scene):
    """The pops at the table now: (picture, words, seat)."""
    return [(p.emoji, p.text, p.seat) for p in scene.reactions.pops]


@pytest.mark.parametrize(
    ("game", "options", "said"),
    [
        ("devils-circle", {"starter": 2}, ("⭐", "start.chosen", 2)),
        ("memodixe", {}, ("🧒", "start.chosen", 0)),  # the youngest
        ("memodixe", {"starter": 1}, ("🧒", "start.chosen", 1)),
        ("tamega", {"starter": 3}, ("⭐", "start.chosen", 3)),
        ("memorandum", {"starter": 1}, ("🃏", "memorandum.deals_first", 1)),
        ("memorandum", {"starter": RANDOM}, ("🎲", "memorandum.deals_first_random", None)),
    ],
)
def test_the_seat_that_starts_is_told_before_the_first_move(game, options, said):
    _app, scene = start_game(game, 4, (0, 1, 2, 3), options=options, settle=1)
    picture, words, seat = said
    seat = scene.state.deals[0].dealer if seat is None else seat
    assert _said(scene) == [(picture, tr(words), seat)]
    assert not [m for m in scene.record.moves if m["seat"] >= 0]  # nobody has moved yet


def test_a_drawn_starter_is_told_as_drawn_and_nothing_is_told_twice_or_to_the_house():
    app, scene = start_game("devils-circle", 3, (0, 1, 2), settle=1)
    assert _said(scene) == [("🎲", tr("start.random"), scene.state.turn)]
    frames(app, 200)
    assert [p for p in _said(scene) if p[1] == tr("start.random")] == []
    app, scene = start_game("memorandum", 3, (0, 1, 2), preset="kids", settle=1)
    assert _said(scene) == []
