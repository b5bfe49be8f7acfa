"""Devil's Circle: random legal play keeps the invariants and always ends; records replay
exactly; a view (the shared screen's too) never holds a back face or the stack order."""

from __future__ import annotations

import copy
import random

from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from games.core.match import next_actor
from games.devils_circle.actions import ALL_FIVE, COINS, DISCS, IMAGES, Flip, RoundWon
from games.devils_circle.rules import DevilsCircleState
from games.devils_circle.spec import SPEC

PRESETS = st.sampled_from(sorted(SPEC.presets))


def goal_met(state: DevilsCircleState, searched: str) -> bool:
    if searched == ALL_FIVE:
        return all(state.visible(image) == 2 for image in IMAGES)
    return state.visible(searched) == 4


class RandomPlay(RuleBasedStateMachine):
    """Random legal moves from random seeds, player counts and presets."""

    @initialize(seed=st.integers(0, 2**31), players=st.integers(2, 6), preset=PRESETS)
    def start(self, seed: int, players: int, preset: str) -> None:
        self.state = DevilsCircleState(players, seed, SPEC.options(preset))
        self.rng = random.Random(seed)
        self.games = 0

    @rule(steps=st.integers(1, 60))
    def play(self, steps: int) -> None:
        for _ in range(steps):
            if self.state.over:
                self.new_game()
                return
            self.step()
            self.check()

    def new_game(self) -> None:
        self.games += 1
        players = self.rng.randint(2, 6)
        preset = self.rng.choice(sorted(SPEC.presets))
        self.state = DevilsCircleState(players, self.rng.randrange(2**31), SPEC.options(preset))

    def step(self) -> None:
        state = self.state
        seat = next_actor(state)
        searched = state.searched
        action = self.rng.choice(state.legal_actions(seat))
        events = state.apply(seat, action)
        won = [e for e in events if isinstance(e, RoundWon)]
        if isinstance(action, Flip):
            # A flip wins the round exactly when it meets the goal (no disc moves after).
            assert bool(won) == goal_met(state, searched)
        else:
            assert not won
        assert state.moves < SPEC.max_moves, "the game must end"

    def check(self) -> None:
        state = self.state
        assert sum(state.coins) + state.middle + state.set_aside == COINS
        assert min(state.coins) >= 0 and state.middle >= 0
        cards = state.stack + state.pack + state.unclaimed + [c for w in state.won for c in w]
        assert sorted(cards) == list(range(16 if state.options["all_five"] else 15))
        assert max(state.visible(image) for image in IMAGES) <= 4
        if state.phase in ("flip", "continue", "steal"):
            assert not state.goal_met()  # a met goal never stays in play
        if state.phase == "swap":
            assert state.goal_met()
        if not state.use_coins:  # the kids' preset never moves a coin
            assert state.middle == 0 and set(state.coins) == {0}

    @invariant()
    def view_agrees(self) -> None:
        if not hasattr(self, "state"):
            return
        view = self.state.view(0)
        assert sum(view.coins) + view.middle + view.set_aside == COINS
        assert sorted(view.ring) == list(range(DISCS))


TestDevilsCircleRandomPlay = RandomPlay.TestCase
TestDevilsCircleRandomPlay.settings = settings(max_examples=40, stateful_step_count=50)


def hide_differently(state: DevilsCircleState, rng: random.Random) -> DevilsCircleState:
    """The same table with other backs under every disc and another stack order."""
    other = copy.deepcopy(state)
    for disc in range(DISCS):
        up = other.up(disc)
        back = rng.choice([image for image in IMAGES if image not in (up, other.back(disc))])
        other.pairs[disc] = (up, back)
        other.sides[disc] = 0
    rng.shuffle(other.stack)
    return other


@settings(max_examples=30)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 6), moves=st.integers(0, 120))
def test_dc_view_hides_backs_and_stack_order(seed, players, moves):
    state = DevilsCircleState(players, seed, SPEC.options())
    rng = random.Random(seed)
    for _ in range(moves):
        if state.over:
            break
        seat = next_actor(state)
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    other = hide_differently(state, rng)
    assert [other.back(d) for d in range(DISCS)] != [state.back(d) for d in range(DISCS)]
    for seat in range(players):
        assert other.view(seat) == state.view(seat)
    assert other.public_view() == state.public_view()  # what the shared screen shows
    # The check can fail: a change anyone can see does change the view.
    other.sides[0] = 1
    assert other.view(0) != state.view(0)
    assert other.public_view() != state.public_view()
