"""Unattended use: attract mode when idle, the kiosk lock, and saving trouble said aloud.

`Supervisor` watches every gesture before the scenes do. In kiosk mode an operator opens
the PIN pad (engine/shell/pin_pad.py) by holding two opposite corners (top-left and
bottom-right) at once for a few seconds, or with Ctrl+Alt+P on a keyboard; with the right
PIN they may leave the app or open settings. A kiosk without a valid PIN asks the operator
to choose one before anyone plays. Players cannot leave by keys, the close button or
gestures. A game left idle in kiosk mode asks "still playing?" with a countdown, then
returns to the menu, keeping the game for later. When saving stops (a full disk), the
table says so once, to every side, and once more when it saves again
(`engine/storage/appender.py`).
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from functools import cached_property
from typing import TYPE_CHECKING

import pygame

from engine.drawing import theme
from engine.drawing.display import WORDS, DisplayList
from engine.drawing.icons import picture
from engine.drawing.images import text as words
from engine.drawing.motion import MOTION
from engine.drawing.seats import Placement
from engine.drawing.text import type_size
from engine.drawing.widgets import paint_countdown
from engine.i18n import tr
from engine.input.pointer import Gesture
from engine.loop.scenes import Scene
from engine.shell.dialogs import DialogScene, button_column, dim
from engine.storage.saves import compact_save, saving_stopped, saving_unsettled

if TYPE_CHECKING:
    from engine.game.scene import GameScene  # the menu starts without the game base
    from engine.storage.pin_tries import Backoff

CORNER_HOLD_SECONDS = 3.0
STILL_PLAYING_SECONDS = 20.0
SAVING_LOOK = 0.25  # how often a table at rest looks at saving while the journal is busy


class Supervisor:
    def __init__(self, app) -> None:
        self.app = app
        self.corners: dict[Hashable, tuple[str, float]] = {}  # pointer -> (corner, since)
        self.saving_said = ""  # the saving trouble the table was last told of
        self.pin_reason = (  # why a kiosk asks for a PIN before anyone plays
            "kiosk.pin_invalid" if "kiosk.pin_invalid" in app.settings.notices else "kiosk.pin_none"
        )

    @cached_property
    def pin_tries(self) -> Backoff:
        """The wrong PINs kept on the disk, shared by whichever pad, read when a pad first
        needs them (their wait goes on by the wall clock, so reading later loses none)."""
        from engine.storage.pin_tries import Backoff, tries_path  # not on the menu's way

        return Backoff.kept(self.app.now, tries_path())

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
        self._tell_saving(top)
        if self.app.hub is not None:  # an event's hub hears what the table is doing
            from engine.shell.event import report_table  # only at an event (see boot.py)

            report_table(self.app)
        if self.app.kiosk and not self.app.settings.kiosk_pin_hash:
            self._ask_for_a_pin()
            return
        due = self._idle_due(top)
        if due is None or now < due:
            return
        self.app.last_input = now
        if top.name == "menu":
            from engine.shell.attract import AttractScene  # on first use (see boot.py)

            self.app.scenes.push(AttractScene(self.app), fade=True)
        else:
            self.app.scenes.push(StillPlayingScene(self.app, top))

    def next_change(self, now: float) -> float:
        """When a timer of its own comes due: attract mode over the idle menu, "still
        playing?" over a kiosk's game, and a look at saving while the journal's thread has
        work out (a line to sync, a rewrite, a retry: what it finds is said at once)."""
        soon = now + SAVING_LOOK if saving_unsettled() else math.inf
        top = self.app.scenes.top
        due = None if top is None else self._idle_due(top)
        return soon if due is None else min(soon, due)

    def _idle_due(self, top: Scene) -> float | None:
        """When idleness ends `top` (game time), if it can: the menu turns into attract
        mode, a kiosk's game with people asks "still playing?"."""
        limit = self.app.settings.idle_seconds
        if top.name == "menu" and top.idle_allowed():
            return self.app.last_input + limit
        if self.app.kiosk and _people_play(top):
            return self.app.last_input + limit * top.party.patience
        return None

    def _ask_for_a_pin(self) -> None:
        """No kiosk runs unlocked or with a guessable PIN: the operator chooses one first."""
        from engine.shell.pin_pad import PinSetScene  # the pads load when asked for

        if not any(s.name == "pin-set" for s in self.app.scenes.stack):
            self.app.scenes.push(PinSetScene(self.app, self.pin_reason, required=True))

    def _tell_saving(self, top: Scene) -> None:
        """Say once, facing every side, that saving has stopped and why, and once that it
        is back; only a game saves, so only a game's table says it."""
        stopped = saving_stopped()
        if stopped == self.saving_said:
            return
        reactions = getattr(top, "reactions", None)
        if reactions is None:
            if not stopped:
                self.saving_said = ""  # no game showed the trouble: nothing to take back
            return
        words = tr(f"saving.stopped.{stopped}") if stopped else tr("saving.again")
        reactions.summary("💾" if stopped else "✅", words, self.app.now)
        self.saving_said = stopped

    def _corners_held(self, now: float) -> bool:
        held = {c for c, since in self.corners.values() if now - since >= CORNER_HOLD_SECONDS}
        return held == {"top-left", "bottom-right"}

    def open_pin(self) -> None:
        from engine.shell.pin_pad import PinScene

        if not any(s.name in ("pin", "pin-set") for s in self.app.scenes.stack):
            self.app.scenes.push(PinScene(self.app, lambda: OperatorScene(self.app)))


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
