"""Dialog cards shared by the menu's overlays: a titled card with a column of buttons,
facing one side of the table (or drawn twice, facing both long sides)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from engine.drawing import render, theme
from engine.drawing.seats import Placement
from engine.drawing.widgets import Button
from engine.input.pointer import Gesture
from engine.loop.scenes import Scene


def dim(surface: pygame.Surface) -> None:
    """Darken what is below an overlay."""
    veil = render.CACHE.get(("veil", surface.get_size()), lambda: _veil(surface.get_size()))
    surface.blit(veil, (0, 0))


def _veil(size: tuple[int, int]) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill(theme.DIM_OVERLAY)
    return veil


def card(size: tuple[int, int], unit: float) -> pygame.Surface:
    return render.rounded_panel(
        size, theme.PANEL, round(30 * unit), theme.PANEL_EDGE, 3, round(10 * unit)
    )


def button_column(
    frame: Placement,
    entries: list[tuple[str, str, Callable[[], None]]],
    top: float,
    width: float,
    height: float,
    unit: float,
    gap: float = 1.25,
) -> list[Button]:
    """Buttons (label, emoji, action) stacked downwards from `top` in `frame`."""
    return [
        Button(
            label,
            (0, top + i * height * gap),
            (width, height),
            action,
            frame,
            emoji=emoji,
            unit=unit,
        )
        for i, (label, emoji, action) in enumerate(entries)
    ]


def draw_card(
    surface: pygame.Surface,
    frame: Placement,
    size: tuple[float, float],
    title: str,
    unit: float,
    lines: tuple[str, ...] = (),
) -> None:
    """The card itself with its title (and a few lines), rotated to face `frame`'s side."""
    w, h = round(size[0]), round(size[1])
    key = ("dialog", title, lines, w, h, frame.angle)

    def make() -> pygame.Surface:
        body = card((w, h), unit).copy()
        pad = round(10 * unit)
        heading = render.text(
            title, render.fit_size(title, render.type_size("title", unit), w * 0.85), theme.INK
        )
        body.blit(heading, heading.get_rect(midtop=(pad + w / 2, pad + 30 * unit)))
        y = pad + 40 * unit + heading.get_height()
        size_body = render.type_size("body", unit)
        for line in lines:
            for part in render.wrap(line, size_body, w * 0.82):
                label = render.text(part, size_body, theme.INK_SOFT)
                body.blit(label, label.get_rect(midtop=(pad + w / 2, y)))
                y += label.get_height() * 1.15
        return pygame.transform.rotate(body, frame.angle) if frame.angle else body

    render.blit_center(surface, render.CACHE.get(key, make), frame.center)


class DialogScene(Scene):
    """An overlay card with buttons: pause, settings, PIN pad, operator, how to play.

    Subclasses set `self.frame`, `self.card_size`, `self.buttons` in `resize` and give the
    title; `draw_extra` adds what is particular to them."""

    overlay = True
    angle = 0

    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons: list[Button] = []
        self.frame = Placement((0.0, 0.0), 0)
        self.card_size = (1.0, 1.0)

    def title(self) -> str:
        return ""

    def lines(self) -> tuple[str, ...]:
        return ()

    def enter(self) -> None:
        self.resize(self.app.size)

    def gesture(self, gesture: Gesture) -> None:
        if gesture.kind == "tap":
            any(b.tap(gesture.pos) for b in self.buttons)

    def idle_allowed(self) -> bool:
        return False

    def draw_extra(self, surface: pygame.Surface) -> None:
        """Anything besides the card and its buttons."""

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        dim(surface)
        draw_card(surface, self.frame, self.card_size, self.title(), self.app.unit, self.lines())
        self.draw_extra(surface)
        for button in self.buttons:
            button.draw(surface)
