"""A dialog never cuts its words short: the keep question, once a finger has tapped "Don't
keep", says the whole "Tap again to throw it away" in every language at 720p (on two lines
where one is too short), never below the floor."""

from __future__ import annotations

import pytest

from engine import i18n
from engine.drawing import judge
from engine.shell.boot import make_app
from engine.shell.pause import KeepScene
from engine.shell.starting import bot_setup, game_scene
from games.core.registry import get_game
from tests.fingers import frames, tap
from tests.language_tour import recording

SIZE = (1280, 720)


@pytest.fixture
def speak():
    yield i18n.set_language
    i18n.set_language("en")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_armed_keep_question_says_its_whole_label(speak, lang):
    speak(lang)
    with recording() as drawn:
        app = make_app(SIZE, headless=True, lang=lang)
        drawn.watch(app.scenes)
        app.scenes.push(app.home())
        game = game_scene(app, bot_setup(get_game("tamega"), 8, 3, "classic"))
        game.persist = False
        app.scenes.push(game)
        frames(app, 5)
        app.scenes.push(KeepScene(app, game))
        frames(app, 2)
        keep = app.scenes.top
        discard = keep.buttons[1]
        tap(app, discard.frame.to_screen(discard.center))
        frames(app, 2)
    again = i18n.tr("pause.discard_again")
    assert discard.label == i18n.tr("pause.discard") and keep.armed_at is not None  # armed
    shown = [label for (scene, label) in drawn.smallest if scene == "dialog keep"]
    lines = [label for label in shown if again.startswith(label) or label in again]
    assert " ".join(sorted(lines, key=again.find)) == again
    assert not any(whole == again for _, whole in drawn.cut)
    floor = judge.floor_px(SIZE)
    assert min(drawn.smallest[("dialog keep", line)] for line in lines) >= floor
