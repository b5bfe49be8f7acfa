"""Every file the app reads, fuzzed (issue 24, finding 6): arbitrary bytes and arbitrary JSON
(huge numbers, Infinity, deep nesting, wrong types) in the save, the settings and today's
history. The app always starts, shows its menu, sets aside what it cannot read with a
one-line reason, and writes its settings back; the command line exits 0 on the worst of them."""

import json
import logging
import os
import sqlite3
import subprocess
import sys
import tempfile
from contextlib import contextmanager, suppress
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.shell.boot import make_app
from engine.shell.today import flush_today
from engine.storage.saves import clear_save, flush_saves
from engine.storage.settings import save_settings
from games.core.driver import play_game
from games.core.registry import get_game
from tests.fingers import frames

ROOT = Path(__file__).resolve().parents[1]
SPEC = get_game("tamega")
RECORD = play_game(SPEC, 2, 4, SPEC.options(), ["casual"] * 2).record
SHOT = [sys.executable, "main.py"]

scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=20)
    | st.sampled_from(["false", "true", "memorandum", "2468", "12", "1e999"])
)
values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner),
    max_leaves=12,
)


def _json(value) -> bytes:
    return json.dumps(value, allow_nan=True).encode()  # NaN and Infinity, as a hand might write


def _deep(depth: int) -> bytes:
    return b'{"players": ' + b"[" * depth + b"]" * depth + b"}"


def _save_like(field: str, value) -> bytes:
    """A real save with one field of its header, or of a move, changed to `value`."""
    header = {**RECORD.to_dict(), "moves": RECORD.moves[:3], "resume": {"setup": {}}}
    if field.startswith("move."):
        move = dict(RECORD.moves[3])
        move[field[5:]] = value
        lines = [header, move]
    else:
        header[field] = value
        lines = [header, *RECORD.moves[3:6]]
    return b"".join(_json(line) + b"\n" for line in lines)


SAVE_FIELDS = ["players", "seed", "options", "setup", "moves", "seats", "resume", "format"]
SETTINGS = {
    "sound": True,
    "volume": 0.5,
    "fullscreen": False,
    "language": "fr",
    "idle_seconds": 90,
    "kiosk_pin": "2468",
    "kiosk_pin_hash": "",
    "finger_timeout": 60,
    "howto_seen": ["tamega"],
}

save_bytes = (
    st.binary(max_size=2048)
    | values.map(_json)
    | st.integers(min_value=100, max_value=100_000).map(_deep)
    | st.tuples(st.sampled_from([*SAVE_FIELDS, "move.seat", "move.action"]), values).map(
        lambda pair: _save_like(*pair)
    )
    | st.tuples(st.integers(0, 4000), st.binary(min_size=1, max_size=64)).map(
        lambda cut: _save_like("players", 2)[: cut[0]] + cut[1]
    )
)
settings_bytes = (
    st.binary(max_size=1024)
    | values.map(_json)
    | st.integers(min_value=100, max_value=100_000).map(_deep)
    | st.tuples(st.sampled_from(sorted(SETTINGS)), values).map(
        lambda pair: _json({**SETTINGS, pair[0]: pair[1]})
    )
)


def _sqlite(statements: list[str]) -> bytes:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "h.sqlite3"
        db = sqlite3.connect(path)
        for statement in statements:
            with suppress(sqlite3.Error):
                db.execute(statement)
        db.commit()
        db.close()
        return path.read_bytes()


history_bytes = (
    st.binary(max_size=4096)
    | st.lists(
        st.sampled_from(
            [
                "PRAGMA user_version = 1",
                "PRAGMA user_version = 7",
                "PRAGMA user_version = -3",
                "CREATE TABLE games (id INTEGER PRIMARY KEY, game TEXT)",
                "CREATE TABLE seats (x)",
                "CREATE TABLE other (y)",
                "INSERT INTO games (game) VALUES ('tamega')",
            ]
        ),
        max_size=5,
    ).map(_sqlite)
    | st.tuples(st.integers(0, 8000), st.binary(min_size=1, max_size=512)).map(
        lambda cut: _patched(_sqlite(["PRAGMA user_version = 1"]), *cut)
    )
)


def _patched(data: bytes, at: int, garbage: bytes) -> bytes:
    at = min(at, len(data))
    return data[:at] + garbage + data[at + len(garbage) :]


@contextmanager
def _data_dir():
    before = os.environ.get("MEMOTABLE_DATA_DIR")
    with tempfile.TemporaryDirectory() as folder:
        os.environ["MEMOTABLE_DATA_DIR"] = folder
        try:
            yield Path(folder)
        finally:
            clear_save()
            flush_saves()
            flush_today(30)
            os.environ["MEMOTABLE_DATA_DIR"] = before or ""


def _starts_and_stops(name: str, data: bytes, caplog) -> None:
    caplog.clear()
    with _data_dir() as folder:
        (folder / name).write_bytes(data)
        app = make_app((640, 360), headless=True)
        app.scenes.push(app.home())
        frames(app, 3)
        assert flush_today(30)
        frames(app, 3)
        assert app.errors == [] and app.scenes.top.name == "menu"
        flush_saves()
        save_settings(app.settings)  # what shutting down writes (pygame stays up for the others)
        aside = [p.name for p in folder.iterdir() if ".bad-" in p.name]
        reasons = [r.getMessage() for r in caplog.records if "set aside as" in r.getMessage()]
        assert len(reasons) == len(aside)  # each file set aside says why ...
        assert all("\n" not in reason for reason in reasons)  # ... in one line
        assert (folder / name).exists() or aside  # what is not set aside is still there


FUZZ = settings(suppress_health_check=[HealthCheck.function_scoped_fixture])


@FUZZ
@given(data=save_bytes)
def test_any_save_starts_the_app(data, caplog):
    caplog.set_level(logging.WARNING)
    _starts_and_stops("current-game.json", data, caplog)


@FUZZ
@given(data=settings_bytes)
def test_any_settings_start_the_app(data, caplog):
    caplog.set_level(logging.WARNING)
    _starts_and_stops("settings.json", data, caplog)


@FUZZ
@given(data=history_bytes)
def test_any_history_starts_the_app(data, caplog):
    caplog.set_level(logging.WARNING)
    _starts_and_stops("history.sqlite3", data, caplog)


def test_the_files_that_stopped_every_start_now_let_the_app_start_and_exit_0(tmp_path):
    """The issue's own files, through the command line: each run exits 0 and a second
    run finds nothing left to trip over."""
    newer = _sqlite([f"PRAGMA user_version = {99}", "CREATE TABLE games (x)"])
    cases = {
        "current-game.json": [
            _save_like("players", 1e999).replace(b"Infinity", b"1e999"),
            _deep(50_000),
        ],
        "settings.json": [
            b'{"idle_seconds": Infinity}',
            b'{"finger_timeout": 1e999}',
            _deep(50_000),
        ],
        "history.sqlite3": [_sqlite(["PRAGMA user_version = 1"]), newer],
    }
    for name, contents in cases.items():
        for number, data in enumerate(contents):
            folder = tmp_path / f"{name}-{number}"
            folder.mkdir()
            (folder / name).write_bytes(data)
            for _ in range(2):
                shot = ["shot", "menu", "--frames", "3", "--out", str(folder / "menu.png")]
                done = subprocess.run(
                    [*SHOT, "--data-dir", str(folder), *shot],
                    cwd=ROOT,
                    capture_output=True,
                    text=True,
                    timeout=120,
                )
                assert done.returncode == 0 and "Traceback" not in done.stderr, (name, done.stderr)
