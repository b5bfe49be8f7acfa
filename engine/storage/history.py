"""Today at this table: finished games and each seat's memory review, kept in a local
SQLite database in the user data directory (Python's own `sqlite3`).

The schema lives in `engine/storage/history_schema/NNN_*.sql` (package data), applied in
order and remembered in `PRAGMA user_version`, so a newer app upgrades an older database in
place. Every write is one transaction with `synchronous=FULL`: a finished game, once shown,
survives a power cut. Busy is not damaged: a database another program holds locked raises
`HistoryBusy` (the caller tries again later: engine/storage/history_keeper.py). Only a file
that is not a database, fails `PRAGMA integrity_check` or lacks its tables is set aside
(renamed `history.sqlite3.bad-<time>`) and a fresh one started; one written by a newer
schema raises `HistoryNewer` and is left untouched. A damaged file never stops the app.
"""

from __future__ import annotations

import logging
import sqlite3
import time
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path

from engine.storage.settings import set_aside

_log = logging.getLogger(__name__)
SCHEMA_DIR = files("engine.storage") / "history_schema"
TABLES = {"games", "seats"}
# SQLITE_PERM, BUSY, LOCKED, NOMEM, READONLY, IOERR, FULL, CANTOPEN: not the file's fault
PASSING_CODES = {3, 5, 6, 7, 8, 10, 13, 14}


class HistoryBusy(Exception):
    """The database cannot be used now (another program holds it locked, the disk is full
    or not answering): try again later. Never a reason to set it aside."""


class HistoryNewer(Exception):
    """The database was written by a newer MemoTable's schema: leave it as it is."""


@dataclass(frozen=True)
class SeatResult:
    """One seat's part of a finished game, with its memory review's figures."""

    seat: int
    kind: str
    level: str
    avatar: str
    score: float
    winner: bool
    remembered: int = 0
    forgot: int = 0
    new: int = 0
    accuracy: float | None = None
    streak: int = 0


@dataclass(frozen=True)
class Best:
    """Today's best memory in one game: who (an avatar, or a computer level) and how well."""

    game: str
    avatar: str
    kind: str
    level: str
    accuracy: float
    remembered: int


def migrations() -> list[tuple[int, str]]:
    """The schema steps the app ships with, by number (`NNN_name.sql`)."""
    steps = []
    for path in sorted(SCHEMA_DIR.iterdir(), key=lambda p: p.name):
        number, _, rest = path.name.partition("_")
        if len(number) == 3 and number.isdigit() and rest.endswith(".sql"):
            steps.append((int(number), path.read_text(encoding="utf-8")))
    return steps


class History:
    """The local history database; open it with `History.open(path)`."""

    def __init__(self, connection: sqlite3.Connection, notice: str = "") -> None:
        self.db = connection
        self.notice = notice  # an i18n key to show once if the old file was set aside

    @classmethod
    def open(cls, path: Path, wait: float = 5.0, check: bool = True) -> History:
        """The database at `path`, waiting at most `wait` seconds for a lock; `check` runs
        the full integrity check first. Raises HistoryBusy or HistoryNewer."""
        try:
            return cls(_connect(path, wait, check))
        except sqlite3.DatabaseError as error:
            set_aside(path, str(error))
            return cls(_connect(path, wait, check), "history.damaged")

    def close(self) -> None:
        self.db.close()

    @property
    def version(self) -> int:
        return self.db.execute("PRAGMA user_version").fetchone()[0]

    def add_game(
        self,
        game: str,
        players: int,
        seats: list[SeatResult],
        party: bool = False,
        finished_at: float | None = None,
    ) -> int:
        """Keep a finished game and its seats' reviews; returns its id."""
        now = time.time() if finished_at is None else finished_at
        with self.db:
            cursor = self.db.execute(
                "INSERT INTO games (game, finished_at, day, players, party) VALUES (?, ?, ?, ?, ?)",
                (game, now, _day(now), players, int(party)),
            )
            game_id = int(cursor.lastrowid)
            self.db.executemany(
                "INSERT INTO seats (game_id, seat, kind, level, avatar, score, winner,"
                " remembered, forgot, new, accuracy, streak)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        game_id,
                        s.seat,
                        s.kind,
                        s.level,
                        s.avatar,
                        s.score,
                        int(s.winner),
                        s.remembered,
                        s.forgot,
                        s.new,
                        s.accuracy,
                        s.streak,
                    )
                    for s in seats
                ],
            )
        return game_id

    def best_today(self, now: float | None = None, people_only: bool = True) -> list[Best]:
        """Per game, today's best memory accuracy (ties: the most remembered, then the
        earliest); people only unless asked, so a perfect computer never tops the board."""
        rows = self.db.execute(
            "SELECT g.game, s.avatar, s.kind, s.level, s.accuracy, s.remembered"
            " FROM seats s JOIN games g ON g.id = s.game_id"
            " WHERE g.day = ? AND s.accuracy IS NOT NULL AND (? = 0 OR s.kind = 'human')"
            " ORDER BY g.game, s.accuracy DESC, s.remembered DESC, g.finished_at",
            (_day(time.time() if now is None else now), int(people_only)),
        ).fetchall()
        best: dict[str, Best] = {}
        for game, avatar_id, kind, level, accuracy, remembered in rows:
            best.setdefault(game, Best(game, avatar_id, kind, level, accuracy, remembered))
        return list(best.values())

    def games_today(self, now: float | None = None) -> int:
        day = _day(time.time() if now is None else now)
        return self.db.execute("SELECT COUNT(*) FROM games WHERE day = ?", (day,)).fetchone()[0]

    def clear(self) -> None:
        """Forget every game (the operator's choice, behind the kiosk PIN)."""
        with self.db:
            self.db.execute("DELETE FROM games")


def _connect(path: Path, wait: float, check: bool) -> sqlite3.Connection:
    db = sqlite3.connect(path, timeout=wait)
    try:
        db.execute("PRAGMA foreign_keys = ON")
        db.execute("PRAGMA synchronous = FULL")
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > migrations()[-1][0]:
            raise HistoryNewer(f"written by schema {version}")
        if check and db.execute("PRAGMA integrity_check").fetchone()[0] != "ok":
            raise sqlite3.DatabaseError("the database failed its integrity check")
        _migrate(db)
        found = {row[0] for row in db.execute("SELECT name FROM sqlite_master")}
        if TABLES - found:
            raise sqlite3.DatabaseError(f"tables missing: {', '.join(sorted(TABLES - found))}")
    except sqlite3.DatabaseError as error:
        db.close()
        if damaged(error):
            raise
        raise HistoryBusy(str(error)) from None
    except HistoryNewer:
        db.close()
        raise
    return db


def damaged(error: sqlite3.Error) -> bool:
    """Does `error` say the file is damaged or foreign (not busy, full or unreachable for
    now)? The checks here raise errors without SQLite's code: those are damage too."""
    code = getattr(error, "sqlite_errorcode", None)
    return code is None or code & 0xFF not in PASSING_CODES


def _migrate(db: sqlite3.Connection) -> None:
    """Apply every schema step newer than the database, each in its own transaction."""
    current = db.execute("PRAGMA user_version").fetchone()[0]
    for number, script in migrations():
        if number > current:
            db.executescript(f"BEGIN;\n{script}\nPRAGMA user_version = {number};\nCOMMIT;")
            _log.info("history database upgraded to schema %d", number)


def _day(moment: float) -> str:
    return time.strftime("%Y-%m-%d", time.localtime(moment))
