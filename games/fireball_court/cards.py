"""Fireball Court's deck (ruling FC-R1) and scoring, as small pure functions.

A card is an int 0..49 so that states, views, events and records stay plain JSON:
0..35 are the number cards (four per number; the first two of each number show a gold
coin, the last two a raven), 36..47 the seniors (King, Castle, Knight, four each) and
48, 49 the two Fireballs. A card's *kind* ("1".."9", "king", "castle", "knight",
"fireball") is what stacks in the Court and what captures what.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

DECK_SIZE = 50
NUMBERS = range(1, 10)
SENIORS = ("king", "castle", "knight")
FIREBALL = "fireball"
KINDS: tuple[str, ...] = (*(str(n) for n in NUMBERS), *SENIORS, FIREBALL)
FIREBALLS = (48, 49)
# How the cards are drawn, at the table and on a phone: a senior's picture, and the coin,
# raven and fire that mark the number cards and the Fireballs.
SENIOR_PICTURES = {"king": "👑", "castle": "🏰", "knight": "🛡️"}
COIN, RAVEN, FIRE = "🪙", "🐦‍⬛", "🔥"
SET_POINTS = {0: 0, 1: 0, 2: 2, 3: 5, 4: 10}


def kind(card: int) -> str:
    """The kind a card stacks with and captures."""
    if card < 36:
        return str(card // 4 + 1)
    if card < 48:
        return SENIORS[(card - 36) // 4]
    return FIREBALL


def number(card: int) -> int:
    """The number on a number card, 0 for seniors and Fireballs."""
    return card // 4 + 1 if card < 36 else 0


def is_coin(card: int) -> bool:
    return card < 36 and card % 4 < 2


def is_raven(card: int) -> bool:
    return card < 36 and card % 4 >= 2


def is_senior(card: int) -> bool:
    return 36 <= card < 48


def pile_of(card: int) -> str:
    """Which of a captor's piles the card goes to: coins, ravens, seniors or fireballs."""
    if is_coin(card):
        return "coins"
    if is_raven(card):
        return "ravens"
    return "seniors" if is_senior(card) else "fireballs"


def cards_of(card_kind: str) -> tuple[int, ...]:
    """Every card of one kind."""
    return tuple(c for c in range(DECK_SIZE) if kind(c) == card_kind)


def label(card: int) -> str:
    """A short readable name, for logs and test messages: '7 coin', 'king', 'fireball'."""
    if card < 36:
        return f"{number(card)} {'coin' if is_coin(card) else 'raven'}"
    return kind(card)


def senior_counts(cards: Iterable[int]) -> tuple[int, int, int]:
    """How many Kings, Castles and Knights are among `cards`."""
    counts = Counter(kind(c) for c in cards if is_senior(c))
    return (counts["king"], counts["castle"], counts["knight"])


def points(cards: Iterable[int]) -> int:
    """A pile's score: 1 per gold coin, 2/5/10 for 2/3/4 of one senior kind."""
    cards = list(cards)
    coins = sum(1 for c in cards if is_coin(c))
    return coins + sum(SET_POINTS[n] for n in senior_counts(cards))


Tally = tuple[int, int, int, int, int]  # coins, ravens, Kings, Castles, Knights
EMPTY: Tally = (0, 0, 0, 0, 0)


def _card_tally(card: int) -> Tally:
    seniors = (kind(card) == "king", kind(card) == "castle", kind(card) == "knight")
    return (int(is_coin(card)), int(is_raven(card)), *map(int, seniors))


CARD_TALLY: tuple[Tally, ...] = tuple(_card_tally(c) for c in range(DECK_SIZE))


def add(pile: Tally, cards: Iterable[int]) -> Tally:
    """A tally with `cards` added: cheap enough for a bot's search."""
    coins, ravens, king, castle, knight = pile
    for card in cards:
        c = CARD_TALLY[card]
        coins, ravens = coins + c[0], ravens + c[1]
        king, castle, knight = king + c[2], castle + c[3], knight + c[4]
    return (coins, ravens, king, castle, knight)


def tally(cards: Iterable[int]) -> Tally:
    """What of a pile counts at the end of a round."""
    return add(EMPTY, cards)
