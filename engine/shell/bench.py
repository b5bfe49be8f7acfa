"""`bench`: what a player's frame costs, measured so that a busy machine cannot fool it.

Wall-clock frame times on a shared 2-core machine grow 5–25× when another job holds a core,
while the work done per frame does not change. So each frame is measured twice: wall time
(what a user waits, on a quiet machine) and the main thread's CPU time (the work itself).
The targets are judged on CPU time. CPU time still grows when another process shares the
core's caches and memory bus: a case's p99 moved by a third between two runs on a quiet
box. So every case is replayed (three times by default), each replay in a fresh process
(its own first frame, its own peak memory), computer players playing, physics and saves
included, and each frame counts at its fastest replay (`combine`). Each replay measures
the floor in its own process: a full-screen blit plus a flip, and the same with 20
sprites, so each figure can be read as a ratio to what any frame costs at least on this
machine at that moment."""

from __future__ import annotations

import compileall
import gc
import importlib.util
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

import psutil

from engine.shell.processes import child_environment, in_fresh_processes
from games.core.driver import play_game
from games.core.record import GameRecord
from games.core.registry import GameSpec, all_games, get_game

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
    phones: int = 0  # phones joined at the first seats (engine/phones/stand_in.py)
    variant: str = ""  # a table setting on: "calm" motion, or a "tuio" stream (bench_variants)

    @property
    def label(self) -> str:
        extra = (" tablet" if self.orientation == "tablet" else "") + (" late" if self.late else "")
        extra += f" {self.phones} phones" if self.phones else ""
        seats = f" {self.players}p" if self.players else ""
        return f"{self.scene}{seats}{extra}" + (f" {self.variant}" if self.variant else "")


def cases(only: list[str] | None = None, variants: tuple[str, ...] = ()) -> list[Case]:
    """Every game at both sizes with the fewest and the most seats, the menu, one tablet
    case, the two long games (Memorandum's last deal with 7, Fireball Court near 101) and
    Memorandum with 7 people, two of them playing from phones (five codes and two 📱 on
    the panels, a page to each phone after every move); `only` may name `phones`. Each
    also with every one of `variants` (`bench_variants.VARIANTS`), right after it."""
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
    found.extend(Case("memorandum", size, 7, phones=2) for size in SIZES)
    if only:
        found = [case for case in found if case.scene in only or (case.phones and "phones" in only)]
    return [replace(case, variant=v) for case in found for v in ("", *variants)]


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
            env=child_environment(MEMOTABLE_DATA_DIR=folder),
            capture_output=True,
            text=True,
            check=True,
        )
    report = json.loads(done.stdout.splitlines()[-1])
    return report["flipped_at"] - began, report["cpu_s"]


def replay(case: Case, frames: int) -> dict[str, Any]:
    """Run one case in this process: each frame's wall and CPU seconds, what each frame
    painted (to tell that two replays were the same run), the floor, the peak memory and
    the first frame (in a process of its own, before this one builds its app)."""
    # The app and pygame load here, in the measured process (the parent imports no pygame).
    import pygame

    from engine.shell.bench_variants import set_table
    from engine.shell.boot import headless_app

    resume = _late_record(get_game(case.scene), case.players) if case.late else None
    first_wall, first_cpu = first_frame(case, resume)
    gc.collect()
    app = headless_app(case.size, case.scene, case.players, case.orientation, resume)
    phones = _stand_ins(app, case.phones) if case.phones else None
    stream = set_table(app, case.variant)
    for _ in range(1 + WARM_FRAMES):
        if stream is not None:
            stream.send()
        app.frame(1 / 60, events=[])
    walls, cpus, painted = [], [], []
    pictures = app.compositor.pictures
    screens_before = pictures.cache.screens_made
    process, main = time.process_time(), time.thread_time()
    for _ in range(frames):
        if stream is not None:
            stream.send()  # a bundle a frame, taken by the receiver before the frame
        wall, cpu = _timed(lambda: app.frame(1 / 60, events=[]))
        walls.append(wall)
        cpus.append(cpu)
        painted.append(pictures.made)
    others = (time.process_time() - process) - (time.thread_time() - main)
    peak = _peak_rss_mb()  # before the floor's own full-screen surfaces below
    floor = _floor(app.screen, pygame)
    errors = len(app.errors)
    heard = 0
    if phones is not None:
        heard = phones.heard
        phones.close()
    app.shutdown()  # its last saves written before its data folder goes
    return {
        "phone_messages": heard,
        "walls": walls,
        "cpus": cpus,
        "painted": painted,
        "full_screen_paints": pictures.cache.screens_made - screens_before,
        "floor": floor,
        "first": (first_wall, first_cpu),
        "peak_rss_mb": peak,
        "errors": errors,
        "other_threads_ms": others * 1000 / frames,  # the TUIO receiver, the save writer
    }


def _stand_ins(app, count: int):
    """`count` phones joined at the game's first seats before any frame (so every replay
    plays the same game from the same first frame)."""
    from engine.phones.stand_in import StandIns  # aiohttp loads only for these cases

    app.scenes.apply_pending()
    return StandIns(app, count)


def combine(case: Case, replays: list[dict[str, Any]]) -> dict[str, Any]:
    """One case's figures from its replays.

    The replays are the same game, frame for frame (the same seed, the same fixed steps),
    so a frame's work is the same in each, and whatever else the machine did only ever
    added to its time: each frame counts at its fastest replay (as `timeit` takes the
    least of its repeats). If the replays were not the same run (they painted different
    things), nothing is filtered: the replay with the median CPU p99 is reported."""
    agree = all(r["painted"] == replays[0]["painted"] for r in replays)
    if agree:
        cpus = [min(frame) for frame in zip(*(r["cpus"] for r in replays), strict=True)]
        walls = [min(frame) for frame in zip(*(r["walls"] for r in replays), strict=True)]
    else:
        middle = sorted(replays, key=lambda r: _percentile(r["cpus"], 0.99))[len(replays) // 2]
        cpus, walls = middle["cpus"], middle["walls"]
    floor = min(r["floor"]["blit"] for r in replays)
    cpu_p99 = _ms(cpus, 0.99)
    target = TARGET_MS.get(case.size[1])
    firsts = sorted(r["first"] for r in replays)
    first_wall, first_cpu = firsts[len(firsts) // 2]
    return {
        **asdict(case),
        "label": case.label,
        "size": f"{case.size[0]}x{case.size[1]}",
        "replays": len(replays),
        "replays_agree": agree,
        "wall_p50_ms": _ms(walls),
        "wall_p99_ms": _ms(walls, 0.99),
        "cpu_p50_ms": _ms(cpus),
        "cpu_p99_ms": cpu_p99,
        "cpu_p99_each_ms": [_ms(r["cpus"], 0.99) for r in replays],
        "wall_p99_each_ms": [_ms(r["walls"], 0.99) for r in replays],
        "floor_cpu_ms": floor,
        "floor20_cpu_ms": min(r["floor"]["sprites"] for r in replays),
        "p99_over_floor": round(cpu_p99 / max(floor, 1e-3), 1),
        "target_cpu_p99_ms": target,
        "within": target is None or cpu_p99 <= target,
        "first_frame_s": round(first_wall, 3),
        "first_frame_cpu_s": round(first_cpu, 3),
        "first_frame_each_s": [round(r["first"][0], 3) for r in replays],
        "peak_rss_mb": round(max(r["peak_rss_mb"] for r in replays), 1),
        "full_screen_paints": max(r["full_screen_paints"] for r in replays),
        "errors": max(r["errors"] for r in replays),
        "phone_messages": min(r.get("phone_messages", 0) for r in replays),
        "other_threads_ms": round(min(r["other_threads_ms"] for r in replays), 3),
    }


def write_bytecode() -> bool:
    """Compile the app's packages, as pip does when it installs the wheel, so that a first
    frame is timed as an installed copy starts (a checkout run with PYTHONDONTWRITEBYTECODE
    compiled every source at every start: 0.1 s of it). False where it cannot be written."""
    folders = []
    for name in ("engine", "games", "assets", "sounds"):
        spec = importlib.util.find_spec(name)
        folders += list(spec.submodule_search_locations or []) if spec is not None else []
    return all(compileall.compile_dir(folder, quiet=2) for folder in folders)


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


def _replay_in_child(case: Case, frames: int) -> dict[str, Any]:
    """A replay with a data folder of its own, new and empty: never the player's saves,
    and never what an earlier replay's game kept (the menu would show it)."""
    with tempfile.TemporaryDirectory(prefix="memotable-bench-") as data_dir:
        os.environ["MEMOTABLE_DATA_DIR"] = data_dir
        return replay(case, frames)


def run(
    only: list[str] | None, frames: int, repeats: int, variants: tuple[str, ...] = ()
) -> dict[str, Any]:
    """Every case replayed `repeats` times, each replay in a fresh process of its own, one
    at a time: round after round of every case, so a burst of load on the machine falls on
    one replay of a case, not on all of them (and a case with a table setting runs right
    after the same case without it)."""
    chosen = cases(only, variants)
    compiled = write_bytecode()
    load = [round(x, 2) for x in os.getloadavg()]
    os.environ.setdefault("PYTHONHASHSEED", "0")  # the replays' sets iterate alike
    runs = [(case, frames) for _ in range(repeats) for case in chosen]
    replays = in_fresh_processes(_replay_in_child, runs)
    rows = [combine(case, replays[i :: len(chosen)]) for i, case in enumerate(chosen)]
    return {
        "frames": frames,
        "repeats": repeats,
        "machine": {
            "cpus": os.cpu_count(),
            "load_average": load,
            "load_average_after": [round(x, 2) for x in os.getloadavg()],
            "python": platform.python_version(),
            # the app's bytecode written before the first frames were timed, as pip writes
            # it when it installs the wheel (False: every start compiled the sources)
            "bytecode": compiled,
        },
        "scenes": rows,
        "peak_rss_mb": max(row["peak_rss_mb"] for row in rows),
        "all_within": all(row["within"] for row in rows),
    }


def print_table(report: dict[str, Any]) -> None:
    head = (
        f"{'case':<28}{'size':>10}{'cpu p50':>9}{'cpu p99':>9}{'each replay':>22}"
        f"{'wall p99':>10}{'floor':>7}{'×floor':>8}{'target':>8}{'first s':>9}{'RSS MB':>8}"
        f"{'others':>8}"
    )
    print(head)
    for row in report["scenes"]:
        mark = "" if row["within"] else "  ✗"
        mark += "" if row["replays_agree"] else "  (replays differed: unfiltered)"
        each = "/".join(f"{p:g}" for p in row["cpu_p99_each_ms"])
        print(
            f"{row['label']:<28}{row['size']:>10}{row['cpu_p50_ms']:>9}{row['cpu_p99_ms']:>9}"
            f"{each:>22}{row['wall_p99_ms']:>10}{row['floor_cpu_ms']:>7}"
            f"{row['p99_over_floor']:>8}{row['target_cpu_p99_ms'] or '':>8}"
            f"{row['first_frame_s']:>9}{row['peak_rss_mb']:>8}{row['other_threads_ms']:>8}{mark}"
        )
    machine = report["machine"]
    print(
        f"{len(report['scenes'])} cases, {report['frames']} frames each, "
        f"{report['repeats']} replays each (a frame counts at its fastest replay); "
        f"{machine['cpus']} CPUs, load average {machine['load_average']}; "
        f"peak RSS {report['peak_rss_mb']} MB; "
        + ("every CPU p99 within its target" if report["all_within"] else "✗ = over target")
    )
