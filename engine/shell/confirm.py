"""Asking first: a card between a tap and what cannot be taken back (leaving the app,
starting a game in progress over).

One stray tap must never end a party: the menu's Quit and the pause's Restart open this
card instead of acting. Grown-ups read the question and tap the answer. In party mode
nothing needs reading: the card shows the question as a picture (🚪 ❓), the answers are
two large pictures, ❌ goes back on a tap and ✅ acts only on a hold of `HOLD_SECONDS` (a
ring fills round it): a grown-up's gesture, which a child's quick tap or an elbow does
not make. The card faces the side whose button asked.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from itertools import pairwise

from engine.drawing import theme
from engine.drawing.display import DisplayList
from engine.drawing.icons import picture
from engine.drawing.seats import Placement
from engine.drawing.widgets import Button
from engine.i18n import tr
from engine.input.pointer import Gesture
from engine.shell.dialogs import DialogScene, card, dim

HOLD_SECONDS = 1.5  # party mode: how long ✅ must be held


@dataclass(frozen=True)
class Question:
    """What is asked: its picture (the party card's question), its words for grown-ups
    (translation keys) and what a yes does."""

    emoji: str
    title: str  # translation key
    answer: str  # translation key of the yes button
    yes: Callable[[], None]


@dataclass
class Hold:
    """The finger holding ✅ and since when."""

    pointer: Hashable
    since: float


class ConfirmScene(DialogScene):
    """The question over the scene that asked it; a yes runs `question.yes` (the card is
    gone from the stack first), a no (❌, Back, Esc) only closes the card."""

    name = "confirm"

    def __init__(self, app, question: Question, kids: bool = False, angle: int = 0) -> None:
        super().__init__(app)
        self.question = question
        self.kids = kids
        self.angle = angle
        self.held: Hold | None = None

    def title(self) -> str:
        return "" if self.kids else tr(self.question.title)

    def resize(self, size: tuple[int, int]) -> None:
        u = self.app.unit
        self.frame = Placement((size[0] / 2, size[1] / 2), self.angle)
        if self.kids:
            self.card_size = (min(size[0] * 0.9, 760 * u), min(size[1] * 0.9, 640 * u))
            side = (220 * u, 220 * u)
            answers = ((-170, None, theme.GOOD, "✅"), (170, self.no, theme.BAD, "❌"))
            self.buttons = [
                Button("", (x * u, 120 * u), side, act, self.frame, colour, emoji, unit=u)
                for x, act, colour, emoji in answers
            ]
            return
        self.card_size = (640 * u, 400 * u)
        answers = (
            (tr(self.question.answer), "✅", self.yes, theme.BAD, 0),
            (tr("setup.back"), "↩️", self.no, theme.GOOD, 110),
        )
        self.buttons = [
            Button(label, (0, y * u), (460 * u, 96 * u), act, self.frame, colour, emoji, unit=u)
            for label, emoji, act, colour, y in answers
        ]

    @property
    def sure(self) -> Button:
        return self.buttons[0]

    def yes(self) -> None:
        self.held = None
        self.app.scenes.pop()
        self.question.yes()

    def no(self) -> None:
        self.app.scenes.pop()

    def back(self) -> None:
        self.no()

    def gesture(self, gesture: Gesture) -> None:
        if not self.kids:
            super().gesture(gesture)
            return
        held = self.held
        if gesture.kind == "down" and self.sure.contains(gesture.pos):
            self.held = Hold(gesture.pointer, self.app.now)
        elif (
            held is not None
            and gesture.pointer == held.pointer
            and (gesture.kind in ("up", "cancel") or not self.sure.contains(gesture.pos))
        ):
            self.held = None  # let go, or slid off: a hold starts again from nothing
        if gesture.kind == "tap":
            super().gesture(gesture)  # ❌ goes back; a tap on ✅ only shakes it

    def keeps_pointer(self, pointer: Hashable) -> bool:
        return self.held is not None and self.held.pointer == pointer

    def held_share(self) -> float:
        """How far the hold on ✅ has come, 0 to 1."""
        if self.held is None:
            return 0.0
        return min(1.0, (self.app.now - self.held.since) / HOLD_SECONDS)

    def update(self, dt: float) -> None:
        if self.held_share() >= 1.0:
            self.yes()

    def paint(self, frame: DisplayList, alpha: float) -> None:
        if not self.kids:
            super().paint(frame, alpha)
            return
        u = self.app.unit
        dim(frame)
        w, h = self.card_size
        plate = card((round(w), round(h)), u)
        frame.sprite(plate, self.frame.center, angle=self.angle, still=True, what="confirm")
        art = round(170 * u)
        for emoji, x in ((self.question.emoji, -70), ("❓", 90)):
            at = self.frame.to_screen((x * u, -150 * u))
            frame.sprite(picture(emoji, art), at, angle=self.angle, still=True)
        for button in self.buttons:
            button.paint(frame)
        self._paint_ring(frame, u)

    def _paint_ring(self, frame: DisplayList, u: float) -> None:
        """The ring round ✅ that fills while it is held."""
        share = self.held_share()
        if share <= 0:
            return
        cx, cy = self.frame.to_screen(self.sure.center)
        radius = self.sure.size[0] * 0.62
        steps = max(1, round(48 * share))
        points = [
            (
                cx + radius * math.sin(2 * math.pi * share * i / steps),
                cy - radius * math.cos(2 * math.pi * share * i / steps),
            )
            for i in range(steps + 1)
        ]
        for start, end in pairwise(points):
            frame.shape("line", theme.GOLD, start, end, max(3, round(12 * u)))
