"""The first frame, timed from a fresh interpreter: what a player waits between starting
MemoTable and seeing it.

`bench` runs this module in a process of its own and times from just before it starts the
process until the first frame has been flipped, so the figure includes the interpreter's
own start. The process goes the way `python main.py` goes (the command line loaded, its
parser built and the arguments read, the data folder claimed and the logs started, then
the app and the scene) and loads nothing of the bench. Measured inside the bench's worker processes
instead, the figure also counted their start (multiprocessing and the bench's own imports),
and psutil's process start time can be up to a second early on Linux, where it counts from
a boot time rounded to whole seconds.

    python -m engine.shell.first_frame WxH SCENE [PLAYERS ORIENTATION [RECORD]]

prints one JSON line: `flipped_at` (`time.time()` at the flip), `cpu_s` (the process's CPU
time by then, interpreter start included) and `modules` (every module loaded by then).
"""

from __future__ import annotations

import contextlib
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from engine.loop import collector

collector.hold()  # as main.py does, before the app loads

import pygame  # noqa: E402

from engine.shell import cli, commands  # noqa: E402, F401  (main.py's path loads them: their cost counts)
from engine.shell.boot import headless_app  # noqa: E402
from engine.storage.saves import read_record  # noqa: E402


def main(argv: Sequence[str]) -> int:
    said = ["--size", argv[0]]
    args = cli.build_parser(argv=said).parse_args(said)  # as main.py reads its own
    scene = argv[1]
    players = int(argv[2]) if len(argv) > 2 else 0
    orientation = argv[3] if len(argv) > 3 else "table"
    resume = read_record(Path(argv[4]))[0] if len(argv) > 4 else None
    with contextlib.ExitStack() as stack:
        cli.data_dir_for(args, stack)
        app = headless_app(args.size, scene, players, orientation, resume)
        app.frame(1 / 60, events=[])
        pygame.display.flip()
        flipped_at, cpu = time.time(), time.process_time()
        print(json.dumps({"flipped_at": flipped_at, "cpu_s": cpu, "modules": sorted(sys.modules)}))
        app.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
