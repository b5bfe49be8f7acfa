"""Measure the event hub under an event's load, and through ten minutes without a network.

    python tools/hub_load.py load [--tables 50] [--game-every 2] [--heartbeat-every 5]
                                  [--minutes 5] [--database URL] [--json]
    python tools/hub_load.py outage [--tables 20] [--game-every 20] [--away 10] [--json]

Both start a real hub (`python main.py hub`, a process of its own, SQLite in a fresh
folder unless `--database` names another) and run the tables in this process: each is the
table's own link (engine/storage/hub_link.py) with an outbox in a data folder of its own
and a loopback address of its own (127.0.0.10, .11, ...), so the hub sees fifty machines,
and sends a made-up finished game every `--game-every` seconds (a person and a computer,
with figures) and a heartbeat every `--heartbeat-every`. Two pages stay open on the live
feeds, as a board and an operator's screen would.

`load`: the board's page (`GET /`) is asked for five times a second from another address
and timed to its last byte; a game is timed from its end at its table to the board's live
feed bringing it (each game the board showed); the hub's resident memory and CPU time are
sampled every five seconds. At the end every game sent must be in `/api/games` once.

`outage`: the tables reach the hub through a relay here; after a minute the relay stops
answering (connections are taken and never answered, as when the Wi-Fi goes), the tables
play on for `--away` minutes, then the relay passes traffic again; it reports how long the
outboxes took to empty and whether every game is in `/api/games` once.

Prints a summary (or `--json`) with the machine's load average; exits 1 if a game was lost
or stored twice. Figures belong in docs/performance.md.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import functools
import http.client
import json
import os
import random
import secrets
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import psutil  # noqa: E402

from engine.hub.wire import FinishedGame, SeatResult  # noqa: E402
from engine.storage.hub_link import HubLink, TableReport  # noqa: E402

KEY = "load-run-key"


class _From(urllib.request.HTTPHandler):
    """Requests that leave from one loopback address (one table's machine)."""

    def __init__(self, source: str) -> None:
        super().__init__()
        self.source = source

    def http_open(self, req):
        made = functools.partial(http.client.HTTPConnection, source_address=(self.source, 0))
        return self.do_open(made, req)


class Table:
    """One simulated table: its link, what it sent, and its own clock for games."""

    GAMES = ("devils-circle", "memorandum", "memodixe", "fireball-court", "tamega")

    def __init__(self, number: int, url: str, folder: Path, heartbeat: float) -> None:
        self.number = number
        self.name = f"Table {number + 1:02d}"
        self.link = HubLink(
            url, KEY, folder, (f"load-table-{number:04d}", self.name), "load", heartbeat=heartbeat
        )
        self.link.opener = urllib.request.build_opener(
            urllib.request.ProxyHandler({}), _From(f"127.0.0.{10 + number}")
        )
        self.sent: list[str] = []
        self.ended: dict[str, float] = {}  # game id -> when it ended (monotonic)
        self.rng = random.Random(number)

    def play(self) -> None:
        """A game ends at this table: its results go to the link."""
        game_id = secrets.token_hex(16)
        fox = self.rng.random()
        seats = (
            SeatResult(
                0,
                "Fox",
                "human",
                "",
                "fox",
                "🦊",
                self.rng.randint(0, 30),
                fox > 0.5,
                round(fox, 3),
                self.rng.randint(0, 30),
                self.rng.randint(0, 9),
            ),
            SeatResult(
                1,
                "Orange · casual",
                "bot",
                "casual",
                "",
                "🤖",
                self.rng.randint(0, 30),
                fox <= 0.5,
                round(self.rng.random(), 3),
                self.rng.randint(0, 30),
                2,
            ),
        )
        game = FinishedGame(
            game_id,
            self.link.table_id,
            self.name,
            self.GAMES[self.number % 5],
            "Classic",
            time.time(),
            self.rng.uniform(60, 900),
            seats,
            {"preset": "classic"},
        )
        self.link.send(game.to_dict())
        self.link.report(TableReport("results", game.game, 2))
        self.sent.append(game_id)
        self.ended[game_id] = time.monotonic()


def start_hub(folder: Path, port: int, database: str | None) -> subprocess.Popen:
    args = [
        sys.executable,
        str(ROOT / "main.py"),
        "--data-dir",
        str(folder),
        "hub",
        "--address",
        f"127.0.0.1:{port}",
        "--key",
        KEY,
    ]
    if database:
        args += ["--database", database]
    hub = subprocess.Popen(args, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        with contextlib.suppress(OSError):
            if _get(f"http://127.0.0.1:{port}/api/health", "127.0.0.2")[0] == 200:
                return hub
        time.sleep(0.2)
    hub.kill()
    raise SystemExit("the hub did not start")


def _get(url: str, source: str) -> tuple[int, bytes]:
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}), _From(source))
    with opener.open(url, timeout=30) as answer:
        return answer.status, answer.read()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Watch:
    """The hub process's memory and CPU, sampled; the board's page timed; and how long a
    game took from its end to a board's live feed."""

    def __init__(self, hub: subprocess.Popen, base: str, tables: list[Table]) -> None:
        self.process = psutil.Process(hub.pid)
        self.base = base
        self.tables = tables
        self.on_board_ms: list[float] = []  # from a game's end to the board's page having it
        self.seen: set[str] = set()
        self.rss: list[tuple[float, float]] = []  # (seconds, MB)
        self.page_ms: list[float] = []
        self.failed_pages = 0
        self.events = {"board": 0, "tables": 0}
        self.loads: list[tuple[float, float, float]] = [os.getloadavg()]
        self.cpu_start = sum(self.process.cpu_times()[:2])
        self.started = time.monotonic()
        self.stop = threading.Event()

    def run(self, probe: bool) -> None:
        threads = [threading.Thread(target=self._sample, daemon=True)]
        threads += [
            threading.Thread(target=self._feed, args=(name,), daemon=True) for name in self.events
        ]
        if probe:
            threads.append(threading.Thread(target=self._probe, daemon=True))
        for thread in threads:
            thread.start()

    def _sample(self) -> None:
        while not self.stop.wait(5.0):
            rss = self.process.memory_info().rss / 2**20
            self.rss.append((time.monotonic() - self.started, rss))
            self.loads.append(os.getloadavg())

    def _probe(self) -> None:
        while not self.stop.wait(0.2):
            began = time.perf_counter()
            try:
                status, _ = _get(self.base + "/", "127.0.0.3")
            except OSError:
                status = 0
            if status == 200:
                self.page_ms.append((time.perf_counter() - began) * 1000)
            else:
                self.failed_pages += 1

    def _feed(self, name: str) -> None:
        while not self.stop.is_set():
            try:
                opener = urllib.request.build_opener(
                    urllib.request.ProxyHandler({}), _From("127.0.0.4")
                )
                with opener.open(f"{self.base}/events/{name}", timeout=30) as feed:
                    for line in feed:
                        if line.startswith(b"event:"):
                            self.events[name] += 1
                        elif line.startswith(b"data:") and name == "board":
                            self._shown(json.loads(line[5:]))
                        if self.stop.is_set():
                            return
            except OSError:
                time.sleep(1.0)

    def _shown(self, board: dict[str, Any]) -> None:
        """The games a board's page got: how long after their end (each the first time)."""
        now = time.monotonic()
        for game in board["last"]:
            if game["id"] in self.seen:
                continue
            self.seen.add(game["id"])
            for table in self.tables:
                if game["id"] in table.ended:
                    self.on_board_ms.append((now - table.ended[game["id"]]) * 1000)

    def report(self) -> dict[str, Any]:
        self.stop.set()
        shown = sorted(self.on_board_ms) or [0.0]
        cpu = sum(self.process.cpu_times()[:2]) - self.cpu_start
        wall = time.monotonic() - self.started
        settled = [mb for at, mb in self.rss if at >= 30] or [mb for _, mb in self.rss]
        ordered = sorted(self.page_ms) or [0.0]
        return {
            "page_requests": len(self.page_ms),
            "page_failed": self.failed_pages,
            "page_p50_ms": round(statistics.median(ordered), 1),
            "page_p99_ms": _p99(ordered),
            "page_max_ms": round(ordered[-1], 1),
            "games_seen_on_the_board": len(self.on_board_ms),
            "on_board_p50_ms": round(statistics.median(shown), 1),
            "on_board_p99_ms": _p99(shown),
            "on_board_max_ms": round(shown[-1], 1),
            "hub_cpu_percent_of_a_core": round(100 * cpu / wall, 1),
            "hub_rss_mb_first_last_max": [
                round(settled[0], 1),
                round(settled[-1], 1),
                round(max(settled), 1),
            ],
            "hub_rss_mb_per_minute": round(_slope(self.rss), 2),
            "hub_rss_mb_per_minute_second_half": round(_slope(self.rss, wall / 2), 2),
            "feed_events": dict(self.events),
            "load_average_1_5_15_start_end": [self.loads[0], self.loads[-1]],
            "cpus": os.cpu_count(),
        }


def _p99(ordered: list[float]) -> float:
    return round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))], 1)


def _slope(samples: list[tuple[float, float]], after: float = 30.0) -> float:
    """Megabytes a minute, by least squares over the samples after `after` seconds (the
    first half minute: the hub's caches filling)."""
    points = [(at, mb) for at, mb in samples if at >= after]
    if len(points) < 2:
        return 0.0
    mean_t = statistics.fmean(at for at, _ in points)
    mean_m = statistics.fmean(mb for _, mb in points)
    top = sum((at - mean_t) * (mb - mean_m) for at, mb in points)
    bottom = sum((at - mean_t) ** 2 for at, _ in points) or 1.0
    return top / bottom * 60


def check(base: str, tables: list[Table]) -> dict[str, Any]:
    """Every game sent is in /api/games, once."""
    status, body = _get(base + "/api/games", "127.0.0.2")
    stored = [game["id"] for game in json.loads(body)["games"]]
    sent = [game_id for table in tables for game_id in table.sent]
    return {
        "games_sent": len(sent),
        "games_stored": len(stored),
        "stored_twice": len(stored) - len(set(stored)),
        "lost": len(set(sent) - set(stored)),
        "every_game_once": status == 200 and sorted(stored) == sorted(sent),
    }


def play(tables: list[Table], every: float, seconds: float) -> None:
    """Each table ends a game every `every` seconds (tables start spread over `every`)."""
    began = time.monotonic()
    due = [began + every * (n + 1) / len(tables) for n in range(len(tables))]
    while time.monotonic() - began < seconds:
        now = time.monotonic()
        for n, table in enumerate(tables):
            if now >= due[n]:
                table.play()
                due[n] += every
        time.sleep(max(0.0, min(due) - time.monotonic()))


def drain(tables: list[Table], limit: float) -> float | None:
    """Seconds until every table's outbox is empty (None: not within `limit`)."""
    began = time.monotonic()
    for table in tables:
        left = limit - (time.monotonic() - began)
        if left <= 0 or not table.link.flush(left):
            return None
    return time.monotonic() - began


@contextlib.contextmanager
def event(
    args: argparse.Namespace, relayed: bool
) -> Iterator[tuple[str, Relay | None, list[Table], Watch]]:
    """A hub in a process of its own and the tables in this one, each sending to it
    (through a relay that can take the network away, if `relayed`), all started; and
    stopped after."""
    with tempfile.TemporaryDirectory(prefix=f"memotable-{args.run}-") as folder:
        port = free_port()
        base = f"http://127.0.0.1:{port}"
        hub = start_hub(Path(folder) / "hub", port, args.database)
        relay = Relay(port) if relayed else None
        to = f"http://127.0.0.1:{relay.port}" if relay else base
        tables = [
            Table(n, to, Path(folder) / f"table-{n}", args.heartbeat_every)
            for n in range(args.tables)
        ]
        watch = Watch(hub, base, tables)
        try:
            for table in tables:
                table.link.start()
            yield base, relay, tables, watch
        finally:
            for table in tables:
                table.link.stop(2)
            hub.terminate()
            hub.wait(30)


def load(args: argparse.Namespace) -> dict[str, Any]:
    with event(args, relayed=False) as (base, _, tables, watch):
        watch.run(probe=True)
        play(tables, args.game_every, args.minutes * 60)
        drained = drain(tables, 120)
        figures = watch.report()
        figures |= check(base, tables) | {"drained_s": drained and round(drained, 1)}
    return {**vars(args), **figures}


def outage(args: argparse.Namespace) -> dict[str, Any]:
    with event(args, relayed=True) as (base, relay, tables, watch):
        watch.run(probe=False)
        play(tables, args.game_every, 60)
        relay.set_away(True)
        before = sum(len(t.sent) for t in tables)
        play(tables, args.game_every, args.away * 60)
        waiting = sum(t.link.status().waiting for t in tables)
        played_away = sum(len(t.sent) for t in tables) - before
        relay.set_away(False)
        back = time.monotonic()
        drained = drain(tables, 600)
        figures = watch.report() | check(base, tables)
        figures |= {
            "played_while_away": played_away,
            "waiting_when_back": waiting,
            "delivered_within_s": drained and round(time.monotonic() - back, 1),
        }
    return {**vars(args), **figures}


class Relay:
    """A TCP relay between the tables and the hub that can stop answering (the network
    gone: connections are taken and held, never answered) and pass traffic again."""

    def __init__(self, hub_port: int) -> None:
        self.hub_port = hub_port
        self.port = free_port()
        self.away = False
        self.held: list[asyncio.StreamWriter] = []
        self.loop = asyncio.new_event_loop()
        threading.Thread(target=self.loop.run_forever, daemon=True).start()
        ready = asyncio.run_coroutine_threadsafe(self._listen(), self.loop)
        ready.result(30)

    async def _listen(self) -> None:
        await asyncio.start_server(self._serve, "127.0.0.1", self.port, backlog=512)

    async def _serve(self, reader, writer) -> None:
        if self.away:
            self.held.append(writer)  # never answered: the table waits for its timeout
            return
        try:
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.hub_port)
        except OSError:
            writer.close()
            return
        await asyncio.gather(_pipe(reader, up_writer), _pipe(up_reader, writer))

    def set_away(self, away: bool) -> None:
        def switch() -> None:
            self.away = away
            if not away:
                for writer in self.held:
                    writer.close()
                self.held.clear()

        self.loop.call_soon_threadsafe(switch)


async def _pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    with contextlib.suppress(OSError, asyncio.IncompleteReadError):
        while data := await reader.read(65536):
            writer.write(data)
            await writer.drain()
    with contextlib.suppress(OSError):
        writer.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("run", choices=("load", "outage"))
    parser.add_argument("--tables", type=int, default=None)
    parser.add_argument("--game-every", type=float, default=None, help="seconds per table")
    parser.add_argument("--heartbeat-every", type=float, default=5.0)
    parser.add_argument("--minutes", type=float, default=5.0, help="the load run's length")
    parser.add_argument("--away", type=float, default=10.0, help="minutes without a network")
    parser.add_argument("--database", default=None, help="a PostgreSQL URL (default SQLite)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.tables is None:
        args.tables = 50 if args.run == "load" else 20
    if args.game_every is None:
        args.game_every = 2.0 if args.run == "load" else 20.0
    report = (load if args.run == "load" else outage)(args)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        for key, value in report.items():
            print(f"{key:>34}: {value}")
    return 0 if report["every_game_once"] else 1


if __name__ == "__main__":
    sys.exit(main())
