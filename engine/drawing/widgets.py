"""Buttons, pads and panels, drawn and hit-tested in a frame: the screen, or a seat.

A widget's position is in its frame's own upright coordinates, so a button on the top
seat's panel is laid out as if at the bottom and both drawn and touched upside down.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Protocol

import pygame

from engine.drawing import anim, theme
from engine.drawing.display import CLOCK, TARGET, DisplayList, Image, Raster
from engine.drawing.icons import picture
from engine.drawing.images import plate_on, rounded
from engine.drawing.images import text as words
from engine.drawing.panels import panel_type
from engine.drawing.seats import PAUSE_SIZE
from engine.drawing.text import ellipsize, fit_size, listened, measure, type_size, wrap


class Frame(Protocol):
    angle: int

    def to_screen(self, local: tuple[float, float]) -> tuple[float, float]: ...

    def to_local(self, screen: tuple[float, float]) -> tuple[float, float]: ...


@dataclass(frozen=True)
class ScreenFrame:
    """The screen itself as a frame (no rotation)."""

    angle: int = 0

    def to_screen(self, local: tuple[float, float]) -> tuple[float, float]:
        return local

    def to_local(self, screen: tuple[float, float]) -> tuple[float, float]:
        return screen


SCREEN = ScreenFrame()


@dataclass
class Button:
    """A rounded button with a label and/or an icon; `on_tap` runs when tapped while enabled.

    A tap on a disabled button shakes it gently (never an error)."""

    label: str
    center: tuple[float, float]
    size: tuple[float, float]
    on_tap: Callable[[], None] | None = None
    frame: Frame = SCREEN
    colour: theme.Colour = theme.BUTTON
    emoji: str = ""
    enabled: bool = True
    selected: bool = False
    text_role: str = "body"
    unit: float = 1.0
    slop: float = 0.0  # pixels around the button that still count (party mode's wide fingers)
    seat: int | None = None  # the seat it belongs to, if its frame is not that seat's (a
    # seat's how-to page's arrows)
    art_h: float = 0.0  # the height its icon is sized by (0: its own; `grown` keeps the design's)
    shaken_at: float = field(default=-10.0, repr=False)

    def contains(self, screen_pos: tuple[float, float]) -> bool:
        x, y = self.frame.to_local(screen_pos)
        w, h = self.size
        reach_x, reach_y = w / 2 + self.slop, h / 2 + self.slop
        return abs(x - self.center[0]) <= reach_x and abs(y - self.center[1]) <= reach_y

    def tap(self, screen_pos: tuple[float, float]) -> bool:
        """Handle a tap; True if it was on this button (enabled or not)."""
        if not self.contains(screen_pos):
            return False
        if self.enabled and self.on_tap:
            self.on_tap()
        else:
            self.shaken_at = time.monotonic()
        return True

    def image(self) -> Image:
        """The button, upright, with its drop shadow."""
        w, h = round(self.size[0]), round(self.size[1])
        colour = self.colour if self.enabled else theme.BUTTON_DISABLED
        if self.selected:
            colour = theme.darken(colour, 0.25)
        size = self.label_size() if self.label else 0
        looks = (self.label, self.emoji, w, h, tuple(colour), self.selected, self.text_role)
        make = _button_image.__wrapped__ if listened() else _button_image
        return make(*looks, size, self._room(), round(self.art_h or h))

    def screen_rect(self) -> pygame.Rect:
        """The button's body on screen (turned with its frame), shaking aside."""
        w, h = self.size if self.frame.angle % 180 == 0 else self.size[::-1]
        rect = pygame.Rect(0, 0, round(w), round(h))
        x, y = self.frame.to_screen(self.center)
        rect.center = (round(x), round(y))
        return rect

    def _room(self) -> float:
        """The label's width beside the icon."""
        w, h = round(self.size[0]), round(self.size[1])
        room = w * 0.86
        if self.emoji:
            art_h = round(self.art_h or h)
            room -= int(art_h * 0.56) + art_h * 0.1
        return room

    def label_size(self) -> int:
        """The label's type size: its role's, made smaller until it fits beside the icon
        but never below the readable floor (a label still too long takes a second line, or
        is cut short with …: `label_lines`)."""
        size = fit_size(self.label, type_size(self.text_role, self.unit), self._room())
        return max(panel_type(self.unit).label, size)

    def grown(self) -> Button:
        """The button, taller where its label would be cut short in one line but fits in
        two (bigger words on a row of labels designed for one line); its row must have
        the room (`room_for_two`)."""
        size = self.label_size() if self.label else 0
        if not self.label or measure(self.label, size)[0] <= self._room():
            return self
        self.art_h = self.art_h or self.size[1]  # the icon as designed: the words take the room
        self.size = (self.size[0], max(self.size[1], room_for_two(self.label, size)))
        return self

    def cut(self) -> bool:
        """Would its label be cut short with … (too long for one line and for two)?"""
        size, room = self.label_size(), self._room()
        if not self.label or measure(self.label, size)[0] <= room:
            return False
        return _two_lines(self.label, size, room, round(self.size[1])) is None

    def paint(self, frame: DisplayList) -> None:
        """The button where its frame puts it, shaking a moment after a refused tap; a touch
        target (its rounded body, without the drop shadow), facing its frame."""
        age = time.monotonic() - self.shaken_at
        shake = anim.shake_offset(age, amplitude=8 * self.unit)
        if anim.shaking(age):
            frame.moving()
        x, y = self.center
        item = frame.sprite(
            self.image(),
            self.frame.to_screen((x + shake, y)),
            angle=self.frame.angle,
            kind=TARGET,
            seat=self.seat if self.seat is not None else getattr(self.frame, "index", None),
            still=shake == 0.0,
            text_px=self.label_size() if self.label else 0,
            what=f"button {self.label or self.emoji}",
        )
        item.rests = self.screen_rect()


@lru_cache(maxsize=256)
def _button_image(
    label: str,
    emoji: str,
    w: int,
    h: int,
    colour: theme.Colour,
    selected: bool,
    role: str,
    size: int,
    room: float,
    art_h: int,
) -> Image:
    """A button's picture: made once for each look (a table asks for the same few
    buttons every frame)."""
    key = ("button", label, emoji, w, h, colour, selected, role, art_h)
    radius = round(min(w, h) * 0.3)
    border = theme.HIGHLIGHT if selected else theme.lighten(colour, 0.35)
    base = rounded((w, h), colour, radius, border, max(2, h // 16), 4)
    ink = theme.readable_ink(colour)
    offset = 4
    art = picture(emoji, int(art_h * (0.56 if label else 0.66))) if emoji else None
    lines = [words(line, size, ink) for line in label_lines(label, size, room, h)]

    def make(raster: Raster) -> pygame.Surface:
        surface = plate_on(raster, base)
        if not lines:
            if art is not None:
                centre = (offset + w / 2, offset + h / 2)
                surface.blit(raster(art), raster(art).get_rect(center=centre))
            return surface
        width = max(line.size[0] for line in lines)
        total = width + (art.size[0] + art_h * 0.1 if art is not None else 0)
        x = offset + (w - total) / 2
        if art is not None:
            surface.blit(raster(art), raster(art).get_rect(midleft=(x, offset + h / 2)))
            x += art.size[0] + art_h * 0.1
        y = offset + (h - sum(line.size[1] for line in lines)) / 2
        for line in lines:
            surface.blit(raster(line), (x + (width - line.size[0]) / 2, y))
            y += line.size[1]
        return surface

    return Image(key, base.size, make)


def room_for_two(label: str, size: int) -> float:
    """The height a button needs for two lines of `label` at `size` (`label_lines`)."""
    return 2 * measure(label, size)[1] / 0.9 + 1


def label_lines(label: str, size: int, room: float, height: float) -> list[str]:
    """A button label's lines at `size`: one if it fits `room`, two where it does not and
    the button is tall enough for two, else one cut short with …"""
    if not label or measure(label, size)[0] <= room:
        return [label] if label else []
    return _two_lines(label, size, room, height) or [ellipsize(label, size, room)]


def _two_lines(label: str, size: int, room: float, height: float) -> list[str] | None:
    """`label` on two lines that fit `room`, if the button is tall enough for two."""
    lines = wrap(label, size, room)
    tall = 2 * measure(label, size)[1] <= height * 0.9
    if len(lines) == 2 and tall and all(measure(line, size)[0] <= room for line in lines):
        return lines
    return None


def _countdown_type(radius: float) -> int:
    return round(radius * 0.9)


def countdown_soon(radius: float, seconds: float) -> list[Image]:
    """Every number a countdown of `radius` will show from `seconds` down, to paint ahead
    (the first words at a size load the font, in the frame a clock appears)."""
    size = _countdown_type(radius)
    return [words(str(n), size, theme.WHITE) for n in range(int(seconds) + 1)]


def paint_countdown(
    frame: DisplayList,
    center: tuple[float, float],
    radius: float,
    fraction: float,
    seconds: int,
    colour: theme.Colour = theme.GOLD,
    angle: int = 0,
    seat: int | None = None,
) -> None:
    """A ring that empties as time runs out, with the seconds left in the middle (`seat`:
    the seat whose panel it sits on, if it does); shown, it moves."""
    cx, cy = center
    frame.shape("circle", theme.TABLE_RIM, center, radius)
    if fraction > 0:
        frame.moving()
        points = [(cx, cy)]
        steps = max(2, int(48 * fraction))
        for i in range(steps + 1):
            a = -math.pi / 2 + 2 * math.pi * fraction * i / steps
            points.append((cx + radius * math.cos(a), cy + radius * math.sin(a)))
        frame.shape("polygon", colour, points)
    frame.shape("circle", theme.TABLE_RIM, center, radius * 0.72)
    size = _countdown_type(radius)
    frame.sprite(words(str(max(0, seconds)), size, theme.WHITE), center, angle=angle)
    ring = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    ring.center = (round(cx), round(cy))
    frame.mark(CLOCK, ring, "countdown", size, seat)


def pause_buttons(frames: list, unit: float, open_pause: Callable[[int], None]) -> list[Button]:
    """⏸ buttons, one per frame (a corner no panel reaches: `seats.pause_spots`), each
    `PAUSE_SIZE` across, facing its side and opening the pause towards it."""
    size = PAUSE_SIZE * unit
    return [
        Button(
            "",
            (0, 0),
            (size, size),
            lambda a=frame.angle: open_pause(a),
            frame,
            theme.TABLE_RIM,
            "⏸️",
            unit=unit,
        )
        for frame in frames
    ]
