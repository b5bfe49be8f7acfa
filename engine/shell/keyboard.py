"""Typing on a touch table: a keyboard on a card, for the few words an operator enters
(the event hub's address, its key, the table's name). Letters in both cases (⇧ switches),
digits, what addresses are made of (`: / . -`) and the few more each use asks for (`_ @`,
or a space); a plugged-in keyboard types too.
OK hands the text to whoever asked (`done`), which may refuse it with a reason shown in
its place; Cancel leaves everything as it was.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from engine.drawing import theme
from engine.drawing.display import WORDS, DisplayList
from engine.drawing.images import text as words
from engine.drawing.seats import Placement
from engine.drawing.text import fit_size, type_size
from engine.drawing.widgets import Button
from engine.i18n import tr
from engine.shell.dialogs import DialogScene

ROWS = ("1234567890", "qwertyuiop", "asdfghjkl:", "zxcvbnm./-")
SHIFT, BACKSPACE, ENTER = "⇧", "⌫", "OK"  # the keys' names (each shows a picture or a word)
WIDE = {SHIFT: 2, BACKSPACE: 2, " ": 4}  # keys wider than one
LONGEST = 200


class KeyboardScene(DialogScene):
    name = "keyboard"

    def __init__(
        self,
        app,
        title: str,
        text: str,
        done: Callable[[str], str | None],
        extra: str = "_@",
    ) -> None:
        super().__init__(app)
        self.heading = title
        self.text = text
        self.done = done  # the text on OK; returns why it is refused, or None (taken)
        self.extra = extra
        self.upper = False
        self.message = ""  # why OK was refused, shown until the next key

    def title(self) -> str:
        return self.heading

    def resize(self, size: tuple[int, int]) -> None:
        u = self.app.unit
        self.frame = Placement((size[0] / 2, size[1] / 2), 0)
        self.card_size = (min(size[0] * 0.98, 1240 * u), min(size[1] * 0.98, 1000 * u))
        key, step = 100 * u, 112 * u
        self.buttons = []
        rows = [list(row) for row in ROWS] + [[SHIFT, *self.extra, BACKSPACE]]
        for r, row in enumerate(rows):
            wide = [WIDE.get(char, 1) for char in row]
            x = -(sum(wide) * step - (step - key)) / 2  # the row's left edge, centred
            for char, keys in zip(row, wide, strict=True):
                width = keys * step - (step - key)
                self.buttons.append(
                    self._key(char, (x + width / 2, -150 * u + r * step), (width, key))
                )
                x += keys * step
        bottom = -150 * u + len(rows) * step + 20 * u
        self.buttons += [
            Button(
                tr("kiosk.cancel"),
                (-170 * u, bottom),
                (300 * u, 90 * u),
                self.back,
                self.frame,
                theme.TABLE_RIM,
                unit=u,
            ),
            Button(
                tr("kiosk.ok"),
                (170 * u, bottom),
                (300 * u, 90 * u),
                lambda: self.press(ENTER),
                self.frame,
                theme.GOOD,
                "✅",
                unit=u,
            ),
        ]

    def _key(self, char: str, at: tuple[float, float], size: tuple[float, float]) -> Button:
        label, emoji = char, ""
        if char == " ":
            label = tr("event.space")
        elif char == SHIFT:
            label, emoji = "", "⬆️"
        elif char == BACKSPACE:
            label, emoji = "", "⬅️"
        elif self.upper:
            label = char.upper()
        colour = theme.darken(theme.BUTTON, 0.3) if char == SHIFT and self.upper else theme.BUTTON
        return Button(
            label,
            at,
            size,
            lambda: self.press(char),
            self.frame,
            colour,
            emoji,
            text_role="body" if char == " " else "heading",
            unit=self.app.unit,
        )

    def press(self, char: str) -> None:
        self.message = ""
        if char == SHIFT:
            self.upper = not self.upper
            self.resize(self.app.size)
        elif char == BACKSPACE:
            self.text = self.text[:-1]
        elif char == ENTER:
            refused = self.done(self.text)
            if refused:
                self.message = refused
                self.app.sounds.play("shake")
            else:
                self.back()
        elif len(self.text) < LONGEST:
            self.text += char.upper() if self.upper else char

    def key(self, event: pygame.event.Event) -> None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.press(ENTER)
        elif event.key == pygame.K_BACKSPACE:
            self.press(BACKSPACE)
        elif event.key == pygame.K_ESCAPE:
            self.back()
        else:
            typed = getattr(event, "unicode", "")
            if len(typed) == 1 and typed.isprintable() and len(self.text) < LONGEST:
                self.message = ""
                self.text += typed

    def back(self) -> None:
        self.app.scenes.pop()

    def paint_extra(self, frame: DisplayList) -> None:
        """The text so far (its end, where it is longer than the card), or the refusal."""
        u = self.app.unit
        shown, colour = (self.message, theme.BAD) if self.message else (self.text + "|", theme.INK)
        size = type_size("heading", u)
        width = self.card_size[0] * 0.9
        if not self.message:
            while len(shown) > 1 and fit_size(shown, size, width) < size:
                shown = shown[1:]
        size = fit_size(shown, size, width)
        frame.sprite(
            words(shown, size, colour),
            self.frame.to_screen((0, -270 * u)),
            kind=WORDS,
            text_px=size,
            what="typed",
        )
