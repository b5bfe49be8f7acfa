"""A seat's panel in a game scene: its name, its score counting up as the table shows
it, the game's own part (`panel_part`) and the glow while it is on turn.

A part of `GameScene` (engine/game/scene.py) with one job.
"""

from __future__ import annotations

import pygame

from engine.drawing import panels
from engine.drawing.display import DisplayList
from engine.drawing.seats import Seat


class SeatPanels:
    """Plans and paints the seat panels (the game fills in `panel_part`, `score_words`)."""

    def panel_plan(self, seat: Seat) -> panels.PanelPlan:
        """Where the name, the score and the game's own part go on a seat's panel."""
        size = (round(seat.panel_size[0]), round(seat.panel_size[1]))
        word = self.party.said_key(self.score_words[1])
        return self.phones.plan(seat, panels.plan_panel(size, self.unit, word, True))

    def panel_slot(self, seat: Seat) -> pygame.Rect:
        """The part of a seat panel (upright pixels) left for the game's own content."""
        return self.panel_plan(seat).slot

    def paint_panel(self, frame: DisplayList, seat: Seat) -> None:
        """A seat's panel: on turn as the table shows it, its score counting up."""
        active = seat.index in self.reactions.shown_turn(frozenset(self.seats_on_turn()))
        scores = self.shown_scores()
        target = scores[seat.index] if seat.index < len(scores) else 0
        emoji, word = self.score_words
        shown = self.reactions.counts.value(seat.index, target)
        score = panels.Count(emoji, shown, self.party.said_key(word))
        computer = seat.index in self.bots
        image = panels.seat_panel(
            seat,
            self.panel_plan(seat),
            active,
            score,
            computer,
            self.unit,
            self.panel_part(seat.index),
            self.party.words,
        )
        self.reactions.paint_panel(frame, seat, image, active, self.app.now, self.unit)
