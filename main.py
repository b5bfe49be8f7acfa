"""MemoTable: an arcade of five tabletop memory games for touch tables, tablets and kiosks.

    python main.py                      the menu
    python main.py play GAME ...        straight into a game
    python main.py simulate GAME ...    computer-only games, headless; a record or a summary
    python main.py shot GAME --out F    a screenshot after N frames of computer play
    python main.py bench [--json]       frame times, first frame, memory per scene
    python main.py soak --minutes N     attract mode through every game, faster than real time

Run `python main.py --help` or `python main.py COMMAND --help` for every option.
"""

from __future__ import annotations

import sys

from engine.loop import collector

collector.hold()  # until the first frame shows (engine/loop/collector.py)

from engine.shell.cli import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
