"""The pause overlay: resume, restart, how to play, back to the menu.

It faces the side of the table whose pause button opened it."""

from __future__ import annotations

import pygame

from engine.dialogs import button_column, dim, draw_card
from engine.i18n import tr
from engine.input import Gesture
from engine.scenes import Scene
from engine.seats import Placement


class PauseScene(Scene):
    overlay = True
    name = "pause"

    def __init__(self, app, game, angle: int = 0) -> None:
        super().__init__(app)
        self.game = game
        self.angle = angle
        self.buttons = []

    def enter(self) -> None:
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        u = self.app.unit
        self.frame = Placement((size[0] / 2, size[1] / 2), self.angle)
        self.card_size = (640 * u, 700 * u)
        entries = [
            (tr("pause.resume"), "▶️", self.resume_game),
            (tr("pause.restart"), "🔄", self.restart),
            (tr("pause.howto"), "❓", self.howto),
            (tr("pause.menu"), "🏠", self.to_menu),
        ]
        self.buttons = button_column(self.frame, entries, -130 * u, 460 * u, 96 * u, u)

    def resume_game(self) -> None:
        self.app.scenes.pop()

    def restart(self) -> None:
        self.app.scenes.pop()
        self.game.restart()

    def howto(self) -> None:
        from engine.howto import HowToScene

        self.app.scenes.push(
            HowToScene(self.app, self.game.spec.title, self.game.howto_pages(), self.angle)
        )

    def to_menu(self) -> None:
        from engine.saves import clear_save

        clear_save()
        self.app.scenes.reset(self.app.home())

    def back(self) -> None:
        self.resume_game()

    def gesture(self, gesture: Gesture) -> None:
        if gesture.kind == "tap":
            any(b.tap(gesture.pos) for b in self.buttons)

    def idle_allowed(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        dim(surface)
        draw_card(surface, self.frame, self.card_size, tr("pause.title"), self.app.unit)
        for button in self.buttons:
            button.draw(surface)
