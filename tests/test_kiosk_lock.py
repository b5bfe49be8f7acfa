"""The kiosk holds (issue 24, finding 7): fullscreen after any resize or display change, a
growing wait after wrong PINs that a restart keeps (issue 38), no kiosk without a PIN the
operator chose, the PIN changed behind the PIN, and kept as a salted hash in a file its
owner alone may read."""

import json
import os
import stat

import pygame
import pytest

from engine.drawing.display import WORDS
from engine.i18n import tr
from engine.shell.boot import make_app
from engine.storage.pin import check_pin, hash_pin
from engine.storage.pin_tries import FIRST_WAIT, FREE_TRIES, LONGEST_WAIT, Backoff, tries_path
from engine.storage.settings import load_settings, save_settings
from tests.fingers import checked, frames, run_until, tap
from tests.test_unattended import PIN, kiosk_app


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("MEMOTABLE_DATA_DIR", str(tmp_path))
    return tmp_path


def _button(scene, label):
    return next(b for b in scene.buttons if b.label == label)


def _type(app, digits):
    """Type `digits` and OK on the pad on top, and wait for its check (off the frame)."""
    pad = app.scenes.top
    for digit in [*digits, "OK"]:
        button = next(
            b for b in pad.buttons if b.label == (tr("kiosk.ok") if digit == "OK" else digit)
        )
        tap(app, button.frame.to_screen(button.center))
    assert checked(app, pad)
    frames(app, 2)
    return pad


def _pad_line(app) -> str:
    """What the last frame's pad said above its keys (the dots, what went wrong, the wait)."""
    [line] = [item for item in app.shown.items if item.kind == WORDS and item.what == "PIN"]
    return line.image.key[1]


def _open_pad(app):
    app.supervisor.open_pin()
    frames(app, 2)
    assert app.scenes.top.name == "pin"
    return app.scenes.top


def test_a_kiosk_window_is_fullscreen_again_after_a_resize_or_a_display_change(data_dir):
    app = make_app((1280, 720), kiosk=True)  # a real window (SDL's dummy display)
    app.settings.kiosk_pin_hash = hash_pin(PIN)
    app.scenes.push(app.home())
    frames(app, 2)
    desktop = pygame.display.get_desktop_sizes()[0]
    for event in (
        pygame.event.Event(pygame.VIDEORESIZE, w=800, h=600, size=(800, 600)),
        pygame.event.Event(pygame.WINDOWDISPLAYCHANGED, display_index=0),
        pygame.event.Event(pygame.WINDOWRESTORED),
    ):
        pygame.display.set_mode((800, 600), pygame.RESIZABLE)  # what the window manager did
        app.frame(1 / 60, events=[event])
        shown = pygame.display.get_surface()
        assert shown.get_flags() & pygame.FULLSCREEN and shown.get_size() == desktop
        assert app.size == desktop and app.screen is shown


def test_wrong_pins_earn_a_growing_wait_shown_on_the_pad_even_for_the_right_one(data_dir):
    app = kiosk_app(speed=6.0)  # the waits are half a minute and more
    pad = _open_pad(app)
    for _ in range(FREE_TRIES - 1):
        _type(app, "1111")
        assert pad.shown()[0] == tr("kiosk.wrong")  # a slip of the finger: no wait yet
    _type(app, "1111")
    assert pad.shown()[0] == tr("kiosk.wait", time="0:30")
    assert _pad_line(app).startswith(tr("kiosk.wait", time="0:"))  # shown on the pad
    _type(app, PIN)  # the right PIN is not even checked while the pad waits
    assert app.scenes.top is pad and pad.tries.wait(app.now) > 0
    app.scenes.pop()  # closing the pad does not reset the wait
    frames(app, 2)
    pad = _open_pad(app)
    assert pad.shown()[0].startswith(tr("kiosk.wait", time="0:"))
    assert _pad_line(app) == pad.shown()[0]
    assert run_until(app, lambda: pad.tries.wait(app.now) == 0, 60 * 60)
    _type(app, "2222")
    # doubled (less the few frames the last digits took at this speed)
    assert pad.tries.wait(app.now) == pytest.approx(2 * FIRST_WAIT, abs=0.5)
    assert run_until(app, lambda: pad.tries.wait(app.now) == 0, 60 * 120)
    _type(app, PIN)
    assert app.scenes.top.name == "operator"
    assert app.supervisor.pin_tries.wrong == 0


def test_an_invalid_pin_in_the_settings_is_said_and_the_operator_chooses_one_first(data_dir):
    (data_dir / "settings.json").write_text(json.dumps({"kiosk_pin": "12", "sound": False}))
    app = make_app((1280, 720), headless=True, kiosk=True)
    app.scenes.push(app.home())
    frames(app, 2)
    chooser = app.scenes.top
    assert chooser.name == "pin-set" and chooser.lines() == (tr("kiosk.pin_invalid"),)
    assert tr("kiosk.pin_invalid") in app.scenes.stack[0].notice  # the menu says it too
    saved = (data_dir / "settings.json").read_text()
    assert '"12"' not in saved and "2468" not in saved and not app.settings.kiosk_pin_hash
    tile = app.scenes.stack[0].tiles[0][1]
    tap(app, tile.center)  # nobody plays before the operator has chosen a PIN
    app.frame(1 / 60, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE)])
    frames(app, 2)
    assert app.scenes.top is chooser and len(app.scenes.stack) == 2
    _type(app, "13")
    assert chooser.shown()[0] == tr("kiosk.pin_digits")
    _type(app, "1357")
    assert chooser.title() == tr("kiosk.pin_again")
    _type(app, "1358")  # not the same: start again
    assert chooser.shown()[0] == tr("kiosk.pin_mismatch") and not chooser.first
    _type(app, "1357")
    _type(app, "1357")
    assert app.scenes.top.name == "menu"
    stored = load_settings(data_dir / "settings.json").kiosk_pin_hash
    assert check_pin("1357", stored) and "1357" not in (data_dir / "settings.json").read_text()
    _open_pad(app)
    _type(app, "1357")
    assert app.scenes.top.name == "operator"


def test_a_first_kiosk_start_asks_for_a_pin_and_a_plain_one_becomes_a_salted_hash(data_dir):
    app = make_app((1280, 720), headless=True, kiosk=True)
    app.scenes.push(app.home())
    frames(app, 2)
    assert app.scenes.top.name == "pin-set"
    assert app.scenes.top.lines() == (tr("kiosk.pin_none"),)

    path = data_dir / "settings.json"
    path.write_text(json.dumps({"kiosk_pin": "4321"}))  # an older version's plain PIN
    first = load_settings(path)
    assert "4321" not in path.read_text() and check_pin("4321", first.kiosk_pin_hash)
    assert not check_pin("4322", first.kiosk_pin_hash)
    assert hash_pin("4321") != hash_pin("4321")  # salted: the same PIN never hashes alike
    assert load_settings(path).kiosk_pin_hash == first.kiosk_pin_hash


def test_the_operator_changes_the_pin_behind_the_pin(data_dir):
    app = kiosk_app()
    settings = next(b for b in app.scenes.top.buttons if b.emoji == "⚙️")
    tap(app, settings.frame.to_screen(settings.center))
    _type(app, PIN)
    assert app.scenes.top.name == "settings"
    change = next(b for b in app.scenes.top.buttons if b.emoji == "🔑")
    assert change.label == tr("settings.change_pin")
    tap(app, change.frame.to_screen(change.center))
    assert app.scenes.top.name == "pin-set"
    _type(app, "97531")
    _type(app, "97531")
    assert app.scenes.top.name == "settings"
    app.scenes.pop()
    frames(app, 2)
    _open_pad(app)
    _type(app, PIN)  # the old PIN no longer opens it
    assert app.scenes.top.name == "pin"
    app.scenes.pop()
    frames(app, 2)
    _open_pad(app)
    _type(app, "97531")
    assert app.scenes.top.name == "operator"


# --- issue 38: the wrong-PIN count lived in memory; settings.json was everyone's to read ---
def test_wrong_pin_tries_and_their_wait_outlast_a_restart(data_dir):
    app = kiosk_app()
    pad = _open_pad(app)
    for _ in range(FREE_TRIES):
        _type(app, "1111")
    assert pad.shown()[0] == tr("kiosk.wait", time="0:30")
    again = kiosk_app()  # a restart (or a pulled plug: each try was kept before its answer)
    tries = again.supervisor.pin_tries
    assert tries.wrong == FREE_TRIES and 0 < tries.wait(again.now) <= FIRST_WAIT
    pad = _open_pad(again)
    assert pad.shown()[0].startswith(tr("kiosk.wait", time="0:"))
    _type(again, PIN)  # not even checked while the pad waits
    assert again.scenes.top is pad
    stat_of = (data_dir / "pin_tries.json").stat()
    assert os.name != "posix" or stat.S_IMODE(stat_of.st_mode) == 0o600


def test_pin_tries_are_read_strictly_and_a_damaged_file_gives_no_free_tries(data_dir):
    for text in ('{"wrong": "0", "until": 0}', '{"wrong": -1, "until": 0}', "[]", "{"):
        tries_path().write_text(text)
        assert Backoff.kept(0.0, tries_path()).wrong == FREE_TRIES
        assert not tries_path().exists()  # set aside, for the operator to find
    tries_path().write_text('{"wrong": 40, "until": 1e300}')  # a clock gone wrong
    assert Backoff.kept(0.0, tries_path()).wait(0.0) == LONGEST_WAIT  # never more than earned


@pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX")
def test_the_settings_holding_the_pins_hash_are_the_owners_to_read_alone(data_dir):
    settings = load_settings()
    settings.kiosk_pin_hash = hash_pin("2468")
    save_settings(settings)
    path = data_dir / "settings.json"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    os.chmod(path, 0o644)  # an older version wrote it so: the next write takes it back
    settings.sound = False
    save_settings(settings)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
