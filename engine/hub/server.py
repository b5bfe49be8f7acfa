"""The hub's web server: aiohttp on an event loop of its own thread (the `hub` command runs
it in the foreground; tests and a table that is its own hub start it beside their work).

Reads are open to anyone on the network: the board (`GET /`), the operator's page (`GET
/tables`), their live feeds (`GET /events/board`, `/events/tables`: server-sent events),
the games of a day (`GET /api/games?day=YYYY-MM-DD`) and the pictures. Writes need the
event's key: a table's finished games (`POST /api/games`) and its heartbeat (`POST
/api/heartbeat`), answered once the database has them on its disk (engine/hub/worker.py).

The pages are live through server-sent events rather than a WebSocket or polling: the
board only listens, an `EventSource` reconnects on its own after a Wi-Fi blip or a hub
restart, and the hub sends each change once to every screen instead of answering a poll
from each. What the pages show is read and made into JSON once per change (at most
`1 / REFRESH_SOON` times a second) and sent as it is to every page; a page opened fresh
gets the same JSON inside it, so `GET /` costs no database read.

Anything sent to the hub is hostile until read (engine/hub/wire.py): a body too large, not
JSON, of the wrong shape or without the key is refused with a reason in a JSON `error`,
and an address sending too much is slowed (engine/hub/limits.py). Nothing a request does
stops the hub serving the others.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime
import hmac
import json
import logging
import re
import threading
import time
from collections.abc import Callable
from functools import lru_cache, partial
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any

from aiohttp import web

from engine.drawing.twemoji import svg_folder
from engine.drawing.typeface import font_bytes
from engine.hub import board, wire
from engine.hub.limits import WRONG_KEY, Limits
from engine.hub.store import Store, StoreDown, StoreRefused, day_of
from engine.hub.worker import Worker
from engine.i18n import language
from engine.storage.journal import parse_json

_log = logging.getLogger(__name__)
PAGE_DIR = resources.files("assets") / "hub"
PAGES = ("board", "tables")  # each page's body (`<name>.html`) in `page.html`, with `<name>.js`
FILES = {"hub.css": "text/css", "board.js": "text/javascript", "tables.js": "text/javascript"}
FILES |= {"shared.js": "text/javascript"}
HEADERS = {
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": "default-src 'self'; base-uri 'none'; frame-ancestors 'none'",
}
REFRESH_SOON = 0.25  # seconds at least between two refreshes of the pages' data
REFRESH_EVERY = 5.0  # ... and at most, with no change (how long ago, the day's turn)
PING = 15.0  # seconds between keep-alive comments on a live feed
EMOJI_NAME = re.compile(r"[0-9a-f]{2,6}(-[0-9a-f]{2,6}){0,9}")
DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


class HubError(RuntimeError):
    """The hub could not start (the port in use, the database unreachable or newer)."""


class Feed:
    """The latest JSON of one page's data, and the pages waiting for the next."""

    def __init__(self) -> None:
        self.data = b"null"
        self.version = 0
        self._changed = asyncio.Condition()

    async def publish(self, data: bytes) -> None:
        if data == self.data:
            return
        async with self._changed:
            self.data, self.version = data, self.version + 1
            self._changed.notify_all()

    async def wait(self, seen: int, timeout: float) -> int:
        """The version after `seen`, or `seen` again if none came within `timeout`."""
        async with self._changed:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(
                    self._changed.wait_for(lambda: self.version != seen), timeout
                )
            return self.version


class Hub:
    """What the running hub holds: the event's key, the database's threads, the pages'
    feeds and the limits on each address."""

    def __init__(self, key: str, worker: Worker, clock: Callable[[], float] = time.time) -> None:
        self.key = key.encode("utf-8")
        self.worker = worker
        self.clock = clock
        self.limits = Limits()
        self.feeds = {"board": Feed(), "tables": Feed()}
        self.changed = asyncio.Event()  # a table was heard: the pages' data is old
        self.games_changed = True  # ... and a new game came: the board's too
        self.database_trouble = ""  # why the pages' data could not be read, said once

    def snapshots(self, store: Store, pages: tuple[str, ...]) -> dict[str, bytes]:
        """The pages' data now, as JSON (on the reading thread)."""
        now = self.clock()
        makers = {"board": board.board, "tables": board.tables}
        with store.reading():  # one snapshot: a game stored meanwhile is in all or none
            return {name: _json(makers[name](store, now)) for name in pages}

    async def refresh(self) -> None:
        """Keep the feeds up to date: soon after a change, and every `REFRESH_EVERY` (how
        long ago each table was heard, and the day's turn at midnight)."""
        while True:
            try:
                await asyncio.wait_for(self.changed.wait(), REFRESH_EVERY)
                pages = ("board", "tables") if self.games_changed else ("tables",)
            except TimeoutError:
                pages = ("board", "tables")
            self.changed.clear()
            self.games_changed = False
            await self.refresh_now(pages)
            await asyncio.sleep(REFRESH_SOON)

    async def refresh_now(self, pages: tuple[str, ...] = ("board", "tables")) -> None:
        try:
            made = await self.worker.read(partial(self.snapshots, pages=pages))
        except StoreDown as error:
            if not self.database_trouble:
                _log.warning("the pages cannot be read from the database: %s", error)
            self.database_trouble = str(error)
            return
        self.database_trouble = ""
        for name, data in made.items():
            await self.feeds[name].publish(data)


def build_app(hub: Hub, page_dir: Traversable = PAGE_DIR) -> web.Application:
    """The web application (the server runs it on its thread; tests may drive it)."""
    files = {name: (page_dir / name).read_bytes() for name in FILES}
    words = _in_page(_json(board.page_words()))
    shell = (page_dir / "page.html").read_text("utf-8").replace("{{LANG}}", language())
    shell = shell.replace("{{WORDS}}", words)
    templates = {
        name: shell.replace("{{PAGE}}", name).replace(
            "{{BODY}}", (page_dir / f"{name}.html").read_text("utf-8")
        )
        for name in PAGES
    }

    @web.middleware
    async def guard(request: web.Request, handler) -> web.StreamResponse:
        wait = hub.limits.allow(request.remote or "?")
        if wait:
            return refusal(429, "too many requests from this address: slow down", wait)
        try:
            response = await handler(request)
        except Refusal as refused:
            response = refusal(refused.status, refused.reason, refused.retry)
        except wire.Refused as why:
            response = refusal(400, str(why))
        except web.HTTPException as http:
            if http.status < 400:
                raise
            response = refusal(http.status, http.reason.lower())
        except Exception:
            _log.exception("the hub could not answer %s %s", request.method, request.path)
            response = refusal(500, "the hub could not answer that")
        if not response.prepared:
            for name, value in HEADERS.items():
                response.headers.setdefault(name, value)
        return response

    def page(name: str) -> Callable[[web.Request], Any]:
        async def serve(_request: web.Request) -> web.Response:
            body = templates[name].replace("{{DATA}}", _in_page(hub.feeds[name].data))
            return web.Response(text=body, content_type="text/html")

        return serve

    async def asset(request: web.Request) -> web.Response:
        name = request.match_info["name"]
        if name not in files:
            raise web.HTTPNotFound()
        return web.Response(body=files[name], content_type=FILES[name])

    async def display_font(_request: web.Request) -> web.Response:
        body = font_bytes()
        if body is None:  # the pages fall back to the browser's own rounded font
            raise web.HTTPNotFound()
        headers = {"Cache-Control": "public, max-age=86400"}
        return web.Response(body=body, content_type="font/ttf", headers=headers)

    async def emoji(request: web.Request) -> web.Response:
        body = _emoji_svg(request.match_info["name"])
        if body is None:
            raise web.HTTPNotFound()
        headers = {"Cache-Control": "public, max-age=86400"}
        return web.Response(body=body, content_type="image/svg+xml", headers=headers)

    async def events(request: web.Request) -> web.StreamResponse:
        name = request.match_info["feed"]
        feed = hub.feeds[name]
        address = request.remote or "?"
        if not hub.limits.open_stream(address):
            return refusal(429, "too many live pages open from this address")
        try:
            response = web.StreamResponse(
                headers={**HEADERS, "Content-Type": "text/event-stream", "X-Accel-Buffering": "no"}
            )
            await response.prepare(request)
            await response.write(b"retry: 2000\n\n")
            seen = -1
            while True:
                version = await feed.wait(seen, PING)
                if version == seen:
                    await response.write(b": still here\n\n")
                    continue
                seen = version
                await response.write(b"event: %s\ndata: %s\n\n" % (name.encode(), feed.data))
        except ConnectionError:  # the page went away
            return response
        finally:
            hub.limits.close_stream(address)

    async def data(request: web.Request) -> web.Response:
        return web.Response(body=hub.feeds[request.match_info["feed"]].data, headers=_JSON)

    async def games(request: web.Request) -> web.Response:
        day = request.query.get("day") or day_of(hub.clock())
        if not DAY.fullmatch(day) or not _is_date(day):
            return refusal(400, "day: a date written YYYY-MM-DD")
        try:
            found = await hub.worker.read(lambda store: store.games_of(day))
        except StoreDown as error:
            return refusal(503, f"the hub cannot read its database now: {error}", 5.0)
        return web.Response(body=_json({"day": day, "games": found}), headers=_JSON)

    async def post_games(request: web.Request) -> web.Response:
        batch = wire.parse_batch(await _body(request, hub))
        now = hub.clock()

        def keep(store: Store) -> list[bool]:
            return [store.add_game(game, game.dated(batch.sent, now), now) for game in batch.games]

        new = await _stored(hub, keep) if batch.games else []
        if any(new):
            hub.games_changed = True
            hub.changed.set()
        answer = {
            "stored": [game.id for game, fresh in zip(batch.games, new, strict=True) if fresh],
            "known": [game.id for game, fresh in zip(batch.games, new, strict=True) if not fresh],
            "refused": [{"id": ident, "reason": why} for ident, why in batch.refused],
        }
        status = 422 if batch.refused and not batch.games else 200
        return web.Response(body=_json(answer), status=status, headers=_JSON)

    async def post_heartbeat(request: web.Request) -> web.Response:
        state = wire.parse_heartbeat(await _body(request, hub))
        address, now = request.remote or "", hub.clock()
        await _stored(hub, lambda store: store.heard(state, address, now))
        hub.changed.set()
        return web.Response(body=_json({"ok": True, "now": now}), headers=_JSON)

    async def health(_request: web.Request) -> web.Response:
        if hub.database_trouble:
            return refusal(503, f"the hub cannot read its database: {hub.database_trouble}")
        return web.Response(body=_json({"ok": True}), headers=_JSON)

    app = web.Application(middlewares=[guard], client_max_size=wire.MAX_BODY)
    app.router.add_get("/", page("board"))
    app.router.add_get("/tables", page("tables"))
    app.router.add_get("/events/{feed:board|tables}", events)
    app.router.add_get("/api/{feed:board|tables}", data)
    app.router.add_get("/api/games", games)
    app.router.add_get("/api/health", health)
    app.router.add_post("/api/games", post_games)
    app.router.add_post("/api/heartbeat", post_heartbeat)
    app.router.add_get("/emoji/{name}.svg", emoji)
    app.router.add_get("/display.ttf", display_font)
    app.router.add_get("/{name}", asset)
    return app


_JSON = {"Content-Type": "application/json; charset=utf-8"}


def refusal(status: int, reason: str, retry: float | None = None) -> web.Response:
    """A refused request: its status and, in JSON, why."""
    headers = dict(_JSON)
    if retry is not None:
        headers["Retry-After"] = str(max(1, round(retry + 0.5)))
    return web.Response(body=_json({"error": reason}), status=status, headers=headers)


class Refusal(Exception):
    """A request refused with a reason (answered by the guard, `refusal`)."""

    def __init__(self, status: int, reason: str, retry: float | None = None) -> None:
        super().__init__(reason)
        self.status, self.reason, self.retry = status, reason, retry


async def _body(request: web.Request, hub: Hub) -> Any:
    """A write's body as JSON, once the key is checked; Refusal otherwise."""
    given = request.headers.get("Authorization", "")
    if not given.startswith("Bearer "):
        raise Refusal(401, "this hub takes writes only with the event's key (Bearer)")
    if not hmac.compare_digest(given.removeprefix("Bearer ").encode("utf-8", "replace"), hub.key):
        hub.limits.charge(request.remote or "?", WRONG_KEY)
        raise Refusal(403, "that is not this event's key")
    if (request.content_length or 0) > wire.MAX_BODY:
        raise Refusal(413, f"a request may carry at most {wire.MAX_BODY // 1024} KB")
    try:
        raw = await request.read()
    except web.HTTPRequestEntityTooLarge:
        raise Refusal(413, f"a request may carry at most {wire.MAX_BODY // 1024} KB") from None
    try:
        return parse_json(raw)
    except ValueError as error:
        raise Refusal(400, f"not JSON: {str(error)[:120]}") from None


async def _stored(hub: Hub, work: Callable[[Store], Any]) -> Any:
    try:
        return await hub.worker.write(work)
    except StoreDown as error:
        raise Refusal(503, f"the hub cannot store it now ({error}); send it again", 5.0) from None
    except StoreRefused as error:
        raise Refusal(422, f"the database refused it: {error}") from None


@lru_cache(maxsize=256)
def _emoji_svg(name: str) -> bytes | None:
    """An emoji's artwork by its name (its code points in hex), from the Twemoji package."""
    folder = svg_folder()
    if folder is None or not EMOJI_NAME.fullmatch(name):
        return None
    try:
        return (folder / f"{name}.svg").read_bytes()
    except OSError:
        return None


def _is_date(day: str) -> bool:
    try:
        datetime.date.fromisoformat(day)
    except ValueError:
        return False
    return True


def _in_page(data: bytes) -> str:
    """JSON to put inside a page's `<script type="application/json">`: no `<` in it, so
    nothing a table sent (a name) can close the block or open a comment."""
    return data.decode("utf-8").replace("<", "\\u003c")


def _json(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


class HubServer:
    """The hub on a thread of its own: `start()` listens (HubError if it cannot), `stop()`
    lets the pages go and closes the database."""

    def __init__(self, host: str, port: int, key: str, database: str) -> None:
        self.host, self.port = host, port
        self.database = database
        self.worker = Worker(database)
        self.hub: Hub | None = None
        self.key = key
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}"

    def start(self, timeout: float = 30.0) -> int:
        """Bring the database's schema up to date and listen; the schema's step."""
        try:
            version = self.worker.start()
        except Exception as error:
            raise HubError(f"cannot use the database: {error}") from None
        started = threading.Event()
        failure: list[BaseException] = []
        self._thread = threading.Thread(
            target=self._run, args=(started, failure), name="hub", daemon=True
        )
        self._thread.start()
        if not started.wait(timeout):
            raise HubError(f"the hub did not start within {timeout:g} s")
        if failure:
            self.worker.stop()
            raise HubError(f"cannot listen at {self.host}:{self.port}: {failure[0]}")
        return version

    def _run(self, started: threading.Event, failure: list[BaseException]) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._serve(started))
        except OSError as error:
            failure.append(error)
            started.set()
        finally:
            loop.close()

    async def _serve(self, started: threading.Event) -> None:
        self._loop, self._stop = asyncio.get_running_loop(), asyncio.Event()
        self.hub = Hub(self.key, self.worker)
        runner = web.AppRunner(build_app(self.hub), access_log=None, shutdown_timeout=1.0)
        await runner.setup()
        await self.hub.refresh_now()  # no page is ever served without its data
        refreshing = asyncio.create_task(self.hub.refresh())
        try:
            site = web.TCPSite(runner, self.host, self.port, backlog=512)
            await site.start()
            self.port = runner.addresses[0][1]  # port 0: the one the system gave
            started.set()
            await self._stop.wait()
        finally:
            refreshing.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await refreshing
            await runner.cleanup()

    def stop(self, timeout: float = 10.0) -> None:
        if self._loop is not None and self._stop is not None:
            with contextlib.suppress(RuntimeError):  # the loop closed meanwhile
                self._loop.call_soon_threadsafe(self._stop.set)
        if self._thread is not None:
            self._thread.join(timeout)
        self.worker.stop()
