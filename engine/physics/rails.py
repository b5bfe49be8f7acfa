"""The table's edge: thick rails around the bounds, and the containment that puts a body
back inside them (after a resize, a teleport, or the escape the rails should prevent)."""

from __future__ import annotations

import math
from collections.abc import Iterable

import pymunk

from engine.physics.bodies import BodyEntry

#: Collision type of the rails, so the world's one wildcard handler can tell a rail from a body.
RAIL = 2


class Rails:
    """Four thick static segments whose inner surfaces lie exactly on the bounds."""

    def __init__(self, space: pymunk.Space) -> None:
        self._space = space
        self._segments: list[pymunk.Segment] = []
        #: The table rectangle (x, y, width, height); empty until the first rebuild().
        self.bounds = (0.0, 0.0, 0.0, 0.0)

    def rebuild(
        self, rect: Iterable[float], *, thickness: float, elasticity: float, friction: float
    ) -> None:
        """Replace the rails by ones around `rect` (x, y, w, h)."""
        x, y, w, h = (float(v) for v in rect)
        if not (w > 0 and h > 0):
            raise ValueError(f"bounds need a positive size, got {(x, y, w, h)!r}")
        self.bounds = (x, y, w, h)
        if self._segments:
            self._space.remove(*self._segments)
        t = thickness
        # A fast body would need to cross the whole thickness in one step to tunnel out.
        left, top, right, bottom = x - t, y - t, x + w + t, y + h + t
        static = self._space.static_body
        segments = [
            pymunk.Segment(static, (left, top), (left, bottom), t),
            pymunk.Segment(static, (right, top), (right, bottom), t),
            pymunk.Segment(static, (left, top), (right, top), t),
            pymunk.Segment(static, (left, bottom), (right, bottom), t),
        ]
        for segment in segments:
            segment.elasticity = elasticity
            segment.friction = friction
            segment.collision_type = RAIL
        self._space.add(*segments)
        self._segments = segments

    def holds(self, x: float, y: float) -> bool:
        """True when the point lies within the bounds (edges included)."""
        x0, y0, w, h = self.bounds
        return x0 <= x <= x0 + w and y0 <= y <= y0 + h

    def contain(self, entry: BodyEntry, *, wake: bool) -> None:
        """Translate a body so its outline lies inside the bounds (centred if it cannot fit)."""
        body = entry.body
        x, y, w, h = self.bounds
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
            entry.forget_poses()
            if wake:
                body.activate()


def _fit(centre: float, low: float, high: float, lo: float, hi: float) -> float:
    """Shift `centre` so [centre+low, centre+high] lies within [lo, hi]; centre it if too big."""
    if high - low >= hi - lo:
        return (lo + hi) / 2 - (low + high) / 2
    if centre + low < lo:
        return lo - low
    if centre + high > hi:
        return hi - high
    return centre
