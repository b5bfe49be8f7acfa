"""A clean stop, always: the real app in a process of its own, told to stop the way a service
manager or a terminal does, ends in order within the limit and loses nothing.

Each run starts `python main.py` (SDL's dummy drivers: no window is needed to stop), waits
until a computer game has made moves (each one in the kept game's journal before it shows),
sends the signal and times the exit; then the journal must hold every move it held before
the signal and replay, the settings must read as they were written, and the log must say
why the app stopped and name no error."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from engine.storage import journal
from games.core.registry import all_games
from tests.test_unattended import PIN_HASH

ROOT = Path(__file__).resolve().parents[1]
LIMIT = 2.0  # seconds from the signal to the process gone (the limit)
STARTED = 90.0  # generous: a loaded box starts the interpreter slowly
TAUGHT = [spec.id for spec in all_games()]  # no first-time how-to opens over a game


def start(folder: Path, *args: str) -> subprocess.Popen:
    settings = {"kiosk_pin_hash": PIN_HASH, "howto_seen": TAUGHT, "sound": False}
    (folder / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    command = [sys.executable, str(ROOT / "main.py"), "--data-dir", str(folder), *args]
    return subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def moves_kept(folder: Path) -> int:
    """The moves the kept game's journal holds (0 before it exists)."""
    path = folder / "current-game.json"
    if not path.exists():
        return 0
    contents = journal.read_journal(path.read_bytes())
    return len(contents.entries)


def wait_for(condition, process: subprocess.Popen) -> None:
    deadline = time.monotonic() + STARTED
    while not condition():
        assert process.poll() is None, process.stderr.read().decode()
        assert time.monotonic() < deadline, "the app never got that far"
        time.sleep(0.05)


def stop(process: subprocess.Popen, how: int) -> float:
    """Send `how`; the seconds until the process was gone."""
    sent = time.monotonic()
    process.send_signal(how)
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        pytest.fail("the app ignored the signal (killed after 30 s)")
    return time.monotonic() - sent


def the_log(folder: Path) -> str:
    return (folder / "memotable.log").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("kiosk", "how"),
    [(True, signal.SIGTERM), (False, signal.SIGINT)],
    ids=["kiosk-SIGTERM", "plain-SIGINT"],
)
def test_a_signal_ends_a_game_in_order_with_nothing_lost(tmp_path, kiosk, how):
    bots = "casual,casual,casual"
    args = [*(["--kiosk"] if kiosk else []), "play", "memodixe", "--players", "3", "--bots", bots]
    process = start(tmp_path, *args, "--seed", "4")
    wait_for(lambda: moves_kept(tmp_path) >= 2, process)
    before = moves_kept(tmp_path)
    took = stop(process, how)
    assert process.returncode == 0, process.stderr.read().decode()
    assert took <= LIMIT, f"the app took {took:.2f} s to stop"
    assert moves_kept(tmp_path) >= before, "a move kept before the signal was lost"
    settings = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert settings["kiosk_pin_hash"] == PIN_HASH and settings["howto_seen"] == TAUGHT
    assert "stopping (quit)" in the_log(tmp_path)
    errors = tmp_path / "errors.log"
    assert not errors.exists() or errors.read_text(encoding="utf-8") == ""


def test_a_kiosk_on_its_menu_stops_at_sigterm(tmp_path):
    process = start(tmp_path, "--kiosk")
    wait_for(lambda: (tmp_path / "memotable.log").exists(), process)
    time.sleep(1.0)  # the menu shown, the loop at rest: waiting, not painting
    took = stop(process, signal.SIGTERM)
    assert process.returncode == 0 and took <= LIMIT
    assert "stopping (quit)" in the_log(tmp_path)


TOOL = """
import sys, time
from engine.shell.boot import make_app
app = make_app((320, 200), headless=True)
print("ready", flush=True)
time.sleep(120)
"""


def test_a_tool_with_a_headless_app_stops_on_a_sigterm(tmp_path):
    """A tool's app (audit, shot, bench, soak) keeps Python's SIGTERM: SDL had turned it
    into a QUIT no tool's loop reads, and `kill` did not stop an audit."""
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "MEMOTABLE_DATA_DIR": str(tmp_path),
    }
    tool = subprocess.Popen(
        [sys.executable, "-c", TOOL], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True
    )
    try:
        assert tool.stdout.readline().strip() == "ready"  # its display is up
        tool.send_signal(signal.SIGTERM)
        assert tool.wait(timeout=60) == -signal.SIGTERM  # not the two minutes it sleeps
    finally:
        tool.kill()
        tool.wait()
