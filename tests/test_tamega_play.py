"""Tamega in play: random legal games keep every invariant and end; records replay
exactly; views hide face-down pictures; every bot level plays, and memory pays."""

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from games.core import TABLE
from games.core.driver import summarise
from games.core.match import next_actor
from games.core.registry import get_game
from games.tamega.actions import Move, PawnMoved
from games.tamega.board import DOWN
from games.tamega.invariants import broken
from games.tamega.rules import NO_TILE, TamegaState

SPEC = get_game("tamega")

TABLES = [  # (players, preset, overrides)
    *[(n, preset, {}) for n in range(1, 9) for preset in ("classic", "kids")],
    (2, "classic", {"two_pawns": True}),
    (4, "classic", {"teams": True}),
    (6, "kids", {"teams": True}),
    (1, "classic", {"fixed_red": True}),
]


class RandomPlay(RuleBasedStateMachine):
    """Random legal actions from random seeds and tables; a finished game starts a new one."""

    @initialize(table=st.sampled_from(TABLES), seed=st.integers(0, 10**6))
    def start(self, table, seed):
        self.table, self.seed = table, seed
        self._new_game(seed)

    def _new_game(self, seed: int) -> None:
        players, preset, overrides = self.table
        self.state = TamegaState(players, seed, SPEC.options(preset, **overrides))
        self.rng = random.Random(seed)

    @rule()
    def act(self):
        state = self.state
        if state.over:
            self.seed += 1
            self._new_game(self.seed)
            return
        seat = next_actor(state)
        action = self.rng.choice(state.legal_actions(seat))
        if isinstance(action, Move):
            assert state.cell(action.to) == DOWN  # a face-up tile is never entered
        events = state.apply(seat, action)
        assert events
        for event in events:
            if isinstance(event, PawnMoved):
                assert event.to == action.to

    @rule()
    def play_to_the_end(self):
        state = self.state
        guard = 4 * 45 * 45 * state.geo.boards
        while not state.over:
            assert state.moves < guard, "the game does not end"
            seat = next_actor(state)
            state.apply(seat, self.rng.choice(state.legal_actions(seat)))
            assert broken(state) == []
        assert state.to_act() == frozenset() and state.legal_actions(0) == []

    @invariant()
    def holds(self):
        state = self.state
        assert broken(state) == []
        acting = state.to_act()
        if not state.over:
            assert len(acting) == 1
            (seat,) = acting
            assert state.legal_actions(seat), "someone must be able to act"
            if seat != TABLE:
                assert not state.blocked()[seat] or state.phase in ("red", "reveal")


RandomPlay.TestCase.settings = settings(max_examples=25, stateful_step_count=30, deadline=None)
test_tm_random_play_keeps_invariants_and_ends = RandomPlay.TestCase


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 60), players=st.integers(1, 8))
def test_tm_view_and_public_view_hide_face_down_pictures(seed, steps, players):
    state = TamegaState(players, seed, SPEC.options())
    rng = random.Random(seed)
    for _ in range(steps):
        if state.over:
            break
        seat = next_actor(state)
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    views = [state.view(s) for s in range(players)]
    public = state.public_view()  # what the shared screen shows: what every seat sees
    assert all(replace(view, seat=TABLE) == public for view in views)
    hidden = [s for s, t in enumerate(state.tiles) if t != NO_TILE and state.cell(s) == DOWN]
    shuffled = [state.tiles[s] for s in hidden]
    rng.shuffle(shuffled)
    for square, picture in zip(hidden, shuffled, strict=True):
        state.tiles[square] = picture  # change only what nobody can see
    assert [state.view(s) for s in range(players)] == views
    assert state.public_view() == public
    assert all(c < 0 for s, c in enumerate(views[0].cells) if s in hidden)


def test_tm_top_bot_beats_the_child_bot():
    summary = summarise(SPEC, 2, 500, 120, SPEC.options(), ["child", "perfect"])
    assert summary.win_share[1] > 0.7, summary.win_share
