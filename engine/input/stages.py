"""Device clean-up for touch: small stages over plain touch events, before any gesture.

Touch frames lie in small, well-known ways: a driver synthesises mouse events from touch,
the bezel reports fingers resting on it, a still finger wobbles by a pixel or two, an
infrared frame reports a phantom touch next to a real one, and ups get lost. Each lie has
its own stage here, in the spirit of Kivy's `kivy/input/postproc/`: a class with
`process(events, now) -> events` that keeps only the little state it needs. They are
pure Python (no pygame), so each is tested alone with plain event lists.

`PointerTracker` (engine/input/pointer.py) turns pygame events into `TouchEvent`s, runs one
frame's worth through a `TouchPipeline` and hands what is left to gesture recognition.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, replace
from typing import Literal

Vec = tuple[float, float]
Rect = tuple[float, float, float, float]  # x, y, width, height in screen pixels
TouchKind = Literal["down", "move", "up", "cancel"]
Source = Literal["finger", "mouse", "synthetic"]  # synthetic: a mouse event made from touch

MAX_FINGERS = 10


@dataclass(frozen=True, slots=True)
class TouchEvent:
    """One pointer event in screen pixels. A `cancel` ends a pointer without a tap: a
    stage that ends one itself (to make room, or because it went silent) says so with
    one, and so does a lift that could not be placed. Its `pos` is not used. `device`
    names the touch device a finger came from (SDL's touch id, or "tuio"), for its axes."""

    kind: TouchKind
    pointer: Hashable
    pos: Vec
    time: float
    source: Source = "finger"
    device: Hashable = None


@dataclass(frozen=True, slots=True)
class RawTouch:
    """A finger as a device other than SDL reports it (TUIO): `x` and `y` from 0 to 1
    across the screen, as SDL's finger events give them; the tracker places it."""

    kind: Literal["down", "move", "up"]
    pointer: Hashable
    x: float
    y: float
    device: Hashable = None


class Stage:
    """A clean-up step. Stages that remember pointers forget them when told, so that a
    pointer ended elsewhere (cancelled, swallowed by a scene) leaves no state behind."""

    def process(self, events: list[TouchEvent], now: float) -> list[TouchEvent]:
        raise NotImplementedError

    def forget(self, pointer: Hashable) -> None:
        """The pointer has ended outside this stage."""

    def reset(self) -> None:
        """Every pointer has ended (focus lost)."""

    def waiting(self) -> bool:
        """Does it hold something that time alone may let out (a silent finger to cancel,
        a lifted drag's up)? If no stage does, a step that brought no touch brings none."""
        return False


class DropSynthetic(Stage):
    """Touch drivers also send each touch as a mouse event; counted twice it would tap
    twice, so only the finger's own events are kept."""

    def process(self, events: list[TouchEvent], now: float) -> list[TouchEvent]:
        return [e for e in events if e.source != "synthetic"]


class IgnoreZones(Stage):
    """Downs inside any of the rectangles (a bezel, a cup holder) are not touches. The rest
    of such a touch is dropped later as an orphan, so no state is kept here."""

    def __init__(self, rects: Iterable[Rect] = ()) -> None:
        self.rects: list[Rect] = list(rects)

    def process(self, events: list[TouchEvent], now: float) -> list[TouchEvent]:
        return [e for e in events if not (e.kind == "down" and self.inside(e.pos))]

    def inside(self, pos: Vec) -> bool:
        return any(x <= pos[0] < x + w and y <= pos[1] < y + h for x, y, w, h in self.rects)


class GhostFilter(Stage):
    """Infrared frames report phantom touches beside a real finger: a down and its up in
    the same frame, within a fingertip of another finger that is down. Such a pair, and
    any motion between, is dropped; a real tap lasts several frames."""

    def __init__(self, radius: float) -> None:
        self.radius = radius
        self.down: dict[Hashable, Vec] = {}

    def process(self, events: list[TouchEvent], now: float) -> list[TouchEvent]:
        suspects: dict[Hashable, list[int]] = {}  # a down beside another: its events so far
        dropped: set[int] = set()
        for i, e in enumerate(events):
            if e.source != "finger":
                continue
            if e.kind == "down":
                suspects.pop(e.pointer, None)
                if e.pointer not in self.down and self._beside_another(e):
                    suspects[e.pointer] = []
            if e.pointer in suspects:
                suspects[e.pointer].append(i)
                if e.kind == "up":
                    dropped.update(suspects.pop(e.pointer))
            if e.kind in ("up", "cancel"):
                self.down.pop(e.pointer, None)
            elif e.kind == "down" or e.pointer in self.down:
                self.down[e.pointer] = e.pos
        return [e for i, e in enumerate(events) if i not in dropped]

    def _beside_another(self, event: TouchEvent) -> bool:
        return any(
            key != event.pointer and math.dist(pos, event.pos) <= self.radius
            for key, pos in self.down.items()
        )

    def forget(self, pointer: Hashable) -> None:
        self.down.pop(pointer, None)

    def reset(self) -> None:
        self.down.clear()


@dataclass
class _Seen:
    time: float  # of the pointer's last raw event
    pos: Vec


class FingerLimit(Stage):
    """At most `capacity` live pointers, and none that has gone silent for `timeout`
    seconds, so lost ups can never make the table deaf.

    A down that would be one too many ends the pointer silent for longest (with a
    `cancel`, never a tap): a new finger is never refused. A pointer silent for `timeout`
    is cancelled unless `keeps(pointer)` says a scene still needs it (a child holding a
    peek pad still); when every pointer is kept, the longest silent still makes room.
    Moves and ups of pointers that are not live (never down, ended, swallowed) stop here.
    """

    def __init__(
        self,
        timeout: float,
        keeps: Callable[[Hashable], bool] = lambda pointer: False,
        capacity: int = MAX_FINGERS,
    ) -> None:
        self.timeout = timeout
        self.keeps = keeps
        self.capacity = capacity
        self.live: dict[Hashable, _Seen] = {}

    def process(self, events: list[TouchEvent], now: float) -> list[TouchEvent]:
        out: list[TouchEvent] = []
        for e in events:
            if e.kind == "down" and e.pointer not in self.live:
                if len(self.live) >= self.capacity:
                    out.append(self._cancel(self._stalest(), e.time))
            elif e.pointer not in self.live:
                continue
            out.append(e)
            if e.kind in ("up", "cancel"):
                del self.live[e.pointer]
            else:
                self.live[e.pointer] = _Seen(e.time, e.pos)
        out += self._expire(now)
        return out

    def _stalest(self) -> Hashable:
        free = [key for key in self.live if not self.keeps(key)]
        return min(free or self.live, key=lambda key: self.live[key].time)

    def _expire(self, now: float) -> list[TouchEvent]:
        silent = [key for key, seen in self.live.items() if now - seen.time >= self.timeout]
        return [self._cancel(key, now) for key in silent if not self.keeps(key)]

    def _cancel(self, pointer: Hashable, now: float) -> TouchEvent:
        seen = self.live.pop(pointer)
        return TouchEvent("cancel", pointer, seen.pos, now)

    def forget(self, pointer: Hashable) -> None:
        self.live.pop(pointer, None)

    def reset(self) -> None:
        self.live.clear()

    def waiting(self) -> bool:
        return bool(self.live)


class Dejitter(Stage):
    """A finger held still wobbles by a pixel or two; motion within `radius` of where the
    pointer last moved to is not motion. An up there lands where the pointer is."""

    def __init__(self, radius: float) -> None:
        self.radius = radius
        self.at: dict[Hashable, Vec] = {}

    def process(self, events: list[TouchEvent], now: float) -> list[TouchEvent]:
        out: list[TouchEvent] = []
        for e in events:
            last = self.at.get(e.pointer)
            still = (
                e.source == "finger" and last is not None and math.dist(last, e.pos) < self.radius
            )
            if e.kind == "move" and still:
                continue
            if e.kind == "up" and still:
                e = replace(e, pos=last)
            if e.kind in ("down", "move"):
                self.at[e.pointer] = e.pos
            else:
                self.at.pop(e.pointer, None)
            out.append(e)
        return out

    def forget(self, pointer: Hashable) -> None:
        self.at.pop(pointer, None)

    def reset(self) -> None:
        self.at.clear()


class TouchPipeline:
    """Runs the stages in order over one frame's events. A pointer a stage ends with a
    `cancel` is passed on to the later stages and also forgotten by the earlier ones,
    whose state for it would otherwise outlive it (unless it went down again after)."""

    def __init__(self, stages: list[Stage]) -> None:
        self.stages = stages
        # the stages that may hold something for time to let out: asked every step
        self._waiters = [stage for stage in stages if type(stage).waiting is not Stage.waiting]

    def process(self, events: list[TouchEvent], now: float) -> list[TouchEvent]:
        if not events and not any(stage.waiting() for stage in self._waiters):
            return []  # most steps: no touch came and time lets out nothing
        for done, stage in enumerate(self.stages):
            events = stage.process(events, now)
            for pointer in _ended_by_cancel(events):
                for earlier in self.stages[:done]:
                    earlier.forget(pointer)
        return events

    def waiting(self) -> bool:
        """Does a stage hold something that time alone may let out?"""
        return any(stage.waiting() for stage in self._waiters)

    def forget(self, pointer: Hashable) -> None:
        for stage in self.stages:
            stage.forget(pointer)

    def reset(self) -> None:
        for stage in self.stages:
            stage.reset()


def _ended_by_cancel(events: list[TouchEvent]) -> list[Hashable]:
    last = {e.pointer: e.kind for e in events}
    return [pointer for pointer, kind in last.items() if kind == "cancel"]
