"""One pointer model for touch and mouse: device → clean-up stages → gestures.

Every finger (by its touch and finger id, or a TUIO cursor by its session) and the mouse
become `TouchEvent`s in screen pixels; one frame's worth goes through the clean-up stages
(synthetic mouse events from touch dropped, each device's axes, ignore zones, a drag that
survives its finger vanishing for a few frames, a repeated down cancelling the touch
before it, the mouse quiet while fingers touch, ghost touches, at most ten live fingers and
none silent for long, dejitter: `engine.input.stages` and `engine.input.devices`), and a
`GestureRecognizer` turns what is left into gestures: down, drag, hold, up, tap, flick,
cancel. Events that cannot be read (no fields, a down or motion with non-finite
coordinates or a down outside the 0..1 range) never become touch events; an up that cannot
be placed ends its touch as a cancel. Finger `pressure` is not used (pygame-ce fills it
with dy).
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass, field
from typing import Literal

import pygame

from engine.input.devices import Axes, Calibrate, QuietMouse, RepeatedDown, RetainDrag
from engine.input.stages import (
    MAX_FINGERS,
    Dejitter,
    DropSynthetic,
    FingerLimit,
    GhostFilter,
    IgnoreZones,
    RawTouch,
    Source,
    TouchEvent,
    TouchPipeline,
    Vec,
)

FINGER_EVENTS = (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP)
FINGER_KINDS = ("down", "move", "up")
MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP)
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


class GestureRecognizer:
    """Turns a cleaned touch stream into gestures; sizes in pixels scale with the screen."""

    def __init__(self, size: tuple[int, int], hold_seconds: float = 0.45) -> None:
        self.hold_seconds = hold_seconds
        self.pointers: dict[Hashable, Pointer] = {}
        self.resize(size)

    def resize(self, size: tuple[int, int]) -> None:
        short = min(size)
        self.slop = max(8.0, short * 0.012)  # how far a tap may wander
        self.flick_speed = short * 1.2  # a flick crosses more than the short side a second

    def feed(self, touch: TouchEvent) -> list[Gesture]:
        if touch.kind == "down":
            return self._down(touch.pointer, touch.pos, touch.time)
        if touch.kind == "move":
            return self._move(touch.pointer, touch.pos, touch.time)
        if touch.kind == "up":
            return self._up(touch.pointer, touch.pos, touch.time)
        pointer = self.pointers.pop(touch.pointer, None)
        return [] if pointer is None else [_cancel(pointer)]

    def _down(self, key: Hashable, pos: Vec, now: float) -> list[Gesture]:
        self.pointers.pop(key, None)  # a repeated down: treat the old one as lifted
        pointer = Pointer(key, pos, pos, now)
        pointer.samples.append((now, *pos))
        self.pointers[key] = pointer
        return [Gesture("down", key, pos, pos)]

    def _move(self, key: Hashable, pos: Vec, now: float) -> list[Gesture]:
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

    def _up(self, key: Hashable, pos: Vec, now: float) -> list[Gesture]:
        pointer = self.pointers.pop(key, None)
        if pointer is None:
            return []  # swallowed by a scene earlier in the same frame
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
        gestures = [_cancel(p) for p in self.pointers.values()]
        self.pointers.clear()
        return gestures


def _cancel(pointer: Pointer) -> Gesture:
    return Gesture("cancel", pointer.id, pointer.pos, pointer.start)


class PointerTracker:
    """Raw pygame events in, gestures out: the touch path of the app.

    `finger_timeout` and `keeps` go to the `FingerLimit` stage: a pointer silent that long
    is cancelled unless `keeps(pointer)` (the app asks the top scene); `axes` to the
    `Calibrate` stage (the operator's per-device axes, settings' `touch_axes`)."""

    def __init__(
        self,
        size: tuple[int, int],
        hold_seconds: float = 0.45,
        finger_timeout: float = 60.0,
        keeps: Callable[[Hashable], bool] = lambda pointer: False,
        axes: dict[str, Axes] | None = None,
    ) -> None:
        self.quiet_mouse = QuietMouse()
        self.calibrate = Calibrate(size, axes)
        self.retain = RetainDrag(radius=0.0, reach=0.0)
        self.repeats = RepeatedDown()
        self.zones = IgnoreZones()  # empty: a table with a bezel that reports sets `rects`
        self.ghosts = GhostFilter(radius=0.0)
        self.fingers = FingerLimit(finger_timeout, keeps, MAX_FINGERS)
        self.dejitter = Dejitter(radius=0.0)
        self.pipeline = TouchPipeline(
            [
                DropSynthetic(),
                self.calibrate,
                self.zones,
                self.retain,
                self.repeats,
                self.quiet_mouse,
                self.ghosts,
                self.fingers,
                self.dejitter,
            ]
        )
        self.gestures = GestureRecognizer(size, hold_seconds)
        self.last_device: Hashable = None  # the touch device that touched last (settings)
        self.resize(size)

    @property
    def pointers(self) -> dict[Hashable, Pointer]:
        return self.gestures.pointers

    def resize(self, size: tuple[int, int]) -> None:
        self.size = (max(1, size[0]), max(1, size[1]))
        short = min(self.size)
        self.gestures.resize(self.size)
        self.calibrate.size = self.size
        self.retain.radius = self.gestures.slop  # past a tap's wander: a drag
        self.retain.reach = short * 0.06  # how far a fast finger goes in the frames it is lost
        self.dejitter.radius = max(1.0, short * 0.003)  # 3 px at 1080: a wobble, not a move
        self.ghosts.radius = short * 0.025  # about a fingertip on a table-sized screen

    # --- raw events ---------------------------------------------------------------------
    @staticmethod
    def accepts(event: pygame.event.Event) -> bool:
        """Is this a pointer event (one the app should feed in with its frame)?"""
        return event.type in FINGER_EVENTS or event.type in MOUSE_EVENTS

    def handle(self, event: pygame.event.Event, now: float) -> list[Gesture]:
        return list(self.handle_frame([event], now))

    def handle_frame(self, events: list[pygame.event.Event], now: float) -> Iterator[Gesture]:
        """One frame's pointer events, cleaned together (a ghost is a down and up in one
        frame). Gestures are made lazily, one cleaned event at a time, so a scene that
        `forget`s a pointer on its down also swallows an up later in the same frame."""
        touches = [t for t in (self._touch(e, now) for e in events) if t is not None]
        yield from self._clean(touches, now)

    def handle_raw(self, raw: list[RawTouch], now: float) -> Iterator[Gesture]:
        """One frame's fingers from another source (TUIO), cleaned and made gestures as
        SDL's fingers are: the same stages, the same gestures."""
        touches = [self._placed(r.kind, r.pointer, r.x, r.y, r.device, now) for r in raw]
        yield from self._clean([t for t in touches if t is not None], now)

    def _clean(self, touches: list[TouchEvent], now: float) -> Iterator[Gesture]:
        for touch in touches:
            if touch.device is not None:
                self.last_device = touch.device
        for touch in self.pipeline.process(touches, now):
            yield from self.gestures.feed(touch)

    def _touch(self, event: pygame.event.Event, now: float) -> TouchEvent | None:
        if event.type in FINGER_EVENTS:
            return self._finger(event, now)
        if event.type in MOUSE_EVENTS:
            return self._mouse(event, now)
        return None

    def _finger(self, event: pygame.event.Event, now: float) -> TouchEvent | None:
        try:
            device = int(getattr(event, "touch_id", 0))
            key = ("finger", device, int(event.finger_id))
            x, y = float(event.x), float(event.y)
        except (AttributeError, TypeError, ValueError, OverflowError):
            return None
        kind = FINGER_KINDS[FINGER_EVENTS.index(event.type)]
        return self._placed(kind, key, x, y, device, now)

    def _placed(
        self, kind: str, key: Hashable, x: float, y: float, device: Hashable, now: float
    ) -> TouchEvent | None:
        """A finger at `x`, `y` (0..1 across the screen) in pixels, or None if unreadable."""
        if not (math.isfinite(x) and math.isfinite(y)):
            if kind != "up":
                return None
            # A lift is a lift: with nowhere to land it ends the touch without a tap
            # (a cancel takes the pointer's own position).
            return TouchEvent("cancel", key, (0.0, 0.0), now, device=device)
        pos = (x * self.size[0], y * self.size[1])
        if kind == "down":
            inside = 0.0 <= x <= 1.0 and 0.0 <= y <= 1.0
            return TouchEvent("down", key, pos, now, device=device) if inside else None
        return TouchEvent(kind, key, self._clamp(pos), now, device=device)

    def _mouse(self, event: pygame.event.Event, now: float) -> TouchEvent | None:
        try:
            pos = (float(event.pos[0]), float(event.pos[1]))
        except (AttributeError, IndexError, TypeError, ValueError):
            return None
        source: Source = "synthetic" if getattr(event, "touch", False) else "mouse"
        if event.type == pygame.MOUSEMOTION:
            return TouchEvent("move", "mouse", pos, now, source)
        if getattr(event, "button", 1) != 1:
            return None
        kind = "down" if event.type == pygame.MOUSEBUTTONDOWN else "up"
        return TouchEvent(kind, "mouse", pos, now, source)

    def _clamp(self, pos: Vec) -> Vec:
        return (
            min(max(pos[0], 0.0), self.size[0] - 1.0),
            min(max(pos[1], 0.0), self.size[1] - 1.0),
        )

    # --- time and endings ---------------------------------------------------------------
    def update(self, now: float) -> list[Gesture]:
        """Cancels for pointers silent too long, then holds for pointers kept still."""
        gestures = [g for t in self.pipeline.process([], now) for g in self.gestures.feed(t)]
        return gestures + self.gestures.update(now)

    def cancel_all(self) -> list[Gesture]:
        """Focus lost or the scene changed: every pointer ends without a tap."""
        self.pipeline.reset()
        return self.gestures.cancel_all()

    def forget(self, key: Hashable) -> None:
        """Swallow the rest of a pointer's touch: its moves and lift are ignored."""
        self.pipeline.forget(key)
        self.gestures.pointers.pop(key, None)

    def busy(self) -> bool:
        """Is a finger (or the mouse's button) down, or a stage holding something for
        time to let out? Then every step may bring a gesture (a hold, a cancel)."""
        return bool(self.gestures.pointers) or self.pipeline.waiting()

    def is_down(self, key: Hashable) -> bool:
        return key in self.gestures.pointers
