"""Memorandum: random legal play with invariants, exact replay, hidden hands, and bots."""

import dataclasses
import random

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from games.core import TABLE, IllegalAction
from games.core.driver import summarise
from games.memorandum.actions import (
    HOUSE,
    CardScored,
    DealScored,
    DealStarted,
    HandsRevealed,
    TurnCard,
    WindowClosed,
)
from games.memorandum.bot import MemorandumBot
from games.memorandum.rules import MemorandumState
from games.memorandum.spec import SPEC
from tests.test_memorandum_helpers import of_type


def expected_deal(hands, closed, p, dealer, house):
    """The deal's points computed straight from the rules text and the record's calls."""
    owner = {card: seat for seat, hand in enumerate(hands) for card in hand}
    points, pile = [0] * len(hands), []
    for window in closed:
        card = window.card
        if window.outcome == "given" and owner.get(card) == window.to_seat:
            points[window.to_seat] += 1
        elif window.outcome == "dispute":
            if card in owner:
                points[owner[card]] += p
        else:  # unclaimed, or received by the wrong seat and returned
            pile.append(card)
    if house:
        forgotten = len([c for c in pile if c in owner])
        return tuple(points), -(-forgotten // len(hands))
    points[dealer] += p * len(pile)
    return tuple(points), 0


class MatchMachine(RuleBasedStateMachine):
    """Plays random legal moves, any seat (the table included) at any moment."""

    def __init__(self):
        super().__init__()
        self.state = None

    @precondition(lambda self: self.state is None or self.state.over)
    @rule(
        seed=st.integers(0, 10_000),
        house=st.booleans(),
        pack=st.sampled_from([8, 12, 20, 54]),
        data=st.data(),
    )
    def new_match(self, seed, house, pack, data):
        low, high = (1, 6) if house else (3, 7)
        players = data.draw(st.integers(low, min(high, pack)))
        self.state = MemorandumState(players, seed, SPEC.options(pack=pack, house=house))
        self.dealers = []
        self.closed = []
        self.hands_at_start = None

    @precondition(lambda self: self.state is not None and not self.state.over)
    @rule(data=st.data(), steps=st.integers(1, 60))
    def play(self, data, steps):
        for _ in range(steps):
            if self.state.over:
                return
            seat = data.draw(st.sampled_from(sorted(self.state.to_act())))
            legal = self.state.legal_actions(seat)
            action = data.draw(st.sampled_from(legal))
            self.check_event_invariants(self.state.apply(seat, action))
            self.check_views()

    def check_event_invariants(self, events):
        for event in events:
            if isinstance(event, DealStarted):
                self.dealers.append(event.dealer)
                self.closed = []
            elif isinstance(event, WindowClosed):
                self.closed.append(event)
            elif isinstance(event, DealScored):
                self.check_deal_score(event, events)
        if self.state.over:
            want = [HOUSE] if self.state.opts.house else list(range(self.state.players))
            assert self.dealers == want

    def check_deal_score(self, event, events):
        setup = self.state.current
        points, house = expected_deal(
            setup.hands, self.closed, self.state.p, setup.dealer, self.state.opts.house
        )
        assert event.points == points and event.house_points == house
        # every called card ends in exactly one place, and is scored (or voided) once
        final = [e.card for e in of_type(events, CardScored) if e.to_pile != "unclaimed"]
        assert sorted(final) == sorted(setup.calls)
        assert of_type(events, HandsRevealed)[0].hands == setup.hands

    def check_views(self):
        state = self.state
        for seat in range(state.players):
            view = state.view(seat)
            others = {c for s, h in enumerate(state.current.hands) if s != seat for c in h}
            others |= set(state.current.aside)
            assert not others & set(view.hand)
            if not state.revealed:
                assert view.revealed == ()
            if state.phase == "memorise" and seat in state.receivers:
                assert view.hand == state.current.hands[seat]
            else:
                assert view.hand == ()
        if state.dealer >= 0 and state.dealer in state.to_act():  # a seat deals: it acts
            assert state.by_hand and state.phase == "turn"  # only to turn cards, by hand
            assert state.legal_actions(state.dealer) == [TurnCard()]  # (MR-R8)

    @invariant()
    def every_called_card_is_in_exactly_one_place(self):
        state = self.state
        if state is None or state.deal < 0 or state.revealed:
            return
        placed = [c for won in state.won for c in won] + state.dispute + state.unclaimed
        assert sorted(placed) == sorted(w.card for w in self.closed)
        assert len(set(placed)) == len(placed)


MatchMachine.TestCase.settings = settings(max_examples=25, stateful_step_count=30, deadline=None)
test_mr_random_legal_play_keeps_the_invariants = MatchMachine.TestCase


# --- replay ------------------------------------------------------------------------------


# --- hidden information -------------------------------------------------------------------
def hide_from(state, seat):
    """A copy that differs only in what `seat` cannot see: other hands swap cards with each
    other and with the set-aside cards, and the cards still to be called are reshuffled."""
    other = MemorandumState(state.players, state.seed, state.options)
    other.__dict__.update({k: v for k, v in state.__dict__.items() if k != "deals"})
    setup = state.current
    hidden = [c for s, h in enumerate(setup.hands) if s != seat for c in h] + list(setup.aside)
    random.Random(1).shuffle(hidden)
    hands, at = [], 0
    for s, hand in enumerate(setup.hands):
        if s == seat:
            hands.append(hand)
        else:
            hands.append(tuple(hidden[at : at + len(hand)]))
            at += len(hand)
    later = list(setup.calls[state.call + 1 :])
    random.Random(2).shuffle(later)
    calls = setup.calls[: state.call + 1] + tuple(later)
    changed = dataclasses.replace(setup, hands=tuple(hands), aside=tuple(hidden[at:]), calls=calls)
    other.deals = tuple(changed if i == state.deal else d for i, d in enumerate(state.deals))
    return other


@pytest.mark.parametrize("preset", ["classic", "kids"])
def test_mr_a_seat_never_sees_another_seats_hand(preset):
    state = MemorandumState(3, 9, SPEC.options(preset))
    rng = random.Random(3)
    checked = 0
    while not state.over:
        if state.phase in ("memorise", "claims", "turn"):
            for seat in (*state.receivers, state.dealer):
                if seat >= 0:
                    assert hide_from(state, seat).view(seat) == state.view(seat)
                    checked += 1
            other = state.receivers[0]
            assert hide_from(state, other).view(TABLE) == state.view(TABLE)
        seat = rng.choice(sorted(state.to_act()))
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert checked > 50


def test_mr_changing_own_hand_does_change_the_view_while_memorising():
    """The hiding test can fail: a seat's own hand does show in its view."""
    state = MemorandumState(3, 9, SPEC.options())
    state.apply(TABLE, state.legal_actions(TABLE)[0])
    other = hide_from(state, 1)
    assert other.view(2) != state.view(2)


# --- bots --------------------------------------------------------------------------------


def test_mr_bot_remembers_its_hand_and_claims_it_at_perfect_level():
    state = MemorandumState(3, 5, SPEC.options(pack=20))
    bot = MemorandumBot(1, "perfect", random.Random(0))
    state.apply(TABLE, state.legal_actions(TABLE)[0])
    bot.observe(state.view(1))
    hand = set(state.current.hands[1])
    state.apply(TABLE, state.legal_actions(TABLE)[0])
    while state.phase == "claims":
        bot.observe(state.view(1))
        choice = bot.choose(state.view(1), state.legal_actions(1), bot.rng)
        assert (type(choice).__name__ == "Claim") == (state.card in hand)
        state.apply(1, choice)
        state.apply(TABLE, state.legal_actions(TABLE)[0])


def test_mr_child_bot_mixes_up_similar_cards_perfect_never():
    mixes = {"child": 0, "perfect": 0}
    for level in mixes:
        for trial in range(300):
            bot = MemorandumBot(1, level, random.Random(trial))
            bot._memorise(("7H", "QS"))
            mixes[level] += bot.believes_mine("7D", bot.rng)
    assert mixes["perfect"] == 0 and 30 < mixes["child"] < 150


def test_mr_dealer_bot_is_never_asked():
    state = MemorandumState(3, 1, SPEC.options(pack=8))
    state.apply(TABLE, state.legal_actions(TABLE)[0])
    state.apply(TABLE, state.legal_actions(TABLE)[0])
    assert state.legal_actions(state.dealer) == []
    with pytest.raises(IllegalAction):
        state.apply(state.dealer, state.legal_actions(1)[0])


def test_mr_better_memory_wins_more():
    options = SPEC.options(pack=20)
    top = summarise(SPEC, 3, 100, 90, options, ["perfect", "child", "child"])
    mid = summarise(SPEC, 3, 100, 90, options, ["casual", "child", "child"])
    assert top.win_share[0] > 0.6
    assert mid.win_share[0] > 1 / 3 + 0.1
    assert top.win_share[0] > mid.win_share[0]
