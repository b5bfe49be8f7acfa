"""Devil's Circle's vocabulary: images, discs, cards, actions, events and the view.

Kept apart from the state machine so that the bot, the scene and the tests can speak
about the game without importing its rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from games.core import Action, Event

IMAGES: tuple[str, ...] = ("fire", "cauldron", "trident", "red_devil", "purple_devil")
EMOJI: dict[str, str] = {  # how each image is drawn, at the table and on a phone
    "fire": "🔥",
    "cauldron": "🫕",
    "trident": "🔱",
    "red_devil": "👹",
    "purple_devil": "😈",
}
ALL_FIVE = "all_five"
DISCS = 10
COINS = 48
COPIES = 4  # DC-R1: each image is on four discs

# DC-R1: the ten discs carry the ten different pairs of the five images.
PAIRS: tuple[tuple[str, str], ...] = tuple(combinations(IMAGES, 2))

# DC-R2: three cards per image (ids 0..14, image = id // 3) plus ALL FIVE (id 15).
ALL_FIVE_CARD = 15
CARDS = 16


def card_image(card: int) -> str:
    """The image a card asks for, or ALL_FIVE."""
    return ALL_FIVE if card == ALL_FIVE_CARD else IMAGES[card // 3]


def card_points(card: int) -> int:
    """A card scores 2, the ALL FIVE card 5."""
    return 5 if card == ALL_FIVE_CARD else 2


def holding_points(coins: int, won: list[int] | tuple[int, ...]) -> float:
    """What a seat's holding is worth: a coin 1, each card its points (DC-R8)."""
    return float(coins + sum(card_points(c) for c in won))


def coins_per_player(players: int) -> int:
    """Setup 2: six players get 8, five get 9, two to four get 10."""
    return {6: 8, 5: 9}.get(players, 10)


# --- actions ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Flip(Action):
    """Turn disc `disc` (its id, not its ring place) over."""

    disc: int


@dataclass(frozen=True)
class Pass(Action):
    """End the turn; only right after a match (DC-R4)."""


@dataclass(frozen=True)
class Steal(Action):
    """Take one coin from `victim` (DC-R5)."""

    victim: int


@dataclass(frozen=True)
class Swap(Action):
    """Twin pack: swap the ring places of discs `a` < `b` (DC-R6)."""

    a: int
    b: int


ACTIONS: tuple[type[Action], ...] = (Flip, Pass, Steal, Swap)


# --- events ----------------------------------------------------------------------------
@dataclass(frozen=True)
class CardTurned(Event):
    """`seat` turned up `card`; `under` cards already lie beneath it (a twin pack)."""

    seat: int
    card: int
    image: str
    under: int
    left: int  # cards still in the stack
    coins: bool  # do coins move in this round


@dataclass(frozen=True)
class SwapNeeded(Event):
    """The turned card's goal is already met: `seat` must swap two discs first."""

    seat: int
    image: str


@dataclass(frozen=True)
class DiscsSwapped(Event):
    """Discs `a` and `b` changed ring places: `a` now lies at `place_a`, `b` at `place_b`."""

    seat: int
    a: int
    b: int
    place_a: int
    place_b: int


@dataclass(frozen=True)
class DiscFlipped(Event):
    """`outcome` is "match", "mistake" or "flip" (an ALL FIVE flip, DC-R7)."""

    seat: int
    disc: int
    from_image: str
    to_image: str
    outcome: str


@dataclass(frozen=True)
class CoinPaid(Event):
    """A coin goes from `from_seat` into the middle."""

    from_seat: int


@dataclass(frozen=True)
class CoinTaken(Event):
    """A coin goes from the middle to `to_seat`."""

    to_seat: int


@dataclass(frozen=True)
class StealOffered(Event):
    """The middle is empty: `seat` chooses whom to steal from among `victims`."""

    seat: int
    victims: tuple[int, ...]


@dataclass(frozen=True)
class CoinStolen(Event):
    from_seat: int
    to_seat: int


@dataclass(frozen=True)
class RoundWon(Event):
    """`seat` takes the pack `cards` (bottom to top) and `coins` coins from the middle."""

    seat: int
    cards: tuple[int, ...]
    coins: int


@dataclass(frozen=True)
class TurnEnded(Event):
    """`reason`: "pass", "mistake", "two flips" or "won"."""

    seat: int
    next_seat: int
    reason: str


@dataclass(frozen=True)
class GameOver(Event):
    """`unclaimed`: a twin pack left when no card was left to turn up (DC-R6)."""

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    unclaimed: tuple[int, ...]


# --- the view --------------------------------------------------------------------------
@dataclass(frozen=True)
class DCView:
    """What one seat may know. The back faces and the stack order are absent."""

    seat: int
    players: int
    up: tuple[str, ...]  # the image showing on each disc, by disc id
    ring: tuple[int, ...]  # the disc id lying at each ring place
    pack: tuple[int, ...]  # cards in the middle, bottom to top
    stack_left: int
    phase: str  # "flip", "continue", "steal", "swap" or "over"
    on_turn: int
    turn_flips: tuple[int, ...]  # discs flipped this turn, in order
    coins_active: bool
    middle: int
    coins: tuple[int, ...]
    set_aside: int
    won: tuple[tuple[int, ...], ...]
    victims: tuple[int, ...]  # whom the thief may steal from (phase "steal")

    @property
    def searched(self) -> str:
        return card_image(self.pack[-1]) if self.pack else ""

    def visible(self, image: str) -> int:
        return self.up.count(image)
