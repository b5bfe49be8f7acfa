"""The game in progress, journalled after every move so a crash or power cut loses nothing.

A save is a game record (seed + actions) plus who sat where ("resume"); resuming replays it
to the identical state. On disk it is a journal (engine/storage/journal.py): the record so far with
its "resume" extra on the first line, then one line per move. Old saves, a whole record as
one JSON document, are journals without move lines and load the same way.

What a game scene calls:
- `save_move(record, extra)` after each move is added to `record`;
- `compact_save(record, extra)` when a resumed game is rebuilt (it also drops a torn line)
  and when players leave a game to keep it for later;
- `clear_save()` when the game ends or players leave without keeping it;
- `put_aside_kept()` when people start a new game in place of the kept one (they are
  asked first: engine/shell/kept_game.py).
`flush_saves()` waits for the writer (on exit, in tests); `load_save()` flushes first.
A save that cannot be read or replayed is set aside with a message in the player's language.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from engine.i18n import tr
from engine.storage import journal
from engine.storage.settings import data_dir, set_aside
from games.core.record import GameRecord, RecordError, replay
from games.core.state import GameState

_writer = journal.Writer()


@dataclass
class _Open:
    """The journal on disk holds `written` moves of `record` (the game being played)."""

    path: Path
    record: GameRecord
    written: int


_open: _Open | None = None


@dataclass
class SavedGame:
    record: GameRecord
    state: GameState
    extra: dict[str, Any]
    saved_at: float  # seconds since the epoch of the last move written


def save_path(make: bool = True) -> Path:
    return data_dir(make) / "current-game.json"


def save_move(record: GameRecord, extra: dict[str, Any]) -> None:
    """Journal the move just added to `record` (the whole record if its journal is not open).
    A move on an open journal makes no folder: the frame pays for no system call."""
    global _open
    path = save_path(make=False)
    known = _open is not None and _open.record is record and _open.path == path
    if not known or _open.written != len(record.moves) - 1:
        compact_save(record, extra)
        return
    _writer.submit(partial(journal.append, path, record.moves[-1]))
    _open.written += 1


def compact_save(record: GameRecord, extra: dict[str, Any]) -> None:
    """Rewrite the save whole (atomically), with every move so far in its first line."""
    global _open
    path = save_path()
    header = {**record.to_dict(), "moves": list(record.moves), "resume": extra}
    _writer.submit(partial(journal.rewrite, path, header, []))
    _open = _Open(path, record, len(record.moves))


def clear_save() -> None:
    global _open
    _open = None
    _writer.submit(partial(journal.remove, save_path()))


def flush_saves() -> None:
    """Wait until every save submitted so far is on the disk."""
    _writer.flush()


def read_record(path: Path) -> tuple[GameRecord, dict[str, Any]]:
    """The game in a file: a whole record (`simulate --json`, an old save) or a save's
    journal (its header, then a move a line). Returns the record and the header (which
    holds a save's "resume" extra). Raises ValueError or RecordError when unreadable."""
    text = path.read_text(encoding="utf-8")
    try:
        whole = json.loads(text)
    except ValueError:
        whole = None
    if isinstance(whole, dict):
        return GameRecord.from_dict(whole), whole
    contents = journal.read_journal(path)
    header = contents.header
    moves = [*header.get("moves", []), *contents.entries]
    return GameRecord.from_dict({**header, "moves": moves}), header


def load_save() -> SavedGame | str | None:
    """The saved game, None if there is none, or a message if the save was damaged or
    foreign (then it has been set aside)."""
    flush_saves()
    path = save_path()
    if not path.exists():
        return None
    try:
        record, header = read_record(path)
        state = replay(record)
        saved_at = path.stat().st_mtime
    except (OSError, ValueError, RecordError) as error:  # JournalError is a ValueError
        return set_aside_save(str(error))
    if state.over:
        clear_save()
        return None
    extra = header.get("resume") if isinstance(header.get("resume"), dict) else {}
    return SavedGame(record, state, extra, saved_at)


def set_aside_save(reason: str) -> str:
    """Move a save that cannot be resumed out of the way; the message for the players."""
    _move_aside(reason, "bad")
    return tr("saves.damaged")


def put_aside_kept() -> Path:
    """Move the kept game out of the way (`current-game.json.replaced-<time>`) when people
    start a new game instead: never deleted, so an operator can rename it back to resume it."""
    return _move_aside("people started a new game instead", "replaced")


def _move_aside(reason: str, tag: str) -> Path:
    global _open
    flush_saves()
    _open = None
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
