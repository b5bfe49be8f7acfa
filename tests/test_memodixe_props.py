"""MemoDiXe: random legal play keeps the invariants and always ends; exact replay; views
hide what a seat may not know."""

from __future__ import annotations

import random

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from games.memodixe.actions import Keep, Pick, TurnOver
from games.memodixe.options import PRESETS
from games.memodixe.rules import MemoDixeState
from games.memodixe.spec import SPEC
from tests.test_memodixe_support import check_invariants, pair_state_for_views


class RandomPlay(RuleBasedStateMachine):
    """Random legal actions from random seeds, player counts and presets; a finished
    game is replaced by a new one so the machine can always make progress."""

    @initialize(seed=st.integers(0, 10**6), players=st.integers(2, 6))
    def start(self, seed: int, players: int) -> None:
        self.new_game(seed, players)

    def new_game(self, seed: int, players: int) -> None:
        preset = sorted(PRESETS)[seed % len(PRESETS)]
        self.state = MemoDixeState(players, seed, SPEC.options(preset))
        self.moves_this_game = 0

    @rule(pick=st.integers(0, 10**6), seed=st.integers(0, 10**6), players=st.integers(2, 6))
    def act(self, pick: int, seed: int, players: int) -> None:
        if self.state.over:
            self.new_game(seed, players)
            return
        seat = sorted(self.state.to_act())[0]
        legal = self.state.legal_actions(seat)
        assert legal, f"seat {seat} must be able to act in phase {self.state.phase}"
        self.state.apply(seat, legal[pick % len(legal)])
        self.moves_this_game += 1
        assert self.moves_this_game < SPEC.max_moves

    @invariant()
    def holds(self) -> None:
        check_invariants(self.state)


TestRandomPlay = RandomPlay.TestCase
TestRandomPlay.settings = settings(max_examples=25, stateful_step_count=120, deadline=None)


def test_md_view_hides_another_seats_peek_and_swap():
    seen = []
    for places in ((2, 3), (4, 5)):
        state = pair_state_for_views("eye")
        state.apply(0, TurnOver(0))
        state.apply(0, TurnOver(1))
        for place in places:
            state.apply(0, Pick(place))
        seen.append(state)
    a, b = seen
    assert a.view(0) != b.view(0) and a.view(0).peeked  # seat 0 saw different faces
    assert a.view(1) == b.view(1) and a.view(2) == b.view(2)  # the others saw nothing
    hats = []
    for first in (2, 5):
        hat = pair_state_for_views("hat")
        hat.apply(0, TurnOver(0))
        hat.apply(0, TurnOver(1))
        hat.apply(0, Keep(0))
        hat.apply(0, Pick(first))
        hats.append(hat)
    assert hats[0].view(0).picks == (2,) and hats[1].view(0).picks == (5,)
    assert hats[0].view(1) == hats[1].view(1) and hats[0].view(1).picks == ()


def test_md_view_never_holds_a_face_down_die_or_the_future():
    state = MemoDixeState(3, 21, SPEC.options())
    twin = MemoDixeState(3, 21, SPEC.options())
    twin.rng = random.Random(999)  # different future rolls and reserve draws
    for seat in range(3):
        view = state.view(seat)
        assert view == twin.view(seat)
        assert view.turned == () and view.shown == () and view.peeked == ()
        assert all(not hasattr(d, "bottom") for d in view.square if d is not None)
