"""What each command of the CLI does: interactive play, simulate, review, shot, bench, soak,
audit."""

from __future__ import annotations

import argparse
import json
import logging
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine import i18n
from engine.shell.option_args import parse_options
from engine.shell.player_counts import usual_players
from engine.shell.version import version
from engine.storage.saves import read_record
from engine.storage.settings import data_dir
from games.core.record import GameRecord, RecordError
from games.core.registry import GameSpec, OptionsError, all_games, get_game

if TYPE_CHECKING:
    from games.core.review import Review

_log = logging.getLogger(__name__)


def _json(data: Any) -> None:
    json.dump(data, sys.stdout, indent=2)
    sys.stdout.write("\n")


def _levels(spec: GameSpec, players: int, given: list[str] | None) -> list[str]:
    levels = list(given or ["casual"] * players)
    if len(levels) == 1:
        levels *= players
    if len(levels) != players:
        raise OptionsError(f"--levels names {len(levels)} seats for {players} players")
    return levels


def game_line(title: str, record: GameRecord) -> str:
    """A finished game in one line, its seats named as `review` and the table name them
    ("Seat 3 · Green", counted from 1); `--json` keeps the record's own seat numbers."""
    from engine.review.text import seat_label  # the review's words load with a command

    scores = ", ".join(f"{seat_label(s)} {score:g}" for s, score in enumerate(record.scores or []))
    winners = ", ".join(seat_label(s) for s in record.winners or []) or "-"
    return f"{title}: {len(record.moves)} moves; scores {scores}; winners {winners}"


def simulate(args: argparse.Namespace) -> int:
    # Here, not at the top: the driver (and `statistics`) would slow the app's start.
    from games.core.driver import play_game, summarise

    spec = get_game(args.game)
    options = spec.options(args.preset, **parse_options(spec, args.option))
    players = args.players or usual_players(spec.player_counts(options))
    spec.check_players(players, options)
    levels = _levels(spec, players, args.levels)
    seed = _seed(args)
    hub = _simulate_link(args)
    each = None if hub is None else lambda record: _to_hub(hub, spec, record)
    if args.games == 1:
        record = play_game(spec, players, seed, options, levels).record
        if each is not None:
            each(record)
        if args.json:
            _json(record.to_dict())
        else:
            print(game_line(spec.title, record))
        return _delivered(hub, args.games)
    summary = summarise(
        spec, players, seed, args.games, options, levels, each=each, again=args.again
    )
    if args.json:
        _json(summary.to_dict())
    else:
        for key, value in summary.to_dict().items():
            print(f"{key:>20}: {value}")
    return _delivered(hub, args.games)


HUB_WAIT = 10.0  # seconds `simulate --hub` waits for the hub to acknowledge its games


def _simulate_link(args: argparse.Namespace):
    """`simulate --hub`: a link that sends through the outbox of the data folder."""
    if not getattr(args, "hub", None):
        return None
    from engine.shell.event import link, machine_name
    from engine.storage.hub_link import TableReport
    from engine.storage.settings import data_dir

    if args.data_dir is None:
        print(
            "memotable: without --data-dir, games the hub has not acknowledged within "
            f"{HUB_WAIT:g} s go with the temporary folder",
            file=sys.stderr,
        )
    name = args.hub_name or f"{machine_name()} · simulate"
    hub = link(args.hub, args.hub_key, name, data_dir(), patience=2.0)
    hub.report(TableReport(scene="other"))  # "running", not at a menu
    return hub


def _to_hub(hub, spec: GameSpec, record: GameRecord) -> None:
    from engine.shell.event import simulated_game
    from games.core.review import review_record

    review = review_record(record) if spec.reviewer is not None else None
    hub.send(simulated_game(hub, spec, record, review).to_dict())


def _delivered(hub, games: int) -> int:
    """Wait for the hub to acknowledge the games; 0 if it did, 1 if some wait in the outbox."""
    if hub is None:
        return 0
    done = hub.flush(HUB_WAIT)
    hub.stop()
    waiting = hub.status().waiting if not done else 0
    if done:
        print(f"memotable: the hub acknowledged every game ({hub.url})", file=sys.stderr)
        return 0
    why = hub.status().detail or "no answer"
    print(
        f"memotable: {waiting} of the games wait in the outbox for the next run ({why})",
        file=sys.stderr,
    )
    return 1


def _seed(args: argparse.Namespace) -> int:
    """`--seed`, or a random one said on stderr (stdout may be JSON) so the run can be
    repeated."""
    if args.seed is not None:
        return args.seed
    seed = random.randrange(1 << 30)
    print(f"memotable: seed {seed} (repeat with --seed {seed})", file=sys.stderr)
    return seed


def interactive(args: argparse.Namespace) -> int:
    from engine.shell.boot import make_app

    setup = play_setup(args) if args.command == "play" else None  # bad values: no window
    app = make_app(
        args.size or (1280, 720),
        lang=args.lang,
        fullscreen=args.fullscreen,
        kiosk=args.kiosk,
        tuio=args.tuio,
    )
    _log.info(
        "MemoTable %s started%s: %dx%d on %s, data in %s",
        version(),
        " as a kiosk" if args.kiosk else "",
        *app.size,
        _driver(),
        data_dir(make=False),
    )
    _phones(app, args)
    _hub(app, args)
    app.scenes.push(app.home())
    if setup is not None:  # a game's modules: the menu's first frame waits for none
        from engine.shell.howto import teach_first
        from engine.shell.starting import game_scene

        game = game_scene(app, setup)
        app.scenes.push(game)
        teach_first(app, game)
    app.scenes.apply_pending()
    try:
        app.run()
    finally:
        from engine.phones.switch import phones_off
        from engine.shell.event import hub_off

        phones_off(app)
        hub_off(app, 2.0)  # what the hub has not acknowledged stays in the outbox
    return 0


def _driver() -> str:
    import pygame

    return pygame.display.get_driver() if pygame.display.get_init() else "no display"


def _hub(app, args: argparse.Namespace) -> None:
    """Report to the event's hub given with `--hub`, else the one Settings → Event keeps."""
    if args.hub or app.settings.hub_reporting:
        from engine.shell.event import start_reporting

        start_reporting(app, args.hub, args.hub_key, args.hub_name)
        if app.hub is not None:
            print(f"memotable: reporting to the event's hub at {app.hub.url} as {app.hub.name!r}")


def _phones(app, args: argparse.Namespace) -> None:
    """Phones on for `--phones`, `--phones-address` or the operator's saved setting; a
    server that cannot start says why in one line and the table plays without phones."""
    if not (args.phones or args.phones_address or app.settings.phones):
        return
    from engine.phones.switch import phones_on

    failed = phones_on(app, args.phones_address)
    if failed:
        print(f"memotable: phones stay off: {failed}", file=sys.stderr)
    else:
        print(f"memotable: phones join at {app.phones.address.base}")


def play_setup(args: argparse.Namespace):
    """The game `play` starts: people first, then the computer seats `--bots` names."""
    from engine.game.setup import GameSetup, SeatPlan
    from engine.shell.starting import playable

    spec = playable(args.game)
    chosen = parse_options(spec, args.option)
    options = spec.options(args.preset, **chosen)
    players = args.players or usual_players(spec.player_counts(options))
    spec.check_players(players, options)
    bots = args.bots if args.bots is not None else ["casual"] * (players - 1)
    if len(bots) > players:
        raise OptionsError(f"--bots names {len(bots)} computer seats for {players} players")
    seats = [SeatPlan("human")] * (players - len(bots)) + [
        SeatPlan("human") if b == "human" else SeatPlan("bot", b) for b in bots
    ]
    seed = args.seed if args.seed is not None else random.randrange(1 << 30)
    return GameSetup(spec.id, players, seed, args.preset, chosen, list(seats))


def _playable_ids() -> set[str]:
    return {spec.id for spec in all_games() if spec.available}


def _only(names: str | None, known: set[str], what: str) -> list[str] | None:
    """`--only a,b` as a list (None: everything), refusing names it does not know."""
    only = [n.strip() for n in names.split(",")] if names else None
    unknown = sorted(set(only or ()) - known)
    if unknown:
        raise OptionsError(f"unknown or unplayable {what}: {', '.join(unknown)}")
    return only


def bench(args: argparse.Namespace) -> int:
    if args.rest:
        return _bench_rest(args)
    from engine.shell import bench as benching  # pygame loads only in the measured processes

    only = _only(args.only, {"menu", "phones"} | _playable_ids(), "scene(s)")
    variants = tuple(v for v in (args.variants or "").split(",") if v)
    report = benching.run(only, args.frames, args.repeats, variants)
    if args.json:
        _json(report)
    else:
        benching.print_table(report)
    return 0


def system_files(args: argparse.Namespace) -> int:
    """`desktop` (install the entry and icon, or print the entry) and `kiosk-unit`."""
    from engine.shell import system_files as shipped

    if args.command == "kiosk-unit":
        print(shipped.kiosk_unit(), end="")
    elif args.print:
        print(shipped.desktop_entry(shipped.command()), end="")
    else:
        try:
            written = shipped.install_desktop()
        except OSError as error:
            print(f"memotable: cannot install the desktop entry: {error}", file=sys.stderr)
            return 2
        for path in written:
            print(f"wrote {path}")
    return 0


def _bench_rest(args: argparse.Namespace) -> int:
    from engine.shell import rest_bench

    try:
        report = rest_bench.run()
    except RuntimeError as error:
        print(f"memotable: {error}", file=sys.stderr)
        return 2
    if args.json:
        _json(report)
    else:
        rest_bench.print_table(report)
    return 0


def audit(args: argparse.Namespace) -> int:
    """The layout audit: exit 0 only when no frame showed a problem."""
    from engine.shell import audit as auditing  # pygame loads only for commands that draw

    only = _only(args.only, _playable_ids(), "game(s)")
    table = tuple(name for name in ("bigger_words", "calm_motion") if getattr(args, name))
    langs = (args.lang,) if isinstance(args.lang, str) else args.lang or ("en",)
    report = auditing.run(only, args.frames, table=table, langs=langs, screens=True)
    if args.json:
        _json(report)
    else:
        auditing.print_report(report)
    return 0 if report["clean"] else 1


def soak(args: argparse.Namespace) -> int:
    from engine.shell.soak import run_soak  # pygame loads only for commands that draw

    report = run_soak(args.minutes, args.speed)
    if args.json:
        _json(report)
    else:
        for run in report["runs"]:
            print(f"--- {run['size']}, {report['minutes_per_size']} min at x{report['speed']}")
            for key, value in run.items():
                if key != "rss_per_game_mb":
                    print(f"{key:>26}: {value}")
            for game, rss in run["rss_per_game_mb"].items():
                print(f"{game:>26}: {rss['demos']} demos, {rss['first_mb']} → {rss['last_mb']} MB")
    return 0 if report["exceptions"] == 0 else 1


def hub(args: argparse.Namespace) -> int:
    """The event's hub in the foreground until SIGINT or SIGTERM (docs/events.md)."""
    import logging
    import signal
    import threading

    from engine.hub.server import HubError, HubServer
    from engine.hub.store import describe
    from engine.phones.address import lan_address

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s: %(message)s")
    i18n.set_language(args.lang or "en")
    database = args.database or str(args.hub_folder / "hub.sqlite3")
    host, port = args.address
    server = HubServer(host, port, args.key, database)
    try:
        step = server.start()
    except HubError as error:
        print(f"memotable: {error}", file=sys.stderr)
        return 1
    shown = lan_address() if host in ("0.0.0.0", "::", "") else host
    base = f"http://{shown}:{server.port}"
    print(
        f"memotable: the hub listens at {base}/ (the board) and {base}/tables (the "
        f"operator's page); games are kept in {describe(database)} (schema {step})",
        flush=True,
    )
    stop = threading.Event()
    for number in (signal.SIGINT, signal.SIGTERM):
        signal.signal(number, lambda *_: stop.set())
    while not stop.wait(1.0):
        pass
    server.stop()
    return 0


def review(args: argparse.Namespace) -> int:
    """Print (and optionally draw) the memory review of a record or a saved game."""
    from engine.review.text import review_text
    from games.core.review import review_record

    i18n.set_language(args.lang or "en")
    try:
        record, _header = read_record(Path(args.record))
        result = review_record(record)
    except (OSError, ValueError, RecordError, OptionsError) as error:
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

    from engine.review.pictures import save_cards

    if not path.lower().endswith(".png"):
        print(f"memotable: --png needs a .png file name, not {path!r}", file=sys.stderr)
        return 2
    try:
        save_cards(result, path)
    except (OSError, pygame.error) as error:
        print(f"memotable: cannot write {path}: {error}", file=sys.stderr)
        return 2
    return 0
