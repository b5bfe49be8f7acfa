"""For the public-view contract: per game, a copy of a position that differs only in what
nobody at the table can see (face-down pictures, hands, the order of a pile, a seat's
private peek). What is hidden is each game's own business; the contract that such a change
never reaches the shared screen is the same for all (tests/test_contract.py)."""

from __future__ import annotations

import copy
import dataclasses
import random
from collections.abc import Callable
from typing import Any

from games.core import GameState
from games.core.registry import GameSpec


def devils_circle(state: Any, rng: random.Random) -> Any:
    """Other backs under every disc and another order of the card stack."""
    from games.devils_circle.rules import DISCS, IMAGES

    other = copy.deepcopy(state)
    for disc in range(DISCS):
        up = other.up(disc)
        other.pairs[disc] = (up, rng.choice([i for i in IMAGES if i not in (up, other.back(disc))]))
        other.sides[disc] = 0
    rng.shuffle(other.stack)
    return other


def memorandum(state: Any, rng: random.Random, keep: int | None = None) -> Any:
    """Every hand not yet shown, the cards set aside and the cards still to be called,
    dealt again among themselves (but for seat `keep`'s hand while it memorises it)."""
    other = copy.deepcopy(state)
    if state.phase not in ("memorise", "claims"):
        return other
    setup = state.current
    called = set(setup.calls[: state.call + 1])
    if keep is not None and state.phase == "memorise" and keep in state.receivers:
        called |= set(setup.hands[keep])  # what this seat is looking at stays where it is
    hidden = [c for pile in (*setup.hands, setup.aside) for c in pile if c not in called]
    rng.shuffle(hidden)
    piles, at = [], 0
    for pile in (*setup.hands, setup.aside):
        kept = tuple(c for c in pile if c in called)
        size = len(pile) - len(kept)
        piles.append(kept + tuple(hidden[at : at + size]))
        at += size
    later = list(setup.calls[state.call + 1 :])
    rng.shuffle(later)
    calls = setup.calls[: state.call + 1] + tuple(later)
    changed = dataclasses.replace(setup, hands=tuple(piles[:-1]), aside=piles[-1], calls=calls)
    other.deals = tuple(changed if i == state.deal else d for i, d in enumerate(state.deals))
    return other


def memodixe(state: Any, rng: random.Random, keep: int | None = None) -> Any:
    """Another private peek and swap choice for the seat on turn (unless it is `keep`,
    whose own they are), other future rolls."""
    other = copy.deepcopy(state)
    if keep != state.turn:
        other.peeked = list(reversed(other.peeked))
        other.picks = list(reversed(other.picks))
    other.rng = random.Random(rng.random())
    return other


def fireball_court(state: Any, rng: random.Random, seats: tuple[int, ...] = (0, 1)) -> Any:
    """The hands of `seats` swapped card by card with pile cards, and the pile reordered
    (both hands: what the table cannot see; the other's: what one seat cannot)."""
    other = copy.deepcopy(state)
    for hand in (other.hands[seat] for seat in seats):
        for index in range(len(hand)):
            if other.pile:
                pick = rng.randrange(len(other.pile))
                hand[index], other.pile[pick] = other.pile[pick], hand[index]
    rng.shuffle(other.pile)
    return other


def tamega(state: Any, rng: random.Random) -> Any:
    """The pictures of the face-down tiles shuffled among themselves."""
    from games.tamega.board import DOWN
    from games.tamega.rules import NO_TILE

    other = copy.deepcopy(state)
    hidden = [s for s, t in enumerate(other.tiles) if t != NO_TILE and other.cell(s) == DOWN]
    pictures = [other.tiles[s] for s in hidden]
    rng.shuffle(pictures)
    for square, picture in zip(hidden, pictures, strict=True):
        other.tiles[square] = picture
    return other


def toy(state: Any, rng: random.Random) -> Any:
    """The pictures of the cards not taken and not showing, shuffled among themselves."""
    other = copy.deepcopy(state)
    hidden = [c for c, taken in enumerate(other.taken) if not taken and c not in other.shown]
    pictures = [other.pictures[c] for c in hidden]
    rng.shuffle(pictures)
    for card, picture in zip(hidden, pictures, strict=True):
        other.pictures[card] = picture
    return other


HIDE: dict[str, Callable[[GameState, random.Random], GameState]] = {
    "devils-circle": devils_circle,
    "memorandum": memorandum,
    "memodixe": memodixe,
    "fireball-court": fireball_court,
    "tamega": tamega,
    "toy": toy,
}


def hider(spec: GameSpec) -> Callable[[GameState, random.Random], GameState]:
    """How `spec`'s game changes only what nobody at the table sees: its own declaration
    (`GameSpec.hidden`), else this module's."""
    return spec.hidden.resolve() if spec.hidden is not None else HIDE[spec.id]


# What one seat cannot see: every other seat's secrets and what nobody sees, changed; the
# seat's own left as they are (its view must not change). For the phones' leak test.
HIDE_FROM: dict[str, Callable[[GameState, random.Random, int], GameState]] = {
    "devils-circle": lambda state, rng, _seat: devils_circle(state, rng),
    "memorandum": lambda state, rng, seat: memorandum(state, rng, keep=seat),
    "memodixe": lambda state, rng, seat: memodixe(state, rng, keep=seat),
    "fireball-court": lambda state, rng, seat: fireball_court(state, rng, (1 - seat,)),
    "tamega": lambda state, rng, _seat: tamega(state, rng),
    "toy": lambda state, rng, _seat: toy(state, rng),
}
