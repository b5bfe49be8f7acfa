"""Settings → Phones: the operator's view of the phones (in a kiosk, past the PIN, as all
the settings are).

It turns phones on and off (saved, as every setting is) and says where phones join; and,
for the game in play (a kiosk's operator opens it over a running game), it lists the seats
a phone holds, whether that phone is there or joining again, when the table last heard it,
and offers "end this phone": the phone is told the table ended it and stops, and the
seat's panel shows a new code (docs/phones.md). With no game in play it says so.
"""

from __future__ import annotations

import contextlib
import time
from typing import Any

from engine.drawing import theme
from engine.drawing.display import WORDS, DisplayList
from engine.drawing.images import text as words
from engine.drawing.seats import Placement
from engine.drawing.text import fit_size, type_size
from engine.drawing.widgets import Button
from engine.i18n import tr
from engine.phones import protocol
from engine.shell.dialogs import DialogScene
from engine.storage.settings import save_settings

ROW_GAP = 1.18  # rows and buttons, in their heights


def choice(setting: str, value: str) -> str:
    return tr("settings.choice", setting=tr(setting), value=value)


def ago(seconds: float) -> str:
    """How long ago, as the operator reads it: seconds, then whole minutes."""
    if seconds < 120:
        return tr("settings.phones_ago_s", n=max(0, int(seconds)))
    return tr("settings.phones_ago_min", n=int(seconds // 60))


class PhonesScene(DialogScene):
    name = "phones-settings"
    failed = False  # the last try to turn phones on failed (the log says why)

    def title(self) -> str:
        return tr("settings.phones")

    def lines(self) -> tuple[str, ...]:
        phones = self.app.phones
        if phones is None:
            return (tr("settings.phones_off"),)
        where = tr("settings.phones_where", address=phones.typeable())
        game = self.game()
        if game is None:
            return (where, tr("settings.phones_no_game"))
        if not self.held:
            return (where, tr("settings.phones_none"))
        return (where,)

    def game(self) -> Any:
        """The game in play under the settings, if phones play there."""
        for scene in reversed(self.app.scenes.stack):
            phones = getattr(scene, "phones", None)
            if phones is not None and phones.tokens is not None:
                return scene
        return None

    def seats(self) -> tuple[int, ...]:
        """The seats a phone holds in the game in play."""
        game = self.game()
        return () if game is None else tuple(sorted(game.phones.seats_now().held))

    def enter(self) -> None:
        self.held = self.seats()
        super().enter()

    def resize(self, size: tuple[int, int]) -> None:
        u = self.app.unit
        self.held = self.seats()
        self.frame = Placement((size[0] / 2, size[1] / 2), 0)
        self.card_size = (min(size[0] * 0.96, 900 * u), min(size[1] * 0.96, 1000 * u))
        w, h = self.card_size
        top = -h / 2 + (200 + 45 * len(self.lines())) * u
        bottom = h / 2 - 40 * u
        height = min(86 * u, (bottom - top) / ((len(self.held) + 2) * ROW_GAP))
        phones = self.app.phones
        on = f"{tr('settings.on')} · {phones.address}" if phones is not None else None
        off = tr("settings.phones_failed" if self.failed else "settings.off")
        switch = choice("settings.phones", on or off)
        step = height * ROW_GAP
        self.buttons = [
            Button(switch, (0, top), (w * 0.8, height), self.toggle, self.frame, emoji="📱", unit=u)
        ]
        self.rows: dict[int, float] = {}
        button_w = w * 0.4
        for i, seat in enumerate(self.held, start=1):
            y = top + i * step
            self.rows[seat] = y
            end = lambda s=seat: self.end_phone(s)  # noqa: E731
            at = (w / 2 - 30 * u - button_w / 2, y)
            label = tr("settings.phones_end")
            self.buttons.append(
                Button(label, at, (button_w, height), end, self.frame, theme.BAD, "🔌", unit=u)
            )
        done = (0, top + (len(self.held) + 1) * step)
        self.buttons.append(
            Button(
                tr("settings.done"),
                done,
                (w * 0.6, height),
                self.back,
                self.frame,
                emoji="✅",
                unit=u,
            )
        )
        self.row_height = height

    def update(self, dt: float) -> None:
        if self.seats() != self.held:  # a phone joined or went: the rows follow
            self.resize(self.app.size)

    def next_change(self, now: float) -> float:
        """While seats have phones, their "heard N s ago" each second (a phone joining or
        going wakes the loop itself: `Room.news`)."""
        return now + 1.0 if self.held else super().next_change(now)

    def paint_extra(self, frame: DisplayList) -> None:
        """Each seat's row: its name, whether its phone is there, when it was last heard."""
        game = self.game()
        if game is None:
            return
        u, w = self.app.unit, self.card_size[0]
        now = game.phones.seats_now()
        size = max(type_size("small", u), round(self.row_height * 0.36))
        room = w * 0.5 - 60 * u
        for seat, y in self.rows.items():
            state = tr("settings.phones_joined" if seat in now.joined else "settings.phones_away")
            heard = now.heard.get(seat)
            lines = (f"{game.seat_name(seat)} · {state}",)
            if heard is not None:
                lines += (tr("settings.phones_heard", ago=ago(time.monotonic() - heard)),)
            for i, line in enumerate(lines):
                px = fit_size(line, size, room)
                said = words(line, px, theme.INK)
                at = (
                    -w / 2 + 40 * u + said.size[0] / 2,
                    y + (i - (len(lines) - 1) / 2) * size * 1.2,
                )
                frame.sprite(
                    said,
                    self.frame.to_screen(at),
                    kind=WORDS,
                    text_px=px,
                    what=f"phone of seat {seat + 1}",
                )

    def toggle(self) -> None:
        from engine.phones.switch import phones_off, phones_on

        if self.app.phones is not None:
            phones_off(self.app)
        else:
            self.failed = phones_on(self.app) is not None
        self.app.settings.phones = self.app.phones is not None
        with contextlib.suppress(OSError):
            save_settings(self.app.settings)
        self.resize(self.app.size)

    def end_phone(self, seat: int) -> None:
        """The operator ends the seat's phone: it hears so and stops; a new code shows."""
        game = self.game()
        if game is not None:
            game.phones.change_phone(seat, protocol.REMOVED)
            self.app.sounds.play("success")

    def back(self) -> None:
        self.app.scenes.pop()
        for scene in self.app.scenes.stack:
            scene.resize(self.app.size)
