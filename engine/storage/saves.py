"""The game in progress, journalled as every move is made so that nothing shown is lost.

A save is a game record (seed + actions) plus who sat where ("resume"); resuming replays it
to the identical state. On disk it is a journal (engine/storage/journal.py): the record so far with
its "resume" extra on the first line, then one line per move, written as
`engine/storage/appender.py` says: a move's line reaches the operating system in the move's own
step, its fsync follows on the writer thread. Old saves, a whole record as one JSON document,
load the same way.

What a game scene calls:
- `save_move(record, extra)` after each move is added to `record` (in `Match.act`, before
  the story shows the move);
- `compact_save(record, extra)` when a resumed game is rebuilt (it goes on appending to the
  journal it was read from, its torn last line cut off) and when players leave a game to
  keep it for later;
- `clear_save()` when the game ends or players leave without keeping it;
- `put_aside_kept()` when people start a new game in place of the kept one (they are
  asked first: engine/shell/kept_game.py).
`flush_saves()` waits for the writer (on exit, in tests); `load_save()` flushes first;
`saving_stopped()` says why saving has stopped ("" while it works), for the table to say.
A save that cannot be read or replayed is set aside with a message in the player's language.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from engine.i18n import tr
from engine.storage import disk, journal
from engine.storage.appender import Appender
from engine.storage.settings import data_dir, set_aside
from games.core.record import GameRecord, replay
from games.core.state import GameState

_writer = disk.Writer()
_appender = Appender(_writer)


class _Read(NamedTuple):
    """Where a save read from disk ends (for a resumed game to append to it)."""

    path: Path
    stamp: tuple[int, int, int]  # inode, size, mtime: the file has not changed since
    moves: int
    contents: journal.JournalContents | None  # None: an old single-document save


_loaded: _Read | None = None


@dataclass
class SavedGame:
    record: GameRecord
    state: GameState
    extra: dict[str, Any]
    saved_at: float  # seconds since the epoch of the last move written


def save_path(make: bool = True) -> Path:
    return data_dir(make) / "current-game.json"


def save_move(record: GameRecord, extra: dict[str, Any]) -> None:
    """Journal the move just added to `record` (the whole record if its journal is not
    open). A move on an open journal is one write() and makes no folder."""
    path = save_path(make=False)
    if _appender.follows(record, path):
        _appender.append(record, extra)
    else:
        _appender.start(path, record, extra)


def compact_save(record: GameRecord, extra: dict[str, Any]) -> None:
    """Write the save whole (atomically) with every move so far in its first line; a
    resumed game goes on in the journal it was read from."""
    path = save_path(make=False)
    if _appender.follows(record, path) or (_appender.record is record and _appender.path == path):
        _appender.compact(record, extra)
    elif not _resumes(path, record):
        _appender.start(path, record, extra)


def _resumes(path: Path, record: GameRecord) -> bool:
    """Append to the save just read, if `record` is the game in it."""
    read = _loaded
    if read is None or read.contents is None or read.path != path:
        return False
    if read.moves != len(record.moves) or _stamp(path) != read.stamp:
        return False
    return _appender.adopt(path, record, read.contents.whole, read.contents.ends_line)


def clear_save() -> None:
    global _loaded
    path = save_path(make=False)
    _appender.close()
    _loaded = None
    _writer.submit(lambda: _remove(path))


def _remove(path: Path) -> None:
    path.unlink(missing_ok=True)
    disk.fsync_dir(path.parent)


def flush_saves() -> None:
    """Wait until every move written so far is synced and a rewrite under way is done."""
    _writer.flush()
    _appender.settle()
    while _appender.busy:
        _writer.flush()
        _appender.settle()


def sync_figures() -> tuple[int, list[float]]:
    """The fsyncs done so far, and the recent lags from a line written to its fsync done
    (seconds): what a power cut could lose (tools/kill_after_move.py --lag)."""
    return _writer.syncs, list(_writer.lags)


def saving_unsettled() -> bool:
    """Has the journal's thread work out whose outcome the table must take in (a line not
    yet synced, a rewrite under way or waiting to retry)? Then `saving_stopped` may change
    without a move."""
    return _writer.pending() or _appender.rewrite is not None or bool(_appender.failure)


def saving_stopped() -> str:
    """Why saving has stopped ("full", "read_only", "broken"); "" while it works."""
    _appender.settle()
    return _appender.failure


def read_record(path: Path) -> tuple[GameRecord, dict[str, Any]]:
    """The game in a file: a whole record (`simulate --json`, an old save) or a save's
    journal (its header, then a move a line). Returns the record and the header (which
    holds a save's "resume" extra). Raises ValueError (RecordError is one) when unreadable."""
    record, header, _contents = _read(journal.read_bounded(path))
    return record, header


def _read(data: bytes) -> tuple[GameRecord, dict[str, Any], journal.JournalContents | None]:
    try:
        contents = journal.read_journal(data)
    except journal.JournalError as damage:
        try:
            whole = journal.parse_json(data)
        except ValueError:
            raise damage from None
        if not isinstance(whole, dict):
            raise damage from None
        return GameRecord.from_dict(whole), whole, None
    header = contents.header
    moves = header.get("moves", [])
    if not isinstance(moves, list):
        raise journal.JournalError("the first line's moves are not a list")
    record = GameRecord.from_dict({**header, "moves": [*moves, *contents.entries]})
    return record, header, contents


def load_save() -> SavedGame | str | None:
    """The saved game, None if there is none, or a message if the save was damaged or
    foreign (then it has been set aside)."""
    global _loaded
    flush_saves()
    path = save_path()
    if not path.exists():
        return None
    try:
        stamp = _stamp(path)
        record, header, contents = _read(journal.read_bounded(path))
        state = replay(record)
    except Exception as error:  # anything a foreign or damaged file makes the reading raise
        return set_aside_save(f"{type(error).__name__}: {error}")
    if state.over:
        clear_save()
        return None
    _loaded = _Read(path, stamp, len(record.moves), contents)
    extra = header.get("resume") if isinstance(header.get("resume"), dict) else {}
    return SavedGame(record, state, extra, stamp[2] / 1e9)


def _stamp(path: Path) -> tuple[int, int, int]:
    info = path.stat()
    return info.st_ino, info.st_size, info.st_mtime_ns


def set_aside_save(reason: str) -> str:
    """Move a save that cannot be resumed out of the way; the message for the players."""
    _move_aside(reason, "bad")
    return tr("saves.damaged")


def put_aside_kept() -> Path:
    """Move the kept game out of the way (`current-game.json.replaced-<time>`) when people
    start a new game instead: never deleted, so an operator can rename it back to resume it."""
    return _move_aside("people started a new game instead", "replaced")


def _move_aside(reason: str, tag: str) -> Path:
    global _loaded
    flush_saves()
    _appender.close()
    _loaded = None
    return set_aside(save_path(), reason, tag)


def ago(saved_at: float, now: float | None = None) -> str:
    """How long ago a game was played, in words a player reads at a glance."""
    minutes = max(0, int(((now or time.time()) - saved_at) // 60))
    if minutes < 1:
        return tr("saves.just_now")
    if minutes < 60:
        return tr("saves.minutes_ago", n=minutes)
    if minutes < 48 * 60:
        return tr("saves.hours_ago", n=minutes // 60)
    return tr("saves.days_ago", n=minutes // (24 * 60))
