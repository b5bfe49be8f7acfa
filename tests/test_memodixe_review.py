"""MemoDiXe's memory review: second dice judged against the hidden faces each seat saw."""

from itertools import permutations

from games.core.registry import get_game
from games.core.review import review_record
from games.memodixe import dice
from games.memodixe.actions import TurnOver
from games.memodixe.rules import MemoDixeState
from tests.review_helpers import judged, record_of

KIDS = get_game("memodixe").options("kids")  # no secret powers


def setting(same: bool) -> tuple[int, int, int, int]:
    """A seed and places p, q, r of its square: p and q hide different symbols, no other
    die shows what turning p and q teaches, and r hides p's symbol (`same`) or neither's."""
    for seed in range(200):
        state = MemoDixeState(2, seed, KIDS)
        faces = {p: state.face(p) for p in state.occupied()}
        for p, q, r in permutations(faces, 3):
            fp, fq, fr = faces[p], faces[q], faces[r]
            taught = [
                {(dice.colour_of(f.die), face) for face in (f.top, f.bottom)} for f in (fp, fq)
            ]
            seen = taught[0] | taught[1]
            others = {(dice.colour_of(f.die), f.top) for at, f in faces.items() if at not in (p, q)}
            if fp.bottom == fq.bottom or others & seen or taught[0] & taught[1]:
                continue  # only p and q are known after the first turn, each seen once
            if (fr.bottom == fp.bottom) == same and fr.bottom != fq.bottom:
                return seed, p, q, r
    raise AssertionError("no such square")


def test_turning_the_die_seen_to_match_is_remembered_and_a_first_look_is_new():
    seed, p, q, r = setting(same=True)
    moves = [(0, TurnOver(p)), (0, TurnOver(q)), (1, TurnOver(r)), (1, TurnOver(p))]
    record = record_of("memodixe", 2, seed, KIDS, moves)
    review = review_record(record)
    assert judged(review.seats[0].decisions) == [(1, 0, "new_unlucky", q, None)]
    assert judged(review.seats[1].decisions) == [(3, 1, "remembered", p, 0)]
    assert review.seats[1].accuracy == 1.0


def test_turning_a_die_seen_not_to_match_is_forgot():
    seed, p, q, r = setting(same=False)
    moves = [(0, TurnOver(p)), (0, TurnOver(q)), (1, TurnOver(r)), (1, TurnOver(p))]
    record = record_of("memodixe", 2, seed, KIDS, moves)
    review = review_record(record)
    assert judged(review.seats[1].decisions) == [(3, 1, "forgot", p, 0)]
    assert review.seats[1].accuracy == 0.0
    assert review.seats[1].costliest.swing == 1.0
