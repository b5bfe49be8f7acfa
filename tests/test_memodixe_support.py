"""Helpers for MemoDiXe's tests: forced layouts, scripted rolls and the invariants."""

from __future__ import annotations

import random
from collections.abc import Sequence

from games.memodixe import dice
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


def check_invariants(state: MemoDixeState) -> None:
    """Every die in exactly one place, at most nine in the square, faces from the table."""
    places = [d for d in state.square if d is not None]
    aside = [d for d, _ in state.aside.values()]
    every = places + aside + state.reserve + state.unused + state.discarded
    every += [d for pile in state.won for d in pile]
    assert sorted(every) == list(range(dice.DICE)), every
    assert len(state.square) == 9 and len(places) <= 9
    for place in state.aside:
        assert state.square[place] is None
    for die in places + aside:
        assert state.top[die] in dice.faces(dice.colour_of(die))
    for seat in range(state.players):
        view = state.view(seat)
        for shown in (*view.turned, *view.shown, *view.peeked):
            assert shown.bottom == dice.bottom(shown.die, shown.top)
        assert view.won == tuple(tuple(w) for w in state.won)
    assert state.scores() == [float(len(w)) for w in state.won]
    assert state.over == (not state.to_act())


def pair_state_for_views(symbol: str) -> MemoDixeState:
    """Three players, places 0 and 1 hide `symbol`, the rest all different."""
    colour = next(c for c in dice.COLOURS if (c, symbol) in dice.OPPOSITE)
    square = {0: (die_of(colour, 0), symbol), 1: (die_of(colour, 1), symbol)}
    square.update(filler([symbol], avoid=[d for d, _ in square.values()]))
    return arrange(3, square, script=["eye"])
