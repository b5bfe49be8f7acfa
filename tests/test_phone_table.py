"""The table's side of phones, read from the display list (`app.shown`): each person's
code and each joined seat's 📱 are items on that seat's panel, facing it (a code a target
to aim a phone at, the 📱 words naming the hand that is on its phone), and the layout
audit finds no code, 📱 or Wi-Fi code covering anything, in every game with the most
seats, at the smallest screen and (Fireball Court, Memorandum) at 4K, while computers
play the people's seats. What a phone takes off the table is not offered there: Fireball
Court's "started this round" stays whole beside a code, in every language; party mode's
pointing hand points a child whose secret square is on their phone at its 📱, not at a
panel that no longer opens it."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from engine.drawing import judge
from engine.drawing.display import TARGET, WORDS
from engine.i18n import language, set_language, tr
from engine.phones.code import spot_centre
from engine.shell.audit import frame_marks
from engine.shell.boot import make_app
from engine.shell.starting import bot_setup, game_scene, playable
from games.fireball_court.scene import painter as fireball_painter
from games.memodixe.rules import PEEK
from tests.fingers import frames, run_until, start_game, tap, wait_for_input
from tests.phones import Phone, phones_off, phones_on, token_of
from tests.test_memodixe_party import hand_taps, spots
from tests.test_memodixe_scene import pair_in_square, staged

SPEED = 6.0  # game seconds per frame second, as the audit plays


def phone_items(app) -> list:
    """The last frame's codes, 📱 marks and Wi-Fi codes."""
    return [
        item
        for item in app.shown.items
        if item.what.startswith("phone code")
        or "on its phone" in item.what
        or item.what == "Wi-Fi code"
    ]


def phone_findings(app) -> list[judge.Finding]:
    """What the layout audit finds wrong with a code, a 📱 or a Wi-Fi code this frame."""
    found = judge.check(frame_marks(app), app.size)
    return [f for f in found if "phone" in f.detail or "Wi-Fi" in f.detail]


@pytest.fixture
def table():
    """A game of `players` computers at `size`, shown as people's (as the audit does),
    phones on, seat 0's phone joined and the table's Wi-Fi code on."""
    made: list = []

    def start(game: str, players: int, size: tuple[int, int]):
        app = make_app(size, headless=True, speed=SPEED)
        app.clock.max_steps = max(app.clock.max_steps, int(SPEED * 2) + 1)
        setup = bot_setup(playable(game), players, 3, "classic")
        scene = game_scene(app, setup)
        scene.persist = False
        app.scenes.push(scene)
        app.scenes.apply_pending()
        setup.seats = [replace(plan, kind="human") for plan in setup.seats]  # bots decide
        phones_on(app)
        app.settings.phones_wifi = "Table Wi-Fi"
        frames(app, 2)
        phone = Phone(app.phones, token_of(scene, 0))
        made.append((app, phone))
        assert run_until(app, lambda: scene.phones.joined(0), 600)
        return app, scene

    yield start
    for app, phone in made:
        phone.close()
        phones_off(app)


@pytest.mark.parametrize(
    ("game", "players", "size"),
    [
        ("fireball-court", 2, (1280, 720)),
        ("fireball-court", 2, (3840, 2160)),
        ("memorandum", 7, (1024, 768)),
        ("memorandum", 7, (3840, 2160)),
        ("memodixe", 6, (1024, 768)),
        ("devils-circle", 6, (1024, 768)),
        ("tamega", 8, (1024, 768)),
    ],
)
def test_the_codes_and_marks_face_their_seats_on_their_panels_and_cover_nothing(
    table, game, players, size
):
    app, scene = table(game, players, size)
    seen: dict[str, int] = {}
    for _ in range(150):
        frames(app, 1)
        if scene.standstill is not None:
            continue  # the table stands still under its veil: no panel shows
        assert phone_findings(app) == []
        for item in phone_items(app):
            seen[item.what] = seen.get(item.what, 0) + 1
            if item.what == "Wi-Fi code":
                assert item.kind == TARGET
                continue
            seat = scene.seats[item.seat]
            assert item.angle == seat.angle % 360 and item.still
            assert seat.screen_rect().contains(item.rect)  # over its own panel
            if item.what.startswith("phone code"):
                assert item.kind == TARGET and item.what == f"phone code of seat {seat.index + 1}"
                assert scene.phones.shows(seat.index) == scene.phones.url(seat.index)
            else:
                assert item.kind == WORDS and item.what == "seat 1's hand on its phone"
                assert seat.index == 0 and scene.phones.joined(0)
    codes = {scene.phones.url(s) for s in range(players) if scene.phones.shows(s) is not None}
    assert seen, "no code showed"
    if scene.phones.shows(0) is not None:  # a panel with room for a code shows 📱 once joined
        assert seen.get("seat 1's hand on its phone")
        assert len([w for w in seen if w.startswith("phone code")]) == len(codes) - 1
    assert seen.get("Wi-Fi code")  # seat 0 alone joined: the others may still need Wi-Fi


@pytest.mark.parametrize("lang", ["en", "fr", "nl", "de"])
@pytest.mark.parametrize("size", [(1024, 768), (1280, 720), (1920, 1080)])
def test_fireball_courts_starter_words_stay_whole_beside_a_code(lang, size):
    before = language()
    set_language(lang)
    try:
        app, scene = start_game("fireball-court", 2, (0, 1), size=size)
        phones_on(app)
        frames(app, 2)
        seat = scene.seats[0]
        narrow = scene.panels.plan(seat).slot
        phones_off(app)
        wide = scene.panels.plan(seat).slot
        assert narrow.width < wide.width  # the code took its room
        for slot in (narrow, wide):
            said = painted_words(scene, slot)
            started = tr("fireball_court.started")
            lines = [text for text in said if text in started]
            assert " ".join(lines) == started and "…" not in "".join(said)
    finally:
        set_language(before)


def painted_words(scene, slot: pygame.Rect) -> list[str]:
    """The words Fireball Court paints into a panel `slot` for a seat that started the
    round (a raster that paints every picture asked for, keeping the words' keys)."""
    said: list[str] = []

    def raster(image):
        if image.key[0] == "text":
            said.append(image.key[1])
        return image.make(raster)

    surface = pygame.Surface(scene.seats[0].panel_size)
    fireball_painter.paint_panel(raster, surface, slot, scene.unit, 101, True)
    return said


@pytest.mark.parametrize("joined", [False, True])
def test_the_pointing_hand_points_a_child_whose_secret_is_on_their_phone_at_its_mark(joined):
    app, scene = start_game(
        "memodixe", 3, (0, 1, 2), seed=11, kids=True, arrange=staged(pair_in_square("eye", 3))
    )
    phones_on(app)
    try:
        frames(app, 2)
        phone = Phone(app.phones, token_of(scene, 0)) if joined else None
        assert run_until(app, lambda: scene.phones.joined(0) == joined, 600)
        tap(app, scene.geometry.places[0])
        assert wait_for_input(app, scene)
        tap(app, scene.geometry.places[1])
        assert wait_for_input(app, scene) and scene.state.phase == PEEK
        panel = scene.seats[0]
        mark = spot_centre(panel, scene.panels.plan(panel))
        expected = [mark] if joined else [panel.center]  # without a phone: hold the panel
        assert scene.touch_hints(0) == expected
        assert run_until(app, lambda: bool(hand_taps(app)), 60 * 12)
        assert set(hand_taps(app)) == spots(expected)
        if phone is not None:
            phone.close()
    finally:
        phones_off(app)
