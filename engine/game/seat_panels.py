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
from engine.drawing.display import DisplayList, Image
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
        """Every seat's panel: on turn as the table shows it, its score counting up; and,
        to paint ahead, each panel as it will show when its turn comes or goes (the turn
        passing is the moment two panels change)."""
        turn = self.reactions.shown_turn(frozenset(on_turn))
        looks = [self.paint_one(frame, seat, seat.index in turn, scores) for seat in seats]
        key = tuple(image.key for image in looks)
        frame.group(self, key, lambda said: self._turn_ahead(said, seats, turn, scores))

    def paint_one(
        self, frame: DisplayList, seat: Seat, active: bool, scores: Sequence[float]
    ) -> Image:
        """A seat's panel, said; its look."""
        image = self._look(seat, active, scores)
        self.reactions.paint_panel(frame, seat, image, active, self.app.now, self.app.unit)
        return image

    def _look(self, seat: Seat, active: bool, scores: Sequence[float]) -> Image:
        target = scores[seat.index] if seat.index < len(scores) else 0
        emoji, word = self.score_words
        shown = self.reactions.counts.value(seat.index, target)
        score = panels.Count(emoji, shown, self.party.said_key(word))
        computer = seat.index in self.bots
        part = self.part(seat.index)
        plan, words, unit = self.plan(seat), self.party.words, self.app.unit
        return panels.seat_panel(seat, plan, active, score, computer, unit, part, words)

    def _turn_ahead(
        self,
        frame: DisplayList,
        seats: Sequence[Seat],
        turn: frozenset[int],
        scores: Sequence[float],
    ) -> None:
        for seat in seats:
            frame.ahead(self._look(seat, seat.index not in turn, scores), seat.angle)
