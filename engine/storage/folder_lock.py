"""One app per data folder: a lock held by the operating system for the app's whole life.

Two copies of the app on one data folder would both append to the same journal; their lines
interleave, the journal stops replaying, and both games are lost. So the app (and a tool
pointed at a folder of the player's with `--data-dir`) takes the folder's lock first, and a
second copy says so in one line and exits. The lock is the kernel's (`flock` on Linux and
macOS, `msvcrt.locking` on Windows): it goes with the process, so a crash or `kill -9`
frees it and no stale lock file is ever in the way. Tools in a fresh temporary folder of
their own, and tests, take no lock.
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
from pathlib import Path
from typing import BinaryIO

LOCK_NAME = "memotable.lock"
_held: list[BinaryIO] = []  # the locks this process holds, open until it exits


class FolderError(Exception):
    """The data folder cannot be used: the message is one line for the command line."""


def usable(folder: Path) -> Path:
    """`folder`, made if need be, once a file can be written in it."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except (OSError, ValueError) as error:  # ValueError: a path with a NUL byte in it
        reason = getattr(error, "strerror", None) or str(error)
        raise FolderError(f"cannot use {str(folder)!r} as the data folder: {reason}") from None
    return folder


def claim(folder: Path) -> None:
    """Take `folder`'s lock for the rest of this process, or raise FolderError saying that
    another copy holds it."""
    path = usable(folder) / LOCK_NAME
    try:
        handle = open(path, "a+b")  # noqa: SIM115 (held open until the process ends)
    except OSError as error:
        reason = error.strerror
        raise FolderError(f"cannot lock the data folder {str(folder)!r}: {reason}") from None
    try:
        _lock(handle)
    except OSError:
        holder = _holder(handle)
        handle.close()
        raise FolderError(
            f"another copy of MemoTable{holder} is already using the data folder "
            f"{str(folder)!r}; close it first, or give this one --data-dir DIR"
        ) from None
    with contextlib.suppress(OSError):
        handle.truncate(0)
        handle.write(f"{os.getpid()}\n".encode())
        handle.flush()
    _held.append(handle)


def _holder(handle: BinaryIO) -> str:
    """The holder as " (process N)", read from the lock file when it can be."""
    try:
        handle.seek(0)
        pid = handle.read(32).decode("ascii").strip()
    except (OSError, UnicodeDecodeError):
        return ""
    return f" (process {pid})" if pid.isdigit() else ""


if sys.platform == "win32":
    import msvcrt

    def _lock(handle: BinaryIO) -> None:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)

else:
    import fcntl

    def _lock(handle: BinaryIO) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
