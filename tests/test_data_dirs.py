"""One data directory per purpose: the tools never write to the player's own.

The tools run as subprocesses with HOME and XDG_DATA_HOME pointing into tmp_path and
MEMOTABLE_DATA_DIR unset, as on a player's machine; frame counts stay tiny."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from games.core.driver import play_game
from games.core.registry import get_game

ROOT = Path(__file__).resolve().parents[1]
SHOT_GAME = "devils-circle"


def _player_machine(tmp_path: Path) -> tuple[dict[str, str], Path]:
    env = {**os.environ, "HOME": str(tmp_path / "home"), "XDG_DATA_HOME": str(tmp_path / "xdg")}
    env.pop("MEMOTABLE_DATA_DIR", None)
    return env, tmp_path / "xdg" / "memotable"  # platformdirs' user data dir on Linux


def _run(env: dict[str, str], *args: str) -> subprocess.CompletedProcess:
    result = subprocess.run(
        [sys.executable, "main.py", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    return result


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG data dirs are Linux's")
def test_shot_bench_soak_and_simulate_leave_the_players_save_and_settings_alone(tmp_path):
    env, user = _player_machine(tmp_path)
    user.mkdir(parents=True)
    spec = get_game("memorandum")
    record = play_game(spec, 3, 2, spec.options(), ["casual"] * 3).record
    (user / "current-game.json").write_text(record.to_json()[:-20] + "\n", encoding="utf-8")
    (user / "settings.json").write_text('{"language": "nl", "sound": false}', encoding="utf-8")
    before = _snapshot(user)
    out = tmp_path / "shot.png"
    _run(env, "shot", SHOT_GAME, "--frames", "150", "--size", "640x360", "--out", str(out))
    _run(env, "simulate", SHOT_GAME, "--players", "2", "--seed", "3")
    _run(env, "bench", "--frames", "2", "--repeats", "1", "--only", "menu,tamega")  # a game saves
    _run(env, "soak", "--minutes", "0.01", "--speed", "4")
    assert _snapshot(user) == before


def test_data_dir_puts_a_tools_files_where_it_says(tmp_path):
    env, user = _player_machine(tmp_path)
    chosen = tmp_path / "chosen"
    out = tmp_path / "shot.png"
    _run(
        env,
        "--data-dir",
        str(chosen),
        "shot",
        SHOT_GAME,
        "--frames",
        "150",
        "--size",
        "640x360",
        "--out",
        str(out),
    )
    assert (chosen / "current-game.json").exists()  # its computer game was saved there
    assert not user.exists()
