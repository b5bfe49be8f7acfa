"""Settings → Event: the operator's page for reporting to an event's hub (docs/events.md),
opened from the settings (in a kiosk only past the PIN, as the settings are). The hub's
address, the event's key and the table's name are typed on the table's own keyboard
(engine/shell/keyboard.py) and kept in settings.json; reporting goes on once the address
and key are there, and the line under the title says how the sending goes: every game
sent, how many wait in the outbox, or what is wrong (no answer from the hub, a key it
refuses).

What the line says is the link's status, read each frame from the thread that sends
(`HubLink.status()`, engine/storage/hub_link.py).
"""

from __future__ import annotations

import contextlib

from engine.drawing.seats import Placement
from engine.hub.wire import good_key, hub_url
from engine.i18n import tr
from engine.shell.dialogs import DialogScene, button_column
from engine.shell.event import hub_off, hub_on, machine_name
from engine.shell.keyboard import KeyboardScene
from engine.storage.settings import save_settings


def choice(setting: str, value: str) -> str:
    return tr("settings.choice", setting=tr(setting), value=value)


def link_line(app) -> str:
    """How the sending goes, in a line."""
    if app.hub is None:
        return tr("event.status.off")
    status = app.hub.status()
    if status.problem:
        return tr(f"event.problem.{status.problem}", count=status.waiting)
    if status.waiting:
        return tr("event.status.waiting", count=status.waiting)
    if status.heard_at is None:
        return tr("event.status.connecting")
    return tr("event.status.sent", count=status.sent)


class EventSettingsScene(DialogScene):
    name = "event-settings"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.refused = ""  # why reporting could not be turned on

    def title(self) -> str:
        return tr("event.title")

    def lines(self) -> tuple[str, ...]:
        return (self.refused or link_line(self.app),)

    def resize(self, size: tuple[int, int]) -> None:
        u = self.app.unit
        s = self.app.settings
        self.frame = Placement((size[0] / 2, size[1] / 2), 0)
        self.card_size = (820 * u, min(size[1] * 0.96, 820 * u))
        none = tr("event.none")
        address = s.hub_url or (self.app.hub.url if self.app.hub is not None else "")
        reporting = tr("settings.on" if self.app.hub is not None else "settings.off")
        entries = [
            (choice("event.reporting", reporting), "📡", self.toggle),
            (choice("event.hub", address.split("://", 1)[-1] or none), "🌐", self.edit_address),
            (choice("event.key", tr("event.key_set") if s.hub_key else none), "🔑", self.edit_key),
            (choice("event.name", s.hub_name or machine_name()), "🏷️", self.edit_name),
            (tr("settings.done"), "✅", self.back),
        ]
        top = -self.card_size[1] / 2 + 250 * u
        room = self.card_size[1] / 2 - top - 30 * u
        height = min(92 * u, room / (len(entries) * 1.15))
        first = top + height / 2
        self.buttons = button_column(self.frame, entries, first, 700 * u, height, u, 1.15)

    # --- what the operator types --------------------------------------------------------------
    def edit_address(self) -> None:
        given = self.app.settings.hub_url or "http://"
        self.app.scenes.push(KeyboardScene(self.app, tr("event.hub"), given, self._address))

    def _address(self, text: str) -> str | None:
        url = hub_url(text)
        if url is None:
            return tr("event.bad_address")
        self.app.settings.hub_url = url
        self._changed()
        return None

    def edit_key(self) -> None:
        self.app.scenes.push(KeyboardScene(self.app, tr("event.key"), "", self._key))

    def _key(self, text: str) -> str | None:
        if not good_key(text):
            return tr("event.bad_key")
        self.app.settings.hub_key = text
        self._changed()
        return None

    def edit_name(self) -> None:
        given = self.app.settings.hub_name
        self.app.scenes.push(KeyboardScene(self.app, tr("event.name"), given, self._name, " "))

    def _name(self, text: str) -> str | None:
        name = "".join(ch for ch in text if ch.isprintable()).strip()
        if len(name) > 40:
            return tr("event.bad_name")
        self.app.settings.hub_name = name
        self._changed()
        return None

    # --- reporting on and off ---------------------------------------------------------------
    def toggle(self) -> None:
        s = self.app.settings
        on = self.app.hub is None
        if on and not (s.hub_url and s.hub_key):
            self.refused = tr("event.needs")
            self.app.sounds.play("shake")
            self.resize(self.app.size)
            return
        s.hub_reporting = on
        self._changed()

    def _changed(self) -> None:
        """Keep the settings, and report as they now say (a new address, key or name
        takes effect at once; what waits in the outbox goes to the new hub)."""
        s = self.app.settings
        self.refused = ""
        with contextlib.suppress(OSError):
            save_settings(s)
        if s.hub_reporting and s.hub_url and s.hub_key:
            hub_on(self.app, s.hub_url, s.hub_key)
        else:
            hub_off(self.app)
        self.resize(self.app.size)

    def back(self) -> None:
        self.app.scenes.pop()
        for scene in self.app.scenes.stack:
            scene.resize(self.app.size)
