"""Playing cards as short strings, and the packs Memorandum is played with.

A card is a rank and a suit, "7H", "TS" (ten of spades), "QD"; the Jokers are "RJ" (red)
and "BJ" (black). Strings keep records and saves readable and compare cheaply. The
playing pack and the dealer's pack are always the same list of cards (MR-R3).
"""

from __future__ import annotations

from games.memorandum.options import JOKER_PACK, PACK_LENGTHS

RANKS = "A23456789TJQK"
SUITS = "SHDC"  # spades, hearts, diamonds, clubs
JOKERS = ("RJ", "BJ")
RANK_NAMES = {
    "A": "Ace",
    "T": "10",
    "J": "Jack",
    "Q": "Queen",
    "K": "King",
    **{r: r for r in "23456789"},
}
SUIT_NAMES = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RED_SUITS = frozenset("HD")


def pack_lengths() -> tuple[int, ...]:
    """Every pack length the game accepts: whole ranks of four suits, or 52 plus Jokers."""
    return PACK_LENGTHS


def make_pack(length: int) -> list[str]:
    """The cards of a pack of `length`, in a fixed order.

    Shorter packs keep the lowest ranks (Ace first), so a 40-card pack is Ace to 10 of
    each suit: number cards a young child can read by counting the pips."""
    if length not in pack_lengths():
        choices = ", ".join(str(n) for n in pack_lengths())
        raise ValueError(f"a pack has {choices} cards, not {length}")
    if length == JOKER_PACK:
        return make_pack(52) + list(JOKERS)
    ranks = RANKS[: length // 4]
    return [rank + suit for suit in SUITS for rank in ranks]


def is_joker(card: str) -> bool:
    return card in JOKERS


def rank(card: str) -> str:
    """The rank letter; "*" for a Joker (whose code starts with its colour)."""
    return "*" if is_joker(card) else card[0]


def suit(card: str) -> str:
    """The suit letter; Jokers have none ("")."""
    return "" if is_joker(card) else card[1]


def is_red(card: str) -> bool:
    return card == "RJ" or suit(card) in RED_SUITS


def name(card: str) -> str:
    """The card as the dealer announces it: "Queen of Hearts", "Red Joker"."""
    if card == "RJ":
        return "Red Joker"
    if card == "BJ":
        return "Black Joker"
    return f"{RANK_NAMES[card[0]]} of {SUIT_NAMES[card[1]]}"


def similarity(a: str, b: str) -> float:
    """How easily a person mixes up two different cards (0 = never, 1 = the same card).

    Same rank and colour (7 of Hearts / 7 of Diamonds) is the classic mix-up; same rank
    in the other colour, or a neighbouring rank of the same suit, are weaker ones."""
    if a == b:
        return 1.0
    if is_joker(a) or is_joker(b):
        return 0.5 if is_joker(a) and is_joker(b) else 0.0
    if rank(a) == rank(b):
        return 0.6 if is_red(a) == is_red(b) else 0.3
    if suit(a) == suit(b) and abs(RANKS.index(rank(a)) - RANKS.index(rank(b))) == 1:
        return 0.3
    return 0.0
