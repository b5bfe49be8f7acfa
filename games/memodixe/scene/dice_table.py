"""MemoDiXe's thrown dice: pymunk bodies in the engine's `TableWorld`.

The rules core has already chosen every face; a throw here only shows it (MD-R2). Thrown
dice fly in from the roller's side, bounce off each other, the dice lying in the square and
the rails, flash random faces while they tumble, come to rest, and then glide into their
places in the square, where they land on the core's face. (A die that slides from one spot
to another is a flight of the base scene's `FlightLayer`, not a body here.)
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from engine.drawing import pieces
from engine.drawing.display import MOVING, PIECE, DisplayList
from engine.physics.world import TableWorld, tumble_faces
from games.memodixe import dice
from games.memodixe.scene.layout import Area
from games.memodixe.scene.sprites import die_face

ANGLE_STEP = 20  # degrees: tumbling dice are shown turned in whole steps of this
TUMBLE_FRAME = 0.08  # seconds per flashed face while a die tumbles
THROW_LIMIT = 2.2  # seconds of tumbling at most before the glide home takes over
GLIDE = 0.35  # seconds the settled dice take to glide home into the square ...
HOME_SPEED = 5000.0  # ... fast enough (px/s at a 1080 short side) to cross the table in it,
HOME_ACCEL = 60000.0  # so a die lands in its place instead of jumping there at the end


@dataclass
class Throw:
    """A die in the air: a pymunk body plus the faces it flashes on the way."""

    die: int
    place: int
    face: str
    faces: list[str]
    launched: float
    straighten: float = 0.0  # 0..1 while gliding home: the drawn angle eases back to 0
    key: tuple[str, int] = field(init=False)

    def __post_init__(self) -> None:
        self.key = ("die", self.die)

    def shown(self, now: float, resting: bool) -> str:
        if resting:
            return self.face
        index = int((now - self.launched) / TUMBLE_FRAME)
        return self.faces[min(index, len(self.faces) - 1)]


class DiceTable:
    """The dice thrown over the table, as bodies of a physics world."""

    def __init__(self, bounds: Area, unit: float, posts: Sequence[pygame.Rect] = ()) -> None:
        self.world = TableWorld(bounds[2], bounds[3])
        self.world.set_bounds(bounds, posts)
        self.world.hit_threshold = 120 * unit
        self.unit = unit
        self.throws: dict[int, Throw] = {}

    def resize(self, bounds: Area, unit: float, posts: Sequence[pygame.Rect] = ()) -> None:
        """The rolling area's rails, with `posts` in it that dice bounce off (the ⏸
        corners, `Layout.posts`)."""
        self.world.set_bounds(bounds, posts)
        self.unit = unit

    def busy(self) -> bool:
        """Dice are still in the air (a move may not start before they land)."""
        return bool(self.throws)

    def throw(
        self,
        die: int,
        place: int,
        face: str,
        origin: tuple[float, float],
        target: tuple[float, float],
        size: float,
        now: float,
        rng: random.Random,
    ) -> None:
        """Launch a die from `origin` towards `target` with a little scatter and spin."""
        throw = Throw(die, place, face, [], now)
        throw.faces = tumble_faces(
            rng.randrange(1 << 30), 28, dice.faces(dice.colour_of(die)), face
        )
        if throw.key in self.world:
            self.world.remove(throw.key)
        self.world.add_box(throw.key, origin, size, angle=rng.uniform(0, math.tau))
        dx, dy = target[0] - origin[0], target[1] - origin[1]
        heading = math.atan2(dy, dx) + rng.uniform(-0.3, 0.3)
        # far enough to cross the square and often reach the far rail: v² = 2·a·distance
        reach = math.hypot(dx, dy) * rng.uniform(1.3, 2.0)
        speed = math.sqrt(2 * self.world.friction.linear_decel * reach)
        velocity = (math.cos(heading) * speed, math.sin(heading) * speed)
        self.world.throw(throw.key, velocity, rng.uniform(-18, 18))
        self.throws[die] = throw

    def brace(self, resting: dict[int, tuple[float, float]], size: float) -> None:
        """Put the dice lying in the square into the world as heavy bodies held at their
        places, so thrown dice bounce off them instead of sliding over them."""
        for place, pos in resting.items():
            key = ("rest", place)
            if key not in self.world:
                self.world.add_box(key, pos, size, mass=40.0)
                self.world.set_home(key, pos, strength=30.0, max_accel=20000.0)

    def unbrace(self) -> None:
        for key in self.world.keys():  # noqa: SIM118 (a copy: safe while removing)
            if key[0] == "rest":
                self.world.remove(key)

    def fling(self, near: tuple[float, float], velocity: tuple[float, float]) -> None:
        """A swipe over the table: the die in the air nearest to it gets a push that way
        (pure fun: where it lands was decided by the rules already)."""

        def distance(throw: Throw) -> float:
            x, y = self.world.body(throw.key).position
            return math.hypot(x - near[0], y - near[1])

        throw = min(self.throws.values(), key=distance)
        body = self.world.body(throw.key)
        push = (velocity[0] * body.mass * 0.6, velocity[1] * body.mass * 0.6)
        self.world.impulse(throw.key, push)

    def settled(self) -> bool:
        return self.world.settled([t.key for t in self.throws.values()])

    def home(self, places: list[tuple[float, float]]) -> None:
        """Pull every thrown die to its place in the square (the resting dice step aside)."""
        self.unbrace()
        fast, brisk = HOME_SPEED * self.unit, HOME_ACCEL * self.unit
        for throw in self.throws.values():
            place = places[throw.place]
            self.world.set_home(throw.key, place, strength=14.0, max_speed=fast, max_accel=brisk)

    def land(self, die: int) -> None:
        throw = self.throws.pop(die, None)
        if throw is not None and throw.key in self.world:
            self.world.remove(throw.key)

    def clear(self) -> None:
        for die in list(self.throws):
            self.land(die)
        self.unbrace()

    def paint(self, frame: DisplayList, size: int, now: float) -> None:
        """Every thrown die with its shadow, turned by its spin in whole steps: tumbling,
        a die in the air; at rest, a piece in play judged by its body (a pop or a card
        moves off it), which lies inside its turned picture."""
        if self.busy() or not self.world.asleep():
            frame.moving()  # thrown, rolling, or gliding home
        for throw in self.throws.values():
            body = self.world.body(throw.key)
            resting = self.world.settled_for(throw.key)
            face = throw.shown(now, resting)
            spin = -math.degrees(body.angle) * (1 - throw.straighten)
            x, y = body.position
            shade = pieces.shadow((size, size))
            under = pygame.Rect((0, 0), shade.size)
            under.center = (x + 6 * self.unit, y + 8 * self.unit)  # as `get_rect` puts it
            frame.sprite(shade, under.topleft, anchor="topleft")
            angle = round(spin / ANGLE_STEP) * ANGLE_STEP % 360
            item = frame.sprite(
                die_face(throw.die, face, size),
                (x, y),
                angle=angle,
                kind=PIECE if resting else MOVING,
                what="resting die" if resting else "tumbling die",
            )
            if resting:
                shown = item.rect
                item.rests = shown.inflate(-shown.w // 5, -shown.h // 5)
