"""Staging Tamega positions for the rules tests."""

from games.core.registry import get_game
from games.tamega.board import DOWN, geometry
from games.tamega.rules import TamegaState

SPEC = get_game("tamega")
GEO = geometry(1)


def sq(row: int, col: int, boards: int = 1) -> int:
    return geometry(boards).square(row, col)


def new(players: int = 2, seed: int = 1, preset: str = "classic", **options) -> TamegaState:
    return TamegaState(players, seed, SPEC.options(preset, **options))


def give_turn(state: TamegaState, seat: int) -> None:
    state.turn, state.phase = seat, "move"
    state.active = state._turn_pawn(seat)


def place(state: TamegaState, square: int, picture: int, keep: set[int] = frozenset()) -> None:
    """Put a tile of `picture` on `square` by swapping it with one elsewhere (counts kept)."""
    if state.tiles[square] == picture:
        return
    other = next(
        s
        for s, p in enumerate(state.tiles)
        if p == picture and s not in keep and s != square and s not in state.pawns
    )
    state.tiles[square], state.tiles[other] = picture, state.tiles[square]


def turn_up(state: TamegaState, *squares: int) -> None:
    state.face_up.extend(squares)


def picture_not_in(state: TamegaState, *squares: int) -> int:
    used = {state.tiles[s] for s in squares}
    return next(p for p in range(22) if p not in used)


def pair_setup(state: TamegaState) -> tuple[int, int]:
    """Seat 0's pawn on (7,4) over picture A whose twin lies face up at (1,2), plus a face-up
    stranger at (2,2); returns (A's twin square, stranger square)."""
    give_turn(state, 0)
    start = state.pawns[0]
    twin, stranger = sq(1, 2), sq(2, 2)
    picture = state.tiles[start]
    place(state, twin, picture, keep={start})
    place(state, stranger, picture_not_in(state, start), keep={start, twin})
    turn_up(state, twin, stranger)
    return twin, stranger


def block(state: TamegaState, pawn: int) -> None:
    here = state.pawns[pawn]
    around = [n for n in state.geo.neighbours[here] if state.cell(n) == DOWN]
    state.face_up.extend(n for n in around if n not in state.pawns)
