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
import collections
import contextlib
import functools
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
from engine.phones.room import Phone, PhoneMove, Room, SeatsNow
from engine.phones.tokens import INVITE_ALPHABET, INVITE_LETTERS, SeatTokens
from games.core import Action

_log = logging.getLogger(__name__)
PAGE_DIR = resources.files("assets") / "phone"
FILES = {"phone.js": "text/javascript", "phone.css": "text/css"}
FAILED_JOINS = 20  # joins with a wrong code or secret one address may try a minute
FAILED_CODES = 120  # wrong codes from every address together a minute: past it, for the
# rest of that minute no phone joins by a code (phones joined already join again by their
# secret): many addresses guessing at once find no seat either
SOCKETS_PER_ADDRESS = 8  # connections open at once from one address (a phone needs one)
SOCKETS = 128  # connections open at once in all (a table seats eight)
HEADERS = {
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",  # the code is in the page's address
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": (
        "default-src 'self'; connect-src 'self'; base-uri 'none'; frame-ancestors 'none'"
    ),
}
PONG = protocol.message("pong")


class PhoneServerError(RuntimeError):
    """The server could not start (the port in use, an address not this machine's)."""


def build_app(room: Room, page_dir: Traversable = PAGE_DIR) -> web.Application:
    """The web application: the page, its two files and the socket (tests drive it with
    aiohttp's test client, the app runs it on the server's thread)."""
    files = {name: (page_dir / name).read_bytes() for name in (*FILES, "index.html")}
    failures: dict[str, list[float]] = {}
    codes: list[float] = []  # wrong codes from every address, the last minute's
    sockets: collections.Counter[str] = collections.Counter()

    async def page(_request: web.Request) -> web.Response:
        body = page_html(files["index.html"].decode("utf-8"))
        return web.Response(text=body, content_type="text/html", headers=HEADERS)

    async def asset(request: web.Request) -> web.Response:
        name = request.match_info["name"]
        return web.Response(body=files[name], content_type=FILES[name], headers=HEADERS)

    async def socket(request: web.Request) -> web.WebSocketResponse:
        if not _same_origin(request):
            raise web.HTTPForbidden()
        address = request.remote or ""
        if sockets[address] >= SOCKETS_PER_ADDRESS or sockets.total() >= SOCKETS:
            raise web.HTTPTooManyRequests()
        ws = web.WebSocketResponse(heartbeat=protocol.HEARTBEAT, max_msg_size=protocol.SOCKET_CAP)
        await ws.prepare(request)
        sockets[address] += 1
        phone, seat = Phone(ws), None
        try:
            seat = await _join(room, ws, phone, _recent(failures, address), codes)
            if seat is not None:
                await _listen(room, ws, phone, seat)
        except Exception:  # a bug here must not leave the seat held: logged and counted
            room.faults += 1
            _log.exception("a phone's connection failed")
        finally:
            sockets[address] -= 1
            if not sockets[address]:
                del sockets[address]
            room.leave(seat, phone)
            phone.close()
        with contextlib.suppress(asyncio.CancelledError):
            await phone.writer
        return ws

    app = web.Application()
    app.router.add_get("/", page)
    app.router.add_get("/ws", socket)
    app.router.add_get("/{name:phone\\.(js|css)}", asset)
    app.router.add_get(f"/{{token:[A-Za-z0-9]{{{INVITE_LETTERS}}}}}", page)  # a seat's code
    return app


def page_html(template: str) -> str:
    """The page in the table's language: its words go in as a JSON block (data, not a
    script, so the page's content policy allows it), its heartbeat's beat, and what a
    seat's code is made of (a code typed is checked as the table deals them). Made once
    for each language: a page asked for again and again costs the server next to nothing."""
    return _page_in(template, i18n.language())


@functools.lru_cache(maxsize=8)
def _page_in(template: str, lang: str) -> str:
    texts = {
        key: i18n.tr(key)
        for key in {**i18n.catalogue("en"), **i18n.catalogue(lang)}
        if key.startswith("phones.")
    }
    data = json.dumps(texts, ensure_ascii=False, sort_keys=True).replace("</", "<\\/")
    filled = {
        "{{LANG}}": lang,
        "{{PING}}": f"{protocol.PING_SECONDS:g}",
        "{{SILENT}}": f"{protocol.SILENT_SECONDS:g}",
        "{{ALPHABET}}": INVITE_ALPHABET,  # a code typed is checked as the table deals them
        "{{LETTERS}}": str(INVITE_LETTERS),
        "{{WORDS}}": data,  # last: the words are the players', not the template's
    }
    for mark, text in filled.items():
        template = template.replace(mark, text)
    return template


def _same_origin(request: web.Request) -> bool:
    """A page from elsewhere may not open a seat's socket (a phone's own page may)."""
    origin = request.headers.get("Origin")
    return origin is None or origin.split("://", 1)[-1] == request.host


def _recent(failures: dict[str, list[float]], address: str) -> list[float]:
    """The wrong joins `address` tried in the last minute (the others are forgotten, and
    so are addresses with none)."""
    now = time.monotonic()
    for other in [a for a, times in failures.items() if not times or now - times[-1] >= 60]:
        del failures[other]
    failed = failures.setdefault(address, [])
    failed[:] = [t for t in failed if now - t < 60.0]
    return failed


async def _join(
    room: Room, ws: web.WebSocketResponse, phone: Phone, failed: list[float], codes: list[float]
) -> int | None:
    """The first message must join a seat (with its code, or the phone's secret), within
    `JOIN_SECONDS`; None: it did not. Wrong tries are counted by address (`failed`) and,
    for codes, from every address together (`codes`)."""
    if len(failed) >= FAILED_JOINS:
        phone.send(protocol.error(protocol.TOO_FAST))
        return None
    try:
        first = await asyncio.wait_for(ws.receive(), protocol.JOIN_SECONDS)
    except TimeoutError:
        return None
    if first.type != WSMsgType.TEXT:
        return None
    now, said = time.monotonic(), None
    codes[:] = [t for t in codes if now - t < 60.0]
    try:
        said = protocol.parse(first.data)
        if isinstance(said, protocol.Join):
            if len(codes) >= FAILED_CODES:
                raise protocol.BadMessage(protocol.TOO_FAST)
            return room.join(said.token, phone)
        if isinstance(said, protocol.Rejoin):
            return room.rejoin(said.key, phone)
        raise protocol.BadMessage(protocol.NOT_JOINED)
    except protocol.BadMessage as bad:
        failed.append(now)
        if isinstance(said, protocol.Join) and bad.reason != protocol.TOO_FAST:
            codes.append(now)
        phone.send(protocol.error(bad.reason))
        return None


async def _listen(room: Room, ws: web.WebSocketResponse, phone: Phone, seat: int) -> None:
    """A joined phone's messages until it goes: moves to the table, pings answered,
    errors for the rest; a phone that floods on past its warning is cut off."""
    limit = protocol.RateLimit()
    async for received in ws:
        if phone.closed:  # another phone took the seat
            break
        if not limit.allow():
            if limit.flooding():
                break
            if limit.warn():
                phone.send(protocol.error(protocol.TOO_FAST))
            continue
        room.hear(seat, phone)
        try:
            if received.type != WSMsgType.TEXT:
                raise protocol.BadMessage(protocol.UNKNOWN)
            said = protocol.parse(received.data)
            if isinstance(said, protocol.Ping):
                phone.send(PONG)
            elif isinstance(said, protocol.Move):
                room.move(seat, phone, said)
            else:
                raise protocol.BadMessage(protocol.UNKNOWN)
        except protocol.BadMessage as bad:
            phone.send(protocol.error(bad.reason))


class PhoneServer:
    """The server on its thread, and what the table may ask of it from the frame."""

    def __init__(
        self,
        address: Address,
        page_dir: Traversable = PAGE_DIR,
        news: Callable[[], None] = lambda: None,
    ) -> None:
        """`news`: the room's, called on the server's thread when the table has something
        new (`Room`)."""
        self.address = address
        self.page_dir = page_dir
        self.room = Room(news)
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
            self.room.close(self.room.invites.game, protocol.OFF)
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

    def typeable(self) -> str:
        """The page's address as a person types it into a phone's browser."""
        return str(self.address)

    # --- from the table's thread -----------------------------------------------------------
    def _call(self, fn: Callable[..., Any], *args: Any) -> None:
        if self._loop is not None:
            with contextlib.suppress(RuntimeError):  # stopped: nobody to tell
                self._loop.call_soon_threadsafe(fn, *args)

    def new_game(self, seats: list[int], decode: Callable[[Any], Action]) -> SeatTokens:
        """Fresh invites for a new game's seats, and how its moves are read (the last
        game's phones are told it ended)."""
        self.room.games += 1
        invites = SeatTokens.deal(self.room.games, seats)
        self._call(self.room.open, invites, decode)
        return invites

    def invite(self, game: int, seat: int, token: str, reason: str) -> None:
        """A new invite for `seat`: the phone holding it hears `reason` and goes."""
        self._call(self.room.invite, game, seat, token, reason)

    def end_game(self, game: int) -> None:
        self._call(self.room.close, game, protocol.ENDED)

    def publish(self, game: int, seat: int, text: str) -> None:
        self._call(self.room.publish, game, seat, text)

    def answer(self, game: int, seat: int, text: str) -> None:
        self._call(self.room.answer, game, seat, text)

    def seats(self, game: int) -> SeatsNow:
        """The seats' phones in game `game` (none in a game that is not the server's)."""
        now = self.room.now
        return now if now.game == game else SeatsNow(game)

    def joined(self, game: int) -> frozenset[int]:
        return self.seats(game).joined

    def take_moves(self) -> list[PhoneMove]:
        """The moves phones sent since the last call (the frame's part of the queue)."""
        moves = []
        while not self.room.moves.empty():
            moves.append(self.room.moves.get_nowait())
        return moves
