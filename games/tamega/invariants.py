"""What must hold in every Tamega position: checked by the stateful tests and soaks.

Returns a list of broken promises (empty when all is well) rather than asserting, so a
soak can report every problem of a position at once.
"""

from __future__ import annotations

from collections import Counter

from games.tamega.board import DOWN, TILES_PER_BOARD
from games.tamega.rules import NO_TILE, TamegaState


def broken(state: TamegaState) -> list[str]:
    geo = state.geo
    problems = []
    on_board = Counter(t for t in state.tiles if t != NO_TILE)
    taken = Counter(p for seat in state.taken for p in seat)
    if sum(on_board.values()) + 2 * sum(taken.values()) != TILES_PER_BOARD * geo.boards:
        problems.append("tiles lost or added")
    copies = TILES_PER_BOARD * geo.boards // int(state.opts.pictures)
    for picture in set(on_board) | set(taken):
        if on_board[picture] + 2 * taken[picture] != copies:
            problems.append(f"picture {picture}: pairs not taken whole")
    if len(set(state.pawns)) != len(state.pawns):
        problems.append("two pawns share a square")
    for pawn, square in enumerate(state.pawns):
        if state.cell(square) != DOWN:
            problems.append(f"pawn {pawn} is not on a face-down tile")
    for board, red in enumerate(state.reds):
        if state.tiles[red] != NO_TILE or geo.board_of(red) != board or not geo.exists[red]:
            problems.append(f"red tile {board} is not on an empty square of its board")
        if red in state.pawns:
            problems.append(f"a pawn stands on red tile {board}")
    up = Counter(state.tiles[s] for s in state.face_up)
    if any(n > 1 for n in up.values()):
        problems.append("two face-up tiles of one picture were left on the board")
    if any(state.tiles[s] == NO_TILE for s in state.face_up):
        problems.append("a face-up square has no tile")
    return problems
