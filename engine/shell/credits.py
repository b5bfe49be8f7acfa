"""Credits: the games' designers and publishers, and where the art, sound and type come from."""

from __future__ import annotations

from engine.drawing.seats import Placement
from engine.i18n import game_title, tr
from engine.input.pointer import Gesture
from engine.shell.dialogs import DialogScene
from games.catalog import PLANNED

MAKERS = ("art", "font", "sounds", "physics")


def credit_lines() -> tuple[str, ...]:
    """The credits in the current language, each game under its local title."""
    games = (
        tr(f"credits.{game.replace('-', '_')}", title=game_title(game, english))
        for game, english, _ in PLANNED
    )
    return (*games, *(tr(f"credits.{what}") for what in MAKERS))


class CreditsScene(DialogScene):
    name = "credits"

    def title(self) -> str:
        return tr("menu.credits")

    def lines(self) -> tuple[str, ...]:
        return (*credit_lines(), "", tr("credits.close"))

    def resize(self, size: tuple[int, int]) -> None:
        self.frame = Placement((size[0] / 2, size[1] / 2), 0)
        self.card_size = (
            min(size[0] * 0.9, 1300 * self.app.unit),
            min(size[1] * 0.9, 640 * self.app.unit),
        )

    def gesture(self, gesture: Gesture) -> None:
        if gesture.kind == "tap":
            self.back()
