"""The app's logs, fit for an appliance that runs for months: the standard library's
`logging`, into files in the data folder that never grow past a bound, and into the
service's journal when the app runs as a service.

- `memotable.log`: everything from INFO up (a table's start and stop, phones and TUIO
  listening, trouble with saving or sound), rotated at 1 MB, three old files kept.
- `errors.log`: errors only, each crash with its whole traceback (the crash guard's
  "scene error" and anything uncaught), rotated at 1 MB, five old files kept: a table that
  crashed once a day for a year still holds its last crashes in full.
- standard error: warnings and errors in a terminal; from INFO up under systemd, whose
  journal takes it (`JOURNAL_STREAM` says standard error goes there), so
  `journalctl -u memotable-kiosk` shows what the table did.

The app opens its files once its first frame shows (`start(..., opening=True)`, then
`open_files`), as it opens the audio device: the rotating files' module loads the standard
library's sockets and pickling, a good part of what the menu's first frame waited for
(docs/performance.md, "Start-up"). What is logged before is kept in memory and written to
the files first; a crash before the first frame opens them at once, so its traceback is
kept whole all the same.
"""

from __future__ import annotations

import logging
import os
import sys
import threading
from pathlib import Path
from types import TracebackType

LOG_FILE = "memotable.log"
ERRORS_FILE = "errors.log"
LOG_BYTES = 1024 * 1024
FILES = ((LOG_FILE, 3, logging.INFO), (ERRORS_FILE, 5, logging.ERROR))  # name, old ones kept, from
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
JOURNAL_FORMAT = "%(levelname)s %(name)s: %(message)s"  # the journal stamps each line

EARLY_RECORDS = 1000  # the most kept in memory until the files open

_installed: list[logging.Handler] = []
_waiting: list[Path] = []  # the folder whose files open with the first frame


class _Early(logging.Handler):
    """What is logged before the files open, kept for them (the first `EARLY_RECORDS`)."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        if len(self.records) < EARLY_RECORDS:
            self.records.append(record)


def start(folder: Path, *, opening: bool = False) -> None:
    """Log into `folder` (and standard error) from now on, in place of where this process
    logged before; uncaught exceptions, in any thread, are logged whole too. `opening`:
    the app is on its way to its first frame, and the files open with `open_files`."""
    stop()
    if opening:
        _waiting.append(folder)
        _install(_Early())
    else:
        for handler in _files(folder):
            _install(handler)
    _install(_stderr())
    logging.getLogger().setLevel(logging.INFO)
    sys.excepthook = _uncaught
    threading.excepthook = _uncaught_in_thread


def open_files() -> None:
    """The files of a start that waited for the first frame, open from now on, with what
    was logged meanwhile written first; nothing if none waits."""
    if not _waiting:
        return
    folder = _waiting.pop()
    early = next(h for h in _installed if isinstance(h, _Early))
    for handler in _files(folder):
        _install(handler)
        for record in early.records:
            if record.levelno >= handler.level:
                handler.handle(record)
    logging.getLogger().removeHandler(early)
    _installed.remove(early)


def stop() -> None:
    """Close the files this process logs into (the app's last step, and before `start`),
    opened first if they still waited, so nothing logged is lost."""
    open_files()
    root = logging.getLogger()
    while _installed:
        handler = _installed.pop()
        root.removeHandler(handler)
        handler.close()


def _install(handler: logging.Handler) -> None:
    logging.getLogger().addHandler(handler)
    _installed.append(handler)


def in_journal() -> bool:
    """Does standard error go to systemd's journal (the app runs as a service)?"""
    return bool(os.environ.get("JOURNAL_STREAM"))


def _files(folder: Path) -> list[logging.Handler]:
    """The two rotating files; none where the folder cannot be written (the app goes on,
    logging to standard error only)."""
    import logging.handlers  # with the files, not before the first frame (module doc)

    handlers: list[logging.Handler] = []
    for name, kept, level in FILES:
        try:
            handler = logging.handlers.RotatingFileHandler(
                folder / name, maxBytes=LOG_BYTES, backupCount=kept, encoding="utf-8"
            )
        except OSError as error:
            print(f"memotable: cannot log to {folder / name}: {error}", file=sys.stderr)
            continue
        handler.setLevel(level)
        handler.setFormatter(logging.Formatter(FORMAT))
        handlers.append(handler)
    return handlers


def _stderr() -> logging.Handler:
    handler = logging.StreamHandler(sys.stderr)
    journal = in_journal()
    handler.setLevel(logging.INFO if journal else logging.WARNING)
    handler.setFormatter(logging.Formatter(JOURNAL_FORMAT if journal else FORMAT))
    return handler


def _uncaught(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, error, trace)
        return
    open_files()  # a crash before the first frame is kept whole too
    logging.getLogger("memotable").critical("uncaught", exc_info=(kind, error, trace))


def _uncaught_in_thread(args: threading.ExceptHookArgs) -> None:
    name = args.thread.name if args.thread is not None else "a thread"
    error = (args.exc_type, args.exc_value, args.exc_traceback)
    open_files()
    logging.getLogger("memotable").error("uncaught in %s", name, exc_info=error)
