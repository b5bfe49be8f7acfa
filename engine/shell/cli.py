"""The command line. Unknown games, options or values give a one-line error and exit
code 2, never a traceback.

Each purpose has its own data directory: the app uses the player's, while `simulate`,
`shot`, `bench` and `soak` use a fresh temporary one (their computer games must never
become the player's "Resume game"), unless `--data-dir DIR` says otherwise. A data folder
that is not a fresh temporary one is locked for the run (engine/storage/folder_lock.py):
a second copy on it exits with code 2, as does a folder that cannot be made or written."""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import tempfile
from collections.abc import Sequence

from engine.i18n import LANGUAGES
from engine.loop import collector
from engine.shell import event_args
from engine.shell.arg_types import (
    data_dir_arg,
    image_out,
    languages_arg,
    number,
    phones_address_arg,
    positive,
    seed_arg,
    size_arg,
    tuio_arg,
    variants_arg,
    whole,
)
from engine.shell.option_args import add_option_argument
from engine.shell.version import version
from engine.storage import folder_lock, logs
from engine.storage.saves import flush_saves
from engine.storage.settings import data_dir
from games.core.registry import OptionsError

SYSTEM_COMMANDS = {"desktop", "kiosk-unit"}  # files for the operating system, no window
HEADLESS_COMMANDS = {"simulate", "shot", "bench", "soak", "review", "audit", *SYSTEM_COMMANDS}
FOLDERLESS_COMMANDS = {"simulate", "review", *SYSTEM_COMMANDS}  # never read or write one
FIRST_FRAME_COMMANDS = {None, "play"}  # a window: its log files open once it shows (logs.py)


class UsageError(Exception):
    pass


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit code 2
        raise UsageError(message)


SHOT_SCREENS = ("table", "howto", "setup", "rules", "menu")


def build_parser(prog: str = "python main.py", argv: Sequence[str] | None = None) -> Parser:
    """The command line. Told the `argv` it will read, where those are the app's own
    options alone (the plain start: `main.py`, `main.py --kiosk --lang fr`), it builds no
    command's parser, as none would be used: they were a good part of the time from
    starting to the menu's first frame (docs/performance.md, "Start-up")."""
    parser = _app_parser(prog)
    commands = parser.add_subparsers(dest="command", parser_class=Parser)
    if argv is None or not _app_options_only(parser, argv):
        _add_commands(commands)
    return parser


def _app_options_only(parser: Parser, argv: Sequence[str]) -> bool:
    """Is every one of `argv` one of the app's own options (not help) or its value?"""
    known = parser._option_string_actions  # argparse has no public table of options
    tokens = iter(argv)
    for token in tokens:
        name, equals, _ = token.partition("=")
        action = known.get(name)
        if action is None or isinstance(action, argparse._HelpAction):
            return False
        if action.nargs != 0 and not equals:
            next(tokens, None)  # the option's value
    return True


def _app_parser(prog: str) -> Parser:
    about = "MemoTable: five tabletop memory games for touch tables."
    parser = Parser(prog=prog, description=about)
    parser.add_argument("--version", action="version", version=f"memotable {version()}")
    parser.add_argument("--fullscreen", action="store_true", help="start fullscreen (F11 toggles)")
    parser.add_argument(
        "--kiosk",
        action="store_true",
        help="kiosk mode: fullscreen, cannot be left without the operator gesture and PIN",
    )
    parser.add_argument("--lang", choices=LANGUAGES, help="language of every text on screen")
    parser.add_argument("--size", type=size_arg, default=None, help="window size, e.g. 1920x1080")
    parser.add_argument(
        "--tuio",
        type=tuio_arg,
        default=None,
        metavar="[HOST:]PORT",
        help="listen for TUIO 1.1 touches (camera tables, UPDD) on this UDP port, on "
        "127.0.0.1 unless a host is given (0.0.0.0: every network); TUIO's own port is 3333",
    )
    parser.add_argument(
        "--data-dir",
        type=data_dir_arg,
        default=None,
        help="where settings, the saved game and logs live (default: the user's data folder "
        "for the app, a fresh temporary folder for simulate, shot, bench, soak and audit)",
    )
    parser.add_argument(
        "--phones",
        action="store_true",
        help="players may join their seats from their phones (docs/phones.md)",
    )
    parser.add_argument(
        "--phones-address",
        type=phones_address_arg,
        default=None,
        metavar="IP[:PORT]",
        help="where the phone server listens (default: this table's address on its network, "
        "port 8765); implies --phones",
    )
    event_args.add_table_options(parser)
    return parser


def _add_commands(commands: argparse._SubParsersAction) -> None:
    from engine.shell import choices  # with the memory models: the plain start needs neither

    play = commands.add_parser("play", help="start a game directly")
    play.add_argument("game", help=choices.games_help())
    play.add_argument(
        "--players", type=positive, help="number of players (default: as the setup starts)"
    )
    play.add_argument(
        "--bots",
        type=choices.bots_arg,
        default=None,
        help=choices.levels_help(
            "computer levels for the last seats (default: all casual)", person=True
        ),
    )
    play.add_argument("--seed", type=seed_arg, default=None, help="the shuffle (default: random)")
    play.add_argument("--preset", default="classic", help=choices.presets_help())
    add_option_argument(play)

    sim = commands.add_parser("simulate", help="computer-only games, headless")
    sim.add_argument("game", help=choices.games_help())
    sim.add_argument(
        "--players", type=positive, help="number of seats (default: as the setup starts)"
    )
    sim.add_argument(
        "--seed",
        type=seed_arg,
        help="the first game's shuffle (default: a random one, printed so the run can be repeated)",
    )
    sim.add_argument(
        "--games", type=positive, default=1, help="how many games (more than one prints a summary)"
    )
    sim.add_argument("--preset", default="classic", help=choices.presets_help())
    add_option_argument(sim)
    sim.add_argument(
        "--levels",
        type=choices.levels_arg,
        default=None,
        help=choices.levels_help("level per seat, or one for all (default: all casual)"),
    )
    sim.add_argument(
        "--again",
        action="store_true",
        help="each game the same table playing again: a matched level starts from what it "
        "settled on the game before (default: a new table each game)",
    )
    sim.add_argument(
        "--json", action="store_true", help="print JSON (the game record, or the summary)"
    )
    event_args.add_simulate_options(sim)

    shot = commands.add_parser(
        "shot", help="render a scene to a PNG after N frames of computer play"
    )
    shot.add_argument("game", help=f"{choices.games_help()}; or menu")
    shot.add_argument("--out", type=image_out, required=True, help="a .png, .jpg or .bmp file")
    shot.add_argument(
        "--size", type=size_arg, default=(1920, 1080), help="WxH in pixels (default 1920x1080)"
    )
    shot.add_argument(
        "--frames",
        type=whole(1, 1_000_000),
        default=240,
        help="frames played before the picture, at 60 a second (default 240)",
    )
    shot.add_argument("--players", type=positive, default=None, help="number of seats (a game)")
    shot.add_argument("--seed", type=seed_arg, default=None, help="the shuffle (default 1)")
    shot.add_argument("--preset", default=None, help=choices.presets_help())
    add_option_argument(shot)
    choices.lang_option(shot, "every text in the picture", "the settings' language")
    shot.add_argument(
        "--orientation",
        choices=("table", "tablet"),
        default="table",
        help=choices.ORIENTATION_HELP,
    )
    shot.add_argument(
        "--party",
        action="store_true",
        help="party mode: children at every seat, the kids preset (no computer play); "
        "with 'menu', the party menu",
    )
    shot.add_argument(
        "--phones",
        action="store_true",
        help="people at every seat, each panel with its phone code (a server on the loopback)",
    )
    shot.add_argument(
        "--results",
        action="store_true",
        help="play the game to its results and open every seat's memory review page",
    )
    shot.add_argument(
        "--help-pages",
        action="store_true",
        help="open every seat's ❓ how-to page before the picture (a game's table; not with "
        "--results)",
    )
    shot.add_argument(
        "--screen",
        choices=SHOT_SCREENS,
        default="table",
        help="what of the game to show: its table (default), its first how-to over the "
        "table, its setup card, its house rules page over the setup, or the menu with it "
        "kept on the Resume card",
    )
    shot.add_argument(
        "--bigger-words",
        action="store_true",
        help="with the bigger-words setting on: every text 1.25 times",
    )

    bench = commands.add_parser("bench", help="frame times, first frame and memory of every scene")
    bench.add_argument("--json", action="store_true")
    bench.add_argument(
        "--frames", type=positive, default=600, help="measured frames per scene and size"
    )
    bench.add_argument(
        "--only",
        default=None,
        help="comma-separated scene names (menu or game ids), or phones (the cases with phones)",
    )
    bench.add_argument(
        "--repeats",
        type=positive,
        default=3,
        help="replays of each case, each in a fresh process; a frame counts at its fastest",
    )
    bench.add_argument(
        "--rest",
        action="store_true",
        help="instead: what a table costs at rest (the menu, a how-to page, a person's turn, the "
        "results) and with computers playing, in a real window (an Xvfb is started where there "
        "is none), and how soon an event shows",
    )
    bench.add_argument(
        "--variants",
        type=variants_arg,
        default=None,
        help="also measure each case with table settings on, comma separated: calm (calm "
        "motion), tuio (ten TUIO fingers over UDP, a bundle a frame)",
    )

    audit = commands.add_parser(
        "audit", help="every game at every size: small text, overlaps, anything off screen"
    )
    audit.add_argument("--json", action="store_true")
    audit.add_argument("--frames", type=positive, default=900, help="frames per case")
    audit.add_argument("--only", default=None, help="comma-separated game ids")
    audit.add_argument(
        "--bigger-words",
        action="store_true",
        help="with the bigger-words setting on: every text 1.25 times, judged at that floor",
    )
    audit.add_argument("--calm-motion", action="store_true", help="with calm motion on")
    audit.add_argument(
        "--lang",
        type=languages_arg,
        default=argparse.SUPPRESS,
        help="the languages to play each case in, comma separated, or all (default: the "
        "--lang given before the command, else en)",
    )

    review = commands.add_parser(
        "review", help="how each seat's memory did in a game record or saved game"
    )
    review.add_argument("record", help="a game record (simulate --json) or a saved game")
    review.add_argument("--png", default=None, help="also draw a review card per seat here")
    choices.lang_option(review, "the review's words", "en")
    review.add_argument("--json", action="store_true", help="print the review as JSON")

    desktop = commands.add_parser(
        "desktop", help="add MemoTable to this user's applications menu (its entry and icon)"
    )
    desktop.add_argument(
        "--print", action="store_true", help="print the desktop entry instead of installing it"
    )
    commands.add_parser(
        "kiosk-unit", help="print the kiosk's systemd unit (docs/kiosk.md installs it)"
    )

    soak = commands.add_parser(
        "soak", help="attract mode through every game, faster than real time"
    )
    soak.add_argument(
        "--minutes",
        type=number(0.01, 24 * 60),
        default=1.0,
        help="wall minutes at each size (1280x720, 1920x1080), 0.01 to 1440",
    )
    soak.add_argument(
        "--speed", type=number(0.1, 100), default=8.0, help="how much faster than real time"
    )
    soak.add_argument("--json", action="store_true")
    event_args.add_hub_command(commands)


def misplaced_option(parser: Parser, argv: Sequence[str]) -> str | None:
    """A command's option given before any command (`main.py --players 4`): argparse would
    report the option's value as an unknown command, which misleads."""
    globals_ = parser._option_string_actions  # argparse has no public table of options
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    tokens = iter(argv)
    for token in tokens:
        known = globals_.get(token)
        if known is not None:
            if known.nargs != 0:
                next(tokens, None)  # the option's value
            continue
        if token in commands.choices or not token.startswith("--"):
            return None
        owners = [n for n, p in commands.choices.items() if token in p._option_string_actions]
        if owners:
            return (
                f"{token} is an option of {' / '.join(owners)}; put it after the command, "
                f"as in: {parser.prog} {owners[0]} ... {token} ..."
            )
        return None
    return None


def data_dir_for(args: argparse.Namespace, stack: contextlib.ExitStack) -> None:
    """Point MEMOTABLE_DATA_DIR at the data directory this run may use (see the module doc),
    made, writable and locked for this run unless it is a fresh temporary one; the run logs
    there (`engine/storage/logs.py`). The hub keeps a folder of its own inside it."""
    if args.command == "hub":  # its own folder in the data folder: a table may be its hub
        folder = folder_lock.usable((args.data_dir or data_dir(make=False)) / "hub").resolve()
        folder_lock.claim(folder)
        args.hub_folder = folder
        logs.start(folder)
        stack.callback(logs.stop)
        return
    if args.data_dir is not None:
        folder = folder_lock.usable(args.data_dir).resolve()
        os.environ["MEMOTABLE_DATA_DIR"] = str(folder)
    elif args.command in HEADLESS_COMMANDS:
        scratch = stack.enter_context(tempfile.TemporaryDirectory(prefix="memotable-"))
        stack.callback(flush_saves)  # the save writer finishes before the folder goes
        os.environ["MEMOTABLE_DATA_DIR"] = scratch
        folder = None
    else:
        folder = data_dir(make=False)
    reporting = getattr(args, "hub", None)  # `simulate --hub` keeps its outbox there
    if args.command in FOLDERLESS_COMMANDS and not reporting:
        return
    if folder is not None:
        folder_lock.claim(folder)
    logs.start(data_dir(), opening=args.command in FIRST_FRAME_COMMANDS)
    stack.callback(logs.stop)


def entry() -> None:
    """The installed `memotable` command (pyproject.toml's entry point)."""
    collector.hold()  # until the first frame shows, as main.py does
    sys.exit(main(sys.argv[1:], prog="memotable"))


def main(argv: Sequence[str], prog: str = "python main.py") -> int:
    parser = build_parser(prog, argv)
    try:
        wrong = misplaced_option(parser, argv)
        if wrong:
            raise UsageError(wrong)
        args = parser.parse_args(list(argv))
        wrong = event_args.missing_key(args)
        if wrong:
            raise UsageError(wrong)
        if args.command in HEADLESS_COMMANDS:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        with contextlib.ExitStack() as stack:
            data_dir_for(args, stack)
            return run(args)
    except (UsageError, folder_lock.FolderError) as error:
        print(f"memotable: {error}", file=sys.stderr)
        return 2
    except OptionsError as error:
        print(f"memotable: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


def run(args: argparse.Namespace) -> int:
    from engine.shell import commands

    if args.command not in (None, "play"):
        collector.release()  # a command of its own: no first frame to wait for
    if args.command == "simulate":
        return commands.simulate(args)
    if args.command == "shot":
        from engine.shell.shot import shot

        return shot(args)
    if args.command == "bench":
        return commands.bench(args)
    if args.command == "soak":
        return commands.soak(args)
    if args.command == "review":
        return commands.review(args)
    if args.command == "audit":
        return commands.audit(args)
    if args.command in SYSTEM_COMMANDS:
        return commands.system_files(args)
    if args.command == "hub":
        return commands.hub(args)
    return commands.interactive(args)
