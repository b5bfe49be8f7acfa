"""`bench`: what a player's frame costs, measured so that a busy machine cannot fool it.

Wall-clock frame times on a shared 2-core machine grow 5–25× when another job holds a core,
while the work done per frame does not change. So each frame is measured twice: wall time
(what a user waits, on a quiet machine) and the main thread's CPU time (the work itself,
which load does not inflate). The targets are judged on CPU time. Every case runs in a
fresh process (its own first frame, its own peak memory), computer players playing,
physics and saves included, and measures the floor in the same process: a full-screen blit
plus a flip, and the same with 20 sprites, so each figure can be read as a ratio to what
any frame costs at least on this machine at that moment.
"""

from __future__ import annotations

import gc
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import psutil

from engine.shell.processes import in_fresh_processes
from games.core.driver import play_game
from games.core.record import GameRecord
from games.core.registry import GameSpec, all_games, get_game

ROOT = Path(__file__).resolve().parents[2]

SIZES = ((1920, 1080), (3840, 2160))
TARGET_MS = {1080: 4.0, 2160: 12.0}  # CPU p99 per frame, by screen height
WARM_FRAMES = 30
FLOOR_FRAMES = 60
LATE_AT = 0.9  # a late-game case resumes the match this far through a whole bot game


@dataclass(frozen=True)
class Case:
    """One measured situation: a scene at a size with a number of seats."""

    scene: str  # "menu" or a game id
    size: tuple[int, int]
    players: int = 0  # 0: the menu
    orientation: str = "table"
    late: bool = False  # resumed near the end of a long game (the record at its longest)

    @property
    def label(self) -> str:
        extra = (" tablet" if self.orientation == "tablet" else "") + (" late" if self.late else "")
        seats = f" {self.players}p" if self.players else ""
        return f"{self.scene}{seats}{extra}"


def cases(only: list[str] | None = None) -> list[Case]:
    """Every game at both sizes with the fewest and the most seats, the menu, one tablet
    case and the two long games (Memorandum's last deal with 7, Fireball Court near 101)."""
    found: list[Case] = []
    games = [spec for spec in all_games() if spec.available]
    for size in SIZES:
        found.append(Case("menu", size))
        for spec in games:
            low, high = spec.players_allowed(spec.options())
            found.extend(Case(spec.id, size, n) for n in sorted({max(low, 2), high}))
    found.append(Case("memorandum", SIZES[0], 7, orientation="tablet"))
    for game, players in (("memorandum", 7), ("fireball-court", 2)):
        found.extend(Case(game, size, players, late=True) for size in SIZES)
    if only:
        found = [case for case in found if case.scene in only]
    return found


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


def _ms(values: list[float], q: float | None = None) -> float:
    value = statistics.median(values) if q is None else _percentile(values, q)
    return round(value * 1000, 3)


def _timed(step) -> tuple[float, float]:
    """Wall and thread-CPU seconds of one call."""
    wall, cpu = time.perf_counter(), time.thread_time()
    step()
    return time.perf_counter() - wall, time.thread_time() - cpu


def _late_record(spec: GameSpec, players: int) -> GameRecord:
    """A record of a computer game cut at LATE_AT of its length: a long game's late position
    with its full history, as a resumed save would have it."""
    levels = ["casual"] * players
    record = play_game(spec, players, 7, spec.options(), levels).record
    record.moves = record.moves[: int(len(record.moves) * LATE_AT)]
    record.scores = record.winners = None
    return record


def first_frame(case: Case, resume: GameRecord | None) -> tuple[float, float]:
    """Seconds from starting a fresh interpreter to its first frame flipped: wall clock,
    and the CPU time that process used (see engine/shell/first_frame.py). Its data folder
    is new and empty: a first start, with no kept game or history to read."""
    args = [f"{case.size[0]}x{case.size[1]}", case.scene, str(case.players), case.orientation]
    with tempfile.TemporaryDirectory(prefix="memotable-first-") as folder:
        if resume is not None:
            path = Path(folder) / "record.json"
            path.write_text(resume.to_json(), encoding="utf-8")
            args.append(str(path))
        began = time.time()
        done = subprocess.run(
            [sys.executable, "-m", "engine.shell.first_frame", *args],
            cwd=ROOT,
            env={**os.environ, "MEMOTABLE_DATA_DIR": folder},
            capture_output=True,
            text=True,
            check=True,
        )
    report = json.loads(done.stdout.splitlines()[-1])
    return report["flipped_at"] - began, report["cpu_s"]


def measure(case: Case, frames: int) -> dict[str, Any]:
    """Run one case in this process and return its figures (the first frame in a process
    of its own, before this one builds its app)."""
    # The app and pygame load here, in the measured process (the parent imports no pygame).
    import pygame

    from engine.shell.boot import headless_app

    resume = _late_record(get_game(case.scene), case.players) if case.late else None
    first_wall, first_cpu = first_frame(case, resume)
    gc.collect()
    app = headless_app(case.size, case.scene, case.players, case.orientation, resume)
    for _ in range(1 + WARM_FRAMES):
        app.frame(1 / 60, events=[])
    walls, cpus = [], []
    for _ in range(frames):
        wall, cpu = _timed(lambda: app.frame(1 / 60, events=[]))
        walls.append(wall)
        cpus.append(cpu)
    peak = _peak_rss_mb()  # before the floor's own full-screen surfaces below
    floor = _floor(app.screen, pygame)
    cpu_p99 = _ms(cpus, 0.99)
    target = TARGET_MS.get(case.size[1])
    return {
        **asdict(case),
        "label": case.label,
        "size": f"{case.size[0]}x{case.size[1]}",
        "wall_p50_ms": _ms(walls),
        "wall_p99_ms": _ms(walls, 0.99),
        "cpu_p50_ms": _ms(cpus),
        "cpu_p99_ms": cpu_p99,
        "floor_cpu_ms": floor["blit"],
        "floor20_cpu_ms": floor["sprites"],
        "p99_over_floor": round(cpu_p99 / max(floor["blit"], 1e-3), 1),
        "target_cpu_p99_ms": target,
        "within": target is None or cpu_p99 <= target,
        "first_frame_s": round(first_wall, 3),
        "first_frame_cpu_s": round(first_cpu, 3),
        "peak_rss_mb": round(peak, 1),
        "errors": len(app.errors),
    }


def _floor(screen, pygame) -> dict[str, float]:
    """The same process's floor: an opaque full-screen blit plus a flip, and the same with
    20 sprites of a card's size on top."""
    table = pygame.Surface(screen.get_size(), 0, screen)
    side = max(8, screen.get_height() // 8)
    sprite = pygame.Surface((side, side), pygame.SRCALPHA)
    sprite.fill((200, 80, 80, 230))

    def plain() -> None:
        screen.blit(table, (0, 0))
        pygame.display.flip()

    def sprites() -> None:
        screen.blit(table, (0, 0))
        for i in range(20):
            screen.blit(sprite, ((i * side) % screen.get_width(), (i // 8) * side))
        pygame.display.flip()

    return {
        "blit": _ms([_timed(plain)[1] for _ in range(FLOOR_FRAMES)]),
        "sprites": _ms([_timed(sprites)[1] for _ in range(FLOOR_FRAMES)]),
    }


def _peak_rss_mb() -> float:
    try:
        import resource  # not on Windows

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    except ImportError:
        return psutil.Process().memory_info().peak_wset / 2**20


def _measure_in_child(case: Case, frames: int, data_dir: str) -> dict[str, Any]:
    os.environ["MEMOTABLE_DATA_DIR"] = data_dir  # never the player's own saves
    return measure(case, frames)


def run(only: list[str] | None, frames: int) -> dict[str, Any]:
    """Every case in a fresh process of its own, one at a time."""
    chosen = cases(only)
    with tempfile.TemporaryDirectory(prefix="memotable-bench-") as data_dir:
        rows = in_fresh_processes(_measure_in_child, [(c, frames, data_dir) for c in chosen])
    return {
        "frames": frames,
        "machine": {
            "cpus": os.cpu_count(),
            "load_average": [round(x, 2) for x in os.getloadavg()],
            "python": platform.python_version(),
            # False: every start compiles the sources afresh (PYTHONDONTWRITEBYTECODE)
            "writes_bytecode": not sys.flags.dont_write_bytecode,
        },
        "scenes": rows,
        "peak_rss_mb": max(row["peak_rss_mb"] for row in rows),
        "all_within": all(row["within"] for row in rows),
    }


def print_table(report: dict[str, Any]) -> None:
    head = (
        f"{'case':<28}{'size':>10}{'cpu p50':>9}{'cpu p99':>9}{'wall p99':>10}"
        f"{'floor':>7}{'×floor':>8}{'target':>8}{'first s':>9}{'cpu s':>7}{'RSS MB':>8}"
    )
    print(head)
    for row in report["scenes"]:
        mark = "" if row["within"] else "  ✗"
        print(
            f"{row['label']:<28}{row['size']:>10}{row['cpu_p50_ms']:>9}{row['cpu_p99_ms']:>9}"
            f"{row['wall_p99_ms']:>10}{row['floor_cpu_ms']:>7}{row['p99_over_floor']:>8}"
            f"{row['target_cpu_p99_ms'] or '':>8}{row['first_frame_s']:>9}"
            f"{row['first_frame_cpu_s']:>7}{row['peak_rss_mb']:>8}{mark}"
        )
    machine = report["machine"]
    print(
        f"{len(report['scenes'])} cases, {report['frames']} frames each; "
        f"{machine['cpus']} CPUs, load average {machine['load_average']}; "
        f"peak RSS {report['peak_rss_mb']} MB; "
        + ("every CPU p99 within its target" if report["all_within"] else "✗ = over target")
    )
