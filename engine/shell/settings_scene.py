"""Settings: sound, fullscreen, table or tablet orientation, privacy of hands, language,
the table and its players (engine/shell/table_settings.py: accessibility and the touch
hardware), phones (engine/shell/phones_settings.py: on or off, and the phones of the game in
play), an event's hub (engine/shell/event_settings.py), and clearing today's scores (after a
confirmation). Every change is saved at once. A kiosk shows no fullscreen switch (it is
always fullscreen) and opens settings only past the operator's PIN, so only the operator can
change the table, clear the scores or choose a new PIN there."""

from __future__ import annotations

import contextlib

from engine import i18n
from engine.drawing.seats import Placement
from engine.i18n import tr
from engine.shell.dialogs import DialogScene, button_column
from engine.shell.pin_pad import PinSetScene
from engine.shell.today import clear_today
from engine.storage.settings import save_settings


def choice(setting: str, value: str) -> str:
    """A setting and its value on one button ("Sound: on"), punctuated as the language does
    (French puts a space before the colon)."""
    return tr("settings.choice", setting=tr(setting), value=value)


class SettingsScene(DialogScene):
    name = "settings"

    def title(self) -> str:
        return tr("settings.title")

    def resize(self, size: tuple[int, int]) -> None:
        u = self.app.unit
        s = self.app.settings
        self.frame = Placement((size[0] / 2, size[1] / 2), 0)
        self.card_size = (760 * u, min(size[1] * 0.96, 960 * u))
        on, off = tr("settings.on"), tr("settings.off")
        entries = [
            (
                choice("settings.sound", on if s.sound else off),
                "🔊" if s.sound else "🔇",
                self.toggle_sound,
            ),
            (
                choice("settings.orientation", tr("settings." + s.orientation)),
                "🔄",
                self.toggle_orientation,
            ),
            (
                choice("settings.privacy", on if s.privacy else off),
                "🙈" if s.privacy else "👀",
                self.toggle_privacy,
            ),
            (
                choice("settings.language", i18n.LANGUAGE_NAMES[s.language]),
                "🌍",
                self.next_language,
            ),
            (self._phones_label(), "📱", self.open_phones),
            (self._event_label(), "📡", self.open_event),
            (tr("table.open"), "♿", self.open_table),
            (tr("settings.clear_today"), "🧹", self.ask_clear),
            (tr("settings.done"), "✅", self.back),
        ]
        if not self.app.kiosk:  # a kiosk is always fullscreen
            screen = choice("settings.fullscreen", on if self.app.fullscreen else off)
            entries.insert(1, (screen, "🖥️", self.toggle_fullscreen))
        else:  # past the PIN already: the operator may choose another
            entries.insert(1, (tr("settings.change_pin"), "🔑", self.change_pin))
        top = -self.card_size[1] / 2 + 210 * u
        room = self.card_size[1] / 2 - top  # from the first button's middle to the card's edge
        height = min(92 * u, room / ((len(entries) - 1) * 1.18 + 0.8))  # ten fit at 720p
        self.buttons = button_column(self.frame, entries, top, 600 * u, height, u, 1.18)
        if any(button.cut() for button in self.buttons):  # bigger words: as wide as fits
            self.card_size = (max(self.card_size[0], size[0] * 0.96), self.card_size[1])
            wide = self.card_size[0] - 40 * u
            self.buttons = button_column(self.frame, entries, top, wide, height, u, 1.18)

    def _changed(self) -> None:
        with contextlib.suppress(OSError):
            save_settings(self.app.settings)
        self.resize(self.app.size)

    def toggle_sound(self) -> None:
        self.app.settings.sound = not self.app.settings.sound
        self.app.sounds.set_enabled(self.app.settings.sound)
        self._changed()

    def toggle_fullscreen(self) -> None:
        self.app.toggle_fullscreen()
        self._changed()

    def toggle_orientation(self) -> None:
        s = self.app.settings
        s.orientation = "tablet" if s.orientation == "table" else "table"
        self._changed()

    def toggle_privacy(self) -> None:
        self.app.settings.privacy = not self.app.settings.privacy
        self._changed()

    def next_language(self) -> None:
        s = self.app.settings
        s.language = i18n.LANGUAGES[(i18n.LANGUAGES.index(s.language) + 1) % len(i18n.LANGUAGES)]
        i18n.set_language(s.language)
        self.app.paint_afresh()  # every word was painted in the old one
        self._changed()

    def open_table(self) -> None:
        from engine.shell.table_settings import TableSettingsScene  # on first use (boot.py)

        self.app.scenes.push(TableSettingsScene(self.app))

    # --- an event's hub (docs/events.md): its own page --------------------------------------
    def _event_label(self) -> str:
        hub = self.app.hub
        return choice("event.title", hub.url.split("://", 1)[-1] if hub else tr("settings.off"))

    def open_event(self) -> None:
        from engine.shell.event_settings import EventSettingsScene  # on first use (boot.py)

        self.app.scenes.push(EventSettingsScene(self.app))

    def change_pin(self) -> None:
        self.app.scenes.push(PinSetScene(self.app))

    # --- phones (docs/phones.md): the operator's view of them ------------------------------
    def _phones_label(self) -> str:
        phones = self.app.phones
        if phones is not None:
            return choice("settings.phones", f"{tr('settings.on')} · {phones.address}")
        return choice("settings.phones", tr("settings.off"))

    def open_phones(self) -> None:
        from engine.shell.phones_settings import PhonesScene  # on first use (see boot.py)

        self.app.scenes.push(PhonesScene(self.app))

    def ask_clear(self) -> None:
        self.app.scenes.push(ClearTodayScene(self.app))

    def back(self) -> None:
        self.app.scenes.pop()
        for scene in self.app.scenes.stack:
            scene.resize(self.app.size)


class ClearTodayScene(DialogScene):
    """ "Clear today's scores?": the history is emptied only on a second, deliberate tap."""

    name = "clear-today"

    def title(self) -> str:
        return tr("settings.clear_today")

    def lines(self) -> tuple[str, ...]:
        return (tr("settings.clear_confirm"),)

    def resize(self, size: tuple[int, int]) -> None:
        u = self.app.unit
        self.frame = Placement((size[0] / 2, size[1] / 2), 0)
        self.card_size = (700 * u, 560 * u)
        entries = [
            (tr("settings.clear_yes"), "🧹", self.clear),
            (tr("kiosk.cancel"), "↩️", self.back),
        ]
        self.buttons = button_column(self.frame, entries, 40 * u, 500 * u, 92 * u, u)

    def clear(self) -> None:
        clear_today(self.app)
        self.app.sounds.play("success")
        self.back()

    def back(self) -> None:
        self.app.scenes.pop()
