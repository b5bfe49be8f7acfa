"""The first game is taught: the how-to before a game's first start (skippable with one
tap, remembered in the settings), each seat's ❓ over a running game, and the setup's player
counts exactly as the rules allow them, per preset."""

import math

import pygame
import pytest

from engine.drawing import judge, panels, theme
from engine.drawing.display import KEPT_KINDS
from engine.drawing.seats import PAUSE_SIZE, pause_spots
from engine.i18n import tr
from engine.shell.boot import make_app
from engine.shell.howto import FirstHowTo, teach_first
from engine.shell.menu import MenuScene
from engine.shell.setup_scene import player_words
from engine.shell.starting import bot_setup, game_scene
from engine.storage.settings import Settings, load_settings
from engine.words.howto import SeatHowTo, page_fits
from games.core.registry import all_games, get_game
from tests.fingers import frames, new_app, no_kept_game, run_until, start_game, tap
from tests.test_engine_basics import SUPPORTED_SIZES
from tests.test_unattended import PIN_HASH

PLAYABLE = [spec for spec in all_games() if spec.available]


def center_of(button):
    return button.frame.to_screen(button.center)


def labelled(scene, label):
    return next(b for b in scene.buttons if b.label == label)


def to_setup(app, game_id):
    no_kept_game()  # the first game of a test may have been kept
    tap(app, dict(app.scenes.top.tiles)[game_id].center)
    assert run_until(app, lambda: app.scenes.top.name == "setup", 60)
    return app.scenes.top


def start_from_menu(app, game_id):
    setup = to_setup(app, game_id)
    tap(app, center_of(labelled(setup, tr("setup.start"))))
    assert run_until(app, lambda: app.scenes.top.name in ("howto", "game"), 60)
    return app.scenes.top


# --- the first start ------------------------------------------------------------------------
def test_first_start_teaches_a_tap_on_skip_plays_and_the_second_start_goes_straight_in():
    app = new_app(taught=False)
    howto = start_from_menu(app, "tamega")
    assert isinstance(howto, FirstHowTo)
    game = app.scenes.stack[-2]
    assert game.name == "game" and game.paused_at is not None  # waiting under the pages
    [copy] = howto.copies  # one person: one copy
    tap(app, center_of(copy.arrows[1]))  # ➡️: the pages turn; the game still waits
    assert copy.page == 1 and app.scenes.top is howto
    tap(app, center_of(labelled(copy, tr("howto.skip"))))
    assert run_until(app, lambda: app.scenes.top is game, 30)
    assert game.paused_at is None
    assert not app.settings.first_start("tamega")
    assert not load_settings().first_start("tamega")  # durable: a new app remembers
    assert app.settings.first_start("memodixe")  # per game

    no_kept_game()  # the first game may have saved a move: the menu would offer it
    app.scenes.reset(app.home())
    frames(app, 20)
    assert start_from_menu(app, "tamega").name == "game"


def test_finishing_the_pages_plays_too_and_marks_the_game_taught():
    app = new_app(taught=False)
    howto = start_from_menu(app, "devils-circle")
    [copy] = howto.copies
    for _ in copy.pages[1:]:
        tap(app, center_of(copy.arrows[1]))
    play = copy.middle
    frames(app, 1)  # the last page's big button says "Play!"
    assert play.label == tr("setup.start") and not copy.arrows[1].enabled
    tap(app, center_of(play))
    assert run_until(app, lambda: app.scenes.top.name == "game", 30)
    assert not app.settings.first_start("devils-circle")


def test_the_first_pages_face_the_only_person():
    app, scene = start_game("memodixe", 3, humans=(1,), seed=3)
    app.settings.howto_seen = []
    teach_first(app, scene)
    frames(app, 2)
    assert isinstance(app.scenes.top, FirstHowTo)
    assert [c.frame.angle for c in app.scenes.top.copies] == [scene.seats[1].angle] != [0]


def _first_pages(game, players, size):
    app, scene = start_game(game, players, humans=range(players), size=size)
    app.settings.howto_seen = []
    teach_first(app, scene)
    frames(app, 3)
    howto = app.scenes.top
    assert isinstance(howto, FirstHowTo)
    return app, scene, howto


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
@pytest.mark.parametrize(
    ("game", "players"), [("devils-circle", 2), ("devils-circle", 6), ("tamega", 8)]
)
def test_the_first_pages_face_every_side_with_people_each_in_its_share(game, players, size):
    """The first how-to once faced the bottom edge alone and hid the other panels: a copy
    now faces each side with people, lies in that side's share of the middle, on no other
    copy, panel or ⏸, its words whole and at least the readable floor."""
    app, scene, howto = _first_pages(game, players, size)
    pages = [i for i in app.shown.items if i.what == "how to play"]
    sides = {seat.angle % 360 for seat in scene.seats}
    assert sorted(round(p.angle) % 360 for p in pages) == sorted(sides)
    kept = [seat.screen_rect() for seat in scene.seats]
    kept += [b.screen_rect() for b in scene.buttons if b.emoji == "⏸️"]
    screen = pygame.Rect((0, 0), size)
    for k, page in enumerate(pages):
        rect = page.resting_rect
        assert screen.contains(rect) and rect.collidelist(kept) == -1, page.angle
        assert rect.collidelist([p.resting_rect for p in pages[k + 1 :]]) == -1
        assert page.text_px >= judge.floor_px(size)
        copy = howto.copies[k]
        assert page_fits(copy.size, copy.title, copy.pages, copy.text_size, copy.footer)
        nearest = min(scene.seats, key=lambda s: math.dist(s.center, rect.center))
        assert nearest.angle % 360 == round(page.angle) % 360  # in its own side's share
        for button in copy.buttons:
            assert rect.contains(button.screen_rect())


def test_each_side_turns_its_own_copy_and_any_copy_starts_play():
    app, scene, howto = _first_pages("tamega", 8, (1280, 720))
    top = next(c for c in howto.copies if c.frame.angle == 180)
    bottom = next(c for c in howto.copies if c.frame.angle == 0)
    tap(app, center_of(top.arrows[1]))  # the top side reads on ...
    tap(app, top.frame.to_screen((0, -top.size[1] * 0.2)))  # ... a tap on its page turns too
    assert (top.page, bottom.page) == (2, 0)  # ... the bottom side keeps its page
    left = next(c for c in howto.copies if c.frame.angle % 360 == 270)
    tap(app, center_of(left.middle))  # the left side's "Skip ▸ Play"
    assert run_until(app, lambda: app.scenes.top is scene, 30)
    assert scene.paused_at is None and not app.settings.first_start("tamega")


def test_the_tools_never_stop_to_teach():
    assert not any(make_app(headless=True).settings.first_start(s.id) for s in PLAYABLE)


def test_computer_games_never_wait_for_the_pages():
    app = new_app(taught=False)
    demo = game_scene(app, bot_setup(get_game("tamega"), None, 4, "classic"))
    app.scenes.push(demo)
    teach_first(app, demo)  # what attract mode, shot and bench play: nobody to teach
    frames(app, 2)
    assert app.scenes.top is demo and app.settings.first_start("tamega")


def test_pages_a_kiosk_visitor_walked_away_from_go_back_to_the_menu_untaught():
    app = new_app(taught=False, speed=20)
    app.kiosk = True
    app.settings.kiosk_pin_hash = PIN_HASH  # an operator has chosen one
    app.settings.idle_seconds = 10
    assert start_from_menu(app, "memorandum").name == "howto"
    back = run_until(app, lambda: {s.name for s in app.scenes.stack} <= {"menu", "attract"}, 1200)
    assert back
    assert app.settings.first_start("memorandum")


def test_settings_keep_only_game_ids_once():
    settings = Settings(howto_seen=["tamega", 3, "tamega", "memodixe"]).validated()
    assert settings.howto_seen == ["tamega", "memodixe"]
    settings.mark_taught("memodixe")
    assert settings.howto_seen == ["tamega", "memodixe"]


# --- a seat's ❓ -----------------------------------------------------------------------------
def _help(scene, seat):
    return next(b for b in scene.buttons if b.emoji == "❓" and b.frame is scene.seats[seat])


def test_a_seats_question_mark_opens_the_pages_facing_it_while_a_computer_plays_on():
    app, scene = start_game("tamega", 3, humans=(0,), level="casual", seed=8)
    seat = scene.seats[1]
    tap(app, center_of(_help(scene, 1)))
    page = scene.howtos.open[1]
    assert page.frame.angle == seat.angle
    assert seat.to_local(page.frame.center)[1] < 0  # in front of the seat, towards the middle
    assert app.scenes.top is scene and scene.paused_at is None
    moves = len(scene.record.moves)
    assert run_until(app, lambda: len(scene.record.moves) > moves + 1, 1200)  # bots play on
    assert 1 in scene.howtos.open

    tap(app, center_of(page.arrows[1]))
    assert page.page == 1 and 1 in scene.howtos.open
    tap(app, page.frame.to_screen((0, 0)))  # any other tap on the page closes it
    assert scene.howtos.open == {}


def test_a_tap_on_an_open_page_never_reaches_the_table_below():
    app, scene = start_game("tamega", 2, humans=(0, 1), seed=2)
    tap(app, center_of(_help(scene, 0)))
    page = scene.howtos.open[0]
    refused = scene.illegal_refused
    tap(app, page.frame.to_screen((0, -page.size[1] * 0.3)))  # over the board
    assert scene.howtos.open == {} and scene.record.moves == []
    assert scene.illegal_refused == refused
    tap(app, center_of(_help(scene, 0)))
    tap(app, center_of(_help(scene, 0)))  # the ❓ again closes it too
    assert scene.howtos.open == {}


@pytest.mark.parametrize("orientation", ["table", "tablet"])
@pytest.mark.parametrize("size", SUPPORTED_SIZES)
def test_the_question_mark_is_a_full_target_clear_of_words_and_pause_its_page_on_screen(
    size, orientation
):
    for players in (1, 4, 8):
        _, scene = start_game("tamega", players, humans=(), size=size, orientation=orientation)
        side = PAUSE_SIZE * scene.unit
        pauses = pause_spots(size, orientation)
        for seat in scene.seats:
            plan = scene.panels.plan(seat)
            assert min(plan.aside.size) >= round(side)
            for words in (plan.name_row, plan.score, plan.slot):
                assert not plan.aside.colliderect(words), (players, seat.index)
            w, h = round(seat.panel_size[0]), round(seat.panel_size[1])
            center = seat.to_screen((plan.aside.centerx - w / 2, plan.aside.centery - h / 2))
            for spot in pauses:
                assert max(abs(center[0] - spot.center[0]), abs(center[1] - spot.center[1])) > side
            page = SeatHowTo(seat, "", scene.howto_pages(), size, scene.unit)
            corners = [
                page.frame.to_screen((sx * page.size[0] / 2, sy * page.size[1] / 2))
                for sx in (-1, 1)
                for sy in (-1, 1)
            ]
            assert all(-1 <= x <= size[0] + 1 and -1 <= y <= size[1] + 1 for x, y in corners)


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
@pytest.mark.parametrize("players", [2, 6])
def test_a_seats_page_lies_in_its_part_of_the_table_on_nothing_of_anyone_elses(players, size):
    """Pink's page (the top seat at six) once lay on two discs and the draw pile while
    Orange, at the bottom, was to play: each seat's page covers no other seat's panel or
    prompt, no piece of the middle and no button, and stays on the screen, whole words."""
    app, scene = start_game("devils-circle", players, humans=(0,), size=size, level="casual")
    frames(app, 30)
    for seat in scene.seats:
        tap(app, center_of(_help(scene, seat.index)))
        frames(app, 2)
        [page] = [i for i in app.shown.items if i.what == f"how-to page of seat {seat.index + 1}"]
        opened = scene.howtos.open[seat.index]
        own = [b.screen_rect() for b in opened.buttons]  # its arrows
        others = [
            i.resting_rect
            for i in app.shown.items
            if i.kind in KEPT_KINDS and i.seat != seat.index and i.resting_rect not in own
        ]
        assert others and page.resting_rect.collidelist(others) == -1, seat
        assert pygame.Rect((0, 0), size).contains(page.resting_rect)
        assert round(page.angle) % 360 == seat.angle % 360
        assert page_fits(opened.size, opened.title, opened.pages, page.text_px, opened.footer)
        tap(app, center_of(_help(scene, seat.index)))  # closed again
        assert scene.howtos.open == {}


def test_a_panel_without_a_question_mark_keeps_its_old_plan():
    plan = panels.plan_panel((520, 150), 1.0, "game.points")
    assert plan.aside.width == 0 and plan.score.right == 520 - round(150 * 0.07)


# --- the player counts ------------------------------------------------------------------------
def _stepped(app, setup):
    """Press − until it is off, then + until it is off: the counts the buttons went through."""
    minus, plus = setup.buttons[0], setup.buttons[1]
    while setup.buttons[0].enabled:
        tap(app, center_of(setup.buttons[0]))
    low = setup.players
    tap(app, center_of(setup.buttons[0]))  # off: ignored
    assert setup.players == low and setup.buttons[0].shaken_at > 0
    seen = [low]
    while setup.buttons[1].enabled:
        tap(app, center_of(setup.buttons[1]))
        seen.append(setup.players)
    tap(app, center_of(setup.buttons[1]))
    assert setup.players == seen[-1]
    assert (minus.emoji, plus.emoji) == ("➖", "➕")
    return seen


@pytest.mark.parametrize("spec", PLAYABLE, ids=lambda s: s.id)
def test_setup_steps_through_exactly_the_counts_each_preset_allows(spec):
    app = new_app()
    setup = to_setup(app, spec.id)
    for preset in spec.presets:
        named = tr(f"preset.{preset}") + " ·"
        tap(app, center_of(next(b for b in setup.buttons if b.label.startswith(named))))
        assert setup.preset == preset
        assert _stepped(app, setup) == spec.player_counts(spec.options(preset))


def test_memorandum_classic_starts_at_three_with_minus_off_and_says_so():
    app = new_app()
    setup = to_setup(app, "memorandum")
    assert setup.players == 3 and not setup.buttons[0].enabled and setup.buttons[1].enabled
    assert player_words(setup.counts()) == tr("players.range", low=3, high=7)
    assert any(b.label == f"{tr('preset.kids')} · 1–6" for b in setup.buttons)


def test_tamega_teams_go_four_six_eight():
    spec = get_game("tamega")
    assert spec.player_counts(spec.options("teams")) == [4, 6, 8]
    assert player_words([4, 6, 8]) == tr("players.choice", some="4, 6", last=8)


def test_the_menu_tells_the_counts_of_the_preset_a_tap_sets_up():
    app = new_app()
    spec = get_game("memorandum")
    assert app.scenes.top.counts(spec) == [3, 4, 5, 6, 7]
    assert MenuScene(app, kids=True).counts(spec) == [1, 2, 3, 4, 5, 6]


def test_the_party_menu_hangs_pennants_and_shows_bigger_pictures():
    app = new_app((1280, 720), pixels=True)
    tap(app, center_of(labelled(app.scenes.top, tr("menu.party"))))
    assert run_until(app, lambda: app.scenes.top.kids, 60)
    party = app.scenes.top
    frames(app, 20)
    corner = (round(35 * app.unit), round(12 * app.unit))  # the first pennant, near the top
    pennant = app.screen.get_at(corner)[:3]
    assert pennant == theme.SEAT_STYLES[0].colour
    tap(app, center_of(next(b for b in party.buttons if b.emoji == "🎈")))  # no words
    assert run_until(app, lambda: not app.scenes.top.kids, 60)
    frames(app, 20)
    assert app.screen.get_at(corner)[:3] != pennant
    assert party.art_share > app.scenes.top.art_share
