"""The soak test: attract mode through every game, faster than real time, for as long as a
kiosk day needs watching. Reports games played, exceptions and memory growth, at each of
the common table sizes.

Memory is compared from the warm-up point, set by games played: the moment every game has
been demoed `WARM_UP_ROUNDS` times, each game against itself (see `MemoryLog`). A warm-up
point set by wall time measured before the caches had filled on a busy machine, and
reported growth that a quiet run did not show. One round is not enough: a first demo does
not reach every picture of its game, and memory still rises through the second round
before it levels off (docs/reliability.md has the figures)."""

from __future__ import annotations

import gc
import math
import time
from dataclasses import dataclass, field
from typing import Any

import psutil

from engine.shell.attract import DEMO_SECONDS, AttractScene
from engine.shell.boot import make_app
from engine.shell.processes import in_fresh_processes

SIZES = ((1280, 720), (1920, 1080))
WARM_UP_ROUNDS = 2


def rss_mb() -> float:
    return psutil.Process().memory_info().rss / 2**20


@dataclass
class MemoryLog:
    """RSS after each demo, per game, and the warm-up point: every game demoed `rounds` times.

    Growth compares each game with itself: a game's RSS after its last demo against its RSS
    after its `rounds`-th. Games differ by tens of megabytes (a Devil's Circle table holds
    more pictures than a Fireball Court one), so comparing the run's last sample with the
    warm-up sample measured which game happened to be on, not growth."""

    games: set[str]
    rounds: int = WARM_UP_ROUNDS
    per_game: dict[str, list[float]] = field(default_factory=dict)
    warm_rss: float | None = None
    warm_after_demos: int | None = None

    def demo_ended(self, game: str, rss: float) -> None:
        self.per_game.setdefault(game, []).append(rss)
        played = [len(self.per_game.get(game, ())) for game in self.games]
        if self.warm_rss is None and min(played) >= self.rounds:
            self.warm_rss = rss
            self.warm_after_demos = sum(len(v) for v in self.per_game.values())

    def game_growth_pct(self, game: str) -> float | None:
        values = self.per_game.get(game, [])
        if self.warm_rss is None or len(values) < self.rounds:
            return None
        warm = values[self.rounds - 1]
        return round((values[-1] - warm) / warm * 100, 1)

    def growth_pct(self) -> float | None:
        """The largest growth of any game since the warm-up, or None before it."""
        grown = [self.game_growth_pct(game) for game in sorted(self.games)]
        known = [g for g in grown if g is not None]
        return max(known) if known else None

    def report(self) -> dict[str, dict[str, Any]]:
        return {
            game: {
                "demos": len(values),
                "first_mb": values[0],
                "warm_mb": values[self.rounds - 1] if len(values) >= self.rounds else None,
                "last_mb": values[-1],
                "growth_pct": self.game_growth_pct(game),
            }
            for game, values in sorted(self.per_game.items())
        }


def run_soak(
    minutes: float,
    speed: float = 8.0,
    seed: int = 1,
    sizes=SIZES,
    demo_seconds: float = DEMO_SECONDS,
    max_demos: int | None = None,
) -> dict[str, Any]:
    """`minutes` of wall time at each size (or `max_demos` demos, whichever comes first),
    each size in a fresh process (so one size's caches and high-water mark are not counted
    against the next)."""
    runs = in_fresh_processes(
        soak_at, [(size, minutes, speed, seed, demo_seconds, max_demos) for size in sizes]
    )
    return {
        "minutes_per_size": minutes,
        "speed": speed,
        "exceptions": sum(run["exceptions"] for run in runs),
        "runs": runs,
    }


def soak_at(
    size: tuple[int, int],
    minutes: float,
    speed: float,
    seed: int,
    demo_seconds: float,
    max_demos: int | None,
) -> dict[str, Any]:
    app = make_app(size, headless=True, speed=speed)
    app.clock.max_steps = max(8, math.ceil(speed * 2) + 1)  # faster than real time, no drops
    attract = AttractScene(app, seed)
    attract.demo_seconds = demo_seconds
    app.scenes.push(attract)
    memory = MemoryLog({spec.id for spec in attract.games})
    start_rss = rss_mb()
    started = time.perf_counter()
    demos = 0
    last_demo = None
    while time.perf_counter() - started < minutes * 60 and demos != max_demos:
        app.frame(1 / 60, events=[])
        if attract.demo is not last_demo:
            if last_demo is not None:
                gc.collect()
                memory.demo_ended(last_demo.spec.id, round(rss_mb(), 1))
            demos += 1
            last_demo = attract.demo
        if app.scenes.top is not attract:  # an exception sent it to the menu: carry on
            attract = AttractScene(app, seed + demos)
            attract.demo_seconds = demo_seconds
            app.scenes.reset(attract)
            app.scenes.apply_pending()
    gc.collect()
    end_rss = rss_mb()
    return {
        "size": f"{size[0]}x{size[1]}",
        "game_minutes": round(app.now / 60, 1),
        "demos_started": demos,
        "games_played": attract.played,
        "exceptions": len(app.errors),
        "rss_start_mb": round(start_rss, 1),
        "warm_after_demos": memory.warm_after_demos,
        "rss_after_warm_up_mb": memory.warm_rss,
        "rss_end_mb": round(end_rss, 1),
        "growth_after_warm_up_pct": memory.growth_pct(),
        "rss_per_game_mb": memory.report(),
    }
