"""Settings: sound, fullscreen, table or tablet orientation, privacy of hands, language.
Every change is saved at once."""

from __future__ import annotations

import contextlib

import pygame

from engine import i18n
from engine.dialogs import button_column, dim, draw_card
from engine.i18n import tr
from engine.input import Gesture
from engine.render import CACHE
from engine.scenes import Scene
from engine.seats import Placement
from engine.settings import save_settings


class SettingsScene(Scene):
    overlay = True
    name = "settings"

    def enter(self) -> None:
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        u = self.app.unit
        s = self.app.settings
        self.frame = Placement((size[0] / 2, size[1] / 2), 0)
        self.card_size = (760 * u, min(size[1] * 0.96, 960 * u))
        on, off = tr("settings.on"), tr("settings.off")
        entries = [
            (
                f"{tr('settings.sound')}: {on if s.sound else off}",
                "🔊" if s.sound else "🔇",
                self.toggle_sound,
            ),
            (
                f"{tr('settings.fullscreen')}: {on if self.app.fullscreen else off}",
                "🖥️",
                self.app.toggle_fullscreen,
            ),
            (
                f"{tr('settings.orientation')}: {tr('settings.' + s.orientation)}",
                "🔄",
                self.toggle_orientation,
            ),
            (
                f"{tr('settings.privacy')}: {on if s.privacy else off}",
                "🙈" if s.privacy else "👀",
                self.toggle_privacy,
            ),
            (
                f"{tr('settings.language')}: {i18n.LANGUAGE_NAMES[s.language]}",
                "🌍",
                self.next_language,
            ),
            (tr("settings.done"), "✅", self.back),
        ]
        self.buttons = button_column(
            self.frame, entries, -self.card_size[1] / 2 + 210 * u, 600 * u, 92 * u, u, 1.18
        )

    def _changed(self) -> None:
        with contextlib.suppress(OSError):
            save_settings(self.app.settings)
        self.resize(self.app.size)

    def toggle_sound(self) -> None:
        self.app.settings.sound = not self.app.settings.sound
        self.app.sounds.set_enabled(self.app.settings.sound)
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
        CACHE.clear()
        self._changed()

    def back(self) -> None:
        self.app.scenes.pop()
        for scene in self.app.scenes.stack:
            scene.resize(self.app.size)

    def gesture(self, gesture: Gesture) -> None:
        if gesture.kind == "tap":
            any(b.tap(gesture.pos) for b in self.buttons)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        dim(surface)
        draw_card(surface, self.frame, self.card_size, tr("settings.title"), self.app.unit)
        for button in self.buttons:
            button.draw(surface)
