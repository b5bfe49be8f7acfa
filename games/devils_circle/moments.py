"""Devil's Circle's moments (`games.core.moments`): a match, a mistake, a steal from an
empty middle, and a round won that turns up a card with coins in play, the ALL FIVE card
or a twin pack. The positions are forced like the rules' scenario tests force them."""

from __future__ import annotations

from games.core.moments import Moment, Staged
from games.devils_circle.actions import ALL_FIVE_CARD, COINS, PAIRS, Flip, card_image
from games.devils_circle.rules import DevilsCircleState
from games.devils_circle.spec import SPEC

# Discs in PAIRS order: 0 FC, 1 FT, 2 FR, 3 FP, 4 CT, 5 CR, 6 CP, 7 TR, 8 TP, 9 RP.
THREE_FIRES = [0, 0, 0, 1, 0, 1, 1, 0, 0, 0]  # F F F P C R P T T R: disc 3 hides the fourth
ALL_TWICE = [0, 0, 1, 1, 0, 0, 1, 0, 0, 0]  # F F R P C C P T T R: every image twice


def table(
    players: int = 3,
    sides: list[int] | None = None,
    pack: tuple[int, ...] = (0,),
    stack: tuple[int, ...] = (3, 6, 9),
    first_card: int = 99,
    coins: list[int] | None = None,
    middle: int = 0,
    turn: int = 0,
    options: dict | None = None,
) -> DevilsCircleState:
    """A state forced into a situation: discs in PAIRS order with the given sides, the
    `pack` in the middle (its top card searched), the `stack` to come."""
    state = DevilsCircleState(players, 1, SPEC.options(**(options or {})))
    state.pairs = list(PAIRS)
    state.sides = list(sides or THREE_FIRES)
    state.pack = list(pack)
    state.stack = list(stack)
    state.first_card = first_card  # 99: the first card's round is already over
    given = coins or [5] * players
    state.coins = list(given)
    state.middle = middle
    state.set_aside = COINS - sum(given) - middle
    state.turn = turn
    state.turn_flips = []
    state.phase = "flip"
    return state


def twin_pack(players: int = 2, **given) -> DevilsCircleState:
    """Seat 0 has turned a fire with four fires showing: a twin pack waits for its swap."""
    four = THREE_FIRES[:]
    four[3] = 0
    state = table(players=players, sides=four, pack=(), stack=(1, 3, 6), **given)
    state._turn_card(0)
    return state


def flip_to(state: DevilsCircleState, image: str) -> Flip:
    """A flip that turns `image` up (the first disc that hides it)."""
    return Flip(next(d for d in range(len(state.sides)) if state.back(d) == image))


def flip_off(state: DevilsCircleState) -> Flip:
    """A flip that turns up something other than the searched image: a mistake."""
    searched = state.searched
    return Flip(next(d for d in range(len(state.sides)) if state.back(d) != searched))


def _match(players: int) -> Staged:
    state = table(players, sides=ALL_TWICE, middle=3)
    return state, 0, flip_to(state, state.searched)


def _mistake(players: int) -> Staged:
    state = table(players, sides=ALL_TWICE, middle=1)
    return state, 0, flip_off(state)


def _steal(players: int) -> Staged:
    state = table(players, sides=ALL_TWICE, middle=0)
    return state, 0, flip_to(state, state.searched)


def _win_then(card: int, sides: list[int]) -> object:
    """Seat 0 wins the round (its flip shows the fourth fire) and the next seat turns up
    `card`."""

    def stage(players: int) -> Staged:
        state = table(players, sides=sides, pack=(0,), stack=(card, 3, 6), middle=2)
        return state, 0, flip_to(state, card_image(0))

    return stage


MOMENTS = (
    Moment("match", _match, ("+1",)),
    Moment("mistake", _mistake, ("react.oops",)),
    Moment("steal", _steal, ("devils_circle.banner.steal", "devils_circle.explain.steal"), (3, 6)),
    Moment("round with coins", _win_then(9, THREE_FIRES), ("devils_circle.explain.coins",)),
    Moment("all five", _win_then(ALL_FIVE_CARD, THREE_FIRES), ("devils_circle.explain.all_five",)),
    Moment(
        "twin pack",
        _win_then(1, THREE_FIRES),
        ("devils_circle.banner.twin", "devils_circle.explain.twin"),
    ),
)
