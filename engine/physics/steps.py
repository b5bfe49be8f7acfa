"""The table's clock: how many fixed steps a frame runs, and how finely each is split into
solver steps while something moves fast."""

from __future__ import annotations

import math

#: Most fixed sub-steps one `TableWorld.step` call may run. A stalled frame (a window drag,
#: a slow disk) then costs at most 8 steps of work instead of a spiral of catching up.
MAX_SUBSTEPS = 8

#: Most solver steps one fixed step is split into while something moves fast (see
#: `TableWorld.max_travel`).
MAX_SPLIT = 4

#: Fixed steps of calm before a fast-motion split is relaxed (see `StepClock.split`).
_CALM_STEPS = 12


class StepClock:
    """Accumulates frame time into fixed steps and chooses each step's split.

    `fastest` is the fastest body point the world last measured or was told about (px/s);
    the world updates it, the clock only reads it.
    """

    def __init__(self) -> None:
        self.fastest = 0.0
        self._accumulator = 0.0
        self._split = 1  # solver steps per fixed step
        self._calm_steps = 0  # fixed steps in a row that a coarser split would have done

    def due(self, dt: float, step: float) -> int:
        """How many fixed steps of `step` seconds `dt` more seconds make (0 for dt <= 0 or
        NaN); the remainder carries over, and more than MAX_SUBSTEPS is dropped."""
        if not dt > 0:  # also rejects NaN
            return 0
        self._accumulator += dt
        n = int(self._accumulator / step + 1e-6)
        if n > MAX_SUBSTEPS:
            self._accumulator = 0.0
            return MAX_SUBSTEPS
        self._accumulator = max(0.0, self._accumulator - n * step)
        return n

    def note(self, speed: float) -> None:
        """A body was set moving at `speed`: the next step is split finely enough for it."""
        self.fastest = max(self.fastest, speed)

    def split(self, step: float, max_travel: float) -> int:
        """How many solver steps this fixed step needs: finer at once, coarser only later.

        Chipmunk warm-starts each contact with its last impulse scaled by dt/previous_dt but
        does not rescale what it remembers, so when the solver step grows the surplus cannot
        be taken back: straight after an impact a rail would fling a die out faster than it
        came in. Growing the step only after _CALM_STEPS quiet steps lets impact impulses die
        out first; shrinking it is always safe.
        """
        wanted = min(MAX_SPLIT, max(1, math.ceil(self.fastest * step / max_travel)))
        if wanted >= self._split:
            self._split = wanted
            self._calm_steps = 0
        else:
            self._calm_steps += 1
            if self._calm_steps >= _CALM_STEPS:
                self._split = wanted
                self._calm_steps = 0
        return self._split
