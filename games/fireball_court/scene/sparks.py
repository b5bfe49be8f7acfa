"""The Fireball's burst: flames and bangs flying out of the Court when it is swept.

Sparks are an effect, not pieces going somewhere, so they are not flights: each flies
straight out, slowing and shrinking, and burns out after `LIFE` seconds. Their own random
generator (seeded by the game) keeps them off the rules' chance.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from engine.drawing import render
from engine.drawing.anim import ease_out_cubic
from engine.drawing.icons import icon
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

    def draw(self, surface: pygame.Surface, now: float, unit: float) -> None:
        """Draw the sparks in the air and forget the ones that have burnt out. Sizes go in
        steps, so a burst reuses a few cached icons instead of rasterising one per frame."""
        alive = []
        step = max(4, round(12 * unit))
        for spark in self.sparks:
            age = now - spark.began
            if age > LIFE:
                continue
            alive.append(spark)
            t = ease_out_cubic(min(1.0, age / LIFE))
            fly = MOTION.spread(t)  # calm: the burst stays where it broke out
            pos = (spark.pos[0] + spark.velocity[0] * fly, spark.pos[1] + spark.velocity[1] * fly)
            size = max(step, round(spark.size * (1 - t * 0.6) / step) * step)
            render.blit_center(surface, icon("🔥" if spark.size % 2 < 1 else "💥", size), pos)
        self.sparks = alive
