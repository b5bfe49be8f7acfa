"""The pause overlay: resume, restart, how to play, back to the menu.

It faces the side of the table whose pause button opened it."""

from __future__ import annotations

from engine.dialogs import DialogScene, button_column
from engine.i18n import tr
from engine.saves import clear_save
from engine.seats import Placement
from engine.shell.howto import HowToScene


class PauseScene(DialogScene):
    name = "pause"

    def __init__(self, app, game, angle: int = 0) -> None:
        super().__init__(app)
        self.game = game
        self.angle = angle

    def title(self) -> str:
        return tr("pause.title")

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
        self.app.scenes.push(
            HowToScene(self.app, self.game.spec.title, self.game.howto_pages(), self.angle)
        )

    def to_menu(self) -> None:
        clear_save()
        self.app.scenes.reset(self.app.home())

    def back(self) -> None:
        self.resume_game()
