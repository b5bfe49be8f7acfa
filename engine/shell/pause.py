"""The pause overlay: resume, restart, how to play, back to the menu (keeping the game
for later unless people deliberately throw it away).

It faces the side of the table whose pause button opened it. In party mode it and the
keep question are their pictures alone (▶️ 🔄 ❓ 🏠; 👍 🗑️): nothing to read."""

from __future__ import annotations

from engine.drawing import theme
from engine.drawing.seats import Placement
from engine.drawing.widgets import Button
from engine.i18n import tr
from engine.shell.confirm import ConfirmScene, Question
from engine.shell.dialogs import DialogScene, button_column
from engine.shell.howto import HowToScene
from engine.storage.saves import clear_save, compact_save


class PauseScene(DialogScene):
    name = "pause"

    def __init__(self, app, game, angle: int = 0) -> None:
        super().__init__(app)
        self.game = game
        self.angle = angle

    def title(self) -> str:
        return self.game.party.said(tr("pause.title"))

    def resize(self, size: tuple[int, int]) -> None:
        u = self.app.unit
        self.frame = Placement((size[0] / 2, size[1] / 2), self.angle)
        self.card_size = (640 * u, 700 * u)
        say = self.game.party.said  # for children, the pictures alone
        entries = [
            (say(tr("pause.resume")), "▶️", self.resume_game),
            (say(tr("pause.restart")), "🔄", self.restart),
            (say(tr("pause.howto")), "❓", self.howto),
            (say(tr("pause.menu")), "🏠", self.to_menu),
        ]
        self.buttons = button_column(self.frame, entries, -130 * u, 460 * u, 96 * u, u)

    def resume_game(self) -> None:
        self.app.scenes.pop()

    def restart(self) -> None:
        """Starts the game over; a game in progress is given up, so the table asks first
        (in party mode with pictures and a grown-up's hold: engine/shell/confirm.py)."""
        if not self.in_progress():
            self.start_over()
            return
        question = Question("🔄", "confirm.restart_title", "pause.restart", self.start_over)
        kids = self.game.setup.kids
        self.app.scenes.push(ConfirmScene(self.app, question, kids, self.angle))

    def start_over(self) -> None:
        self.app.scenes.pop()  # this card (the question, if asked, is gone already)
        self.game.restart()

    def in_progress(self) -> bool:
        """Moves made that starting over (or leaving) would give up."""
        game = self.game
        return bool(game.record.moves) and not game.state.over

    def howto(self) -> None:
        game = self.game
        title = game.party.title(game.spec)  # party mode: the game's picture
        pages = game.howto_pages()
        draw = game.traits.demo_piece
        self.app.scenes.push(HowToScene(self.app, title, pages, self.angle, draw))

    def to_menu(self) -> None:
        """Back to the menu; a game with moves to lose asks whether to keep it first."""
        game = self.game
        if game.persist and self.in_progress():
            self.app.scenes.replace(KeepScene(self.app, game, self.angle))
        else:
            self.app.scenes.reset(self.app.home())

    def back(self) -> None:
        self.resume_game()


class KeepScene(DialogScene):
    """Asks "Keep this game for later?". Keeping is the big button; throwing the game away takes
    a second tap at least `DELIBERATE` seconds after the first, so one stray tap (a child's
    elbow, a double tap) never loses a game."""

    name = "keep"
    DELIBERATE = 0.6

    def __init__(self, app, game, angle: int = 0) -> None:
        super().__init__(app)
        self.game = game
        self.angle = angle
        self.armed_at: float | None = None

    def title(self) -> str:
        return self.game.party.said(tr("pause.keep_title"))

    def resize(self, size: tuple[int, int]) -> None:
        u = self.app.unit
        self.frame = Placement((size[0] / 2, size[1] / 2), self.angle)
        self.card_size = (700 * u, 620 * u)
        armed = self.armed_at is not None
        say = self.game.party.said  # for children, the pictures alone
        discard = say(tr("pause.discard_again" if armed else "pause.discard"))
        self.buttons = [
            Button(
                say(tr("pause.keep")),
                (0, -20 * u),
                (520 * u, 150 * u),
                self.keep,
                self.frame,
                theme.GOOD,
                "👍",
                text_role="heading",
                unit=u,
            ),
            Button(
                discard,
                (0, 200 * u),
                (440 * u, 76 * u),
                self.discard,
                self.frame,
                theme.BAD if armed else theme.TABLE_RIM,
                "🗑️",
                text_role="small",
                unit=u,
            ),
        ]

    def keep(self) -> None:
        compact_save(self.game.record, self.game.save_extra())
        self.app.scenes.reset(self.app.home())

    def discard(self) -> None:
        if self.armed_at is None:
            self.armed_at = self.app.now
            self.resize(self.app.size)
        elif self.app.now - self.armed_at >= self.DELIBERATE:
            clear_save()
            self.app.scenes.reset(self.app.home())

    def back(self) -> None:
        self.app.scenes.replace(PauseScene(self.app, self.game, self.angle))
