"""Tamega's computer players: they remember the pictures they saw and walk to use them.

A bot sees only its view. It remembers each face-up picture by its square (a tile never
leaves its square until its pair is taken), with the core's memory model, so a child
forgets what it saw a few turns ago while a sharp player keeps most of the board in mind.
Then it plays like people do:
- it walks onto a tile it remembers as the twin of a face-up tile (a pair next turn);
- in step 4 it turns up the twin of the tile under its own pawn, so step 5 makes a pair;
- it keeps a way out so it does not get blocked (a child often forgets to check);
- sharp and perfect players also place the red bridge where they need it and block
  rivals: with a step-4 tile, the red tile, or a pawn.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from games.core.bot import Bot, sometimes
from games.core.codec import Action
from games.core.memory import MemoryLevel
from games.tamega.actions import KeepRed, Move, MoveRed, Reveal
from games.tamega.board import DOWN, EMPTY, RED, Geometry, destinations, geometry
from games.tamega.rules import TamegaView

TURNED = 0  # any picture code: marks a tile as face up when testing a future board


@dataclass(frozen=True)
class Style:
    """How much a level thinks beyond its memory."""

    escape: float  # chance to check that its own pawn keeps a way out
    block: float  # chance to hinder rivals (this choice)
    bridge: float  # chance to move the red tile where it helps


STYLES = {
    "child": Style(escape=0.6, block=0.0, bridge=0.0),
    "casual": Style(escape=1.0, block=0.0, bridge=0.0),
    "sharp": Style(escape=1.0, block=1.0, bridge=1.0),
    "perfect": Style(escape=1.0, block=1.0, bridge=1.0),
}


def style_at(memory_level: MemoryLevel) -> Style:
    """The style at `memory_level`'s rank: a matched player between casual and sharp
    blocks and bridges as often as it is near sharp."""
    return Style(
        *(
            memory_level.trait({name: getattr(s, trait) for name, s in STYLES.items()})
            for trait in ("escape", "block", "bridge")
        )
    )


class TamegaBot(Bot):
    def __init__(self, seat: int, level: str, rng: random.Random) -> None:
        super().__init__(seat, level, rng)
        self.face_up: dict[int, int] = {}

    @property
    def style(self) -> Style:
        return style_at(self.memory.level)

    # --- memory --------------------------------------------------------------------------
    def observe(self, view: TamegaView) -> None:
        super().observe(view)
        face_up = {}
        for square, code in enumerate(view.cells):
            if code >= 0:
                face_up[square] = code
                if square not in self.face_up:
                    self.memory.see(square, code)
            elif code in (EMPTY, RED) and square in self.memory:
                self.memory.forget(square)
        self.face_up = face_up

    def knowledge(self, view: TamegaView) -> dict[int, int]:
        """Square -> picture: face-up tiles for sure, face-down ones as far as recalled."""
        known = {
            square: picture
            for square, picture in self.memory.recall_all().items()
            if view.cells[square] == DOWN
        }
        known.update(self.face_up)
        return known

    # --- choosing ----------------------------------------------------------------------------
    def choose(self, view: TamegaView, legal: Sequence[Action], rng: random.Random) -> Action:
        board = Board(view, geometry(view.boards), self.seat)
        known = self.knowledge(view)
        first = legal[0]
        if isinstance(first, Move):
            return self._choose_move(board, known, legal, rng)
        if isinstance(first, Reveal):
            return self._choose_reveal(board, known, legal, rng)
        if isinstance(first, (KeepRed, MoveRed)):
            return self._choose_red(board, legal, rng)
        return rng.choice(list(legal))

    def _choose_move(
        self, board: Board, known: dict[int, int], legal: Sequence[Action], rng: random.Random
    ) -> Action:
        view = board.view
        start = view.pawns[view.mover]
        left = known.get(start)
        up = {p for s, p in known.items() if view.cells[s] >= 0}
        pairs_now = left is not None and left in up
        after = board.turned(start)
        seen = Counter(known.values())
        style = self.style
        careful = rng.random() < style.escape
        blocks = sometimes(style.block, rng)

        def score(move: Move) -> float:
            picture = known.get(move.to)
            value = rng.random()
            if picture is not None and not pairs_now and (picture in up or picture == left):
                value += 10  # its twin is face up: leaving it next turn takes the pair
            elif picture is not None and seen[picture] > 1:
                value += 3  # a twin we know: step 4 can turn it up after a pair
            moved = board.moved(view.mover, move.to)
            if careful:
                exits = moved.exits(after, move.to)
                value += min(exits, 3) if exits else -25
            if blocks:
                value += board.rivals_hindrance(after, moved)
            return value

        return max(legal, key=lambda m: score(m))  # type: ignore[arg-type]

    def _choose_reveal(
        self, board: Board, known: dict[int, int], legal: Sequence[Action], rng: random.Random
    ) -> Action:
        view = board.view
        start = view.pawns[view.mover]
        mine = known.get(start)
        style = self.style
        careful = rng.random() < style.escape
        blocks = sometimes(style.block, rng)

        def score(reveal: Reveal) -> float:
            picture = known.get(reveal.square)
            after = board.turned(reveal.square)
            value = rng.random()
            if mine is not None and picture == mine:
                value += 20  # step 5 will turn up its twin: a pair
            elif picture is None:
                value += 1  # news: it may match
            if careful and not board.exits(after, start):
                value -= 30  # step 5 needs a way out
            if blocks:
                value += board.rivals_hindrance(after, board)
            return value

        return max(legal, key=lambda r: score(r))  # type: ignore[arg-type]

    def _choose_red(self, board: Board, legal: Sequence[Action], rng: random.Random) -> Action:
        if not sometimes(self.style.bridge, rng):
            return legal[0]  # KeepRed: children and casual players leave it
        view = board.view
        start = view.pawns[view.mover]

        def score(action: Action) -> float:
            cells = board.with_red(action) if isinstance(action, MoveRed) else board.cells
            exits = board.exits(cells, start)
            value = min(exits, 4) * 1.0 + board.rivals_hindrance(cells, board)
            return value + (0.5 if isinstance(action, KeepRed) else rng.random() * 0.1)

        return max(legal, key=score)


class Board:
    """A bot's working copy of the visible board, to test boards one move ahead."""

    def __init__(self, view: TamegaView, geo: Geometry, seat: int) -> None:
        self.view = view
        self.geo = geo
        self.seat = seat
        self.cells = view.cells
        self.pawns = view.pawns
        mine = view.teams[seat] if view.teams else None
        self.rivals = [
            p
            for p, owner in enumerate(view.owners)
            if owner != seat and (mine is None or view.teams[owner] != mine)
        ]

    def turned(self, square: int) -> tuple[int, ...]:
        """The cells once `square`'s tile is face up."""
        cells = list(self.cells)
        cells[square] = TURNED
        return tuple(cells)

    def with_red(self, action: MoveRed) -> tuple[int, ...]:
        cells = list(self.cells)
        red_at = [s for s, c in enumerate(cells) if c == RED and self._board(s) == action.red]
        for square in red_at:
            cells[square] = EMPTY
        cells[action.to] = RED
        return tuple(cells)

    def _board(self, square: int) -> int:
        return self.geo.board_of(square)

    def moved(self, pawn: int, to: int) -> Board:
        """This board with one pawn moved (cells unchanged)."""
        other = Board.__new__(Board)
        other.view, other.geo, other.seat = self.view, self.geo, self.seat
        other.cells, other.rivals = self.cells, self.rivals
        other.pawns = tuple(to if p == pawn else at for p, at in enumerate(self.pawns))
        return other

    def exits(self, cells: Sequence[int], square: int) -> int:
        return len(destinations(self.geo, cells, set(self.pawns), square))

    def rivals_hindrance(self, cells: Sequence[int], board: Board) -> float:
        """Higher when rivals have fewer ways out on `cells` with `board`'s pawns."""
        value = 0.0
        occupied = set(board.pawns)
        for pawn in self.rivals:
            exits = len(destinations(self.geo, cells, occupied, board.pawns[pawn]))
            value -= 0.5 * min(exits, 4)
            if exits == 0:
                value += 4
        return value
