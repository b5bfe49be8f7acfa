"""MemoDiXe's computer players: legal complete games at every level, memory used the
way a person would, and strength rising with the memory level."""

from __future__ import annotations

import random

from games.core.driver import summarise
from games.memodixe import dice
from games.memodixe.actions import CallDixe, TurnOver
from games.memodixe.bot import MemoDixeBot
from games.memodixe.spec import SPEC
from tests.test_memodixe_support import arrange, die_of, filler


def test_md_bot_learns_the_table_and_turns_a_known_pair():
    """Seeing blue's sun under one die is enough to know it under another blue die."""
    square = {0: (die_of("blue", 0), "sun"), 4: (die_of("blue", 1), "sun")}
    extra = filler(["sun"], start=1, avoid=[die_of("blue", 0), die_of("blue", 1)])
    square.update({p if p < 4 else p + 1: d for p, d in extra.items() if p < 8})
    state = arrange(2, square, turn=1)
    bot = MemoDixeBot(0, "perfect", random.Random(1))
    for place in (0, 2):  # seat 1 turns blue's sun and another die: a miss
        state.apply(1, TurnOver(place))
        bot.observe(state.view(0))
    top = state.top[die_of("blue", 0)]
    assert bot.memory.recall(("blue", top)) == "sun"
    assert bot.memory.recall(("blue", "sun")) == top  # the reverse of the pair, too
    assert state.turn == 0
    first = bot.choose(state.view(0), state.legal_actions(0), random.Random(2))
    assert first in (TurnOver(0), TurnOver(4))
    state.apply(0, first)
    bot.observe(state.view(0))
    second = bot.choose(state.view(0), state.legal_actions(0), random.Random(2))
    assert {first, second} == {TurnOver(0), TurnOver(4)}


def test_md_bot_calls_dixe_when_it_knows_the_whole_square_holds_no_pair():
    state = arrange(2, filler([], start=0))
    bot = MemoDixeBot(0, "perfect", random.Random(1))
    for place in range(9):
        die = state.square[place]
        bot.memory.see((dice.colour_of(die), state.top[die]), dice.bottom(die, state.top[die]))
    assert bot.choose(state.view(0), state.legal_actions(0), random.Random(2)) == CallDixe()


def test_md_better_memory_wins_more_against_child():
    shares = {}
    for level in ("casual", "sharp", "perfect"):
        summary = summarise(SPEC, 2, 500, 150, SPEC.options(), ["child", level])
        shares[level] = summary.win_share[1]
    assert shares["casual"] > 0.6 and shares["sharp"] > 0.75 and shares["perfect"] > 0.8
    assert shares["perfect"] > shares["casual"]
