"""Credits: the games' designers and publishers, and where the art, sound and type come from."""

from __future__ import annotations

from engine.drawing.seats import Placement
from engine.i18n import game_title, has, tr
from engine.input.pointer import Gesture
from engine.shell.dialogs import DialogScene
from games.core.registry import GameSpec, all_games

MAKERS = ("art", "font", "sounds", "physics")


def credit_lines() -> tuple[str, ...]:
    """The credits in the current language: every registered game in the menu's order,
    under its local title, then where the art, type, sounds and physics come from."""
    games = (game_credit(spec) for spec in all_games())
    return (*games, *(tr(f"credits.{what}") for what in MAKERS))


def game_credit(spec: GameSpec) -> str:
    """A game's line (`credits.<game>`: its designers and publisher); a game with no such
    line yet, such as one just made from the template, is credited by its title."""
    title = game_title(spec.id, spec.title)
    key = f"credits.{spec.id.replace('-', '_')}"
    return tr(key, title=title) if has(key) else title


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
