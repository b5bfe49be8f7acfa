"""Helpers for MemoDiXe's tests: forced layouts and scripted rolls (shared with the
audit's moments, `games.memodixe.moments`) and the invariants."""

from __future__ import annotations

from games.memodixe import dice
from games.memodixe.moments import Scripted, arrange, die_of, filler, top_for
from games.memodixe.rules import MemoDixeState

__all__ = [
    "Scripted",
    "arrange",
    "check_invariants",
    "die_of",
    "filler",
    "pair_state_for_views",
    "top_for",
]


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
