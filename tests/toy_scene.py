"""A minimal scene for the toy pairs game: the smallest complete use of GameScene.

It shows the hooks a game fills in: layout, animate (events -> timeline + sounds),
draw_board, panel_key/paint_panel, on_gesture (touches -> try_act) and touch_hints (what the
party mode's pointing hand shows); hit-tests widen by `touch_slop` for small fingers."""

from __future__ import annotations

import pygame

from engine.drawing import render, theme
from engine.drawing.anim import Step
from engine.game.scene import GameScene
from engine.input.pointer import Gesture
from tests.toy_game import PairTaken, Shown, Turn


class ToyScene(GameScene):
    def layout(self) -> None:
        x, y, w, h = self.table
        count = len(self.state.pictures)
        self.card = min(w / (count + 1), h / 3)
        self.rects = [
            pygame.Rect(
                round(x + (i + 0.5) * w / count - self.card / 2),
                round(y + h / 2 - self.card / 2),
                round(self.card * 0.8),
                round(self.card),
            )
            for i in range(count)
        ]
        self.faces_up: set[int] = set()

    def animate(self, seat, action, events) -> None:
        for event in events:
            if isinstance(event, Shown):
                self.timeline.add(
                    Step(0.3, begin=lambda c=event.card: (self.faces_up.add(c), self.play("flip")))
                )
            elif isinstance(event, PairTaken):
                self.timeline.add(Step(0.2, begin=lambda: self.play("success")))
        self.timeline.add(
            Step(0.4, end=lambda: self.faces_up.intersection_update(self.state.shown))
        )

    def draw_board(self, surface, alpha) -> None:
        for card, rect in enumerate(self.rects):
            if self.state.taken[card]:
                continue
            up = card in self.faces_up
            colour = theme.PANEL if up else theme.BUTTON
            pygame.draw.rect(
                surface, colour, rect.move(round(self.shake_dx(card)), 0), border_radius=12
            )
            if up:
                label = render.text(str(self.state.pictures[card]), 40, theme.INK)
                render.blit_center(surface, label, rect.center)

    def panel_key(self, seat):
        return self.state.pairs[seat]

    def touch_hints(self, seat: int) -> list[tuple[float, float]]:
        return [
            rect.center
            for card, rect in enumerate(self.rects)
            if not self.state.taken[card] and card not in self.faces_up
        ]

    def on_gesture(self, gesture: Gesture) -> None:
        if gesture.kind != "tap" or not self.input_open():
            return
        slop = round(self.touch_slop)
        for card, rect in enumerate(self.rects):
            if rect.inflate(2 * slop, 2 * slop).collidepoint(gesture.pos):
                seat = self.state.turn
                if self.is_human(seat):
                    self.try_act(seat, Turn(card), shake_key=card)
                return
