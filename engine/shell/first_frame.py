"""The first frame, timed from a fresh interpreter: what a player waits between starting
MemoTable and seeing it.

`bench` runs this module in a process of its own and times from just before it starts the
process until the first frame has been flipped, so the figure includes the interpreter's
own start. The process imports what `python main.py` imports (the command line, then the
app and the scene) and nothing of the bench. Measured inside the bench's worker processes
instead, the figure also counted their start (multiprocessing and the bench's own imports),
and psutil's process start time can be up to a second early on Linux, where it counts from
a boot time rounded to whole seconds.

    python -m engine.shell.first_frame WxH SCENE [PLAYERS ORIENTATION [RECORD]]

prints one JSON line: `flipped_at` (`time.time()` at the flip), `cpu_s` (the process's CPU
time by then, interpreter start included) and `modules` (every module loaded by then).
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from engine.loop import collector

collector.hold()  # as main.py does, before the app loads

import pygame  # noqa: E402

from engine.shell import commands  # noqa: E402, F401  (main.py's path loads it: its cost counts)
from engine.shell.arg_types import size_arg  # noqa: E402
from engine.shell.boot import headless_app  # noqa: E402
from engine.storage.saves import read_record  # noqa: E402


def main(argv: Sequence[str]) -> int:
    size, scene = size_arg(argv[0]), argv[1]
    players = int(argv[2]) if len(argv) > 2 else 0
    orientation = argv[3] if len(argv) > 3 else "table"
    resume = read_record(Path(argv[4]))[0] if len(argv) > 4 else None
    app = headless_app(size, scene, players, orientation, resume)
    app.frame(1 / 60, events=[])
    pygame.display.flip()
    flipped_at, cpu = time.time(), time.process_time()
    print(json.dumps({"flipped_at": flipped_at, "cpu_s": cpu, "modules": sorted(sys.modules)}))
    app.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
