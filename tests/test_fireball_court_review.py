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


def views(
    hand: tuple[int, ...],
    captured: tuple[tuple[int, ...], tuple[int, ...]],
    theirs: tuple[int, ...] = (),
    pile: int = 30,
) -> tuple:
    state = FireballState(2, 1, {})
    base = (
        replace(state.view(s), round_no=1, phase="play", on_turn=0, pile=pile) for s in range(2)
    )
    return tuple(replace(v, hand=hand if v.seat == 0 else theirs, captured=captured) for v in base)


NINES_GONE = ((33, 34, 35, 48), (49,))  # three 9s and both Fireballs captured


def counted(hand: tuple[int, ...], theirs: tuple[int, ...] = (), pile: int = 30) -> list:
    """Move 0 (a draw) shows seat 0 the last 9 and the Fireballs gone."""
    before = views(hand, ((), ()), theirs, pile)
    return [step(0, TABLE, Draw(), before, views(hand, NINES_GONE, theirs, pile))]


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


FIREBALL_CARD = 48


def test_a_fireball_kept_back_is_not_a_safe_card_to_lay_instead():
    """Both Fireballs in sight (one in hand), the seat lays a 1 that is taken back: the
    only dead card it could have laid was its Fireball, worth more kept for a rich Court."""
    captured = ((33, 34, 35), (49,))
    hand = (FIREBALL_CARD, ONE)
    before = views(hand, captured)
    after = views((FIREBALL_CARD,), captured)
    steps = [step(0, TABLE, Draw(), views(hand, ((), ())), before)]
    steps.append(step(1, 0, Play(ONE), before, after, [Laid(0, ONE, 0, True)]))
    taken = Captured(1, ANOTHER_ONE, (ONE,), False)
    steps.append(step(2, 1, Play(ANOTHER_ONE), after, after, [taken]))
    assert judged(list(review.review(steps, 2)))[0] == (1, 0, "new_unlucky", "1", None)


EIGHT_COIN, EIGHT_RAVEN = 28, 30


def test_at_the_round_end_a_lay_the_open_cards_show_is_best_is_not_judged():
    """Pile empty: the other hand is known. Laying the 8 they take back ends the round with
    the same margin as laying the dead 9 (the exact reading says so): a sacrifice."""
    hand, theirs = (NINE, EIGHT_COIN), (EIGHT_RAVEN,)
    steps = counted(hand, theirs, pile=0)
    after = views((NINE,), NINES_GONE, theirs, pile=0)
    steps.append(
        step(1, 0, Play(EIGHT_COIN), steps[0].after, after, [Laid(0, EIGHT_COIN, 0, True)])
    )
    taken = Captured(1, EIGHT_RAVEN, (EIGHT_COIN,), False)
    steps.append(step(2, 1, Play(EIGHT_RAVEN), after, after, [taken]))
    assert judged(list(review.review(steps, 2))) == []


def test_at_the_round_end_a_lay_worse_than_the_dead_card_is_forgot():
    """Pile empty, the other hand holds the last 1: laying the 1 loses two points the dead 9
    would have kept, so the count was not used."""
    hand, theirs = (NINE, ONE), (ANOTHER_ONE,)
    steps = counted(hand, theirs, pile=0)
    after = views((NINE,), NINES_GONE, theirs, pile=0)
    steps.append(step(1, 0, Play(ONE), steps[0].after, after, [Laid(0, ONE, 0, True)]))
    taken = Captured(1, ANOTHER_ONE, (ONE,), False)
    steps.append(step(2, 1, Play(ANOTHER_ONE), after, after, [taken]))
    assert judged(list(review.review(steps, 2))) == [(1, 0, "forgot", "9", 0)]


def test_at_the_round_end_every_play_is_judged_by_the_exact_reading():
    """Pile empty, the other hand holds the last 1 (no ravens share): capturing the 2 now and
    the 1 they must lay next takes all four cards, while laying the 1 first lets them take it.
    Mid-round a capture is never judged; here the reading shows the best play, and playing it
    is remembered, from the round's first move (the count it took)."""
    hand, theirs = (TWO, ONE), (ANOTHER_ONE,)
    table = {"court": ((TWO + 1,),), "ravens_share": False}
    start = [replace(v, **table) for v in counted(hand, theirs, pile=0)[0].after]
    steps = [step(0, TABLE, Draw(), views(hand, ((), ()), theirs, pile=0), start)]
    taken = [Captured(0, TWO, (TWO + 1,), False)]
    after = views((ONE,), NINES_GONE, theirs, pile=0)
    after = [replace(v, court=(), ravens_share=False) for v in after]
    best = [*steps, step(1, 0, Play(TWO), start, after, taken)]
    assert judged(list(review.review(best, 2))) == [(1, 0, "remembered", "2", 0)]
    laid = [Laid(0, ONE, 1, True)]
    worse = [*steps, step(1, 0, Play(ONE), start, after, laid)]
    assert judged(list(review.review(worse, 2))) == [(1, 0, "forgot", "2", 0)]
