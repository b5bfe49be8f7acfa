"""Devil's Circle: one scenario per rule and ruling (DC-R1..DC-R8), plus the decisions
the rules leave open (docs/games/devils_circle.md)."""

from __future__ import annotations

from collections import Counter

import pytest

from games.core import IllegalAction
from games.devils_circle.actions import (
    ALL_FIVE_CARD,
    COINS,
    IMAGES,
    PAIRS,
    CardTurned,
    CoinStolen,
    CoinTaken,
    DiscFlipped,
    DiscsSwapped,
    Flip,
    GameOver,
    Pass,
    RoundWon,
    Steal,
    StealOffered,
    Swap,
    SwapNeeded,
    TurnEnded,
    card_image,
)
from games.devils_circle.moments import ALL_TWICE, THREE_FIRES, table
from games.devils_circle.rules import DevilsCircleState
from games.devils_circle.spec import SPEC

FIRE, CAULDRON, TRIDENT, RED, PURPLE = IMAGES
# Cards: fire 0-2, cauldron 3-5, trident 6-8, red devil 9-11, purple devil 12-14.
# Discs in PAIRS order: 0 FC, 1 FT, 2 FR, 3 FP, 4 CT, 5 CR, 6 CP, 7 TR, 8 TP, 9 RP.
# The positions (`table`, `twin_pack`, THREE_FIRES, ALL_TWICE) are the game's moments'.


def kinds(events) -> list[str]:
    return [type(e).__name__ for e in events]


# --- setup --------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(40))
def test_dc_r1_ten_discs_carry_the_ten_pairs(seed):
    state = DevilsCircleState(4, seed, SPEC.options())
    assert {frozenset(p) for p in state.pairs} == {frozenset(p) for p in PAIRS}
    assert len({frozenset(p) for p in state.pairs}) == 10
    on = Counter(image for pair in state.pairs for image in pair)
    assert set(on.values()) == {4} and all(a != b for a, b in state.pairs)


def test_dc_r2_sixteen_cards_three_per_image_and_all_five():
    state = DevilsCircleState(2, 7, SPEC.options())
    cards = state.stack + state.pack
    assert sorted(cards) == list(range(16))
    assert Counter(card_image(c) for c in cards) == {**dict.fromkeys(IMAGES, 3), "all_five": 1}


def test_dc_kids_preset_has_no_all_five_card_and_no_coins():
    state = DevilsCircleState(2, 7, SPEC.options("kids"))
    assert sorted(state.stack + state.pack) == list(range(15))
    assert not state.coins_active and not state.view(0).coins_active
    assert state.coins == [0, 0] and state.set_aside == COINS  # cards only


@pytest.mark.parametrize("seed", range(200))
def test_dc_setup_never_shows_an_image_four_times(seed):
    state = DevilsCircleState(3, seed, SPEC.options())
    assert max(state.visible(image) for image in IMAGES) < 4


@pytest.mark.parametrize(("players", "each"), [(2, 10), (3, 10), (4, 10), (5, 9), (6, 8)])
def test_dc_setup_coins_per_player_rest_set_aside(players, each):
    state = DevilsCircleState(players, 3, SPEC.options())
    assert state.coins == [each] * players
    assert state.set_aside == COINS - each * players and state.middle == 0


def test_dc_setup_turns_up_the_first_card_and_a_random_player_begins():
    starters = set()
    for seed in range(40):
        state = DevilsCircleState(4, seed, SPEC.options())
        starters.add(state.turn)
        assert len(state.pack) == 1 and len(state.stack) == 15
        assert kinds(state.opening)[0] == "CardTurned"
        assert state.opening[0].seat == state.turn
    assert starters == {0, 1, 2, 3}


def test_dc_first_card_all_five_with_every_image_twice_asks_for_a_swap():
    state = table(sides=ALL_TWICE, pack=(), stack=(ALL_FIVE_CARD, 3), first_card=ALL_FIVE_CARD)
    events = state._turn_card(0)
    assert kinds(events) == ["CardTurned", "SwapNeeded"] and state.phase == "swap"


# --- a turn -------------------------------------------------------------------------------
def test_dc_turn_match_lets_the_player_flip_again_or_pass():
    state = table(pack=(3,))  # cauldron searched
    assert Pass() not in state.legal_actions(0)  # every turn flips at least one disc
    events = state.apply(0, Flip(4))  # cauldron -> trident: a mistake
    assert kinds(events) == ["DiscFlipped", "CoinPaid", "TurnEnded"]
    assert events[0] == DiscFlipped(0, 4, CAULDRON, TRIDENT, "mistake")
    assert state.turn == 1
    events = state.apply(1, Flip(5))  # red -> cauldron: a match, the coin paid is taken
    assert events[0].outcome == "match" and events[1:] == [CoinTaken(1)] and state.turn == 1
    assert state.phase == "continue" and Pass() in state.legal_actions(1)
    assert len([a for a in state.legal_actions(1) if isinstance(a, Flip)]) == 10


def test_dc_turn_flipping_away_the_searched_image_is_a_mistake():
    state = table()
    events = state.apply(0, Flip(0))  # fire -> cauldron while fire is searched
    assert events[0].outcome == "mistake" and state.turn == 1 and state.visible(FIRE) == 2


def test_dc_turn_play_passes_clockwise_and_wraps():
    state = table(players=3, turn=2)
    events = state.apply(2, Flip(4))
    assert events[-1] == TurnEnded(2, 0, "mistake") and state.to_act() == frozenset({0})


def test_dc_round_fourth_copy_takes_card_and_middle_and_next_player_turns_next_card():
    state = table(middle=3, coins=[5, 5, 5])
    events = state.apply(0, Flip(3))  # purple -> fire: the fourth fire
    assert kinds(events) == ["DiscFlipped", "RoundWon", "TurnEnded", "CardTurned"]
    assert events[1] == RoundWon(0, (0,), 3)
    assert events[2] == TurnEnded(0, 1, "won")
    assert events[3].seat == 1 and events[3].card == 3
    assert state.won[0] == [0] and state.coins[0] == 8 and state.middle == 0
    assert state.pack == [3] and state.turn == 1


def test_dc_round_ends_exactly_when_the_goal_is_met():
    state = table(sides=[0, 0, 1, 1, 0, 1, 1, 0, 0, 0], middle=2)  # discs 2, 3 hide fire
    events = state.apply(0, Flip(2))  # red -> fire: third fire, no win
    assert "RoundWon" not in kinds(events) and state.visible(FIRE) == 3
    events = state.apply(0, Flip(3))
    assert "RoundWon" in kinds(events) and state.won[0] == [0]


def test_dc_end_last_round_won_ends_the_match_and_scores():
    state = table(stack=(), coins=[4, 0, 2], middle=1)
    state.won = [[ALL_FIVE_CARD], [6, 7], []]
    events = state.apply(0, Flip(3))
    assert isinstance(events[-1], GameOver) and state.over and state.to_act() == frozenset()
    # seat 0: 5 coins + fire card 2 + ALL FIVE 5 = 12; seat 1: 2 cards = 4; seat 2: 2 coins.
    assert state.scores() == [12.0, 4.0, 2.0] and state.winners() == [0]
    with pytest.raises(IllegalAction):
        state.apply(1, Flip(0))


# --- DC-R3 coins ----------------------------------------------------------------------------
def test_dc_r3_no_coins_move_in_the_first_cards_round():
    state = table(pack=(0,), first_card=0)
    events = state.apply(0, Flip(4))
    assert "CoinPaid" not in kinds(events) and state.coins == [5, 5, 5]
    events = state.apply(1, Flip(3))  # fourth fire: next card has coins
    assert events[-1] == CardTurned(2, 3, CAULDRON, 0, 2, True)
    assert state.coins_active


def test_dc_r3_no_coins_in_an_all_five_round_and_first_all_five_defers_coins():
    state = table(pack=(ALL_FIVE_CARD,), first_card=ALL_FIVE_CARD)
    assert not state.coins_active
    state.sides = ALL_TWICE[:]
    state.sides[2] = 0  # F F F P C R P T T R: fire three times
    events = state.apply(0, Flip(2))  # fire -> red: every image twice
    assert kinds(events)[:2] == ["DiscFlipped", "RoundWon"]
    assert isinstance(events[-1], CardTurned) and events[-1].coins  # the next card has coins
    assert "CoinPaid" not in kinds(events) and "CoinTaken" not in kinds(events)


def test_dc_r3_a_player_without_coins_pays_nothing():
    state = table(coins=[0, 5, 5])
    events = state.apply(0, Flip(4))
    assert kinds(events) == ["DiscFlipped", "TurnEnded"] and state.middle == 0


def test_dc_r3_kids_preset_never_moves_coins():
    state = table(options={"coins": False})
    events = state.apply(0, Flip(4))
    assert "CoinPaid" not in kinds(events) and state.coins == [5, 5, 5]


# --- DC-R4 match coin, then flip or pass ----------------------------------------------------
def test_dc_r4_match_takes_a_coin_at_once_then_pass_is_allowed():
    state = table(sides=[0, 0, 1, 1, 0, 1, 1, 0, 0, 0], middle=2)
    events = state.apply(0, Flip(2))
    assert events[1:] == [CoinTaken(0)] and state.coins[0] == 6 and state.middle == 1
    assert state.phase == "continue"
    events = state.apply(0, Pass())
    assert events == [TurnEnded(0, 1, "pass")]
    assert Pass() not in state.legal_actions(1)  # only right after a match


def test_dc_r4_pass_is_not_allowed_after_a_mistake():
    state = table()
    state.apply(0, Flip(4))
    assert Pass() not in state.legal_actions(1) and state.phase == "flip"


# --- DC-R5 steal ------------------------------------------------------------------------------
def test_dc_r5_empty_middle_the_thief_chooses_among_players_with_coins():
    state = table(players=4, sides=[0, 0, 1, 1, 0, 1, 1, 0, 0, 0], coins=[5, 0, 3, 2])
    events = state.apply(0, Flip(2))
    assert events[-1] == StealOffered(0, (2, 3)) and state.phase == "steal"
    assert state.legal_actions(0) == [Steal(2), Steal(3)]
    assert state.view(0).victims == (2, 3)
    events = state.apply(0, Steal(3))
    assert events == [CoinStolen(3, 0)] and state.coins == [6, 0, 3, 1]
    assert state.phase == "continue"


def test_dc_r5_a_single_victim_is_robbed_without_a_choice():
    state = table(sides=[0, 0, 1, 1, 0, 1, 1, 0, 0, 0], coins=[5, 0, 3])
    events = state.apply(0, Flip(2))
    assert events[-1] == CoinStolen(2, 0) and state.phase == "continue"


def test_dc_r5_nobody_has_coins_nothing_happens_and_no_choice():
    state = table(sides=[0, 0, 1, 1, 0, 1, 1, 0, 0, 0], coins=[0, 0, 0])
    events = state.apply(0, Flip(2))
    assert kinds(events) == ["DiscFlipped"] and state.phase == "continue"
    assert state.coins == [0, 0, 0]


# --- DC-R6 twin pack ---------------------------------------------------------------------------
def test_dc_r6_twin_pack_swap_must_show_image():
    four = THREE_FIRES[:]
    four[3] = 0  # four fires up
    state = table(sides=four, pack=(), stack=(1, 3, 6))
    events = state._turn_card(0)
    assert events[-1] == SwapNeeded(0, FIRE) and state.to_act() == frozenset({0})
    assert set(state.legal_actions(0)) == {Swap(a, b) for a in range(4) for b in range(a + 1, 4)}
    with pytest.raises(IllegalAction):
        state.apply(0, Swap(0, 4))
    events = state.apply(0, Swap(1, 3))
    assert events[0] == DiscsSwapped(0, 1, 3, 3, 1)
    assert state.ring[1] == 3 and state.ring[3] == 1
    assert events[1] == CardTurned(0, 3, CAULDRON, 1, 1, True)
    assert state.pack == [1, 3] and state.phase == "flip"


def test_dc_r6_twin_pack_repeats_and_the_winner_keeps_the_whole_pack():
    four = THREE_FIRES[:]
    four[3] = 0
    state = table(sides=four, pack=(), stack=(1, 2, 6), coins=[5, 0, 0])
    state._turn_card(0)
    events = state.apply(0, Swap(0, 1))
    assert events[-1] == SwapNeeded(0, FIRE)  # the next card is fire again
    state.apply(0, Swap(2, 3))
    assert state.pack == [1, 2, 6] and state.searched == TRIDENT
    state.apply(0, Flip(4))  # cauldron -> trident: the third; nobody to steal from
    events = state.apply(0, Flip(1))  # fire -> trident: the fourth
    assert events[1] == RoundWon(0, (1, 2, 6), 0) and state.won[0] == [1, 2, 6]


def test_dc_r6_all_five_with_every_image_twice_swaps_any_two():
    state = table(sides=ALL_TWICE, pack=(), stack=(ALL_FIVE_CARD, 3))
    state._turn_card(0)
    assert len(state.legal_actions(0)) == 45 and Swap(0, 9) in state.legal_actions(0)
    events = state.apply(0, Swap(0, 9))
    assert isinstance(events[-1], CardTurned) and state.pack == [ALL_FIVE_CARD, 3]


def test_dc_r6_no_card_left_the_match_ends_and_the_pack_scores_for_nobody():
    four = THREE_FIRES[:]
    four[3] = 0
    state = table(sides=four, pack=(), stack=(1,), coins=[3, 3, 3])
    events = state._turn_card(0)
    assert kinds(events) == ["CardTurned", "GameOver"] and state.over
    assert events[-1].unclaimed == (1,) and state.scores() == [3.0, 3.0, 3.0]


# --- DC-R7 ALL FIVE -----------------------------------------------------------------------------
def test_dc_r7_all_five_two_flips_no_coins_no_pass():
    state = table(sides=THREE_FIRES, pack=(ALL_FIVE_CARD,))
    events = state.apply(0, Flip(4))  # cauldron -> trident
    assert events == [DiscFlipped(0, 4, CAULDRON, TRIDENT, "flip")]
    assert state.turn == 0 and Pass() not in state.legal_actions(0)
    assert Flip(4) not in state.legal_actions(0)  # two different discs
    events = state.apply(0, Flip(5))  # red -> cauldron
    assert events[-1] == TurnEnded(0, 1, "two flips") and state.coins == [5, 5, 5]
    assert state.middle == 0


def test_dc_r7_first_flip_completing_wins_without_a_second_flip():
    sides = ALL_TWICE[:]
    sides[2] = 0  # fire three times, red once
    state = table(sides=sides, pack=(ALL_FIVE_CARD,), middle=2)
    events = state.apply(0, Flip(2))
    assert events[1] == RoundWon(0, (ALL_FIVE_CARD,), 2)
    assert state.turn == 1 and state.phase == "flip"


def test_dc_r7_second_flip_can_complete_the_goal():
    sides = ALL_TWICE[:]
    sides[4], sides[2] = 1, 0  # trident and fire three times, cauldron and red once
    state = table(sides=sides, pack=(ALL_FIVE_CARD,))
    events = state.apply(0, Flip(4))  # trident -> cauldron
    assert kinds(events) == ["DiscFlipped"] and state.turn == 0
    events = state.apply(0, Flip(2))  # fire -> red: every image twice
    assert events[1] == RoundWon(0, (ALL_FIVE_CARD,), 0) and state.won[0] == [ALL_FIVE_CARD]


# --- DC-R8 ties ---------------------------------------------------------------------------------
def test_dc_r8_ties_share_the_win():
    state = table(stack=(), coins=[4, 6, 2], middle=0)
    state.won = [[3], [], [4]]
    state.apply(0, Flip(3))  # seat 0 wins the last card: 4 coins + 2 cards
    assert state.over
    assert state.scores() == [8.0, 6.0, 4.0] and state.winners() == [0]
    tie = table(stack=(), coins=[2, 6, 2], middle=0)
    tie.won = [[3], [], [4, 5]]
    tie.apply(0, Flip(3))
    assert tie.scores() == [6.0, 6.0, 6.0] and tie.winners() == [0, 1, 2]


def test_dc_illegal_moves_are_refused_without_change():
    state = table()
    with pytest.raises(IllegalAction):
        state.apply(1, Flip(0))
    with pytest.raises(IllegalAction):
        state.apply(0, Pass())
    with pytest.raises(IllegalAction):
        state.apply(0, Steal(1))
    assert state.sides == THREE_FIRES and state.moves == 0
