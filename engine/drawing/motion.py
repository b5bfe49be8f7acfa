"""How things move on the table: lively by default, calm for players who need it.

Calm motion (an operator's accessibility setting) is for players whom movement unsettles
or distracts: nothing shakes, flies, spins, bobs or pulses; words fade in where they would
pop, a highlight stays still where it would pulse, a piece shows where it lands instead of
crossing the table, a card or tile turns over in place at once, and dice and discs show
where they come to rest from the frame they were thrown, without bouncing, spinning or
sliding there. It is one policy, `MOTION`, that the shared helpers read (the easings,
shakes and pulses of `engine.drawing.anim`, the flights of `engine.game.flight`, the flip
of `engine.drawing.pieces`, the turn glow, the prompts' bob, the pops and banners, the
physics world's bounce, spin and running on to rest), so every game calms down alike
without a case of its own; a game's own pulse asks it too (`wave`, `triangle`). A fade is
a sprite's `alpha` in a few steps (`pop`), which the compositor keeps like a pop's
scaling. The app sets it from the settings (`App.apply_table`); `engine.drawing.stillness`
judges that a calm table holds still (tests/test_calm_motion.py).

A pulse or a bob is a gentle motion: it steps `GENTLE_STEPS` times a second, not at the
display's rate, so a table where nothing else moves (a person's turn, its glow pulsing and
its prompt's picture bobbing) repaints those few pixels that often and no more, and the
loop sleeps between the steps; the painter that shows one says when its next step comes
(`DisplayList.changes(MOTION.next_step(now))`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

STILL = 1.0  # where a pulse rests when motion is calm: the highlight at its fullest
FADE_STEPS = 10  # a calm fade shows in tenths of full opacity: a copy each, kept a moment
# A gentle motion's steps a second: 6 (a pulse of a second and a half shows nine); pictures
# bobbing one after another are a third of a second apart, two steps, so they step together.
GENTLE_STEPS = 6


def _stepped(now: float) -> float:
    """`now` at the step of a gentle motion it falls in."""
    return math.floor(now * GENTLE_STEPS + 1e-9) / GENTLE_STEPS


@dataclass
class MotionPolicy:
    calm: bool = False

    def shake(self, offset: float) -> float:
        """A "no" shake's offset, or none."""
        return 0.0 if self.calm else offset

    def wave(self, now: float, rate: float) -> float:
        """A pulse from 0 to 1 and back, `rate` radians a second (a sine), in gentle steps;
        still when calm."""
        return STILL if self.calm else 0.5 + 0.5 * math.sin(_stepped(now) * rate)

    def triangle(self, now: float, rate: float) -> float:
        """A pulse from 0 to 1 and back at an even pace, `rate` cycles each 2 s, in gentle
        steps; still when calm."""
        return STILL if self.calm else abs(((_stepped(now) * rate) % 2) - 1)

    def bob(self, now: float, rate: float) -> float:
        """A picture's bob from -1 to 1 (a sine of `rate` radians a second), in gentle
        steps; none when calm."""
        return 0.0 if self.calm else math.sin(_stepped(now) * rate)

    def next_step(self, now: float) -> float:
        """When a gentle motion shown at `now` takes its next step (never, when calm)."""
        return math.inf if self.calm else (math.floor(now * GENTLE_STEPS + 1e-9) + 1) / GENTLE_STEPS

    def pop(self, t: float, size: float, shrink: float = 1.0) -> tuple[float, int]:
        """Something popping in, `t` of the way (0..1) through its pop-in, whose lively
        scale now is `size`, and `shrink` (1 down to 0) as it goes: its scale and opacity
        (a sprite's `scale` and `alpha`). Calm: full size from the start, fading in and
        out instead, by tenths."""
        if self.calm:
            shown = min(1.0, max(0.0, t)) * min(1.0, max(0.0, shrink))
            return 1.0, round(255 * round(shown * FADE_STEPS) / FADE_STEPS)
        return max(0.0, size), 255

    def travel(self, eased: float) -> float:
        """How far along its path a flight shows a piece: calm, it is shown where it lands."""
        return 1.0 if self.calm else eased

    def spread(self, t: float) -> float:
        """How far a ring has spread (0..1 of its way); a calm ring stays where it began."""
        return 0.0 if self.calm else t

    @property
    def bounce(self) -> float:
        """Times the bodies' and rails' elasticity: calm dice and discs never bounce."""
        return 0.0 if self.calm else 1.0

    @property
    def spin(self) -> float:
        """Times a throw's spin: calm dice and discs never spin."""
        return 0.0 if self.calm else 1.0

    @property
    def settle_at_once(self) -> bool:
        """Does a thrown die or a pushed disc show where it comes to rest in the frame it
        was set moving (calm: the physics runs on to rest within the frame), rather than
        sliding there?"""
        return self.calm


MOTION = MotionPolicy()
