"""Kill the app with SIGKILL right after a move is shown, and check that it resumes.

    python tools/kill_after_move.py [--kills 50] [--speed 1] [--seed 1] [--json]
    python tools/kill_after_move.py --lag 300      the writer's fsync lag over 300 moves

Each kill runs a game of computer players in a child process with a data folder of its
own (the five games in turn), headless, as the app runs it (a game scene saving every
move). After each frame the child prints the number of moves the table has shown and a
digest of the last one; the parent picks a move at random, and as soon as the child says
it has shown it, sends SIGKILL. It then reads the save the way the menu's Resume does
(`load_save`: the journal read, every move replayed) and checks that the move shown, and
every one before it, is there. `--lag` measures how long a move's line waits between
being written and being fsynced (what a power cut could lose) on this machine's disk.
Prints a summary (or `--json`); exits 1 if any shown move was lost.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from games.core.registry import all_games  # noqa: E402

GAMES = [spec.id for spec in all_games() if spec.available]  # the games with a table


def digest(move: dict) -> int:
    return zlib.crc32(json.dumps(move, sort_keys=True).encode())


def child(game: str, seed: int, speed: float) -> None:
    """Play `game` headless, printing "shown N DIGEST" after each frame that shows a move."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from engine.shell.boot import make_app
    from engine.shell.starting import bot_setup, game_scene
    from games.core.registry import get_game

    app = make_app((640, 360), headless=True, speed=speed)
    app.clock.max_steps = max(8, int(speed * 2) + 1)
    scene = game_scene(app, bot_setup(get_game(game), None, seed, "classic"))
    app.scenes.push(scene)
    shown = 0
    while not scene.state.over:
        app.frame(1 / 60, events=[])
        moves = scene.record.moves
        if len(moves) > shown:
            shown = len(moves)
            print(f"shown {shown} {digest(moves[-1])}", flush=True)
    print("over", flush=True)


def kill_once(game: str, seed: int, speed: float, rng: random.Random) -> dict:
    """One kill right after a random move is shown; what resumed."""
    target = rng.randint(1, 40)
    with tempfile.TemporaryDirectory(prefix="memotable-kill-") as folder:
        env = {**os.environ, "MEMOTABLE_DATA_DIR": folder, "PYTHONPATH": str(ROOT)}
        process = subprocess.Popen(
            [sys.executable, __file__, "--child", game, str(seed), str(speed)],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        shown, last = 0, 0
        assert process.stdout is not None
        for line in process.stdout:
            if line.startswith("shown"):
                _, count, mark = line.split()
                shown, last = int(count), int(mark)
                if shown >= target:
                    os.kill(process.pid, signal.SIGKILL)
                    break
            elif line.startswith("over"):
                break
        process.kill()
        process.wait()
        return {"game": game, "shown": shown, **resumed(Path(folder), shown, last)}


def resumed(folder: Path, shown: int, last: int) -> dict:
    """Resume from the save as the menu does: how many moves, and the one shown last?"""
    os.environ["MEMOTABLE_DATA_DIR"] = str(folder)
    from engine.storage.saves import load_save

    loaded = load_save()
    if loaded is None or isinstance(loaded, str):
        return {"resumed": 0, "kept": False, "why": loaded or "no save"}
    moves = loaded.record.moves
    kept = len(moves) >= shown and (shown == 0 or digest(moves[shown - 1]) == last)
    return {"resumed": len(moves), "kept": kept}


def lag(moves: int, seed: int) -> dict:
    """The writer's lag from a line written to its fsync done, over `moves` moves."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with tempfile.TemporaryDirectory(prefix="memotable-lag-", dir=ROOT) as folder:
        os.environ["MEMOTABLE_DATA_DIR"] = folder
        from engine.storage import saves
        from games.core.driver import play_game
        from games.core.record import GameRecord
        from games.core.registry import get_game

        spec = get_game("memorandum")
        whole = play_game(spec, 3, seed, spec.options(), ["casual"] * 3).record
        growing = GameRecord(whole.game, whole.players, whole.seed, whole.options, whole.setup)
        for move in whole.moves[:moves]:
            growing.moves.append(move)
            saves.save_move(growing, {})
            time.sleep(0.05)  # a move every 50 ms: far faster than people play
        saves.flush_saves()
        lags = sorted(1000 * s for s in saves.sync_figures()[1])
    return {
        "moves": len(lags),
        "median_ms": round(statistics.median(lags), 2),
        "p95_ms": round(lags[int(0.95 * (len(lags) - 1))], 2),
        "max_ms": round(lags[-1], 2),
    }


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kills", type=int, default=50)
    parser.add_argument("--speed", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--lag", type=int, default=0, metavar="MOVES")
    parser.add_argument("--child", nargs=3, metavar=("GAME", "SEED", "SPEED"))
    args = parser.parse_args(argv)
    if args.child:
        child(args.child[0], int(args.child[1]), float(args.child[2]))
        return 0
    if args.lag:
        print(json.dumps(lag(args.lag, args.seed)))
        return 0
    rng = random.Random(args.seed)
    runs = [
        kill_once(GAMES[n % len(GAMES)], args.seed + n, args.speed, rng) for n in range(args.kills)
    ]
    lost = [run for run in runs if not run["kept"]]
    report = {"kills": len(runs), "lost": len(lost), "runs": runs}
    if args.json:
        print(json.dumps(report))
    else:
        for run in runs:
            print(
                f"{run['game']:>15}: shown {run['shown']:>3}, resumed {run['resumed']:>3}"
                f"{'' if run['kept'] else '  LOST'}"
            )
        print(
            f"{len(runs)} kills right after a move was shown: {len(runs) - len(lost)} resumed "
            f"with every shown move, {len(lost)} lost one"
        )
    return 1 if lost else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
