"""The command line. Unknown games, options or values give a one-line error and exit
code 2, never a traceback."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from games.core.memory import LEVEL_NAMES
from games.core.registry import OptionsError

HEADLESS_COMMANDS = {"simulate", "shot", "bench", "soak", "review"}


class UsageError(Exception):
    pass


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit code 2
        raise UsageError(message)


def size_arg(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1920x1080, not {text!r}") from None
    if not (320 <= w <= 8192 and 240 <= h <= 8192):
        raise argparse.ArgumentTypeError(f"size {text} is out of range (320x240 to 8192x8192)")
    return (w, h)


def positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a number of at least 1, not {value}")
    return value


def seed_arg(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a seed is a whole number, not {text!r}") from None


def levels_arg(text: str) -> list[str]:
    levels = [v.strip() for v in text.split(",") if v.strip()]
    for level in levels:
        if level not in (*LEVEL_NAMES, "human"):
            raise argparse.ArgumentTypeError(
                f"unknown level {level!r} (choose from {', '.join(LEVEL_NAMES)}, human)"
            )
    return levels


def build_parser() -> Parser:
    parser = Parser(
        prog="python main.py", description="MemoTable: five tabletop memory games for touch tables."
    )
    parser.add_argument("--fullscreen", action="store_true", help="start fullscreen (F11 toggles)")
    parser.add_argument(
        "--kiosk",
        action="store_true",
        help="kiosk mode: fullscreen, cannot be left without the operator gesture and PIN",
    )
    parser.add_argument(
        "--lang", choices=("en", "fr", "nl", "de"), help="language of every text on screen"
    )
    parser.add_argument("--size", type=size_arg, default=None, help="window size, e.g. 1920x1080")
    commands = parser.add_subparsers(dest="command", parser_class=Parser)

    play = commands.add_parser("play", help="start a game directly")
    play.add_argument("game")
    play.add_argument("--players", type=positive, help="number of players (seats)")
    play.add_argument(
        "--bots",
        type=levels_arg,
        default=None,
        help="computer levels for the last seats, comma separated (child,casual,sharp,perfect)",
    )
    play.add_argument("--seed", type=seed_arg, default=None)
    play.add_argument("--preset", default="classic", help="classic, kids, or a game's own preset")

    sim = commands.add_parser("simulate", help="computer-only games, headless")
    sim.add_argument("game")
    sim.add_argument("--players", type=positive, required=True)
    sim.add_argument("--seed", type=seed_arg, required=True)
    sim.add_argument(
        "--games", type=positive, default=1, help="how many games (more than one prints a summary)"
    )
    sim.add_argument("--preset", default="classic")
    sim.add_argument(
        "--levels",
        type=levels_arg,
        default=None,
        help="level per seat, comma separated (default: all casual)",
    )
    sim.add_argument(
        "--json", action="store_true", help="print JSON (the game record, or the summary)"
    )

    shot = commands.add_parser(
        "shot", help="render a scene to a PNG after N frames of computer play"
    )
    shot.add_argument("game", help="a game id, or 'menu'")
    shot.add_argument("--out", required=True)
    shot.add_argument("--size", type=size_arg, default=(1920, 1080))
    shot.add_argument("--frames", type=int, default=240)
    shot.add_argument("--players", type=positive, default=None)
    shot.add_argument("--seed", type=seed_arg, default=1)
    shot.add_argument("--preset", default="classic")
    shot.add_argument("--lang", choices=("en", "fr", "nl", "de"), default=None)
    shot.add_argument("--orientation", choices=("table", "tablet"), default="table")
    shot.add_argument(
        "--party",
        action="store_true",
        help="party mode: children at every seat, the kids preset (no computer play)",
    )

    bench = commands.add_parser("bench", help="frame times, first frame and memory of every scene")
    bench.add_argument("--json", action="store_true")
    bench.add_argument(
        "--frames", type=positive, default=600, help="measured frames per scene and size"
    )
    bench.add_argument(
        "--only", default=None, help="comma-separated scene names (menu or game ids)"
    )

    review = commands.add_parser(
        "review", help="how each seat's memory did in a game record or saved game"
    )
    review.add_argument("record", help="a game record (simulate --json) or a saved game")
    review.add_argument("--png", default=None, help="also draw a review card per seat here")
    # SUPPRESS: `--lang` given before the command (the global option) is kept
    review.add_argument("--lang", choices=("en", "fr", "nl", "de"), default=argparse.SUPPRESS)
    review.add_argument("--json", action="store_true", help="print the review as JSON")

    soak = commands.add_parser(
        "soak", help="attract mode through every game, faster than real time"
    )
    soak.add_argument("--minutes", type=float, default=1.0)
    soak.add_argument("--speed", type=float, default=8.0, help="how much faster than real time")
    soak.add_argument("--json", action="store_true")
    return parser


def main(argv: Sequence[str]) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(list(argv))
        if args.command in HEADLESS_COMMANDS:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        return run(args)
    except UsageError as error:
        print(f"memotable: {error}", file=sys.stderr)
        return 2
    except OptionsError as error:
        print(f"memotable: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


def run(args: argparse.Namespace) -> int:
    from engine import commands

    if args.command == "simulate":
        return commands.simulate(args)
    if args.command == "shot":
        return commands.shot(args)
    if args.command == "bench":
        return commands.bench(args)
    if args.command == "soak":
        return commands.soak(args)
    if args.command == "review":
        return commands.review(args)
    return commands.interactive(args)
