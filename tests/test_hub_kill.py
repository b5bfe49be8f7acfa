"""Kill -9 the hub in the middle of an event: a real hub process, three tables' worth of
`simulate --hub` processes sending their games through the outboxes of their data folders,
the hub killed with SIGKILL while they send and started again on the same database; every
game the tables finished is in `/api/games` once. On SQLite and on a real PostgreSQL."""

from __future__ import annotations

import signal
import subprocess

import pytest

from tests.hubs import DATABASES, KEY, command, database, free_port, games_of, healthy, until

TABLES = 3
GAMES = 30  # each table's first run


def start_hub(url: str, port: int, folder) -> subprocess.Popen:
    hub = command(
        "hub", "--address", f"127.0.0.1:{port}", "--key", KEY, "--database", url, data=folder,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    assert until(lambda: healthy(base), 60), "the hub did not start"
    return hub


def simulate(table: int, port: int, folder, games: int, seed: int) -> subprocess.Popen:
    return command(
        "simulate", "devils-circle", "--games", str(games), "--seed", str(seed),
        "--hub", f"http://127.0.0.1:{port}", "--hub-key", KEY, "--hub-name", f"Table {table}",
        data=folder, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip


@pytest.fixture
def processes():
    """The processes a test starts: every one still running goes when it ends."""
    started: list[subprocess.Popen] = []
    yield started
    for process in started:
        if process.poll() is None:
            process.kill()
            process.wait(30)


@pytest.mark.parametrize("kind", DATABASES)
def test_every_game_is_on_the_hub_once_after_it_was_killed_mid_event(kind, tmp_path, processes):
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    folders = [tmp_path / f"table-{n}" for n in range(TABLES)]
    played = dict.fromkeys(range(TABLES), GAMES)
    with database(kind, tmp_path) as url:
        hub = start_hub(url, port, tmp_path / "hub-1")
        processes.append(hub)
        tables = [simulate(n, port, folders[n], GAMES, 100 * n) for n in range(TABLES)]
        processes.extend(tables)
        if not until(lambda: len(games_of(base)) >= 5, 120):
            raise AssertionError(f"no game reached the hub: {_said(tables)}")
        hub.send_signal(signal.SIGKILL)  # in the middle: the tables are still sending
        hub.wait(30)
        hub = start_hub(url, port, tmp_path / "hub-2")
        processes.append(hub)
        rounds = [table.wait(120) for table in tables]
        for attempt in range(3):  # what a table's outbox still holds goes with its next run
            left = [n for n, code in enumerate(rounds) if code != 0]
            again = {n: simulate(n, port, folders[n], 1, 10_000 + attempt) for n in left}
            processes.extend(again.values())
            for n, process in again.items():
                played[n] += 1
                rounds[n] = process.wait(120)
        assert all(code == 0 for code in rounds), (rounds, _said(tables))
        games = games_of(base)
        hub.send_signal(signal.SIGTERM)
        assert hub.wait(30) == 0
    ids = [g["id"] for g in games]
    assert len(ids) == len(set(ids)) == sum(played.values())
    names = [f"Table {n}" for n in range(TABLES)]
    per_table = {name: sum(g["table"]["name"] == name for g in games) for name in names}
    assert per_table == dict(zip(names, played.values(), strict=True))
    for folder in folders:
        assert list((folder / "outbox").glob("*.json")) == []


def _said(processes: list[subprocess.Popen]) -> list[str]:
    """What the tables that ended said on stderr (why a test failed)."""
    return [p.stderr.read()[-400:] for p in processes if p.poll() is not None and p.stderr]
