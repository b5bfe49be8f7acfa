"""Dialog cards shared by the menu's overlays: a titled card with a column of buttons,
facing one side of the table (or drawn twice, facing both long sides)."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from engine.drawing import theme
from engine.drawing.display import SHADE, DisplayList, Image, Raster
from engine.drawing.images import plate_on, rounded
from engine.drawing.images import text as words
from engine.drawing.seats import Placement
from engine.drawing.text import fit_size, type_size, wrap
from engine.drawing.theme import WORDS
from engine.drawing.widgets import Button
from engine.input.pointer import Gesture
from engine.loop.scenes import Scene


def dim(frame: DisplayList) -> None:
    """Darken what is below an overlay: out of play until it closes, so neither touched
    nor judged."""
    frame.sprite(_veil(frame.size), (0, 0), anchor="topleft", kind=SHADE, what="shade")


def _veil(size: tuple[int, int]) -> Image:
    def make(_: Raster) -> pygame.Surface:
        veil = pygame.Surface(size, pygame.SRCALPHA)
        veil.fill(theme.DIM_OVERLAY)
        return veil

    return Image(("veil", size), size, make)


def card_width(design: float, room: float) -> float:
    """A full-screen card's width: its design's, wider by as much as the words grew (bigger
    words) where the screen has the room (a wide screen's sides stood empty), so a row
    of labels that fit its design fits at the bigger size too."""
    return min(room, design * WORDS.scale)


def stretch(width: float, design: float) -> float:
    """How far wider than its `design` a card of `width` is (1 at most: its design; the
    words' scale at most), to spread its rows by."""
    return max(1.0, min(WORDS.scale, width / design))


def card(size: tuple[int, int], unit: float) -> Image:
    return rounded(size, theme.PANEL, round(30 * unit), theme.PANEL_EDGE, 3, round(10 * unit))


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


def card_image(
    size: tuple[float, float], title: str, unit: float, lines: tuple[str, ...] = ()
) -> Image:
    """The card itself with its title (and a few lines), upright."""
    w, h = round(size[0]), round(size[1])
    body = card((w, h), unit)
    pad = round(10 * unit)
    heading = words(title, fit_size(title, type_size("title", unit), w * 0.85), theme.INK)
    size_body = type_size("body", unit)
    parts = [
        words(part, size_body, theme.INK_SOFT)
        for line in lines
        for part in wrap(line, size_body, w * 0.82)
    ]

    def make(raster: Raster) -> pygame.Surface:
        surface = plate_on(raster, body)
        top = (pad + w / 2, pad + 30 * unit)
        surface.blit(raster(heading), raster(heading).get_rect(midtop=top))
        y = pad + 40 * unit + heading.size[1]
        for part in parts:
            surface.blit(raster(part), raster(part).get_rect(midtop=(pad + w / 2, y)))
            y += part.size[1] * 1.15
        return surface

    return Image(("dialog", title, lines, w, h, unit), body.size, make)


def paint_card(
    frame: DisplayList,
    at: Placement,
    size: tuple[float, float],
    title: str,
    unit: float,
    lines: tuple[str, ...] = (),
) -> None:
    """The card facing `at`'s side."""
    image = card_image(size, title, unit, lines)
    frame.sprite(image, at.center, angle=at.angle, still=True, what=f"dialog {title!r}")


class DialogScene(Scene):
    """An overlay card with buttons: pause, settings, PIN pad, operator, how to play.

    Subclasses set `self.frame`, `self.card_size`, `self.buttons` in `resize` and give the
    title; `paint_extra` adds what is particular to them."""

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

    def next_change(self, now: float) -> float:
        """A card waits for a tap (a refused one's shake says itself as it paints)."""
        return math.inf

    def paint_extra(self, frame: DisplayList) -> None:
        """Anything besides the card and its buttons."""

    def paint(self, frame: DisplayList, alpha: float) -> None:
        dim(frame)
        paint_card(frame, self.frame, self.card_size, self.title(), self.app.unit, self.lines())
        self.paint_extra(frame)
        for button in self.buttons:
            button.paint(frame)
