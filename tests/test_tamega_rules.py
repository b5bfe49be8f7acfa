"""Tamega scenarios: one test per rule, ruling (TM-R1..TM-R8), variant and decision."""

from collections import Counter

import pytest

from games.core import TABLE, IllegalAction
from games.core.registry import OptionsError
from games.tamega.actions import (
    EndPause,
    GameOver,
    KeepRed,
    Move,
    MoveRed,
    PairTaken,
    PauseBegan,
    PawnMoved,
    RedMoved,
    Reveal,
    StepSkipped,
    TilesTurnedDown,
    TileTurnedUp,
    TurnSkipped,
)
from games.tamega.board import DOWN, EMPTY, RED, VOID, geometry
from games.tamega.moments import (
    block,
    give_turn,
    new,
    pair_setup,
    picture_not_in,
    place,
    sq,
    turn_up,
)
from games.tamega.rules import NO_TILE, TamegaState, pause_skippable
from games.tamega.spec import SPEC

GEO = geometry(1)
# The positions (`pair_setup`, `place`, `block`...) are the game's moments' staging helpers.


# --- TM-R1: the board -------------------------------------------------------------------
def test_tm_r1_board_is_7x7_without_corners_red_tile_in_centre():
    state = new()
    cells = state.cells()
    assert sum(GEO.exists) == 45
    for corner in (sq(1, 1), sq(1, 7), sq(7, 1), sq(7, 7)):
        assert cells[corner] == VOID
    assert state.reds == [sq(4, 4)] and cells[sq(4, 4)] == RED
    pictures = Counter(t for t in state.tiles if t != NO_TILE)
    assert sum(pictures.values()) == 44 and len(pictures) == 22
    assert set(pictures.values()) == {2}
    assert all(c in (DOWN, RED, VOID) for c in cells)  # all face down at the start


def test_tm_r1_setup_is_random_but_seeded():
    assert new(seed=3).tiles == new(seed=3).tiles
    assert new(seed=3).tiles != new(seed=4).tiles


# --- TM-R2: start squares -------------------------------------------------------------
@pytest.mark.parametrize(
    ("players", "starts"),
    [
        (2, [(7, 4), (1, 4)]),
        (3, [(7, 4), (1, 2), (1, 6)]),
        (4, [(7, 4), (4, 1), (1, 4), (4, 7)]),
    ],
)
def test_tm_r2_start_squares(players, starts):
    state = new(players)
    assert state.pawns == [sq(r, c) for r, c in starts]
    assert state.owners == list(range(players))
    assert all(state.cell(p) == DOWN for p in state.pawns)


def test_tm_r2_two_pawns_each_start_squares():
    state = new(2, two_pawns=True)
    assert state.pawns == [sq(7, 3), sq(7, 5), sq(1, 3), sq(1, 5)]
    assert state.owners == [0, 0, 1, 1]


def test_tm_decision_solo_starts_bottom_middle_and_5_to_8_start_in_front_of_their_seats():
    """Clockwise from the bottom right, as the table seats them (tests/test_tamega_showing.py
    judges it where the table shows them)."""
    assert new(1).pawns == [sq(7, 4)]
    six = new(6).pawns
    assert six == [sq(r, c, 2) for r, c in [(7, 11), (7, 4), (4, 1), (1, 4), (1, 11), (4, 14)]]
    assert new(5).pawns == [sq(r, c, 2) for r, c in [(7, 11), (7, 4), (4, 1), (2, 8), (4, 14)]]
    for players in (5, 6, 7, 8):
        state = new(players)
        for pawn in state.pawns:  # no two pawns start side by side
            assert not set(state.geo.neighbours[pawn]) & set(state.pawns)


def test_tm_decision_a_game_set_up_before_starts_round_the_boards_as_it_did():
    """A record or kept game from before the pawns started in front of their seats has no
    `starts`: its pawns ring the play area from the bottom of the left board, clockwise,
    the 7th and 8th by the seam, as they did when it was played."""
    six = TamegaState(6, 1, {}).pawns
    assert six == [sq(r, c, 2) for r, c in [(7, 4), (4, 1), (1, 4), (1, 11), (4, 14), (7, 11)]]
    assert TamegaState(5, 1, {}).pawns == six[:5]
    eight = TamegaState(8, 1, {"preset": "classic"})
    assert eight.pawns[6:] == [sq(3, 7, 2), sq(5, 8, 2)]
    assert new(8, starts="ring").pawns == eight.pawns  # the option said outright: the same
    for pawn in eight.pawns:  # no two pawns start side by side
        assert not set(eight.geo.neighbours[pawn]) & set(eight.pawns)


def test_tm_decision_every_preset_starts_new_games_in_front_of_the_seats():
    for preset in SPEC.presets:
        for players in SPEC.player_counts(SPEC.options(preset)):
            state = new(players, preset=preset)
            assert state.opts.starts == "seats"
            assert ("starts" in state.options) == (players > 4)  # one board: as before


def test_tm_random_first_player():
    firsts = {new(4, seed=s).turn for s in range(40)}
    assert firsts == {0, 1, 2, 3}


# --- a turn -------------------------------------------------------------------------------
def test_tm_move_one_square_and_turn_up_the_tile_left():
    state = new()
    give_turn(state, 0)
    start = state.pawns[0]
    legal = state.legal_actions(0)
    assert {m.to for m in legal} == {sq(6, 3), sq(6, 4), sq(6, 5), sq(7, 3), sq(7, 5)}
    place(state, sq(6, 5), picture_not_in(state, start))
    events = state.apply(0, Move(0, sq(6, 5)))
    assert events[0] == PawnMoved(0, 0, start, sq(6, 5), -1)
    assert events[1] == TileTurnedUp(0, start, state.tiles[start], "leave")
    assert state.cell(start) == state.tiles[start]  # stays face up
    assert state.turn == 1  # clockwise: next seat


def test_tm_face_up_tiles_and_empty_squares_are_never_entered():
    state = new()
    give_turn(state, 0)
    turn_up(state, sq(6, 3))
    state.tiles[sq(6, 4)] = NO_TILE  # an empty square (its tile taken)
    targets = {m.to for m in state.legal_actions(0)}
    assert sq(6, 3) not in targets and sq(6, 4) not in targets
    with pytest.raises(IllegalAction):
        state.apply(0, Move(0, sq(6, 3)))


def test_tm_turn_order_is_clockwise_from_the_first_player():
    state = new(3, seed=2)
    seen = [state.turn]
    for _ in range(3):
        seat = state.turn
        state.face_up = []  # nothing face up: no pairs in this test
        move = state.legal_actions(seat)[0]
        state.apply(seat, move)
        seen.append(state.turn)
    assert seen == [(seen[0] + k) % 3 for k in range(4)]


# --- TM-R3: the bridge --------------------------------------------------------------------
def test_tm_r3_bridge_over_the_red_tile():
    state = new()
    give_turn(state, 0)
    state.pawns[0] = sq(5, 4)  # touches the red tile at (4,4)
    targets = state.pawn_moves(0)
    bridged = {to for to, red in targets.items() if red == sq(4, 4)}
    assert bridged == {sq(3, 3), sq(3, 4), sq(3, 5)}  # (4,3), (4,5) are plain steps
    assert targets[sq(4, 3)] == -1 and targets[sq(4, 5)] == -1
    assert sq(4, 4) not in targets  # the red tile itself is never stood on
    events = state.apply(0, Move(0, sq(3, 4)))
    assert events[0] == PawnMoved(0, 0, sq(5, 4), sq(3, 4), sq(4, 4))


def test_tm_r3_bridge_needs_face_down_destination_and_a_touching_start():
    state = new()
    give_turn(state, 0)
    state.pawns[0] = sq(5, 4)
    turn_up(state, sq(3, 4))
    assert sq(3, 4) not in state.pawn_moves(0)
    state.pawns[0] = sq(6, 4)  # does not touch the red tile
    assert all(red == -1 for red in state.pawn_moves(0).values())


# --- TM-R4: pawns' squares ------------------------------------------------------------
def test_tm_r4_pawn_square_never_entered_nor_chosen_in_step_4():
    state = new(2)
    give_turn(state, 0)
    state.pawns[1] = sq(6, 4)  # rival next to seat 0's pawn
    assert sq(6, 4) not in {m.to for m in state.legal_actions(0)}
    state.phase = "reveal"
    chosen = {a.square for a in state.legal_actions(0)}
    assert not chosen & set(state.pawns)


def test_tm_r4_own_second_pawn_is_not_entered_either():
    state = new(2, two_pawns=True)
    give_turn(state, 0)
    assert sq(7, 5) not in state.pawn_moves(0)


# --- the pair procedure -----------------------------------------------------------------


def test_tm_pair_step_1_take_and_step_2_memorise_pause():
    state = new()
    twin, stranger = pair_setup(state)
    start = state.pawns[0]
    picture = state.tiles[start]
    events = state.apply(0, Move(0, sq(6, 4)))
    assert PairTaken(0, (twin, start), picture, 1) in events
    assert state.cell(twin) == EMPTY and state.cell(start) == EMPTY
    assert state.taken[0] == [picture]
    assert events[-1] == PauseBegan(0, 5.0, (stranger,))
    assert state.to_act() == frozenset({TABLE}) and state.legal_actions(TABLE) == [EndPause()]
    assert state.legal_actions(0) == []


def test_tm_pair_steps_2_to_5_and_repeat_on_a_new_pair():
    state = new()
    _, stranger = pair_setup(state)
    state.apply(0, Move(0, sq(6, 4)))
    events = state.apply(TABLE, EndPause())
    assert events == [TilesTurnedDown((stranger,))]
    assert state.face_up == [] and state.phase == "red"
    state.apply(0, KeepRed())
    assert state.phase == "reveal"
    # step 4: choose the twin of the tile under the pawn, so step 5 makes a new pair
    under = state.pawns[0]
    chosen = sq(2, 4)
    place(state, chosen, state.tiles[under], keep={under})
    events = state.apply(0, Reveal(chosen))
    assert events == [TileTurnedUp(0, chosen, state.tiles[under], "choose")]
    assert state.phase == "step5" and state.to_act() == frozenset({0})
    events = state.apply(0, Move(0, sq(5, 4)))
    assert any(isinstance(e, PairTaken) for e in events)
    assert len(state.taken[0]) == 2 and state.turn == 0  # repeat: steps 1-5 again
    assert state.phase == "red"  # nothing face up: no pause (our decision)
    assert StepSkipped(0, 2, "nothing face up") in events


def test_tm_pair_step_4_and_5_without_pair_stay_face_up_next_player():
    state = new()
    pair_setup(state)
    state.apply(0, Move(0, sq(6, 4)))
    state.apply(TABLE, EndPause())
    state.apply(0, KeepRed())
    under = state.pawns[0]
    chosen = sq(2, 4)
    place(state, chosen, picture_not_in(state, under), keep={under})
    state.apply(0, Reveal(chosen))
    state.apply(0, Move(0, sq(5, 4)))
    assert set(state.face_up) == {chosen, under}
    assert state.turn == 1 and state.phase == "move"


def test_tm_pair_step_3_move_red_tile_to_an_empty_square():
    state = new()
    twin, _ = pair_setup(state)
    start = state.pawns[0]
    state.apply(0, Move(0, sq(6, 4)))
    state.apply(TABLE, EndPause())
    legal = state.legal_actions(0)
    assert KeepRed() in legal
    assert {a.to for a in legal if isinstance(a, MoveRed)} == {twin, start}
    events = state.apply(0, MoveRed(0, twin))
    assert events[0] == RedMoved(0, 0, sq(4, 4), twin)
    assert state.cell(twin) == RED and state.cell(sq(4, 4)) == EMPTY
    assert state.phase == "reveal"


def test_tm_step_4_is_a_free_choice_of_any_free_face_down_tile():
    state = new()
    pair_setup(state)
    state.apply(0, Move(0, sq(6, 4)))
    state.apply(TABLE, EndPause())
    state.apply(0, KeepRed())
    legal = {a.square for a in state.legal_actions(0)}
    assert legal == {s for s in range(GEO.squares) if state.cell(s) == DOWN} - set(state.pawns)
    assert len(legal) == 45 - 1 - 2 - 2  # minus red, the pair, two pawns


# --- TM-R5: skipped steps ---------------------------------------------------------------
def test_tm_r5_step_5_skipped_when_the_pawn_cannot_move():
    state = new()
    pair_setup(state)
    state.apply(0, Move(0, sq(6, 4)))
    state.apply(TABLE, EndPause())
    state.apply(0, KeepRed())
    here = state.pawns[0]
    around = [n for n in GEO.neighbours[here] if state.cell(n) == DOWN]
    turn_up(state, *around[1:])  # all but one way out face up ...
    events = state.apply(0, Reveal(around[0]))  # ... and step 4 closes the last
    assert StepSkipped(0, 5, "pawn cannot move") in events
    assert state.turn == 1 and state.phase == "move"


def test_tm_r5_steps_4_and_5_skipped_without_a_free_face_down_tile():
    state = new(1)
    give_turn(state, 0)
    state.phase = "red"
    for s in range(GEO.squares):
        if state.cell(s) == DOWN and s not in state.pawns and s != sq(6, 4):
            state.tiles[s] = NO_TILE
    state.face_up = [sq(6, 4)]  # the last free tile is face up
    events = state.apply(0, KeepRed())
    assert StepSkipped(0, 4, "no free face-down tile") in events
    assert StepSkipped(0, 5, "no free face-down tile") in events


# --- TM-R6: the memorising pause ---------------------------------------------------------
def test_tm_r6_pause_is_a_table_countdown_skippable_only_with_bots_around():
    state = new(3, preset="kids")
    pair_setup(state)
    events = state.apply(0, Move(0, sq(6, 4)))
    pause = next(e for e in events if isinstance(e, PauseBegan))
    assert pause.seconds == 8.0 and state.view(1).pause_seconds == 8.0
    assert state.view(2).phase == "memorise" and state.to_act() == frozenset({TABLE})
    assert pause_skippable(0, frozenset({0}))  # only the finder is human
    assert pause_skippable(0, frozenset())
    assert not pause_skippable(0, frozenset({0, 2}))  # seat 2 must see the board
    with pytest.raises(IllegalAction):
        state.apply(0, KeepRed())  # nobody moves on during the pause


def test_tm_r6_pause_seconds_is_a_setting():
    assert new(2, pause_seconds=3).view(0).pause_seconds == 3.0
    with pytest.raises(OptionsError):
        new(2, pause_seconds=0)


# --- blocked players and the end ----------------------------------------------------------


def test_tm_blocked_player_misses_the_turn():
    state = new(3)
    give_turn(state, 0)
    block(state, 1)
    move = state.legal_actions(0)[0]
    place(state, state.pawns[0], picture_not_in(state, *state.face_up))
    events = state.apply(0, move)
    assert TurnSkipped(1) in events and state.turn == 2
    assert state.view(0).blocked == (False, True, False)


def test_tm_blocked_player_moves_again_once_tiles_turn_face_down():
    state = new(2)
    pair_setup(state)
    block(state, 1)
    assert state.blocked()[1]
    state.apply(0, Move(0, sq(6, 4)))
    state.apply(TABLE, EndPause())
    assert not state.blocked()[1]


def test_tm_game_ends_when_nobody_can_move_most_pairs_wins():
    state = new(2)
    give_turn(state, 0)
    state.taken = [[1], [2, 3]]
    for s in range(GEO.squares):  # only (6,4) next to seat 0 and (4,1) far away are left
        if s not in state.pawns and state.cell(s) == DOWN and s not in (sq(6, 4), sq(4, 1)):
            state.tiles[s] = NO_TILE
    events = state.apply(0, Move(0, sq(6, 4)))
    over = events[-1]
    assert isinstance(over, GameOver) and state.over and state.to_act() == frozenset()
    assert over.reason == "blocked" and over.winners == (1,) and state.winners() == [1]


# --- TM-R7: no face-down tile left, ties share ---------------------------------------------
def test_tm_r7_game_ends_when_no_free_face_down_tile_is_left():
    state = new(2)
    give_turn(state, 0)
    state.phase = "reveal"
    for s in range(GEO.squares):
        if state.cell(s) == DOWN and s not in state.pawns and s != sq(6, 4):
            state.tiles[s] = NO_TILE
    events = state.apply(0, Reveal(sq(6, 4)))  # the last free tile, step 5 impossible
    assert events[-1].reason == "no_tiles" and state.over


def test_tm_r7_ties_share_the_win():
    state = new(3)
    state.taken = [[1, 2], [3], [4, 5]]
    state.phase = "over"
    assert state.winners() == [0, 2]


# --- TM-R8: two boards ---------------------------------------------------------------------
def test_tm_r8_two_boards_side_by_side_with_the_seam_adjacent():
    state = new(6)
    geo = state.geo
    assert geo.boards == 2 and sum(geo.exists) == 90
    assert state.reds == [sq(4, 4, 2), sq(4, 11, 2)]
    assert Counter(t for t in state.tiles if t != NO_TILE) == Counter({p: 4 for p in range(22)})
    seam = set(geo.neighbours[sq(4, 7, 2)])
    assert {sq(3, 8, 2), sq(4, 8, 2), sq(5, 8, 2)} <= seam
    assert not geo.exists[sq(1, 7, 2)] and not geo.exists[sq(7, 8, 2)]


def test_tm_r8_a_pawn_crosses_the_seam():
    state = new(5)
    give_turn(state, 0)
    state.pawns[0] = sq(4, 7, 2)
    assert sq(4, 8, 2) in {m.to for m in state.legal_actions(0)}


def test_tm_r8_each_red_tile_moves_on_its_own_board():
    state = new(6)
    give_turn(state, 0)
    state.phase = "red"
    left, right = sq(2, 2, 2), sq(2, 12, 2)
    state.tiles[left] = state.tiles[right] = NO_TILE
    moves = {(a.red, a.to) for a in state.legal_actions(0) if isinstance(a, MoveRed)}
    assert moves == {(0, left), (1, right)}
