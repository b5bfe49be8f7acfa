"""Tamega's moments (`games.core.moments`): a pair found by the first or the last seat
(its banner, "+1" and the pause to memorise), the pause over (step 3's prompt), the red
tile moved and explained or kept (step 4's prompt), a jump over the bridge explained, step
4's tile turned (step 5's prompt), a second pair in step 5, a missed twin in step 5, a
pawn that cannot make step 5, no hidden tile left for step 4, and a player stuck who
misses the turn.

The positions are reached as a game reaches them where the rules allow (the pair, the
pause, the red tile and step 4 are played through the rules), and otherwise arranged with
the helpers here, which the rules' scenario tests share: pictures swapped into place,
tiles turned up, tiles taken off the board as whole pairs. Every position keeps the
game's invariants (`games.tamega.invariants`).
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from games.core import TABLE
from games.core.moments import Moment, Staged
from games.tamega.actions import EndPause, KeepRed, Move, MoveRed, Reveal
from games.tamega.board import DOWN, geometry
from games.tamega.rules import NO_TILE, TamegaState
from games.tamega.spec import SPEC


# --- staging helpers (shared with the rules' tests) ------------------------------------------
def sq(row: int, col: int, boards: int = 1) -> int:
    """The square at (row, col), counted from 1 at the top-left as in the rulings."""
    return geometry(boards).square(row, col)


def at(state: TamegaState, row: int, col: int) -> int:
    """The square at (row, col) of `state`'s play area (one board or two)."""
    return state.geo.square(row, col)


def new(players: int = 2, seed: int = 1, preset: str = "classic", **options) -> TamegaState:
    return TamegaState(players, seed, SPEC.options(preset, **options))


def give_turn(state: TamegaState, seat: int) -> None:
    """`seat` is on turn, about to move."""
    state.turn, state.phase = seat, "move"
    state.active = state._turn_pawn(seat)


def place(state: TamegaState, square: int, picture: int, keep: Collection[int] = ()) -> None:
    """Put a tile of `picture` on `square` by swapping it with one elsewhere (counts kept),
    never with a tile in `keep` or under a pawn."""
    if state.tiles[square] == picture:
        return
    other = next(
        s
        for s, p in enumerate(state.tiles)
        if p == picture and s not in keep and s != square and s not in state.pawns
    )
    state.tiles[square], state.tiles[other] = picture, state.tiles[square]


def up(state: TamegaState) -> int:
    """The square a row up from seat 0's pawn (whose start is on the bottom row)."""
    return state.pawns[0] - state.geo.cols


def turn_up(state: TamegaState, *squares: int) -> None:
    state.face_up.extend(squares)


def picture_not_in(state: TamegaState, *squares: int) -> int:
    """A picture that none of `squares` shows."""
    used = {state.tiles[s] for s in squares}
    return next(p for p in range(int(state.opts.pictures)) if p not in used)


def pair_setup(state: TamegaState, seat: int = 0) -> tuple[int, int]:
    """`seat`'s pawn (on its start square: (7,4) for seat 0 on one board) over picture A whose twin
    lies face up at (2,3), plus a face-up stranger at (2,2) (squares no pawn starts on,
    whatever the seat count); returns (A's twin square, stranger square)."""
    give_turn(state, seat)
    start = state.pawns[state.active]
    twin, stranger = at(state, 2, 3), at(state, 2, 2)
    picture = state.tiles[start]
    place(state, twin, picture, keep={start})
    place(state, stranger, picture_not_in(state, start), keep={start, twin})
    turn_up(state, twin, stranger)
    return twin, stranger


def found_by(seat: int) -> Callable[[int], Staged]:
    """`seat` walks off a tile whose twin lies face up (`pair_setup`): a pair."""

    def stage(players: int) -> Staged:
        state = new(players)
        pair_setup(state, seat)
        pawn = state.active
        return state, seat, Move(pawn, min(state.pawn_moves(pawn)))

    return stage


def block(state: TamegaState, pawn: int) -> None:
    """Turn up every face-down tile around `pawn`, so it cannot move (no two of one
    picture face up: a duplicate first swaps pictures with a hidden tile elsewhere)."""
    here = state.pawns[pawn]
    around = [n for n in state.geo.neighbours[here] if state.cell(n) == DOWN]
    around = [n for n in around if n not in state.pawns]
    for square in around:
        shown = {state.tiles[s] for s in state.face_up}
        if state.tiles[square] in shown:
            other = next(
                s
                for s, code in enumerate(state.cells())
                if code == DOWN and s not in state.pawns and s not in around
                if state.tiles[s] not in shown
            )
            state.tiles[square], state.tiles[other] = state.tiles[other], state.tiles[square]
        state.face_up.append(square)


def take_off(
    state: TamegaState, seat: int, squares: Collection[int], keep: Collection[int] = ()
) -> None:
    """The tiles on `squares` were taken as pairs by `seat` earlier in the game: each goes
    with a twin from a hidden tile elsewhere (not under a pawn, not in `keep`); a tile
    whose picture has no such twin left first swaps pictures with one that has."""
    for square in squares:
        if state.tiles[square] == NO_TILE:
            continue
        loose = [s for s in _hidden(state, keep) if s != square]
        twins = [s for s in loose if state.tiles[s] == state.tiles[square]]
        if not twins:
            pictures = [state.tiles[s] for s in loose]
            other = next(s for s in loose if pictures.count(state.tiles[s]) > 1)
            state.tiles[square], state.tiles[other] = state.tiles[other], state.tiles[square]
            twins = [s for s in loose if s != other and state.tiles[s] == state.tiles[square]]
        state.taken[seat].append(state.tiles[square])
        state.tiles[square] = state.tiles[twins[0]] = NO_TILE


def _hidden(state: TamegaState, keep: Collection[int]) -> list[int]:
    """Face-down tiles not under a pawn nor in `keep`."""
    return [
        s
        for s, code in enumerate(state.cells())
        if code == DOWN and s not in state.pawns and s not in keep
    ]


def found_pair(players: int) -> TamegaState:
    """Seat 0 has walked off a tile whose twin was face up: the pause to memorise runs."""
    state, seat, move = _pair(players)
    state.apply(seat, move)
    return state


def choosing(players: int) -> TamegaState:
    """After seat 0's pair, the pause and the red tile left where it was: step 4."""
    state = found_pair(players)
    state.apply(TABLE, EndPause())
    state.apply(0, KeepRed())
    return state


def chose(players: int, twin: bool) -> TamegaState:
    """Step 4 turned up (2,4): the twin of the tile under seat 0's pawn, or a stranger."""
    state = choosing(players)
    under, chosen = state.pawns[0], at(state, 2, 4)
    picture = state.tiles[under] if twin else picture_not_in(state, under)
    place(state, chosen, picture, keep={under})
    state.apply(0, Reveal(chosen))
    return state


# --- the moments ----------------------------------------------------------------------------
def _pair(players: int) -> Staged:
    state = new(players)
    pair_setup(state)
    return state, 0, Move(0, up(state))


def _pair_last_seat(players: int) -> Staged:
    """The last seat finds the pair: its "+1" rises by a panel elsewhere at the table."""
    return found_by(players - 1)(players)


def _memorised(players: int) -> Staged:
    return found_pair(players), TABLE, EndPause()


def _red_moved(players: int) -> Staged:
    state = found_pair(players)
    state.apply(TABLE, EndPause())
    return state, 0, MoveRed(0, at(state, 2, 3))  # onto the twin's square, now empty


def _red_kept(players: int) -> Staged:
    state = found_pair(players)
    state.apply(TABLE, EndPause())
    return state, 0, KeepRed()


def _bridge(players: int) -> Staged:
    """Seat 0's pawn touches the red tile from below and jumps over it."""
    state = new(players)
    give_turn(state, 0)
    state.pawns[0] = at(state, 5, 4)
    return state, 0, Move(0, at(state, 3, 4))


def _turned(players: int) -> Staged:
    state = choosing(players)
    return state, 0, Reveal(at(state, 2, 4))


def _again(players: int) -> Staged:
    """Step 5 leaves the twin of the tile chosen in step 4: a second pair, nothing face up."""
    state = chose(players, twin=True)
    return state, 0, Move(0, up(state))


def _missed(players: int) -> Staged:
    state = chose(players, twin=False)
    return state, 0, Move(0, up(state))


def _cannot_move(players: int) -> Staged:
    """In step 4 seat 0 turns up the last tile its pawn (a row up from its start) could go
    to: every other square around it lost its tile to earlier pairs."""
    state = choosing(players)
    last = up(state) + 1
    around = [s for s in state.geo.neighbours[state.pawns[0]] if s != last]
    take_off(state, 0, [s for s in around if s not in state.pawns], keep={last})
    return state, 0, Reveal(last)


def _no_tile_left(players: int) -> Staged:
    """Step 3 of seat 0's last pair: the only tiles left lie under the pawns, two of a
    picture, so step 4 has nothing to turn up (an even number of pawns only: pictures
    leave the board in pairs)."""
    state = new(players)
    give_turn(state, 0)
    pawns = state.pawns
    for first, second in zip(pawns[::2], pawns[1::2], strict=True):
        place(state, second, state.tiles[first], keep=pawns)
    take_off(state, 0, [s for s, p in enumerate(state.tiles) if p != NO_TILE and s not in pawns])
    state.phase = "red"
    return state, 0, KeepRed()


def _stuck(players: int) -> Staged:
    """Seat 0 moves while seat 1's pawn is shut in by face-up tiles: seat 1 misses its
    turn."""
    state = new(players)
    give_turn(state, 0)
    block(state, state.seat_pawns(1)[0])
    start = state.pawns[0]
    place(state, start, picture_not_in(state, *state.face_up), keep=state.face_up)
    return state, 0, Move(0, up(state))


class EvenMoment(Moment):
    """A moment only an even number of players can reach."""

    def fits(self, players: int) -> bool:
        return super().fits(players) and players % 2 == 0


MOMENTS = (
    Moment("pair", _pair, ("tamega.pair", "+1", "tamega.hint.memorise")),
    Moment(
        "pair, last seat", _pair_last_seat, ("tamega.pair", "+1", "tamega.hint.memorise"), (2, 8)
    ),
    Moment("memorised", _memorised, ("tamega.hint.red",)),
    Moment("red moved", _red_moved, ("tamega.explain.red",)),
    Moment("red kept", _red_kept, ("tamega.hint.reveal",)),
    Moment("bridge", _bridge, ("tamega.explain.bridge",)),
    Moment("tile chosen", _turned, ("tamega.hint.step5",)),
    Moment("pair again", _again, ("tamega.pair", "+1")),
    Moment("missed twin", _missed, ("react.oops",)),
    Moment("cannot move", _cannot_move, ("tamega.skip.5",)),
    EvenMoment("no tile left", _no_tile_left, ("tamega.skip.4",), (2, 8)),
    Moment("stuck", _stuck, ("tamega.stuck",), (2, 8)),
)
