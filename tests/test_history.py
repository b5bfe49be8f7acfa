"""Today at this table: the local SQLite history of finished games and memory reviews."""

import sqlite3
import time

from engine.storage.history import History, SeatResult, migrations

DAY = 24 * 3600


def seat(n, accuracy, kind="human", avatar="fox", remembered=5, winner=False):
    return SeatResult(
        n,
        kind,
        "" if kind == "human" else "perfect",
        avatar,
        3.0,
        winner,
        remembered,
        1,
        2,
        accuracy,
        3,
    )


def test_a_new_database_has_the_latest_schema_and_full_sync(tmp_path):
    history = History.open(tmp_path / "history.sqlite3")
    assert history.version == migrations()[-1][0] >= 1
    assert history.db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    assert history.notice == ""


def test_todays_best_memory_per_game_people_first(tmp_path):
    history = History.open(tmp_path / "history.sqlite3")
    now = time.time()
    history.add_game(
        "devils-circle",
        3,
        [seat(0, 0.5), seat(1, 0.94, avatar="owl"), seat(2, 1.0, kind="bot", avatar="")],
        finished_at=now,
    )
    history.add_game("tamega", 2, [seat(0, 0.7, avatar="frog"), seat(1, None)], finished_at=now)
    history.add_game("tamega", 2, [seat(0, 0.9, avatar="lion")], finished_at=now - 2 * DAY)
    best = {b.game: b for b in history.best_today(now)}
    assert best["devils-circle"].avatar == "owl" and best["devils-circle"].accuracy == 0.94
    assert best["tamega"].avatar == "frog"  # the lion played two days ago
    assert {b.game: b.kind for b in history.best_today(now, people_only=False)} == {
        "devils-circle": "bot",
        "tamega": "human",
    }
    assert history.games_today(now) == 2


def test_a_tie_goes_to_the_most_remembered(tmp_path):
    history = History.open(tmp_path / "history.sqlite3")
    now = time.time()
    history.add_game(
        "memodixe",
        2,
        [seat(0, 0.8, avatar="fox", remembered=4), seat(1, 0.8, avatar="panda", remembered=9)],
        finished_at=now,
    )
    assert [b.avatar for b in history.best_today(now)] == ["panda"]


def test_games_survive_reopening_and_the_schema_is_not_applied_twice(tmp_path):
    path = tmp_path / "history.sqlite3"
    History.open(path).add_game("tamega", 1, [seat(0, 1.0)])
    again = History.open(path)
    assert again.games_today() == 1 and again.version == migrations()[-1][0]


def test_an_older_database_is_upgraded_in_place(tmp_path):
    path = tmp_path / "history.sqlite3"
    sqlite3.connect(path).close()  # an empty database at schema 0
    history = History.open(path)
    assert history.version == migrations()[-1][0]
    history.add_game("tamega", 1, [seat(0, 1.0)])


def test_a_damaged_database_is_set_aside_never_fatal(tmp_path):
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    history = History.open(path)
    assert history.notice == "history.damaged"
    assert list(tmp_path.glob("history.sqlite3.bad-*"))
    history.add_game("devils-circle", 2, [seat(0, 0.5)])
    assert history.games_today() == 1


def test_the_operator_clears_everything(tmp_path):
    history = History.open(tmp_path / "history.sqlite3")
    history.add_game("devils-circle", 2, [seat(0, 0.5), seat(1, 0.6)])
    history.clear()
    assert history.games_today() == 0 and history.best_today() == []
    assert history.db.execute("SELECT COUNT(*) FROM seats").fetchone()[0] == 0
