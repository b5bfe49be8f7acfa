"""TUIO 1.1 cursors over UDP: camera tables, the UPDD bridge and most DIY tables.

Such tables do not speak the operating system's touch: a tracker (reacTIVision, a
MultiTaction cell, the UPDD TUIO bridge, a simulator) sends OSC bundles to UDP port 3333,
each one frame of the table: `/tuio/2Dcur source` (who sends), `set` for each cursor that
moved (its session id and x, y from 0 to 1), `alive` with every session id still touching,
and `fseq`, the frame's number. A `TuioReceiver` listens on a thread of its own, parses the
bundles with python-osc, keeps each source's live cursors (`CursorSource`) and puts the
fingers' downs, moves and ups on a queue; the frame only drains it (`drain`), and the
pointer tracker runs them through the same clean-up stages and gestures as the operating
system's fingers. A session missing from `alive` has lifted; a bundle whose `fseq` is
older than one already seen is dropped (the reference client's rule: a number far back
means the tracker restarted); anything that is not a cursor bundle is counted and ignored.
"""

from __future__ import annotations

import contextlib
import logging
import math
import queue
import socket
import threading
from collections.abc import Callable, Sequence
from typing import Any

from pythonosc.osc_message import OscMessage

from engine.input.stages import RawTouch

_log = logging.getLogger(__name__)
DEFAULT_PORT = 3333
CURSORS = "/tuio/2Dcur"
DEVICE = "tuio"  # the device name TUIO fingers carry (their axes in settings' touch_axes)
LATE_WINDOW = 100  # an fseq further back than this: the tracker restarted, not a late frame
MAX_CURSORS = 64  # per source: more new sessions than this are ignored
MAX_SOURCES = 16  # senders: more than this are ignored
DATAGRAM = 65536
BUNDLE = b"#bundle\x00"

Message = tuple[str, Sequence[Any]]


def messages(datagram: bytes, depth: int = 0) -> list[Message]:
    """The OSC messages in a datagram (a bundle's, nested bundles included), as
    (address, arguments). Raises ValueError for anything that is not OSC. The bundle's
    frame (its tag, time and sized elements) is walked here and each message parsed by
    python-osc: its own bundle parser logs a warning for every element it cannot read,
    and a storm of garbage must not become a storm of log lines."""
    if datagram.startswith(BUNDLE) and depth < 4:
        found: list[Message] = []
        at = len(BUNDLE) + 8  # the time tag: every bundle is taken at once
        while at < len(datagram):
            size = int.from_bytes(datagram[at : at + 4], "big", signed=True)
            element = datagram[at + 4 : at + 4 + size]
            if size <= 0 or size % 4 or len(element) != size:
                raise ValueError("not OSC: a bundle element of a wrong size")
            found += messages(element, depth + 1)
            at += 4 + size
        return found
    if not OscMessage.dgram_is_message(datagram):
        raise ValueError("not OSC")
    try:
        message = OscMessage(datagram)
        return [(message.address, list(message.params))]
    except Exception as error:  # python-osc raises several kinds on garbage
        raise ValueError(f"not OSC: {error}") from None


def _session(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _coordinate(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value) if math.isfinite(value) else None


class CursorSource:
    """One sender's cursors: which sessions touch and where, and the last frame seen."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.cursors: dict[int, tuple[float, float]] = {}
        self.frame = -1

    def key(self, session: int) -> tuple[str, str, int]:
        return ("tuio", self.name, session)

    def late(self, fseq: int) -> bool:
        """Is a frame numbered `fseq` older than one already taken? (-1 and 0: unnumbered)"""
        if fseq <= 0:
            return False
        if fseq >= self.frame or self.frame - fseq > LATE_WINDOW:
            self.frame = fseq
            return False
        return True

    def bundle(self, found: list[Message]) -> list[RawTouch] | None:
        """The fingers' downs, moves and ups in one bundle's cursor messages; None when it
        holds no cursor frame (or a late one)."""
        sets: dict[int, tuple[float, float]] = {}
        alive: set[int] | None = None
        fseq: int | None = None
        for address, args in found:
            if address != CURSORS or not args:
                continue
            command, rest = args[0], args[1:]
            if command == "set" and len(rest) >= 3:
                session, x, y = _session(rest[0]), _coordinate(rest[1]), _coordinate(rest[2])
                if session is not None and x is not None and y is not None:
                    sets[session] = (x, y)
            elif command == "alive":
                alive = {s for s in map(_session, rest) if s is not None}
            elif command == "fseq" and rest:
                fseq = _session(rest[0])
        if (alive is None and not sets) or (fseq is not None and self.late(fseq)):
            return None
        return self._changes(sets, alive)

    def _changes(
        self, sets: dict[int, tuple[float, float]], alive: set[int] | None
    ) -> list[RawTouch]:
        touches: list[RawTouch] = []
        if alive is not None:
            for session in [s for s in self.cursors if s not in alive]:
                x, y = self.cursors.pop(session)
                touches.append(RawTouch("up", self.key(session), x, y, DEVICE))
        for session, (x, y) in sets.items():
            if alive is not None and session not in alive:
                continue  # a set for a session the same frame says has gone
            known = self.cursors.get(session)
            if known is None:
                if len(self.cursors) >= MAX_CURSORS:
                    continue
                touches.append(RawTouch("down", self.key(session), x, y, DEVICE))
            elif known != (x, y):
                touches.append(RawTouch("move", self.key(session), x, y, DEVICE))
            self.cursors[session] = (x, y)
        return touches


def source_name(found: list[Message], sender: tuple[Any, ...]) -> str:
    """TUIO 1.1's `source` name if the bundle gives one, else the sender's address."""
    for address, args in found:
        if address == CURSORS and len(args) >= 2 and args[0] == "source":
            return str(args[1])[:120]
    return f"{sender[0]}:{sender[1]}" if len(sender) >= 2 else "tuio"


def _quiet() -> None:
    """Nobody to tell."""


class TuioReceiver:
    """Listens for TUIO on (`host`, `port`) on a thread of its own (port 0: any free port;
    `address` says which). `drain` hands the frame what came since it last asked.
    Raises OSError if the address cannot be bound."""

    def __init__(
        self, host: str = "127.0.0.1", port: int = DEFAULT_PORT, news: Callable[[], None] = _quiet
    ) -> None:
        """`news` is called (on the listening thread) when fingers are queued: the loop,
        resting, wakes for them."""
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        self._socket = socket.socket(family, socket.SOCK_DGRAM)
        try:
            self._socket.bind((host, port))
        except OSError:
            self._socket.close()
            raise
        self._socket.settimeout(0.2)
        self.address: tuple[str, int] = self._socket.getsockname()[:2]
        self.sources: dict[str, CursorSource] = {}
        self.queue: queue.SimpleQueue[RawTouch] = queue.SimpleQueue()
        self.bundles = 0  # cursor bundles taken (tests wait on it; bench paces by it)
        self.ignored = 0  # datagrams that were not cursor bundles, or late ones
        self._stop = threading.Event()
        self.news = news
        self._thread = threading.Thread(target=self._listen, name="tuio", daemon=True)
        self._thread.start()

    @property
    def port(self) -> int:
        return self.address[1]

    def _listen(self) -> None:
        while not self._stop.is_set():
            try:
                datagram, sender = self._socket.recvfrom(DATAGRAM)
            except TimeoutError:
                continue
            except OSError:
                return  # closed
            try:
                self.take(datagram, sender)
            except Exception:  # nothing a sender does may end the listening
                self.ignored += 1
                _log.exception("TUIO: a datagram could not be taken")

    def take(self, datagram: bytes, sender: tuple[Any, ...]) -> None:
        """One datagram: a cursor bundle's fingers go on the queue, anything else counts
        as ignored."""
        try:
            found = messages(datagram)
        except ValueError:
            self.ignored += 1
            return
        source = self._source(source_name(found, sender))
        touches = None if source is None else source.bundle(found)
        if touches is None:
            self.ignored += 1
            return
        for touch in touches:
            self.queue.put(touch)
        self.bundles += 1
        if touches:
            self.news()

    def _source(self, name: str) -> CursorSource | None:
        source = self.sources.get(name)
        if source is None and len(self.sources) < MAX_SOURCES:
            source = self.sources[name] = CursorSource(name)
        return source

    def drain(self) -> list[RawTouch]:
        """Every finger event that came since the last drain, in order."""
        touches = []
        with contextlib.suppress(queue.Empty):
            while True:
                touches.append(self.queue.get_nowait())
        return touches

    def close(self) -> None:
        self._stop.set()
        self._socket.close()
        self._thread.join(timeout=1.0)
