"""The kept game's journal as it is written: on the disk before a move is shown, never
poisoned by a failed write, and written whole again as soon as the disk lets it.

The promise (docs/reliability.md): a move's line is handed to the operating system in the
move's own step, before the story changes the picture, so a crash of the app (`kill -9`)
loses nothing shown; the writer thread fsyncs it as soon as it is free, so a power cut
loses at most the lines written since the last fsync finished.

Two files may be written at once. A rewrite (the whole record on one header line: a new
game, a resumed one, players keeping it, saving coming back after a full disk) is built on
the writer thread in a temporary file, fsynced and renamed over the journal. Until that
rename, each new line goes to the old journal (so a crash still finds it) and, once the
rewrite has caught up with the lines written meanwhile, to the new file as well (so the
rename loses none); the frame never waits for the rename.

A write that fails (a full disk, a file-size limit, a pulled stick) is cut back to the last
whole line, so the journal on disk stays readable with every move written before; the
journal is then left alone and a rewrite of everything is tried again every
`RETRY_SECONDS` until it succeeds. `failure` says why saving stopped, for the table to say.
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.storage.disk import BROKEN, Writer, fsync_dir, open_append, reason_of, write_all
from engine.storage.journal import encode_line
from games.core.record import GameRecord

_log = logging.getLogger(__name__)
RETRY_SECONDS = 1.0
SMALL_HEADER_MOVES = 64  # a new journal this short is created by the frame itself


def header_of(record: GameRecord, extra: dict[str, Any]) -> dict[str, Any]:
    """The journal's first line: the record so far with the save's "resume" extra."""
    return {**record.to_dict(), "moves": list(record.moves), "resume": extra}


class Rewrite:
    """The whole record written afresh beside the journal and renamed over it (on the
    writer thread), with every line that arrives meanwhile (from the frame)."""

    def __init__(self, path: Path, header: dict[str, Any], writer: Writer, failed) -> None:
        self.path = path
        self.tmp = path.with_name(path.name + ".tmp")  # attempts run one at a time
        self.header = header
        self.writer = writer
        self.failed: Callable[[str], None] = failed
        self.pending: list[bytes] = []  # lines after the header, in order
        self.fd: int | None = None  # the new file, once it has caught up
        self.good = 0  # its bytes in whole lines
        self.broken = False  # a line could not be added to it
        self.done = False  # renamed over the journal
        self.retrying = False  # the last attempt failed; the next waits its time
        self.cancelled = False
        self.lock = threading.Lock()  # pending, fd, good, broken, done (frame and writer)
        self.gate = threading.Lock()  # cancelling against renaming: held over the rename

    def add(self, line: bytes) -> None:
        """A new line (the frame's step): kept for the next attempt, and written now if the
        new file has caught up."""
        with self.lock:
            self.pending.append(line)
            if self.fd is None or self.broken:
                return
            try:
                write_all(self.fd, line)
                self.good += len(line)
            except OSError as error:
                _log.warning("saving stopped: %s", error)
                self.broken = True

    def cancel(self) -> int | None:
        """No rename after this returns; the new file's fd if it was renamed already (it is
        the journal now, for the caller to close)."""
        with self.gate, self.lock:
            self.cancelled = True
            return self.fd if self.done else None

    def attempt(self) -> None:
        """On the writer thread: write, sync and rename; on failure try again later."""
        self.retrying = False
        if self.cancelled:
            return
        fd = None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = open_append(self.tmp, create=True)
            write_all(fd, encode_line(self.header))
            with self.lock:
                rest = b"".join(self.pending)
                write_all(fd, rest)
                self.good = os.fstat(fd).st_size
                self.fd = fd
            os.fsync(fd)
            with self.gate:
                if self.cancelled or self.broken:
                    raise OSError(0, "cancelled" if self.cancelled else "a line failed")
                os.replace(self.tmp, self.path)
                with self.lock:
                    self.done = True
        except Exception as error:  # a disk's error, or anything else: never stuck half done
            self._failed_attempt(fd, error)
            return
        fsync_dir(self.path.parent)

    def _failed_attempt(self, fd: int | None, error: Exception) -> None:
        with self.lock:
            self.fd, self.broken = None, False
        if fd is not None:
            with contextlib.suppress(OSError):
                os.close(fd)
        with contextlib.suppress(OSError):
            self.tmp.unlink()
        if self.cancelled:
            return
        _log.warning("saving the game failed (%s); trying again", error)
        self.retrying = True
        self.failed(reason_of(error) if isinstance(error, OSError) else BROKEN)
        self.writer.later(RETRY_SECONDS, self.attempt)


class Appender:
    """The one journal being written (the frame's side; see the module doc)."""

    def __init__(self, writer: Writer) -> None:
        self.writer = writer
        self.path: Path | None = None
        self.record: GameRecord | None = None
        self.extra: dict[str, Any] = {}
        self.count = 0  # moves of `record` handed to the journal or to the rewrite
        self.fd: int | None = None  # the journal at `path`, open for appending
        self.good = 0  # its bytes in whole lines
        self.rewrite: Rewrite | None = None
        self.again = False  # rewrite once more when this one is done (a newer extra)
        self._failure = ""  # why saving stopped; "" while it works
        self._unsynced: set[int] = set()  # fds whose fsync failed
        self._lock = threading.Lock()  # _failure and _unsynced (frame and writer)

    # --- what saves.py asks ------------------------------------------------------------
    def follows(self, record: GameRecord, path: Path) -> bool:
        """Is the journal at `path` open for `record`, with every move but the last?"""
        live = self.fd is not None or self.rewrite is not None
        return (
            live
            and self.record is record
            and self.path == path
            and self.count == len(record.moves) - 1
        )

    def append(self, record: GameRecord, extra: dict[str, Any]) -> None:
        """The move just added to `record`, in this step (see `follows`)."""
        self.extra = extra
        self.settle()
        line = encode_line(record.moves[-1])
        self.count = len(record.moves)
        wrote = self.fd is None or self._write(line)
        if not wrote and self.rewrite is None:
            self._rewrite(record)  # its header holds this move
            return
        if self.rewrite is not None:
            self.rewrite.add(line)

    def start(self, path: Path, record: GameRecord, extra: dict[str, Any]) -> None:
        """A journal of `record` from scratch, replacing whatever `path` holds. A short one
        (a new game) is written and renamed into place in this step, so its first move is
        on the disk before it shows; a long one is a rewrite on the writer thread."""
        self.close()
        self.path, self.record, self.extra = path, record, extra
        self.count = len(record.moves)
        if len(record.moves) > SMALL_HEADER_MOVES:
            self._rewrite(record)
            return
        tmp = path.with_name(path.name + ".new")  # the writer's rewrites use ".tmp"
        fd = None
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            data = encode_line(header_of(record, extra))
            fd = open_append(tmp, create=True)
            write_all(fd, data)
            os.replace(tmp, path)
        except OSError as error:
            if fd is not None:
                os.close(fd)
            with contextlib.suppress(OSError):
                tmp.unlink()
            self._stopped(reason_of(error), error)
            self._rewrite(record)
            return
        self.fd, self.good = fd, len(data)
        self.writer.sync_soon(fd, self._sync_failed)
        self.writer.submit(lambda: fsync_dir(path.parent))

    def adopt(self, path: Path, record: GameRecord, whole: int, ends_line: bool) -> bool:
        """Go on appending to the journal at `path`, which holds `record` in its first
        `whole` bytes (a resumed game): a torn last line is cut off, a missing newline
        added. False if the file cannot be opened for it."""
        self.close()
        try:
            fd = open_append(path)
        except OSError:
            return False
        try:
            os.ftruncate(fd, whole)
            if not ends_line:
                write_all(fd, b"\n")
                whole += 1
        except OSError:
            os.close(fd)
            return False
        self.path, self.record, self.count = path, record, len(record.moves)
        self.fd, self.good = fd, whole
        self.writer.sync_soon(fd, self._sync_failed)
        return True

    def compact(self, record: GameRecord, extra: dict[str, Any]) -> None:
        """Write the journal whole again with `extra` (players keep the game, an explainer
        was shown); after the rewrite under way, if there is one."""
        self.extra = extra
        self.settle()
        if self.rewrite is not None:
            self.again = True
        else:
            self._rewrite(record)

    def settle(self) -> None:
        """Take in what the writer thread finished: a renamed rewrite becomes the journal;
        a failed fsync makes the journal one to write whole again."""
        with self._lock:
            unsynced = self.fd is not None and self.fd in self._unsynced
            self._unsynced.clear()
        if unsynced and self.record is not None:
            self.writer.close(self.fd)
            self.fd = None
            if self.rewrite is None:
                self._rewrite(self.record)
        rewrite = self.rewrite
        if rewrite is None or not rewrite.done:
            return
        if self.fd is not None:
            self.writer.close(self.fd)
        self.fd, self.good, self.rewrite = rewrite.fd, rewrite.good, None
        if rewrite.broken and self.fd is not None:  # a line failed after the rename
            with contextlib.suppress(OSError):
                os.ftruncate(self.fd, self.good)
            self.writer.close(self.fd)
            self.fd = None
            self._rewrite(self.record)
            return
        with self._lock:
            self._failure = ""
        if self.again:
            self.again = False
            self._rewrite(self.record)

    def close(self) -> None:
        """Stop writing (the game ended, was put aside, or another starts)."""
        if self.rewrite is not None:
            renamed = self.rewrite.cancel()
            if renamed is not None:
                self.writer.close(renamed)
        if self.fd is not None:
            self.writer.close(self.fd)
        self.path, self.record, self.fd, self.rewrite = None, None, None, None
        self.count, self.again = 0, False
        with self._lock:
            self._failure = ""
            self._unsynced.clear()

    @property
    def failure(self) -> str:
        """Why saving has stopped ("full", "read_only", "broken"), or "" while it works."""
        with self._lock:
            return self._failure

    @property
    def busy(self) -> bool:
        """A rewrite is under way and not waiting to retry: a flush should wait for it."""
        return self.rewrite is not None and not self.rewrite.retrying

    # --- inside --------------------------------------------------------------------------
    def _write(self, line: bytes) -> bool:
        """Append to the journal; on failure cut it back to its last whole line and let it
        be (the rewrite that follows holds everything)."""
        assert self.fd is not None
        try:
            write_all(self.fd, line)
        except OSError as error:
            with contextlib.suppress(OSError):
                os.ftruncate(self.fd, self.good)
            self.writer.close(self.fd)
            self.fd = None
            self._stopped(reason_of(error), error)
            return False
        self.good += len(line)
        self.writer.sync_soon(self.fd, self._sync_failed)
        return True

    def _rewrite(self, record: GameRecord) -> None:
        assert self.path is not None
        self.rewrite = Rewrite(self.path, header_of(record, self.extra), self.writer, self._report)
        self.writer.submit(self.rewrite.attempt)

    def _stopped(self, reason: str, error: OSError) -> None:
        _log.warning("saving stopped: %s", error)
        self._report(reason)

    def _report(self, reason: str) -> None:
        with self._lock:
            self._failure = reason

    def _sync_failed(self, fd: int, error: OSError) -> None:
        with self._lock:
            self._unsynced.add(fd)
            self._failure = reason_of(error)
