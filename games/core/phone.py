"""What a seat's phone shows and may do, in a few words and pictures every game fills the
same way (pure Python, like the rest of the rules core).

A game's `phone.py` declares a `PhoneSide`: the page its seat's phone shows, made from that
seat's own view and nothing else (so a page cannot tell what the seat may not know), how
the last move reads (from the rules' events, which are public: the table tells them to
everyone), and which of its actions a phone may send. The engine (`engine/phones`)
translates the words, adds the seats, scores and whose turn it is, and sends the page to
that seat's phone alone; a move from a phone is decoded into one of those actions where it
arrives (`PhoneSide.decode`), or refused, and then checked by the rules as a touch is.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games.core.codec import Action, Event, decode_action


@dataclass(frozen=True)
class SeatName:
    """A seat's name, filled in by the engine (the rules know seats by number)."""

    seat: int


@dataclass(frozen=True)
class Words:
    """A text by its translation key, with its `{fields}`: numbers, strings, other
    `Words` (a picture's name) or a `SeatName`."""

    key: str
    values: tuple[tuple[str, Any], ...] = ()

    @staticmethod
    def of(key: str, **values: Any) -> Words:
        return Words(key, tuple(sorted(values.items())))


Text = str | Words  # a card's face: a number or sign as it is, or a letter the language has


@dataclass(frozen=True)
class Card:
    """A card, die or tile as the phone draws it: a big `face` with a small `mark` under
    it, in a colour family (`tone`, which the page's style sheet knows: plain, coin,
    raven, senior, fire, red, black, back and die-<colour>). With a `move`, a tap chooses
    it and the page's button sends the move."""

    face: Text
    mark: str = ""
    tone: str = "plain"
    move: Action | None = None
    lit: bool = False  # picked out: the card just drawn, a die being looked at
    down: bool = False  # face down: its back only
    note: Words | None = None  # a few words under it


@dataclass(frozen=True)
class Cards:
    """A titled group of cards: a row that wraps, or a grid of `columns` (a 3 × 3 square)."""

    title: Words
    cards: tuple[Card | None, ...]  # None: an empty place in a grid
    columns: int = 0


@dataclass(frozen=True)
class Line:
    """A sentence with a picture before it."""

    words: Words
    emoji: str = ""


Section = Cards | Line


@dataclass(frozen=True)
class Page:
    """What a seat's phone shows now, top to bottom, under the prompt: what the phone asks
    of its player (None: nothing)."""

    sections: tuple[Section, ...] = ()
    prompt: Words | None = None


@dataclass(frozen=True)
class PhoneSide:
    """A game's part of the phones: `page(view)` from the seat's own view, `told(event)`
    how a public event reads as the last move (None: it does not), and `moves`, the
    action types a phone may send (a reaction pad where speed decides stays on the table,
    so Memorandum's claims are not among them)."""

    page: Callable[[Any], Page]
    told: Callable[[Event], Line | None] = lambda _event: None
    moves: tuple[type[Action], ...] = ()

    def decode(self, data: Any) -> Action:
        """A phone's move as one of `moves`, each field of its declared kind, or
        ValueError (and nothing else) with the reason: the phone server decodes every
        move here, where it arrives, so the table is handed the game's own actions."""
        return decode_action(data, self.moves)


def offered(page: Page) -> list[Action]:
    """Every move the page offers, in the order it shows them."""
    return [
        card.move
        for section in page.sections
        if isinstance(section, Cards)
        for card in section.cards
        if card is not None and card.move is not None
    ]
