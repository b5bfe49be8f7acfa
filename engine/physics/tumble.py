"""The faces a rolling die flashes on its way to the face the rules chose."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

from engine.drawing.motion import MOTION

T = TypeVar("T")


def tumble_faces(seed: int, steps: int, faces: Sequence[T], final: T) -> list[T]:
    """Faces to flash on a rolling die, ending on the core's `final` face.

    Pure decoration: the core has already chosen `final`. The same seed gives the same
    tumble (a local Random, never the global one), and consecutive faces always differ
    when there is more than one face, so every frame of the roll reads as motion.
    Returns max(steps, 1) faces.
    """
    count = max(int(steps), 1)
    if MOTION.calm:  # no flashing faces: the die shows the face it lands on
        return [final] * count
    rng = random.Random(seed)
    out: list[T] = [final]
    # Built backwards from the final face so the face before it differs too.
    while len(out) < count:
        previous = out[-1]
        choices = [f for f in faces if f != previous]
        out.append(rng.choice(choices) if choices else previous)
    out.reverse()
    return out
