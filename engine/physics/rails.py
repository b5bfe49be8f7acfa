"""The table's edge: thick rails around the bounds, posts standing inside them (what a
body must keep off: a ⏸ button in a corner), and the containment that puts a body back
inside the rails (after a resize, a teleport, or the escape the rails should prevent)."""

from __future__ import annotations

import math
from collections.abc import Iterable

import pymunk

from engine.physics.bodies import BodyEntry

#: Collision type of the rails, so the world's one wildcard handler can tell a rail from a body.
RAIL = 2
Box = tuple[float, float, float, float]  # x, y, width, height


class Rails:
    """Four thick static segments whose inner surfaces lie exactly on the bounds, and a
    static box for each post."""

    def __init__(self, space: pymunk.Space) -> None:
        self._space = space
        self._shapes: list[pymunk.Shape] = []
        #: The table rectangle (x, y, width, height); empty until the first rebuild().
        self.bounds = (0.0, 0.0, 0.0, 0.0)
        #: Rectangles (x, y, width, height) inside the bounds that bodies bounce off.
        self.posts: tuple[Box, ...] = ()

    def rebuild(
        self,
        rect: Iterable[float],
        *,
        thickness: float,
        elasticity: float,
        friction: float,
        posts: Iterable[Iterable[float]] = (),
    ) -> None:
        """Replace the rails by ones around `rect` (x, y, w, h), with `posts` (each x, y,
        w, h) standing inside them, as hard as the rails."""
        x, y, w, h = (float(v) for v in rect)
        if not (w > 0 and h > 0):
            raise ValueError(f"bounds need a positive size, got {(x, y, w, h)!r}")
        self.bounds = (x, y, w, h)
        self.posts = tuple(_rect(post) for post in posts)
        if self._shapes:
            self._space.remove(*self._shapes)
        t = thickness
        # A fast body would need to cross the whole thickness in one step to tunnel out.
        left, top, right, bottom = x - t, y - t, x + w + t, y + h + t
        static = self._space.static_body
        shapes: list[pymunk.Shape] = [
            pymunk.Segment(static, (left, top), (left, bottom), t),
            pymunk.Segment(static, (right, top), (right, bottom), t),
            pymunk.Segment(static, (left, top), (right, top), t),
            pymunk.Segment(static, (left, bottom), (right, bottom), t),
        ]
        for px, py, pw, ph in self.posts:
            shapes.append(
                pymunk.Poly(static, [(px, py), (px + pw, py), (px + pw, py + ph), (px, py + ph)])
            )
        for shape in shapes:
            shape.elasticity = elasticity
            shape.friction = friction
            shape.collision_type = RAIL
        self._space.add(*shapes)
        self._shapes = shapes

    def holds(self, x: float, y: float) -> bool:
        """True when the point lies within the bounds (edges included)."""
        x0, y0, w, h = self.bounds
        return x0 <= x <= x0 + w and y0 <= y <= y0 + h

    def contain(self, entry: BodyEntry, *, wake: bool) -> None:
        """Translate a body so its outline lies inside the bounds (centred if it cannot fit)
        and off every post (the shortest way that stays inside)."""
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
        for post in self.posts:
            nx, ny = _off(post, (nx, ny), (left, top, right, bottom), self.bounds)
        if (nx, ny) != (px, py):
            body.position = (nx, ny)
            self._space.reindex_shapes_for_body(body)
            entry.forget_poses()
            if wake:
                body.activate()


def _off(
    post: Box, centre: tuple[float, float], outline: tuple[float, ...], bounds: Box
) -> tuple[float, float]:
    """`centre` moved the least way that takes the outline (left, top, right, bottom, from
    the centre) off `post` and keeps it inside `bounds`; as it is if it is off already or
    no way fits."""
    (cx, cy), (left, top, right, bottom) = centre, outline
    x, y, w, h = post
    if not (cx + left < x + w and x < cx + right and cy + top < y + h and y < cy + bottom):
        return centre
    ways = [(x - right, cy), (x + w - left, cy), (cx, y - bottom), (cx, y + h - top)]
    bx, by, bw, bh = bounds
    inside = [
        (nx, ny)
        for nx, ny in ways
        if bx <= nx + left and nx + right <= bx + bw and by <= ny + top and ny + bottom <= by + bh
    ]
    return min(inside, key=lambda p: abs(p[0] - cx) + abs(p[1] - cy), default=centre)


def _rect(rect: Iterable[float]) -> Box:
    x, y, w, h = (float(v) for v in rect)
    return (x, y, w, h)


def _fit(centre: float, low: float, high: float, lo: float, hi: float) -> float:
    """Shift `centre` so [centre+low, centre+high] lies within [lo, hi]; centre it if too big."""
    if high - low >= hi - lo:
        return (lo + hi) / 2 - (low + high) / 2
    if centre + low < lo:
        return lo - low
    if centre + high > hi:
        return hi - high
    return centre
