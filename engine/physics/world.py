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

`TableWorld` composes the parts: the rails and containment (engine.physics.rails), the home
joints (engine.physics.homes), the fixed-step clock and its speed-dependent split
(engine.physics.steps) and the hit queue (engine.physics.hits), all around the bodies'
shared bookkeeping (engine.physics.bodies). Import everything from here.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable
from typing import Any

import pymunk

from engine.drawing.motion import MOTION  # calm motion: no bounce, no spin, no flashing
from engine.physics.bodies import (
    BodyEntry,
    Home,
    Pose,
    TableFriction,
    WorldSnapshot,
    check_positive,
    lerp_pose,
    pose_of,
)
from engine.physics.hits import BODY, HitCallback, HitLog
from engine.physics.homes import Homes
from engine.physics.rails import Rails
from engine.physics.steps import MAX_SPLIT, MAX_SUBSTEPS, StepClock
from engine.physics.tumble import tumble_faces

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

CALM_SECONDS = 8.0  # calm motion: the most a world runs on in one frame to bring bodies to rest


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

        self._entries: dict[Hashable, BodyEntry] = {}
        self._rails = Rails(space)
        self._homes = Homes(space)
        self._clock = StepClock()
        self._hits = HitLog()
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
            entry.feel(self._friction)

    @property
    def space(self) -> pymunk.Space:
        """The underlying space, for debug drawing; add bodies through the world instead."""
        return self._space

    @property
    def bounds(self) -> tuple[float, float, float, float]:
        """The table rectangle (x, y, width, height) the rails enclose."""
        return self._rails.bounds

    def set_bounds(self, rect: Iterable[float], posts: Iterable[Iterable[float]] = ()) -> None:
        """Rebuild the rails around `rect` (x, y, w, h; a pygame.Rect works) with `posts` in
        it (rectangles as hard as a rail: a ⏸ in a corner), and pull every body inside: a
        window resized mid-throw must leave no die outside the rails, where nothing would
        ever bring it back."""
        self._rails.rebuild(
            rect,
            thickness=self.rail_thickness,
            elasticity=self.rail_elasticity * MOTION.bounce,
            friction=self.rail_friction,
            posts=posts,
        )
        for entry in self._entries.values():
            self._rails.contain(entry, wake=True)

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
        check_positive(radius=radius, mass=mass)
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
        check_positive(width=w, height=h, mass=mass)
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
            shape.elasticity = elasticity * MOTION.bounce
            shape.friction = friction
            shape.collision_type = BODY
        static = self._space.static_body
        slide = pymunk.PivotJoint(static, body, (0.0, 0.0), (0.0, 0.0))
        turn = pymunk.GearJoint(static, body, 0.0, 1.0)
        for joint in (slide, turn):
            # Friction only resists, never pulls (collide_bodies stays: the rails are static).
            joint.max_bias = 0.0
        entry = BodyEntry(key, body, shapes, reach, slide, turn)
        entry.feel(self._friction)
        self._entries[key] = entry
        self._hits.track(body, key)
        self._space.add(body, *shapes, slide, turn)
        self._rails.contain(entry, wake=False)
        return body

    def remove(self, key: Hashable) -> None:
        """Take a body off the table. KeyError if there is none with that key."""
        entry = self._entries.pop(key)
        self._hits.forget(entry.body, key)
        joints = [entry.slide, entry.turn] + ([entry.pull] if entry.pull is not None else [])
        self._space.remove(*joints, *entry.shapes, entry.body)

    def clear(self) -> None:
        """Remove every body (the rails stay)."""
        for key in list(self._entries):
            self.remove(key)
        self._hits.clear()

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
        body.velocity = self._friction.cap_velocity(float(velocity[0]), float(velocity[1]))
        body.angular_velocity = self._friction.cap_spin(float(spin) * MOTION.spin)
        self._clock.note(entry.fastest_point())

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
        body.velocity = self._friction.cap_velocity(vx, vy)
        body.angular_velocity = self._friction.cap_spin(body.angular_velocity * MOTION.spin)
        self._clock.note(entry.fastest_point())

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
        check_positive(strength=strength, max_speed=max_speed, max_accel=max_accel)
        rate = min(float(strength), 0.5 / self.step_size)
        home = Home(float(pos[0]), float(pos[1]), rate, float(max_speed), float(max_accel))
        self._homes.set(self._entries[key], home)

    def clear_home(self, key: Hashable) -> None:
        """Stop pulling a body home; the table's friction alone acts on it again."""
        self._homes.clear(self._entries[key])

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
        self._rails.contain(entry, wake=True)
        body.activate()
        entry.forget_poses()

    # ----------------------------------------------------------------------------- stepping

    def step(self, dt: float) -> int:
        """Advance the table by `dt` seconds in fixed sub-steps; returns how many ran.

        Time left over (less than one step) carries to the next call. More than
        `MAX_SUBSTEPS` steps' worth is dropped rather than caught up, so a stall never
        spirals: the animation just runs a little late, which nobody notices on a die.
        """
        n = self._clock.due(dt, self.step_size)
        for i in range(n):
            if i == n - 1:
                self._remember_previous(fresh=n > 1)
            split = self._clock.split(self.step_size, self.max_travel)
            for _ in range(split):
                self._space.step(self.step_size / split)
            self.time += self.step_size
            if n > 1:
                self._clock.fastest = self._measure_fastest()
            self._hits.dispatch(self.on_hit)
        if n:
            self._after_steps()
            n += run_to_rest(self) if MOTION.settle_at_once else 0  # calm: never sliding
        self.substeps_last = n
        return n

    def _measure_fastest(self) -> float:
        awake = (e.fastest_point() for e in self._entries.values() if not e.body.is_sleeping)
        return max(awake, default=0.0)

    def _remember_previous(self, *, fresh: bool) -> None:
        """Keep each body's pose from before the coming sub-step, for interpolation.

        In the usual one-step call that pose is the one `_after_steps` read at the end of the
        previous call, so nothing is read twice; after a stall it is read afresh.
        """
        for entry in self._entries.values():
            if fresh:
                entry.previous = None if entry.body.is_sleeping else pose_of(entry.body)
            else:
                entry.previous = entry.last

    def _after_steps(self) -> None:
        """Record poses and the top speed of awake bodies; put back any that escaped.

        The rails are thick and speeds capped, so escape should not happen; this is the
        safety net that makes "bodies stay on the table" unconditional. The top speed
        decides how finely the next step is split.
        """
        fastest = 0.0
        for entry in self._entries.values():
            body = entry.body
            if body.is_sleeping:
                entry.last = None
                continue
            x, y = body.position
            if self._rails.holds(x, y):
                entry.last = Pose(x, y, body.angle)
            else:
                self._rails.contain(entry, wake=True)
                entry.forget_poses()
            fastest = max(fastest, entry.fastest_point())
        self._clock.fastest = fastest

    # ----------------------------------------------------------------------------- hits

    def _on_begin(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: Any) -> None:
        """Queue a hit for after the step, when scenes may safely add or remove bodies."""
        if self.on_hit is not None:
            self._hits.begin(arbiter, self.time, self.hit_threshold, self.hit_interval)

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
        distance = self._homes.distance(entry)
        return distance is None or distance <= self.settle_distance

    def asleep(self) -> bool:
        """True when every body sleeps: nothing moves, not a pixel's drift, until woken."""
        return all(entry.body.is_sleeping for entry in self._entries.values())

    def settled(self, keys: Iterable[Hashable] | None = None) -> bool:
        """True when every body (or every one of `keys`) has settled: time to show results."""
        chosen = self._entries if keys is None else keys
        return all(self.settled_for(key) for key in chosen)

    def positions(self) -> dict[Hashable, Pose]:
        """Every body's current pose, keyed as added."""
        return {key: pose_of(entry.body) for key, entry in self._entries.items()}

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
        return lerp_pose(entry.previous, pose_of(entry.body), alpha)


def run_to_rest(world: TableWorld) -> int:
    """Calm motion: step `world` on until every body has settled (within `CALM_SECONDS`),
    so a thrown die or a pushed disc shows where it comes to rest, never sliding there;
    the steps run."""
    ran = 0
    while not world.settled() and ran * world.step_size < CALM_SECONDS:
        world._space.step(world.step_size)
        world.time += world.step_size
        world._hits.dispatch(world.on_hit)
        world._after_steps()
        ran += 1
    for entry in world._entries.values() if ran else ():
        entry.forget_poses()
    return ran
