"""The operator's PIN pad: checking the PIN, with a growing wait after wrong tries, and
choosing a new one.

Five wrong tries are free (a slip of the finger), and each further wrong try waits
`FIRST_WAIT` seconds, doubling up to `LONGEST_WAIT` (engine/storage/pin_tries.py); the pad
shows the wait and takes no PIN until it is over. The tries are the supervisor's, so
closing and opening the pad does not reset them, and they are kept in the data folder, so
neither does a restart. The PIN is checked and hashed (scrypt, tens of milliseconds) on a
thread of its own, with the try counted as wrong and kept before its answer, so no frame
waits for it or for the disk (engine/storage/pin.py).

A kiosk never runs with a guessable PIN: without a valid one (a first start, or an invalid
one in the settings, which the pad says) it opens `PinSetScene` over the menu, and nobody
plays until the operator has chosen one. The operator changes it in Settings, which a kiosk
opens only past the PIN.
"""

from __future__ import annotations

import contextlib
import math
import threading
from collections.abc import Callable
from typing import Any

import pygame

from engine.drawing import theme
from engine.drawing.display import WORDS, DisplayList
from engine.drawing.images import text as words
from engine.drawing.seats import Placement
from engine.drawing.text import fit_size, type_size
from engine.drawing.widgets import Button
from engine.i18n import tr
from engine.loop.scenes import Scene
from engine.shell.dialogs import DialogScene
from engine.storage.pin import check_pin, hash_pin, valid_pin
from engine.storage.pin_tries import Backoff
from engine.storage.settings import save_settings

BACKSPACE = "⌫"  # the key's name; the font has no glyph for it, so it shows an icon
ENTER = "OK"  # the key's name; it shows the language's word (`kiosk.ok`)


class Worker:
    """One slow computation on a daemon thread; `done` once `result` is there."""

    def __init__(self, work: Callable[[], Any]) -> None:
        self.result: Any = None
        self.done = False
        threading.Thread(target=self._run, args=(work,), name="pin", daemon=True).start()

    def _run(self, work: Callable[[], Any]) -> None:
        self.result = work()
        self.done = True


class PinPad(DialogScene):
    """Digits by touch or keyboard, a line that shows them as dots (or what went wrong),
    and OK; subclasses say what OK does (`submit`) and what a finished check means."""

    cancellable = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.entered = ""
        self.message = ""  # shown instead of the dots until the next key
        self.worker: Worker | None = None

    def resize(self, size: tuple[int, int]) -> None:
        u = self.app.unit
        self.frame = Placement((size[0] / 2, size[1] / 2), 0)
        self.card_size = (620 * u, 900 * u)
        keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", BACKSPACE, "0", ENTER]
        self.buttons = []
        for i, key in enumerate(keys):
            x = (i % 3 - 1) * 170 * u
            y = -120 * u + (i // 3) * 130 * u
            colour = theme.GOOD if key == ENTER else theme.BUTTON
            label, emoji = {BACKSPACE: ("", "⬅️"), ENTER: (tr("kiosk.ok"), "")}.get(key, (key, ""))
            self.buttons.append(
                Button(
                    label,
                    (x, y),
                    (150 * u, 110 * u),
                    lambda k=key: self.press(k),
                    self.frame,
                    colour,
                    emoji,
                    unit=u,
                )
            )
        if self.cancellable:
            self.buttons.append(
                Button(
                    tr("kiosk.cancel"),
                    (0, 410 * u),
                    (300 * u, 80 * u),
                    self.back,
                    self.frame,
                    theme.TABLE_RIM,
                    unit=u,
                )
            )

    def busy(self) -> bool:
        """Keys are not taken (a check under way, a wait after wrong tries)."""
        return self.worker is not None

    def press(self, key: str) -> None:
        if self.busy():
            self.app.sounds.play("shake")
            return
        self.message = ""
        if key == BACKSPACE:
            self.entered = self.entered[:-1]
        elif key == ENTER:
            self.submit()
        elif len(self.entered) < 8:
            self.entered += key

    def submit(self) -> None:
        """OK was pressed with `entered`."""

    def finished(self, result: Any) -> None:
        """The worker's result."""

    def work(self, job: Callable[[], Any]) -> None:
        self.worker = Worker(job)

    def next_change(self, now: float) -> float:
        """A check under way (on its thread) is looked for at every frame."""
        return now if self.worker is not None else math.inf

    def update(self, dt: float) -> None:
        if self.worker is not None and self.worker.done:
            result, self.worker = self.worker.result, None
            self.finished(result)

    def refuse(self, message: str) -> None:
        self.entered, self.message = "", message
        self.app.sounds.play("shake")

    def key(self, event: pygame.event.Event) -> None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.press(ENTER)
        elif event.key == pygame.K_BACKSPACE:
            self.press(BACKSPACE)
        elif getattr(event, "unicode", "").isdigit():
            self.press(event.unicode)

    def shown(self) -> tuple[str, theme.Colour]:
        """The line above the keys: the dots, or what went wrong."""
        if self.worker is not None:
            return "…", theme.INK_SOFT
        if self.message:
            return self.message, theme.BAD
        return "•" * len(self.entered), theme.INK

    def paint_extra(self, frame: DisplayList) -> None:
        u = self.app.unit
        shown, colour = self.shown()
        size = fit_size(shown or " ", type_size("heading", u), 560 * u)
        below_lines = 30 * u if self.lines() else 0.0  # room for the card's sentence
        frame.sprite(
            words(shown or " ", size, colour),
            self.frame.to_screen((0, -250 * u + below_lines)),
            kind=WORDS,
            text_px=size,
            what="PIN",
        )


class PinScene(PinPad):
    """Checking the operator's PIN; the right one opens `unlocks()` (the operator's choices,
    or the one thing the operator asked for)."""

    name = "pin"

    def __init__(self, app, unlocks: Callable[[], Scene]) -> None:
        super().__init__(app)
        self.unlocks = unlocks
        self.tries: Backoff = app.supervisor.pin_tries

    def title(self) -> str:
        return tr("kiosk.pin")

    def busy(self) -> bool:
        return super().busy() or self.tries.wait(self.app.now) > 0

    def submit(self) -> None:
        pin, stored = self.entered, self.app.settings.kiosk_pin_hash
        tries, ahead = self.tries, self.tries.ahead()
        self.entered = ""
        self.work(lambda: tries.keep(ahead) or check_pin(pin, stored))  # kept, then checked

    def finished(self, right: bool) -> None:
        if right:
            cleared = self.tries.reset()
            Worker(lambda: self.tries.keep(cleared))
            self.app.scenes.replace(self.unlocks())
        else:
            self.tries.missed(self.app.now)
            self.refuse(tr("kiosk.wrong"))

    def next_change(self, now: float) -> float:
        """While the pad waits after wrong tries, its countdown's next second."""
        wait = self.tries.wait(now)
        if wait <= 0:
            return super().next_change(now)
        return min(super().next_change(now), self.tries.until - (math.ceil(wait) - 1))

    def shown(self) -> tuple[str, theme.Colour]:
        wait = self.tries.wait(self.app.now)
        if wait > 0 and self.worker is None:
            minutes, seconds = divmod(int(wait + 0.999), 60)
            return tr("kiosk.wait", time=f"{minutes}:{seconds:02d}"), theme.BAD
        return super().shown()


class PinSetScene(PinPad):
    """Choosing a new operator PIN: typed twice, then hashed and saved. `required` (a
    kiosk without a valid PIN) has no Cancel: the kiosk is not used until there is one."""

    name = "pin-set"

    def __init__(self, app, reason: str = "", required: bool = False) -> None:
        super().__init__(app)
        self.reason = reason  # an i18n key: why a PIN is asked for now
        self.cancellable = not required
        self.first = ""  # the PIN typed once, waiting to be typed again

    def title(self) -> str:
        return tr("kiosk.pin_again") if self.first else tr("kiosk.pin_choose")

    def lines(self) -> tuple[str, ...]:
        return (tr(self.reason),) if self.reason and not self.first else ()

    def submit(self) -> None:
        if not self.first:
            if valid_pin(self.entered):
                self.first, self.entered = self.entered, ""
            else:
                self.refuse(tr("kiosk.pin_digits"))
        elif self.entered != self.first:
            self.first = ""
            self.refuse(tr("kiosk.pin_mismatch"))
        else:
            pin = self.entered
            self.work(lambda: hash_pin(pin))

    def finished(self, hashed: str) -> None:
        self.app.settings.kiosk_pin_hash = hashed
        with contextlib.suppress(OSError):
            save_settings(self.app.settings)
        self.app.sounds.play("success")
        self.app.scenes.pop()

    def shown(self) -> tuple[str, theme.Colour]:
        if not self.entered and not self.message and self.worker is None:
            return tr("kiosk.pin_digits"), theme.INK_SOFT
        return super().shown()

    def back(self) -> None:
        if self.cancellable:
            self.app.scenes.pop()
