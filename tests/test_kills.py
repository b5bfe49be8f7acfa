"""Killed right after a move is shown (issue 24, finding 1), each game once: the save
resumes with every move the table showed. `tools/kill_after_move.py` is the full run (50
kills, figures in docs/reliability.md); this is its smallest version."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from games.core.registry import all_games

ROOT = Path(__file__).resolve().parents[1]
GAMES = [spec.id for spec in all_games() if spec.available]  # the games with a table


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_kill_right_after_a_move_is_shown_loses_no_shown_move_in_any_game():
    kills = ["--kills", str(len(GAMES)), "--speed", "8", "--json"]
    done = subprocess.run(
        [sys.executable, "tools/kill_after_move.py", *kills],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    report = json.loads(done.stdout)
    assert report["kills"] == len(GAMES)
    assert {run["game"] for run in report["runs"]} == set(GAMES)  # every game killed once
    assert all(run["shown"] >= 1 for run in report["runs"])
    assert report["lost"] == 0, report["runs"]


@pytest.mark.parametrize("game", GAMES)
def test_every_frame_is_composed_with_the_moves_it_may_show_already_in_the_journal(
    game, tmp_path, monkeypatch
):
    """Durable before shown, frame by frame: when the compositor turns a frame's display
    list into pixels, every move the rules have taken (the one the list may show first
    included) is in the journal another reader finds on the disk, the writer thread
    notwithstanding. So a kill at any moment after a frame is composed loses nothing it
    showed."""
    monkeypatch.setenv("MEMOTABLE_DATA_DIR", str(tmp_path))
    from engine.shell.starting import bot_setup, game_scene
    from engine.storage.saves import clear_save, flush_saves, read_record, save_path
    from games.core.registry import get_game
    from tests.fingers import new_app, run_until

    app = new_app(speed=8)
    scene = game_scene(app, bot_setup(get_game(game), None, 7, "classic"))
    app.scenes.push(scene)
    behind: list[tuple[int, int]] = []  # (moves taken, moves on the disk) where it lagged
    compose = app.compositor.compose

    def composed_after_the_journal(frame, screen) -> None:
        taken = len(scene.record.moves)
        if taken:
            path = save_path()
            on_disk = len(read_record(path)[0].moves) if path.exists() else 0
            if on_disk < taken:
                behind.append((taken, on_disk))
        compose(frame, screen)

    monkeypatch.setattr(app.compositor, "compose", composed_after_the_journal)
    try:
        assert run_until(app, lambda: len(scene.record.moves) >= 12 or scene.state.over, 6000)
        assert behind == []
    finally:
        clear_save()
        flush_saves()
