"""What each command of the CLI does: interactive play, simulate, review, shot, bench, soak."""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from typing import Any

from engine import i18n
from engine.review_text import review_text
from games.core.driver import play_game, summarise
from games.core.record import GameRecord, RecordError
from games.core.registry import GameSpec, OptionsError, all_games, get_game
from games.core.review import Review, review_record

BENCH_SIZES = ((1920, 1080), (3840, 2160))


def _json(data: Any) -> None:
    json.dump(data, sys.stdout, indent=2)
    sys.stdout.write("\n")


def _levels(spec: GameSpec, players: int, given: list[str] | None) -> list[str]:
    levels = list(given or ["casual"] * players)
    if len(levels) == 1:
        levels *= players
    if len(levels) != players:
        raise OptionsError(f"--levels names {len(levels)} seats for {players} players")
    if "human" in levels:
        raise OptionsError("simulate plays computer players only")
    return levels


def simulate(args: argparse.Namespace) -> int:
    spec = get_game(args.game)
    options = spec.options(args.preset)
    spec.check_players(args.players, options)
    levels = _levels(spec, args.players, args.levels)
    if args.games == 1:
        record = play_game(spec, args.players, args.seed, options, levels).record
        if args.json:
            _json(record.to_dict())
        else:
            moves = len(record.moves)
            print(f"{spec.title}: {moves} moves, scores {record.scores}, winners {record.winners}")
        return 0
    summary = summarise(spec, args.players, args.seed, args.games, options, levels)
    if args.json:
        _json(summary.to_dict())
    else:
        for key, value in summary.to_dict().items():
            print(f"{key:>20}: {value}")
    return 0


# --- apps -------------------------------------------------------------------------------
def make_app(
    size=(1280, 720),
    headless=False,
    speed=1.0,
    lang=None,
    fullscreen=False,
    kiosk=False,
    orientation=None,
):
    from engine.app import App, AppOptions
    from engine.menu import MenuScene
    from engine.settings import load_settings

    settings = load_settings()
    if lang:
        settings.language = lang
    if orientation:
        settings.orientation = orientation
    if headless:
        settings.sound = False
    app = App(settings, AppOptions(size, fullscreen, kiosk, headless, speed))
    app.home = lambda: MenuScene(app)
    return app


def bot_setup(
    spec: GameSpec, players: int | None, seed: int, preset: str, levels: list[str] | None = None
):
    from engine.game_scene import GameSetup, SeatPlan

    options = spec.options(preset)
    low, high = spec.players_allowed(options)
    players = players or max(low, min(high, 4))
    spec.check_players(players, options)
    levels = levels or [("child", "casual", "sharp", "perfect")[s % 4] for s in range(players)]
    seats = [SeatPlan("bot", levels[s % len(levels)]) for s in range(players)]
    return GameSetup(spec.id, players, seed, preset, {}, seats)


def party_setup(spec: GameSpec, players: int | None, seed: int):
    """Party mode as the menu starts it: the kids preset, a child at every seat."""
    from engine.game_scene import GameSetup, SeatPlan

    preset = "kids" if "kids" in spec.presets else next(iter(spec.presets))
    low, high = spec.players_allowed(spec.options(preset))
    players = players or max(low, min(high, 3))
    spec.check_players(players, spec.options(preset))
    children = [SeatPlan() for _ in range(players)]
    return GameSetup(spec.id, players, seed, preset, {}, children, kids=True)


def game_scene(app, setup):
    from engine.setup_scene import scene_class

    return scene_class(setup.spec)(app, setup)


def playable(game_id: str) -> GameSpec:
    spec = get_game(game_id)
    if not spec.available:
        raise OptionsError(f"{spec.title} is not playable yet (it has no scene)")
    return spec


def interactive(args: argparse.Namespace) -> int:
    from engine.game_scene import GameSetup, SeatPlan

    app = make_app(
        args.size or (1280, 720), lang=args.lang, fullscreen=args.fullscreen, kiosk=args.kiosk
    )
    app.scenes.push(app.home())
    if args.command == "play":
        spec = playable(args.game)
        options = spec.options(args.preset)
        low, _high = spec.players_allowed(options)
        players = args.players or max(low, 2)
        spec.check_players(players, options)
        bots = args.bots if args.bots is not None else ["casual"] * (players - 1)
        if len(bots) > players:
            raise OptionsError(f"--bots names {len(bots)} computer seats for {players} players")
        seats = [SeatPlan("human")] * (players - len(bots)) + [
            SeatPlan("human") if b == "human" else SeatPlan("bot", b) for b in bots
        ]
        seed = args.seed if args.seed is not None else random.randrange(1 << 30)
        app.scenes.push(
            game_scene(app, GameSetup(spec.id, players, seed, args.preset, {}, list(seats)))
        )
    app.scenes.apply_pending()
    app.run()
    return 0


def shot(args: argparse.Namespace) -> int:
    import pygame

    app = make_app(args.size, headless=True, lang=args.lang, orientation=args.orientation)
    if args.game == "menu":
        app.scenes.push(app.home())
    else:
        spec = playable(args.game)
        if args.party:
            setup = party_setup(spec, args.players, args.seed)
        else:
            setup = bot_setup(spec, args.players, args.seed, args.preset)
        app.scenes.push(game_scene(app, setup))
    for _ in range(max(1, args.frames)):
        app.frame(1 / 60, events=[])
    pygame.image.save(app.screen, args.out)
    print(f"wrote {args.out} ({app.size[0]}x{app.size[1]}, {args.frames} frames)")
    return 0


# --- bench ------------------------------------------------------------------------------
def _peak_rss_mb() -> float:
    try:
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    except ImportError:  # Windows
        import psutil

        return psutil.Process().memory_info().peak_wset / 2**20


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


def bench_scene(name: str, size: tuple[int, int], frames: int) -> dict[str, Any]:
    """Frame times of one scene at one size, computer players playing."""
    import gc

    import pygame

    gc.collect()  # the previous scene's app is gone before this one is measured
    started = time.perf_counter()
    app = make_app(size, headless=True)
    if name == "menu":
        app.scenes.push(app.home())
    else:
        app.scenes.push(game_scene(app, bot_setup(playable(name), None, 7, "classic")))
    app.frame(1 / 60, events=[])
    first = time.perf_counter() - started
    for _ in range(30):  # warm caches
        app.frame(1 / 60, events=[])
    times = []
    for _ in range(frames):
        t = time.perf_counter()
        app.frame(1 / 60, events=[])
        times.append(time.perf_counter() - t)
    peak = _peak_rss_mb()  # before the floor's own full-screen surface below
    floor = []
    table = pygame.Surface(app.size, 0, app.screen)
    for _ in range(60):
        t = time.perf_counter()
        app.screen.blit(table, (0, 0))
        floor.append(time.perf_counter() - t)
    return {
        "scene": name,
        "size": f"{size[0]}x{size[1]}",
        "median_ms": round(statistics.median(times) * 1000, 3),
        "p99_ms": round(_percentile(times, 0.99) * 1000, 3),
        "floor_ms": round(statistics.median(floor) * 1000, 3),
        "first_frame_s": round(first, 3),
        "peak_rss_mb": round(peak, 1),
        "errors": len(app.errors),
    }


def bench(args: argparse.Namespace) -> int:
    names = ["menu"] + [spec.id for spec in all_games() if spec.available]
    if args.only:
        wanted = [n.strip() for n in args.only.split(",")]
        unknown = [n for n in wanted if n not in names]
        if unknown:
            raise OptionsError(f"unknown or unplayable scene(s): {', '.join(unknown)}")
        names = wanted
    runs = [(n, size, args.frames) for n in names for size in BENCH_SIZES]
    rows = _in_fresh_processes(runs)
    peak = max(row["peak_rss_mb"] for row in rows)
    report = {"scenes": rows, "peak_rss_mb": peak, "frames": args.frames}
    if args.json:
        _json(report)
        return 0
    print(
        f"{'scene':<16}{'size':>11}{'median ms':>11}{'p99 ms':>9}{'floor ms':>10}"
        f"{'first s':>9}{'peak MB':>9}"
    )
    for row in rows:
        print(
            f"{row['scene']:<16}{row['size']:>11}{row['median_ms']:>11}{row['p99_ms']:>9}"
            f"{row['floor_ms']:>10}{row['first_frame_s']:>9}{row['peak_rss_mb']:>9}"
        )
    print(f"peak RSS {report['peak_rss_mb']} MB (the largest of the runs)")
    return 0


def _in_fresh_processes(runs: list[tuple[str, tuple[int, int], int]]) -> list[dict[str, Any]]:
    """Each scene and size in a process of its own, so its peak memory is its own and not
    the high-water mark of every scene measured before it."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(1, mp_context=context, max_tasks_per_child=1) as pool:
        return list(pool.map(bench_scene, *zip(*runs, strict=True)))


def soak(args: argparse.Namespace) -> int:
    from engine.soak import run_soak

    report = run_soak(args.minutes, args.speed)
    if args.json:
        _json(report)
    else:
        for key, value in report.items():
            print(f"{key:>22}: {value}")
    return 0 if report["exceptions"] == 0 else 1


def review(args: argparse.Namespace) -> int:
    """Print (and optionally draw) the memory review of a record or a saved game."""
    i18n.set_language(args.lang or "en")
    try:
        with open(args.record, encoding="utf-8") as file:
            record = GameRecord.from_json(file.read())  # a save's "resume" key is ignored
        result = review_record(record)
    except (OSError, UnicodeDecodeError, RecordError, OptionsError) as error:
        reason = getattr(error, "strerror", None) or str(error)
        message = i18n.tr("review.cannot_read", path=args.record, reason=reason)
        print(f"memotable: {message}", file=sys.stderr)
        return 2
    if args.json:
        _json(result.to_dict())
    else:
        print(review_text(result))
    if args.png:
        return _review_png(result, args.png)
    return 0


def _review_png(result: Review, path: str) -> int:
    import pygame  # pygame starts only when a card is drawn

    from engine.review_card import save_cards

    if not path.lower().endswith(".png"):
        print(f"memotable: --png needs a .png file name, not {path!r}", file=sys.stderr)
        return 2
    try:
        save_cards(result, path)
    except (OSError, pygame.error) as error:
        print(f"memotable: cannot write {path}: {error}", file=sys.stderr)
        return 2
    return 0
