"""The hub's database, on SQLite and on a real PostgreSQL server alike: the schema's
numbered steps (from nothing, from an older step with games in it, never over a newer
one), a game stored once however often it comes, writes that come together committed
together and each answered, and what the board and the operator's page read."""

from __future__ import annotations

import asyncio
import sqlite3
import time

import pytest

from engine.hub.store import Store, StoreNewer, day_of, migrations, statements
from engine.hub.wire import parse_game, parse_heartbeat
from engine.hub.worker import Worker
from tests.hubs import DATABASES, database, game, heartbeat, seat


@pytest.fixture(params=DATABASES)
def url(request, tmp_path):
    with database(request.param, tmp_path) as made:
        yield made


def stored(store: Store, *games) -> list[bool]:
    now = time.time()
    with store.transaction():
        return [store.add_game(parse_game(g), now, now) for g in games]


def test_the_schema_steps_are_numbered_from_one_and_every_statement_is_plain():
    steps = migrations()
    assert [number for number, _ in steps] == list(range(1, len(steps) + 1))
    assert all(statements(script) for _, script in steps)
    assert not any("AUTOINCREMENT" in s or "SERIAL" in s for _, s in steps)  # both read it


def test_a_new_database_gets_every_step_once(url):
    store = Store(url)
    latest = migrations()[-1][0]
    assert store.migrate() == latest
    assert store.migrate() == latest  # again: nothing to do
    steps = store.run("SELECT step FROM hub_schema ORDER BY step")
    assert [row[0] for row in steps] == list(range(1, latest + 1))
    store.close()


def test_an_older_database_is_brought_up_to_date_and_keeps_its_games(url):
    """A hub of the first step's days kept a game; the next hub adds its steps to it."""
    store = Store(url)
    first = migrations()[0]
    with store.transaction():
        store.run(
            "CREATE TABLE hub_schema"
            " (step INTEGER PRIMARY KEY, applied_at DOUBLE PRECISION NOT NULL)"
        )
        for statement in statements(first[1]):
            store.run(statement)
        store.run("INSERT INTO hub_schema VALUES (1, 0)")
    assert stored(store, game("kept-from-before")) == [True]
    assert store.migrate() == migrations()[-1][0]
    assert [g["id"] for g in store.games_of(day_of(time.time()))] == ["kept-from-before"]
    store.close()


def test_a_database_a_newer_hub_made_is_left_alone(url):
    store = Store(url)
    store.migrate()
    with store.transaction():
        store.run("INSERT INTO hub_schema VALUES (?, ?)", (999, time.time()))
    with pytest.raises(StoreNewer):
        Store(url).migrate()
    assert store.version() == 999  # nothing was undone
    store.close()


def test_a_game_sent_again_is_stored_once_with_its_seats(url):
    store = Store(url)
    store.migrate()
    sent = game("same-game-id")
    assert stored(store, sent) == [True]
    assert stored(store, sent, sent) == [False, False]
    games = store.games_of(day_of(time.time()))
    assert [g["id"] for g in games] == ["same-game-id"]
    assert [s["name"] for s in games[0]["seats"]] == ["Fox", "Orange · casual"]
    assert store.run("SELECT COUNT(*) FROM seats")[0][0] == 2
    store.close()


def test_writes_that_come_together_are_committed_together_and_each_answered(url):
    worker = Worker(url)
    worker.start()
    games = [parse_game(game()) for _ in range(40)]

    async def send_all():
        now = time.time()
        return await asyncio.gather(
            *(worker.write(lambda s, g=g: s.add_game(g, now, now)) for g in games + games[:5])
        )

    try:
        answers = asyncio.run(send_all())
        assert answers.count(True) == 40 and answers.count(False) == 5
        assert worker.commits < len(answers)  # grouped: fewer transactions than writes
        count = asyncio.run(_read(worker, lambda s: len(s.games_of(day_of(time.time())))))
        assert count == 40
    finally:
        worker.stop()


async def _read(worker, work):
    return await worker.read(work)


def test_the_best_are_people_before_computers_then_accuracy_then_what_was_remembered(url):
    store = Store(url)
    store.migrate()
    stored(
        store,
        game(
            seats=[seat(0, "Owl", accuracy=0.8, remembered=20), seat(1, "Bot", "bot", accuracy=1.0)]
        ),
        game(seats=[seat(0, "Fox", accuracy=0.8, remembered=25), seat(1, "Frog", accuracy=0.5)]),
        game(
            game="tamega",
            seats=[seat(0, "Lion", accuracy=None), seat(1, "Cpu", "bot", accuracy=0.7)],
        ),
    )
    per_game, overall = store.best(day_of(time.time()))
    circle = [e["name"] for e in per_game if e["game"] == "devils-circle"]
    assert circle == ["Fox", "Owl", "Frog"]  # the best three; the computer's 100 % after them
    assert [e["name"] for e in per_game if e["game"] == "tamega"] == ["Cpu"]  # no person judged
    assert [e["name"] for e in overall][:3] == ["Fox", "Owl", "Frog"]
    store.close()


def test_a_heartbeat_is_kept_once_per_table_and_its_games_counted(url):
    store = Store(url)
    store.migrate()
    stored(store, game(table=("table-one-id", "Stand A")), game(table=("table-two-id", "Stand B")))
    beat = heartbeat("game", "tamega", 3, waiting=2, error={"text": "disk full", "age": 30.0})
    now = time.time()
    with store.transaction():
        store.heard(parse_heartbeat(beat), "127.0.0.1", now - 5)
        store.heard(parse_heartbeat(beat), "127.0.0.1", now)
    tables = store.tables()
    assert [(t["id"], t["scene"], t["waiting"], t["error"]) for t in tables] == [
        ("table-one-id", "game", 2, "disk full")
    ]
    assert tables[0]["heard_at"] == pytest.approx(now) and tables[0]["error_at"] == pytest.approx(
        now - 30
    )
    assert store.counts(day_of(now)) == {"table-one-id": 1, "table-two-id": 1}
    assert store.unheard(day_of(now)) == [("table-two-id", "Stand B")]
    store.close()


def test_a_sqlite_database_another_program_locks_refuses_the_write_until_it_lets_go(
    tmp_path, monkeypatch
):
    import engine.hub.store as hub_store

    path = tmp_path / "hub.sqlite3"
    Store(str(path)).migrate()
    monkeypatch.setattr(hub_store, "WAIT_FOR_LOCK", 0.1)
    holder = sqlite3.connect(path, timeout=0)
    holder.execute("BEGIN EXCLUSIVE")
    store = Store(str(path))
    with pytest.raises(hub_store.StoreDown):
        stored(store, game("locked-out"))
    holder.rollback()
    holder.close()
    assert stored(store, game("locked-out")) == [True]  # the next try goes through, once
    assert len(store.games_of(day_of(time.time()))) == 1
    store.close()


def test_a_game_stored_while_the_days_games_are_read_waits_for_the_next_read(url):
    """The day's games are read in two steps (the games, then their seats); a game another
    connection stores between them is left for the next read, never half-listed."""
    store, writer = Store(url), Store(url)
    store.migrate()
    stored(store, game("listed-game"))
    reading = store.run

    def run_then_store(sql, params=()):
        rows = reading(sql, params)
        if sql.startswith("SELECT id, table_id") and not getattr(run_then_store, "done", False):
            run_then_store.done = True
            stored(writer, game("stored-in-between"))
        return rows

    store.run = run_then_store
    games = store.games_of(day_of(time.time()))
    assert [(g["id"], len(g["seats"])) for g in games] == [("listed-game", 2)]
    store.run = reading
    assert len(store.games_of(day_of(time.time()))) == 2
    store.close()
    writer.close()
