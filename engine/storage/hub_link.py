"""The table's link to the event's hub: its finished games and its heartbeat, sent on a
thread of its own, so that no frame ever waits for the network (docs/events.md).

The frame only hands things over: a finished game (`send`) and now and then what the
table is doing (`report`), each put in memory for the thread. The thread writes each game
into the outbox first (engine/storage/outbox.py: on the disk, fsynced), then sends the
outbox, oldest first and a batch at a time, until the hub acknowledges each game (the hub
answers only once the game is on its own disk, and stores a game once however often it
comes). Whatever fails (no network, the hub down or busy, a wrong key) is tried again
after a wait that doubles from `FIRST_WAIT` to `patience` (30 s at a table, 2 s for
`simulate`), give or take a fifth so that fifty tables back from an outage do not all call
at once; a hub that asks for a longer wait (429, Retry-After) gets it. The heartbeat says
who the table is, what it is doing, how many games wait and its last error, every
`heartbeat` seconds and soon after the table's state changes.

Anything the hub answers is read as carefully as the hub reads the table: only the ids of
games in the batch sent count as acknowledged.

The thread hands back one thing: the link's status (`LinkStatus`), which Settings → Event
shows. It is set only in `_set_status`, the one hand-over point from this thread to the
frame: the frame reads it with `status()`, and `on_status` (None, or a function the app
gives) is called there when it changes.
"""

from __future__ import annotations

import atexit
import contextlib
import http.client
import json
import logging
import random
import threading
import time
import urllib.error
import urllib.request
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from engine.storage.outbox import Outbox

_log = logging.getLogger(__name__)
FIRST_WAIT = 1.0  # seconds before the first try again
PATIENCE = 30.0  # the longest wait between tries, at a table
HEARTBEAT = 10.0  # seconds between heartbeats
SOON = 1.0  # a changed state is told at most this often
BATCH = 25  # games in one request
TIMEOUT = 10.0  # seconds a request may take
MAX_ANSWER = 256 * 1024  # bytes read of an answer
# What the status says is wrong, as Settings → Event words it (`event.problem.<code>`).
UNREACHABLE, BUSY, KEY, REFUSED, DISK = "unreachable", "busy", "key", "refused", "disk"


@dataclass(frozen=True)
class LinkStatus:
    """What the table knows of its link, for Settings → Event."""

    waiting: int = 0  # games not yet acknowledged (in memory or in the outbox)
    sent: int = 0  # games the hub acknowledged since the link started
    problem: str = ""  # "" or one of the codes above
    detail: str = ""  # the problem in a line (for the log and the operator)
    heard_at: float | None = None  # when the hub last answered (time.time())


@dataclass(frozen=True)
class TableReport:
    """What the table is doing, for the heartbeat (engine/hub/wire.py `TableState`)."""

    scene: str = "menu"
    game: str = ""
    players: int = 0
    party: bool = False
    error: str = ""  # the table's last error ("" none)
    error_at: float | None = None  # when (time.time())


class _Unreachable(Exception):
    pass


class HubLink:
    def __init__(
        self,
        url: str,
        key: str,
        data: Path,
        table: tuple[str, str],
        version: str,
        heartbeat: float = HEARTBEAT,
        patience: float = PATIENCE,
    ) -> None:
        self.url = url.rstrip("/")
        self.key = key
        self.table_id, self.name = table
        self.version = version
        self.heartbeat = heartbeat
        self.patience = patience
        self.outbox = Outbox(data)
        self.on_status: Callable[[], None] | None = None
        self._status = LinkStatus()
        self._queue: deque[dict[str, Any]] = deque()
        self._report = TableReport()
        self._told: TableReport | None = None
        self._cond = threading.Condition()
        self._stopping = False
        self._thread: threading.Thread | None = None
        self._wait = 0.0  # the wait after the last failure (0: none)
        self._next_try = 0.0  # monotonic: not before this
        self._next_beat = 0.0
        self._batch = BATCH
        self._idle = False  # nothing in memory and the outbox empty, after a try
        self._empty = False  # the outbox had nothing to send at the last try
        # How requests go out: straight to the hub, past any proxy the environment names (a
        # tool simulating many tables gives each its own source address).
        self.opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))

    # --- from the frame (never waits) ---------------------------------------------------------
    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="hub-link", daemon=True)
        self._thread.start()
        atexit.register(self.stop, 2.0)

    def send(self, game: dict[str, Any]) -> None:
        """A finished game (engine/hub/wire.py `FinishedGame.to_dict()`), to be kept and sent."""
        with self._cond:
            self._queue.append(game)
            self._idle = False
            self._cond.notify_all()

    def report(self, report: TableReport) -> None:
        """What the table is doing now (told at the next heartbeat, or soon if it changed)."""
        if report == self._report:
            return
        with self._cond:
            self._report = report
            self._cond.notify_all()

    def status(self) -> LinkStatus:
        """The link as the thread last said it (the hand-over point to the frame)."""
        return self._status

    # --- from tools and tests ----------------------------------------------------------------
    def flush(self, timeout: float) -> bool:
        """Wait until the hub has acknowledged every game; False if `timeout` passed first."""
        with self._cond:
            return self._cond.wait_for(lambda: self._idle and not self._queue, timeout)

    def stop(self, timeout: float = 5.0) -> None:
        """Keep what is in memory in the outbox and stop (what is unsent goes next time)."""
        atexit.unregister(self.stop)
        with self._cond:
            self._stopping = True
            self._cond.notify_all()
        if (
            timeout > 0
            and self._thread is not None
            and self._thread is not threading.current_thread()
        ):
            self._thread.join(timeout)

    # --- the thread ---------------------------------------------------------------------------
    def _run(self) -> None:
        while True:
            self._keep_new()
            with self._cond:
                if self._stopping:
                    return
            more = False
            if time.monotonic() >= self._next_try:
                with contextlib.suppress(_Unreachable):
                    more = self._send_some()
                    now = time.monotonic()
                    if not more and now >= self._next_try and self._beat_due(now):
                        self._beat()
            if more:
                continue  # more to send: at once
            with self._cond:
                if self._stopping:
                    continue  # the loop keeps what is queued, then returns
                self._idle = not self._queue and self._empty
                self._cond.notify_all()
                if not self._queue:
                    self._cond.wait(self._sleep(time.monotonic()))

    def _sleep(self, now: float) -> float:
        """Seconds until there is something to do (new work wakes the thread earlier)."""
        beat = self._next_beat
        if self._report != self._told:
            beat = min(beat, self._told_at + SOON)
        wake = beat if self._idle else min(beat, self._next_try)
        return max(0.05, max(wake, self._next_try) - now)

    def _keep_new(self) -> None:
        """The games the frame handed over, into the outbox (kept in memory while the disk
        will not take them, and said)."""
        kept = False
        while True:
            with self._cond:
                if not self._queue:
                    break
                game = self._queue[0]
            try:
                self.outbox.put(game)
            except OSError as error:
                self._set_status(problem=DISK, detail=f"cannot keep a game in the outbox: {error}")
                with self._cond:
                    if not self._stopping:
                        self._cond.wait(self.patience)
                return
            with self._cond:
                self._queue.popleft()
                self._empty = False
            kept = True
        if kept:
            self._set_status(waiting=self.outbox.count())

    def _send_some(self) -> bool:
        """Send the oldest games; True if more wait to go at once."""
        games = self.outbox.pending(self._batch)
        self._empty = not games
        if not games:
            self._set_status(waiting=len(self._queue))
            return False
        status, answer = self._post("/api/games", {"sent": time.time(), "games": games})
        if status == 413 and self._batch > 1:  # too large for the hub: smaller batches
            self._batch = max(1, self._batch // 2)
            return True
        if status not in (200, 422):
            self._failed(status, answer)
            return False
        ids = {game["id"] for game in games}
        known = [i for i in _ids(answer.get("stored")) + _ids(answer.get("known")) if i in ids]
        self.outbox.done(known)
        refused = answer.get("refused")
        for entry in refused if isinstance(refused, list) else []:
            if isinstance(entry, dict) and entry.get("id") in ids:
                reason = str(entry.get("reason", ""))[:200]
                _log.warning("the hub refused a game: %s", reason)
                self.outbox.refused(entry["id"], reason)
                self._set_status(problem=REFUSED, detail=f"the hub refused a game: {reason}")
        self._succeeded(sent=self._status.sent + len(known))
        return self.outbox.count() > 0

    def _beat_due(self, now: float) -> bool:
        return now >= self._next_beat or (
            self._report != self._told and now >= self._told_at + SOON
        )

    _told_at = float("-inf")

    def _beat(self) -> None:
        report = self._report
        waiting = len(self._queue) + self.outbox.count()
        error = None
        if report.error:
            age = None if report.error_at is None else max(0.0, time.time() - report.error_at)
            error = {"text": report.error[:300], "age": age}
        body = {
            "sent": time.time(),
            "table": {"id": self.table_id, "name": self.name},
            "version": self.version,
            "state": {
                "scene": report.scene,
                "game": report.game,
                "players": report.players,
                "party": report.party,
            },
            "waiting": waiting,
            "error": error,
        }
        now = time.monotonic()
        self._told, self._told_at = report, now
        self._next_beat = now + self.heartbeat
        status, answer = self._post("/api/heartbeat", body)
        if status != 200:
            self._failed(status, answer)
            return
        self._succeeded(waiting=waiting)

    def _post(self, path: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        """A request to the hub: its status and its answer (an object, else empty);
        _Unreachable if there was no answer at all."""
        request = urllib.request.Request(
            self.url + path,
            data=json.dumps(body, separators=(",", ":")).encode("utf-8"),
            method="POST",
            headers={
                "Content-Type": "application/json",
                "Authorization": f"Bearer {self.key}",
                "User-Agent": f"MemoTable/{self.version}",
            },
        )
        try:
            with self.opener.open(request, timeout=TIMEOUT) as response:
                return response.status, _answer(response.read(MAX_ANSWER))
        except urllib.error.HTTPError as error:
            with error:
                self._retry_after = _seconds(error.headers.get("Retry-After"))
                return error.code, _answer(error.read(MAX_ANSWER))
        except (OSError, http.client.HTTPException, ValueError) as error:
            reason = getattr(error, "reason", None) or error
            self._failed(0, {"error": str(reason)})
            raise _Unreachable(str(reason)) from None

    _retry_after: float | None = None

    def _failed(self, status: int, answer: dict[str, Any]) -> None:
        """Wait before trying again: longer each time, as long as the hub asks at least."""
        self._wait = min(self.patience, max(FIRST_WAIT, self._wait * 2))
        wait = self._wait * random.uniform(0.8, 1.2)
        if status == 429 and self._retry_after:
            wait = max(wait, min(self._retry_after, 60.0))
        self._retry_after = None
        self._next_try = time.monotonic() + wait
        reason = str(answer.get("error", ""))[:200] or f"HTTP {status}"
        problem = UNREACHABLE if status == 0 else KEY if status in (401, 403) else BUSY
        if problem != self._status.problem or reason != self._status.detail:
            _log.info("the hub at %s: %s (trying again in %.0f s)", self.url, reason, wait)
        waiting = len(self._queue) + self.outbox.count()
        self._set_status(problem=problem, detail=reason, waiting=waiting)

    def _succeeded(self, **changes: Any) -> None:
        self._wait = 0.0
        self._next_try = 0.0
        problem = self._status.problem if self._status.problem in (REFUSED, DISK) else ""
        waiting = len(self._queue) + self.outbox.count()
        fields = {"problem": problem, "waiting": waiting, "heard_at": time.time(), **changes}
        if not problem:
            fields["detail"] = ""
        self._set_status(**fields)

    def _set_status(self, **changes: Any) -> None:
        """The one place this thread hands something to the frame."""
        status = replace(self._status, **changes)
        if status == self._status:
            return
        self._status = status
        if self.on_status is not None:
            self.on_status()


def _answer(raw: bytes) -> dict[str, Any]:
    try:
        data = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):
        return {}
    return data if isinstance(data, dict) else {}


def _ids(value: Any) -> list[str]:
    return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []


def _seconds(text: str | None) -> float | None:
    try:
        return max(0.0, float(text)) if text else None
    except ValueError:
        return None
