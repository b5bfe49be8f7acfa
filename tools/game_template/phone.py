"""Template game on a phone: nothing is private (face-down cards are hidden from
everyone), so the phone shows its seat the cards as the table does, and on its turn lets
it turn one."""

from __future__ import annotations

from games.core import Event
from games.core.phone import Card, Cards, Line, Page, PhoneSide, SeatName, Words
from games.template_game.actions import (
    DOWN,
    PICTURES,
    TAKEN,
    PairTaken,
    Shown,
    TemplateGameView,
    Turn,
)
from games.template_game.rules import grid_columns


def page(view: TemplateGameView) -> Page:
    mine = view.on_turn == view.seat
    cards = tuple(_card(view, card, picture, mine) for card, picture in enumerate(view.cards))
    grid = Cards(Words("template_game.phone.cards"), cards, grid_columns(len(cards)))
    return Page((grid,), Words("template_game.phone.turn") if mine else None)


def _card(view: TemplateGameView, card: int, picture: int, mine: bool) -> Card | None:
    """A card as the table shows it, a tap on it turning it when the seat may."""
    move = Turn(card) if mine and card not in view.turned else None
    if picture == TAKEN:
        return None  # an empty place
    if picture == DOWN:
        return Card("", down=True, move=move)
    return Card(PICTURES[picture], lit=card in view.turned, move=move)


def told(event: Event) -> Line | None:
    if isinstance(event, Shown):
        words = Words.of("template_game.phone.shown", name=SeatName(event.seat))
        return Line(words, PICTURES[event.picture])
    if isinstance(event, PairTaken):
        return Line(Words.of("template_game.phone.pair", name=SeatName(event.seat)), "🙌")
    return None


PHONE = PhoneSide(page=page, told=told, moves=(Turn,))
