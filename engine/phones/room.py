"""One game's seats as the server sees them: each seat's invite, the phone that holds it
and that phone's secret, when each phone was last heard, the latest page of each seat,
and the moves on their way to the table, decoded into the game's own actions.

A seat's invite opens it once: the phone that joins with it gets a secret of its own and
the invite is spent; that phone, and no other, joins again with its secret after a drop.
Another phone takes the seat only through the table: `invite` deals the seat a new one,
and the phone holding it hears why and goes.

Everything here runs on the server's event loop, but for `moves` (a thread-safe queue the
frame empties) and `now` (a `SeatsNow` the frame reads, replaced whole). The table's
thread reaches the rest through the server's `call_soon_threadsafe`, as the journal's
writer thread is reached through its queue: a frame never waits for a phone.
"""

from __future__ import annotations

import asyncio
import collections
import dataclasses
import queue
import time
import types
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from engine.phones import protocol
from engine.phones.tokens import SeatTokens, new_key, seat_of, typed, well_formed, well_formed_key
from games.core import Action

OUTBOX = 32  # messages waiting for a slow phone; past it the oldest page goes
NOTHING: Mapping[int, Any] = types.MappingProxyType({})


@dataclass(frozen=True)
class PhoneMove:
    """A move a phone sent, decoded, for the table to try (its game, seat and when it
    came)."""

    game: int
    seat: int
    action: Action
    seq: int
    at: float


@dataclass(frozen=True)
class SeatsNow:
    """What the table knows of the seats' phones, replaced whole when it changes."""

    game: int = 0
    joined: frozenset[int] = frozenset()  # a phone connected now
    held: frozenset[int] = frozenset()  # a phone holds it (joined, or joining again)
    heard: Mapping[int, float] = field(default_factory=lambda: NOTHING)  # monotonic, last heard
    phones: Mapping[int, int] = field(default_factory=lambda: NOTHING)  # phones this game


def _no_moves(_data: Any) -> Action:
    raise ValueError("this game takes no moves from phones")


class Socket(Protocol):
    async def send_str(self, data: str) -> None: ...

    async def close(self) -> Any: ...


class Phone:
    """A connected phone: its socket and the messages waiting to go to it, sent in order
    by one task so that a slow phone holds up no one else."""

    def __init__(self, socket: Socket) -> None:
        self.socket = socket
        self.outbox: collections.deque[tuple[bool, str]] = collections.deque()
        self.ready = asyncio.Event()
        self.closed = False
        self.writer = asyncio.get_running_loop().create_task(self._write())

    def send(self, text: str, page: bool = False) -> None:
        if self.closed:
            return
        if len(self.outbox) >= OUTBOX:  # a newer page says all an older one did
            pages = [i for i, (is_page, _) in enumerate(self.outbox) if is_page]
            if pages:
                del self.outbox[pages[0]]
        self.outbox.append((page, text))
        self.ready.set()

    def close(self, reason: str | None = None) -> None:
        """Say goodbye (after what is waiting) and close."""
        if reason is not None:
            self.send(protocol.bye(reason))
        self.closed = True
        self.ready.set()

    async def _write(self) -> None:
        try:
            while True:
                await self.ready.wait()
                self.ready.clear()
                while self.outbox:
                    await self.socket.send_str(self.outbox.popleft()[1])
                if self.closed:
                    break
        except (ConnectionError, RuntimeError):  # the phone went away while we wrote
            pass
        finally:
            await self.socket.close()


class Room:
    """The current game's seats on the server (one game at a time: a new one ends the last)."""

    def __init__(self, news: Callable[[], None] = lambda: None) -> None:
        """`news` is called (on the server's thread) when the table has something new from
        the phones: a move queued, or what it shows of the seats' phones changed (a loop at
        rest wakes for it)."""
        self.news = news
        self.invites = SeatTokens(0)  # each seat's latest invite, spent or not
        self.spent: dict[str, int] = {}  # invites phones joined with, and their seats
        self.keys: dict[int, str] = {}  # the secret of the phone holding each seat
        self.revoked: dict[str, str] = {}  # secrets good no more, and why
        self.phones: dict[int, Phone] = {}
        self.heard: dict[int, float] = {}
        self.counts: dict[int, int] = {}
        self.pages: dict[int, str] = {}
        self.decode: Callable[[Any], Action] = _no_moves
        self.moves: queue.SimpleQueue[PhoneMove] = queue.SimpleQueue()
        self.now = SeatsNow()
        self.games = 0  # the newest game number handed out (tokens of older ones expire)
        self.faults = 0  # handlers that failed unexpectedly (logged; the tests want none)

    @property
    def joined(self) -> frozenset[int]:
        return self.now.joined

    # --- from the table (through the loop) ------------------------------------------------
    def open(self, invites: SeatTokens, decode: Callable[[Any], Action] = _no_moves) -> None:
        """A new game's seats, and how its moves are read: the last game's phones are told
        it ended."""
        self.close(self.invites.game, protocol.ENDED)
        self.invites, self.decode = invites, decode
        self._changed()

    def close(self, game: int, reason: str) -> None:
        """End game `game` (nothing if a newer one runs): every phone hears `reason`."""
        if game != self.invites.game:
            return
        for phone in self.phones.values():
            phone.close(reason)
        self.phones, self.pages, self.heard, self.counts = {}, {}, {}, {}
        self.spent, self.keys, self.revoked = {}, {}, {}
        self.invites, self.decode = SeatTokens(game), _no_moves
        self._changed()

    def invite(self, game: int, seat: int, token: str, reason: str) -> None:
        """`seat`'s new invite, dealt at the table: the phone holding the seat (another is
        to take it, or the operator ended it) hears `reason` and goes, and its secret
        opens the seat no more."""
        if game != self.invites.game or seat not in self.invites.by_seat:
            return
        key = self.keys.pop(seat, None)
        if key is not None:
            self.revoked[key] = reason
        phone = self.phones.pop(seat, None)
        if phone is not None:
            phone.close(reason)
        self.heard.pop(seat, None)
        self.invites = SeatTokens(game, {**self.invites.by_seat, seat: token})
        self._changed()

    def publish(self, game: int, seat: int, text: str) -> None:
        """The seat's page now; its phone gets it, and so does a phone joining later."""
        if game != self.invites.game or seat not in self.invites.by_seat:
            return
        self.pages[seat] = text
        if seat in self.phones:
            self.phones[seat].send(text, page=True)

    def answer(self, game: int, seat: int, text: str) -> None:
        if game == self.invites.game and seat in self.phones:
            self.phones[seat].send(text)

    # --- from the phones ----------------------------------------------------------------
    def join(self, token: str, phone: Phone) -> int:
        """Seat `phone` with a seat's invite, which it spends; BadMessage when the code is
        no seat's of this game, or a phone has joined with it already."""
        token = typed(token)
        if not well_formed(token):
            raise protocol.BadMessage(protocol.BAD_TOKEN)
        seat = self.invites.seat_of(token)
        if seat is None or token in self.spent:
            raise protocol.BadMessage(protocol.USED if token in self.spent else protocol.EXPIRED)
        self.spent[token] = seat
        self.keys[seat] = new_key()
        self.counts[seat] = self.counts.get(seat, 0) + 1
        return self._seat(seat, phone)

    def rejoin(self, key: str, phone: Phone) -> int:
        """Seat `phone` again with the secret it was given; BadMessage when the secret is
        no seat's now (an earlier game's, or another phone took the seat since)."""
        if not well_formed_key(key):
            raise protocol.BadMessage(protocol.BAD_TOKEN)
        seat = seat_of(self.keys, key)
        if seat is None:
            raise protocol.BadMessage(self.revoked.get(key, protocol.EXPIRED))
        old = self.phones.get(seat)
        if old is not None and old is not phone:  # a connection it left, or another tab
            old.close(protocol.ELSEWHERE)
        return self._seat(seat, phone)

    def _seat(self, seat: int, phone: Phone) -> int:
        self.phones[seat] = phone
        self.heard[seat] = time.monotonic()
        phone.send(protocol.message("joined", seat=seat, key=self.keys[seat]))
        if seat in self.pages:
            phone.send(self.pages[seat], page=True)
        self._changed()
        return seat

    def hear(self, seat: int, phone: Phone) -> None:
        """The seat's phone said something: it is there (only the operator's view reads
        when: nothing the table shows changes, so the table is not told, `_changed`)."""
        if self.phones.get(seat) is phone:
            self.heard[seat] = time.monotonic()
            heard = types.MappingProxyType(dict(self.heard))
            self.now = dataclasses.replace(self.now, heard=heard)

    def leave(self, seat: int | None, phone: Phone) -> None:
        if seat is not None and self.phones.get(seat) is phone:
            del self.phones[seat]
            self._changed()

    def move(self, seat: int, phone: Phone, move: protocol.Move) -> None:
        """A joined phone's move, decoded into the game's own action, goes to the table,
        which tries it as a touch; BadMessage when it is no action of this game's."""
        if self.phones.get(seat) is not phone:
            raise protocol.BadMessage(protocol.NOT_JOINED)
        try:
            action = self.decode(move.move)
        except ValueError:
            raise protocol.BadMessage(protocol.BAD_MOVE) from None
        game = self.invites.game
        self.moves.put(PhoneMove(game, seat, action, move.seq, time.monotonic()))
        self.news()

    def _changed(self) -> None:
        """What the table shows of the seats' phones changed: a new `SeatsNow` for the
        frame (with the queue of moves, where the server hands the frame something)."""
        self.now = SeatsNow(
            self.invites.game,
            frozenset(self.phones),
            frozenset(self.keys),
            types.MappingProxyType(dict(self.heard)),
            types.MappingProxyType(dict(self.counts)),
        )
        self.news()
