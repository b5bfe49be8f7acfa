"""Fireball Court's computer players: legal complete games at every level, sensible
choices in clear situations, and the top level beating the child."""

from __future__ import annotations

import random

from games.core.driver import summarise
from games.fireball_court.actions import Play
from games.fireball_court.bot import FireballBot, chance_to_hold, expected_best
from games.fireball_court.bot_endgame import best_card, final_margin
from games.fireball_court.cards import tally
from games.fireball_court.moments import CASTLE, FIRE_A, KING, rest, table
from games.fireball_court.rules import FireballState
from games.fireball_court.spec import SPEC


def forced(hand, court, captured=((), ()), pile=10) -> FireballState:
    """Seat 0 on turn with `hand` (seat 1 holds the 2s), `pile` cards still to come."""
    hands = [hand, [4, 5, 6, 7]]
    cards = rest(*hands, *court, *captured)[:pile]
    return table(hands, court, pile=cards, captured=captured)


def decide(state: FireballState, level: str = "perfect") -> int:
    bot = FireballBot(0, level, random.Random(0))
    view = state.view(0)
    bot.observe(view)
    action = bot.choose(view, state.legal_actions(0), random.Random(0))
    assert isinstance(action, Play)
    return action.card


def test_fc_bot_takes_the_senior_that_completes_a_set():
    state = forced([KING + 2, 20, 24], [[KING, KING + 1], [8]], captured=((CASTLE,), ()))
    assert decide(state) == KING + 2


def test_fc_bot_keeps_its_fireball_for_a_richer_court():
    state = forced([FIRE_A, 20, 24], [[10]], pile=30)  # a lone raven 3 in the Court
    assert decide(state) != FIRE_A
    rich = forced([FIRE_A, 21, 25], [[36, 37, 38], [40, 41], [0, 1], [16]], pile=30)
    assert decide(rich) == FIRE_A


def test_fc_probability_helpers():
    assert chance_to_hold(0, 30, 4) == 0.0
    assert chance_to_hold(4, 4, 4) == 1.0
    assert 0 < chance_to_hold(2, 30, 4) < chance_to_hold(4, 30, 4) < 1
    assert expected_best([(5.0, 1.0), (9.0, 0.5)]) == 0.5 * 9 + 0.5 * 5


def test_fc_top_level_beats_the_child():
    summary = summarise(SPEC, 2, 500, 100, SPEC.options("classic", target=31), ["perfect", "child"])
    assert summary.win_share[0] > 0.6
    assert summary.median_decision_ms < 5


def test_fc_counting_bot_reads_the_end_of_a_round():
    # Court: two coin 9s. I hold a Fireball and a coin 2; they hold the last raven 9.
    # Laying the 2 first lets them take the 9s; the Fireball first takes them and, as the
    # last capturer, I also get what is laid afterwards.
    court = ((32, 33),)
    assert best_card(court, ((FIRE_A, 4), (34,)), ((), ()), None, True) == FIRE_A
    assert final_margin(tally([0, 1, 34]), tally([4]), True) == 3  # 3 coins to 0 after the share
    assert final_margin(tally([0, 1]), tally([34, 35]), False) == 2
