"""The fixed-timestep clock: rules, physics and animation update at 120 Hz whatever the
display does, drawing interpolates between the last two updates.

Catch-up is clamped: after a stall (a slow disk, a window drag) the clock drops the time
it cannot make up rather than running ever more updates to catch it (the spiral of death).
"""

from __future__ import annotations

from dataclasses import dataclass

UPDATE_HZ = 120
STEP = 1.0 / UPDATE_HZ
MAX_STEPS_PER_FRAME = 8  # at most 1/15 s of game time per frame; the rest is dropped


@dataclass
class FixedStepClock:
    step: float = STEP
    max_steps: int = MAX_STEPS_PER_FRAME
    accumulator: float = 0.0
    dropped: float = 0.0  # game time thrown away by the clamp (reported by bench)

    def advance(self, elapsed: float) -> int:
        """Add real time; return how many fixed updates to run now."""
        self.accumulator += max(0.0, elapsed)
        steps = int(self.accumulator / self.step + 1e-9)  # 1e-9: float dust is not a step
        if steps > self.max_steps:
            self.dropped += (steps - self.max_steps) * self.step
            self.accumulator -= (steps - self.max_steps) * self.step
            steps = self.max_steps
        self.accumulator = max(0.0, self.accumulator - steps * self.step)
        return steps

    @property
    def alpha(self) -> float:
        """How far drawing is between the previous update and the next (0..1)."""
        return min(1.0, max(0.0, self.accumulator / self.step))
