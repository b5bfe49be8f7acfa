"""Fireball Court's moments (`games.core.moments`): a deal whose highest card or a tie
names the starter, a deal again for four of a kind in the Court, a Fireball sent back
from it, a capture and a Fireball's sweep, and the last play of a round: its last cards
to the last capturer or to nobody, the ravens' share, the count, a tie at the target and
the match won. The positions are forced as the rules' scenario tests force them, with the
helpers here (which the tests share): the cards exactly where they are, the deck stacked."""

from __future__ import annotations

from collections.abc import Iterable

from games.core import TABLE
from games.core.moments import Moment, Staged
from games.fireball_court import cards as fc
from games.fireball_court.actions import Deal, Play
from games.fireball_court.rules import FireballState
from games.fireball_court.spec import SPEC

KING, CASTLE, KNIGHT = 36, 40, 44  # the first card of each senior kind
FIRE_A, FIRE_B = fc.FIREBALLS
Cards = Iterable[int]


def coin(n: int, i: int = 0) -> int:
    """The `i`th gold-coin card of number `n` (0 or 1)."""
    return (n - 1) * 4 + i


def raven(n: int, i: int = 0) -> int:
    """The `i`th raven card of number `n` (0 or 1)."""
    return (n - 1) * 4 + 2 + i


def rest(*groups: Cards) -> list[int]:
    """Every card of the deck in none of `groups`, in order."""
    used = {card for group in groups for card in group}
    return [card for card in range(fc.DECK_SIZE) if card not in used]


def fresh(seed: int = 7, preset: str = "classic") -> FireballState:
    """A match not dealt yet."""
    return FireballState(2, seed, SPEC.options(preset))


def stacked_deck(hand0: Cards, hand1: Cards, court: Cards) -> list[int]:
    """A pile that deals exactly these hands and this Court (the pile pops from its end)."""
    dealt = [*hand0, *hand1, *court]
    if len(set(dealt)) != len(dealt):
        raise ValueError(f"a card dealt twice: {sorted(dealt)}")
    return rest(dealt) + list(reversed(dealt))


def dealing(hand0: Cards, hand1: Cards, court: Cards, seed: int = 7) -> FireballState:
    """A match whose first deal gives exactly these hands and this Court."""
    state = fresh(seed)
    state.pile = stacked_deck(hand0, hand1, court)
    return state


def table(
    hands: Iterable[Cards],
    court: Iterable[Cards],
    pile: Cards = (),
    on_turn: int = 0,
    captured: Iterable[Cards] = ((), ()),
    last: int | None = None,
    preset: str = "classic",
    totals: tuple[int, int] = (0, 0),
) -> FireballState:
    """A state in the middle of a round, with exactly the given cards in play."""
    state = FireballState(2, 1, SPEC.options(preset))
    state.round_no, state.starter = 1, 0
    state.hands = [list(h) for h in hands]
    state.court = [list(s) for s in court]
    state.pile = list(pile)
    state.captured = [list(c) for c in captured]
    state.last_capturer = last
    state.totals = list(totals)
    state.on_turn, state.phase = on_turn, "play"
    return state


def round_end(
    captured: Iterable[Cards],
    preset: str = "classic",
    totals: tuple[int, int] = (0, 0),
    last: int | None = 0,
) -> FireballState:
    """The last play of a round whose captures are `captured`: seat 0 holds one Fireball,
    the Court and the pile are empty, and `Play(FIRE_A)` lays it and ends the round."""
    return table([[FIRE_A], []], [], captured=captured, last=last, preset=preset, totals=totals)


# --- the deal -------------------------------------------------------------------------
HAND_LOW = (coin(3), CASTLE + 1, coin(8), coin(1))  # highest number 8
HAND_HIGH = (coin(9), raven(2), CASTLE, raven(4))  # highest number 9
COURT = (coin(5), coin(6), coin(7), KNIGHT, raven(1), raven(3))


def _deal(hand0: Cards, hand1: Cards, court: Cards) -> object:
    def stage(players: int) -> Staged:
        return dealing(hand0, hand1, court), TABLE, Deal()

    return stage


_highest = _deal(HAND_LOW, HAND_HIGH, COURT)  # seat 1 starts with its 9
TIE = ((coin(9), KING, coin(2), coin(1)), (raven(9), CASTLE, raven(2), raven(1)))  # both 9
_tie = _deal(*TIE, (coin(5), coin(6), coin(7), KNIGHT, raven(5), raven(3)))
_four_kings = _deal(HAND_LOW, HAND_HIGH, (KING + 1, KING + 2, KING + 3, KING, coin(5), coin(6)))
_fireball_dealt = _deal(HAND_LOW, HAND_HIGH, (coin(5), FIRE_A, coin(6), coin(7), KNIGHT, raven(1)))


# --- plays ----------------------------------------------------------------------------
def _in_play(hands: list[tuple[int, ...]], court: list[tuple[int, ...]]) -> FireballState:
    """Seat 0 on turn with five cards (it has drawn), a pile to come."""
    pile = rest(*hands, *court)[:20]
    return table(hands, court, pile=pile)


def _capture(players: int) -> Staged:
    """A 7 takes the stack of two 7s: three cards to the captor."""
    hands = [(raven(7, 1), coin(2), KING, coin(4), raven(5)), (coin(3), CASTLE, raven(8), coin(9))]
    state = _in_play(hands, [(coin(7), raven(7)), (KNIGHT,), (coin(1),)])
    return state, 0, Play(raven(7, 1))


def _sweep(players: int) -> Staged:
    """A Fireball takes the whole Court: five cards, and its explainer the first time."""
    hands = [(FIRE_A, coin(2), KING, coin(4), raven(5)), (coin(3), CASTLE, raven(8), coin(9))]
    state = _in_play(hands, [(coin(7), raven(7)), (KNIGHT,), (coin(1),)])
    return state, 0, Play(FIRE_A)


# --- the end of a round ---------------------------------------------------------------
RAVENS_WIN = ((raven(1), raven(2), coin(3), KING), (raven(3), coin(4), coin(5), coin(6)))
EVEN = ((raven(1), coin(1), KING, KING + 1), (raven(2), coin(2), CASTLE))


def _ending(captured: Iterable[Cards], **given) -> object:
    """The round's last play (see `round_end`)."""

    def stage(players: int) -> Staged:
        return round_end(captured, **given), 0, Play(FIRE_A)

    return stage


TWO = (2, 2)  # the seat counts: the game is for two
# the round's count (its summary) and the prompt to start the next round
COUNT = ("fireball_court.round_over", "fireball_court.breakdown", "fireball_court.tap_next")

MOMENTS = (
    Moment(
        "highest starts",
        _highest,
        ("fireball_court.starts_highest", "fireball_court.hint"),
        TWO,
    ),
    Moment("starter by chance", _tie, ("fireball_court.starts",), TWO),
    Moment("deal again", _four_kings, ("fireball_court.redeal",), TWO),
    Moment("fireball back", _fireball_dealt, ("fireball_court.fireball_back",), TWO),
    Moment("capture", _capture, ("+3",), TWO),
    Moment(
        "sweep",
        _sweep,
        ("fireball_court.fireball", "fireball_court.explain.fireball", "+5"),
        TWO,
    ),
    Moment(
        "round over",
        _ending(RAVENS_WIN),
        (
            "fireball_court.leftover",
            "fireball_court.ravens_take",
            "fireball_court.explain.ravens",
            *COUNT,
        ),
        TWO,
    ),
    Moment(
        "nobody captured",
        _ending(((), ()), last=None),
        ("fireball_court.leftover_nobody", "fireball_court.ravens_tie", *COUNT),
        TWO,
    ),
    Moment(
        "kids' round over",
        _ending(EVEN, preset="kids"),
        ("fireball_court.leftover", *COUNT),
        TWO,
    ),
    Moment(
        "tied at the target",
        _ending(((coin(1), coin(2)), ()), totals=(100, 102)),
        ("fireball_court.tied",),
        TWO,
    ),
    Moment(
        "match won",
        _ending(((coin(1), coin(2)), ()), totals=(99, 90)),
        ("fireball_court.wins",),
        TWO,
    ),
)
