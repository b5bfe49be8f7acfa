"""What the table world knows about one body: its pose, the table's friction and its home.

Plain data and the small pure helpers every part of the world shares (the rails, the homes,
the stepping and the hits each read a `BodyEntry`, none of them owns it).
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import NamedTuple

import pymunk


class Pose(NamedTuple):
    """Where to draw a body: centre in table pixels and angle in radians."""

    x: float
    y: float
    angle: float


@dataclass(frozen=True)
class TableFriction:
    """How the table slows bodies down, in pixel units.

    Sliding friction is a constant deceleration so that a body stops for good in finite
    time (a pure drag would only ever approach zero). The drag is pymunk's space damping,
    which acts on travel and spin alike.
    """

    linear_decel: float = 900.0  # px/s², sliding friction
    angular_decel: float = 14.0  # rad/s², spinning friction
    drag: float = 0.8  # 1/s, viscous part: velocities shrink by exp(-drag·t)
    max_speed: float = 2400.0  # px/s, a throw across a big table in under a second
    max_spin: float = 30.0  # rad/s, about five turns a second

    def cap_velocity(self, vx: float, vy: float) -> tuple[float, float]:
        """`(vx, vy)` shortened to `max_speed` if faster, direction kept."""
        speed = math.hypot(vx, vy)
        if speed > self.max_speed:
            return vx * self.max_speed / speed, vy * self.max_speed / speed
        return vx, vy

    def cap_spin(self, w: float) -> float:
        """`w` clamped to ±`max_spin`."""
        return max(-self.max_spin, min(self.max_spin, w))


@dataclass(frozen=True)
class Home:
    """A body's resting place and how it is pulled there.

    The pull is a pivot joint to that point whose error shrinks by exp(-strength·t): a
    first-order, never-overshooting glide (critically damped in feel), the same in every
    direction, so a disc knocked sideways cannot orbit its place the way it could on a
    radial spring. `max_speed` and `max_accel` keep a far-away or knocked disc from
    rocketing home; a disc sitting on the spot is shoved aside unless friction holds it
    harder than `max_accel` × the homing body's mass.
    """

    x: float
    y: float
    strength: float  # 1/s
    max_speed: float = 1500.0  # px/s
    max_accel: float = 4000.0  # px/s²


@dataclass
class BodyEntry:
    """One body the scene asked for, with the bookkeeping the world keeps for it."""

    key: Hashable
    body: pymunk.Body
    shapes: tuple[pymunk.Shape, ...]
    reach: float  # farthest point of the outline from the centre, for spin speed
    slide: pymunk.PivotJoint  # sliding friction
    turn: pymunk.GearJoint  # spinning friction
    home: Home | None = None
    pull: pymunk.PivotJoint | None = None  # the home joint, while there is a home
    previous: Pose | None = None  # pose before the last sub-step; None means "unchanged"
    last: Pose | None = None  # pose read after the last step() call; None if asleep/moved

    def fastest_point(self) -> float:
        """Speed of the body's fastest outline point (travel plus spin at its reach), px/s:
        what decides how finely a step must be split."""
        body = self.body
        return body.velocity.length + abs(body.angular_velocity) * self.reach

    def feel(self, friction: TableFriction) -> None:
        """Let the friction joints push as hard as `friction` says for this body's mass."""
        self.slide.max_force = self.body.mass * friction.linear_decel
        self.turn.max_force = self.body.moment * friction.angular_decel

    def forget_poses(self) -> None:
        """The body jumped: draw it where it is, not as a slide from where it was."""
        self.previous = self.last = None


@dataclass
class WorldSnapshot:
    """Previous and current poses of every body, for drawing between fixed steps.

    The engine's loop steps physics at a fixed rate and draws with `alpha` in 0..1, how far
    the frame is between the previous step and the current one. Lerping removes the judder
    a 120 Hz simulation would show on a 144 Hz (or 50 Hz) screen.
    """

    previous: dict[Hashable, Pose] = field(default_factory=dict)
    current: dict[Hashable, Pose] = field(default_factory=dict)

    def at(self, key: Hashable, alpha: float) -> Pose:
        """The pose of `key` a fraction `alpha` of the way from previous to current."""
        return lerp_pose(self.previous.get(key), self.current[key], alpha)

    def lerp(self, alpha: float) -> dict[Hashable, Pose]:
        """Every body's interpolated pose."""
        return {key: self.at(key, alpha) for key in self.current}


def lerp_pose(previous: Pose | None, current: Pose, alpha: float) -> Pose:
    """The pose a fraction `alpha` (clamped to 0..1) from `previous` to `current`."""
    if previous is None or previous == current:
        return current
    a = 0.0 if alpha < 0.0 else 1.0 if alpha > 1.0 else alpha
    return Pose(
        previous.x + (current.x - previous.x) * a,
        previous.y + (current.y - previous.y) * a,
        # pymunk angles are continuous (not wrapped), so a straight lerp never spins the long way
        previous.angle + (current.angle - previous.angle) * a,
    )


def pose_of(body: pymunk.Body) -> Pose:
    """The body's pose now."""
    x, y = body.position
    return Pose(x, y, body.angle)


def check_positive(**values: float) -> None:
    """Refuse sizes pymunk would only reject later, deep inside a step, with an assert."""
    for name, value in values.items():
        if not (0 < value < math.inf):
            raise ValueError(f"{name} must be positive and finite, got {value!r}")
