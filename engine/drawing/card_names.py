"""Playing cards in the players' language: the name the dealer calls ("King of Spades",
"Roi de pique", "Pik König", "Schoppen heer") and the letter printed in a card's corner
(K in English and German, R in French, H in Dutch).

A card is written as its rank and suit letters, "QH", "TS" (ten of spades), "7C", and the
Jokers "RJ" and "BJ", as Memorandum's rules write them. This module is pure Python apart
from `tr`, so the memory review's printout names cards without loading pygame."""

from __future__ import annotations

from engine.i18n import tr

RANKS = "A23456789TJQK"
SUITS = "SHDC"
JOKERS = ("RJ", "BJ")
COURT = "AJQK"  # ranks printed as a letter, which each language has its own of


def is_card(code: object) -> bool:
    """Whether `code` is a playing card written as rank and suit ("QH", "RJ")."""
    if not isinstance(code, str):
        return False
    return code in JOKERS or (len(code) == 2 and code[0] in RANKS and code[1] in SUITS)


def index(rank: str) -> str:
    """What a card's corner shows for `rank` ("A", "7", "T", "K"): a number as it is, a
    court card's local letter."""
    if rank == "T":
        return "10"
    return tr(f"cards.index.{rank}") if rank in COURT else rank


def joker_word() -> str:
    """The word printed across a Joker."""
    return tr("cards.joker")


def card_name(code: str) -> str:
    """The card as the dealer calls it in the current language."""
    if code in JOKERS:
        return tr(f"cards.joker.{code[0]}")
    rank, suit = code[0], code[1]
    spoken = tr(f"cards.rank.{rank}") if rank in COURT else index(rank)
    return tr("cards.name", rank=spoken, suit=tr(f"cards.suit.{suit}"))
