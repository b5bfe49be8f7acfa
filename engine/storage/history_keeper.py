"""Today's history, read and written on a thread of its own, so no frame waits for it.

Another program holding the database locked once froze the menu for 5 s and had a healthy
database set aside as damaged. Now every use of the database is a job on this thread, in
order; a job that finds the database busy (or the disk full) waits and is tried again,
longer each time, so a finished game waits in the queue until it can be written and
nothing is set aside for being busy (engine/storage/history.py decides what is damaged).
What the table shows (today's best) is the last one read, updated when a read is done;
what it must say (a file set aside, one kept by a newer version) goes to a notices list
the caller gives, said by the menu as it comes.
"""

from __future__ import annotations

import atexit
import logging
import threading
from collections import deque
from collections.abc import Callable
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from engine.storage.settings import set_aside

if TYPE_CHECKING:
    from engine.storage.history import Best, History

_log = logging.getLogger(__name__)
WAIT_FOR_LOCK = 0.2  # seconds SQLite itself waits for a lock, on this thread
FIRST_RETRY, LAST_RETRY = 0.5, 8.0
SHOWN = 5  # today's best: one per game at most


@dataclass
class Job:
    path: Path
    work: Callable[[History], None]
    notices: list[str]
    reads: bool = False  # a read needs no database made where there is none


class Keeper:
    def __init__(self, news: Callable[[], None] = lambda: None) -> None:
        """`news` is called (on the history's thread) when a job is done: what the table
        shows may have changed (today's best, a notice), and a loop at rest wakes for it."""
        self.news = news
        self.best: list[Best] = []  # today's best as last read; replaced in place
        self._best_of: Path | None = None  # the database `best` was read from
        self._jobs: deque[Job] = deque()
        self._cond = threading.Condition()
        self._thread: threading.Thread | None = None
        self._running = False
        self._checked: set[Path] = set()  # integrity checked once a run
        self._newer: set[Path] = set()  # said once that a newer version keeps it

    def add_game(self, path: Path, notices: list[str], **game) -> None:
        self._submit(Job(path, lambda history: history.add_game(**game), notices))
        self.read_best(path, notices)

    def clear(self, path: Path, notices: list[str]) -> None:
        self._submit(Job(path, lambda history: history.clear(), notices))
        self.read_best(path, notices)

    def read_best(self, path: Path, notices: list[str]) -> None:
        """Read today's best again (once, however often it is asked before it runs); what
        was read from another folder's database is not shown meanwhile."""
        if path != self._best_of:
            self._best_of = path
            self.best[:] = []
        with self._cond:
            if any(job.reads and job.path == path for job in list(self._jobs)[1:]):
                return
        self._submit(Job(path, lambda history: self._read_best(path, history), notices, True))

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every job is done; False if `timeout` passed first (a busy database)."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._jobs and not self._running, timeout)

    def _read_best(self, path: Path, history: History) -> None:
        best = history.best_today()[:SHOWN]
        if path == self._best_of:  # still the folder shown
            self.best[:] = best

    def _submit(self, job: Job) -> None:
        with self._cond:
            self._jobs.append(job)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="history", daemon=True)
                self._thread.start()
                atexit.register(self.flush, 2.0)
            self._cond.notify_all()

    def _run(self) -> None:
        delay = FIRST_RETRY
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._jobs)
                job = self._jobs[0]
                self._running = True
            done = self._do(job)
            with self._cond:
                if done:
                    self._jobs.popleft()
                self._running = False
                self._cond.notify_all()
                if not done:  # busy: the same job again, after a longer wait
                    self._cond.wait(delay)
            if done:
                self.news()
            delay = FIRST_RETRY if done else min(LAST_RETRY, delay * 2)

    def _do(self, job: Job) -> bool:
        """Run `job`; False when it must be tried again later."""
        if job.reads and not job.path.exists():
            if job.path == self._best_of:
                self.best[:] = []  # nothing kept yet: no database made before the first game
            return True
        import sqlite3  # with the database, on this thread: a first start has none

        from engine.storage.history import History, HistoryBusy, HistoryNewer, damaged

        try:
            check = job.path not in self._checked
            with closing(History.open(job.path, WAIT_FOR_LOCK, check)) as history:
                self._checked.add(job.path)
                if history.notice:
                    job.notices.append(history.notice)
                job.work(history)
        except HistoryBusy as error:
            _log.info("today's history is busy (%s); trying again", error)
            return False
        except HistoryNewer as error:
            if job.path not in self._newer:
                self._newer.add(job.path)
                job.notices.append("history.newer")
                _log.warning("today's history left as it is: %s", error)
            self.best[:] = []
        except sqlite3.DatabaseError as error:
            if not damaged(error):
                _log.info("today's history cannot be written now (%s); trying again", error)
                return False
            set_aside(job.path, str(error))  # damaged while in use: the next try starts afresh
            self._checked.discard(job.path)
            job.notices.append("history.damaged")
            return False
        except Exception:  # the thread goes on whatever one job does
            _log.exception("today's history: a job failed")
        return True
