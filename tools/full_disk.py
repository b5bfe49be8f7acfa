"""Fill the disk under a game, free it again, and check what resumes.

    mount -t tmpfs -o size=64k tmpfs /mnt/tiny        (as root; any small filesystem will do)
    python tools/full_disk.py /mnt/tiny [--game tamega] [--json]

A game of computer players is played headless, as the app plays it, with its data folder
on DIR. After `--before` moves a filler file takes every byte left on DIR; the game plays
`--full` more moves on the full disk, and the journal on DIR is read after each one (it
must read whole, with every move written so far: a line may still fit in the file's last
block); then the filler is
removed and the game plays on until saving is back and `--after` more moves are made.
Reports what the table said (and how often), how long saving took to come back, and whether
the journal resumes with every move and nothing set aside. Exits 1 if not.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def fill(folder: Path) -> Path:
    """A file that takes every byte left on `folder`'s filesystem."""
    filler = folder / "filler"
    with open(filler, "wb", buffering=0) as out:
        for size in (4096, 1):  # blocks, then bytes
            with contextlib.suppress(OSError):
                while out.write(b"\0" * size):
                    pass
    return filler


def run(folder: Path, game: str, before: int, full: int, after: int) -> dict:
    os.environ["MEMOTABLE_DATA_DIR"] = str(folder)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from engine.i18n import tr
    from engine.shell.boot import make_app
    from engine.shell.starting import bot_setup, game_scene
    from engine.storage.saves import flush_saves, read_record, save_path, saving_stopped
    from games.core.registry import get_game

    app = make_app((640, 360), headless=True, speed=8)
    app.clock.max_steps = 17
    scene = game_scene(app, bot_setup(get_game(game), None, 3, "classic"))
    app.scenes.push(scene)
    said: list[str] = []
    summary = scene.reactions.summary
    scene.reactions.summary = lambda emoji, text, now: (
        said.append(text),
        summary(emoji, text, now),
    )

    def play_to(moves: int) -> None:
        while len(scene.record.moves) < moves and not scene.state.over:
            app.frame(1 / 60, events=[])

    def on_disk() -> int:
        return len(read_record(save_path())[0].moves)

    play_to(before)
    flush_saves()
    filler = fill(folder)
    full_at = written = on_disk()
    readable_while_full = True
    for _ in range(full):  # a line may still fit in the file's last block: never fewer
        play_to(len(scene.record.moves) + 1)
        try:
            now = on_disk()
        except (OSError, ValueError):
            readable_while_full, now = False, -1
        readable_while_full &= written <= now <= len(scene.record.moves)
        written = max(written, now)
    stopped = saving_stopped()
    shown_full = len(scene.record.moves)
    filler.unlink()
    freed = time.monotonic()
    while saving_stopped() and time.monotonic() - freed < 30:
        app.frame(1 / 60, events=[])
    back_after = time.monotonic() - freed
    play_to(len(scene.record.moves) + after)
    flush_saves()
    resumed = on_disk()
    aside = sorted(p.name for p in folder.iterdir() if ".bad-" in p.name)
    report = {
        "filesystem_bytes": os.statvfs(folder).f_blocks * os.statvfs(folder).f_frsize,
        "moves_when_the_disk_filled": full_at,
        "moves_written_while_full": written - full_at,
        "moves_shown_while_full": shown_full - full_at,
        "journal_resumed_while_full": readable_while_full,
        "saving_stopped_reason": stopped,
        "said_stopped": said.count(tr(f"saving.stopped.{stopped}")) if stopped else 0,
        "said_again": said.count(tr("saving.again")),
        "seconds_until_saving_again": round(back_after, 2),
        "moves_shown": len(scene.record.moves),
        "moves_resumed": resumed,
        "set_aside": aside,
    }
    told = report["said_stopped"] == report["said_again"] == 1 if stopped == "full" else True
    report["ok"] = (
        readable_while_full
        and stopped in ("full", "")
        and told
        and (stopped == "full" or written == shown_full)  # not stopped: it all fitted
        and resumed == len(scene.record.moves)
        and not aside
    )
    return report


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder", type=Path, help="a data folder on a small filesystem")
    parser.add_argument("--game", default="tamega")
    parser.add_argument("--before", type=int, default=10)
    parser.add_argument("--full", type=int, default=40)
    parser.add_argument("--after", type=int, default=10)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if not args.folder.is_dir():
        print(f"full_disk: {args.folder} is not a folder", file=sys.stderr)
        return 2
    report = run(args.folder, args.game, args.before, args.full, args.after)
    if args.json:
        print(json.dumps(report))
    else:
        for key, value in report.items():
            print(f"{key:>30}: {value}")
    return 0 if report["ok"] else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
