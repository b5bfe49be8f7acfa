"""Tamega's board: the squares, who touches whom, the start squares and where a pawn may go.

Pure geometry shared by the rules, the bots (which see only a view) and the scene, so that
all three agree on adjacency and on the bridge. Squares are numbered row by row over the
whole play area: one 7 x 7 board without its corners (TM-R1), or two of them side by side
for 5 to 8 players (TM-R8), where squares touching across the seam are neighbours.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from functools import cache, cached_property

from games.tamega.options import RING, SEATS

SIZE = 7  # squares along a board's side
TILES_PER_BOARD = 44

# Cell codes of a view's board: a face-up tile shows its picture (>= 0).
DOWN = -1  # a face-down tile
RED = -2  # the red tile (no picture tile on that square)
EMPTY = -3  # a square whose tile was taken
VOID = -4  # a cut-off corner: not part of the board

# What the tiles show, at the table and on a phone: a pair's number picks its picture.
PICTURES = (
    "🍎", "🍌", "🍇", "🥕", "🐸", "🐳", "⭐", "🐷", "⚽", "🌈", "🚀",
    "🍄", "🦋", "🌵", "🍉", "🐧", "🦀", "☂️", "🍩", "🐙", "🦊", "🌻",
)  # fmt: skip


def tile_picture(number: int) -> str:
    """The picture on pair `number`'s two tiles."""
    return PICTURES[number % len(PICTURES)]


@dataclass(frozen=True)
class Geometry:
    """The play area of `boards` boards: which squares exist and their neighbours."""

    boards: int
    rows: int
    cols: int
    exists: tuple[bool, ...]
    neighbours: tuple[tuple[int, ...], ...]
    centres: tuple[int, ...]  # the red tiles' start squares, one per board

    @property
    def squares(self) -> int:
        return self.rows * self.cols

    @cached_property
    def voids(self) -> tuple[int, ...]:
        """The cut-off corners' squares."""
        return tuple(square for square, exists in enumerate(self.exists) if not exists)

    def square(self, row: int, col: int) -> int:
        """The square at (row, col), counted from 1 at the top-left as in the rulings."""
        return (row - 1) * self.cols + (col - 1)

    def row_col(self, square: int) -> tuple[int, int]:
        """(row, col) from 1 at the top-left: the inverse of `square`."""
        return square // self.cols + 1, square % self.cols + 1

    def board_of(self, square: int) -> int:
        return (square % self.cols) // SIZE

    def on_board(self, board: int) -> tuple[int, ...]:
        """Every existing square of one board."""
        return tuple(s for s in range(self.squares) if self.exists[s] and self.board_of(s) == board)


def _is_corner(row: int, col: int) -> bool:
    return row in (0, SIZE - 1) and col % SIZE in (0, SIZE - 1)


@cache
def geometry(boards: int) -> Geometry:
    """The play area for one or two boards (cached: it never changes)."""
    rows, cols = SIZE, SIZE * boards
    exists = tuple(not _is_corner(r, c) for r in range(rows) for c in range(cols))
    neighbours = []
    for r in range(rows):
        for c in range(cols):
            near = [
                (r + dr) * cols + (c + dc)
                for dr in (-1, 0, 1)
                for dc in (-1, 0, 1)
                if (dr or dc) and 0 <= r + dr < rows and 0 <= c + dc < cols
            ]
            neighbours.append(tuple(n for n in near if exists[n]))
    centres = tuple((SIZE // 2) * cols + SIZE // 2 + SIZE * b for b in range(boards))
    return Geometry(boards, rows, cols, exists, tuple(neighbours), centres)


def boards_for(players: int) -> int:
    """One board for 1 to 4 players, two side by side for 5 to 8 (TM-R8)."""
    return 1 if players <= 4 else 2


# Start squares (row, col), one list of pawns per seat, seats in clockwise order (TM-R2).
# Solo and 5-8 players are our decisions (docs/games/tamega.md): the solo pawn starts at the
# bottom middle.
ONE_BOARD_STARTS: dict[int, tuple[tuple[tuple[int, int], ...], ...]] = {
    1: (((7, 4),),),
    2: (((7, 4),), ((1, 4),)),
    3: (((7, 4),), ((1, 2),), ((1, 6),)),
    4: (((7, 4),), ((4, 1),), ((1, 4),), ((4, 7),)),
}
TWO_PAWN_STARTS = (((7, 3), (7, 5)), ((1, 3), (1, 5)))
# On two boards, by the option `starts` (games/tamega/options.py). SEATS, every new game's:
# each pawn starts on the edge square in front of its seat as the table seats them
# (clockwise from the bottom right: the bottom, the left end, the top, the right end; three
# seats on a side start further out), a seat at the middle of a long side beside the seam
# (its corner squares are missing), so nobody's pawn starts across the table from them.
# RING, a game's set up before SEATS (its record has no `starts`): the pawns ring the
# play area from the bottom of the left board clockwise, the seventh and eighth beside the
# seam, apart from each other; such a game replays and resumes with them still.
_RING = ((7, 4), (4, 1), (1, 4), (1, 11), (4, 14), (7, 11))
TWO_BOARD_STARTS: dict[str, dict[int, tuple[tuple[int, int], ...]]] = {
    SEATS: {
        5: ((7, 11), (7, 4), (4, 1), (2, 8), (4, 14)),
        6: ((7, 11), (7, 4), (4, 1), (1, 4), (1, 11), (4, 14)),
        7: ((7, 12), (6, 7), (7, 3), (4, 1), (1, 4), (1, 11), (4, 14)),
        8: ((7, 12), (6, 7), (7, 3), (4, 1), (1, 3), (2, 8), (1, 12), (4, 14)),
    },
    RING: {
        5: _RING[:5],
        6: _RING,
        7: (*_RING, (4, 7)),
        8: (*_RING, (3, 7), (5, 8)),
    },
}


def start_squares(
    players: int, two_pawns: bool, starts: str
) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Per seat, the (row, col) of each of its pawns; `starts` says which start squares
    two boards use (one board's are the rules' own)."""
    if two_pawns:
        return TWO_PAWN_STARTS
    if players <= 4:
        return ONE_BOARD_STARTS[players]
    return tuple((rc,) for rc in TWO_BOARD_STARTS[starts][players])


def destinations(
    geo: Geometry, cells: Sequence[int], occupied: Collection[int], start: int
) -> dict[int, int]:
    """Where a pawn on `start` may go: destination -> red square bridged (-1 for a step).

    A step goes to a touching face-down tile; a bridge (TM-R3) goes from a square touching
    a red tile to another face-down tile touching the same red tile. Face-up tiles, empty
    squares, red tiles and squares with a pawn are never entered (TM-R4).
    """
    found: dict[int, int] = {}
    for near in geo.neighbours[start]:
        if cells[near] == DOWN and near not in occupied:
            found[near] = -1
    for red in geo.neighbours[start]:
        if cells[red] != RED:
            continue
        for far in geo.neighbours[red]:
            if far != start and far not in found and cells[far] == DOWN and far not in occupied:
                found[far] = red
    return found
