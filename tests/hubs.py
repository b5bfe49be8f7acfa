"""The event hub for the tests: its databases (SQLite in the test's folder, and a fresh
database on the real PostgreSQL server `.ci/postgres` starts, or a skip saying why there is
none), a hub running on the loopback at a free port, and the few requests a table or a
page makes, sent over real HTTP.

`MEMOTABLE_TEST_POSTGRES` is the server's URL (each test makes a database of its own on
it and drops it after); `MEMOTABLE_TEST_POSTGRES_SKIP`, why there is none. Only loopback
addresses are used: nothing leaves the machine."""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine.hub.server import HubServer

ROOT = Path(__file__).resolve().parents[1]
KEY = "test-event-key"
DATABASES = ["sqlite", "postgresql"]


def no_postgres() -> str:
    """Why the PostgreSQL tests cannot run here ("" when they can)."""
    if os.environ.get("MEMOTABLE_TEST_POSTGRES"):
        return ""
    why = os.environ.get("MEMOTABLE_TEST_POSTGRES_SKIP")
    return why or "no PostgreSQL server: `source .ci/postgres` starts one (.ci/run does)"


@contextlib.contextmanager
def database(kind: str, folder: Path) -> Iterator[str]:
    """A fresh, empty database of this kind: its URL."""
    if kind == "sqlite":
        yield str(folder / "hub.sqlite3")
        return
    why = no_postgres()
    if why:
        pytest.skip(f"PostgreSQL: {why}")
    import psycopg

    server = os.environ["MEMOTABLE_TEST_POSTGRES"]
    name = f"hub_{secrets.token_hex(6)}"
    with psycopg.connect(server, autocommit=True) as admin:
        admin.execute(f"CREATE DATABASE {name}")
    parts = urllib.parse.urlsplit(server)
    try:
        yield urllib.parse.urlunsplit(parts._replace(path=f"/{name}"))
    finally:
        with psycopg.connect(server, autocommit=True) as admin:
            admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


@contextlib.contextmanager
def running_hub(url: str, key: str = KEY, port: int = 0) -> Iterator[HubServer]:
    """A hub on 127.0.0.1 (at a free port unless `port`), storing in `url`'s database."""
    server = HubServer("127.0.0.1", port, key, url)
    server.start()
    try:
        yield server
    finally:
        server.stop()


def request(
    base: str,
    path: str,
    body: Any = None,
    key: str | None = KEY,
    raw: bytes | None = None,
    method: str | None = None,
) -> tuple[int, Any]:
    """One request: its status and its answer (JSON read, else the text)."""
    data = raw if raw is not None else None if body is None else json.dumps(body).encode()
    headers = {"Content-Type": "application/json"}
    if key is not None:
        headers["Authorization"] = f"Bearer {key}"
    sent = urllib.request.Request(base + path, data=data, headers=headers, method=method)
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    try:
        with opener.open(sent, timeout=30) as answer:
            status, text = answer.status, answer.read()
    except urllib.error.HTTPError as error:
        status, text = error.code, error.read()
    try:
        return status, json.loads(text)
    except ValueError:
        return status, text.decode("utf-8", "replace")


def game(
    game_id: str | None = None,
    table: tuple[str, str] = ("table-one-id", "Stand A"),
    seats: list[dict[str, Any]] | None = None,
    finished: float | None = None,
    **fields: Any,
) -> dict[str, Any]:
    """A finished game as a table sends it."""
    return {
        "id": game_id or secrets.token_hex(16),
        "table": {"id": table[0], "name": table[1]},
        "game": "devils-circle",
        "rules": "Classic",
        "options": {"preset": "classic"},
        "party": False,
        "finished": time.time() if finished is None else finished,
        "seconds": 300.0,
        "seats": seats
        or [
            seat(0, "Fox", accuracy=0.9, remembered=9, winner=True, score=5),
            seat(1, "Orange · casual", kind="bot", level="casual", accuracy=0.95, score=3),
        ],
        **fields,
    }


def seat(number: int, name: str, kind: str = "human", **fields: Any) -> dict[str, Any]:
    return {
        "seat": number,
        "name": name,
        "kind": kind,
        "picture": "🦊" if kind == "human" else "🤖",
        "score": 0,
        "winner": False,
        "accuracy": None,
        "remembered": 0,
        "forgot": 0,
        **fields,
    }


def heartbeat(scene: str = "menu", game: str = "", players: int = 0, **fields: Any) -> dict:
    """A heartbeat as a table sends it (Stand A, at the menu, unless told otherwise)."""
    return {
        "sent": time.time(),
        "table": {"id": "table-one-id", "name": "Stand A"},
        "version": "1.0",
        "state": {"scene": scene, "game": game, "players": players, "party": False},
        "waiting": 0,
        "error": None,
        **fields,
    }


def batch(*games: dict[str, Any]) -> dict[str, Any]:
    return {"sent": time.time(), "games": list(games)}


def until(condition, seconds: float = 30.0, step: float = 0.05) -> bool:
    """Wait for `condition()` (a generous deadline: the box may be busy)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(step)
    return bool(condition())


def healthy(base: str) -> bool:
    """Does a hub answer at `base`?"""
    try:
        return request(base, "/api/health", key=None)[0] == 200
    except OSError:
        return False


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def games_of(base: str, day: str | None = None) -> list[dict[str, Any]]:
    status, answer = request(base, "/api/games" + (f"?day={day}" if day else ""), key=None)
    assert status == 200, answer
    return answer["games"]


def command(*args: str, data: Path | None = None, **popen: Any) -> subprocess.Popen:
    """`python main.py [--data-dir DATA] ARGS...` in a process of its own."""
    folder = ["--data-dir", str(data)] if data is not None else []
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    return subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), *folder, *args], cwd=ROOT, env=env, **popen
    )
