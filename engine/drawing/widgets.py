"""Buttons, pads and panels, drawn and hit-tested in a frame: the screen, or a seat.

A widget's position is in its frame's own upright coordinates, so a button on the top
seat's panel is laid out as if at the bottom and both drawn and touched upside down.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Protocol

import pygame

from engine.drawing import anim, marks, render, theme
from engine.drawing.icons import icon
from engine.drawing.panels import panel_type
from engine.words.drawn import DRAWN


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

    def surface(self) -> pygame.Surface:
        w, h = round(self.size[0]), round(self.size[1])
        colour = self.colour if self.enabled else theme.BUTTON_DISABLED
        if self.selected:
            colour = theme.darken(colour, 0.25)
        key = ("button", self.label, self.emoji, w, h, colour, self.selected, self.text_role)

        def make() -> pygame.Surface:
            radius = round(min(w, h) * 0.3)
            border = theme.HIGHLIGHT if self.selected else theme.lighten(colour, 0.35)
            base = render.rounded_panel((w, h), colour, radius, border, max(2, h // 16), 4)
            surface = base.copy()
            ink = theme.readable_ink(colour)
            offset = 4
            if self.emoji and not self.label:
                art = icon(self.emoji, int(h * 0.66))
                surface.blit(art, art.get_rect(center=(offset + w / 2, offset + h / 2)))
                return surface
            if self.emoji:
                art = icon(self.emoji, int(h * 0.56))
            size = self.label_size()
            label = render.text(render.ellipsize(self.label, size, self._room()), size, ink)
            total = label.get_width() + (art.get_width() + h * 0.1 if self.emoji else 0)
            x = offset + (w - total) / 2
            if self.emoji:
                surface.blit(art, art.get_rect(midleft=(x, offset + h / 2)))
                x += art.get_width() + h * 0.1
            surface.blit(label, label.get_rect(midleft=(x, offset + h / 2)))
            return surface

        return render.CACHE.get(key, make)

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
            room -= icon(self.emoji, int(h * 0.56)).get_width() + h * 0.1
        return room

    def label_size(self) -> int:
        """The label's type size: its role's, made smaller until it fits beside the icon
        but never below the readable floor (a label still too long is cut short with …)."""
        size = render.fit_size(
            self.label, render.type_size(self.text_role, self.unit), self._room()
        )
        return max(panel_type(self.unit).label, size)

    def draw(self, target: pygame.Surface) -> None:
        surface = self.surface()
        if self.frame.angle:
            key = ("rotbutton", id(surface), self.frame.angle)
            surface = render.CACHE.get(
                key, lambda: pygame.transform.rotate(surface, self.frame.angle)
            )
        shake = anim.shake_offset(time.monotonic() - self.shaken_at, amplitude=8 * self.unit)
        x, y = self.center
        at = render.blit_center(target, surface, self.frame.to_screen((x + shake, y)))
        if marks.RECORDER is not None:
            self._mark(at)

    def _mark(self, at: pygame.Rect) -> None:
        """Register the button (its rounded body, without the drop shadow) for the audit."""
        body = at.inflate(-8, -8)
        px = self.label_size() if self.label else 0
        seat = getattr(self.frame, "index", None)
        marks.mark(marks.TOUCH, body, f"button {self.label or self.emoji}", px, seat)


def _countdown_type(radius: float) -> int:
    return round(radius * 0.9)


def countdown_soon(radius: float, seconds: float, angle: int = 0) -> list[Callable[[], object]]:
    """Every number a `draw_countdown` of `radius` will show from `seconds` down, for a
    `render.Warmer`: the first text at a size loads the font (0.8 ms in the frame a clock
    appears)."""
    size = _countdown_type(radius)
    return [partial(render.text, str(n), size, theme.WHITE, angle) for n in range(int(seconds) + 1)]


def draw_countdown(
    target: pygame.Surface,
    center: tuple[float, float],
    radius: float,
    fraction: float,
    seconds: int,
    colour: theme.Colour = theme.GOLD,
    angle: int = 0,
    seat: int | None = None,
) -> None:
    """A ring that empties as time runs out, with the seconds left in the middle (`seat`:
    the seat whose panel it sits on, if it does)."""
    cx, cy = center
    pygame.draw.circle(target, theme.TABLE_RIM, center, radius)
    if fraction > 0:
        points = [(cx, cy)]
        steps = max(2, int(48 * fraction))
        for i in range(steps + 1):
            a = -math.pi / 2 + 2 * math.pi * fraction * i / steps
            points.append((cx + radius * math.cos(a), cy + radius * math.sin(a)))
        pygame.draw.polygon(target, colour, points)
    pygame.draw.circle(target, theme.TABLE_RIM, center, radius * 0.72)
    size = _countdown_type(radius)
    label = render.text(str(max(0, seconds)), size, theme.WHITE, angle)
    render.blit_center(target, label, center)
    ring = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    ring.center = (round(cx), round(cy))
    DRAWN.note(ring)
    marks.mark(marks.READ, ring, "countdown", size, seat)


def pause_buttons(
    frames: list, size: float, unit: float, open_pause: Callable[[int], None]
) -> list[Button]:
    """⏸ buttons, one per frame (a corner no panel reaches), each facing its side and
    opening the pause towards it."""
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
