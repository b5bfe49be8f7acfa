"""Fireball Court's memory review on hands and piles drawn by hand: laying a card that
nobody can take back (every other card of its kind and both Fireballs in sight)."""

from dataclasses import replace

from games.core import TABLE
from games.fireball_court import review
from games.fireball_court.actions import Captured, Draw, Laid, Play
from games.fireball_court.rules import FireballState
from tests.review_helpers import judged, step

NINE = 32  # the 9s are cards 32-35
ONE, ANOTHER_ONE = 0, 1  # two gold-coin 1s
TWO = 4


def views(hand: tuple[int, ...], captured: tuple[tuple[int, ...], tuple[int, ...]]) -> tuple:
    state = FireballState(2, 1, {})
    base = (replace(state.view(s), round_no=1, phase="play", on_turn=0) for s in range(2))
    return tuple(replace(v, hand=hand if v.seat == 0 else (), captured=captured) for v in base)


NINES_GONE = ((33, 34, 35, 48), (49,))  # three 9s and both Fireballs captured


def counted(hand: tuple[int, ...]) -> list:
    """Move 0 (a draw) shows seat 0 the last 9 and the Fireballs gone."""
    return [step(0, TABLE, Draw(), views(hand, ((), ())), views(hand, NINES_GONE))]


def test_laying_a_card_nobody_can_take_is_remembered():
    steps = counted((NINE, ONE))
    after = views((ONE,), NINES_GONE)
    steps.append(step(1, 0, Play(NINE), steps[0].after, after, [Laid(0, NINE, 0, True)]))
    assert judged(list(review.review(steps, 2))) == [(1, 0, "remembered", "9", 0)]


def test_laying_a_card_taken_back_while_a_dead_one_was_in_hand_is_forgot():
    steps = counted((NINE, ONE))
    after = views((NINE,), NINES_GONE)
    steps.append(step(1, 0, Play(ONE), steps[0].after, after, [Laid(0, ONE, 0, True)]))
    taken = Captured(1, ANOTHER_ONE, (ONE,), False)
    steps.append(step(2, 1, Play(ANOTHER_ONE), after, after, [taken]))
    decisions = list(review.review(steps, 2))
    assert judged(decisions) == [(1, 0, "forgot", "9", 0)]
    assert decisions[0].swing == 2.0  # two gold coins went to the other player


def test_with_no_safe_card_a_lay_is_a_guess():
    steps = counted((TWO, ONE))
    after = views((TWO,), NINES_GONE)
    steps.append(step(1, 0, Play(ONE), steps[0].after, after, [Laid(0, ONE, 0, True)]))
    steps.append(step(2, 1, Play(TWO + 1), after, after, [Laid(1, TWO + 1, 1, True)]))
    first = judged(list(review.review(steps, 2)))[0]
    assert first == (1, 0, "new_lucky", "1", None)  # the other player did not take it
