"""Fireball Court: one scenario per rule and ruling (FC-R1..FC-R7), built on forced tables
(the staging helpers live with the game's moments, which stage the same positions)."""

from __future__ import annotations

from collections import Counter

import pytest

from games.core import TABLE, IllegalAction
from games.fireball_court import cards as fc
from games.fireball_court.actions import (
    Captured,
    CardDrawn,
    CourtLeftover,
    Deal,
    Draw,
    Laid,
    MatchWon,
    Play,
    RavensShare,
    RoundDealt,
    RoundScored,
    StarterChosen,
    TiedAtTarget,
)
from games.fireball_court.moments import (
    CASTLE,
    FIRE_A,
    FIRE_B,
    KING,
    KNIGHT,
    coin,
    dealing,
    fresh,
    raven,
    round_end,
    table,
)
from games.fireball_court.rules import FireballState
from games.fireball_court.spec import SPEC


def everything(state: FireballState) -> list[int]:
    cards = state.pile + state.nobody + [c for s in state.court for c in s]
    cards += [c for h in state.hands for c in h] + [c for p in state.captured for c in p]
    return sorted(cards)


# --- FC-R1: the deck ------------------------------------------------------------------


def test_fc_r1_deck_has_fifty_cards_of_the_agreed_kinds():
    kinds = Counter(fc.kind(c) for c in range(fc.DECK_SIZE))
    assert all(kinds[str(n)] == 4 for n in range(1, 10))
    assert kinds["king"] == kinds["castle"] == kinds["knight"] == 4
    assert kinds["fireball"] == 2 and sum(kinds.values()) == 50
    for n in range(1, 10):
        cards = fc.cards_of(str(n))
        assert sum(map(fc.is_coin, cards)) == 2 and sum(map(fc.is_raven, cards)) == 2
    assert {fc.pile_of(c) for c in range(50)} == {"coins", "ravens", "seniors", "fireballs"}


# --- a round's deal -------------------------------------------------------------------


def test_fc_deal_gives_four_each_a_court_of_six_and_keeps_fifty_cards():
    state = fresh()
    assert state.to_act() == {TABLE} and state.legal_actions(TABLE) == [Deal()]
    events = state.apply(TABLE, Deal())
    dealt = events[0]
    assert isinstance(dealt, RoundDealt) and dealt.hand_counts == (4, 4)
    assert sum(len(s) for s in state.court) == 6 and len(state.pile) == 36
    assert everything(state) == list(range(50))


def test_fc_deal_stacks_court_cards_of_one_kind():
    court = [coin(7), raven(7), KING, KING + 1, coin(2), coin(3)]
    state = dealing(
        [coin(4), coin(5), coin(6), coin(8)], [coin(9), raven(1), raven(2), raven(3)], court
    )
    state.apply(TABLE, Deal())
    assert sorted(map(sorted, state.court)) == sorted(
        [sorted([coin(7), raven(7)]), [KING, KING + 1], [coin(2)], [coin(3)]]
    )


def test_fc_deal_again_when_all_four_of_a_kind_show_in_the_court():
    court = [coin(7), coin(7, 1), raven(7), raven(7, 1), coin(2), coin(3)]
    state = dealing(
        [coin(4), coin(5), coin(6), coin(8)], [coin(9), raven(1), raven(2), raven(3)], court
    )
    dealt = state.apply(TABLE, Deal())[0]
    assert isinstance(dealt, RoundDealt) and dealt.redeals[0] == "7"
    assert max(len(s) for s in state.court) < 4 and sum(len(s) for s in state.court) == 6
    assert everything(state) == list(range(50))


def test_fc_r4_fireball_in_the_opening_court_goes_back_and_is_replaced():
    court = [coin(7), FIRE_A, coin(2), coin(3), coin(4), coin(5)]
    state = dealing(
        [coin(6), coin(8), coin(9), raven(1)], [raven(2), raven(3), raven(4), raven(5)], court
    )
    dealt = state.apply(TABLE, Deal())[0]
    assert isinstance(dealt, RoundDealt) and dealt.fireballs_returned >= 1
    court_cards = [c for s in state.court for c in s]
    assert len(court_cards) == 6 and FIRE_A not in court_cards and FIRE_B not in court_cards
    assert FIRE_A in state.pile
    assert everything(state) == list(range(50))


# --- FC-R5: who starts ----------------------------------------------------------------


def test_fc_r5_highest_number_card_starts():
    state = dealing(
        [coin(3), KING, coin(8), coin(1)],
        [coin(9), raven(2), CASTLE, raven(4)],
        [coin(5), coin(6), coin(7), KNIGHT, raven(1), raven(3)],
    )
    events = state.apply(TABLE, Deal())
    chosen = next(e for e in events if isinstance(e, StarterChosen))
    assert chosen == StarterChosen(1, (8, 9), "highest") and state.on_turn == 1


def test_fc_r5_tie_goes_to_who_did_not_start_last_round_and_first_tie_is_random():
    hand0, hand1 = [coin(9), KING, coin(2), coin(1)], [raven(9), CASTLE, raven(2), raven(1)]
    court = [coin(5), coin(6), coin(7), KNIGHT, raven(5), raven(3)]
    starters = set()
    for seed in range(12):
        state = dealing(hand0, hand1, court, seed)
        chosen = next(e for e in state.apply(TABLE, Deal()) if isinstance(e, StarterChosen))
        assert chosen.reason == "random" and chosen.highest == (9, 9)
        starters.add(chosen.seat)
    assert starters == {0, 1}
    later = fresh(3)
    later.round_no, later.starter, later.phase = 2, 1, "round_over"
    later.hands = [list(hand0), list(hand1)]
    assert later._choose_starter() == StarterChosen(0, (9, 9), "tie")
    later.hands = [[KING], [CASTLE]]  # neither holds a number card
    later.starter = 0
    assert later._choose_starter() == StarterChosen(1, (0, 0), "tie")


# --- a turn ---------------------------------------------------------------------------


def test_fc_turn_draws_to_five_then_plays_one():
    state = fresh()
    state.apply(TABLE, Deal())
    seat = state.on_turn
    assert state.to_act() == {TABLE} and state.legal_actions(TABLE) == [Draw()]
    drawn = state.apply(TABLE, Draw())
    assert drawn == [CardDrawn(seat, 5, 35)] and len(state.hands[seat]) == 5
    assert state.view(seat).drawn in state.hands[seat]
    assert state.view(1 - seat).drawn is None
    assert state.to_act() == {seat} and len(state.legal_actions(seat)) == 5
    state.apply(seat, state.legal_actions(seat)[0])
    assert len(state.hands[seat]) == 4 and state.on_turn == 1 - seat and state.phase == "draw"


def test_fc_no_draw_when_the_pile_is_empty_and_play_goes_on_from_hands():
    state = table([[coin(1), coin(2)], [coin(3)]], [[KING]], pile=[])
    state.apply(0, Play(coin(1)))
    assert state.phase == "play" and state.on_turn == 1  # no draw step
    state.apply(1, Play(coin(3)))
    assert state.on_turn == 0
    with pytest.raises(IllegalAction):
        state.apply(1, Play(coin(3)))


def test_fc_only_the_player_on_turn_may_play_and_only_from_their_hand():
    state = table([[coin(1)], [coin(3)]], [[KING]], pile=[coin(9)])
    assert state.legal_actions(1) == []
    with pytest.raises(IllegalAction):
        state.apply(0, Play(coin(3)))


# --- FC-R2: captures ------------------------------------------------------------------


def test_fc_r2_a_matching_card_must_capture_its_stack():
    state = table([[raven(7, 1), coin(2)], [coin(3)]], [[coin(7), raven(7)], [KING]], pile=[])
    events = state.apply(0, Play(raven(7, 1)))
    assert Captured(0, raven(7, 1), (coin(7), raven(7)), False) in events
    assert state.court == [[KING]]
    assert sorted(state.captured[0]) == sorted([raven(7, 1), coin(7), raven(7)])
    assert state.last_capturer == 0


def test_fc_r2_any_card_may_be_chosen_and_a_non_matching_one_is_laid():
    state = table([[coin(7), coin(2)], [coin(3)]], [[raven(7)], [KING]], pile=[])
    assert set(state.legal_actions(0)) == {Play(coin(7)), Play(coin(2))}
    events = state.apply(0, Play(coin(2)))
    assert Laid(0, coin(2), 2, True) in events and state.court[2] == [coin(2)]
    assert state.captured[0] == [] and state.last_capturer is None


def test_fc_senior_captures_the_same_senior_only():
    state = table([[KING + 1, CASTLE], [coin(3)]], [[KING, KING + 2], [KNIGHT]], pile=[])
    state.apply(0, Play(KING + 1))
    assert state.court == [[KNIGHT]] and len(state.captured[0]) == 3


# --- FC-R3: Fireballs -----------------------------------------------------------------


def test_fc_r3_fireball_sweeps_the_whole_court():
    state = table([[FIRE_A, coin(2)], [coin(3)]], [[coin(7), raven(7)], [KING]], pile=[])
    events = state.apply(0, Play(FIRE_A))
    assert Captured(0, FIRE_A, (coin(7), raven(7), KING), True) in events
    assert state.court == [] and len(state.captured[0]) == 4


def test_fc_r3_fireball_on_empty_court_is_laid_then_taken_by_the_other_fireball():
    state = table([[FIRE_A, coin(2)], [coin(3), FIRE_B]], [], pile=[])
    assert Laid(0, FIRE_A, 0, True) in state.apply(0, Play(FIRE_A))
    state.apply(1, Play(coin(3)))  # a number does not take the laid Fireball
    assert [FIRE_A] in state.court
    state.apply(0, Play(coin(2)))
    events = state.apply(1, Play(FIRE_B))
    assert Captured(1, FIRE_B, (FIRE_A, coin(3), coin(2)), True) in events


def test_fc_r3_laid_fireball_left_over_goes_to_the_last_capturer():
    state = table([[FIRE_A], [coin(3)]], [], pile=[], captured=((), (raven(3),)), last=1)
    state.apply(0, Play(FIRE_A))
    events = state.apply(1, Play(coin(3)))
    assert CourtLeftover(1, (FIRE_A, coin(3))) in events
    assert FIRE_A in state.captured[1]


# --- end of a round -------------------------------------------------------------------


def test_fc_leftover_court_goes_to_the_last_capturer():
    state = table([[coin(1)], [coin(2)]], [[KING]], pile=[], captured=((raven(8),), ()), last=0)
    state.apply(0, Play(coin(1)))
    events = state.apply(1, Play(coin(2)))
    assert CourtLeftover(0, (KING, coin(1), coin(2))) in events
    assert state.phase == "round_over" and state.court == []


def test_fc_r7_no_capture_in_a_round_leaves_the_court_to_nobody():
    state = table([[coin(1)], [coin(2)]], [[KING]], pile=[])
    state.apply(0, Play(coin(1)))
    events = state.apply(1, Play(coin(2)))
    assert CourtLeftover(None, (KING, coin(1), coin(2))) in events
    assert state.captured == [[], []] and sorted(state.nobody) == sorted([KING, coin(1), coin(2)])
    assert state.totals == [0, 0]


def end_round(captured, preset: str = "classic", totals=(0, 0)) -> list:
    """Finish a round whose captures are `captured` (seat 0 lays its last card, a Fireball)."""
    state = round_end(captured, preset, totals)
    return [state, *state.apply(0, Play(FIRE_A))]


def test_fc_ravens_share_more_ravens_takes_two_coins():
    state, *events = end_round(((raven(1), raven(2)), (raven(3), coin(4), coin(5), coin(6))))
    share = next(e for e in events if isinstance(e, RavensShare))
    assert share.taker == 0 and share.ravens == (2, 1) and len(share.coins) == 2
    assert sum(map(fc.is_coin, state.captured[0])) == 2
    assert sum(map(fc.is_coin, state.captured[1])) == 1
    assert state.totals == [2, 1]


def test_fc_ravens_share_takes_only_the_coins_there_are():
    state, *events = end_round(((raven(1), raven(2)), (coin(5),)))
    share = next(e for e in events if isinstance(e, RavensShare))
    assert share.coins == (coin(5),) and state.totals == [1, 0]


def test_fc_ravens_share_equal_ravens_moves_nothing_and_kids_skip_it():
    _, *events = end_round(((raven(1), coin(1)), (raven(2), coin(2))))
    assert RavensShare(None, (1, 1), ()) in events
    state, *events = end_round(((raven(1), raven(2)), (coin(5),)), preset="kids")
    assert not any(isinstance(e, RavensShare) for e in events) and state.totals == [0, 1]


def test_fc_scoring_coins_and_senior_sets():
    mine = (
        coin(1),
        coin(2),
        raven(3),
        KING,
        KING + 1,
        CASTLE,
        CASTLE + 1,
        CASTLE + 2,
        KNIGHT,
        KNIGHT + 1,
        KNIGHT + 2,
        KNIGHT + 3,
        FIRE_B,
    )
    _, *events = end_round((mine, (raven(4),)))
    scored = next(e for e in events if isinstance(e, RoundScored))
    # 2 coins + King pair 2 + Castle three 5 + Knight four 10; the raven and Fireballs 0
    assert scored.coins == (2, 0) and scored.seniors[0] == (2, 3, 4)
    assert scored.set_points == (17, 0) and scored.points == (19, 0)
    assert fc.points([KING]) == 0 and fc.points([raven(1), FIRE_A]) == 0


# --- the match, FC-R6 -----------------------------------------------------------------


def test_fc_match_ends_at_the_target_with_the_higher_total():
    state, *events = end_round(((coin(1), coin(2)), ()), totals=(99, 90))
    assert MatchWon(0, (101, 90)) in events and state.over and state.winners() == [0]
    assert state.to_act() == frozenset()


def test_fc_match_goes_on_below_the_target():
    state, *events = end_round(((coin(1),), ()), totals=(50, 99))
    assert state.phase == "round_over" and state.legal_actions(TABLE) == [Deal()]
    assert not any(isinstance(e, MatchWon) for e in events)
    state.apply(TABLE, Deal())
    assert state.round_no == 2 and everything(state) == list(range(50))


def test_fc_r6_equal_totals_at_the_target_play_another_round():
    state, *events = end_round(((coin(1), coin(2)), ()), totals=(100, 102))
    assert TiedAtTarget((102, 102)) in events
    assert not state.over and state.phase == "round_over"
    state.apply(TABLE, Deal())
    assert state.round_no == 2


def test_fc_kids_preset_plays_to_a_shorter_target():
    options = SPEC.options("kids")
    assert options["target"] < SPEC.options("classic")["target"]
    assert set(options) == set(SPEC.options("classic"))
    with pytest.raises(ValueError):
        FireballState(3, 1, options)
