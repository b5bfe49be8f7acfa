"""One game's seats as the server sees them: their tokens, the phone joined at each, the
latest page of each, and the moves on their way to the table.

Everything here runs on the server's event loop, but for `moves` (a thread-safe queue the
frame empties) and `joined` (a frozenset the frame reads, replaced whole). The table's
thread reaches the rest through the server's `call_soon_threadsafe`, as the journal's
writer thread is reached through its queue: a frame never waits for a phone.
"""

from __future__ import annotations

import asyncio
import collections
import queue
import time
from dataclasses import dataclass
from typing import Any, Protocol

from engine.phones import protocol
from engine.phones.tokens import SeatTokens, well_formed

OUTBOX = 32  # messages waiting for a slow phone; past it the oldest page goes


@dataclass(frozen=True)
class PhoneMove:
    """A move a phone sent, for the table to try (its game, seat and when it came)."""

    game: int
    seat: int
    move: dict[str, Any]
    seq: int
    at: float


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

    def __init__(self) -> None:
        self.tokens = SeatTokens(0)
        self.phones: dict[int, Phone] = {}
        self.pages: dict[int, str] = {}
        self.moves: queue.SimpleQueue[PhoneMove] = queue.SimpleQueue()
        self.joined: frozenset[int] = frozenset()
        self.games = 0  # the newest game number handed out (tokens of older ones expire)

    # --- from the table (through the loop) ------------------------------------------------
    def open(self, tokens: SeatTokens) -> None:
        """A new game's seats: the last game's phones are told it ended."""
        self.close(self.tokens.game, protocol.ENDED)
        self.tokens = tokens

    def close(self, game: int, reason: str) -> None:
        """End game `game` (nothing if a newer one runs): every phone hears `reason`."""
        if game != self.tokens.game:
            return
        for phone in self.phones.values():
            phone.close(reason)
        self.phones, self.pages = {}, {}
        self.tokens = SeatTokens(game)
        self._joined()

    def publish(self, game: int, seat: int, text: str) -> None:
        """The seat's page now; its phone gets it, and so does a phone joining later."""
        if game != self.tokens.game or seat not in self.tokens.by_seat:
            return
        self.pages[seat] = text
        if seat in self.phones:
            self.phones[seat].send(text, page=True)

    def answer(self, game: int, seat: int, text: str) -> None:
        if game == self.tokens.game and seat in self.phones:
            self.phones[seat].send(text)

    # --- from the phones ----------------------------------------------------------------
    def join(self, token: str, phone: Phone) -> int:
        """Seat `phone` at the token's seat (a phone already there is replaced) and send it
        its page; BadMessage when the token is no seat's of this game."""
        if not well_formed(token.strip().upper()):
            raise protocol.BadMessage(protocol.BAD_TOKEN)
        seat = self.tokens.seat_of(token)
        if seat is None:
            raise protocol.BadMessage(protocol.EXPIRED)
        old = self.phones.get(seat)
        if old is not None and old is not phone:
            old.close(protocol.REPLACED)
        self.phones[seat] = phone
        phone.send(protocol.message("joined", seat=seat))
        if seat in self.pages:
            phone.send(self.pages[seat], page=True)
        self._joined()
        return seat

    def leave(self, seat: int | None, phone: Phone) -> None:
        if seat is not None and self.phones.get(seat) is phone:
            del self.phones[seat]
            self._joined()

    def move(self, seat: int, phone: Phone, move: protocol.Move) -> None:
        """A joined phone's move goes to the table, which tries it as a touch."""
        if self.phones.get(seat) is not phone:
            raise protocol.BadMessage(protocol.NOT_JOINED)
        game = self.tokens.game
        self.moves.put(PhoneMove(game, seat, move.move, move.seq, time.monotonic()))

    def _joined(self) -> None:
        self.joined = frozenset(self.phones)
