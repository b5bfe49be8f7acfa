"""The memory review at the table: a page per seat on the results, opened and closed by a
tap at that seat; today's history (people's games only, with their avatars); today's best
on the menu; the operator's clear; avatars chosen at setup."""

import json
import random
import subprocess
import sys
import threading
from pathlib import Path

import pytest

import engine.review.ahead
import engine.shell.results
from engine.game.setup import GameSetup, SeatPlan, setup_dict, setup_from_dict
from engine.i18n import tr
from engine.shell.attract import AttractScene
from engine.shell.review_page import MIN_TEXT
from engine.shell.starting import bot_setup, game_scene, party_setup
from engine.shell.today import best_line, best_today, flush_today, history_path
from engine.storage.history import History
from games.core.registry import get_game
from tests.fingers import checked, frames, new_app, no_kept_game, run_until, tap
from tests.test_unattended import PIN, kiosk_app

ROOT = Path(__file__).resolve().parent.parent
DC = get_game("devils-circle")


@pytest.fixture(autouse=True)
def no_history():
    """Each test starts with an empty history in the test data directory (once the
    history's thread has done what an earlier test gave it)."""
    assert flush_today(60)
    for path in history_path().parent.glob("history.sqlite3*"):
        path.unlink()


def stand_in(scene, seat: int, level: str = "sharp") -> None:
    """A person who plays like a computer player: the scene moves for them, while the
    setup (and so the history) still says a person sat there."""
    rng = random.Random(seat)
    scene.match.bots[seat] = scene.spec.make_bot(seat, level, rng)
    scene.match.bots[seat].observe(scene.state.view(seat))


def to_results(app, scene) -> object:
    assert run_until(app, lambda: app.scenes.top.name == "results" or app.errors, 20_000)
    assert not app.errors, app.errors
    return app.scenes.top


def center_of(button):
    return button.frame.to_screen(button.center)


def button_labelled(scene, label):
    return next(b for b in scene.buttons if b.label == label)


def people_game(app, setup: GameSetup):
    """A game with people at the table, saved and kept like one started from the setup."""
    scene = game_scene(app, setup)
    for seat in scene.setup.human_seats:
        stand_in(scene, seat)
    app.scenes.push(scene)
    return scene


def review_cli(record, tmp_path) -> str:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record.to_dict()), encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "main.py", "review", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


# --- from the setup to the review page ---------------------------------------------------
def test_a_person_picks_an_avatar_plays_and_reads_their_review_at_their_seat(tmp_path):
    no_kept_game()
    app = new_app(speed=24)
    app.clock.max_steps = 64
    tap(app, dict(app.scenes.top.tiles)["devils-circle"].center)
    assert run_until(app, lambda: app.scenes.top.name == "setup", 200)
    setup_scene = app.scenes.top
    avatar = next(b for b in setup_scene.buttons if b.emoji == "🦊")  # seat 0 starts as the fox
    tap(app, center_of(avatar))
    assert [b.emoji for b in setup_scene.buttons if b.emoji == "🦉"]  # a tap: the owl
    tap(app, center_of(button_labelled(setup_scene, tr("setup.start"))))
    assert run_until(app, lambda: app.scenes.top.name == "game", 200)
    scene = app.scenes.top
    assert scene.setup.seats[0].avatar == "owl" and scene.setup.seats[1].kind == "bot"
    stand_in(scene, 0)
    results = to_results(app, scene)

    assert results.pages == {}
    tap(app, center_of(results.brains[0]))
    assert list(results.pages) == [0]
    printed = review_cli(scene.record, tmp_path)
    page = results.pages[0]
    assert len(page.texts()) == 3
    for line in page.texts():  # accuracy, streak, costliest: the command's own words
        assert line in printed
    seat_block = printed.split(tr("review.seat", n=2))[0]  # seat 1's part of the printout
    assert all(line in seat_block for line in page.texts())

    tap(app, center_of(results.brains[1]))  # the other seat opens its own page
    assert set(results.pages) == {0, 1}
    tap(app, page.frame.center)  # a tap on seat 0's page closes that page only
    assert set(results.pages) == {1}

    assert flush_today(30)
    rows = History.open(history_path()).db.execute(
        "SELECT seat, kind, avatar, accuracy FROM seats ORDER BY seat"
    )
    (seat0, kind0, avatar0, accuracy0), (_, kind1, avatar1, _) = rows.fetchall()
    assert (seat0, kind0, avatar0, kind1, avatar1) == (0, "human", "owl", "bot", "")
    assert accuracy0 == results.review.seats[0].accuracy

    tap(app, center_of(button_labelled(results, tr("results.menu"))))
    assert run_until(app, lambda: app.scenes.top.name == "menu", 200)
    menu = app.scenes.top
    assert flush_today(30)
    assert accuracy0 is not None  # a sharp memory had things to remember in this game
    assert [(b.game, b.avatar) for b in menu.best] == [("devils-circle", "owl")]
    assert best_line(menu.best[0]) == tr(
        "today.entry", percent=f"{round(accuracy0 * 100)}%", game=DC.title
    )


def test_every_seat_gets_a_readable_page_facing_it_at_the_most_seats():
    app = new_app(speed=24)
    app.clock.max_steps = 64
    setup = bot_setup(get_game("tamega"), 8, 4, "classic")
    scene = game_scene(app, setup)
    scene.persist = False
    app.scenes.push(scene)
    results = to_results(app, scene)
    assert len(results.brains) == 8
    for index, button in enumerate(results.brains):
        tap(app, center_of(button))
        page = results.pages[index]
        assert page.frame.angle == results.seats[index].angle  # it faces its seat
        assert page.t >= min(app.size) * MIN_TEXT
    assert set(results.pages) == set(range(8))


def test_party_pages_show_stars_and_what_was_remembered_never_forgot():
    app = new_app(speed=24)
    app.clock.max_steps = 64
    scene = people_game(app, party_setup(DC, 3, 8))
    results = to_results(app, scene)
    for button in results.brains:
        tap(app, center_of(button))
    assert len(results.pages) == 3
    forgetting = {tr("review.forgot"), tr("review.no_costliest")}
    for page in results.pages.values():
        words = " ".join(page.texts())
        assert page.party and page.moment_place() is None
        assert not any(word in words for word in forgetting)
        assert "forg" not in words.lower() and "costliest" not in words.lower()
        remembered = page.seat.counts["remembered"]
        assert tr("review.page.remembered", count=remembered) in page.texts()


# --- the history -------------------------------------------------------------------------
def test_a_computer_only_game_or_an_unsaved_one_is_not_kept():
    app = new_app(speed=24)
    app.clock.max_steps = 64
    scene = game_scene(app, bot_setup(DC, 2, 3, "classic"))
    app.scenes.push(scene)
    to_results(app, scene)
    unsaved = people_game(app, GameSetup(DC.id, 2, 5, "classic", {}, [SeatPlan()] * 2))
    unsaved.persist = False  # as attract demos, shot and bench games are
    to_results(app, unsaved)
    assert flush_today(30) and History.open(history_path()).games_today() == 0


def test_attract_demos_are_not_kept():
    """A demo that plays its game to the end leaves nothing in today's history (seed 3:
    its seventh demo ends within its time; most demos move on before their game ends)."""
    app = new_app(speed=40)
    app.clock.max_steps = 96
    attract = AttractScene(app, seed=3)
    app.scenes.replace(attract)
    assert run_until(app, lambda: attract.played >= 1 or app.errors, 30_000)
    assert not app.errors
    assert flush_today(30) and History.open(history_path()).games_today() == 0


def test_a_damaged_history_is_set_aside_and_said_once():
    def damage():
        history_path().write_bytes(b"this is not a database" * 100)

    def play_and_go_to_the_menu(app, seed):
        setup = GameSetup(DC.id, 2, seed, "classic", {}, [SeatPlan(avatar="fox")] * 2)
        results = to_results(app, people_game(app, setup))
        tap(app, center_of(button_labelled(results, tr("results.menu"))))
        assert run_until(app, lambda: app.scenes.top.name == "menu", 200)
        assert flush_today(30)
        frames(app, 2)
        return app.scenes.top

    damage()
    app = new_app(speed=24)
    app.clock.max_steps = 64
    assert flush_today(30)
    frames(app, 2)
    assert app.scenes.top.notice == tr("history.damaged")  # found by the first menu
    assert play_and_go_to_the_menu(app, 5).notice == ""  # and said only once
    damage()  # damaged while a game is played: the results find it, the menu says it
    assert play_and_go_to_the_menu(app, 6).notice == tr("history.damaged")
    assert list(history_path().parent.glob("history.sqlite3.bad-*"))  # kept for a look
    assert flush_today(30) and History.open(history_path()).games_today() == 1


# --- the operator ------------------------------------------------------------------------
def test_the_operator_clears_todays_scores_behind_the_pin_after_confirming():
    app = new_app(speed=24)
    app.clock.max_steps = 64
    setup = GameSetup(DC.id, 2, 6, "classic", {}, [SeatPlan(avatar="lion")] * 2)
    to_results(app, people_game(app, setup))
    assert flush_today(30) and History.open(history_path()).games_today() == 1

    app = kiosk_app()
    assert flush_today(30)
    menu = app.scenes.top
    assert [b.avatar for b in best_today(app)] == [b.avatar for b in menu.best]
    tap(app, center_of(button_labelled(menu, tr("menu.settings"))))
    pin = app.scenes.top
    for digit in PIN:
        tap(app, center_of(button_labelled(pin, digit)))
    tap(app, center_of(button_labelled(pin, "OK")))
    assert checked(app, pin) and run_until(app, lambda: app.scenes.top.name == "settings", 100)
    tap(app, center_of(button_labelled(app.scenes.top, tr("settings.clear_today"))))
    confirm = app.scenes.top
    assert confirm.name == "clear-today"
    tap(app, center_of(button_labelled(confirm, tr("kiosk.cancel"))))
    assert History.open(history_path()).games_today() == 1  # a slip of the finger: kept
    tap(app, center_of(button_labelled(app.scenes.top, tr("settings.clear_today"))))
    tap(app, center_of(button_labelled(app.scenes.top, tr("settings.clear_yes"))))
    assert flush_today(30) and History.open(history_path()).games_today() == 0
    tap(app, center_of(button_labelled(app.scenes.top, tr("settings.done"))))
    assert run_until(app, lambda: app.scenes.top.name == "menu", 100)
    assert app.scenes.top.best == []


# --- avatars in the save -----------------------------------------------------------------
def test_a_seats_avatar_round_trips_through_the_save_and_old_saves_still_load():
    setup = GameSetup(DC.id, 2, 1, "classic", {}, [SeatPlan(avatar="frog"), SeatPlan("bot")])
    again = setup_from_dict(json.loads(json.dumps(setup_dict(setup))))
    assert [s.avatar for s in again.seats] == ["frog", ""]
    old = setup_dict(setup)
    for seat in old["seats"]:
        del seat["avatar"]
    assert [s.avatar for s in setup_from_dict(old).seats] == ["", ""]


def test_the_review_is_worked_out_off_the_frame_before_the_results_open(monkeypatch):
    """Replaying a long record cost the results' first frame 0.3 s: the scene starts the
    review on its own thread when the last move is played, and the results take that one."""
    threads: list[str] = []
    real = engine.review.ahead.review_record

    def on_which_thread(record):
        threads.append(threading.current_thread().name)
        return real(record)

    monkeypatch.setattr(engine.review.ahead, "review_record", on_which_thread)
    monkeypatch.setattr(engine.shell.results, "review_record", on_which_thread)
    app = new_app(speed=24)
    app.clock.max_steps = 64
    scene = game_scene(app, bot_setup(DC, 3, 6, "classic"))
    scene.persist = False
    app.scenes.push(scene)
    results = to_results(app, scene)
    assert threads == ["review"]
    assert results.review is scene.review_ahead.result()
    assert results.review.to_dict() == real(scene.record).to_dict()
