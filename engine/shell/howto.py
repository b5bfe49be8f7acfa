"""How to play: a few pages, each a big picture and a sentence or two, turned by a tap."""

from __future__ import annotations

import pygame

from engine import render, theme
from engine.assets import icon
from engine.dialogs import dim, draw_card
from engine.i18n import tr
from engine.input import Gesture
from engine.scenes import Scene
from engine.seats import Placement
from engine.ui import Button


class HowToScene(Scene):
    overlay = True
    name = "howto"

    def __init__(self, app, title: str, pages: list, angle: int = 0) -> None:
        super().__init__(app)
        self.title = title
        self.pages = pages or []
        self.page = 0
        self.angle = angle

    def enter(self) -> None:
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        u = self.app.unit
        self.frame = Placement((size[0] / 2, size[1] / 2), self.angle)
        self.card_size = (min(size[0] * 0.9, 1100 * u), 820 * u)
        y = self.card_size[1] / 2 - 90 * u
        self.buttons = [
            Button(
                "", (-300 * u, y), (140 * u, 96 * u), self.previous, self.frame, emoji="⬅️", unit=u
            ),
            Button(tr("howto.close"), (0, y), (300 * u, 96 * u), self.back, self.frame, unit=u),
            Button("", (300 * u, y), (140 * u, 96 * u), self.next, self.frame, emoji="➡️", unit=u),
        ]

    def previous(self) -> None:
        self.page = max(0, self.page - 1)

    def next(self) -> None:
        self.page = min(len(self.pages) - 1, self.page + 1)

    def gesture(self, gesture: Gesture) -> None:
        if gesture.kind == "tap" and not any(b.tap(gesture.pos) for b in self.buttons):
            self.next()
        elif gesture.kind == "flick":
            dx = self.frame.to_local(gesture.pos)[0] - self.frame.to_local(gesture.start)[0]
            self.previous() if dx > 0 else self.next()

    def idle_allowed(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        dim(surface)
        u = self.app.unit
        page = self.pages[self.page] if self.pages else None
        text = page.text if page else ""
        draw_card(surface, self.frame, self.card_size, self.title, u, (text,))
        if page:
            art = icon(page.emoji, round(220 * u), self.angle)
            render.blit_center(surface, art, self.frame.to_screen((0, 90 * u)))
        counter = f"{self.page + 1} / {max(1, len(self.pages))}"
        label = render.text(counter, render.type_size("small", u), theme.INK_SOFT, self.angle)
        render.blit_center(
            surface, label, self.frame.to_screen((0, self.card_size[1] / 2 - 170 * u))
        )
        for button in self.buttons:
            button.draw(surface)
