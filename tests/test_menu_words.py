"""The menu's tiles are read from both long sides of the table: each game's title and its
player counts ("2–6 players · 5+") are never under the floor (2.2 % of the short side), in
any language, at 720p and at 4K, for grown-ups and in party mode. A title too long for one
line at the floor ("La Cour des boules de feu") takes two, as the audit's marks show."""

from __future__ import annotations

import pytest

from engine import i18n
from engine.drawing import judge
from engine.drawing.display import TARGET
from engine.shell.boot import make_app
from engine.shell.menu import MenuScene
from games.core.registry import all_games
from tests.fingers import frames
from tests.shown import judged


@pytest.fixture
def speak():
    yield i18n.set_language
    i18n.set_language("en")


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_tiles_words_are_at_the_floor_at_least_and_party_tiles_have_none(speak, lang, size):
    speak(lang)
    app = make_app(size, headless=True, lang=lang)
    found = {}
    for kids in (False, True):
        app.scenes.reset(MenuScene(app, kids=kids), fade=False)
        frames(app, 1)
        tiles = [m for m in judged(app, 2) if m.kind == TARGET and m.what.startswith("tile")]
        assert {m.what for m in tiles} == {f"tile {spec.id}" for spec in all_games()}
        found.update({(kids, m.what): m.text_px for m in tiles})
    floor = judge.floor_px(size)
    grown_ups = {where: px for where, px in found.items() if not where[0]}
    assert {where: px for where, px in grown_ups.items() if px < floor} == {}
    assert {where: px for where, px in found.items() if where[0] and px} == {}  # party: none
