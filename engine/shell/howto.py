"""How to play: a few pages, each a big picture and a sentence or two, turned by a tap.

From the pause card it is a dialog like the others, facing the side that paused. Before
a game's first start here it is the game's teacher (`FirstHowTo`): it opens over the new
game, which waits paused below it, a copy facing each side with people, and one tap on
any copy's big "Skip ▸ Play" button starts play; finishing it or skipping it marks the
game taught in the settings, so the next start goes straight in."""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable

import pygame

from engine.drawing import panels, theme
from engine.drawing.display import CARD, DisplayList, Image
from engine.drawing.seats import PAUSE_SIZE, Placement
from engine.drawing.text import reads, type_size
from engine.drawing.widgets import Button
from engine.game.scene import GameScene
from engine.i18n import tr
from engine.input.pointer import Gesture
from engine.loop.scenes import Scene
from engine.shell.dialogs import dim
from engine.storage.settings import save_settings
from engine.words.howto import HowToPage, PageCopy, demo_box, heading, page_fits, page_image
from engine.words.showing import DrawPiece, paint_demo
from engine.words.side_pages import Share, side_shares


class HowToScene(Scene):
    overlay = True
    name = "howto"

    def __init__(
        self,
        app,
        title: str,
        pages: list[HowToPage],
        angle: int = 0,
        draw: DrawPiece | None = None,
    ) -> None:
        super().__init__(app)
        self.title = title
        self.pages = pages or []
        self.draw = draw  # the game's pieces, for a page's demonstration (party mode)
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
        """The middle button, which closes the pages (for children, a ✅ with no words)."""
        if not reads(self.title):
            return Button("", (0, y), (140 * u, 96 * u), self.back, self.frame, emoji="✅", unit=u)
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
        turn_by(self, self.frame, gesture, lambda: any(b.tap(gesture.pos) for b in self.buttons))

    def idle_allowed(self) -> bool:
        return False

    def next_change(self, now: float) -> float:
        return math.inf  # a page waits for a tap

    def paint(self, frame: DisplayList, alpha: float) -> None:
        dim(frame)
        page = self.pages[self.page] if self.pages else None
        counter = f"{self.page + 1} / {max(1, len(self.pages))}"
        t = type_size("body", self.app.unit)
        footer = 180 * self.app.unit
        image = page_image(self.card_size, self.title, page, counter, t, footer)
        frame.sprite(
            image,
            self.frame.center,
            angle=self.angle,
            kind=CARD,
            still=True,
            text_px=t,
            what="how to play",
        )
        if page is not None and page.demo is not None and not page.text and self.draw:
            high = heading(self.title, t, self.card_size[0]).size[1]
            box = demo_box(self.card_size, high, t, footer)
            paint_demo(frame, page.demo, self.draw, self.frame, box, self.app.now)
        for button in self.buttons:
            button.paint(frame)


class FirstCopy(PageCopy):
    """One side's copy of the first how-to: its own ⬅️ ➡️ and, between them, the big
    button that starts play for everyone ("Skip ▸ Play", on the last page "Play!")."""

    def __init__(
        self,
        share: Share,
        title: str,
        pages: list[HowToPage],
        unit: float,
        text_size: int,
        play: Callable[[], None],
        page: int = 0,
        draw: DrawPiece | None = None,
    ) -> None:
        self.play = play
        self.words = reads(title)  # party mode's title is the game's picture: no words
        frame, size = share
        args = (frame, size, title, pages, unit, text_size, page)
        super().__init__(*args, middle=self._button, draw=draw)

    def _button(self, copy: PageCopy) -> Button:
        side = PAUSE_SIZE * copy.unit
        room = copy.size[0] - 2 * (side + 30 * copy.unit)
        y = copy.size[1] / 2 - side / 2 - 10 * copy.unit
        size = (min(420 * copy.unit, room), side)
        return Button(
            self._label(), (0, y), size, self.play, copy.frame, theme.GOOD, "▶️", unit=copy.unit
        )

    def _label(self) -> str:
        """The big button's words: "Skip ▸ Play", on the last page "Play!"; for children
        none (its ▶️ says it)."""
        if not self.words:
            return ""
        return tr("setup.start") if self.last else tr("howto.skip")

    def _turn(self, page_number: int) -> Image:
        image = super()._turn(page_number)
        if self.middle is not None:
            self.middle.label = self._label()
        return image


class FirstHowTo(Scene):
    """The how-to over a game started here for the first time: a copy facing each side
    with people, in that side's share of the middle (`engine.words.side_pages`), turned
    by its own taps and flicks; any copy's big button starts play. Closing it any way
    marks the game taught. The game waits below, dimmed, its panels seen."""

    overlay = True
    name = "howto"

    def __init__(self, app, game: GameScene) -> None:
        super().__init__(app)
        self.game = game
        self.title = game.party.title(game.spec)  # party mode: the game's picture
        self.pages = game.howto_pages()
        self.copies: list[FirstCopy] = []

    def enter(self) -> None:
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        """A copy per side with people, each keeping its page (the game below has laid its
        seats out at this size by now)."""
        u, game = self.app.unit, self.game
        turned = {copy.frame.angle: copy.page for copy in self.copies}
        middle = pygame.Rect(*(round(v) for v in game.table))
        footer = (PAUSE_SIZE + 20) * u
        floor = panels.panel_type(u).label  # the readable floor: never smaller
        sizes = sorted({max(floor, type_size(r, u)) for r in ("body", "small")}, reverse=True)
        largest = (round(min(size[0] * 0.9, 1100 * u)), round(820 * u))

        def fits(extent: tuple[int, int]) -> bool:
            return page_fits(extent, self.title, self.pages, sizes[-1], footer)

        people = game.setup.human_seats
        shares = side_shares(game.seats, people, middle, 8 * u, fits, largest)
        self.copies = []
        for share in shares:
            fitting = (t for t in sizes if page_fits(share[1], self.title, self.pages, t, footer))
            t = next(fitting, sizes[-1])  # too long even for one copy: the floor's size
            page = turned.get(share[0].angle, 0)
            draw = game.traits.demo_piece
            self.copies.append(
                FirstCopy(share, self.title, self.pages, u, t, self.back, page, draw)
            )

    def gesture(self, gesture: Gesture) -> None:
        """A copy's buttons take a tap on them; another tap on it turns it on, a flick
        turns it either way."""
        copy = next((c for c in self.copies if c.contains(gesture.start)), None)
        if copy is not None:
            turn_by(copy, copy.frame, gesture, lambda: copy.tap(gesture.pos))

    def idle_allowed(self) -> bool:
        return False

    def paint(self, frame: DisplayList, alpha: float) -> None:
        dim(frame)
        for copy in self.copies:
            copy.paint(frame, "how to play", self.app.now)

    def back(self) -> None:
        self.app.settings.mark_taught(self.game.spec.id)
        with contextlib.suppress(OSError):  # a read-only disk: taught again next time
            save_settings(self.app.settings)
        self.app.scenes.pop(fade=True)

    def update(self, dt: float) -> None:
        """In a kiosk, pages a visitor walked away from are not left up for good: after
        the idle time the menu comes back (and attract mode after it); the game, which
        has no move to keep, stays untaught."""
        if self.app.now >= self.next_change(self.app.now):
            self.app.scenes.reset(self.app.home(), fade=True)

    def next_change(self, now: float) -> float:
        """The pages wait for a tap; in a kiosk, until the idle time is up."""
        if not self.app.kiosk:
            return math.inf
        return self.app.last_input + self.app.settings.idle_seconds * self.game.party.patience


def teach_first(app, game: GameScene) -> None:
    """Open the game's how-to over it before play if people start it here for the first
    time (computer-only games, attract demos and the tools' games never get one)."""
    if game.setup.human_seats and app.settings.first_start(game.spec.id):
        app.scenes.push(FirstHowTo(app, game))


def turn_by(pages, frame, gesture: Gesture, buttons_take: Callable[[], bool]) -> None:
    """A how-to's pages under a finger: a tap its buttons do not take turns to the next page,
    a flick turns either way (towards the page the finger pulls in)."""
    if gesture.kind == "tap" and not buttons_take():
        pages.next()
    elif gesture.kind == "flick":
        dx = frame.to_local(gesture.pos)[0] - frame.to_local(gesture.start)[0]
        pages.previous() if dx > 0 else pages.next()
