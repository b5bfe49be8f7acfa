"""Template game's move (turn a card), what it makes happen (for the story, the phones
and the review) and what a seat sees."""

from __future__ import annotations

from dataclasses import dataclass

from games.core import Action, Event

PICTURES = ("🍎", "🐟", "⭐", "🌙", "🚗", "🎈", "🌻", "🐸", "🍓", "⚽", "🎁", "🐢")
DOWN, TAKEN = -1, -2  # a card as a view shows it: its picture's number, or one of these


@dataclass(frozen=True)
class Turn(Action):
    card: int


@dataclass(frozen=True)
class Shown(Event):
    seat: int
    card: int
    picture: int


@dataclass(frozen=True)
class PairTaken(Event):
    seat: int
    cards: tuple[int, int]


@dataclass(frozen=True)
class TurnedBack(Event):
    """The last turn's two cards that were no pair, face down again."""

    cards: tuple[int, int]


@dataclass(frozen=True)
class TemplateGameView:
    """What a seat sees (every seat sees the same: the cards face up are public)."""

    seat: int
    on_turn: int
    cards: tuple[int, ...]  # each card's picture while face up, else DOWN or TAKEN
    turned: tuple[int, ...]  # the cards turned up this turn (the first of a pair)
    pairs: tuple[int, ...]  # pairs taken, per seat


ACTIONS = (Turn,)
