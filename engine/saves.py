"""The game in progress, saved after every move so a crash or power cut loses nothing.

A save is a game record (seed + actions) plus who sat where; resuming replays it to the
identical state. A save that cannot be read or replayed is set aside with a message.
"""

from __future__ import annotations

import contextlib
import json
import logging
from pathlib import Path
from typing import Any

from engine.settings import data_dir, set_aside
from games.core.record import GameRecord, RecordError, replay
from games.core.state import GameState

_log = logging.getLogger(__name__)


def save_path() -> Path:
    return data_dir() / "current-game.json"


def save_game(record: GameRecord, extra: dict[str, Any]) -> None:
    """Write atomically: a power cut mid-write leaves the previous save intact."""
    data = record.to_dict()
    data["resume"] = extra
    path = save_path()
    tmp = path.with_suffix(".tmp")
    try:
        tmp.write_text(json.dumps(data), encoding="utf-8")
        tmp.replace(path)
    except OSError as error:
        _log.warning("cannot save the game: %s", error)


def clear_save() -> None:
    with contextlib.suppress(OSError):
        save_path().unlink(missing_ok=True)


def load_save() -> tuple[GameRecord, GameState, dict[str, Any]] | str | None:
    """The saved game (record, replayed state, extra), None if there is none, or a message
    if the save was damaged or foreign (then it has been set aside)."""
    path = save_path()
    if not path.exists():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        record = GameRecord.from_dict(data)
        state = replay(record)
        if state.over:
            clear_save()
            return None
        extra = data.get("resume") if isinstance(data.get("resume"), dict) else {}
        return record, state, extra
    except (OSError, ValueError, RecordError) as error:
        return set_aside(path, str(error))
