"""The ring of discs on the table: pymunk bodies homed to their ring places, the flip
(lift, squash, the other face appearing halfway, a small bounce) and their drawing.

The rules decide every face; this module only shows them. Each disc is drawn turned to
face the nearest edge of the table, plus whatever spin a flick gave it, so every side of
the table reads some discs upright and none is favoured. A disc is turned in 8-degree
steps, so each face has a few dozen looks, each painted once.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable
from dataclasses import dataclass

import pygame

from engine.drawing import pieces
from engine.drawing.display import DECOR, PIECE, DisplayList, Image
from engine.drawing.motion import MOTION
from engine.physics.world import Pose, TableFriction, TableWorld
from games.devils_circle.actions import DISCS, EMOJI, IMAGES

COLOUR = {
    "fire": (255, 214, 150),
    "cauldron": (186, 226, 170),
    "trident": (120, 176, 232),
    "red_devil": (246, 170, 160),
    "purple_devil": (214, 190, 240),
}
FLIP_SECONDS = 0.62
BOUNCE_SECONDS = 0.3
ANGLE_STEP = 8
GLOW_COLOUR = (255, 236, 140)  # the kids' hint ring round a disc showing the searched image


def disc_diameter(radius: float) -> int:
    """A disc's width on a ring of `radius`: most of its share of the ring, leaving a gap
    that keeps a widened party-mode touch unshared."""
    return max(12, round(2 * math.pi * radius / DISCS * 0.78))


def ring_place(centre: tuple[float, float], radius: float, place: int) -> tuple[float, float]:
    """A ring place on screen, the first at the top and on clockwise."""
    angle = -math.pi / 2 + place * 2 * math.pi / DISCS
    return (centre[0] + radius * math.cos(angle), centre[1] + radius * math.sin(angle))


@dataclass
class FlipShow:
    """A flip in progress: from `old` to `new`, started at `start` (scene seconds)."""

    old: str
    new: str
    start: float


@dataclass(frozen=True)
class Look:
    """One disc as a frame shows it, in the whole pixels it lands on: two equal looks
    paint the same pixels, which is what lets a disc at rest stay on the table's copy."""

    disc: int
    face: str
    step: int  # its turn, in ANGLE_STEPs
    scale: tuple[float, float]  # squashed by a flip or a bounce
    lift: float  # 0 on the table, up to 1 at the top of a flip or while carried
    centre: tuple[int, int]
    shade: tuple[int, int]  # the shadow's size, as asked of `pieces.shadow`
    shade_at: tuple[int, int]  # the shadow picture's top-left
    glow: tuple[int, int] | None  # the kids' hint ring round it, if it glows
    shaking: bool  # a refused touch's "no"

    @property
    def lying(self) -> bool:
        """Flat on the table, unsquashed and not shaking (it may still be sliding home)."""
        return self.lift == 0 and self.scale == (1.0, 1.0) and not self.shaking


class DiscRing:
    """Ten discs in a ring, each a pymunk body pulled home to its ring place."""

    def __init__(
        self, bounds: tuple[float, float, float, float], centre: tuple[float, float], radius: float
    ) -> None:
        self.centre = centre
        self.radius = radius
        self.diameter = disc_diameter(radius)
        self.world = TableWorld(bounds[2], bounds[3])
        self.world.set_bounds(bounds)
        scale = self.diameter / 100
        self.world.friction = TableFriction(
            linear_decel=700 * scale, angular_decel=9, drag=1.2, max_speed=1400 * scale
        )
        self.flips: dict[int, FlipShow] = {}
        self.lifted: dict[int, float] = {}  # disc -> lift 0..1 while carried (swap, drag)

    # --- places --------------------------------------------------------------------------
    def place_pos(self, place: int) -> tuple[float, float]:
        return ring_place(self.centre, self.radius, place)

    def add(self, disc: int, place: int) -> None:
        pos = self.place_pos(place)
        self.world.add_disc(disc, pos, self.diameter / 2, mass=1.0, elasticity=0.5)
        self.go_home(disc, place)

    def go_home(self, disc: int, place: int, strength: float = 5.0) -> None:
        self.world.set_home(disc, self.place_pos(place), strength, max_speed=900 * self.scale)

    @property
    def scale(self) -> float:
        return self.diameter / 100

    def pos(self, disc: int, alpha: float = 1.0) -> tuple[float, float]:
        pose = self.world.interpolated(disc, alpha)
        return (pose.x, pose.y)

    def gap(self) -> float:
        """Pixels between two neighbouring discs lying at their ring places."""
        return 2 * self.radius * math.sin(math.pi / DISCS) - self.diameter

    def disc_at(
        self, point: tuple[float, float], slop: float = 0.0, slack: float = 1.15
    ) -> int | None:
        """The disc under `point` (a little slack for fingers, plus `slop` pixels in party
        mode), nearest first: where two widened discs overlap, the nearer one is meant."""
        best, best_d = None, self.diameter / 2 * slack + max(0.0, slop)
        for disc in range(DISCS):
            x, y = self.pos(disc)
            d = math.hypot(point[0] - x, point[1] - y)
            if d <= best_d:
                best, best_d = disc, d
        return best

    # --- motion -----------------------------------------------------------------------------
    def flip(self, disc: int, old: str, new: str, now: float, rng: random.Random) -> None:
        """Start showing a flip and give the disc a little hop sideways and a turn."""
        self.flips[disc] = FlipShow(old, new, now)
        angle = rng.uniform(0, 2 * math.pi)
        push = 120 * self.scale
        self.world.throw(
            disc, (push * math.cos(angle), push * math.sin(angle)), rng.uniform(-0.8, 0.8)
        )

    def flick(self, disc: int, velocity: tuple[float, float]) -> None:
        """A finger flicked the disc: it slides a little and spins, then drifts home."""
        vx, vy = velocity
        speed = math.hypot(vx, vy) or 1.0
        cap = 500 * self.scale
        factor = min(1.0, cap / speed) * 0.5
        self.world.throw(disc, (vx * factor, vy * factor), math.copysign(6.0, vx + vy))

    def step(self, dt: float) -> None:
        self.world.step(dt)

    def busy(self, now: float) -> bool:
        return any(now - f.start < FLIP_SECONDS for f in self.flips.values())

    # --- showing -------------------------------------------------------------------------
    def face(self, face: str) -> Image:
        """A disc showing `face`, upright."""
        return pieces.disc(self.diameter, COLOUR[face], EMOJI[face])

    def facing(self, pose: Pose) -> float:
        """Degrees to turn a disc at `pose` so its picture stands upright for the nearest
        edge."""
        dx, dy = pose.x - self.centre[0], pose.y - self.centre[1]
        outward = math.degrees(math.atan2(dx, dy))  # 0 at the bottom edge
        edge = round(outward / 90) * 90
        return edge - math.degrees(pose.angle)

    def looks(
        self, faces: list[str], now: float, alpha: float, glow: set[int], offsets: dict[int, float]
    ) -> list[Look]:
        """How every disc shows this frame, in drawing order (lifted ones last)."""
        order = sorted(self.world.keys(), key=lambda d: self._lift(d, now))
        return [self._look(d, faces[d], now, alpha, d in glow, offsets) for d in order]

    def resting(self, look: Look) -> bool:
        """Whether a disc lies still at home (what the table at rest may hold)."""
        return look.lying and self.world.settled_for(look.disc)

    def _lift(self, disc: int, now: float) -> float:
        show = self.flips.get(disc)
        height = 0.0
        if show is not None:
            progress = (now - show.start) / FLIP_SECONDS
            if 0 <= progress < 1:
                height = pieces.flip_pose(progress)[2]  # none when motion is calm
        return max(height, self.lifted.get(disc, 0.0))

    def _look(
        self,
        disc: int,
        face: str,
        now: float,
        alpha: float,
        glowing: bool,
        offsets: dict[int, float],
    ) -> Look:
        pose = self.world.interpolated(disc, alpha)
        x, y = pose.x + offsets.get(disc, 0.0), pose.y
        d = self.diameter
        angle = self.facing(pose)
        scale_x = scale_y = 1.0
        show = self.flips.get(disc)
        if show is not None:
            progress = (now - show.start) / FLIP_SECONDS
            if progress < 1:
                scale_x, new_side, _ = pieces.flip_pose(progress, lift=0.22)
                face = show.new if new_side else show.old
            else:
                bounce = (now - show.start - FLIP_SECONDS) / BOUNCE_SECONDS
                if bounce < 1:
                    wobble = 0.07 * math.sin(bounce * math.pi * 2) * (1 - bounce)
                    scale_x = scale_y = 1 + wobble * MOTION.bounce
                else:
                    del self.flips[disc]
        height = self._lift(disc, now)
        if height > 0:
            grow = 1 + 0.22 * height
            scale_y *= grow
            scale_x = scale_x if show is not None else scale_x * grow
            off = d * 0.16 * height
            shade, shade_at = (round(d * scale_x), round(d)), (x + off, y + off * 1.3)
            y -= off
        else:
            shade, shade_at = (d, d), (x + d * 0.03, y + d * 0.06)
        shade_rect = pygame.Rect((0, 0), pieces.shadow(shade, round_shape=True).size)
        shade_rect.center = shade_at  # as `get_rect(center=…)` puts it: truncated
        return Look(
            disc=disc,
            face=face,
            step=round(angle / ANGLE_STEP) % (360 // ANGLE_STEP),
            scale=(scale_x, scale_y),
            lift=height,
            centre=(round(x), round(y)),
            shade=shade,
            shade_at=shade_rect.topleft,
            glow=(int(x), int(y)) if glowing else None,  # where draw.circle puts it
            shaking=offsets.get(disc, 0.0) != 0.0,
        )

    def paint_all(self, frame: DisplayList, looks: list[Look]) -> None:
        """The discs lying still at home, as one still group (the same looks, the same
        items), then the others in their order (lifted ones last)."""
        resting: list[Look] = []
        others: list[Look] = []
        for look in looks:
            (resting if self.resting(look) else others).append(look)
        frame.group(self, tuple(resting), lambda said: self._paint_each(said, resting))
        self._paint_each(frame, others)

    def _paint_each(self, frame: DisplayList, looks: Iterable[Look]) -> None:
        for look in looks:
            self.paint(frame, look)

    def paint(self, frame: DisplayList, look: Look) -> None:
        """One disc: its shadow, the kids' hint ring, the disc (squashed in a flip): a
        piece in play, judged by its body (inside the round disc)."""
        d = self.diameter
        still = self.resting(look)
        shade = pieces.shadow(look.shade, round_shape=True)
        frame.sprite(shade, look.shade_at, anchor="topleft", kind=DECOR, still=still)
        if look.glow is not None:
            frame.shape("circle", GLOW_COLOUR, look.glow, d * 0.56, max(3, d // 14), still=still)
        item = frame.sprite(
            self.face(look.face),
            look.centre,
            angle=look.step * ANGLE_STEP,
            crop=True,
            squash=look.scale,
            kind=PIECE,
            still=still,
            what="disc",
        )
        side = round(d * 0.8)
        item.rests = pygame.Rect(0, 0, side, side)
        item.rests.center = look.centre


def paint_ahead(frame: DisplayList, ring: DiscRing) -> None:
    """Every face upright and turned to each edge of the table (where discs settle), to
    paint before the first flips need them."""
    for step in range(0, 360, 90):
        angle = round(step / ANGLE_STEP) * ANGLE_STEP
        for face in IMAGES:
            frame.ahead(ring.face(face), angle, crop=True)
