"""A sixth game is a folder: `tools/new_game.py` makes one from the template
(`tools/game_template`) in a temporary folder, writing nothing else; the registry finds it
there (the folder joins the `games` package's path, as tests/test_adding_a_game.py does),
and then it has its tile on the menu, a person's taps in its scene make its moves, and it
keeps every check of tests/test_contract.py."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import games
from engine import i18n
from games.catalog import GAME_PACKAGES
from games.core.registry import all_games, get_game, unregister
from tests.fingers import frames, new_app, no_kept_game, run_until, tap
from tests.test_architecture import GAME_MODULES, SCENE_MODULES
from tests.test_contract import keeps_the_contract

ROOT = Path(__file__).resolve().parents[1]
NAME, PACKAGE = "sixth-game", "sixth_game"


def new_game(*args: str) -> subprocess.CompletedProcess:
    command = [sys.executable, str(ROOT / "tools" / "new_game.py"), *args]
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    """The game made in a temporary folder and registered from there for this module."""
    root = tmp_path_factory.mktemp("made")
    done = new_game(NAME, "--root", str(root))
    assert done.returncode == 0, done.stderr
    patch = pytest.MonkeyPatch()
    patch.setattr(games, "__path__", [*games.__path__, str(root / "games")])
    yield root
    patch.undo()
    unregister(NAME)
    for module in [m for m in sys.modules if m.startswith(f"games.{PACKAGE}")]:
        del sys.modules[module]


def test_the_tool_writes_a_whole_game_folder_and_its_words_and_nothing_else(made):
    written = {p.relative_to(made).as_posix() for p in made.rglob("*") if p.is_file()}
    folder = f"games/{PACKAGE}"
    assert {f"assets/i18n/{PACKAGE}.en.json"} | {f"{folder}/{m}" for m in GAME_MODULES} <= written
    assert {f"{folder}/scene/{m}" for m in SCENE_MODULES} <= written
    assert {p for p in written if not p.startswith(f"{folder}/")} == {
        f"assets/i18n/{PACKAGE}.en.json"
    }
    assert not [p for p in written if "emplate" in (made / p).read_text(encoding="utf-8")]
    again = new_game(NAME, "--root", str(made))  # never written over
    assert again.returncode == 2 and "exists already" in again.stderr
    assert new_game("Not A Name", "--root", str(made)).returncode == 2


def test_it_is_registered_after_the_catalogs_games_with_its_tile_on_the_menu(made):
    spec = get_game(NAME)
    assert spec.title == "Sixth game" and spec.available
    assert [s.id for s in all_games()][len(GAME_PACKAGES)] == NAME
    no_kept_game()
    app = new_app()
    frames(app)
    tiles = dict(app.scenes.top.tiles)
    assert NAME in tiles
    assert [item for item in app.shown.items if item.what == f"tile {NAME}"]
    tap(app, tiles[NAME].center)
    assert run_until(app, lambda: app.scenes.top.name == "setup", 60)
    assert app.scenes.top.spec is spec


def test_a_persons_taps_on_its_cards_make_its_moves(made):
    """From the menu's tile by fingers: its setup's Play, then on the person's turn two
    taps on face-down cards turn them (the rules took them as that seat's moves)."""
    no_kept_game()
    app = new_app(speed=4)
    frames(app)
    tap(app, dict(app.scenes.top.tiles)[NAME].center)
    assert run_until(app, lambda: app.scenes.top.name == "setup", 60)
    setup = app.scenes.top
    start = next(b for b in setup.buttons if b.label == i18n.tr("setup.start"))
    tap(app, start.frame.to_screen(start.center))
    assert run_until(app, lambda: app.scenes.top.name == "game", 60)
    scene = app.scenes.top
    person = next(seat for seat in range(scene.state.players) if scene.is_human(seat))
    for _ in range(2):
        assert run_until(app, lambda: scene.state.turn == person and scene.input_open())
        card = min(a.card for a in scene.state.legal_actions(person))
        moves = scene.state.moves
        tap(app, scene.grid.rects[card].center)
        assert scene.state.moves == moves + 1
        assert scene.match.record.moves[-1]["seat"] == person
        assert scene.match.record.moves[-1]["action"] == {"type": "Turn", "card": card}
    assert app.errors == []


def test_it_keeps_the_contract(made):
    keeps_the_contract(get_game(NAME))
