"""Quit asks first, everywhere (engine/shell/confirm.py): one stray tap never ends the app
or gives up a game in progress. Grown-ups tap an answer; in party mode the question is
pictures only and ✅ wants a grown-up's hold. All by fingers."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from engine.game.scene import GameScene
from engine.i18n import tr
from engine.shell.confirm import HOLD_SECONDS, ConfirmScene
from engine.shell.menu import MenuScene
from engine.shell.starting import bot_setup, game_scene
from games.core.registry import get_game
from tests.fingers import finger, frames, hold, lift, new_app, run_until, tap
from tests.shown import texts_in


def center_of(button):
    return button.frame.to_screen(button.center)


def quit_buttons(app) -> list:
    return [b for b in app.scenes.top.buttons if b.emoji == "🚪"]  # party mode: no words


def tap_label(app, label: str) -> None:
    tap(app, center_of(next(b for b in app.scenes.top.buttons if b.label == label)))


def party_menu():
    app = new_app()
    app.scenes.replace(MenuScene(app, kids=True), fade=False)
    app.scenes.apply_pending()
    frames(app, 2)
    return app


def asked(app) -> ConfirmScene:
    top = app.scenes.top
    assert isinstance(top, ConfirmScene), f"{top.name} instead of the question"
    return top


@pytest.mark.parametrize("side", [0, 1])
def test_a_tap_on_quit_asks_facing_that_side_and_back_keeps_the_app(side):
    app = new_app()
    button = quit_buttons(app)[side]  # the bottom bar's, then the top bar's
    tap(app, center_of(button))
    assert app.running, "one tap on Quit ended the app"
    assert asked(app).angle == button.frame.angle
    tap_label(app, tr("setup.back"))
    assert app.running and isinstance(app.scenes.top, MenuScene)


def test_confirming_quit_ends_the_app():
    app = new_app()
    tap(app, center_of(quit_buttons(app)[0]))
    tap_label(app, tr("menu.quit"))
    assert not app.running


def test_escape_on_the_question_goes_back():
    app = new_app()
    tap(app, center_of(quit_buttons(app)[0]))
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)])
    frames(app, 1)
    assert app.running and isinstance(app.scenes.top, MenuScene)


def test_party_question_has_pictures_only_and_wants_a_hold():
    app = party_menu()
    tap(app, center_of(quit_buttons(app)[0]))
    question = asked(app)
    frames(app, 1)
    assert texts_in(app.shown_of(question)) == [], "a child would have to read"
    yes, no = question.buttons
    assert (yes.emoji, no.emoji) == ("✅", "❌") and not yes.label and not no.label
    tap(app, center_of(yes))
    assert app.running and app.scenes.top is question, "a child's tap on ✅ quit"
    hold(app, center_of(yes), HOLD_SECONDS * 0.6)
    lift(app, center_of(yes))
    frames(app, round(HOLD_SECONDS * 60))
    assert app.running, "a hold let go early still quit"
    hold(app, center_of(yes), HOLD_SECONDS + 0.1)
    assert not app.running, "a grown-up's hold on ✅ did not quit"


def test_party_cross_goes_back_at_a_tap():
    app = party_menu()
    tap(app, center_of(quit_buttons(app)[0]))
    tap(app, center_of(asked(app).buttons[1]))
    assert app.running and isinstance(app.scenes.top, MenuScene)


def test_a_hold_that_slides_off_the_tick_does_not_quit():
    app = party_menu()
    tap(app, center_of(quit_buttons(app)[0]))
    yes = asked(app).buttons[0]
    x, y = center_of(yes)
    frames(app, 1, [finger(pygame.FINGERDOWN, app, (x, y))])
    frames(app, 6, [finger(pygame.FINGERMOTION, app, (x, y + yes.size[1]))])
    frames(app, round(HOLD_SECONDS * 70))
    assert app.running


def game_under_way(kids: bool = False):
    app = new_app(speed=4)
    setup = bot_setup(get_game("tamega"), 4, 11, "classic")
    setup.kids = kids
    scene = game_scene(app, setup)
    scene.persist = False
    app.scenes.push(scene)
    assert run_until(app, lambda: scene.state.moves >= 2, 3600)
    scene.open_pause()
    frames(app, 2)
    return app, scene


def test_pause_restart_asks_before_giving_up_a_game_in_progress():
    app, scene = game_under_way()
    tap_label(app, tr("pause.restart"))
    asked(app)
    tap_label(app, tr("setup.back"))
    frames(app, 2)
    assert app.scenes.top.name == "pause" and app.scenes.stack[-2] is scene
    tap_label(app, tr("pause.restart"))
    tap_label(app, tr("pause.restart"))
    assert run_until(app, lambda: isinstance(app.scenes.top, GameScene), 30)
    assert scene not in app.scenes.stack and app.scenes.top.name != "pause"


def test_party_restart_asks_in_pictures():
    app, scene = game_under_way(kids=True)
    assert all(b.label == "" for b in app.scenes.top.buttons)  # the pause card: pictures
    tap(app, center_of(next(b for b in app.scenes.top.buttons if b.emoji == "🔄")))
    question = asked(app)
    frames(app, 1)
    assert question.kids and texts_in(app.shown_of(question)) == []
    tap(app, center_of(question.buttons[0]))
    assert app.scenes.top is question
    hold(app, center_of(question.buttons[0]), HOLD_SECONDS + 0.1)
    assert run_until(app, lambda: isinstance(app.scenes.top, GameScene), 30)
    assert scene not in app.scenes.stack
