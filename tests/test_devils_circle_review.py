"""Devil's Circle's memory review: flips judged against the discs each seat saw turn."""

from games.core.registry import get_game
from games.core.review import review_record
from games.devils_circle.actions import DISCS, Flip
from games.devils_circle.rules import DevilsCircleState
from tests.review_helpers import judged, record_of

KIDS = get_game("devils-circle").options("kids")  # no coins, no ALL FIVE: plain searches
SEED = 4


def fresh() -> DevilsCircleState:
    return DevilsCircleState(2, SEED, KIDS)


def disc_where(state: DevilsCircleState, up_wanted: bool, back_wanted: bool) -> int:
    """A disc whose shown / hidden image is (or is not) the searched one."""
    target = state.searched
    return next(
        d
        for d in range(DISCS)
        if (state.up(d) == target) == up_wanted and (state.back(d) == target) == back_wanted
    )


def test_a_seat_that_saw_a_wrong_disc_and_flips_it_again_forgot():
    state = fresh()
    first, wrong = state.turn, disc_where(state, False, False)
    moves = [(first, Flip(wrong)), (1 - first, Flip(wrong))]
    record = record_of("devils-circle", 2, SEED, KIDS, moves)
    review = review_record(record)
    decisions = [d for seat in review.seats for d in seat.decisions]
    assert judged(sorted(decisions, key=lambda d: d.move)) == [
        (0, first, "new_unlucky", wrong, None),  # a first look
        (1, 1 - first, "forgot", wrong, 0),  # it saw both sides at move 0
    ]
    assert review.seats[1 - first].accuracy == 0.0
    assert review.seats[1 - first].costliest.place == wrong


def test_flipping_a_disc_seen_hiding_the_wanted_image_is_remembered():
    state = fresh()
    first, good = state.turn, disc_where(state, False, True)
    moves = [
        (first, Flip(good)),  # a lucky first look: the wanted image shows
        (first, Flip(good)),  # flipped away again: no memory needed, not judged
        (1 - first, Flip(good)),  # the other seat saw it: remembered
    ]
    record = record_of("devils-circle", 2, SEED, KIDS, moves)
    review = review_record(record)
    assert judged(review.seats[first].decisions) == [(0, first, "new_lucky", good, None)]
    assert judged(review.seats[1 - first].decisions) == [(2, 1 - first, "remembered", good, 1)]
    assert review.seats[1 - first].accuracy == 1.0
    assert review.seats[1 - first].streak == 1


def test_a_new_disc_that_misses_while_a_seen_one_hid_the_image_is_forgot():
    state = fresh()
    first = state.turn
    good, other = disc_where(state, False, True), disc_where(state, False, False)
    moves = [(first, Flip(good)), (first, Flip(good)), (1 - first, Flip(other))]
    record = record_of("devils-circle", 2, SEED, KIDS, moves)
    review = review_record(record)
    assert judged(review.seats[1 - first].decisions) == [(2, 1 - first, "forgot", good, 1)]
