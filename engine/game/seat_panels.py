"""A seat's panel in a game scene: its name, its score counting up as the table shows
it, the game's own part (`panel_part`) and the glow while it is on turn.

The game scene's part with one job (`scene.panels`): it reads the layout unit and the
clock from the app, room for a seat's code from the phones, the counts and the turn
marker from the reactions, which seats are computers' from the match, and the game's
declared score words and `panel_part`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from engine.drawing import panels
from engine.drawing.display import DisplayList
from engine.drawing.seats import Seat
from engine.words.reactions import Reactions

if TYPE_CHECKING:
    from engine.game.party import TouchPolicy
    from engine.phones.table import TablePhones
    from games.core.bot import Bot

Part = tuple[Hashable, panels.PanelPart | None]


class SeatPanels:
    """Plans and paints the seat panels (the game fills in `panel_part`, `score_words`)."""

    def __init__(
        self,
        app: Any,
        phones: TablePhones,
        reactions: Reactions,
        bots: dict[int, Bot],
        score_words: tuple[str, str],
        part: Callable[[int], Part],
        party: TouchPolicy,
    ) -> None:
        self.app = app
        self.party = party  # party mode: a count's picture and number, no word
        self.phones = phones
        self.reactions = reactions
        self.bots = bots
        self.score_words = score_words
        self.part = part

    def plan(self, seat: Seat) -> panels.PanelPlan:
        """Where the name, the score and the game's own part go on a seat's panel."""
        size = (round(seat.panel_size[0]), round(seat.panel_size[1]))
        word = self.party.said_key(self.score_words[1])
        return self.phones.plan(seat, panels.plan_panel(size, self.app.unit, word, True))

    def slot(self, seat: Seat) -> pygame.Rect:
        """The part of a seat panel (upright pixels) left for the game's own content."""
        return self.plan(seat).slot

    def paint(
        self,
        frame: DisplayList,
        seats: Sequence[Seat],
        on_turn: Sequence[int],
        scores: Sequence[float],
    ) -> None:
        """Every seat's panel: on turn as the table shows it, its score counting up."""
        turn = self.reactions.shown_turn(frozenset(on_turn))
        for seat in seats:
            self.paint_one(frame, seat, seat.index in turn, scores)

    def paint_one(
        self, frame: DisplayList, seat: Seat, active: bool, scores: Sequence[float]
    ) -> None:
        target = scores[seat.index] if seat.index < len(scores) else 0
        emoji, word = self.score_words
        shown = self.reactions.counts.value(seat.index, target)
        score = panels.Count(emoji, shown, self.party.said_key(word))
        computer = seat.index in self.bots
        unit, now = self.app.unit, self.app.now
        part = self.part(seat.index)
        plan, words = self.plan(seat), self.party.words
        image = panels.seat_panel(seat, plan, active, score, computer, unit, part, words)
        self.reactions.paint_panel(frame, seat, image, active, now, unit)
