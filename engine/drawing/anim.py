"""Tweens and the timeline that plays a game's rule events one after another.

The rules core applies a move at once and returns its events; the timeline shows them in
order, each as a step that lasts as long as its animation, so the table never shows two
things happening at once unless a step says so. Input that changes the rules waits until
the timeline is idle, which keeps what players see and what the rules know in step.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from engine.drawing.motion import MOTION


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


def ease_out_back(t: float) -> float:
    c = 1.70158
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


def ease_out_bounce(t: float) -> float:
    if t < 1 / 2.75:
        return 7.5625 * t * t
    if t < 2 / 2.75:
        t -= 1.5 / 2.75
        return 7.5625 * t * t + 0.75
    if t < 2.5 / 2.75:
        t -= 2.25 / 2.75
        return 7.5625 * t * t + 0.9375
    t -= 2.625 / 2.75
    return 7.5625 * t * t + 0.984375


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp2(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


SHAKE_SECONDS = 0.35


def shaking(age: float, duration: float = SHAKE_SECONDS) -> bool:
    """Is a shake `age` seconds after it started still under way?"""
    return 0 <= age < duration


def shake_offset(age: float, duration: float = SHAKE_SECONDS, amplitude: float = 10.0) -> float:
    """Horizontal offset of a gentle 'no' shake, `age` seconds after it started (none when
    motion is calm: the refusal's sound and dimming say it)."""
    if not shaking(age, duration):
        return 0.0
    return MOTION.shake(math.sin(age * 40) * amplitude * (1 - age / duration))


@dataclass
class Shakes:
    """What is shaking "no" and since when, by whatever key the game chose."""

    started: dict = field(default_factory=dict)

    def start(self, key: object, now: float) -> None:
        if key is not None:
            self.started[key] = now

    def offset(self, key: object, now: float, amplitude: float) -> float:
        """Horizontal offset for `key` now (0 when it is not shaking)."""
        began = self.started.get(key)
        return 0.0 if began is None else shake_offset(now - began, amplitude=amplitude)

    def any(self, now: float) -> bool:
        """Is anything shaking now?"""
        return any(shaking(now - began) for began in self.started.values())


@dataclass
class Tween:
    """A value going from `start` to `end` over `duration` seconds with an easing."""

    start: float
    end: float
    duration: float
    ease: Callable[[float], float] = ease_out_cubic
    delay: float = 0.0
    elapsed: float = 0.0

    def update(self, dt: float) -> None:
        self.elapsed += dt

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def value(self) -> float:
        return lerp(self.start, self.end, self.ease(self.progress))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration


@dataclass
class Step:
    """One item of the timeline: `begin` runs when it starts, `tick(t)` each update with
    its progress 0..1, `end` when it finishes. Parallel steps start with the one before."""

    duration: float
    begin: Callable[[], None] | None = None
    tick: Callable[[float], None] | None = None
    end: Callable[[], None] | None = None
    parallel: bool = False
    label: str = ""
    elapsed: float = 0.0


@dataclass
class Timeline:
    """Plays steps in order; `speed` > 1 plays faster (attract mode, soak test, bench)."""

    speed: float = 1.0
    queue: deque[Step] = field(default_factory=deque)
    running: list[Step] = field(default_factory=list)

    def add(self, step: Step) -> Step:
        self.queue.append(step)
        return step

    def then(self, duration: float, **kwargs) -> Step:
        return self.add(Step(duration, **kwargs))

    def call(self, fn: Callable[[], None], label: str = "") -> Step:
        """An instant step: `fn` runs when the timeline reaches it."""
        return self.add(Step(0.0, begin=fn, label=label))

    def wait(self, seconds: float) -> Step:
        return self.add(Step(seconds, label="wait"))

    @property
    def idle(self) -> bool:
        return not self.queue and not self.running

    def update(self, dt: float) -> None:
        dt *= self.speed
        self._start_ready()
        for step in list(self.running):
            step.elapsed += dt
            progress = 1.0 if step.duration <= 0 else min(1.0, step.elapsed / step.duration)
            if step.tick:
                step.tick(progress)
            if progress >= 1.0:
                self.running.remove(step)
                if step.end:
                    step.end()
        self._start_ready()

    def _start_ready(self) -> None:
        while self.queue and (not self.running or self.queue[0].parallel):
            step = self.queue.popleft()
            if step.begin:
                step.begin()
            if step.duration <= 0:
                if step.tick:
                    step.tick(1.0)
                if step.end:
                    step.end()
                continue
            self.running.append(step)

    def finish(self) -> None:
        """Run every remaining step to its end at once (skip, resize, leaving the scene)."""
        for _ in range(10_000):
            if self.idle:
                return
            self.update(1e9)
