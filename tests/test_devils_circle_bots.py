"""Devil's Circle computer players: legal complete games at every level, memory that
follows swapped discs, sensible choices, and stronger memory winning more."""

from __future__ import annotations

import random

from games.core.driver import summarise
from games.devils_circle.actions import ALL_FIVE_CARD, Flip, Pass, Steal, Swap
from games.devils_circle.bot import DevilsCircleBot
from games.devils_circle.moments import ALL_TWICE, THREE_FIRES, table
from games.devils_circle.spec import SPEC


def bot_watching(state, level="perfect", seat=0) -> DevilsCircleBot:
    bot = DevilsCircleBot(seat, level, random.Random(0))
    bot.observe(state.view(seat))
    return bot


def test_dc_bot_remembers_a_flipped_disc_and_finds_the_fourth():
    state = table(sides=THREE_FIRES, pack=(3,), coins=[5, 0, 0])  # cauldron searched
    bot = bot_watching(state)
    for seat in (0, 1):  # disc 3 goes purple -> fire -> purple: two mistakes
        state.apply(seat, Flip(3))
        bot.observe(state.view(0))
    state.pack, state.turn = [0], 0  # now fire is searched; disc 3 hides the fourth
    view = state.view(0)
    choice = bot.choose(view, state.legal_actions(0), random.Random(1))
    assert choice == Flip(3)


def test_dc_bot_memory_follows_a_swapped_disc():
    four = THREE_FIRES[:]
    four[3] = 0
    state = table(sides=four, pack=(), stack=(1, 3, 6), coins=[5, 0, 0])
    state._turn_card(0)
    bot = bot_watching(state)
    state.apply(0, Swap(0, 3))  # discs 0 and 3 change places; memory is keyed by disc
    bot.observe(state.view(0))
    assert state.view(0).ring[0] == 3
    assert 0 not in bot.memory  # nothing was flipped, nothing learnt


def test_dc_bot_passes_when_the_next_flip_is_a_bad_bet():
    state = table(sides=[0, 0, 1, 1, 0, 1, 1, 0, 0, 0], middle=1, coins=[5, 5, 5])
    state.apply(0, Flip(2))  # third fire; the fourth is behind disc 3 (unknown)
    bot = bot_watching(state)
    for disc in (4, 5, 6, 7, 8, 9):  # pretend it has seen every other disc's pair
        bot.memory.see(disc, frozenset(state.pairs[disc]))
    legal = state.legal_actions(0)
    assert bot.choose(state.view(0), legal, random.Random(2)) == Flip(3)
    bot.memory.see(3, frozenset(("purple_devil", "trident")))  # a false memory: no fire left
    assert bot.choose(state.view(0), legal, random.Random(2)) == Pass()


def test_dc_bot_steals_from_the_richest_rival():
    state = table(players=4, sides=[0, 0, 1, 1, 0, 1, 1, 0, 0, 0], coins=[5, 2, 9, 4])
    state.apply(0, Flip(2))
    bot = bot_watching(state)
    assert bot.choose(state.view(0), state.legal_actions(0), random.Random(0)) == Steal(2)


def test_dc_bot_all_five_flip_completes_when_it_can():
    sides = ALL_TWICE[:]
    sides[2] = 0  # fire three times, red once; disc 2 is fire/red
    state = table(sides=sides, pack=(ALL_FIVE_CARD,))
    bot = bot_watching(state, "perfect")
    bot.memory.see(2, frozenset(("fire", "red_devil")))
    assert bot.choose(state.view(0), state.legal_actions(0), random.Random(0)) == Flip(2)


def test_dc_perfect_memory_beats_child_clearly():
    summary = summarise(SPEC, 2, 500, 200, SPEC.options(), ["child", "perfect"])
    assert summary.win_share[1] > 0.75
    assert abs(sum(summary.win_share) - 1.0) < 1e-6


def test_dc_casual_memory_beats_child():
    summary = summarise(SPEC, 2, 900, 100, SPEC.options("kids"), ["child", "casual"])
    assert summary.win_share[1] > 0.65
