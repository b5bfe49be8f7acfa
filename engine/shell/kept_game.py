"""Starting a new game while another is kept: the table asks before replacing it.

The table keeps one game in progress (engine/storage/saves.py), and a new game's first move writes
over it; without a word, someone's unfinished game would be gone. So when a game is kept,
the setup's Play asks first, on a card facing the side that tapped: the kept game as the
menu's Resume card shows it (picture, title, seats, how long ago; the very game the menu
loaded for that card, so the tap replays nothing) and three answers. "Resume it" opens the
kept game exactly as that card does; "Start the new game" puts the kept game aside (renamed
as a damaged save is, so an operator can still bring it back) and starts the new one;
"Back" returns to the setup with nothing changed. Party mode asks the same with nothing to
read: the kept game's card shows its picture and seats, the answers are ⏯️, the new game's
picture and ⬅️; a kiosk asks visitors too (no PIN: it is their
game). Pause → Restart and the results' Play again never ask this: the first replaces the
game on purpose (its own question, engine/shell/confirm.py, asked that already), and a
finished game is no longer kept (engine/game/scene.py clears its save)."""

from __future__ import annotations

from collections.abc import Callable

from engine.drawing import theme
from engine.drawing.seats import Placement
from engine.drawing.widgets import Button
from engine.i18n import tr
from engine.shell.dialogs import DialogScene
from engine.shell.resume import resume_saved_game
from engine.shell.resume_tile import resume_card
from engine.storage.saves import SavedGame, put_aside_kept
from games.core.registry import GameSpec

KIDS_SCALE = 1.15  # party mode's bigger targets, as its setup has them


class ReplaceKeptScene(DialogScene):
    """ "A game is still going": resume it, start the new game (the kept one put aside), or
    go back. `start_new` starts the new game; this card is gone from the stack before it.
    The card faces the bottom edge (`DialogScene.angle`), as the setup whose Play asked it."""

    name = "replace-kept"

    def __init__(
        self,
        app,
        kept: SavedGame,
        new: GameSpec,
        start_new: Callable[[], None],
        kids: bool = False,
    ) -> None:
        super().__init__(app)
        self.kept = kept
        self.new = new
        self.start_new = start_new
        self.kids = kids

    def title(self) -> str:
        return "" if self.kids else tr("kept.title")

    def lines(self) -> tuple[str, ...]:
        return () if self.kids else (tr("kept.aside"),)

    def resize(self, size: tuple[int, int]) -> None:
        u = self.app.unit * (KIDS_SCALE if self.kids else 1.0)
        self.frame = Placement((size[0] / 2, size[1] / 2), self.angle)
        height = min(size[1] * 0.96, (710 if self.kids else 760) * u)
        self.card_size = (min(size[0] * 0.96, 820 * u), height)
        card_y = -height / 2 + (200 if self.kids else 250) * u  # below the title (and line)
        self.buttons = [
            resume_card(
                self.kept,
                center=(0, card_y),
                size=(620 * u, 140 * u),
                on_tap=self.resume,
                frame=self.frame,
                unit=u,
                words=not self.kids,  # party mode: its picture and seats
            ),
            *self._answers(card_y + 100 * u, u),
        ]

    def _answers(self, top: float, u: float) -> list[Button]:
        """Resume (the big green one), the new game (with its picture) and Back."""
        answers = (
            (tr("kept.resume"), "⏯️", self.resume, theme.GOOD, 120),
            (tr("kept.new"), self.new.icon or "🎲", self.replace, theme.BUTTON, 110),
            (tr("setup.back"), "⬅️", self.back, theme.TABLE_RIM, 96),
        )
        buttons, y = [], top
        for label, emoji, action, colour, height in answers:
            label = "" if self.kids else label  # party mode: the pictures say it
            size = (560 * u, height * u)
            center = (0, y + size[1] / 2)
            buttons.append(Button(label, center, size, action, self.frame, colour, emoji, unit=u))
            y += size[1] + 24 * u
        return buttons

    def resume(self) -> None:
        """The kept game, over the menu, as its Resume card opens it."""
        scenes = self.app.scenes
        scenes.pop()  # this card
        scenes.pop()  # the setup
        if resume_saved_game(self.app):  # it could not be resumed after all: it was set aside
            self.app.settings.notices.append("saves.damaged")
            scenes.reset(self.app.home())  # a fresh menu says so and offers no card for it

    def replace(self) -> None:
        put_aside_kept()
        self.app.scenes.pop()
        self.start_new()

    def back(self) -> None:
        self.app.scenes.pop()
