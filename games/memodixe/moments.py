"""MemoDiXe's moments (`games.core.moments`): a pair found and explained, a miss, a pair
kept whose roll hits (bomb, skull), a steal, a gift, a secret peek, a right and a wrong
"DiXe!", and after a right one going on or ending the game. The positions are forced as
the rules' scenario tests force them (with the helpers here, which the tests share): the
dice where they are, and the rolls to come scripted."""

from __future__ import annotations

import random
from collections.abc import Sequence

from games.core.moments import Moment, Staged
from games.memodixe import dice
from games.memodixe.actions import CallDixe, GoOn, Keep, Pick, Steal, TurnOver
from games.memodixe.rules import FIRST, MemoDixeState
from games.memodixe.spec import SPEC


class Scripted(random.Random):
    """An rng whose `choice` returns the scripted values in order when they are among
    the options (a roll's face, a reserve die), and falls back to the seeded one."""

    def __init__(self, script: Sequence[object] = (), seed: int = 0) -> None:
        super().__init__(seed)
        self.script = list(script)

    def choice(self, seq):
        if self.script and self.script[0] in seq:
            return self.script.pop(0)
        return super().choice(seq)


def die_of(colour: str, k: int = 0) -> int:
    return dice.COLOURS.index(colour) * dice.DICE_PER_COLOUR + k


def top_for(die: int, bottom: str) -> str:
    """The top face that hides `bottom` on this die."""
    return dice.OPPOSITE[dice.colour_of(die), bottom]


def arrange(
    players: int,
    square: dict[int, tuple[int, str]],
    reserve: Sequence[int] = (),
    won: dict[int, Sequence[int]] | None = None,
    script: Sequence[object] = (),
    preset: str = "classic",
    turn: int = 0,
) -> MemoDixeState:
    """A state at the start of `turn`'s turn with exactly these dice where they are.

    `square` maps place -> (die, bottom face); the top is derived from the table."""
    state = MemoDixeState(players, 1, SPEC.options(preset))
    state.square = [None] * 9
    for place, (die, under) in square.items():
        state.square[place] = die
        state.top[die] = top_for(die, under)
    state.reserve = list(reserve)
    state.won = [list((won or {}).get(s, ())) for s in range(players)]
    used = {*(d for d, _ in square.values()), *reserve, *(d for w in state.won for d in w)}
    state.unused = [d for d in range(dice.DICE) if d not in used]
    state.discarded = []
    state.turn = turn
    state.phase = FIRST
    state.can_call = True
    state.rng = Scripted(script)
    return state


def filler(
    exclude: Sequence[str], start: int = 2, avoid: Sequence[int] = ()
) -> dict[int, tuple[int, str]]:
    """Dice for places start..8 whose hidden faces all differ and are not in `exclude`,
    so the only pair in the square is the one a test sets up; `avoid`: dice in use."""
    symbols = [s for s in dice.SYMBOLS if s not in exclude]
    spare = sorted((d for d in range(dice.DICE) if d not in avoid), key=lambda d: -(d % 3))
    out: dict[int, tuple[int, str]] = {}
    for die in spare:
        place = start + len(out)
        usable = [s for s in symbols if (dice.colour_of(die), s) in dice.OPPOSITE]
        if place <= 8 and usable:
            out[place] = (die, usable[0])
            symbols.remove(usable[0])
    return out


def pair_in_square(
    symbol: str,
    players: int,
    won: dict[int, Sequence[int]] | None = None,
    script: Sequence[object] = (),
    preset: str = "classic",
) -> MemoDixeState:
    """Places 0 and 1 hide `symbol` (two dice of one colour), the others all differ."""
    colour = next(c for c in dice.COLOURS if (c, symbol) in dice.OPPOSITE)
    square = {0: (die_of(colour, 0), symbol), 1: (die_of(colour, 1), symbol)}
    busy = [die_of(colour, 0), die_of(colour, 1)] + [d for w in (won or {}).values() for d in w]
    square.update(filler([symbol], avoid=busy))
    return arrange(players, square, won=won, script=script, preset=preset)


def _spare(state: MemoDixeState, count: int) -> list[int]:
    """`count` dice nobody uses (to stage won dice)."""
    return state.unused[:count]


def _found(symbol: str, players: int) -> Staged:
    """Seat 0 has turned one die of a pair of `symbol` and turns the other."""
    state = pair_in_square(symbol, players)
    state.apply(0, TurnOver(0))
    return state, 0, TurnOver(1)


def _miss(players: int) -> Staged:
    state = arrange(players, filler([], start=0))
    state.apply(0, TurnOver(3))
    return state, 0, TurnOver(5)


def _kept(symbol: str) -> object:
    """Seat 0 keeps a die of a pair of `symbol`; the other, rolled again, lands on it.
    Every other seat has won a die (the skull makes them throw it away)."""

    def stage(players: int) -> Staged:
        state = pair_in_square(symbol, players, script=[symbol])
        for seat, die in zip(range(1, players), _spare(state, players - 1), strict=True):
            state.unused.remove(die)
            state.won[seat].append(die)
        state.apply(0, TurnOver(0))
        state.apply(0, TurnOver(1))
        return state, 0, Keep(0)

    return stage


def _steal(players: int) -> Staged:
    """A sun pair with two seats to rob: seat 0 robs the last."""
    state = pair_in_square("sun", players)
    for seat, die in zip((1, players - 1), _spare(state, 2), strict=True):
        state.unused.remove(die)
        state.won[seat].append(die)
    state.apply(0, TurnOver(0))
    state.apply(0, TurnOver(1))
    return state, 0, Steal(players - 1)


def _give(players: int) -> Staged:
    """A scales pair while seat 0 alone has won dice: it gives one to the seat with the
    fewest (with two players, one seat: no choice to wait for)."""
    state = pair_in_square("scales", players)
    state.won[0] = _spare(state, 2)
    state.unused = state.unused[2:]
    state.apply(0, TurnOver(0))
    return state, 0, TurnOver(1)


def _dixe(right: bool) -> object:
    def stage(players: int) -> Staged:
        state = arrange(players, filler([], start=0)) if right else pair_in_square("star", players)
        return state, 0, CallDixe()

    return stage


def _after_dixe(go: bool) -> object:
    """Optional rule: after a right "DiXe!" and the last die won, seat 0 goes on or stops."""

    def stage(players: int) -> Staged:
        state = arrange(players, filler([], start=0), preset="optional")
        state.apply(0, CallDixe())
        state.apply(0, Pick(state.occupied()[0]))
        return state, 0, GoOn(go)

    return stage


def _rabbits(players: int) -> Staged:
    return _found("rabbit", players)


def _eyes(players: int) -> Staged:
    return _found("eye", players)


MOMENTS = (
    Moment("pair", _rabbits, ("memodixe.power.rabbit", "memodixe.explain.rabbit")),
    Moment("miss", _miss, ("react.oops",)),
    Moment("bomb hits", _kept("bomb"), ("+1", "memodixe.bomb_hit")),
    Moment("skull hits", _kept("skull"), ("memodixe.skull_hit",)),
    Moment("steal", _steal, ("memodixe.moved.steal",), (3, 6)),
    Moment("give", _give, ("memodixe.power.scales", "memodixe.moved.give"), (2, 2)),
    Moment("peek", _eyes, ("memodixe.power.eye", "memodixe.explain.eye")),
    Moment("right DiXe", _dixe(True), ("memodixe.dixe", "memodixe.right")),
    Moment("wrong DiXe", _dixe(False), ("memodixe.dixe", "memodixe.wrong", "react.oops")),
    Moment("go on", _after_dixe(True), ("memodixe.go_on",)),
    Moment("stop", _after_dixe(False), ("memodixe.stop", "memodixe.game_over")),
)
