"""Killed right after a move is shown (issue 24, finding 1), each game once: the save
resumes with every move the table showed. `tools/kill_after_move.py` is the full run (50
kills, figures in docs/reliability.md); this is its smallest version."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_kill_right_after_a_move_is_shown_loses_no_shown_move_in_any_game():
    done = subprocess.run(
        [sys.executable, "tools/kill_after_move.py", "--kills", "5", "--speed", "8", "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    report = json.loads(done.stdout)
    assert report["kills"] == 5 and {run["game"] for run in report["runs"]} == {
        "devils-circle",
        "memorandum",
        "memodixe",
        "fireball-court",
        "tamega",
    }
    assert all(run["shown"] >= 1 for run in report["runs"])
    assert report["lost"] == 0, report["runs"]
