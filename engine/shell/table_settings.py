"""The table and its players: the operator's settings for the hardware and for players who
need calmer motion, more time, a tap instead of a hold, or bigger words.

Opened from the settings (in a kiosk only past the operator's PIN, as the settings are), and
remembered in settings.json like them, every change saved at once:
- calm motion: nothing shakes, flies, spins or pulses (`engine.drawing.motion`);
- longer clocks: memorise, claim and turn clocks ×1, ×1.5 or ×2, from the next game (the
  rules' options carry them, `GameSpec.with_clocks`, so a record replays as it was played);
- peek by tap: a tap shows a hidden hand until the next tap or a few seconds;
- bigger words: every text ×1.25 (`engine.drawing.theme.WORDS`);
- touch axes: how the touch frame lies against the screen, for every touch device (a
  device of its own is set in settings.json by the id this page shows: docs/tables.md);
- TUIO: listening for a camera table's or the UPDD bridge's cursors on port 3333 here.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from engine.drawing.seats import Placement
from engine.i18n import tr
from engine.input.devices import ALL_AXES, ANY_DEVICE, Axes
from engine.input.tuio import DEFAULT_PORT
from engine.shell.dialogs import DialogScene, button_column
from engine.storage.settings import CLOCK_FACTORS, save_settings

AXES_WORDS = {  # each way a touch frame may lie, as the button says it
    Axes(): "table.axes.as_is",
    Axes(flip_x=True): "table.axes.flip_x",
    Axes(flip_y=True): "table.axes.flip_y",
    Axes(flip_x=True, flip_y=True): "table.axes.half_turn",
    Axes(swap=True): "table.axes.swap",
    Axes(swap=True, flip_x=True): "table.axes.quarter_right",
    Axes(swap=True, flip_y=True): "table.axes.quarter_left",
    Axes(swap=True, flip_x=True, flip_y=True): "table.axes.swap_half",
}


def choice(setting: str, value: str) -> str:
    return tr("settings.choice", setting=tr(setting), value=value)


class TableSettingsScene(DialogScene):
    name = "table-settings"

    def title(self) -> str:
        return tr("table.title")

    def lines(self) -> tuple[str, ...]:
        device = self.app.tracker.last_device
        return () if device is None else (tr("table.last_device", device=str(device)),)

    def resize(self, size: tuple[int, int]) -> None:
        u = self.app.unit
        self.frame = Placement((size[0] / 2, size[1] / 2), 0)
        self.card_size = (760 * u, min(size[1] * 0.96, 1000 * u))
        entries = self.entries()
        top = -self.card_size[1] / 2 + (250 if self.lines() else 200) * u
        room = self.card_size[1] / 2 - top - 30 * u
        height = min(92 * u, room / (len(entries) * 1.12))
        first = top + height / 2
        self.buttons = button_column(self.frame, entries, first, 640 * u, height, u, 1.12)

    def entries(self) -> list[tuple[str, str, Callable[[], None]]]:
        s = self.app.settings
        on, off = tr("settings.on"), tr("settings.off")
        tuio = s.tuio or off  # where it listens: "3333", "0.0.0.0:3333"
        return [
            (choice("table.calm", on if s.calm_motion else off), "🍃", self.toggle_calm),
            (choice("table.clocks", f"×{s.longer_clocks:g}"), "⏳", self.next_clocks),
            (choice("table.peek_by_tap", on if s.peek_by_tap else off), "👆", self.toggle_peek),
            (choice("table.bigger_words", on if s.bigger_words else off), "🔠", self.toggle_words),
            (choice("table.axes", tr(AXES_WORDS[self.axes()])), "🧭", self.next_axes),
            (choice("table.tuio", tuio), "📡", self.toggle_tuio),
            (tr("settings.done"), "✅", self.back),
        ]

    def axes(self) -> Axes:
        return Axes.parse(self.app.settings.touch_axes.get(ANY_DEVICE, []))

    def _changed(self) -> None:
        self.app.apply_table()
        with contextlib.suppress(OSError):
            save_settings(self.app.settings)
        for scene in self.app.scenes.stack:
            scene.resize(self.app.size)

    def toggle_calm(self) -> None:
        self.app.settings.calm_motion = not self.app.settings.calm_motion
        self._changed()

    def next_clocks(self) -> None:
        s = self.app.settings
        s.longer_clocks = CLOCK_FACTORS[(CLOCK_FACTORS.index(s.longer_clocks) + 1) % 3]
        self._changed()

    def toggle_peek(self) -> None:
        self.app.settings.peek_by_tap = not self.app.settings.peek_by_tap
        self._changed()

    def toggle_words(self) -> None:
        self.app.settings.bigger_words = not self.app.settings.bigger_words
        self._changed()

    def next_axes(self) -> None:
        """Every touch device's axes, the next way round (a device's own stay its own)."""
        following = ALL_AXES[(ALL_AXES.index(self.axes()) + 1) % len(ALL_AXES)]
        axes = dict(self.app.settings.touch_axes)
        axes[ANY_DEVICE] = following.words
        self.app.settings.touch_axes = {d: w for d, w in axes.items() if w}
        self._changed()

    def toggle_tuio(self) -> None:
        s = self.app.settings
        s.tuio = "" if s.tuio else str(DEFAULT_PORT)
        address = ("127.0.0.1", DEFAULT_PORT) if s.tuio else None
        if self.app.listen_tuio(address) is not None:
            s.tuio = ""  # the port is taken: it stays off (the log says why)
        self._changed()

    def back(self) -> None:
        self.app.scenes.pop()
        for scene in self.app.scenes.stack:
            scene.resize(self.app.size)
