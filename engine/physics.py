"""Physical feel for throws and flips on a table seen from above.

The rules core decides every outcome; this module only animates it. A die's final face, a
disc's side, who won: none of that is read back from the simulation. Scenes throw bodies,
watch them slide, bump and settle, then draw the face the core already chose.

The table is top-down, so there is no gravity. What stops a sliding body is the table's
friction, modelled the way Chipmunk's own top-down demos do it: every body is tied to the
static body by a pivot joint and a gear joint that may never correct position
(max_bias = 0) and may only push so hard (max_force = mass × deceleration). Those joints are
sliding and spinning friction solved together with the contacts: a body decelerates at a
constant rate, stops exactly, and stays put when something leans on it with less than
friction's force (friction applied as a velocity tweak outside the solver lets a pushing
neighbour make it creep forever). A little viscous drag (space.damping) keeps fast throws from
looking like ice. No Python runs per body per step, which keeps a step cheap.

Pymunk never puts bodies to sleep with zero gravity unless the idle speed and sleep time
thresholds are set, so they are.

Everything is deterministic for the same sequence of calls: no global random state, fixed
steps, insertion-ordered dictionaries. The module imports no game and no pygame.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple, TypeVar

import pymunk

__all__ = [
    "MAX_SPLIT",
    "MAX_SUBSTEPS",
    "HitCallback",
    "Home",
    "Pose",
    "TableFriction",
    "TableWorld",
    "WorldSnapshot",
    "tumble_faces",
]

T = TypeVar("T")

#: Most fixed sub-steps one `TableWorld.step` call may run. A stalled frame (a window drag,
#: a slow disk) then costs at most 8 steps of work instead of a spiral of catching up.
MAX_SUBSTEPS = 8

#: Most solver steps one fixed step is split into while something moves fast (see
#: `TableWorld.max_travel`).
MAX_SPLIT = 4

#: Fixed steps of calm before a fast-motion split is relaxed (see `_choose_split`).
_CALM_STEPS = 12

#: Collision types, so one wildcard handler can tell a rail from a body.
_BODY = 1
_RAIL = 2

HitCallback = Callable[[Hashable, Hashable | None, float], None]


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
class _Entry:
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
        return _lerp(self.previous.get(key), self.current[key], alpha)

    def lerp(self, alpha: float) -> dict[Hashable, Pose]:
        """Every body's interpolated pose."""
        return {key: self.at(key, alpha) for key in self.current}


def _lerp(previous: Pose | None, current: Pose, alpha: float) -> Pose:
    if previous is None or previous == current:
        return current
    a = 0.0 if alpha < 0.0 else 1.0 if alpha > 1.0 else alpha
    return Pose(
        previous.x + (current.x - previous.x) * a,
        previous.y + (current.y - previous.y) * a,
        # pymunk angles are continuous (not wrapped), so a straight lerp never spins the long way
        previous.angle + (current.angle - previous.angle) * a,
    )


def _pose(body: pymunk.Body) -> Pose:
    x, y = body.position
    return Pose(x, y, body.angle)


class TableWorld:
    """A pymunk space shaped like the table: zero gravity, friction, rails, sleeping.

    Bodies are addressed by a hashable key the scene chooses (a die index, a disc's ring
    slot), so scenes never hold on to pymunk objects between frames unless they want to.
    """

    def __init__(self, width: float, height: float, step: float = 1 / 120) -> None:
        if not step > 0:
            raise ValueError(f"step must be positive, got {step!r}")
        self.step_size = float(step)
        #: Called as on_hit(key_a, key_b_or_None_for_a_rail, strength) after a step, at most
        #: once per pair per `hit_interval` and only when strength >= `hit_threshold`.
        #: Strength is the approach speed along the contact normal in px/s, independent of
        #: mass, so a scene can map it straight to a click's volume.
        self.on_hit: HitCallback | None = None
        self.hit_threshold = 60.0
        self.hit_interval = 0.1
        #: Below both of these a body counts as settled even if pymunk has not slept it yet.
        self.settle_speed = 4.0  # px/s
        self.settle_spin = 0.05  # rad/s
        self.settle_distance = 2.0  # px from its home, for a homing body
        #: Rail properties apply from the next set_bounds().
        self.rail_elasticity = 0.6
        self.rail_friction = 0.4
        self.rail_thickness = 64.0
        #: Most pixels any body point may travel in one solver step. Collisions are discrete,
        #: so two discs meeting head-on overlap by up to their closing distance in one step
        #: (and a body may sink that far into a rail) before the solver pushes them apart.
        #: When something moves faster, a fixed step is split into up to MAX_SPLIT solver
        #: steps; at rest or at ordinary speeds this costs nothing.
        self.max_travel = 5.0
        #: Simulated seconds so far (fixed steps times the step size); drives hit throttling.
        self.time = 0.0
        self.substeps_last = 0

        space = pymunk.Space()
        space.gravity = (0.0, 0.0)
        # Without gravity pymunk can not guess an idle speed and never sleeps: set both.
        space.idle_speed_threshold = 3.0
        space.sleep_time_threshold = 0.25
        space.iterations = 12
        space.on_collision(begin=self._on_begin)
        self._space = space

        self._entries: dict[Hashable, _Entry] = {}
        self._by_body: dict[pymunk.Body, _Entry] = {}
        self._rails: list[pymunk.Segment] = []
        self._bounds = (0.0, 0.0, float(width), float(height))
        self._accumulator = 0.0
        self._fastest = 0.0  # fastest body point after the last step, px/s
        self._split = 1  # solver steps per fixed step
        self._calm_steps = 0  # fixed steps in a row that a coarser split would have done
        self._pending_hits: list[tuple[Hashable, Hashable | None, float]] = []
        self._last_hit: dict[frozenset[Any], float] = {}
        self.friction = TableFriction()
        self.set_bounds((0.0, 0.0, width, height))

    # ----------------------------------------------------------------------------- table

    @property
    def friction(self) -> TableFriction:
        """The table's friction; assign a new `TableFriction` to change it for every body."""
        return self._friction

    @friction.setter
    def friction(self, value: TableFriction) -> None:
        self._friction = value
        self._space.damping = math.exp(-value.drag)  # velocity kept after one second
        for entry in self._entries.values():
            self._set_friction_joints(entry)

    def _set_friction_joints(self, entry: _Entry) -> None:
        body = entry.body
        entry.slide.max_force = body.mass * self._friction.linear_decel
        entry.turn.max_force = body.moment * self._friction.angular_decel

    @property
    def space(self) -> pymunk.Space:
        """The underlying space, for debug drawing; add bodies through the world instead."""
        return self._space

    @property
    def bounds(self) -> tuple[float, float, float, float]:
        """The table rectangle (x, y, width, height) the rails enclose."""
        return self._bounds

    def set_bounds(self, rect: Iterable[float]) -> None:
        """Rebuild the rails around `rect` (x, y, w, h; a pygame.Rect works) and pull every
        body back inside.

        A window resized in the middle of a throw must neither crash nor leave a die outside
        the new rails, where nothing would ever bring it back.
        """
        x, y, w, h = (float(v) for v in rect)
        if not (w > 0 and h > 0):
            raise ValueError(f"bounds need a positive size, got {(x, y, w, h)!r}")
        self._bounds = (x, y, w, h)
        if self._rails:
            self._space.remove(*self._rails)
        t = self.rail_thickness
        # Thick segments whose inner surface lies exactly on the rectangle: a fast body would
        # need to cross the whole thickness in one step to tunnel out.
        left, top, right, bottom = x - t, y - t, x + w + t, y + h + t
        static = self._space.static_body
        rails = [
            pymunk.Segment(static, (left, top), (left, bottom), t),
            pymunk.Segment(static, (right, top), (right, bottom), t),
            pymunk.Segment(static, (left, top), (right, top), t),
            pymunk.Segment(static, (left, bottom), (right, bottom), t),
        ]
        for rail in rails:
            rail.elasticity = self.rail_elasticity
            rail.friction = self.rail_friction
            rail.collision_type = _RAIL
        self._space.add(*rails)
        self._rails = rails
        for entry in self._entries.values():
            self._contain(entry, wake=True)

    # ----------------------------------------------------------------------------- bodies

    def add_disc(
        self,
        key: Hashable,
        pos: tuple[float, float],
        radius: float,
        mass: float = 1.0,
        *,
        elasticity: float = 0.6,
        friction: float = 0.3,
    ) -> pymunk.Body:
        """Add a round token (a Devil's Circle disc) centred at `pos`.

        `friction` is between bodies (a die rubbing a die); table friction is `TableFriction`.
        """
        _check_positive(radius=radius, mass=mass)
        body = pymunk.Body(mass, pymunk.moment_for_circle(mass, 0.0, radius))
        shape = pymunk.Circle(body, radius)
        return self._add(key, body, (shape,), radius, pos, 0.0, elasticity, friction)

    def add_box(
        self,
        key: Hashable,
        pos: tuple[float, float],
        size: tuple[float, float] | float,
        mass: float = 1.0,
        angle: float = 0.0,
        *,
        elasticity: float = 0.45,
        friction: float = 0.5,
    ) -> pymunk.Body:
        """Add a die (any rectangle) of `size` (w, h) or a square side, centred at `pos`.

        Corners are slightly rounded, as real dice are, which also keeps corner-on-corner
        contacts stable; the rounded outline still spans exactly `size`.
        """
        w, h = (size, size) if isinstance(size, int | float) else size
        w, h = float(w), float(h)
        _check_positive(width=w, height=h, mass=mass)
        bevel = 0.08 * min(w, h)
        body = pymunk.Body(mass, pymunk.moment_for_box(mass, (w, h)))
        shape = pymunk.Poly.create_box(body, (w - 2 * bevel, h - 2 * bevel), radius=bevel)
        reach = math.hypot(w, h) / 2
        return self._add(key, body, (shape,), reach, pos, angle, elasticity, friction)

    def _add(
        self,
        key: Hashable,
        body: pymunk.Body,
        shapes: tuple[pymunk.Shape, ...],
        reach: float,
        pos: tuple[float, float],
        angle: float,
        elasticity: float,
        friction: float,
    ) -> pymunk.Body:
        if key in self._entries:
            raise ValueError(f"a body with key {key!r} already exists")
        if key is None:
            raise ValueError("None is reserved for the rails in on_hit")
        body.position = (float(pos[0]), float(pos[1]))
        body.angle = float(angle)
        for shape in shapes:
            shape.elasticity = elasticity
            shape.friction = friction
            shape.collision_type = _BODY
        static = self._space.static_body
        slide = pymunk.PivotJoint(static, body, (0.0, 0.0), (0.0, 0.0))
        turn = pymunk.GearJoint(static, body, 0.0, 1.0)
        for joint in (slide, turn):
            # Friction only resists motion, it never pulls anywhere. (collide_bodies stays
            # True: the other body is the static body, which carries the rails.)
            joint.max_bias = 0.0
        entry = _Entry(key, body, shapes, reach, slide, turn)
        self._set_friction_joints(entry)
        self._entries[key] = entry
        self._by_body[body] = entry
        self._space.add(body, *shapes, slide, turn)
        self._contain(entry, wake=False)
        return body

    def remove(self, key: Hashable) -> None:
        """Take a body off the table. KeyError if there is none with that key."""
        entry = self._entries.pop(key)
        del self._by_body[entry.body]
        joints = [entry.slide, entry.turn] + ([entry.pull] if entry.pull is not None else [])
        self._space.remove(*joints, *entry.shapes, entry.body)
        self._last_hit = {pair: t for pair, t in self._last_hit.items() if key not in pair}

    def clear(self) -> None:
        """Remove every body (the rails stay)."""
        for key in list(self._entries):
            self.remove(key)
        self._last_hit.clear()
        self._pending_hits.clear()

    def body(self, key: Hashable) -> pymunk.Body:
        """The pymunk body for `key` (KeyError if absent)."""
        return self._entries[key].body

    def keys(self) -> list[Hashable]:
        """The keys in insertion order, as a copy: safe to remove bodies while iterating."""
        return list(self._entries)

    def __contains__(self, key: object) -> bool:
        return key in self._entries

    def __len__(self) -> int:
        return len(self._entries)

    # ----------------------------------------------------------------------------- moving

    def throw(self, key: Hashable, velocity: tuple[float, float], spin: float) -> None:
        """Set a body sliding at `velocity` (px/s) turning at `spin` (rad/s)."""
        entry = self._entries[key]
        body = entry.body
        body.activate()
        body.velocity = self._cap_velocity(float(velocity[0]), float(velocity[1]))
        body.angular_velocity = self._cap_spin(float(spin))
        self._note_speed(entry)

    def impulse(
        self,
        key: Hashable,
        impulse: tuple[float, float],
        point: tuple[float, float] | None = None,
    ) -> None:
        """Strike a body with `impulse` (mass·px/s) at world `point` (its centre if None).

        Off-centre strikes add spin, which is how a flick on a disc's rim should feel.
        """
        entry = self._entries[key]
        body = entry.body
        body.activate()
        body.apply_impulse_at_world_point(impulse, body.position if point is None else point)
        vx, vy = body.velocity
        body.velocity = self._cap_velocity(vx, vy)
        body.angular_velocity = self._cap_spin(body.angular_velocity)
        self._note_speed(entry)

    def _note_speed(self, entry: _Entry) -> None:
        """A throw takes effect on the next step: make sure that step is split finely enough."""
        body = entry.body
        fastest = body.velocity.length + abs(body.angular_velocity) * entry.reach
        self._fastest = max(self._fastest, fastest)

    def _cap_velocity(self, vx: float, vy: float) -> tuple[float, float]:
        cap = self._friction.max_speed
        speed = math.hypot(vx, vy)
        if speed > cap:
            return vx * cap / speed, vy * cap / speed
        return vx, vy

    def _cap_spin(self, w: float) -> float:
        cap = self._friction.max_spin
        return max(-cap, min(cap, w))

    def set_home(
        self,
        key: Hashable,
        pos: tuple[float, float],
        strength: float = 6.0,
        *,
        max_speed: float = 1500.0,
        max_accel: float = 4000.0,
    ) -> None:
        """Pull a body towards `pos` from now on (see `Home`); calling again moves the home.

        `strength` (1/s) is how fast the remaining distance shrinks: after 1/strength
        seconds about a third of it is left. It is capped so that the pull stays stable at
        the fixed step.
        """
        _check_positive(strength=strength, max_speed=max_speed, max_accel=max_accel)
        entry = self._entries[key]
        rate = min(float(strength), 0.5 / self.step_size)
        home = Home(float(pos[0]), float(pos[1]), rate, float(max_speed), float(max_accel))
        pull = entry.pull
        if pull is None:
            pull = pymunk.PivotJoint(
                self._space.static_body, entry.body, (home.x, home.y), (0.0, 0.0)
            )
            self._space.add(pull)
            entry.pull = pull
        else:
            pull.anchor_a = (home.x, home.y)
        pull.error_bias = math.exp(-rate)  # fraction of the distance left after one second
        pull.max_bias = home.max_speed
        pull.max_force = entry.body.mass * home.max_accel
        entry.home = home
        entry.body.activate()

    def clear_home(self, key: Hashable) -> None:
        """Stop pulling a body home; the table's friction alone acts on it again."""
        entry = self._entries[key]
        if entry.pull is not None:
            self._space.remove(entry.pull)
        entry.pull = None
        entry.home = None
        entry.body.activate()

    def home(self, key: Hashable) -> Home | None:
        """The body's current home, if any."""
        return self._entries[key].home

    def place(self, key: Hashable, pos: tuple[float, float], angle: float | None = None) -> None:
        """Teleport a body to `pos` (and `angle`), at rest and without an interpolation smear.

        The position is kept inside the rails; overlapping bodies are pushed apart by the
        solver over the next few steps.
        """
        entry = self._entries[key]
        body = entry.body
        body.position = (float(pos[0]), float(pos[1]))
        if angle is not None:
            body.angle = float(angle)
        body.velocity = (0.0, 0.0)
        body.angular_velocity = 0.0
        self._space.reindex_shapes_for_body(body)
        self._contain(entry, wake=True)
        body.activate()
        entry.previous = entry.last = None

    # ----------------------------------------------------------------------------- stepping

    def step(self, dt: float) -> int:
        """Advance the table by `dt` seconds in fixed sub-steps; returns how many ran.

        Time left over (less than one step) carries to the next call. More than
        `MAX_SUBSTEPS` steps' worth is dropped rather than caught up, so a stall never
        spirals: the animation just runs a little late, which nobody notices on a die.
        """
        if not dt > 0:  # also rejects NaN
            self.substeps_last = 0
            return 0
        self._accumulator += dt
        step = self.step_size
        n = int(self._accumulator / step + 1e-6)
        if n > MAX_SUBSTEPS:
            n = MAX_SUBSTEPS
            self._accumulator = 0.0
        else:
            self._accumulator = max(0.0, self._accumulator - n * step)
        for i in range(n):
            if i == n - 1:
                self._remember_previous(fresh=n > 1)
            split = self._choose_split()
            for _ in range(split):
                self._space.step(step / split)
            self.time += step
            if n > 1:
                self._fastest = self._measure_fastest()
            if self._pending_hits:
                self._dispatch_hits()
        if n:
            self._after_steps()
        self.substeps_last = n
        return n

    def _choose_split(self) -> int:
        """How many solver steps this fixed step needs: finer at once, coarser only later.

        Chipmunk warm-starts each contact with its last impulse scaled by dt/previous_dt but
        does not rescale what it remembers, so when the solver step grows the surplus cannot
        be taken back: straight after an impact a rail would fling a die out faster than it
        came in. Growing the step only after _CALM_STEPS quiet steps lets impact impulses die
        out first; shrinking it is always safe.
        """
        wanted = min(MAX_SPLIT, max(1, math.ceil(self._fastest * self.step_size / self.max_travel)))
        if wanted >= self._split:
            self._split = wanted
            self._calm_steps = 0
        else:
            self._calm_steps += 1
            if self._calm_steps >= _CALM_STEPS:
                self._split = wanted
                self._calm_steps = 0
        return self._split

    def _measure_fastest(self) -> float:
        fastest = 0.0
        for entry in self._entries.values():
            body = entry.body
            if not body.is_sleeping:
                speed = body.velocity.length + abs(body.angular_velocity) * entry.reach
                fastest = max(fastest, speed)
        return fastest

    def _remember_previous(self, *, fresh: bool) -> None:
        """Keep each body's pose from before the coming sub-step, for interpolation.

        In the usual one-step call that pose is the one `_after_steps` read at the end of the
        previous call, so nothing is read twice; after a stall it is read afresh.
        """
        for entry in self._entries.values():
            if fresh:
                entry.previous = None if entry.body.is_sleeping else _pose(entry.body)
            else:
                entry.previous = entry.last

    def _after_steps(self) -> None:
        """Record poses and the top speed of awake bodies; put back any that escaped.

        The rails are thick and speeds capped, so escape should not happen; this is the
        safety net that makes "bodies stay on the table" unconditional. The top speed
        decides how finely the next step is split.
        """
        x0, y0, w, h = self._bounds
        x1, y1 = x0 + w, y0 + h
        fastest = 0.0
        for entry in self._entries.values():
            body = entry.body
            if body.is_sleeping:
                entry.last = None
                continue
            x, y = body.position
            if x0 <= x <= x1 and y0 <= y <= y1:
                entry.last = Pose(x, y, body.angle)
            else:
                self._contain(entry, wake=True)
                entry.previous = entry.last = None
            speed = body.velocity.length + abs(body.angular_velocity) * entry.reach
            if speed > fastest:
                fastest = speed
        self._fastest = fastest

    def _contain(self, entry: _Entry, *, wake: bool) -> None:
        """Translate a body so its outline lies inside the bounds (centred if it cannot fit)."""
        body = entry.body
        x, y, w, h = self._bounds
        px, py = body.position
        # Measure the outline relative to the centre, which also covers a rotated die.
        left = top = math.inf
        right = bottom = -math.inf
        for shape in entry.shapes:
            bb = shape.cache_bb()
            left, right = min(left, bb.left - px), max(right, bb.right - px)
            top, bottom = min(top, bb.bottom - py), max(bottom, bb.top - py)
        nx = _fit(px, left, right, x, x + w)
        ny = _fit(py, top, bottom, y, y + h)
        if (nx, ny) != (px, py):
            body.position = (nx, ny)
            self._space.reindex_shapes_for_body(body)
            entry.previous = entry.last = None
            if wake:
                body.activate()

    # ----------------------------------------------------------------------------- hits

    def _on_begin(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: Any) -> None:
        """Queue a hit for after the step, when scenes may safely add or remove bodies."""
        if self.on_hit is None:
            return
        shape_a, shape_b = arbiter.shapes
        entry_a = self._by_body.get(shape_a.body)
        entry_b = self._by_body.get(shape_b.body)
        if entry_a is None:
            entry_a, entry_b = entry_b, None
        if entry_a is None:
            return
        points = arbiter.contact_point_set
        if not points.points:
            return
        p = points.points[0].point_a
        rel = shape_b.body.velocity_at_world_point(p) - shape_a.body.velocity_at_world_point(p)
        strength = abs(rel.dot(points.normal))
        if strength < self.hit_threshold:
            return
        key_b = entry_b.key if entry_b is not None else None
        pair = frozenset((entry_a.key, key_b))
        last = self._last_hit.get(pair)
        if last is not None and self.time - last < self.hit_interval - 1e-9:
            return
        self._last_hit[pair] = self.time
        self._pending_hits.append((entry_a.key, key_b, strength))

    def _dispatch_hits(self) -> None:
        hits, self._pending_hits = self._pending_hits, []
        callback = self.on_hit
        if callback is None:
            return
        for key_a, key_b, strength in hits:
            callback(key_a, key_b, strength)

    # ----------------------------------------------------------------------------- reading

    def settled_for(self, key: Hashable) -> bool:
        """True when the body is asleep, or slower than the settle thresholds and (if it has
        a home) within `settle_distance` of it.

        The home condition matters right after set_home(): the body has not started moving
        yet, but it is not done. A disc that cannot reach its home (blocked) still settles,
        by falling asleep.
        """
        entry = self._entries[key]
        body = entry.body
        if body.is_sleeping:
            return True
        if (
            body.velocity.length > self.settle_speed
            or abs(body.angular_velocity) > self.settle_spin
        ):
            return False
        home = entry.home
        if home is None:
            return True
        x, y = body.position
        return math.hypot(home.x - x, home.y - y) <= self.settle_distance

    def settled(self, keys: Iterable[Hashable] | None = None) -> bool:
        """True when every body (or every one of `keys`) has settled: time to show results."""
        chosen = self._entries if keys is None else keys
        return all(self.settled_for(key) for key in chosen)

    def positions(self) -> dict[Hashable, Pose]:
        """Every body's current pose, keyed as added."""
        return {key: _pose(entry.body) for key, entry in self._entries.items()}

    def snapshot(self) -> WorldSnapshot:
        """Poses before and after the last fixed step, for the draw call to lerp."""
        current = self.positions()
        previous = {
            key: entry.previous if entry.previous is not None else current[key]
            for key, entry in self._entries.items()
        }
        return WorldSnapshot(previous, current)

    def interpolated(self, key: Hashable, alpha: float) -> Pose:
        """The pose of `key` a fraction `alpha` (0..1) between the last two fixed steps.

        Teleport with place(), not by writing body.position: place() also tells the
        interpolation not to draw the jump as a slide.
        """
        entry = self._entries[key]
        return _lerp(entry.previous, _pose(entry.body), alpha)


def _check_positive(**values: float) -> None:
    """Refuse sizes pymunk would only reject later, deep inside a step, with an assert."""
    for name, value in values.items():
        if not (0 < value < math.inf):
            raise ValueError(f"{name} must be positive and finite, got {value!r}")


def _fit(centre: float, low: float, high: float, lo: float, hi: float) -> float:
    """Shift `centre` so [centre+low, centre+high] lies within [lo, hi]; centre it if too big."""
    if high - low >= hi - lo:
        return (lo + hi) / 2 - (low + high) / 2
    if centre + low < lo:
        return lo - low
    if centre + high > hi:
        return hi - high
    return centre


def tumble_faces(seed: int, steps: int, faces: Sequence[T], final: T) -> list[T]:
    """Faces to flash on a rolling die, ending on the core's `final` face.

    Pure decoration: the core has already chosen `final`. The same seed gives the same
    tumble (a local Random, never the global one), and consecutive faces always differ
    when there is more than one face, so every frame of the roll reads as motion.
    Returns max(steps, 1) faces.
    """
    count = max(int(steps), 1)
    rng = random.Random(seed)
    out: list[T] = [final]
    # Built backwards from the final face so the face before it differs too.
    while len(out) < count:
        previous = out[-1]
        choices = [f for f in faces if f != previous]
        out.append(rng.choice(choices) if choices else previous)
    out.reverse()
    return out
