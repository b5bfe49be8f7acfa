"""How to play: a few pages, each a big picture and a sentence or two, turned by a tap.

From the pause card it is a dialog like the others. Before a game's first start here it
is the game's teacher (`FirstHowTo`): it opens over the new game, which waits paused
below it, and one tap on its big "Skip ▸ Play" button starts play; finishing it or
skipping it marks the game taught in the settings, so the next start goes straight in."""

from __future__ import annotations

import contextlib

from engine.drawing import theme
from engine.drawing.display import WORDS, DisplayList
from engine.drawing.seats import Placement
from engine.drawing.text import type_size
from engine.drawing.widgets import Button
from engine.game.scene import GameScene
from engine.i18n import tr
from engine.input.pointer import Gesture
from engine.loop.scenes import Scene
from engine.shell.dialogs import dim
from engine.storage.settings import save_settings
from engine.words.howto import HowToPage, page_image


class HowToScene(Scene):
    overlay = True
    name = "howto"

    def __init__(self, app, title: str, pages: list[HowToPage], angle: int = 0) -> None:
        super().__init__(app)
        self.title = title
        self.pages = pages or []
        self.page = 0
        self.angle = angle

    def enter(self) -> None:
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        u = self.app.unit
        self.frame = Placement((size[0] / 2, size[1] / 2), self.angle)
        self.card_size = (round(min(size[0] * 0.9, 1100 * u)), round(820 * u))
        y = self.card_size[1] / 2 - 90 * u
        self.buttons = [
            Button(
                "", (-300 * u, y), (140 * u, 96 * u), self.previous, self.frame, emoji="⬅️", unit=u
            ),
            self.done_button(y, u),
            Button("", (300 * u, y), (140 * u, 96 * u), self.next, self.frame, emoji="➡️", unit=u),
        ]
        self.turned()

    def done_button(self, y: float, u: float) -> Button:
        """The middle button, which closes the pages."""
        return Button(tr("howto.close"), (0, y), (300 * u, 96 * u), self.back, self.frame, unit=u)

    def previous(self) -> None:
        self.page = max(0, self.page - 1)
        self.turned()

    def next(self) -> None:
        self.page = min(len(self.pages) - 1, self.page + 1)
        self.turned()

    def turned(self) -> None:
        """A page turned (or laid out): an arrow that cannot turn looks off."""
        self.buttons[0].enabled = self.page > 0
        self.buttons[2].enabled = self.page < len(self.pages) - 1

    def gesture(self, gesture: Gesture) -> None:
        if gesture.kind == "tap" and not any(b.tap(gesture.pos) for b in self.buttons):
            self.next()
        elif gesture.kind == "flick":
            dx = self.frame.to_local(gesture.pos)[0] - self.frame.to_local(gesture.start)[0]
            self.previous() if dx > 0 else self.next()

    def idle_allowed(self) -> bool:
        return False

    def paint(self, frame: DisplayList, alpha: float) -> None:
        dim(frame)
        page = self.pages[self.page] if self.pages else None
        counter = f"{self.page + 1} / {max(1, len(self.pages))}"
        t = type_size("body", self.app.unit)
        image = page_image(self.card_size, self.title, page, counter, t, 180 * self.app.unit)
        frame.sprite(
            image,
            self.frame.center,
            angle=self.angle,
            kind=WORDS,
            still=True,
            text_px=t,
            what="how to play",
        )
        for button in self.buttons:
            button.paint(frame)


class FirstHowTo(HowToScene):
    """The how-to over a game started here for the first time, facing its first person.
    Its big button skips to play (on the last page it says "Play!"); closing it any way
    marks the game taught."""

    def __init__(self, app, game: GameScene) -> None:
        super().__init__(app, game.spec.title, game.howto_pages())
        self.game = game

    def enter(self) -> None:
        """Face the first person's seat (the game below has laid its seats out by now)."""
        people = self.game.setup.human_seats
        if people and self.game.seats:
            self.angle = self.game.seats[people[0]].angle
        super().enter()

    def done_button(self, y: float, u: float) -> Button:
        return Button(
            tr("howto.skip"),
            (0, y),
            (420 * u, 120 * u),
            self.back,
            self.frame,
            theme.GOOD,
            "▶️",
            text_role="heading",
            unit=u,
        )

    def back(self) -> None:
        self.app.settings.mark_taught(self.game.spec.id)
        with contextlib.suppress(OSError):  # a read-only disk: taught again next time
            save_settings(self.app.settings)
        self.app.scenes.pop(fade=True)

    def update(self, dt: float) -> None:
        """In a kiosk, pages a visitor walked away from are not left up for good: after
        the idle time the menu comes back (and attract mode after it); the game, which
        has no move to keep, stays untaught."""
        idle = self.app.now - self.app.last_input
        if self.app.kiosk and idle >= self.app.settings.idle_seconds * self.game.party.patience:
            self.app.scenes.reset(self.app.home(), fade=True)

    def turned(self) -> None:
        """On the last page the big button says "Play!"."""
        super().turned()
        last = self.page >= len(self.pages) - 1
        self.buttons[1].label = tr("setup.start") if last else tr("howto.skip")


def teach_first(app, game: GameScene) -> None:
    """Open the game's how-to over it before play if people start it here for the first
    time (computer-only games, attract demos and the tools' games never get one)."""
    if game.setup.human_seats and app.settings.first_start(game.spec.id):
        app.scenes.push(FirstHowTo(app, game))
