"""Adding a game is adding a folder: a package with a spec.py under games/ is found by the
registry and then plays by the contract, with nothing else edited. Shown with the toy game
of tests/toy_game.py, declared by a spec.py in a folder that exists only for this test."""

from __future__ import annotations

import sys

import pytest

import games
from games.catalog import GAME_PACKAGES
from games.core.driver import play_game
from games.core.record import GameRecord, replay
from games.core.registry import all_games, game_packages, get_game, unregister

SPEC_PY = """
from games.core.registry import GameSpec, Ref, register

SPEC = register(
    GameSpec(
        id="folder-toy",
        title="Folder toy",
        min_players=2,
        max_players=4,
        age=4,
        new_state=Ref("tests.toy_game:ToyState"),
        make_bot=Ref("tests.toy_game:ToyBot"),
        actions=Ref("tests.toy_game:ACTIONS"),
        presets={"classic": {"pairs": 4}},
    )
)
"""


@pytest.fixture
def game_folder(tmp_path, monkeypatch):
    package = tmp_path / "folder_toy"
    package.mkdir()
    (package / "__init__.py").write_text('"""A game that is only a folder."""\n')
    (package / "spec.py").write_text(SPEC_PY)
    monkeypatch.setattr(games, "__path__", [*games.__path__, str(tmp_path)])
    yield package
    unregister("folder-toy")
    for name in [m for m in sys.modules if m.startswith("games.folder_toy")]:
        del sys.modules[name]


def test_a_folder_with_a_spec_is_a_game(game_folder):
    listed = list(GAME_PACKAGES)  # the catalog's order first, then the folders it lacks
    assert game_packages()[: len(listed)] == listed and game_packages()[-1] == "folder_toy"
    spec = get_game("folder-toy")
    assert spec in all_games()
    record = play_game(spec, 3, 11, spec.options(), ["perfect", "child", "casual"]).record
    again = replay(GameRecord.from_json(record.to_json()))
    assert again.over and again.scores() == record.scores


def test_listing_the_games_loads_no_rules():
    """A spec names its rules, bots and review; listing the games imports none of them."""
    for name in [m for m in sys.modules if m.startswith("games.") and m.endswith(".bot")]:
        del sys.modules[name]
    all_games()
    assert not [m for m in sys.modules if m.startswith("games.") and m.endswith(".bot")]
