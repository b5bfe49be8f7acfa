"""One pointer model for touch and mouse.

Every finger (by its touch and finger id) and the mouse become `Pointer`s in screen
pixels; the tracker turns their motion into gestures: down, drag, hold, up, tap, flick.
Touch also produces synthetic mouse events (`event.touch` is true): they are dropped, so
a tap never counts twice. Bad input is ignored safely: an up or motion for a finger that
never went down, a down outside the 0..1 range, more than ten fingers at once. Finger
`pressure` is not used (pygame-ce fills it with dy).
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Literal

import pygame

MAX_FINGERS = 10
Vec = tuple[float, float]
Kind = Literal["down", "drag", "hold", "up", "tap", "flick", "cancel"]


@dataclass(frozen=True)
class Gesture:
    kind: Kind
    pointer: Hashable
    pos: Vec
    start: Vec
    velocity: Vec = (0.0, 0.0)  # pixels per second, for flicks
    duration: float = 0.0

    @property
    def delta(self) -> Vec:
        return (self.pos[0] - self.start[0], self.pos[1] - self.start[1])


@dataclass
class Pointer:
    id: Hashable
    start: Vec
    pos: Vec
    started: float
    moved: bool = False
    held: bool = False
    samples: deque = field(default_factory=lambda: deque(maxlen=6))

    def velocity(self) -> Vec:
        """Velocity over the last ~80 ms of motion samples (what a flick really was)."""
        if len(self.samples) < 2:
            return (0.0, 0.0)
        t1, x1, y1 = self.samples[-1]
        recent = [s for s in self.samples if t1 - s[0] >= 0.08]
        t0, x0, y0 = recent[-1] if recent else self.samples[0]
        dt = t1 - t0
        return (0.0, 0.0) if dt <= 0 else ((x1 - x0) / dt, (y1 - y0) / dt)


class PointerTracker:
    """Turns raw pygame events into gestures; sizes in pixels scale with the screen."""

    def __init__(self, size: tuple[int, int], hold_seconds: float = 0.45) -> None:
        self.hold_seconds = hold_seconds
        self.pointers: dict[Hashable, Pointer] = {}
        self.resize(size)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = (max(1, size[0]), max(1, size[1]))
        short = min(self.size)
        self.slop = max(8.0, short * 0.012)  # how far a tap may wander
        self.flick_speed = short * 1.2  # a flick crosses more than the short side a second

    # --- raw events ---------------------------------------------------------------------
    def handle(self, event: pygame.event.Event, now: float) -> list[Gesture]:
        kind = event.type
        if kind in (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP):
            return self._finger(event, now)
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            if getattr(event, "touch", False):
                return []  # synthesised from a finger already handled
            return self._mouse(event, now)
        return []

    def _finger(self, event: pygame.event.Event, now: float) -> list[Gesture]:
        try:
            key = ("finger", int(getattr(event, "touch_id", 0)), int(event.finger_id))
            x, y = float(event.x), float(event.y)
        except (AttributeError, TypeError, ValueError):
            return []
        if not (math.isfinite(x) and math.isfinite(y)):
            return []
        pos = (x * self.size[0], y * self.size[1])
        inside = 0.0 <= x <= 1.0 and 0.0 <= y <= 1.0
        if event.type == pygame.FINGERDOWN:
            return self.press(key, pos, now) if inside else []
        if event.type == pygame.FINGERMOTION:
            return self.move(key, self._clamp(pos), now)
        return self.release(key, self._clamp(pos), now)

    def _mouse(self, event: pygame.event.Event, now: float) -> list[Gesture]:
        pos = getattr(event, "pos", None)
        if pos is None:
            return []
        pos = (float(pos[0]), float(pos[1]))
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self.press("mouse", pos, now) if getattr(event, "button", 1) == 1 else []
        if event.type == pygame.MOUSEMOTION:
            return self.move("mouse", pos, now)
        return self.release("mouse", pos, now) if getattr(event, "button", 1) == 1 else []

    def _clamp(self, pos: Vec) -> Vec:
        return (
            min(max(pos[0], 0.0), self.size[0] - 1.0),
            min(max(pos[1], 0.0), self.size[1] - 1.0),
        )

    # --- pointer life -------------------------------------------------------------------
    def press(self, key: Hashable, pos: Vec, now: float) -> list[Gesture]:
        if key in self.pointers:  # a repeated down: treat the old one as lifted
            self.pointers.pop(key)
        if len(self.pointers) >= MAX_FINGERS:
            return []
        pointer = Pointer(key, pos, pos, now)
        pointer.samples.append((now, *pos))
        self.pointers[key] = pointer
        return [Gesture("down", key, pos, pos)]

    def move(self, key: Hashable, pos: Vec, now: float) -> list[Gesture]:
        pointer = self.pointers.get(key)
        if pointer is None:
            return []
        pointer.pos = pos
        pointer.samples.append((now, *pos))
        if not pointer.moved and math.dist(pos, pointer.start) > self.slop:
            pointer.moved = True
        if not pointer.moved:
            return []
        return [Gesture("drag", key, pos, pointer.start, pointer.velocity(), now - pointer.started)]

    def release(self, key: Hashable, pos: Vec, now: float) -> list[Gesture]:
        pointer = self.pointers.pop(key, None)
        if pointer is None:
            return []  # an up that never went down
        pointer.samples.append((now, *pos))
        velocity = pointer.velocity()
        duration = now - pointer.started
        moved = pointer.moved or math.dist(pos, pointer.start) > self.slop
        gestures = [Gesture("up", key, pos, pointer.start, velocity, duration)]
        if moved and math.hypot(*velocity) >= self.flick_speed:
            gestures.append(Gesture("flick", key, pos, pointer.start, velocity, duration))
        elif not moved and not pointer.held:
            gestures.append(Gesture("tap", key, pos, pointer.start, (0.0, 0.0), duration))
        return gestures

    def update(self, now: float) -> list[Gesture]:
        """Emit holds for pointers kept still long enough."""
        held = []
        for pointer in self.pointers.values():
            if (
                not pointer.held
                and not pointer.moved
                and now - pointer.started >= self.hold_seconds
            ):
                pointer.held = True
                held.append(Gesture("hold", pointer.id, pointer.pos, pointer.start))
        return held

    def cancel_all(self) -> list[Gesture]:
        """Focus lost or the scene changed: every pointer ends without a tap."""
        gestures = [Gesture("cancel", p.id, p.pos, p.start) for p in self.pointers.values()]
        self.pointers.clear()
        return gestures

    def forget(self, key: Hashable) -> None:
        """Swallow the rest of a pointer's touch: its moves and lift are ignored."""
        self.pointers.pop(key, None)

    def is_down(self, key: Hashable) -> bool:
        return key in self.pointers
