"""The soak test: attract mode through every game, faster than real time, for as long as a
kiosk day needs watching. Reports games played, exceptions and memory growth."""

from __future__ import annotations

import gc
import math
import time
from typing import Any

import psutil

from engine.shell.attract import AttractScene
from engine.shell.boot import make_app

WARM_UP_SHARE = 0.2  # memory is compared from the end of the first fifth of the run


def rss_mb() -> float:
    return psutil.Process().memory_info().rss / 2**20


def run_soak(minutes: float, speed: float = 8.0, seed: int = 1) -> dict[str, Any]:

    app = make_app((1280, 720), headless=True, speed=speed)
    app.clock.max_steps = max(8, math.ceil(speed * 2) + 1)  # faster than real time, no drops
    attract = AttractScene(app, seed)
    app.scenes.push(attract)
    start_rss = rss_mb()
    warm_rss = None
    started = time.perf_counter()
    budget = minutes * 60
    demos = 0
    last_demo = None
    while time.perf_counter() - started < budget:
        app.frame(1 / 60, events=[])
        if attract.demo is not last_demo:
            demos += 1
            last_demo = attract.demo
        if warm_rss is None and time.perf_counter() - started >= budget * WARM_UP_SHARE:
            gc.collect()
            warm_rss = rss_mb()
        if app.scenes.top is not attract:  # an exception sent it to the menu: carry on
            attract = AttractScene(app, seed + demos)
            app.scenes.reset(attract)
            app.scenes.apply_pending()
    gc.collect()
    end_rss = rss_mb()
    warm_rss = warm_rss or start_rss
    return {
        "minutes": minutes,
        "speed": speed,
        "game_minutes": round(app.now / 60, 1),
        "demos_started": demos,
        "games_played": attract.played,
        "games": sorted({spec.id for spec in attract.games}),
        "exceptions": len(app.errors),
        "rss_start_mb": round(start_rss, 1),
        "rss_after_warm_up_mb": round(warm_rss, 1),
        "rss_end_mb": round(end_rss, 1),
        "growth_after_warm_up_pct": round((end_rss - warm_rss) / warm_rss * 100, 1),
    }
