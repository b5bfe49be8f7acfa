"""Homes: the joint that pulls a body to its resting place (see `Home`)."""

from __future__ import annotations

import math

import pymunk

from engine.physics.bodies import BodyEntry, Home


class Homes:
    """Adds, moves and removes each body's home joint in one space.

    The joint is a pivot to the home point that may only correct so fast (max_bias) and push
    so hard (max_force), with error_bias setting how quickly the distance shrinks.
    """

    def __init__(self, space: pymunk.Space) -> None:
        self._space = space

    def set(self, entry: BodyEntry, home: Home) -> None:
        """Pull `entry` towards `home` from now on; an existing pull is moved, not rebuilt."""
        pull = entry.pull
        if pull is None:
            pull = pymunk.PivotJoint(
                self._space.static_body, entry.body, (home.x, home.y), (0.0, 0.0)
            )
            self._space.add(pull)
            entry.pull = pull
        else:
            pull.anchor_a = (home.x, home.y)
        pull.error_bias = math.exp(-home.strength)  # fraction of the distance left after 1 s
        pull.max_bias = home.max_speed
        pull.max_force = entry.body.mass * home.max_accel
        entry.home = home
        entry.body.activate()

    def clear(self, entry: BodyEntry) -> None:
        """Stop pulling `entry` home; the table's friction alone acts on it again."""
        if entry.pull is not None:
            self._space.remove(entry.pull)
        entry.pull = None
        entry.home = None
        entry.body.activate()

    def distance(self, entry: BodyEntry) -> float | None:
        """How far `entry` is from its home, or None without one."""
        home = entry.home
        if home is None:
            return None
        x, y = entry.body.position
        return math.hypot(home.x - x, home.y - y)
