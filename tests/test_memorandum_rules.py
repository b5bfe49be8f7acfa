"""Memorandum: one scenario per rule and ruling (MR-R1..MR-R8) and per decision we made."""

from collections import Counter

import pytest

from games.core import TABLE, IllegalAction
from games.core.phone import Words
from games.core.registry import OptionsError
from games.memorandum.actions import (
    DISPUTE,
    HOUSE,
    NOBODY,
    SCORE,
    UNCLAIMED,
    VOID,
    WON,
    CallTime,
    CardCalled,
    CardScored,
    Claim,
    CloseWindow,
    Deal,
    DealByHand,
    DealScored,
    DealStarted,
    HandsRevealed,
    MatchOver,
    Pass,
    TimeCalled,
    TurnCard,
    WindowClosed,
)
from games.memorandum.cards import make_pack, name, similarity
from games.memorandum.phone import page
from games.memorandum.rules import MemorandumState
from games.memorandum.spec import SPEC
from tests.test_memorandum_helpers import forced_state, of_type, play_calls

# Three players: seat 0 deals, seats 1 and 2 receive three cards each, one card aside.
HANDS = ((), ("AS", "2S", "3S"), ("AH", "2H", "3H"))
ASIDE = ("AD",)


def three(**options):
    return forced_state(HANDS, ASIDE, **options)


def scored(events) -> DealScored:
    return of_type(events, DealScored)[0]


# --- a deal ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("players", "pack", "each", "aside"),
    [(4, 52, 17, 1), (5, 52, 13, 0), (7, 54, 9, 0), (5, 40, 10, 0), (3, 20, 10, 0), (7, 52, 8, 4)],
)
def test_mr_deal_gives_every_receiver_the_same_number_rest_aside(players, pack, each, aside):
    state = MemorandumState(players, 3, SPEC.options(pack=pack))
    started = state.apply(TABLE, Deal())[0]
    assert isinstance(started, DealStarted) and started.dealer == 0
    assert started.hand_sizes == (0,) + (each,) * (players - 1) and started.aside == aside
    setup = state.current
    dealt = [c for hand in setup.hands for c in hand] + list(setup.aside)
    assert sorted(dealt) == sorted(make_pack(pack)) and len(set(dealt)) == pack
    assert sorted(setup.calls) == sorted(make_pack(pack))


def test_mr_max_hand_puts_the_rest_aside():
    state = MemorandumState(2, 3, SPEC.options("kids"))
    state.apply(TABLE, Deal())
    assert [len(h) for h in state.current.hands] == [6, 6]
    assert len(state.current.aside) == 8


def test_mr_public_view_changes_with_no_hidden_information():
    """The shared screen draws from `public_view()`: which cards are in whose hand (hidden
    until the reveal) and a silent pass leave it unchanged, though the seats' views differ."""
    calls = [c for hand in HANDS for c in hand] + list(ASIDE)
    swapped = ((), HANDS[2], HANDS[1])
    a, b = forced_state(HANDS, ASIDE, calls=calls), forced_state(swapped, ASIDE, calls=calls)
    for state in (a, b):
        state.apply(TABLE, Deal())
    assert a.view(1) != b.view(1)  # the hidden hands really differ
    assert a.public_view() == b.public_view() and a.public_view().hand == ()
    for state in (a, b):
        state.apply(TABLE, CallTime())
    a.apply(1, Pass(a.call))
    assert a.to_act() != b.to_act()
    assert a.public_view() == b.public_view()


def test_mr_memorise_shows_own_hand_until_time_then_hides_it():
    state = three()
    state.apply(TABLE, Deal())
    assert state.to_act() == {TABLE} and state.legal_actions(1) == []
    assert state.view(1).hand == HANDS[1] and state.view(2).hand == HANDS[2]
    assert state.view(0).hand == ()  # the dealer takes no cards
    events = state.apply(TABLE, CallTime())
    assert all(state.view(s).hand == () for s in range(3))
    assert of_type(events, CardCalled)[0] == CardCalled(0, "AS", "Ace of Spades", 6)


def test_mr_one_claimant_gets_the_card_none_unclaimed_several_dispute():
    state = three()
    play_calls(state, {"AS": [1], "AH": [1, 2]})
    assert state.won[1] == ["AS"] and state.won[2] == []
    assert state.dispute == ["AH"]
    assert sorted(state.unclaimed) == sorted(["2S", "3S", "2H", "3H", "AD"])


def test_mr_simultaneous_claims_all_count_and_are_public():
    state = three()
    state.apply(TABLE, Deal())
    state.apply(TABLE, CallTime())
    state.apply(2, Claim(0))
    state.apply(1, Claim(0))
    assert state.view(0).claimants == (1, 2)  # "Mine!" is said aloud
    closed = state.apply(TABLE, CloseWindow(0))[0]
    assert closed == WindowClosed(0, "AS", DISPUTE, NOBODY, (1, 2))


def test_mr_claim_after_the_window_closed_is_not_legal():
    state = three()
    state.apply(TABLE, Deal())
    state.apply(TABLE, CallTime())
    state.apply(TABLE, CloseWindow(0))  # nobody claimed in time
    with pytest.raises(IllegalAction):
        state.apply(1, Claim(0))
    assert state.unclaimed == ["AS"] and state.claimants == []


def test_mr_dealer_never_acts_and_cannot_claim():
    state = three()
    state.apply(TABLE, Deal())
    state.apply(TABLE, CallTime())
    assert state.to_act() == {TABLE, 1, 2}
    with pytest.raises(IllegalAction):
        state.apply(0, Claim(0))


def test_mr_window_can_close_while_seats_are_still_thinking():
    state = three()
    state.apply(TABLE, Deal())
    state.apply(TABLE, CallTime())
    state.apply(1, Claim(0))
    events = state.apply(TABLE, CloseWindow(0))
    assert events[0].outcome == "given" and events[0].to_seat == 1
    assert state.call == 1 and state.to_act() == {TABLE, 1, 2}


def test_mr_all_cards_are_called_then_hands_are_revealed():
    state = three()
    events = play_calls(state)
    called = [e.card for e in of_type(events, CardCalled)]
    assert sorted(called) == sorted([*HANDS[1], *HANDS[2], *ASIDE])
    revealed = of_type(events, HandsRevealed)[0]
    assert revealed.hands == HANDS and revealed.aside == ASIDE
    assert state.view(1).revealed == HANDS


# --- scoring -----------------------------------------------------------------------------
def test_mr_score_one_point_per_card_received_that_was_yours():
    state = three()
    deal = scored(play_calls(state, {c: [1] for c in HANDS[1]}))
    assert deal.points[1] == 3


def test_mr_score_p_per_disputed_card_that_was_yours_even_unclaimed_by_you():
    state = forced_state(((), ("AS",), ("AH",), ("AD",)), calls=("AS", "AH", "AD"))
    # AS: its owner 1 and seat 2 dispute it; AH: seats 1 and 3 dispute it, owner 2 silent.
    deal = scored(play_calls(state, {"AS": [1, 2], "AH": [1, 3]}))
    assert deal.p == 4
    assert deal.points[1] == 4 and deal.points[2] == 4
    assert deal.points[0] == 4  # AD unclaimed: the dealer scores p


def test_mr_wrongly_received_card_returns_to_unclaimed_for_the_dealer():
    state = three()
    events = play_calls(state, {"AH": [1]})  # seat 1 takes seat 2's Ace of Hearts
    moves = [e for e in of_type(events, CardScored) if e.card == "AH"]
    assert moves[0] == CardScored("AH", WON, 1, UNCLAIMED, NOBODY, 0)
    assert moves[1] == CardScored("AH", UNCLAIMED, NOBODY, SCORE, 0, 3)
    deal = scored(events)
    assert deal.points == (3 * 7, 0, 0)  # all seven cards end unclaimed: p = 3 each


def test_mr_dealer_scores_p_per_unclaimed_card_after_returns():
    state = three()
    deal = scored(play_calls(state, {"AS": [1], "2S": [1], "3H": [1], "AH": [2]}))
    # unclaimed: 3S, 2H, AD and the returned 3H -> 4 cards at p = 3
    assert deal.points == (12, 2, 1)


# --- rulings -----------------------------------------------------------------------------
def test_mr_r1_undealt_card_claimed_by_one_is_returned_to_unclaimed():
    state = three()
    events = play_calls(state, {"AD": [2]})
    moves = [e for e in of_type(events, CardScored) if e.card == "AD"]
    assert [m.to_pile for m in moves] == [UNCLAIMED, SCORE] and moves[1].to_seat == 0


def test_mr_r1_undealt_card_claimed_by_several_stays_in_dispute_for_no_one():
    state = three()
    events = play_calls(state, {"AD": [1, 2]})
    moves = [e for e in of_type(events, CardScored) if e.card == "AD"]
    assert moves == [CardScored("AD", DISPUTE, NOBODY, VOID, NOBODY, 0)]
    assert scored(events).points == (3 * 6, 0, 0)


def test_mr_r1_undealt_card_claimed_by_no_one_is_unclaimed():
    state = three()
    events = play_calls(state, {c: [1] for c in HANDS[1]} | {c: [2] for c in HANDS[2]})
    assert state.unclaimed == ["AD"]
    assert scored(events).points == (3, 3, 3)


def test_mr_r2_a_claim_is_made_once_and_cannot_be_taken_back():
    state = three()
    state.apply(TABLE, Deal())
    state.apply(TABLE, CallTime())
    state.apply(1, Claim(0))
    assert 1 not in state.to_act()
    for action in (Claim(0), Pass(0)):
        with pytest.raises(IllegalAction):
            state.apply(1, action)
    assert state.claimants == [1]


def test_mr_r3_classic_needs_three_at_the_table_house_mode_one():
    with pytest.raises(OptionsError):
        MemorandumState(2, 1, SPEC.options())
    with pytest.raises(OptionsError):
        MemorandumState(8, 1, SPEC.options())
    MemorandumState(3, 1, SPEC.options())
    MemorandumState(1, 1, SPEC.options(house=True))
    with pytest.raises(OptionsError):
        MemorandumState(7, 1, SPEC.options(house=True))
    assert SPEC.players_allowed(SPEC.options()) == (3, 7)
    assert SPEC.players_allowed(SPEC.options("kids")) == (1, 6)


@pytest.mark.parametrize("pack", [52, 40, 54, 20, 8])
def test_mr_r3_both_packs_hold_the_same_cards(pack):
    state = MemorandumState(4, pack, SPEC.options(pack=pack))
    for deal in state.deals:
        in_play = [c for hand in deal.hands for c in hand] + list(deal.aside)
        assert Counter(in_play) == Counter(deal.calls) == Counter(make_pack(pack))


def test_mr_r3_pack_lengths_and_bad_options_are_refused():
    assert make_pack(40)[:10] == ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS"]
    assert make_pack(54)[-2:] == ["RJ", "BJ"] and name("RJ") == "Red Joker"
    for bad in ({"pack": 50}, {"pack": 52.0}, {"claim_seconds": 0}, {"house": "yes"}):
        with pytest.raises(OptionsError):
            MemorandumState(4, 1, SPEC.options(**bad))


def test_mr_r4_ties_share_the_win():
    state = three()
    events = play_calls(state, {"AS": [1], "AH": [2]})
    state.totals = [5, 9, 9]
    state.phase = "over"
    assert state.winners() == [1, 2]
    assert of_type(events, MatchOver) == []  # the first of three deals


# --- the match ----------------------------------------------------------------------------
def test_mr_deal_passes_left_and_match_ends_when_everyone_has_dealt():
    state = MemorandumState(4, 11, SPEC.options(pack=8))
    dealers = []
    while not state.over:
        seat = min(state.to_act())
        events = state.apply(seat, state.legal_actions(seat)[-1])  # pass / table actions
        dealers += [e.dealer for e in of_type(events, DealStarted)]
    assert dealers == [0, 1, 2, 3]
    assert state.to_act() == frozenset()
    with pytest.raises(IllegalAction):
        state.apply(TABLE, Deal())


def test_mr_match_totals_add_up_the_deals():
    state = MemorandumState(3, 5, SPEC.options(pack=12))
    deal_points = []
    while not state.over:
        seat = max(state.to_act())
        legal = state.legal_actions(seat)
        events = state.apply(seat, legal[0])  # every receiver claims everything
        deal_points += [e.points for e in of_type(events, DealScored)]
    assert len(deal_points) == 3
    assert state.totals == [sum(col) for col in zip(*deal_points, strict=True)]
    assert of_type(events, MatchOver)[0].totals == tuple(state.totals)


# --- house-dealer mode ---------------------------------------------------------------------
def test_mr_house_mode_deals_once_to_everyone_and_p_counts_the_house():
    state = MemorandumState(2, 4, SPEC.options("kids"))
    started = state.apply(TABLE, Deal())[0]
    assert started.dealer == HOUSE and started.hand_sizes == (6, 6) and state.p == 3
    assert state.receivers == (0, 1)


def test_mr_house_scores_forgotten_cards_shared_out_rounded_up():
    hands = (("AS", "2S", "3S"), ("AH", "2H", "3H"), ("AC", "2C", "3C"))
    state = forced_state(hands, ("AD", "2D"), dealer=HOUSE, house=True, pack=20)
    # forgotten: 2S 3S (seat 0), 3H (seat 1, taken wrongly by seat 2) and 3C; AD and 2D aside
    claims = {"AS": [0], "AH": [1], "2H": [1], "3H": [2], "AC": [2], "2C": [2], "AD": [0]}
    events = play_calls(state, claims)
    deal = scored(events)
    assert deal.forgotten == 4 and deal.house_points == 2  # 4 shared by 3, rounded up
    assert deal.points == (1, 2, 2) and state.house_score() == 2
    void = [e.card for e in of_type(events, CardScored) if e.to_pile == VOID]
    assert sorted(void) == ["2D", "AD"]  # set-aside cards never score for the house
    assert state.over and state.winners() == [1, 2]  # a tie with the house shares the win


def test_mr_house_ahead_of_everyone_means_no_seat_wins():
    hands = (("AS", "2S", "3S"), ("AH", "2H", "3H"))
    state = forced_state(hands, dealer=HOUSE, house=True, pack=20)
    events = play_calls(state, {"AS": [0]})
    assert scored(events).house_points == 3  # 5 forgotten shared by 2, rounded up
    assert state.over and state.winners() == []
    assert of_type(events, MatchOver)[0].winners == ()
    assert state.view(0).house_total == 3


def test_mr_presets_list_every_option():
    keys = set(SPEC.presets["classic"])
    assert all(set(p) == keys for p in SPEC.presets.values())
    kids = SPEC.options("kids")
    assert kids["house"] and kids["pack"] < 52
    assert kids["claim_seconds"] > SPEC.options()["claim_seconds"]
    assert kids["memorise_seconds"] > SPEC.options()["memorise_seconds"]


def test_mr_similar_cards_are_the_ones_people_mix_up():
    assert similarity("7H", "7D") > similarity("7H", "7S") > 0
    assert similarity("7H", "8H") > 0 == similarity("7H", "9C")
    assert similarity("RJ", "BJ") > 0 == similarity("RJ", "AS")


# --- MR-R8: a person who deals turns the cards ---------------------------------------------
def test_mr_r8_a_deal_by_hand_waits_for_its_dealer_to_turn_each_card():
    """After "Time!" and after each closed window the next card stays face down (in no view)
    until the dealer turns it; only the dealer, or the table for them, may; the claims and
    the scoring are those of a deal the table turns."""
    state = three()
    assert state.legal_actions(TABLE) == [Deal(), DealByHand()]
    state.apply(TABLE, DealByHand())
    assert state.apply(TABLE, CallTime()) == [TimeCalled(0)]
    assert state.phase == "turn" and state.to_act() == {TABLE, 0}
    assert all(state.view(seat).card == "" and state.view(seat).by_hand for seat in (0, 1, 2))
    for seat in (1, 2):
        assert state.legal_actions(seat) == []
        with pytest.raises(IllegalAction):
            state.apply(seat, TurnCard())
    with pytest.raises(IllegalAction):
        state.apply(TABLE, CloseWindow(0))
    [called] = state.apply(0, TurnCard())
    assert called == CardCalled(0, "AS", name("AS"), 6) and state.phase == "claims"
    assert 0 not in state.to_act()  # the dealer does not claim
    state.apply(1, Claim(0))
    events = state.apply(TABLE, CloseWindow(0))
    assert [type(e) for e in events] == [WindowClosed] and state.phase == "turn"
    assert state.view(1).card == "" and state.view(1).calls_left == 6
    state.apply(TABLE, TurnCard())  # the table turns it for a dealer who left it
    assert state.card == "2S"
    while state.phase != "dealing":
        if state.phase == "turn":
            state.apply(0, TurnCard())
        else:
            state.apply(TABLE, CloseWindow(state.call))
    assert state.last_points[1] == 1  # its Ace of Spades, claimed alone


def test_mr_r8_a_deal_by_hand_scores_as_the_same_deal_turned_by_the_table():
    claims = {"AS": [1], "2H": [2], "3S": [1, 2], "AD": [2]}
    by_table, by_hand = three(), three()
    play_calls(by_table, claims)
    by_hand.apply(TABLE, DealByHand())
    by_hand.apply(TABLE, CallTime())
    while by_hand.phase in ("turn", "claims"):
        if by_hand.phase == "turn":
            by_hand.apply(0, TurnCard())
            continue
        for seat in claims.get(by_hand.card, ()):
            by_hand.apply(seat, Claim(by_hand.call))
        by_hand.apply(TABLE, CloseWindow(by_hand.call))
    assert by_hand.last_points == by_table.last_points
    assert by_hand.totals == by_table.totals


def test_mr_r8_the_house_turns_at_the_tables_pace():
    state = MemorandumState(2, 4, SPEC.options("kids"))
    assert state.legal_actions(TABLE) == [Deal()]
    state.apply(TABLE, Deal())
    state.apply(TABLE, CallTime())
    assert state.phase == "claims" and not state.view(0).by_hand


def test_mr_r8_the_dealers_phone_says_they_turn_the_cards():
    by_hand, by_table = three(), three()
    by_hand.apply(TABLE, DealByHand())
    by_table.apply(TABLE, Deal())
    assert page(by_hand.view(0)).prompt == Words("memorandum.phone.dealer_turns")
    assert page(by_table.view(0)).prompt == Words("memorandum.phone.dealer")
    by_hand.apply(TABLE, CallTime())
    assert page(by_hand.view(0)).prompt == Words("memorandum.phone.dealer_turns")
    assert page(by_hand.view(1)).prompt is None  # nothing to do till the card turns
