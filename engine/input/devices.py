"""Clean-up stages for what particular touch hardware and drivers do.

The stages of `engine.input.stages` clean up what every touch frame lies about; these
answer to hardware and drivers that a real table brings (each in the spirit of a Kivy
`input/postproc` module or provider option):
- `QuietMouse`: a driver that also clicks the mouse for a finger, beside the finger's own
  events (pygame-ce issue 1514: on Windows a second click can arrive with `touch=False`),
  would tap twice; the mouse is ignored while any finger is down and a moment after
  (Kivy's `disable_on_activity`).
- `Calibrate`: a touch frame mounted turned or mirrored against the screen reports every
  finger somewhere else; the operator's per-device axes put it back.
- `RetainDrag`: infrared and camera tables lose a fast-moving finger for a frame or two and
  report it again as a new one; a drag survives that gap (Kivy's `retaintouch`).
- `RepeatedDown`: SDL may report a finger down again while it is still down (SDL issue
  9591); the earlier touch is cancelled cleanly before the new one starts.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping
from dataclasses import dataclass, replace
from typing import NamedTuple

from engine.input.stages import Stage, TouchEvent, Vec

MOUSE = "mouse"
QUIET_SECONDS = 0.5  # the mouse is ignored this long after the last finger event
RETAIN_SECONDS = 0.05  # a dragging finger may vanish this long (three frames at 60 Hz)
ANY_DEVICE = "*"  # the axes of every touch device that has none of its own
AXIS_WORDS = ("swap", "flip_x", "flip_y")


class QuietMouse(Stage):
    """Mouse events are dropped while any finger is down and for `quiet` seconds after the
    last finger event: a table's driver clicking for a finger is never a second tap. A
    mouse button held when a finger comes down is cancelled (it never taps)."""

    def __init__(self, quiet: float = QUIET_SECONDS) -> None:
        self.quiet = quiet
        self.fingers: set[Hashable] = set()
        self.last_finger = -math.inf
        self.mouse_down = False

    def process(self, events: list[TouchEvent], now: float) -> list[TouchEvent]:
        out: list[TouchEvent] = []
        for e in events:
            if e.source == "mouse":
                if self._mouse_allowed(e.time):
                    if e.kind != "move":
                        self.mouse_down = e.kind == "down"
                    out.append(e)
                continue
            if e.kind == "down" and self.mouse_down:
                self.mouse_down = False
                out.append(TouchEvent("cancel", MOUSE, e.pos, e.time, "mouse"))
            self._finger(e)
            out.append(e)
        return out

    def _mouse_allowed(self, at: float) -> bool:
        return not self.fingers and at - self.last_finger >= self.quiet

    def _finger(self, e: TouchEvent) -> None:
        self.last_finger = max(self.last_finger, e.time)
        if e.kind == "down":
            self.fingers.add(e.pointer)
        elif e.kind in ("up", "cancel"):
            self.fingers.discard(e.pointer)

    def forget(self, pointer: Hashable) -> None:
        self.fingers.discard(pointer)
        if pointer == MOUSE:
            self.mouse_down = False

    def reset(self) -> None:
        self.fingers.clear()
        self.mouse_down = False


class Axes(NamedTuple):
    """How a touch device's axes lie against the screen: `swap` exchanges x and y (a frame
    mounted a quarter turn round), then `flip_x` and `flip_y` mirror the screen's axes."""

    swap: bool = False
    flip_x: bool = False
    flip_y: bool = False

    @classmethod
    def parse(cls, words: object) -> Axes:
        """From the settings' list of words ("swap", "flip_x", "flip_y"); others ignored."""
        given = set(words) if isinstance(words, list | tuple) else set()
        return cls("swap" in given, "flip_x" in given, "flip_y" in given)

    @property
    def words(self) -> list[str]:
        return [word for word in AXIS_WORDS if getattr(self, word)]

    def apply(self, pos: Vec, size: tuple[int, int]) -> Vec:
        w, h = size
        x, y = pos
        if self.swap:
            x, y = y / h * w, x / w * h
        if self.flip_x:
            x = w - x
        if self.flip_y:
            y = h - y
        return (x, y)


ALL_AXES = tuple(Axes(s, x, y) for s in (False, True) for x in (False, True) for y in (False, True))
"""Every way a device's axes may lie, in the order the settings step through them."""


def parse_axes(setting: Mapping[str, object]) -> dict[str, Axes]:
    """The operator's per-device axes (settings' `touch_axes`), the identity ones left out."""
    axes = {str(device): Axes.parse(words) for device, words in setting.items()}
    return {device: a for device, a in axes.items() if a != Axes()}


class Calibrate(Stage):
    """Fingers of a device with axes of its own (or of `ANY_DEVICE`) are moved to where
    they really are on the screen; the mouse is never moved."""

    def __init__(self, size: tuple[int, int], axes: Mapping[str, Axes] | None = None) -> None:
        self.size = size
        self.axes: dict[str, Axes] = dict(axes or {})

    def process(self, events: list[TouchEvent], now: float) -> list[TouchEvent]:
        if not self.axes:
            return events
        return [self._placed(e) for e in events]

    def of(self, device: Hashable) -> Axes:
        found = self.axes.get(str(device))
        return found if found is not None else self.axes.get(ANY_DEVICE, Axes())

    def _placed(self, e: TouchEvent) -> TouchEvent:
        if e.source != "finger" or e.kind == "cancel":
            return e
        axes = self.of(e.device)
        if axes == Axes():
            return e
        x, y = axes.apply(e.pos, self.size)
        w, h = self.size
        return replace(e, pos=(min(max(x, 0.0), w - 1.0), min(max(y, 0.0), h - 1.0)))


@dataclass
class _Track:
    start: Vec
    pos: Vec
    dragging: bool = False


class RetainDrag(Stage):
    """A dragging finger's up is held back for `seconds`: a new finger that comes down
    within `reach` of it in that time is the same finger found again, and its events carry
    on the old pointer (its down becomes a move), so the drag goes on. An up that nobody
    takes is let through when its time is up, as it was (its place and time). A tap's up
    (a finger that never moved past `radius`) is never held: taps answer at once."""

    def __init__(self, radius: float, reach: float, seconds: float = RETAIN_SECONDS) -> None:
        self.radius = radius
        self.reach = reach
        self.seconds = seconds
        self.tracks: dict[Hashable, _Track] = {}
        self.held: dict[Hashable, TouchEvent] = {}  # a dragging finger's up, held back
        self.links: dict[Hashable, Hashable] = {}  # a finger found again -> its old pointer

    def process(self, events: list[TouchEvent], now: float) -> list[TouchEvent]:
        out: list[TouchEvent] = []
        for e in events:
            if e.source != "finger":
                out.append(e)
                continue
            out += self._expired(e.time) + self._one(e)
        return out + self._expired(now)

    def _one(self, e: TouchEvent) -> list[TouchEvent]:
        old = self.links.get(e.pointer, e.pointer)
        if e.kind == "down":
            return self._down(e, old)
        e = replace(e, pointer=old)
        if e.kind == "move":
            if old in self.held:
                return []  # a lifted finger's motion: only a down finds it again
            return self._moved(e) if old in self.tracks else [e]
        if e.kind == "up" and old in self.tracks and self.tracks[old].dragging:
            self.held[old] = e
            self._unlink(old)
            return []
        self._end(old)
        return [e]

    def _down(self, e: TouchEvent, old: Hashable) -> list[TouchEvent]:
        if old != e.pointer and old not in self.held:
            e = replace(e, pointer=old)  # a finger found again comes down again (9591)
        else:
            self.links.pop(e.pointer, None)
            found = e.pointer if e.pointer in self.held else None
            if found is None and e.pointer not in self.tracks:
                found = self._found_again(e)
            if found is not None:
                if found != e.pointer:
                    self.links[e.pointer] = found
                return self._moved(replace(e, kind="move", pointer=found))
        self.tracks[e.pointer] = _Track(e.pos, e.pos)
        return [e]

    def _found_again(self, down: TouchEvent) -> Hashable | None:
        """The held drag nearest the new finger, within `reach` (held ones are recent)."""
        near = [(math.dist(self.tracks[p].pos, down.pos), p) for p in self.held]
        near = [(d, p) for d, p in near if d <= self.reach]
        return min(near, key=lambda item: item[0])[1] if near else None

    def _moved(self, e: TouchEvent) -> list[TouchEvent]:
        self.held.pop(e.pointer, None)
        track = self.tracks[e.pointer]
        track.pos = e.pos
        track.dragging = track.dragging or math.dist(track.start, e.pos) > self.radius
        return [e]

    def _expired(self, now: float) -> list[TouchEvent]:
        due = [p for p, up in self.held.items() if now - up.time >= self.seconds - 1e-9]
        ups = [self.held[p] for p in due]
        for pointer in due:
            self._end(pointer)
        return ups

    def _end(self, pointer: Hashable) -> None:
        self.tracks.pop(pointer, None)
        self.held.pop(pointer, None)
        self._unlink(pointer)

    def _unlink(self, pointer: Hashable) -> None:
        self.links = {new: old for new, old in self.links.items() if old != pointer}

    def forget(self, pointer: Hashable) -> None:
        self._end(pointer)

    def reset(self) -> None:
        self.tracks.clear()
        self.held.clear()
        self.links.clear()

    def waiting(self) -> bool:
        return bool(self.held)


class RepeatedDown(Stage):
    """A down for a pointer that is already down (SDL issue 9591) first ends the earlier
    touch with a `cancel` (never a tap, and whatever it held is let go), then starts anew."""

    def __init__(self) -> None:
        self.down: set[Hashable] = set()

    def process(self, events: list[TouchEvent], now: float) -> list[TouchEvent]:
        out: list[TouchEvent] = []
        for e in events:
            if e.kind == "down":
                if e.pointer in self.down:
                    out.append(TouchEvent("cancel", e.pointer, e.pos, e.time, e.source, e.device))
                self.down.add(e.pointer)
            elif e.kind in ("up", "cancel"):
                self.down.discard(e.pointer)
            out.append(e)
        return out

    def forget(self, pointer: Hashable) -> None:
        self.down.discard(pointer)

    def reset(self) -> None:
        self.down.clear()
