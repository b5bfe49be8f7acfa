"""Unattended use: attract mode when idle, and the kiosk lock.

`Supervisor` watches every gesture before the scenes do. In kiosk mode an operator opens
the PIN pad by holding two opposite corners (top-left and bottom-right) at once for a few
seconds, or with Ctrl+Alt+P on a keyboard; with the right PIN they may leave the app or
open settings. Players cannot leave by keys, the close button or gestures. A game left
idle in kiosk mode asks "still playing?" with a countdown, then returns to the menu,
keeping the game for later.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

import pygame

from engine.drawing import theme
from engine.drawing.display import WORDS, DisplayList
from engine.drawing.icons import picture
from engine.drawing.images import text as words
from engine.drawing.motion import MOTION
from engine.drawing.seats import Placement
from engine.drawing.text import type_size
from engine.drawing.widgets import Button, paint_countdown
from engine.game.party import GROWN_UPS
from engine.i18n import tr
from engine.input.pointer import Gesture
from engine.loop.scenes import Scene
from engine.shell.dialogs import DialogScene, button_column, dim
from engine.storage.saves import compact_save

if TYPE_CHECKING:
    from engine.game.scene import GameScene  # the menu starts without the game base

CORNER_HOLD_SECONDS = 3.0
STILL_PLAYING_SECONDS = 20.0


class Supervisor:
    def __init__(self, app) -> None:
        self.app = app
        self.corners: dict[Hashable, tuple[str, float]] = {}  # pointer -> (corner, since)

    def corner_of(self, pos: tuple[float, float]) -> str | None:
        w, h = self.app.size
        zone = min(w, h) * 0.09
        if pos[0] < zone and pos[1] < zone:
            return "top-left"
        if pos[0] > w - zone and pos[1] > h - zone:
            return "bottom-right"
        return None

    def gesture(self, gesture: Gesture) -> bool:
        """Watch a gesture; True if it was used here and must not reach the scene."""
        if not self.app.kiosk:
            return False
        if gesture.kind == "down":
            corner = self.corner_of(gesture.pos)
            if corner:
                self.corners[gesture.pointer] = (corner, self.app.now)
        elif gesture.kind in ("up", "cancel") or (
            gesture.kind == "drag" and self.corner_of(gesture.pos) is None
        ):
            self.corners.pop(gesture.pointer, None)
        return False

    def key(self, event: pygame.event.Event) -> bool:
        mods = getattr(event, "mod", 0)
        both = mods & pygame.KMOD_CTRL and mods & pygame.KMOD_ALT
        if self.app.kiosk and event.key == pygame.K_p and both:
            self.open_pin()
            return True
        return False

    def tick(self) -> None:
        now = self.app.now
        if self.app.kiosk and self._corners_held(now):
            self.corners.clear()
            self.open_pin()
        top = self.app.scenes.top
        if top is None:
            return
        idle = now - self.app.last_input
        limit = self.app.settings.idle_seconds
        patience = getattr(top, "party", GROWN_UPS).patience
        if top.name == "menu" and top.idle_allowed() and idle >= limit:
            from engine.shell.attract import AttractScene  # on first use (see boot.py)

            self.app.last_input = now
            self.app.scenes.push(AttractScene(self.app), fade=True)
        elif self.app.kiosk and _people_play(top) and idle >= limit * patience:
            self.app.last_input = now
            self.app.scenes.push(StillPlayingScene(self.app, top))

    def _corners_held(self, now: float) -> bool:
        held = {c for c, since in self.corners.values() if now - since >= CORNER_HOLD_SECONDS}
        return held == {"top-left", "bottom-right"}

    def open_pin(self) -> None:
        if not any(s.name == "pin" for s in self.app.scenes.stack):
            self.app.scenes.push(PinScene(self.app))


BACKSPACE = "⌫"  # the key's name; the font has no glyph for it, so it shows an icon
ENTER = "OK"  # the key's name; it shows the language's word (`kiosk.ok`)


class PinScene(DialogScene):
    """The operator's PIN pad (digits by touch or keyboard). The right PIN opens
    `unlocks()`: the operator's choices, or the one thing the operator asked for."""

    name = "pin"

    def __init__(self, app, unlocks: Callable[[], Scene] | None = None) -> None:
        super().__init__(app)
        self.entered = ""
        self.wrong = False
        self.unlocks = unlocks or (lambda: OperatorScene(app))

    def title(self) -> str:
        return tr("kiosk.pin")

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

    def press(self, key: str) -> None:
        self.wrong = False
        if key == BACKSPACE:
            self.entered = self.entered[:-1]
        elif key == ENTER:
            self.submit()
        elif len(self.entered) < 8:
            self.entered += key

    def submit(self) -> None:
        if self.entered == str(self.app.settings.kiosk_pin):
            self.app.scenes.replace(self.unlocks())
        else:
            self.wrong = True
            self.entered = ""
            self.app.sounds.play("shake")

    def key(self, event: pygame.event.Event) -> None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.submit()
        elif event.key == pygame.K_BACKSPACE:
            self.press(BACKSPACE)
        elif getattr(event, "unicode", "").isdigit():
            self.press(event.unicode)

    def paint_extra(self, frame: DisplayList) -> None:
        u = self.app.unit
        shown = "•" * len(self.entered) if not self.wrong else tr("kiosk.wrong")
        colour = theme.BAD if self.wrong else theme.INK
        size = type_size("heading", u)
        label = words(shown or " ", size, colour)
        frame.sprite(
            label, self.frame.to_screen((0, -250 * u)), kind=WORDS, text_px=size, what="PIN"
        )


class OperatorScene(DialogScene):
    """What the operator may do once the PIN is right."""

    name = "operator"

    def title(self) -> str:
        return tr("kiosk.operator")

    def resize(self, size: tuple[int, int]) -> None:
        u = self.app.unit
        self.frame = Placement((size[0] / 2, size[1] / 2), 0)
        self.card_size = (640 * u, 560 * u)
        entries = [
            (tr("kiosk.exit"), "🚪", self.exit_app),
            (tr("menu.settings"), "⚙️", self.settings),
            (tr("kiosk.cancel"), "↩️", self.back),
        ]
        self.buttons = button_column(self.frame, entries, -60 * u, 460 * u, 92 * u, u)

    def exit_app(self) -> None:
        self.app.running = False

    def settings(self) -> None:
        from engine.shell.settings_scene import SettingsScene  # on first use (see boot.py)

        self.app.scenes.replace(SettingsScene(self.app))


class StillPlayingScene(Scene):
    """'Still playing?' with a countdown; a touch anywhere carries on. When nobody answers,
    the game is kept for later (the menu's Resume card), as Pause → Menu keeps it: a family
    that stepped away for a drink comes back to its game, not to a lost one."""

    overlay = True
    name = "still-playing"

    def __init__(self, app, game: GameScene) -> None:
        super().__init__(app)
        self.game = game
        self.started = app.now

    def remaining(self) -> float:
        return max(0.0, STILL_PLAYING_SECONDS - (self.app.now - self.started))

    def update(self, dt: float) -> None:
        if self.remaining() <= 0:
            if self.game.persist:
                compact_save(self.game.record, self.game.save_extra())
            self.app.scenes.reset(self.app.home(), fade=True)

    def gesture(self, gesture: Gesture) -> None:
        if gesture.kind == "down":  # the touch that answers is not a move
            self.app.tracker.forget(gesture.pointer)
            self.app.scenes.pop()

    def back(self) -> None:
        self.app.scenes.pop()

    def idle_allowed(self) -> bool:
        return False

    def paint(self, frame: DisplayList, alpha: float) -> None:
        dim(frame)
        w, h = frame.size
        u = self.app.unit
        left = self.remaining()
        wave = round(12 * MOTION.bob(self.app.now, 6))  # a waving hand: no reading needed
        size = type_size("title", u)
        label = words(tr("kiosk.still_playing"), size, theme.WHITE)
        for angle, center in ((0, (w / 2, h * 0.7)), (180, (w / 2, h * 0.3))):
            frame.sprite(
                label, center, angle=angle, kind=WORDS, text_px=size, what="still playing?"
            )
            side = -1 if angle == 0 else 1
            x = center[0] + side * (label.size[0] / 2 + 70 * u)
            frame.sprite(picture("👋", round(96 * u)), (x, center[1]), angle=angle + wave)
        fraction = left / STILL_PLAYING_SECONDS
        paint_countdown(frame, (w / 2, h / 2), 90 * u, fraction, round(left))


def _people_play(scene: Scene) -> bool:
    """A game with people at it (a computer-only demo never asks "still playing?")."""
    return scene.pauses_game and bool(scene.setup.human_seats)
