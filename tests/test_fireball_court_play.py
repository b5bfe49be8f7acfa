"""Fireball Court: random legal play keeps the invariants and always ends; records replay
exactly; a view never holds the other hand or the pile order."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from games.core import TABLE
from games.core.match import next_actor
from games.fireball_court.actions import MatchWon, RavensShare, RoundScored
from games.fireball_court.rules import HAND_SIZE, FireballState
from games.fireball_court.spec import SPEC
from tests.hidden_info import fireball_court as hide_hands

PRESETS = st.sampled_from(sorted(SPEC.presets))
TARGETS = st.sampled_from([101, 31, 11])


def all_cards(state: FireballState) -> list[int]:
    cards = state.pile + state.nobody + [c for s in state.court for c in s]
    cards += [c for h in state.hands for c in h] + [c for p in state.captured for c in p]
    return sorted(cards)


class RandomPlay(RuleBasedStateMachine):
    """Random legal moves from random seeds, presets and targets."""

    @initialize(seed=st.integers(0, 2**31), preset=PRESETS, goal=TARGETS)
    def start(self, seed: int, preset: str, goal: int) -> None:
        self.rng = random.Random(seed)
        self.new_game(preset, goal)

    def new_game(self, preset: str, target: int) -> None:
        options = SPEC.options(preset, target=target)
        self.state = FireballState(2, self.rng.randrange(2**31), options)
        self.running = self.state.running()

    @rule(steps=st.integers(1, 80))
    def play(self, steps: int) -> None:
        for _ in range(steps):
            if self.state.over:
                self.new_game(self.rng.choice(sorted(SPEC.presets)), self.rng.choice([31, 11]))
                return
            self.step()

    def step(self) -> None:
        state = self.state
        seat = next_actor(state)
        events = state.apply(seat, self.rng.choice(state.legal_actions(seat)))
        assert state.moves < SPEC.max_moves, "the game must end"
        running = state.running()
        share = next((e for e in events if isinstance(e, RavensShare)), None)
        for who in (0, 1):
            lost = self.running[who] - running[who]
            allowed = len(share.coins) if share and share.taker == 1 - who else 0
            assert lost <= allowed, "totals never decrease except by the ravens share"
        self.running = running
        scored = [e for e in events if isinstance(e, RoundScored)]
        if scored:
            totals = scored[0].totals
            decided = max(totals) >= state.target and totals[0] != totals[1]
            assert state.over == decided
            assert any(isinstance(e, MatchWon) for e in events) == decided
        else:
            assert not state.over

    @invariant()
    def cards_and_hands(self) -> None:
        if not hasattr(self, "state"):
            return
        state = self.state
        assert all_cards(state) == list(range(50)), "50 cards, each in exactly one place"
        assert max(len(h) for h in state.hands) <= HAND_SIZE
        if state.over:
            assert state.winner is not None and state.to_act() == frozenset()
            assert max(state.totals) >= state.target and state.totals[0] != state.totals[1]
        view = state.view(0)
        assert view.hand_counts == (len(state.hands[0]), len(state.hands[1]))
        assert view.pile == len(state.pile)


TestFireballCourtRandomPlay = RandomPlay.TestCase
TestFireballCourtRandomPlay.settings = settings(max_examples=20, stateful_step_count=30)


@settings(max_examples=30)
@given(seed=st.integers(0, 10**6), moves=st.integers(1, 120), seat=st.sampled_from([0, 1]))
def test_fc_view_hides_the_other_hand_and_the_pile_order(seed, moves, seat):
    state = FireballState(2, seed, SPEC.options())
    rng = random.Random(seed)
    for _ in range(moves):
        if state.over:
            break
        actor = next_actor(state)
        state.apply(actor, rng.choice(state.legal_actions(actor)))
    other = hide_hands(state, rng, (1 - seat,))
    assert other.view(seat) == state.view(seat)
    assert other.view(TABLE).hand == ()
    # The check can fail: a change the seat can see does change its view.
    if state.hands[seat] and state.pile:
        other.hands[seat][0], other.pile[0] = other.pile[0], other.hands[seat][0]
        assert other.view(seat) != state.view(seat)


@settings(max_examples=30)
@given(seed=st.integers(0, 10**6), moves=st.integers(1, 120))
def test_fc_public_view_hides_both_hands_the_drawn_card_and_the_pile_order(seed, moves):
    """The shared screen's view: what only the players' hands and the pile hold never
    changes it, and what lies on the table does."""
    state = FireballState(2, seed, SPEC.options())
    rng = random.Random(seed)
    for _ in range(moves):
        if state.over:
            break
        actor = next_actor(state)
        state.apply(actor, rng.choice(state.legal_actions(actor)))
    other = hide_hands(state, rng, (0, 1))
    if other.drawn is not None:  # which card was drawn is the drawer's secret
        other.drawn = other.hands[other.on_turn][0]
    public = state.public_view()
    assert other.public_view() == public
    assert public.hand == () and public.drawn is None
    if state.court and other.pile:  # the check can fail: a Court card is in plain sight
        other.court[0][0], other.pile[0] = other.pile[0], other.court[0][0]
        assert other.public_view() != public
