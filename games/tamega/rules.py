"""Tamega's rules: walk onto face-down tiles, turn up the one you leave, take pairs, as the
printed rules (shared/rules, outside this repository) and their rulings TM-R1 to TM-R8 say.

The state machine follows the printed turn and the pair procedure (steps 1 to 5 and the
repeat). Its phases say who acts:

    move      the player on turn moves a pawn (normal play)
    memorise  step 2's pause; the TABLE ends it when the countdown runs out (TM-R6)
    red       step 3: move a red tile to an empty square, or keep it
    reveal    step 4: turn up a free face-down tile of one's choice
    step5     step 5: move the same pawn again
    over      nobody can move, or no free face-down tile is left (TM-R7)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from games.core import TABLE, Action, Event, GameState
from games.core.options import chosen_seat
from games.tamega import options as opts
from games.tamega.actions import (
    EndPause,
    GameOver,
    KeepRed,
    Move,
    MoveRed,
    PairTaken,
    PauseBegan,
    PawnMoved,
    RedKept,
    RedMoved,
    Reveal,
    StepSkipped,
    TilesTurnedDown,
    TileTurnedUp,
    TurnBegan,
    TurnSkipped,
)
from games.tamega.board import (
    DOWN,
    EMPTY,
    RED,
    TILES_PER_BOARD,
    VOID,
    boards_for,
    destinations,
    geometry,
    start_squares,
)

NO_TILE = -1  # `tiles[square]` of a square without a picture tile


def pair_scores(taken: Sequence[Sequence[int]], teams: Sequence[int] | None) -> list[float]:
    """Each seat's score: its pairs, or its team's pairs added up when teams play."""
    pairs = [float(len(t)) for t in taken]
    if not teams:
        return pairs
    team_pairs = [0.0, 0.0]
    for seat, team in enumerate(teams):
        team_pairs[team] += pairs[seat]
    return [team_pairs[team] for team in teams]


def recorded(players: int, options: Mapping[str, Any]) -> dict[str, Any]:
    """The options a game records: every classic one, those given over them, and where
    pawns start only on two boards. One board's start squares are the rules' own
    (TM-R2), so a record of 1 to 4 players reads exactly as before `starts` was declared."""
    given = {**opts.CLASSIC, **options}
    return {k: v for k, v in given.items() if k != "starts" or boards_for(players) > 1}


@dataclass(frozen=True)
class TamegaView:
    """What one seat knows: everything but the pictures of face-down tiles."""

    seat: int
    players: int
    boards: int
    cells: tuple[int, ...]  # per square: a face-up picture (>= 0), DOWN, RED, EMPTY or VOID
    pawns: tuple[int, ...]  # square of each pawn
    reds: tuple[int, ...]  # square of each red tile; red tile i stays on board i
    owners: tuple[int, ...]  # seat of each pawn
    teams: tuple[int, ...]  # team of each seat; () when everyone plays alone
    on_turn: int
    phase: str
    mover: int  # the pawn moving this turn (it moves again in step 5); -1 once over
    chosen: int  # the tile turned up in step 4 of this turn, else -1
    taken: tuple[tuple[int, ...], ...]  # pictures of the pairs each seat took
    scores: tuple[float, ...]
    blocked: tuple[bool, ...]  # per seat: cannot move now
    pause_seconds: float
    fixed_red: bool
    pairs_total: int  # pairs in the game (a solo win takes all but one)
    winners: tuple[int, ...]  # once over


class TamegaState(GameState):
    def __init__(self, players: int, seed: int, options: dict[str, Any]) -> None:
        opts.check(players, options)
        super().__init__(players, seed, recorded(players, options))
        self.geo = geometry(boards_for(players))
        self.opts = opts.OPTIONS.read(options, opts.Options)
        self.pause_seconds = float(self.opts.pause_seconds)
        self.fixed_red = self.opts.fixed_red
        self.teams = tuple(s % 2 for s in range(players)) if self.opts.teams else ()
        self.tiles = self._deal(int(self.opts.pictures))
        self.reds = list(self.geo.centres)
        self.face_up: list[int] = []  # squares of face-up tiles, in the order they turned
        self._place_pawns(self.opts.two_pawns, self.opts.starts)
        self.taken: list[list[int]] = [[] for _ in range(players)]
        drawn = self.rng.randrange(players)  # drawn even when chosen: the same board
        chosen = chosen_seat(self.opts.starter, players)
        self.turn = drawn if chosen is None else chosen
        self.phase = "move"
        self.active = self._turn_pawn(self.turn)  # the pawn moving this turn
        self.chosen = -1
        self.end_reason = ""

    # --- setup -----------------------------------------------------------------------------
    def _deal(self, pictures: int) -> list[int]:
        """Shuffle the boards' tiles onto every square but the red tiles' centres."""
        geo = self.geo
        per_board = [p % pictures for p in range(TILES_PER_BOARD)]
        deck = per_board * geo.boards
        self.rng.shuffle(deck)
        tiles = [NO_TILE] * geo.squares
        squares = [s for s in range(geo.squares) if geo.exists[s] and s not in geo.centres]
        for square, picture in zip(squares, deck, strict=True):
            tiles[square] = picture
        return tiles

    def _place_pawns(self, two_pawns: bool, starts: str) -> None:
        self.pawns: list[int] = []
        self.owners: list[int] = []
        for seat, places in enumerate(start_squares(self.players, two_pawns, starts)):
            for row, col in places:
                self.pawns.append(self.geo.square(row, col))
                self.owners.append(seat)
        self.due = {seat: self.seat_pawns(seat)[0] for seat in range(self.players)}

    def setup(self) -> dict[str, Any]:
        return {
            "tiles": list(self.tiles),
            "reds": list(self.reds),
            "pawns": list(self.pawns),
            "owners": list(self.owners),
            "first": self.turn,
        }

    # --- the board ---------------------------------------------------------------------------
    def cell(self, square: int) -> int:
        """What lies on a square, face-up pictures shown (the view's code)."""
        if not self.geo.exists[square]:
            return VOID
        if square in self.reds:
            return RED
        if self.tiles[square] == NO_TILE:
            return EMPTY
        if square in self.face_up:
            return self.tiles[square]
        return DOWN

    def cells(self) -> tuple[int, ...]:
        """Every square's `cell`, worked out for the whole board at once: the moves, step 4
        and every view read the whole board, several times a move."""
        cells = [EMPTY if picture == NO_TILE else DOWN for picture in self.tiles]
        for square in self.face_up:
            cells[square] = self.tiles[square]
        for square in self.reds:
            cells[square] = RED
        for square in self.geo.voids:
            cells[square] = VOID
        return tuple(cells)

    def seat_pawns(self, seat: int) -> list[int]:
        return [p for p, owner in enumerate(self.owners) if owner == seat]

    def pawn_moves(self, pawn: int, cells: tuple[int, ...] | None = None) -> dict[int, int]:
        """Destination -> bridged red square (-1 for a step) for one pawn."""
        cells = cells if cells is not None else self.cells()
        return destinations(self.geo, cells, set(self.pawns), self.pawns[pawn])

    def _turn_pawn(self, seat: int) -> int:
        """The pawn `seat` moves this turn: the one due, else its other pawn; -1 if blocked."""
        cells = self.cells()
        mine = self.seat_pawns(seat)
        due = self.due[seat]
        for pawn in [due] + [p for p in mine if p != due]:
            if self.pawn_moves(pawn, cells):
                return pawn
        return -1

    def free_down(self) -> list[int]:
        """Face-down tiles without a pawn: those step 4 may choose (TM-R4)."""
        pawns = set(self.pawns)
        return [s for s, code in enumerate(self.cells()) if code == DOWN and s not in pawns]

    def _twin_up(self, square: int) -> int | None:
        picture = self.tiles[square]
        for other in self.face_up:
            if other != square and self.tiles[other] == picture:
                return other
        return None

    # --- the contract ---------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.phase == "over"

    def to_act(self) -> frozenset[int]:
        if self.over:
            return frozenset()
        return frozenset({TABLE if self.phase == "memorise" else self.turn})

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.phase == "memorise":
            return [EndPause()]
        if self.phase in ("move", "step5"):
            return [Move(self.active, to) for to in sorted(self.pawn_moves(self.active))]
        if self.phase == "red":
            empty = [s for s, code in enumerate(self.cells()) if code == EMPTY]
            moves: list[Action] = [
                MoveRed(red, to)
                for red, at in enumerate(self.reds)
                for to in empty
                if self.geo.board_of(to) == self.geo.board_of(at)
            ]
            return [KeepRed(), *moves]
        return [Reveal(square) for square in self.free_down()]

    def _apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        if isinstance(action, Move):
            self._move(action, events)
        elif isinstance(action, EndPause):
            self._end_pause(events)
        elif isinstance(action, MoveRed):
            events.append(RedMoved(seat, action.red, self.reds[action.red], action.to))
            self.reds[action.red] = action.to
            self._enter_reveal(events)
        elif isinstance(action, KeepRed):
            events.append(RedKept(seat))
            self._enter_reveal(events)
        elif isinstance(action, Reveal):
            self._reveal(action.square, events)
        return events

    # --- a turn and the pair procedure ------------------------------------------------------
    def _move(self, action: Move, events: list[Event]) -> None:
        start = self.pawns[action.pawn]
        bridge = self.pawn_moves(action.pawn)[action.to]
        self.pawns[action.pawn] = action.to
        events.append(PawnMoved(self.turn, action.pawn, start, action.to, bridge))
        others = [p for p in self.seat_pawns(self.turn) if p != action.pawn]
        self.due[self.turn] = others[0] if others else action.pawn
        self.face_up.append(start)
        events.append(TileTurnedUp(self.turn, start, self.tiles[start], "leave"))
        twin = self._twin_up(start)
        if twin is None:
            self._end_turn(events)
        else:
            self._take_pair(start, twin, events)

    def _take_pair(self, square: int, twin: int, events: list[Event]) -> None:
        """Step 1, then step 2's pause when face-up tiles are left to memorise."""
        picture = self.tiles[square]
        for gone in (square, twin):
            self.face_up.remove(gone)
            self.tiles[gone] = NO_TILE
        self.taken[self.turn].append(picture)
        pair = (twin, square)
        events.append(PairTaken(self.turn, pair, picture, len(self.taken[self.turn])))
        self.chosen = -1
        if self.face_up:
            self.phase = "memorise"
            events.append(PauseBegan(self.turn, self.pause_seconds, tuple(self.face_up)))
        else:
            events.append(StepSkipped(self.turn, 2, "nothing face up"))
            self._enter_red(events)

    def _end_pause(self, events: list[Event]) -> None:
        events.append(TilesTurnedDown(tuple(self.face_up)))
        self.face_up.clear()
        self._enter_red(events)

    def _enter_red(self, events: list[Event]) -> None:
        if self.fixed_red:
            events.append(StepSkipped(self.turn, 3, "red tile fixed"))
            self._enter_reveal(events)
        else:
            self.phase = "red"

    def _enter_reveal(self, events: list[Event]) -> None:
        if self.free_down():
            self.phase = "reveal"
            return
        events.append(StepSkipped(self.turn, 4, "no free face-down tile"))
        events.append(StepSkipped(self.turn, 5, "no free face-down tile"))
        self._end_turn(events)

    def _reveal(self, square: int, events: list[Event]) -> None:
        self.face_up.append(square)
        self.chosen = square
        events.append(TileTurnedUp(self.turn, square, self.tiles[square], "choose"))
        if self.pawn_moves(self.active):
            self.phase = "step5"
        else:
            events.append(StepSkipped(self.turn, 5, "pawn cannot move"))
            self._end_turn(events)

    def _end_turn(self, events: list[Event]) -> None:
        """Pass the turn clockwise, skipping blocked players; end when nobody can move."""
        self.chosen = -1
        if not self.free_down():
            self._finish("no_tiles", events)
            return
        skipped = []
        for step in range(1, self.players + 1):
            seat = (self.turn + step) % self.players
            pawn = self._turn_pawn(seat)
            if pawn >= 0:
                events.extend(TurnSkipped(s) for s in skipped)
                self.turn, self.active, self.phase = seat, pawn, "move"
                events.append(TurnBegan(seat, pawn))
                return
            skipped.append(seat)
        self._finish("blocked", events)

    def _finish(self, reason: str, events: list[Event]) -> None:
        self.phase = "over"
        self.end_reason = reason
        self.active = -1
        events.append(GameOver(reason, tuple(self.scores()), tuple(self.winners())))

    # --- scores -------------------------------------------------------------------------------
    @property
    def pairs_total(self) -> int:
        return TILES_PER_BOARD * self.geo.boards // 2

    def scores(self) -> list[float]:
        return pair_scores(self.taken, self.teams)

    def winners(self) -> list[int]:
        """Most pairs wins, ties share; solo wins only with every pair but one."""
        if self.over and self.players == 1:
            return [0] if len(self.taken[0]) >= self.pairs_total - 1 else []
        return super().winners()

    # --- what a seat sees ---------------------------------------------------------------------
    def blocked(self, cells: tuple[int, ...] | None = None) -> tuple[bool, ...]:
        cells = cells if cells is not None else self.cells()
        return tuple(
            not any(self.pawn_moves(p, cells) for p in self.seat_pawns(seat))
            for seat in range(self.players)
        )

    def view(self, seat: int) -> TamegaView:
        cells = self.cells()
        return TamegaView(
            seat=seat,
            players=self.players,
            boards=self.geo.boards,
            cells=cells,
            pawns=tuple(self.pawns),
            reds=tuple(self.reds),
            owners=tuple(self.owners),
            teams=self.teams,
            on_turn=self.turn,
            phase=self.phase,
            mover=self.active,
            chosen=self.chosen,
            taken=tuple(tuple(t) for t in self.taken),
            scores=tuple(self.scores()),
            blocked=self.blocked(cells),
            pause_seconds=self.pause_seconds,
            fixed_red=self.fixed_red,
            pairs_total=self.pairs_total,
            winners=tuple(self.winners()),
        )

    def views(self, seats: Iterable[int]) -> dict[int, TamegaView]:
        """Nothing in Tamega is one seat's secret: every seat sees the public view, which
        is worked out once and only told whose it is (eight computer players watch every
        move of an eight-seat game)."""
        shared = self.view(TABLE)
        return {seat: replace(shared, seat=seat) for seat in seats}


def pause_skippable(finder: int, human_seats: set[int] | frozenset[int]) -> bool:
    """TM-R6: the memorising pause may be cut short only when every *other* seat is a
    computer player (the scene asks this with its seats' kinds)."""
    return not (set(human_seats) - {finder})
