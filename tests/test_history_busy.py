"""Busy is not damaged (issue 24, finding 5): a history another program holds locked is
read and written off the frame and tried again, a finished game waits until it can be
written, and only a file that really is damaged is set aside; one written by a newer
schema is left untouched with a message, one missing its tables set aside once."""

import sqlite3
import threading

import pytest

from engine.game.setup import GameSetup, SeatPlan
from engine.i18n import tr
from engine.shell.today import flush_today, history_path
from engine.storage import history as history_module
from engine.storage.history import History, SeatResult, migrations
from games.core.registry import get_game
from tests.fingers import frames, new_app, run_until

DC = get_game("devils-circle")


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("MEMOTABLE_DATA_DIR", str(tmp_path))
    yield tmp_path
    assert flush_today(30)


@pytest.fixture
def connects(monkeypatch):
    """The threads that opened the history."""
    threads = []
    real = sqlite3.connect

    def spy(*args, **kwargs):
        threads.append(threading.current_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(history_module.sqlite3, "connect", spy)
    return threads


def _history_of(games: int) -> None:
    history = History.open(history_path())
    for n in range(games):
        seat = SeatResult(0, "human", "", "owl", 3.0, True, 5, 1, 0, 0.5 + n / 1000)
        history.add_game("tamega", 1, [seat])
    history.close()


def _locked() -> sqlite3.Connection:
    """Another program writing: it holds the database's write lock until it commits."""
    other = sqlite3.connect(history_path(), isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    return other


def _set_aside(folder) -> list:
    return list(folder.glob("history.sqlite3.bad-*"))


def test_a_locked_history_freezes_no_menu_and_is_not_called_damaged(data_dir, connects):
    _history_of(200)
    other = _locked()
    connects.clear()  # the test's own connections
    try:
        app = new_app()
        frames(app, 30)
        menu = app.scenes.top
        assert menu.best == [] and not flush_today(0.5)  # still waiting for the lock
        assert threading.main_thread() not in connects  # the frame never opened it
    finally:
        other.rollback()
        other.close()
    assert flush_today(30)
    frames(app, 2)
    assert [b.avatar for b in menu.best] == ["owl"] and menu.notice == ""
    assert _set_aside(data_dir) == [] and History.open(history_path()).games_today() == 200


def test_a_finished_game_waits_in_a_queue_until_the_history_can_take_it(data_dir, connects):
    from tests.test_memory_review_shell import people_game, to_results

    _history_of(3)
    app = new_app(speed=24)
    app.clock.max_steps = 64
    other = _locked()
    connects.clear()  # the test's own connections
    try:
        setup = GameSetup(DC.id, 2, 5, "classic", {}, [SeatPlan(avatar="fox")] * 2)
        results = to_results(app, people_game(app, setup))
        frames(app, 60)  # the results play on while the game waits to be written
        assert app.scenes.top is results and not flush_today(0.5)
        assert threading.main_thread() not in connects
    finally:
        other.rollback()
        other.close()
    assert flush_today(30)
    assert History.open(history_path()).games_today() == 4 and _set_aside(data_dir) == []


def test_a_history_from_a_newer_version_is_left_untouched_with_a_message(data_dir):
    newer = migrations()[-1][0] + 1
    db = sqlite3.connect(history_path())
    db.executescript(f"CREATE TABLE future (x); PRAGMA user_version = {newer};")
    db.close()
    before = history_path().read_bytes()
    app = new_app()
    assert run_until(app, lambda: tr("history.newer") in app.scenes.top.notice, 600)
    app = new_app()  # said once a run, not at every menu
    assert flush_today(30)
    frames(app, 2)
    assert tr("history.newer") not in app.scenes.top.notice
    assert history_path().read_bytes() == before and _set_aside(data_dir) == []


def test_a_history_missing_its_tables_is_set_aside_once_never_raised(data_dir):
    db = sqlite3.connect(history_path())
    db.execute("PRAGMA user_version = 1")  # says schema 1, holds nothing
    db.close()
    for _ in range(2):
        app = new_app()
        assert flush_today(30)
        frames(app, 2)
        assert not app.errors
    assert len(_set_aside(data_dir)) == 1
    assert History.open(history_path()).games_today() == 0  # a fresh one, working


def test_only_a_file_that_fails_its_integrity_check_is_set_aside(data_dir):
    _history_of(300)
    data = bytearray(history_path().read_bytes())
    page = 4096
    data[2 * page : 3 * page] = bytes(range(256)) * (page // 256)  # a page of garbage
    history_path().write_bytes(bytes(data))
    app = new_app()
    assert run_until(app, lambda: tr("history.damaged") in app.scenes.top.notice, 600)
    assert len(_set_aside(data_dir)) == 1
    assert History.open(history_path()).games_today() == 0
