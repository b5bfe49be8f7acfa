"""Tamega's variants and presets: two pawns, teams, solo, a fixed red tile, the kids' game."""

from collections import Counter

import pytest

from games.core import TABLE
from games.core.registry import OptionsError
from games.tamega.actions import (
    EndPause,
    Move,
    StepSkipped,
)
from games.tamega.invariants import broken
from games.tamega.moments import block, give_turn, new, pair_setup, sq
from games.tamega.rules import NO_TILE
from games.tamega.spec import SPEC


# --- variants ----------------------------------------------------------------------------
def test_tm_variant_two_pawns_move_alternately():
    state = new(2, two_pawns=True)
    give_turn(state, 0)
    assert state.active == 0
    moved = []
    for _ in range(2):
        seat = 0
        give_turn(state, seat)
        state.face_up = []
        move = state.legal_actions(seat)[0]
        moved.append(move.pawn)
        state.apply(seat, move)
    assert moved == [0, 1]


def test_tm_variant_two_pawns_the_other_moves_when_the_due_pawn_is_blocked():
    state = new(2, two_pawns=True)
    block(state, 0)
    give_turn(state, 0)
    assert state.active == 1


def test_tm_variant_teams_pairs_add_up_and_teams_alternate():
    state = new(4, teams=True)
    state.taken = [[1], [2], [3, 4], []]
    assert state.scores() == [3.0, 1.0, 3.0, 1.0]
    assert state.view(0).teams == (0, 1, 0, 1)
    state.phase = "over"
    assert state.winners() == [0, 2]


def test_tm_variant_solo_wins_with_every_pair_but_one():
    state = new(1)
    state.phase = "over"
    state.taken = [list(range(21))]
    assert state.winners() == [0]
    state.taken = [list(range(20))]
    assert state.winners() == []


def test_tm_variant_never_move_the_red_tile():
    state = new(1, fixed_red=True)
    state.turn = 0
    pair_setup(state)
    state.apply(0, Move(0, sq(6, 4)))
    events = state.apply(TABLE, EndPause())
    assert StepSkipped(0, 3, "red tile fixed") in events and state.phase == "reveal"


def test_tm_kids_preset_has_fewer_pictures_four_of_each_and_a_longer_pause():
    state = new(2, preset="kids")
    pictures = Counter(t for t in state.tiles if t != NO_TILE)
    assert len(pictures) == 11 and set(pictures.values()) == {4}
    assert state.pause_seconds > new(2).pause_seconds


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (3, {"two_pawns": True}),
        (2, {"teams": True}),
        (5, {"teams": True}),
        (4, {"teams": True, "two_pawns": True}),
        (9, {}),
        (0, {}),
        (2, {"pictures": 7}),
    ],
)
def test_tm_invalid_option_combinations_are_refused_clearly(players, options):
    with pytest.raises(OptionsError):
        new(players, **options)


@pytest.mark.parametrize("players", range(1, 9))
def test_tm_every_player_count_sets_up_cleanly(players):
    state = new(players)
    assert broken(state) == []
    assert not any(state.blocked())


@pytest.mark.parametrize(
    ("preset", "players", "option"),
    [("two_pawns", 2, "two_pawns"), ("teams", 4, "teams"), ("red_fixed", 1, "fixed_red")],
)
def test_tm_variant_presets_reach_every_variant_from_the_menu(preset, players, option):
    options = SPEC.options(preset)
    assert options[option] is True and set(options) - {"preset"} == set(SPEC.presets["classic"])
    low, high = SPEC.players_allowed(options)
    assert low <= players <= high
    assert broken(new(players, preset=preset)) == []
