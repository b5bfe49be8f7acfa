"""Hits: contacts strong enough to click, throttled per pair and delivered after the step."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pymunk

HitCallback = Callable[[Hashable, Hashable | None, float], None]

#: Collision type of bodies (the rails have theirs in engine.physics.rails).
BODY = 1


class HitLog:
    """Turns contact begins into (key_a, key_b_or_None_for_a_rail, strength) hits.

    Strength is the approach speed along the contact normal in px/s, independent of mass.
    Hits are queued during the step and handed out after it, when scenes may safely add or
    remove bodies.
    """

    def __init__(self) -> None:
        self._keys: dict[pymunk.Body, Hashable] = {}
        self._pending: list[tuple[Hashable, Hashable | None, float]] = []
        self._last_hit: dict[frozenset[Any], float] = {}

    def track(self, body: pymunk.Body, key: Hashable) -> None:
        """Report contacts of `body` under `key`."""
        self._keys[body] = key

    def forget(self, body: pymunk.Body, key: Hashable) -> None:
        """`body` left the table: no more hits for it, and no throttling memory."""
        del self._keys[body]
        self._last_hit = {pair: t for pair, t in self._last_hit.items() if key not in pair}

    def clear(self) -> None:
        """Drop queued hits and throttling memory (the bodies are gone)."""
        self._last_hit.clear()
        self._pending.clear()

    def begin(self, arbiter: pymunk.Arbiter, now: float, threshold: float, interval: float) -> None:
        """Queue the contact `arbiter` starts as a hit if it is at least `threshold` strong
        and its pair has not hit within `interval` seconds before `now`."""
        shape_a, shape_b = arbiter.shapes
        key_a = self._keys.get(shape_a.body)
        key_b = self._keys.get(shape_b.body)
        if key_a is None:
            key_a, key_b = key_b, None
        if key_a is None:
            return
        points = arbiter.contact_point_set
        if not points.points:
            return
        p = points.points[0].point_a
        rel = shape_b.body.velocity_at_world_point(p) - shape_a.body.velocity_at_world_point(p)
        strength = abs(rel.dot(points.normal))
        if strength < threshold:
            return
        pair = frozenset((key_a, key_b))
        last = self._last_hit.get(pair)
        if last is not None and now - last < interval - 1e-9:
            return
        self._last_hit[pair] = now
        self._pending.append((key_a, key_b, strength))

    def dispatch(self, callback: HitCallback | None) -> None:
        """Hand every queued hit to `callback` (dropping them when there is none)."""
        if not self._pending:
            return
        hits, self._pending = self._pending, []
        if callback is None:
            return
        for key_a, key_b, strength in hits:
            callback(key_a, key_b, strength)
