"""The outbox: every finished game this table has not yet had acknowledged by the event's
hub, kept in the data folder across crashes, restarts and hours without a network.

One file a game, `outbox/<finished>-<id>.json`, written whole: a temporary file, fsynced,
renamed into place, the folder fsynced, so a game is either in the outbox or not, never
half. The name sorts by when the game finished, so the oldest go first. A game leaves only
when the hub has acknowledged it (the hub stores a game once however often it comes, so a
crash between its answer and the removal only sends it again). One the hub refused is set
aside (`*.refused-<time>`, with the reason in the log), as damaged files are: an operator
can still find it, and it no longer holds up the others.

Used only by the thread that sends it (engine/storage/hub_link.py), never by a frame.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import secrets
from pathlib import Path
from typing import Any

from engine.storage.disk import fsync_dir, write_all
from engine.storage.journal import parse_json, read_bounded
from engine.storage.settings import set_aside

_log = logging.getLogger(__name__)
FOLDER = "outbox"
MAX_GAME_BYTES = 64 * 1024  # a game of eight seats is about two


class Outbox:
    def __init__(self, data: Path) -> None:
        self.folder = data / FOLDER
        self._files: dict[str, Path] = {}  # id -> file, as last listed or written

    def put(self, game: dict[str, Any]) -> None:
        """Keep a finished game until the hub has it (OSError if the disk will not)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        name = f"{int(float(game['finished']) * 1000):015d}-{game['id']}.json"
        path = self.folder / name
        tmp = self.folder / f".{name}.tmp"
        data = _encode(game)
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        try:
            write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
        fsync_dir(self.folder)
        self._files[game["id"]] = path

    def pending(self, limit: int) -> list[dict[str, Any]]:
        """The oldest `limit` games waiting (a file that cannot be read is set aside)."""
        found: list[dict[str, Any]] = []
        for path in self._listed():
            if len(found) >= limit:
                break
            try:
                game = parse_json(read_bounded(path, MAX_GAME_BYTES))
                if not isinstance(game, dict) or not isinstance(game.get("id"), str):
                    raise ValueError("not a finished game")
            except ValueError as error:
                set_aside(path, f"an unreadable game in the outbox: {error}")
                continue
            except OSError as error:  # gone meanwhile, or unreadable now: later
                _log.info("outbox: %s cannot be read now (%s)", path.name, error)
                continue
            self._files[game["id"]] = path
            found.append(game)
        return found

    def count(self) -> int:
        return len(self._listed())

    def done(self, ids: list[str]) -> None:
        """The hub has these: they leave the outbox."""
        for game_id in ids:
            path = self._files.pop(game_id, None)
            if path is not None:
                with contextlib.suppress(FileNotFoundError):
                    path.unlink()

    def refused(self, game_id: str, reason: str) -> None:
        """The hub will never take this one: set it aside, with why in the log."""
        path = self._files.pop(game_id, None)
        if path is not None:
            set_aside(path, f"the hub refused it: {reason}", "refused")

    def _listed(self) -> list[Path]:
        try:
            return sorted(p for p in self.folder.glob("*.json") if not p.name.startswith("."))
        except OSError:
            return []


def table_id(data: Path) -> str:
    """This table's id for the hub, made once and kept in the data folder (`table-id`)."""
    path = data / "table-id"
    with contextlib.suppress(OSError, UnicodeDecodeError):
        made = path.read_text(encoding="utf-8").strip()
        if 8 <= len(made) <= 64 and made.isalnum():
            return made
    made = secrets.token_hex(16)
    with contextlib.suppress(OSError):
        data.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(made + "\n", encoding="utf-8")
        tmp.replace(path)
    return made


def _encode(game: dict[str, Any]) -> bytes:
    return json.dumps(game, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
