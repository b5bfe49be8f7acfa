"""Memorandum's memory review: answers to called cards judged against the hand each
receiver saw while memorising."""

from games.core import TABLE
from games.core.registry import get_game
from games.core.review import review_record
from games.memorandum.actions import CallTime, Claim, CloseWindow, Deal, Pass
from games.memorandum.rules import MemorandumState
from tests.review_helpers import judged, record_of

CLASSIC = get_game("memorandum").options("classic")


def owner(state: MemorandumState, call: int) -> int | None:
    card = state.deals[0].calls[call]
    return next((s for s, hand in enumerate(state.deals[0].hands) if card in hand), None)


def seed_with_owned_calls() -> int:
    """A seed whose first two called cards were dealt to receivers."""
    return next(
        seed
        for seed in range(100)
        if None not in (owner(MemorandumState(3, seed, CLASSIC), c) for c in (0, 1))
    )


def test_answers_to_called_cards():
    seed = seed_with_owned_calls()
    state = MemorandumState(3, seed, CLASSIC)
    first, second = owner(state, 0), owner(state, 1)
    receivers = state.deals[0].receivers
    other = next(s for s in receivers if s != first)
    calls = state.deals[0].calls
    moves = [
        (TABLE, Deal()),  # move 0: every receiver sees its hand
        (TABLE, CallTime()),
        (first, Pass(0)),  # move 2: its own card let go
        (other, Claim(0)),  # move 3: a card it saw was not in its hand
        (TABLE, CloseWindow(0)),
        (second, Claim(1)),  # move 5: its own card claimed
        *((s, Pass(1)) for s in receivers if s != second),  # someone else's: not judged
    ]
    record = record_of("memorandum", 3, seed, CLASSIC, moves)
    review = review_record(record)
    decisions = sorted((d for s in review.seats for d in s.decisions), key=lambda d: d.move)
    assert judged(decisions) == [
        (2, first, "forgot", calls[0], 0),
        (3, other, "forgot", calls[0], 0),
        (5, second, "remembered", calls[1], 0),
    ]
    assert [d.swing for d in decisions] == [1.0, 0.0, 1.0]
    dealer = state.deals[0].dealer
    assert review.seats[dealer].decisions == [] and review.seats[dealer].accuracy is None
