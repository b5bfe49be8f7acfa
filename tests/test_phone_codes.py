"""The codes a phone scans: each person's seat panel shows its own, facing its seat, with
its letters under it, and a phone's camera reads it off the screen (zbarimg, where
installed: .ci/run installs it); a joined seat shows 📱 ✅ instead, and 📱 ⏳ while its
phone joins again (the code is spent); computers' seats and panels too narrow show none; a
new game deals new codes; the Wi-Fi code sits in the corners the ⏸ buttons leave free.
Also the operator's switch (Settings → Phones, and `--phones-address` on the command
line)."""

from __future__ import annotations

import shutil
import subprocess

import pygame
import pytest
import segno

from engine.i18n import tr
from engine.phones.code import BORDER, MODULES, code_column, has_room, paint_code
from engine.shell.cli import main
from tests.fingers import frames, run_until, start_game, tap
from tests.phones import Phone, phones_off, phones_on, token_of

ZBAR = shutil.which("zbarimg")


def read_codes(surface: pygame.Surface, tmp_path) -> list[str]:
    """What a camera reads off the screen: every QR code's text (zbarimg)."""
    path = tmp_path / "screen.png"
    pygame.image.save(surface, str(path))
    done = subprocess.run([ZBAR, "-q", "--raw", str(path)], capture_output=True, text=True)
    return sorted(line for line in done.stdout.splitlines() if line)


@pytest.fixture
def game():
    apps = []

    def start(name: str, players: int, humans, **kwargs):
        app, scene = start_game(name, players, humans, pixels=True, **kwargs)  # a camera reads
        phones_on(app)
        apps.append(app)
        frames(app, 12)  # a frame paints one new panel at most (the panel throttle)
        return app, scene

    yield start
    for app in apps:
        phones_off(app)


def test_a_code_is_painted_module_for_module_on_whole_pixels():
    text = "HTTP://192.168.1.20:8765/ABC234"
    art = paint_code(text, 150)
    matrix = segno.make(text, error="m", micro=False).matrix
    modules = len(matrix) + 2 * BORDER
    scale = 150 // modules
    left = (150 - modules * scale) // 2
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            at = (
                left + (x + BORDER) * scale + scale // 2,
                left + (y + BORDER) * scale + scale // 2,
            )
            assert (art.get_at(at)[0] < 128) == bool(dark), (x, y)
    assert art.get_at((1, 1))[:3] == (255, 255, 255)  # the quiet border is white


@pytest.mark.parametrize(("size", "players"), [((1280, 720), 7), ((1920, 1080), 3)])
def test_every_persons_panel_shows_its_own_code_and_a_camera_reads_it(
    game, tmp_path, size, players
):
    humans = tuple(range(players - 1))  # the last seat is a computer's: no code
    app, scene = game("memorandum", players, humans, size=size)
    urls = {scene.phones.url(seat) for seat in humans}
    assert len(urls) == len(humans) and all(url.startswith("HTTP://127.0.0.1:") for url in urls)
    assert scene.phones.shows(players - 1) is None
    assert all(scene.phones.shows(seat) == scene.phones.url(seat) for seat in humans)
    plan = scene.panels.plan(scene.seats[0])
    assert plan.name_row.left >= 2 * MODULES  # the name moved right of a code of 2 px modules
    assert all(segno.make(url, error="m", micro=False).version <= 2 for url in urls)
    if ZBAR is None:
        pytest.skip(
            "zbarimg is not installed (apt-get install zbar-tools): the codes' pixels "
            "were checked, not read as a camera would"
        )
    assert read_codes(app.screen, tmp_path) == sorted(urls)


def test_a_joined_seat_shows_a_phone_and_its_spent_code_never_again(game, tmp_path):
    app, scene = game("fireball-court", 2, (0, 1), size=(1280, 720))
    phone = Phone(app.phones, token_of(scene, 0))
    assert run_until(app, lambda: scene.phones.joined(0), 600)
    frames(app, 4)
    assert scene.phones.shows(0) == ("joined",)
    if ZBAR is not None:
        assert read_codes(app.screen, tmp_path) == [scene.phones.url(1)]
    phone.close()  # the phone drops: it joins again with its own secret, not the code
    assert run_until(app, lambda: not scene.phones.joined(0), 600)
    frames(app, 4)
    assert scene.phones.shows(0) == ("away",)
    if ZBAR is not None:
        assert read_codes(app.screen, tmp_path) == [scene.phones.url(1)]
    spent = token_of(scene, 0)
    scene.phones.change_phone(0)  # "change phone" on its card: a new code shows
    assert run_until(app, lambda: scene.phones.shows(0) == scene.phones.url(0), 600)
    assert token_of(scene, 0) != spent
    frames(app, 4)
    if ZBAR is not None:
        assert read_codes(app.screen, tmp_path) == sorted(scene.phones.url(s) for s in (0, 1))


def test_a_new_game_deals_new_codes_and_the_old_ones_expire(game):
    app, scene = game("fireball-court", 2, (0, 1))
    old = token_of(scene, 0)
    phone = Phone(app.phones, old)
    assert phone.until(lambda m: m["type"] == "joined")
    scene.restart()
    app.scenes.apply_pending()
    frames(app, 3)
    fresh = app.scenes.top
    assert fresh is not scene and token_of(fresh, 0) != old
    assert phone.until(lambda m: m == {"type": "bye", "reason": "ended"})
    late = Phone(app.phones, old)
    assert late.until(lambda m: m == {"type": "error", "error": "expired"})


def test_panels_too_narrow_for_a_code_and_tables_of_computers_show_none(game):
    assert has_room((347, 100)) and has_room((270, 107)) and not has_room((223, 150))
    _, scene = game("tamega", 8, range(8), size=(1280, 720), orientation="tablet")
    assert all(scene.phones.shows(seat) is None for seat in range(8))
    plan = scene.panels.plan(scene.seats[0])
    size = (round(scene.seats[0].panel_size[0]), round(scene.seats[0].panel_size[1]))
    assert code_column(plan, size) is None
    _, demo = game("devils-circle", 3, ())
    assert demo.phones.tokens is None and demo.phones.shows(0) is None


def test_the_wifi_code_shows_in_the_free_corners_until_every_seat_has_joined(game, tmp_path):
    app, scene = game("fireball-court", 2, (0, 1), size=(1280, 720))
    app.settings.phones_wifi, app.settings.phones_wifi_password = "Table Wi-Fi", "s3cret;pw"
    frames(app, 2)
    corner = pygame.Rect(0, 0, 120, 160)
    before = pygame.image.tobytes(app.screen.subsurface(corner), "RGB")
    if ZBAR is not None:
        wifi = "WIFI:T:WPA;S:Table Wi-Fi;P:s3cret\\;pw;;"
        assert read_codes(app.screen, tmp_path).count(wifi) == 2
    phones = [Phone(app.phones, token_of(scene, seat)) for seat in (0, 1)]
    assert run_until(app, lambda: scene.phones.joined(0) and scene.phones.joined(1), 600)
    frames(app, 2)
    assert pygame.image.tobytes(app.screen.subsurface(corner), "RGB") != before
    for phone in phones:
        phone.close()


def test_the_operator_turns_phones_on_and_off_in_settings_and_a_bad_address_stays_off():
    from engine.shell.phones_settings import PhonesScene
    from engine.shell.settings_scene import SettingsScene
    from tests.fingers import new_app

    app = new_app()
    app.scenes.push(SettingsScene(app))
    app.scenes.apply_pending()
    tap(
        app,
        _button(app.scenes.top, "Phones").frame.to_screen(_button(app.scenes.top, "Phones").center),
    )
    phones = app.scenes.top
    assert isinstance(phones, PhonesScene) and phones.lines() == (tr("settings.phones_off"),)
    app.settings.phones_address, app.settings.phones_port = "127.0.0.1", 18765
    phones.toggle()
    try:
        assert app.phones is not None and app.settings.phones
        assert any("127.0.0.1:18765" in button.label for button in phones.buttons)
        where = tr("settings.phones_where", address="127.0.0.1:18765")
        assert phones.lines() == (where, tr("settings.phones_no_game"))
    finally:
        phones.toggle()
    assert app.phones is None and not app.settings.phones
    app.settings.phones_address = "203.0.113.9"  # not this machine's: it cannot listen there
    phones.toggle()
    assert app.phones is None and not app.settings.phones
    assert any("cannot start" in button.label for button in phones.buttons)


def _button(scene, starts: str):
    return next(b for b in scene.buttons if b.label.startswith(starts))


@pytest.mark.parametrize("address", ["nonsense", "0.0.0.0", "192.168.1.20:99999", "[::]:8765"])
def test_a_bad_phones_address_on_the_command_line_is_one_line_and_exit_2(address, capsys):
    assert (
        main(["--phones-address", address, "simulate", "tamega", "--players", "2", "--seed", "1"])
        == 2
    )
    err = capsys.readouterr().err
    assert err.startswith("memotable: ") and err.count("\n") == 1
