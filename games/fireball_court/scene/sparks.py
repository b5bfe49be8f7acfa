"""The Fireball's burst: flames and bangs flying out of the Court when it is swept.

Sparks are an effect, not pieces going somewhere, so they are not flights: each flies
straight out, slowing and shrinking, and burns out after `LIFE` seconds. Their own random
generator (seeded by the game) keeps them off the rules' chance.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from engine.drawing.anim import ease_out_cubic
from engine.drawing.display import DisplayList, Image
from engine.drawing.icons import picture
from engine.drawing.motion import MOTION

Point = tuple[float, float]
LIFE = 0.9  # seconds a spark flies
COUNT = 36  # sparks in a burst


@dataclass
class Spark:
    pos: Point
    velocity: Point
    began: float
    size: float


class Sparks:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.sparks: list[Spark] = []

    def burst(self, center: Point, now: float, unit: float) -> None:
        rng = self.rng
        for _ in range(COUNT):
            angle = rng.random() * math.tau
            speed = (300 + 500 * rng.random()) * unit
            velocity = (math.cos(angle) * speed, math.sin(angle) * speed)
            self.sparks.append(Spark(center, velocity, now, (20 + 30 * rng.random()) * unit))

    def prune(self, now: float) -> None:
        """Forget the sparks that have burnt out."""
        self.sparks = [spark for spark in self.sparks if now - spark.began <= LIFE]

    def paint(self, frame: DisplayList, now: float, unit: float) -> None:
        """The sparks in the air. Sizes go in steps, so a burst shows a few pictures
        instead of one per spark and frame."""
        if self.sparks:
            frame.moving()
        step = size_step(unit)
        for spark in self.sparks:
            age = now - spark.began
            if age > LIFE:
                continue
            t = ease_out_cubic(min(1.0, age / LIFE))
            fly = MOTION.spread(t)  # calm: the burst stays where it broke out
            pos = (spark.pos[0] + spark.velocity[0] * fly, spark.pos[1] + spark.velocity[1] * fly)
            size = max(step, round(spark.size * (1 - t * 0.6) / step) * step)
            frame.sprite(picture("🔥" if spark.size % 2 < 1 else "💥", size), pos)


def size_step(unit: float) -> int:
    """The pixels a spark's size goes in steps of."""
    return max(4, round(12 * unit))


def pictures(unit: float) -> list[Image]:
    """Every picture a burst may show, to paint ahead."""
    step = size_step(unit)
    sizes = range(step, round(60 * unit) + step, step)
    return [picture(emoji, size) for size in sizes for emoji in ("🔥", "💥")]
