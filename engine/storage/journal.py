"""Append-only journal files: a header line, then one JSON line per entry.

Rewriting a whole game record on every move grows with the game (12 ms at the end of a
long Memorandum, inside the frame). A journal appends one short line per move instead, so a
save costs the same at move 3,000 as at move 3, and the writing happens on a thread of its
own so a frame never waits for the disk.

Durability: every append is flushed and fsynced; a rewrite (the header with everything so
far, "compaction") goes to a temporary file that is fsynced, renamed over the journal, and
the directory fsynced, so a power cut leaves either the old file or the new one. A power cut
during an append can only tear the last line: reading drops an unreadable last line, which
loses at most the move that was being written.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import logging
import os
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

_log = logging.getLogger(__name__)


class JournalError(ValueError):
    """A journal that cannot be read: damaged somewhere other than its last line."""


@dataclass
class JournalContents:
    header: dict[str, Any]
    entries: list[dict[str, Any]]
    torn: bool  # an unreadable last line was dropped


def _line(data: dict[str, Any]) -> bytes:
    return (json.dumps(data, separators=(",", ":")) + "\n").encode("utf-8")


def _parse(raw: bytes) -> dict[str, Any] | None:
    try:
        value = json.loads(raw.decode("utf-8"))
    except ValueError:  # JSONDecodeError and UnicodeDecodeError are both ValueErrors
        return None
    return value if isinstance(value, dict) else None


def read_journal(path: Path) -> JournalContents:
    """The header and entries; a torn last line is left out, any other damage raises."""
    lines = path.read_bytes().split(b"\n")
    if lines and not lines[-1].strip():
        lines.pop()  # the file ends with a newline: nothing after it
    parsed = [_parse(raw) for raw in lines]
    torn = bool(parsed) and parsed[-1] is None
    if torn:
        parsed.pop()
    if not parsed:
        raise JournalError("the file is empty")
    if any(entry is None for entry in parsed):
        raise JournalError(f"line {parsed.index(None) + 1} is damaged")
    return JournalContents(parsed[0], parsed[1:], torn)  # type: ignore[arg-type]


def rewrite(path: Path, header: dict[str, Any], entries: list[dict[str, Any]]) -> None:
    """Replace the journal whole and atomically (tmp + fsync + rename + fsync of the dir)."""
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "wb") as out:
        out.write(_line(header) + b"".join(_line(e) for e in entries))
        out.flush()
        os.fsync(out.fileno())
    os.replace(tmp, path)
    _fsync_dir(path.parent)


def append(path: Path, entry: dict[str, Any]) -> None:
    """Add one line, on the disk before this returns."""
    with open(path, "ab") as out:
        out.write(_line(entry))
        out.flush()
        os.fsync(out.fileno())


def remove(path: Path) -> None:
    path.unlink(missing_ok=True)
    _fsync_dir(path.parent)


def _fsync_dir(directory: Path) -> None:
    """Make a rename or unlink durable; some systems cannot open a directory (Windows)."""
    with contextlib.suppress(OSError):
        fd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


class Writer:
    """Runs file operations in order on one background thread; `flush()` waits for them.

    The thread starts on first use and is a daemon, so it never keeps the process alive;
    pending work is flushed at interpreter exit."""

    def __init__(self) -> None:
        self._queue: queue.Queue[Callable[[], None]] = queue.Queue()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()

    def submit(self, operation: Callable[[], None]) -> None:
        with self._lock:
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="journal", daemon=True)
                self._thread.start()
                atexit.register(self.flush)
        self._queue.put(operation)

    def flush(self) -> None:
        """Wait until everything submitted so far is on the disk (or has failed)."""
        self._queue.join()

    def _run(self) -> None:
        while True:
            operation = self._queue.get()
            try:
                operation()
            except Exception as error:  # a full disk or a pulled USB stick must not kill saving
                _log.warning("journal write failed: %s", error)
            finally:
                self._queue.task_done()
