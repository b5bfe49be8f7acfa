"""A full disk never poisons the journal (issue 24, finding 2): a failed write is cut back to
the last whole line, the table says once to every side that saving has stopped and why, play
goes on, and everything is saved again as soon as there is room, with nothing set aside."""

import errno
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from engine.i18n import tr
from engine.shell.starting import bot_setup, game_scene
from engine.storage import appender
from engine.storage.saves import (
    clear_save,
    flush_saves,
    load_save,
    read_record,
    save_move,
    save_path,
    saving_stopped,
)
from games.core.driver import play_game
from games.core.record import GameRecord, replay
from games.core.registry import get_game
from tests.fingers import new_app, run_until

SPEC = get_game("memorandum")
EXTRA = {"setup": {"game": SPEC.id, "players": 3, "seed": 9, "seats": []}}
ROOT = Path(__file__).resolve().parent.parent


class FullDisk:
    """The journal's writes with a disk that has `room` bytes left (None: plenty): a write
    that does not fit is written in part, then fails as a full disk does (ENOSPC)."""

    def __init__(self, monkeypatch) -> None:
        self.room: int | None = None
        self.real = appender.write_all
        monkeypatch.setattr(appender, "write_all", self.write_all)

    def write_all(self, fd: int, data: bytes) -> None:
        if self.room is not None and len(data) > self.room:
            self.real(fd, data[: self.room])
            self.room = 0
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        if self.room is not None:
            self.room -= len(data)
        self.real(fd, data)


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("MEMOTABLE_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(appender, "RETRY_SECONDS", 0.02)
    clear_save()
    flush_saves()
    yield tmp_path
    clear_save()
    flush_saves()


def _set_aside(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if ".bad-" in p.name or ".replaced-" in p.name)


def _wait(condition, seconds: float = 10.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.01)
    return condition()


def test_a_failed_write_is_cut_back_and_all_is_saved_again_once_there_is_room(
    data_dir, monkeypatch
):
    disk = FullDisk(monkeypatch)
    whole = play_game(SPEC, 3, 9, SPEC.options(), ["casual"] * 3).record
    growing = GameRecord(whole.game, whole.players, whole.seed, whole.options, whole.setup)
    for move in whole.moves[:10]:
        growing.moves.append(move)
        save_move(growing, EXTRA)
    flush_saves()
    before = save_path().read_bytes()

    disk.room = 7  # the next line is written in part, then the disk is full
    for move in whole.moves[10:16]:
        growing.moves.append(move)
        save_move(growing, EXTRA)
    flush_saves()
    assert saving_stopped() == "full"
    assert save_path().read_bytes() == before  # cut back to its last whole line
    record, _ = read_record(save_path())
    assert len(record.moves) == 10 and replay(record)  # every written move resumes

    disk.room = None  # space is back: the whole game is written again, by itself
    assert _wait(lambda: saving_stopped() == "")
    flush_saves()
    loaded = load_save()
    assert len(loaded.record.moves) == 16
    size = save_path().stat().st_size
    growing.moves.append(whole.moves[16])
    save_move(growing, EXTRA)
    flush_saves()
    line = json.dumps(whole.moves[16], separators=(",", ":")).encode() + b"\n"
    assert save_path().read_bytes()[size:] == line  # appending again, a line a move
    assert _set_aside(data_dir) == []


def test_the_table_says_once_to_every_side_that_saving_stopped_and_plays_on(data_dir, monkeypatch):
    disk = FullDisk(monkeypatch)
    app = new_app(speed=8)
    scene = game_scene(app, bot_setup(get_game("tamega"), 4, 3, "classic"))
    app.scenes.push(scene)
    said = []
    summary = scene.reactions.summary
    monkeypatch.setattr(
        scene.reactions, "summary", lambda e, text, now: (said.append(text), summary(e, text, now))
    )
    assert run_until(app, lambda: len(scene.record.moves) >= 4, 6000)
    disk.room = 3
    full = len(scene.record.moves)
    stopped = tr("saving.stopped.full")
    sides = {seat.angle % 360 for seat in scene.seats}
    facing: set[float] = set()  # the sides the table showed it to

    def told_every_side_and_played_on() -> bool:
        facing.update(_notice_angles(app, stopped))
        return facing == sides and len(scene.record.moves) >= full + 6

    assert run_until(app, told_every_side_and_played_on, 6000)
    assert said.count(stopped) == 1
    disk.room = None
    assert run_until(app, lambda: tr("saving.again") in said, 6000)
    assert said.count(stopped) == 1 and said.count(tr("saving.again")) == 1
    flush_saves()
    record, _ = read_record(save_path())
    assert record.moves == scene.record.moves  # nothing lost, nothing set aside
    assert _set_aside(data_dir) == []


def _notice_angles(app, text: str) -> set[float]:
    """The sides the last frame's copies of the notice `text` faced."""
    return {item.angle % 360 for item in app.shown.items if item.what == f"notice {text!r}"}


CHILD = """
import json, resource, time
from engine.storage import saves
from games.core.driver import play_game
from games.core.record import GameRecord
from games.core.registry import get_game

spec = get_game("memorandum")
whole = play_game(spec, 3, 9, spec.options(), ["casual"] * 3).record
growing = GameRecord(whole.game, whole.players, whole.seed, whole.options, whole.setup)
extra = {"setup": {"game": spec.id, "players": 3, "seed": 9, "seats": []}}
moves = iter(whole.moves)

def play(count):
    for _ in range(count):
        growing.moves.append(next(moves))
        saves.save_move(growing, extra)

play(12)
saves.flush_saves()
_, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
resource.setrlimit(resource.RLIMIT_FSIZE, (saves.save_path().stat().st_size + 300, hard))
play(20)  # the disk fills up a few moves in
saves.flush_saves()
resource.setrlimit(resource.RLIMIT_FSIZE, (hard, hard))  # and has room again
end = time.monotonic() + 10
while saves.saving_stopped() and time.monotonic() < end:
    time.sleep(0.02)
play(5)
saves.flush_saves()
print(json.dumps({"moves": len(growing.moves)}))
"""


@pytest.mark.skipif(sys.platform == "win32", reason="RLIMIT_FSIZE is Linux and macOS")
def test_a_file_size_limit_mid_game_loses_no_move_and_sets_nothing_aside(tmp_path):
    """The kernel's own torn write: a file-size limit lets the line in part, then refuses."""
    env = {**os.environ, "MEMOTABLE_DATA_DIR": str(tmp_path), "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    played = json.loads(done.stdout.strip().splitlines()[-1])["moves"]
    record, _ = read_record(tmp_path / "current-game.json")
    assert len(record.moves) == played == 37 and replay(record)
    assert _set_aside(tmp_path) == []
