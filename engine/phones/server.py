"""The phone server: aiohttp on an event loop of its own thread, in the app's process.

It serves the one page (`assets/phone/`: plain HTML, CSS and JavaScript) at every seat's
address, `http://<table>:<port>/<TOKEN>`, and a WebSocket at `/ws` where the page joins
its seat and then hears its pages and sends its moves (`protocol.py`). The table talks to
it only through `PhoneServer`'s thread-safe methods; the server talks to the table only
through the room's queue of moves, which the frame empties (`table.py`).

aiohttp loads only when phones are turned on: the menu's first frame never waits for it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import threading
import time
from collections.abc import Callable
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any

from aiohttp import WSMsgType, web

from engine import i18n
from engine.phones import protocol
from engine.phones.address import Address
from engine.phones.room import Phone, PhoneMove, Room
from engine.phones.tokens import SeatTokens

_log = logging.getLogger(__name__)
PAGE_DIR = resources.files("assets") / "phone"
FILES = {"phone.js": "text/javascript", "phone.css": "text/css"}
FAILED_JOINS = 20  # joins with a wrong token one address may try a minute
HEADERS = {
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",  # the token is in the page's address
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'self'; connect-src 'self'; base-uri 'none'",
}


class PhoneServerError(RuntimeError):
    """The server could not start (the port in use, an address not this machine's)."""


def build_app(room: Room, page_dir: Traversable = PAGE_DIR) -> web.Application:
    """The web application: the page, its two files and the socket (tests drive it with
    aiohttp's test client, the app runs it on the server's thread)."""
    files = {name: (page_dir / name).read_bytes() for name in (*FILES, "index.html")}
    failures: dict[str, list[float]] = {}

    async def page(_request: web.Request) -> web.Response:
        body = page_html(files["index.html"].decode("utf-8"))
        return web.Response(text=body, content_type="text/html", headers=HEADERS)

    async def asset(request: web.Request) -> web.Response:
        name = request.match_info["name"]
        return web.Response(body=files[name], content_type=FILES[name], headers=HEADERS)

    async def socket(request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(heartbeat=protocol.HEARTBEAT, max_msg_size=protocol.SOCKET_CAP)
        if not _same_origin(request):
            raise web.HTTPForbidden()
        await ws.prepare(request)
        phone = Phone(ws)
        seat = await _join(room, ws, phone, failures.setdefault(request.remote or "", []))
        if seat is not None:
            await _listen(room, ws, phone, seat)
            room.leave(seat, phone)
        phone.close()
        with contextlib.suppress(asyncio.CancelledError):
            await phone.writer
        return ws

    app = web.Application()
    app.router.add_get("/", page)
    app.router.add_get("/ws", socket)
    app.router.add_get("/{name:phone\\.(js|css)}", asset)
    app.router.add_get("/{token:[A-Za-z2-7]{16}}", page)
    return app


def page_html(template: str) -> str:
    """The page in the table's language: its words go in as a JSON block (data, not a
    script, so the page's content policy allows it)."""
    lang = i18n.language()
    texts = {
        key: i18n.tr(key)
        for key in {**i18n.catalogue("en"), **i18n.catalogue(lang)}
        if key.startswith("phones.")
    }
    data = json.dumps(texts, ensure_ascii=False, sort_keys=True).replace("</", "<\\/")
    return template.replace("{{LANG}}", lang).replace("{{WORDS}}", data)


def _same_origin(request: web.Request) -> bool:
    """A page from elsewhere may not open a seat's socket (a phone's own page may)."""
    origin = request.headers.get("Origin")
    return origin is None or origin.split("://", 1)[-1] == request.host


async def _join(
    room: Room, ws: web.WebSocketResponse, phone: Phone, failed: list[float]
) -> int | None:
    """The first message must join a seat, within `JOIN_SECONDS`; None: it did not."""
    now = time.monotonic()
    failed[:] = [t for t in failed if now - t < 60.0]
    if len(failed) >= FAILED_JOINS:
        phone.send(protocol.error(protocol.TOO_FAST))
        return None
    try:
        first = await asyncio.wait_for(ws.receive(), protocol.JOIN_SECONDS)
    except TimeoutError:
        return None
    if first.type != WSMsgType.TEXT:
        return None
    try:
        joined = protocol.parse(first.data)
        if not isinstance(joined, protocol.Join):
            raise protocol.BadMessage(protocol.NOT_JOINED)
        return room.join(joined.token, phone)
    except protocol.BadMessage as bad:
        failed.append(now)
        phone.send(protocol.error(bad.reason))
        return None


async def _listen(room: Room, ws: web.WebSocketResponse, phone: Phone, seat: int) -> None:
    """A joined phone's messages until it goes: moves to the table, errors for the rest."""
    limit = protocol.RateLimit()
    async for received in ws:
        if not limit.allow():
            if limit.warn():
                phone.send(protocol.error(protocol.TOO_FAST))
            continue
        try:
            if received.type != WSMsgType.TEXT:
                raise protocol.BadMessage(protocol.UNKNOWN)
            parsed = protocol.parse(received.data)
            if not isinstance(parsed, protocol.Move):
                raise protocol.BadMessage(protocol.UNKNOWN)
            room.move(seat, phone, parsed)
        except protocol.BadMessage as bad:
            phone.send(protocol.error(bad.reason))
        if phone.closed:  # another phone took the seat
            break


class PhoneServer:
    """The server on its thread, and what the table may ask of it from the frame."""

    def __init__(self, address: Address, page_dir: Traversable = PAGE_DIR) -> None:
        self.address = address
        self.page_dir = page_dir
        self.room = Room()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._stop: asyncio.Event | None = None

    # --- running -------------------------------------------------------------------------
    def start(self, timeout: float = 10.0) -> None:
        """Listen at the address; PhoneServerError if it cannot (within `timeout`)."""
        started = threading.Event()
        failure: list[BaseException] = []
        self._thread = threading.Thread(
            target=self._run, args=(started, failure), name="phones", daemon=True
        )
        self._thread.start()
        if not started.wait(timeout):
            raise PhoneServerError(f"the phone server did not start within {timeout:g} s")
        if failure:
            raise PhoneServerError(f"cannot listen at {self.address}: {failure[0]}")

    def _run(self, started: threading.Event, failure: list[BaseException]) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._serve(started))
        except OSError as error:  # the port in use, an address not this machine's
            failure.append(error)
            started.set()
        finally:
            loop.close()

    async def _serve(self, started: threading.Event) -> None:
        self._loop, self._stop = asyncio.get_running_loop(), asyncio.Event()
        runner = web.AppRunner(
            build_app(self.room, self.page_dir), access_log=None, shutdown_timeout=1.0
        )
        await runner.setup()
        try:
            site = web.TCPSite(runner, self.address.host, self.address.port)
            await site.start()
            port = runner.addresses[0][1]
            self.address = Address(self.address.host, port)  # port 0: the one given
            started.set()
            await self._stop.wait()
            self.room.close(self.room.tokens.game, protocol.OFF)
            await asyncio.sleep(0.05)  # the goodbyes go out
        finally:
            await runner.cleanup()

    def stop(self, timeout: float = 5.0) -> None:
        """Say goodbye to every phone and stop listening."""
        if self._loop is not None and self._stop is not None and self._loop.is_running():
            with contextlib.suppress(RuntimeError):  # the loop closed meanwhile
                self._loop.call_soon_threadsafe(self._stop.set)
        if self._thread is not None:
            self._thread.join(timeout)

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def seat_url(self, token: str) -> str:
        return f"{self.address.base}/{token}".upper()

    # --- from the table's thread -----------------------------------------------------------
    def _call(self, fn: Callable[..., Any], *args: Any) -> None:
        if self._loop is not None:
            with contextlib.suppress(RuntimeError):  # stopped: nobody to tell
                self._loop.call_soon_threadsafe(fn, *args)

    def new_game(self, seats: list[int]) -> SeatTokens:
        """Fresh tokens for a new game's seats (the last game's phones are told it ended)."""
        self.room.games += 1
        tokens = SeatTokens.deal(self.room.games, seats)
        self._call(self.room.open, tokens)
        return tokens

    def end_game(self, game: int) -> None:
        self._call(self.room.close, game, protocol.ENDED)

    def publish(self, game: int, seat: int, text: str) -> None:
        self._call(self.room.publish, game, seat, text)

    def answer(self, game: int, seat: int, text: str) -> None:
        self._call(self.room.answer, game, seat, text)

    def joined(self, game: int) -> frozenset[int]:
        room = self.room
        return room.joined if room.tokens.game == game else frozenset()

    def take_moves(self) -> list[PhoneMove]:
        """The moves phones sent since the last call (the frame's part of the queue)."""
        moves = []
        while not self.room.moves.empty():
            moves.append(self.room.moves.get_nowait())
        return moves
