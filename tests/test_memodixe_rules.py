"""MemoDiXe: one scenario per rule and per ruling (MD-R1..MD-R8), forced layouts."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games.core import IllegalAction
from games.memodixe import dice
from games.memodixe.actions import (
    CallDixe,
    DiceRolled,
    DiceSwapped,
    DieReturned,
    DixeChecked,
    GameEnded,
    Give,
    GoOn,
    Keep,
    PairFound,
    Pick,
    Steal,
    TurnOver,
)
from games.memodixe.rules import FIRST, GIVE, KEEP, LAST, PEEK, STEAL, SWAP, MemoDixeState
from games.memodixe.spec import SPEC
from tests.test_memodixe_support import arrange, check_invariants, die_of, filler, top_for


def pair_state(symbol: str, players: int = 2, won=None, reserve=(), **kw) -> MemoDixeState:
    """Places 0 and 1 hide `symbol` (two dice of the first colour that has it); the other
    places hide all different faces; `won` and `reserve` dice are kept out of the square."""
    colour = next(c for c in dice.COLOURS if (c, symbol) in dice.OPPOSITE)
    square = {0: (die_of(colour, 0), symbol), 1: (die_of(colour, 1), symbol)}
    busy = [d for d, _ in square.values()] + list(reserve)
    busy += [d for pile in (won or {}).values() for d in pile]
    square.update(filler([symbol], avoid=busy))
    return arrange(players, square, reserve=reserve, won=won, **kw)


def turn_pair(state: MemoDixeState, seat: int = 0) -> list:
    return state.apply(seat, TurnOver(0)) + state.apply(seat, TurnOver(1))


# --- MD-R1: the dice ---------------------------------------------------------------------
def test_md_r1_every_symbol_on_exactly_three_colours():
    on = Counter(face for colour in dice.COLOURS for face in dice.faces(colour))
    assert set(on) == set(dice.SYMBOLS) and set(on.values()) == {3}
    for colour in dice.COLOURS:
        assert len(set(dice.faces(colour))) == 6
        for face in dice.faces(colour):
            assert dice.OPPOSITE[colour, dice.OPPOSITE[colour, face]] == face
            assert dice.OPPOSITE[colour, face] != face
    assert dice.DICE == 15 and [dice.colour_of(d) for d in (0, 3, 14)] == ["red", "blue", "purple"]


def test_md_r1_setup_nine_in_the_square_one_reserve_die_per_player():
    for players in range(2, 7):
        state = MemoDixeState(players, 7, SPEC.options())
        assert len(state.occupied()) == 9 and len(state.reserve) == players
        assert len(state.unused) == 15 - 9 - players  # a game of 4 uses 13 dice
        assert state.turn == 0 and state.to_act() == {0}  # the youngest (seat 0) starts
        check_invariants(state)


# --- MD-R2: rolls ------------------------------------------------------------------------
def test_md_r2_each_face_equally_likely_and_only_the_core_rolls():
    rng = random.Random(3)
    counts = Counter(dice.roll(die_of("green"), rng) for _ in range(6000))
    assert set(counts) == set(dice.faces("green"))
    assert all(850 < n < 1150 for n in counts.values())
    a, b = MemoDixeState(3, 11, SPEC.options()), MemoDixeState(3, 11, SPEC.options())
    assert a.setup() == b.setup()
    assert a.setup() != MemoDixeState(3, 12, SPEC.options()).setup()


# --- a turn ------------------------------------------------------------------------------
def test_md_different_symbols_go_back_unchanged_and_next_player():
    square = filler([], start=0)
    state = arrange(3, square)
    before = list(state.top)
    state.apply(0, TurnOver(0))
    assert CallDixe() not in state.legal_actions(0)  # a call is only at the turn's start
    with pytest.raises(IllegalAction):
        state.apply(0, TurnOver(0))  # the second die must be another one
    state.apply(0, TurnOver(1))
    assert state.top == before and state.square[:2] == [square[0][0], square[1][0]]
    assert state.turn == 1 and state.phase == FIRST


def test_md_identical_symbols_player_keeps_one_other_rerolled_then_refill():
    state = pair_state("rabbit", reserve=[die_of("blue", 0)], script=["eye"])
    pair = state.square[:2]
    events = turn_pair(state)
    assert any(isinstance(e, PairFound) and e.symbol == "rabbit" for e in events)
    assert state.phase == KEEP and set(state.legal_actions(0)) == {Keep(0), Keep(1)}
    events = state.apply(0, Keep(1))
    assert state.won[0] == [pair[1]]
    rolled = [e for e in events if isinstance(e, DiceRolled)]
    assert rolled[0].rolls[0] == (0, pair[0], "eye") and rolled[0].source == "pair"
    assert rolled[1].source == "reserve" and state.square[1] == die_of("blue", 0)
    assert state.reserve == []
    check_invariants(state)


# --- the powers --------------------------------------------------------------------------
def test_md_eye_peeks_two_dice_only_in_the_players_view():
    state = pair_state("eye", players=3)
    turn_pair(state)
    assert state.phase == PEEK and Pick(0) not in state.legal_actions(0)
    state.apply(0, Pick(2))
    state.apply(0, Pick(3))
    mine, theirs = state.view(0), state.view(1)
    assert [p.place for p in mine.peeked] == [2, 3]
    assert mine.peeked[0].bottom == dice.bottom(state.square[2], state.top[state.square[2]])
    assert theirs.peeked == () and state.view(2).peeked == ()
    assert state.phase == KEEP


@pytest.mark.parametrize(("symbol", "secret"), [("eye", "peeked"), ("hat", "picks")])
def test_md_the_public_view_holds_no_secret_of_the_player_on_turn(symbol, secret):
    """The shared screen draws from `public_view()`: which dice the player peeked at (eye)
    or has picked to swap (hat) is hidden there, so changing only that changes nothing."""
    shown = []
    for place in (2, 5):
        state = pair_state(symbol, players=3, script=["eye"])
        turn_pair(state)
        if symbol == "hat":
            state.apply(0, Keep(0))
        state.apply(0, Pick(place))
        assert getattr(state.view(0), secret)  # the player on turn knows it ...
        assert getattr(state.public_view(), secret) == ()  # ... the table does not
        shown.append(state.public_view())
    assert shown[0] == shown[1]


def test_md_r5_rabbit_plays_again_after_resolving():
    state = pair_state("rabbit", script=["eye"])
    events = turn_pair(state)
    events += state.apply(0, Keep(0))
    assert state.won[0] and state.turn == 0 and state.phase == FIRST and state.can_call
    assert [type(e).__name__ for e in events][-2:] == ["ExtraTurn", "TurnStarted"]


def test_md_r5_second_play_again_power_gives_another_turn():
    state = pair_state("star")
    turn_pair(state)
    assert state.turn == 0 and state.phase == FIRST  # star: play again
    state.square[0], state.square[1] = state.square[1], state.square[0]
    for place in (0, 1):
        state.top[state.square[place]] = top_for(state.square[place], "rabbit")
    state.rng.script = ["eye"]
    turn_pair(state)
    state.apply(0, Keep(0))
    assert state.turn == 0 and state.phase == FIRST  # the rabbit in it: another turn
    state.apply(0, TurnOver(2))
    state.apply(0, TurnOver(3))  # a miss ends the chain
    assert state.turn == 1


@pytest.mark.parametrize("lands, hit", [("bomb", True), ("eye", False)])
def test_md_r4_bomb_wins_the_rerolled_die_only_if_it_lands_bomb(lands, hit):
    state = pair_state("bomb", script=[lands])
    turn_pair(state)
    state.apply(0, Keep(0))
    assert len(state.won[0]) == (2 if hit else 1)
    assert (state.square[1] is None) == hit
    check_invariants(state)


@pytest.mark.parametrize("lands, hit", [("skull", True), ("eye", False)])
def test_md_r4_r8_skull_every_player_discards_one_won_die(lands, hit):
    state = pair_state("skull", players=3, won={1: [die_of("red", 2)]}, script=[lands])
    turn_pair(state)
    state.apply(0, Keep(0))
    if hit:  # seat 2 has no die and discards nothing (MD-R8)
        assert state.won == [[], [], []] and len(state.discarded) == 2
    else:
        assert [len(w) for w in state.won] == [1, 1, 0] and state.discarded == []
    check_invariants(state)


def test_md_hat_secret_swap_seen_only_by_the_player():
    state = pair_state("hat", players=3, script=["eye"])
    turn_pair(state)
    state.apply(0, Keep(0))
    assert state.phase == SWAP
    a, b = state.square[2], state.square[5]
    state.apply(0, Pick(2))
    events = state.apply(0, Pick(5))
    assert state.square[2] == b and state.square[5] == a
    assert DiceSwapped(0) in events
    assert state.turn == 1 and state.phase == FIRST


def test_md_sun_no_win_roll_both_and_steal_from_chosen_player():
    state = pair_state("sun", players=3, won={1: [die_of("red", 2)], 2: [die_of("blue", 2)]})
    events = turn_pair(state)
    assert any(isinstance(e, DiceRolled) and e.source == "pair" for e in events)
    assert state.phase == STEAL and set(state.legal_actions(0)) == {Steal(1), Steal(2)}
    state.apply(0, Steal(2))
    assert state.won == [[die_of("blue", 2)], [die_of("red", 2)], []]
    assert state.square[0] is not None and state.square[1] is not None
    check_invariants(state)


def test_md_sun_nothing_to_steal_when_nobody_has_a_die():
    state = pair_state("sun")
    turn_pair(state)
    assert state.won == [[], []] and state.turn == 1


def test_md_r8_scales_most_give_to_fewest_from_won_dice():
    won = {0: [die_of("red", 2)], 1: [die_of("blue", 2), die_of("green", 2)]}
    state = pair_state("scales", players=3, won=won)
    turn_pair(state)
    assert [len(w) for w in state.won] == [1, 1, 1]
    assert state.won[2] == [die_of("green", 2)]  # seat 1 gave its last won die
    check_invariants(state)


def test_md_scales_tie_for_fewest_each_giver_chooses():
    state = pair_state("scales", players=3, won={1: [die_of("red", 2)]})
    turn_pair(state)
    assert state.phase == GIVE and state.to_act() == {1}
    assert set(state.legal_actions(1)) == {Give(0), Give(2)}
    state.apply(1, Give(2))
    assert state.won == [[], [], [die_of("red", 2)]] and state.turn == 1


def test_md_scales_nothing_when_all_level():
    state = pair_state("scales")
    turn_pair(state)
    assert state.won == [[], []] and state.turn == 1


def test_md_die_power_rerolls_a_chosen_die():
    state = pair_state("die", script=["eye", "sun"])
    turn_pair(state)
    state.apply(0, Keep(0))
    target = state.square[6]
    assert "sun" in dice.faces(dice.colour_of(target))
    state.apply(0, Pick(6))
    assert state.top[target] == "sun" and state.turn == 1


def test_md_r6_snowflake_sets_aside_until_owner_next_turn():
    state = pair_state("snowflake", script=["eye"])
    turn_pair(state)
    state.apply(0, Keep(0))
    die, top = state.square[4], state.top[state.square[4]]
    state.apply(0, Pick(4))
    assert state.square[4] is None and 4 in state.aside and state.turn == 1
    assert TurnOver(4) not in state.legal_actions(1)
    check_invariants(state)
    events = state.apply(1, CallDixe())  # the check leaves the set-aside die out
    check = next(e for e in events if isinstance(e, DixeChecked))
    assert die not in [f[1] for f in check.faces]
    state.phase, state.can_call = FIRST, False
    state.apply(1, TurnOver(2))
    events = state.apply(1, TurnOver(3))
    returned = [e for e in events if isinstance(e, DieReturned)]
    assert returned == [DieReturned(0, 4, die, top)]  # back before anything else
    assert state.square[4] == die and state.top[die] == top and not state.aside


def test_md_r6_snowflake_square_counts_full_with_eight():
    state = pair_state("snowflake", reserve=[die_of("yellow", 0), die_of("yellow", 1)])
    state.rng.script = ["eye"]
    assert len(state.occupied()) == 9
    turn_pair(state)
    state.apply(0, Keep(0))
    assert len(state.reserve) == 1  # the kept die's place was refilled
    left = list(state.reserve)
    state.apply(0, Pick(2))
    assert state.square[2] is None and state.reserve == left
    assert len(state.occupied()) == 8 and state.turn == 1
    check_invariants(state)


def test_md_star_no_win_roll_both_and_play_again():
    state = pair_state("star")
    events = turn_pair(state)
    assert state.won == [[], []] and state.turn == 0 and state.phase == FIRST
    assert any(isinstance(e, DiceRolled) and e.source == "pair" for e in events)


# --- "DiXe!" -----------------------------------------------------------------------------
def test_md_r3_wrong_dixe_discards_won_rerolls_and_caller_plays_on():
    state = pair_state("sun", won={0: [die_of("red", 2)]})
    events = state.apply(0, CallDixe())
    assert not next(e for e in events if isinstance(e, DixeChecked)).right
    assert state.won[0] == [] and state.discarded == [die_of("red", 2)]
    assert any(isinstance(e, DiceRolled) and e.source == "square" for e in events)
    assert state.turn == 0 and state.phase == FIRST and CallDixe() not in state.legal_actions(0)
    check_invariants(state)


def test_md_right_dixe_last_die_of_choice_then_game_ends():
    square = filler([], start=0)
    state = arrange(2, square)
    events = state.apply(0, CallDixe())
    assert next(e for e in events if isinstance(e, DixeChecked)).right
    assert state.phase == LAST
    events = state.apply(0, Pick(3))
    assert state.over and state.won[0] == [square[3][0]] and state.winners() == [0]
    assert isinstance(events[-1], GameEnded) and events[-1].reason == "dixe"


def test_md_optional_rule_right_caller_may_go_on():
    square = filler([], start=0, avoid=[die_of("red", 0)])
    state = arrange(2, square, reserve=[die_of("red", 0)], preset="optional")
    state.apply(0, CallDixe())
    state.apply(0, Pick(0))
    assert set(state.legal_actions(0)) == {GoOn(True), GoOn(False)}
    events = state.apply(0, GoOn(True))
    assert not state.over and state.turn == 0 and state.phase == FIRST
    assert state.square[0] == die_of("red", 0)  # refilled from the reserve
    assert any(isinstance(e, DiceRolled) and e.source == "square" for e in events)
    check_invariants(state)


def test_md_tie_break_last_right_caller_wins_else_shared():
    square = filler([], start=0, avoid=[die_of("red", 0)])
    state = arrange(3, square, won={1: [die_of("red", 0)]})
    state.apply(0, CallDixe())
    state.apply(0, Pick(0))
    assert state.over and state.scores() == [1.0, 1.0, 0.0] and state.winners() == [0]
    state.right_calls = [2]
    assert state.winners() == [0, 1]  # the last right caller is not among the tied


def test_md_r7_fewer_than_two_dice_ends_at_once_without_last_die():
    square = {0: (die_of("red", 0), "bomb"), 1: (die_of("red", 1), "bomb")}
    square[2] = (die_of("blue", 0), "sun")
    state = arrange(2, square, script=["eye"])
    turn_pair(state)
    state.apply(0, Keep(0))
    assert len(state.occupied()) == 2 and not state.over  # bomb missed: two remain
    state = arrange(2, square, script=["bomb"])
    turn_pair(state)
    events = state.apply(0, Keep(0))
    assert state.over and isinstance(events[-1], GameEnded) and events[-1].reason == "square"
    assert state.won == [[die_of("red", 0), die_of("red", 1)], []]


def test_md_r7_game_ends_before_an_after_turn_power():
    square = {0: (die_of("blue", 0), "die"), 1: (die_of("blue", 1), "die")}
    state = arrange(2, square, script=["eye"])
    turn_pair(state)
    state.apply(0, Keep(0))
    assert state.over and state.end_reason == "square"  # no die-power re-roll first


# --- kids preset -------------------------------------------------------------------------
def test_md_kids_eye_and_hat_are_plain_pairs_and_wrong_call_costs_nothing():
    for symbol in ("eye", "hat"):
        state = pair_state(symbol, preset="kids", script=["eye"])
        turn_pair(state)
        assert state.phase == KEEP
        state.apply(0, Keep(0))
        assert state.turn == 1 and state.phase == FIRST
    state = pair_state("sun", preset="kids", won={0: [die_of("red", 2)]})
    state.apply(0, CallDixe())
    assert state.won[0] == [die_of("red", 2)] and state.turn == 0
