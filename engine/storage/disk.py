"""The disk's own thread, and the few system calls the journal makes.

A frame may hand a short line to the operating system (`write_all`: one write() into the
page cache, microseconds), never wait for the disk. What waits for the disk happens here,
on one thread: `sync_soon(fd)` fsyncs a file as soon as the thread is free, all the lines
written since its last fsync together (group commit), and `submit`/`later` run the slower
file work (a whole rewrite, a removal, a retry) in order.
"""

from __future__ import annotations

import atexit
import contextlib
import errno
import heapq
import itertools
import logging
import os
import threading
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path

_log = logging.getLogger(__name__)
SyncFailed = Callable[[int, OSError], None]

FULL = "full"  # why saving stopped, as the table says it (`saving.stopped.<reason>`)
READ_ONLY = "read_only"
BROKEN = "broken"
_REASONS = {
    errno.ENOSPC: FULL,
    errno.EFBIG: FULL,  # a file-size limit: to the players, the disk is full
    errno.EDQUOT: FULL,
    errno.EROFS: READ_ONLY,
    errno.EACCES: READ_ONLY,
    errno.EPERM: READ_ONLY,
}


def reason_of(error: OSError) -> str:
    return _REASONS.get(error.errno or 0, BROKEN)


def write_all(fd: int, data: bytes) -> None:
    """Hand all of `data` to the operating system; a short write (the disk filling up in
    the middle of a line) goes on until it fails."""
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        if written <= 0:
            raise OSError(errno.ENOSPC, "nothing was written")
        view = view[written:]


def open_append(path: Path, create: bool = False) -> int:
    flags = os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0)
    if create:
        flags |= os.O_CREAT | os.O_TRUNC
    return os.open(path, flags, 0o644)


def write_private(path: Path, data: bytes) -> None:
    """Replace `path` with `data`, durably (written, fsynced and renamed over it, the
    rename fsynced) and readable by its owner alone (0600, whatever the umask or the mode
    of a file there before): for small files that hold a secret's hash or guard one."""
    tmp = path.with_name(path.name + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_BINARY", 0), 0o600)
    try:
        if hasattr(os, "fchmod"):  # a .tmp left by a crash keeps its mode through O_CREAT
            os.fchmod(fd, 0o600)
        write_all(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(tmp, path)
    fsync_dir(path.parent)


def owner_only(path: Path) -> None:
    """Make an existing file readable by its owner alone (one an older version wrote
    for everyone to read); a system without POSIX modes is left as it is."""
    with contextlib.suppress(OSError):
        if os.name == "posix" and path.stat().st_mode & 0o077:
            os.chmod(path, 0o600)


def fsync_dir(directory: Path) -> None:
    """Make a rename or unlink durable; some systems cannot open a directory (Windows)."""
    with contextlib.suppress(OSError):
        fd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


class Writer:
    """One daemon thread, started on first use, that fsyncs what frames wrote and runs file
    work in order; `flush()` waits for all of it. Pending work is flushed at exit."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._dirty: dict[int, tuple[float, SyncFailed]] = {}  # fd -> first unsynced write
        self._jobs: deque[Callable[[], None]] = deque()
        self._timers: list[tuple[float, int, Callable[[], None]]] = []
        self._order = itertools.count()
        self._busy = False
        self._thread: threading.Thread | None = None
        self.lags: deque[float] = deque(maxlen=4096)  # seconds from a write to its fsync
        self.syncs = 0  # fsyncs done

    def sync_soon(self, fd: int, failed: SyncFailed) -> None:
        """`fd` has new lines: fsync it as soon as the thread is free."""
        with self._cond:
            self._dirty.setdefault(fd, (time.perf_counter(), failed))
            self._wake()

    def submit(self, job: Callable[[], None]) -> None:
        with self._cond:
            self._jobs.append(job)
            self._wake()

    def later(self, seconds: float, job: Callable[[], None]) -> None:
        """Run `job` after `seconds` (a retry); `flush` does not wait for it."""
        with self._cond:
            heapq.heappush(self._timers, (time.monotonic() + seconds, next(self._order), job))
            self._wake()

    def close(self, fd: int) -> None:
        """Close `fd` once what was written to it is synced (the thread owns every close, so
        an fd is never closed while it is being synced)."""
        self.submit(lambda: _sync_and_close(fd))

    def pending(self) -> bool:
        """Is anything written or submitted not yet done (retries waiting included)?"""
        with self._cond:
            return bool(self._dirty or self._jobs or self._busy or self._timers)

    def flush(self) -> None:
        """Wait until everything written or submitted so far is done (or has failed)."""
        with self._cond:
            while self._dirty or self._jobs or self._busy:
                self._cond.wait()

    def _wake(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="journal", daemon=True)
            self._thread.start()
            atexit.register(self.flush)
        self._cond.notify_all()

    def _next(self) -> tuple[dict[int, tuple[float, SyncFailed]], Callable[[], None] | None]:
        with self._cond:
            while True:
                now = time.monotonic()
                while self._timers and self._timers[0][0] <= now:
                    self._jobs.append(heapq.heappop(self._timers)[2])
                if self._dirty or self._jobs:
                    dirty, self._dirty = self._dirty, {}
                    job = self._jobs.popleft() if self._jobs else None
                    self._busy = True
                    return dirty, job
                self._cond.notify_all()  # idle: a flush may return
                timeout = self._timers[0][0] - now if self._timers else None
                self._cond.wait(timeout)

    def _run(self) -> None:
        while True:
            dirty, job = self._next()
            for fd, (since, failed) in dirty.items():
                try:
                    os.fsync(fd)
                    self.lags.append(time.perf_counter() - since)
                    self.syncs += 1
                except OSError as error:
                    _log.warning("journal fsync failed: %s", error)
                    failed(fd, error)
            if job is not None:
                try:
                    job()
                except Exception:  # a full disk or a pulled USB stick must not stop the thread
                    _log.exception("journal work failed")
            with self._cond:
                self._busy = False
                self._cond.notify_all()


def _sync_and_close(fd: int) -> None:
    with contextlib.suppress(OSError):
        os.fsync(fd)
    with contextlib.suppress(OSError):
        os.close(fd)
