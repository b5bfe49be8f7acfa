"""The hub's database: SQLite in the hub's data folder (one stand) or PostgreSQL (a venue),
one schema for both, in numbered steps (`engine/hub/schema/NNN_*.sql`) applied in order and
remembered in the database's own `hub_schema` table.

A `Store` is one connection, used by one thread (engine/hub/worker.py gives the writes one
and the reads another). Writes happen inside `transaction()`; once it returns, what it wrote
is on the disk: SQLite with `synchronous=FULL` in WAL mode, PostgreSQL's commit (its own
`synchronous_commit`, on by default). A game is inserted with its table-made id as the key
(`ON CONFLICT DO NOTHING`), so a game sent twice is stored once. A database a newer hub
made is left alone (`StoreNewer`); one the hub cannot reach or write now raises
`StoreDown`, and the hub says so to the tables, which send again later.
"""

from __future__ import annotations

import contextlib
import json
import logging
import sqlite3
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from engine.hub.wire import FinishedGame, TableState

_log = logging.getLogger(__name__)
WAIT_FOR_LOCK = 5.0  # seconds SQLite waits for another connection's write
BEST = 3  # today's best shown per game
OVERALL = 3  # ... and over every game: a podium
LAST = 10  # the last games


class StoreDown(Exception):
    """The database cannot be used now (unreachable, full, locked): try again later."""


class StoreRefused(Exception):
    """The database refused what was asked of it (a constraint, a value): not worth trying
    again as it is."""


class StoreNewer(Exception):
    """The database was made by a newer hub: this one leaves it alone."""


def migrations() -> list[tuple[int, str]]:
    """The schema's steps, by number."""
    folder = resources.files("engine.hub") / "schema"
    steps = [
        (int(entry.name[:3]), entry.read_text(encoding="utf-8"))
        for entry in folder.iterdir()
        if entry.name[:3].isdigit() and entry.name.endswith(".sql")
    ]
    return sorted(steps)


def statements(script: str) -> list[str]:
    """A step's statements (the schema's SQL has no ';' but between statements)."""
    lines = [line.split("--", 1)[0] for line in script.splitlines()]
    return [part.strip() for part in "\n".join(lines).split(";") if part.strip()]


def day_of(moment: float) -> str:
    """The hub's local date of `moment`: "today" on the board is the hub's."""
    return time.strftime("%Y-%m-%d", time.localtime(moment))


def describe(url: str) -> str:
    """The database's address without its password, for the log and the command line."""
    if "://" not in url or "@" not in url:
        return url
    scheme, rest = url.split("://", 1)
    who, where = rest.rsplit("@", 1)
    return f"{scheme}://{who.split(':', 1)[0]}@{where}"


@dataclass(frozen=True)
class Seated:
    """A seat of a stored game, as the pages and the API read it."""

    seat: int
    name: str
    kind: str
    level: str
    avatar: str
    picture: str
    score: float
    winner: bool
    accuracy: float | None
    remembered: int
    forgot: int


class Store:
    """One connection to the hub's database (`url`: a SQLite file's path or `sqlite:///path`,
    or `postgresql://...`)."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.postgres = url.startswith(("postgresql://", "postgres://"))
        self._db: Any = None

    # --- the connection -------------------------------------------------------------------
    def _connection(self) -> Any:
        if self._db is None:
            self._db = self._connect()
        return self._db

    def _connect(self) -> Any:
        if self.postgres:
            try:  # a venue's hub only: psycopg loads when PostgreSQL is asked for
                import psycopg
            except ImportError:
                raise StoreDown(
                    "PostgreSQL needs psycopg: pip install 'memotable[postgresql]'"
                ) from None
            try:
                return psycopg.connect(self.url, autocommit=True, connect_timeout=5)
            except psycopg.Error as error:
                reason = _first_line(error)
                raise StoreDown(f"cannot reach {describe(self.url)}: {reason}") from None
        path = Path(_path(self.url))
        try:
            db = sqlite3.connect(  # one thread at a time: the one that migrates, then the worker's
                path, timeout=WAIT_FOR_LOCK, isolation_level=None, check_same_thread=False
            )
            db.execute("PRAGMA journal_mode = WAL")
            db.execute("PRAGMA synchronous = FULL")
            db.execute("PRAGMA foreign_keys = ON")
        except sqlite3.Error as error:
            raise StoreDown(f"cannot open {path}: {error}") from None
        return db

    def close(self) -> None:
        db, self._db = self._db, None
        if db is not None:
            with contextlib.suppress(Exception):
                db.close()

    def _errors(self) -> tuple[tuple[type[BaseException], ...], tuple[type[BaseException], ...]]:
        """The database's errors, and those of them that refuse the data itself."""
        if self.postgres:
            import psycopg

            return (psycopg.Error,), (psycopg.IntegrityError, psycopg.DataError)
        return (sqlite3.Error,), (sqlite3.IntegrityError, sqlite3.DataError)

    @contextlib.contextmanager
    def _failing(self) -> Iterator[None]:
        """The database's errors as StoreRefused (the data's fault) or StoreDown (the
        connection is made afresh next time)."""
        errors, refusals = self._errors()
        try:
            yield
        except refusals as error:
            raise StoreRefused(_first_line(error)) from None
        except errors as error:
            self.close()
            raise StoreDown(_first_line(error)) from None

    def run(self, sql: str, params: Sequence[Any] = ()) -> list[tuple]:
        """A statement's rows (`?` marks its parameters, for both databases)."""
        with self._failing():
            return self._run(sql, params)

    def _run(self, sql: str, params: Sequence[Any] = ()) -> list[tuple]:
        db = self._connection()
        if self.postgres:
            cursor = db.execute(sql.replace("?", "%s"), tuple(params) or None)
            return cursor.fetchall() if cursor.description else []
        return db.execute(sql, tuple(params)).fetchall()

    def _many(self, sql: str, rows: list[tuple]) -> None:
        db = self._connection()
        if self.postgres:
            with db.cursor() as cursor:
                cursor.executemany(sql.replace("?", "%s"), rows)
        else:
            db.executemany(sql, rows)

    @contextlib.contextmanager
    def transaction(self) -> Iterator[Store]:
        """One transaction: all of it is durable when this returns, or none of it is
        written (StoreDown, or the exception raised inside)."""
        with self._failing():
            db = self._connection()
            if self.postgres:
                with db.transaction():
                    yield self
                return
            db.execute("BEGIN IMMEDIATE")
            try:
                yield self
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")

    @contextlib.contextmanager
    def reading(self) -> Iterator[Store]:
        """One read of several statements, every one seeing the database as the first saw
        it: a board whose last games and best memories agree, though a game is stored in
        between (SQLite's WAL reader, PostgreSQL's repeatable read)."""
        with self._failing():
            db = self._connection()
            if self.postgres:
                with db.transaction():
                    db.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
                    yield self
                return
            db.execute("BEGIN")
            try:
                yield self
            finally:
                with contextlib.suppress(sqlite3.Error):
                    db.execute("COMMIT")

    # --- the schema -----------------------------------------------------------------------
    def migrate(self) -> int:
        """Bring the schema up to date, one step per transaction; its number now. Two hubs
        starting on one PostgreSQL database take turns (an advisory lock)."""
        steps = migrations()
        with self.transaction():
            self._run(
                "CREATE TABLE IF NOT EXISTS hub_schema"
                " (step INTEGER PRIMARY KEY, applied_at DOUBLE PRECISION NOT NULL)"
            )
        for number, script in steps:
            with self.transaction():
                if self.postgres:
                    self._run("SELECT pg_advisory_xact_lock(7741)")
                done = self._run("SELECT COALESCE(MAX(step), 0) FROM hub_schema")[0][0]
                if done > steps[-1][0]:
                    raise StoreNewer(f"a newer hub made this database (schema step {done})")
                if number <= done:
                    continue
                for statement in statements(script):
                    self._run(statement)
                self._run("INSERT INTO hub_schema VALUES (?, ?)", (number, time.time()))
                _log.info("hub database: schema step %d applied", number)
        return self.version()

    def version(self) -> int:
        return self.run("SELECT COALESCE(MAX(step), 0) FROM hub_schema")[0][0]

    # --- writing (inside a transaction) ---------------------------------------------------
    def add_game(self, game: FinishedGame, finished_at: float, now: float) -> bool:
        """Keep a finished game; False if a game with its id is kept already."""
        new = self._run(
            "INSERT INTO games (id, table_id, table_name, game, rules, options, party,"
            " finished_at, day, seconds, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (id) DO NOTHING RETURNING id",
            (
                game.id,
                game.table_id,
                game.table_name,
                game.game,
                game.rules,
                json.dumps(game.options, sort_keys=True),
                int(game.party),
                finished_at,
                day_of(finished_at),
                game.seconds,
                now,
            ),
        )
        if not new:
            return False
        self._many(
            "INSERT INTO seats (game_id, seat, name, kind, level, avatar, picture, score,"
            " winner, accuracy, remembered, forgot) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    game.id,
                    s.seat,
                    s.name,
                    s.kind,
                    s.level,
                    s.avatar,
                    s.picture,
                    s.score,
                    int(s.winner),
                    s.accuracy,
                    s.remembered,
                    s.forgot,
                )
                for s in game.seats
            ],
        )
        return True

    def heard(self, state: TableState, address: str, now: float) -> None:
        """A table's heartbeat: what the operator's page says of it."""
        error_at = None
        if state.error:
            error_at = now - (state.error_age or 0.0)
        self._run(
            "INSERT INTO event_tables (id, name, address, heard_at, version, scene, game,"
            " players, party, waiting, error, error_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (id) DO UPDATE SET name = excluded.name, address = excluded.address,"
            " heard_at = excluded.heard_at, version = excluded.version, scene = excluded.scene,"
            " game = excluded.game, players = excluded.players, party = excluded.party,"
            " waiting = excluded.waiting, error = excluded.error, error_at = excluded.error_at",
            (
                state.table_id,
                state.name,
                address[:80],
                now,
                state.version,
                state.scene,
                state.game,
                state.players,
                int(state.party),
                state.waiting,
                state.error,
                error_at,
            ),
        )

    # --- reading --------------------------------------------------------------------------
    def games_of(self, day: str, last: int | None = None) -> list[dict[str, Any]]:
        """The day's games, each once, the latest first (only the `last` latest if given),
        with their seats."""
        limit = "" if last is None else f" LIMIT {int(last)}"
        rows = self.run(
            "SELECT id, table_id, table_name, game, rules, options, party, finished_at,"
            " seconds FROM games WHERE day = ? ORDER BY finished_at DESC, id" + limit,
            (day,),
        )
        games = {
            row[0]: {
                "id": row[0],
                "table": {"id": row[1], "name": row[2]},
                "game": row[3],
                "rules": row[4],
                "options": json.loads(row[5]),
                "party": bool(row[6]),
                "finished": row[7],
                "seconds": row[8],
                "seats": [],
            }
            for row in rows
        }
        if not games:
            return []
        where = "g.day = ?" if last is None else f"g.id IN ({', '.join('?' * len(games))})"
        params = (day,) if last is None else tuple(games)
        for row in self.run(
            "SELECT s.game_id, s.seat, s.name, s.kind, s.level, s.avatar, s.picture, s.score,"
            " s.winner, s.accuracy, s.remembered, s.forgot"
            " FROM seats s JOIN games g ON g.id = s.game_id"
            f" WHERE {where} ORDER BY s.game_id, s.seat",
            params,
        ):
            listed = games.get(row[0])
            if listed is not None:  # a game stored since the list was read waits for the next
                listed["seats"].append(_seated(row[1:]).__dict__)
        return list(games.values())

    def best(self, day: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        """Today's best memories: per game the `BEST` first, and over every game the
        `OVERALL` first. People rank before computers (the board shows computers only where
        no person has a figure: engine/hub/board.py), then accuracy, then how much was
        remembered, then who was first."""
        order = (
            "CASE WHEN s.kind = 'human' THEN 0 ELSE 1 END, s.accuracy DESC,"
            " s.remembered DESC, g.finished_at, g.id, s.seat"
        )
        columns = (
            "g.game, s.name, s.kind, s.level, s.picture, s.seat, s.accuracy, s.remembered,"
            " g.table_name, g.finished_at"
        )
        per_game = self.run(
            f"SELECT * FROM (SELECT {columns}, ROW_NUMBER() OVER (PARTITION BY g.game"
            f" ORDER BY {order}) AS place FROM seats s JOIN games g ON g.id = s.game_id"
            " WHERE g.day = ? AND s.accuracy IS NOT NULL) ranked"
            " WHERE place <= ? ORDER BY game, place",
            (day, BEST),
        )
        overall = self.run(
            f"SELECT {columns} FROM seats s JOIN games g ON g.id = s.game_id"
            f" WHERE g.day = ? AND s.accuracy IS NOT NULL ORDER BY {order} LIMIT ?",
            (day, OVERALL),
        )
        return [_memory(row) for row in per_game], [_memory(row) for row in overall]

    def counts(self, day: str) -> dict[str, int]:
        """How many games each table sent that finished on `day`, by the table's id."""
        sql = "SELECT table_id, COUNT(*) FROM games WHERE day = ? GROUP BY table_id"
        return dict(self.run(sql, (day,)))

    def tables(self) -> list[dict[str, Any]]:
        """Every table heard, with its last heartbeat."""
        names = (
            "id, name, address, heard_at, version, scene, game, players, party, waiting,"
            " error, error_at"
        )
        rows = self.run(f"SELECT {names} FROM event_tables ORDER BY name, id")
        return [dict(zip(names.split(", "), row, strict=True)) for row in rows]

    def unheard(self, day: str) -> list[tuple[str, str]]:
        """Tables that sent games today but never a heartbeat: (id, name)."""
        return self.run(
            "SELECT table_id, MAX(table_name) FROM games WHERE day = ? AND table_id NOT IN"
            " (SELECT id FROM event_tables) GROUP BY table_id",
            (day,),
        )


def _path(url: str) -> str:
    """A SQLite database's file: a plain path, or `sqlite:PATH` (`sqlite:///srv/hub.db`)."""
    return url.removeprefix("sqlite://").removeprefix("sqlite:")


def _seated(row: Sequence[Any]) -> Seated:
    seat, name, kind, level, avatar, picture, score, winner, accuracy, remembered, forgot = row
    return Seated(
        seat, name, kind, level, avatar, picture, score, bool(winner), accuracy, remembered, forgot
    )


def _memory(row: Sequence[Any]) -> dict[str, Any]:
    game, name, kind, level, picture, seat, accuracy, remembered, table, finished = row[:10]
    return {
        "game": game,
        "name": name,
        "kind": kind,
        "level": level,
        "picture": picture,
        "seat": seat,
        "accuracy": accuracy,
        "remembered": remembered,
        "table": table,
        "finished": finished,
    }


def _first_line(error: BaseException) -> str:
    text = str(error).strip() or type(error).__name__
    return text.splitlines()[0][:200]
