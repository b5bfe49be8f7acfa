"""The command line at its limits (issue 24, findings 3 and 8): folders that cannot be used,
a second copy on one data folder, numbers out of range, files `review` must not read. Each
gives one line and exit code 2, never a traceback or a run that does not end."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from engine.storage.folder_lock import LOCK_NAME

ROOT = Path(__file__).resolve().parents[1]
LINUX = sys.platform.startswith("linux")


def run_cli(*args, env=None, timeout=60):
    return subprocess.run(
        [sys.executable, "main.py", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
    )


def one_line(result, words: str = "") -> None:
    assert result.returncode == 2, result.stderr
    assert result.stderr.strip().count("\n") == 0 and "Traceback" not in result.stderr
    assert result.stderr.startswith("memotable: ") and words in result.stderr


def shot_in(folder: str, out: str = "x.png") -> list[str]:
    return ["--data-dir", folder, "shot", "menu", "--frames", "1", "--out", out]


def test_data_folders_that_cannot_be_used_say_why(tmp_path):
    a_file = tmp_path / "a-file"
    a_file.write_text("")
    one_line(run_cli(*shot_in(str(a_file / "data"))), "cannot use")
    one_line(run_cli(*shot_in("/" + "a" * 300)), "cannot use")
    if LINUX:
        one_line(run_cli(*shot_in("/proc/memotable-data")), "cannot use")
    assert not (ROOT / "x.png").exists()


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root writes anywhere")
def test_an_unwritable_data_folder_says_why(tmp_path):
    folder = tmp_path / "locked"
    folder.mkdir(mode=0o500)
    one_line(run_cli(*shot_in(str(folder))), "cannot use")


@pytest.mark.skipif(not LINUX, reason="XDG data dirs are Linux's")
def test_the_apps_own_data_folder_under_a_file_says_why(tmp_path):
    (tmp_path / "xdg").write_text("a file where the data folder should be")
    env = {**os.environ, "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "xdg")}
    env.pop("MEMOTABLE_DATA_DIR", None)
    one_line(run_cli("play", "tamega", env=env), "cannot use")


@pytest.mark.parametrize(
    "args",
    [
        ["soak", "--speed", "nan"],
        ["soak", "--speed", "0"],
        ["soak", "--speed", "-1"],
        ["soak", "--minutes", "-1"],
        ["soak", "--minutes", "0"],
        ["soak", "--minutes", "nan"],
        ["soak", "--minutes", "inf"],
        ["shot", "menu", "--frames", "-5", "--out", "x.png"],
    ],
)
def test_numbers_out_of_range_are_refused(args):
    one_line(run_cli(*args), "expected")


def test_review_refuses_deep_nesting_huge_numbers_and_files_too_large(tmp_path):
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 200_000 + "]" * 200_000)
    huge = tmp_path / "huge.json"
    huge.write_text('{"format": "memotable-record/1", "game": "tamega", "players": 1e999}')
    infinite = tmp_path / "infinite.json"
    infinite.write_text(json.dumps({"format": "memotable-record/1", "seed": float("inf")}))
    large = tmp_path / "large.json"
    with open(large, "wb") as file:
        file.truncate(17 * 1024 * 1024)
    for path in (deep, huge, infinite, large):
        one_line(run_cli("review", str(path)), "cannot review")
    one_line(run_cli("review", str(large)), "larger than 16 MB")
    if LINUX:
        one_line(run_cli("review", "/dev/zero", timeout=30), "larger than 16 MB")


def test_a_second_copy_on_one_data_folder_says_so_and_exits(tmp_path):
    """Two copies on one folder would interleave their journals: the second says so in
    one line and exits 2, before it opens a window or reads a file; the first plays on."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    first = subprocess.Popen(
        [sys.executable, "main.py", "--data-dir", str(tmp_path)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        lock = tmp_path / LOCK_NAME
        end = time.monotonic() + 60
        while time.monotonic() < end and not (lock.exists() and lock.read_text().strip()):
            time.sleep(0.05)
        assert lock.read_text().strip() == str(first.pid)
        second = run_cli("--data-dir", str(tmp_path), env=env, timeout=60)
        one_line(second, f"another copy of MemoTable (process {first.pid})")
        assert first.poll() is None  # the first is still running
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait()
    # the kernel let the lock go with the killed process: a new copy may take the folder
    third = run_cli(*shot_in(str(tmp_path), str(tmp_path / "shot.png")))
    assert third.returncode == 0, third.stderr
