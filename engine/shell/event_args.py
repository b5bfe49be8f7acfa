"""The command line's words for an event (docs/events.md): where a table reports
(`--hub URL --hub-key KEY [--hub-name NAME]`, before the command, as `--data-dir` is;
`simulate` takes `--hub` and `--hub-key` after it too) and the `hub` command that serves
the tables (`hub --address [HOST:]PORT --key KEY [--database PATH|URL]`). Each value is
checked here, so a wrong one is one line and exit code 2, before anything starts.

A key may also come from the environment (`MEMOTABLE_HUB_KEY`), so it need not show in
the list of running processes.
"""

from __future__ import annotations

import argparse
import os

from engine.storage.settings import tuio_address

KEY_ENV = "MEMOTABLE_HUB_KEY"
DEFAULT_ADDRESS = "0.0.0.0:8780"


def hub_url(text: str) -> str:
    """Where the hub is: http(s)://HOST[:PORT], as its operator's page says it."""
    from engine.hub import wire  # an event's checks load only with an event's address

    url = wire.hub_url(text)
    if url is None:
        raise argparse.ArgumentTypeError(
            f"--hub takes the hub's address, such as http://192.168.1.20:8780, not {text!r}"
        )
    return url


def hub_key(text: str) -> str:
    from engine.hub import wire

    if not wire.good_key(text):
        raise argparse.ArgumentTypeError(
            "the event's key is 8 to 200 letters, digits or punctuation, with no spaces"
        )
    return text


def table_name(text: str) -> str:
    name = "".join(ch for ch in text if ch.isprintable()).strip()
    if not 1 <= len(name) <= 40:
        raise argparse.ArgumentTypeError("a table's name is 1 to 40 characters")
    return name


def listen_address(text: str) -> tuple[str, int]:
    """`[HOST:]PORT` for the hub: every network (0.0.0.0) unless a host is given."""
    address = tuio_address(text, "0.0.0.0")
    if address is None:
        raise argparse.ArgumentTypeError(
            f"--address takes a port or HOST:PORT (such as 8780 or 0.0.0.0:8780), not {text!r}"
        )
    return address


def add_table_options(parser: argparse.ArgumentParser) -> None:
    """A table's own options (before the command)."""
    parser.add_argument(
        "--hub",
        type=hub_url,
        default=None,
        metavar="URL",
        help="report finished games and this table's state to the event's hub at URL "
        "(such as http://192.168.1.20:8780; docs/events.md); needs --hub-key",
    )
    parser.add_argument(
        "--hub-key",
        type=hub_key,
        default=None,
        metavar="KEY",
        help=f"the event's key the hub takes writes with (or the {KEY_ENV} environment variable)",
    )
    parser.add_argument(
        "--hub-name",
        type=table_name,
        default=None,
        metavar="NAME",
        help="what the hub's pages call this table (default: Settings → Event, else the "
        "machine's name)",
    )


def add_simulate_options(parser: argparse.ArgumentParser) -> None:
    """`simulate --hub URL --hub-key KEY`: its games go to the hub through the outbox of
    its data folder, as a table's do."""
    parser.add_argument(
        "--hub",
        type=hub_url,
        default=argparse.SUPPRESS,
        metavar="URL",
        help="send each game to the event's hub, through the outbox of --data-dir, and wait "
        "up to 10 s for it to acknowledge them (what it has not stays in the outbox)",
    )
    parser.add_argument("--hub-key", type=hub_key, default=argparse.SUPPRESS, metavar="KEY")
    parser.add_argument(
        "--hub-name",
        type=table_name,
        default=argparse.SUPPRESS,
        metavar="NAME",
        help="what the hub's pages call this run (default: the machine's name · simulate)",
    )


def add_hub_command(commands) -> None:
    hub = commands.add_parser(
        "hub", help="serve an event's tables: the board, the operator's page, the games"
    )
    hub.add_argument(
        "--address",
        type=listen_address,
        default=listen_address(DEFAULT_ADDRESS),
        metavar="[HOST:]PORT",
        help=f"where to listen (default {DEFAULT_ADDRESS}: every network, port 8780)",
    )
    hub.add_argument(
        "--key",
        type=hub_key,
        default=None,
        help=f"the event's key, which tables must send games with (or {KEY_ENV})",
    )
    hub.add_argument(
        "--database",
        default=None,
        metavar="PATH|URL",
        help="a SQLite file, or postgresql://USER@HOST/DB for a venue (default: hub.sqlite3 "
        "in the hub's folder, hub/ in the data folder)",
    )


def missing_key(args: argparse.Namespace) -> str | None:
    """Why the event's options do not go together, in a line, or None: a hub to report to
    needs the event's key, and the `hub` command needs one to take writes with (each found
    on the command line or in the environment, and kept in `args`)."""
    try:
        if args.command == "hub":
            args.key = given_key(args, "key")
            if args.key is None:
                return f"hub needs --key KEY (or {KEY_ENV}): tables send with it"
        elif getattr(args, "hub", None):
            args.hub_key = given_key(args, "hub_key")
            if args.hub_key is None:
                return f"--hub needs --hub-key KEY (or {KEY_ENV})"
    except argparse.ArgumentTypeError as error:
        return f"{KEY_ENV}: {error}"
    return None


def given_key(args: argparse.Namespace, name: str) -> str | None:
    """The key given on the command line, else from the environment (checked alike)."""
    key = getattr(args, name, None)
    if key is None and os.environ.get(KEY_ENV):
        key = hub_key(os.environ[KEY_ENV])
    return key
