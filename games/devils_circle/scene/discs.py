"""The ring of discs on the table: pymunk bodies homed to their ring places, the flip
(lift, squash, the other face appearing halfway, a small bounce) and their drawing.

The rules decide every face; this module only shows them. Each disc is drawn turned to
face the nearest edge of the table, plus whatever spin a flick gave it, so every side of
the table reads some discs upright and none is favoured. Rotated sprites are cached per
face and 8-degree step, so a frame is only blits.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import partial

import pygame

from engine.compositor.resting import Shown
from engine.drawing import marks, pieces
from engine.drawing.motion import MOTION
from engine.drawing.render import SurfaceCache
from engine.physics.world import Pose, TableFriction, TableWorld
from engine.words.drawn import DRAWN
from games.devils_circle.actions import DISCS, IMAGES

EMOJI = {
    "fire": "🔥",
    "cauldron": "🫕",
    "trident": "🔱",
    "red_devil": "👹",
    "purple_devil": "😈",
}
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
SPRITE_BYTES = 24 * 2**20  # turned discs kept: every one at 1080p, the most used at 4K


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
    shade_at: tuple[int, int]  # the shadow surface's top-left
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
        steps = len(IMAGES) * 360 // ANGLE_STEP
        self._sprites = SurfaceCache(limit=steps, max_bytes=SPRITE_BYTES)
        self.to_warm: list[tuple[str, float]] = []

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

    # --- drawing ----------------------------------------------------------------------------
    def sprite(self, face: str, angle: float) -> pygame.Surface:
        """The disc showing `face`, turned by `angle` degrees (cached per 8-degree step)."""
        step = round(angle / ANGLE_STEP) % (360 // ANGLE_STEP)

        def make() -> pygame.Surface:
            base = pieces.disc(self.diameter, COLOUR[face], EMOJI[face])
            return turned(base, step * ANGLE_STEP)

        return self._sprites.get((face, step), make)

    @property
    def sprites_full(self) -> bool:
        return self._sprites.bytes >= SPRITE_BYTES * 0.9

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

    def shown(self, looks: list[Look]) -> list[Shown]:
        """The discs as the table's copy takes them (`resting`), in drawing order: those
        lying still at home it holds."""
        return [
            Shown(
                look,
                self.bounds(look),
                look.lying and self.world.settled_for(look.disc),
                partial(self.paint, look=look),
            )
            for look in looks
        ]

    def note(self, looks: list[Look]) -> None:
        """Note where every disc lies, for the reactions and the layout audit."""
        side = round(self.diameter * 0.8)
        for look in looks:
            body = pygame.Rect(0, 0, side, side)  # inside the round disc
            body.center = look.centre
            DRAWN.note(body)  # a disc pushed aside by a swap: a card or pop moves off it
            marks.mark(marks.PIECE, body, "disc")

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
        shade_rect = pieces.shadow(shade, round_shape=True).get_rect(center=shade_at)
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

    def paint(self, surface: pygame.Surface, look: Look) -> None:
        """One disc: its shadow, the kids' hint ring, the disc (squashed in a flip)."""
        d = self.diameter
        surface.blit(pieces.shadow(look.shade, round_shape=True), look.shade_at)
        if look.glow is not None:
            pygame.draw.circle(surface, GLOW_COLOUR, look.glow, d * 0.56, max(3, d // 14))
        sprite = self.sprite(look.face, look.step * ANGLE_STEP)
        if look.scale != (1.0, 1.0):
            sprite = pieces.squash(sprite, *look.scale)
        surface.blit(sprite, sprite.get_rect(center=look.centre))

    def bounds(self, look: Look) -> pygame.Rect:
        """Every pixel `paint` may touch for `look` (shadow, hint ring, squashed disc)."""
        shade = pieces.shadow(look.shade, round_shape=True).get_rect(topleft=look.shade_at)
        d = self.diameter
        w = max(round(d * 1.12), round(d * look.scale[0])) + 4
        h = max(round(d * 1.12), round(d * look.scale[1])) + 4
        disc = pygame.Rect(0, 0, w, h)
        disc.center = look.centre
        return shade.union(disc)


def turned(base: pygame.Surface, angle: float) -> pygame.Surface:
    """`base` rotated, cropped back to its own square: a turned disc still fits in it, and
    the rotated bounding box would cost up to twice the pixels."""
    rotated = pygame.transform.rotate(base, angle)
    crop = base.get_rect(center=rotated.get_rect().center)
    return rotated.subsurface(crop.clip(rotated.get_rect())).copy()


def prewarm(ring: DiscRing) -> None:
    """Rasterise every face once so the first flips do not stutter, and queue the other
    angles, those nearest the four edges (where discs settle) first."""
    for face in IMAGES:
        ring.sprite(face, 0)
    steps = sorted(range(360 // ANGLE_STEP), key=lambda s: -_off_edge(s * ANGLE_STEP))
    ring.to_warm = [(face, step * ANGLE_STEP) for step in steps for face in IMAGES]


def _off_edge(angle: float) -> float:
    return abs((angle + 45) % 90 - 45)


def warm_some(ring: DiscRing, count: int = 4) -> None:
    """Rotate a few more cached sprites each frame, until the sprite budget is nearly
    spent (all of them at 1080p; at 4K the rest are made when a disc first turns there)."""
    for _ in range(min(count, len(ring.to_warm))):
        if ring.sprites_full:
            ring.to_warm.clear()
            return
        ring.sprite(*ring.to_warm.pop())
