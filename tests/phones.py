"""Phones for the tests: the phone server on the loopback (port 0: the system picks one)
and phones that join seats over real WebSockets, as the page does (websocket-client, which
selenium brings and requirements-dev.txt pins), keeping every message they hear.

Only loopback addresses are used: nothing leaves the machine."""

from __future__ import annotations

import contextlib
import json
import socket
import threading
import time
from collections.abc import Callable
from typing import Any

from websocket import WebSocketException, create_connection

from engine.phones.address import Address
from engine.phones.server import PhoneServer


def phones_on(app) -> PhoneServer:
    """Turn phones on for `app`, listening on 127.0.0.1 at a free port."""
    server = PhoneServer(Address("127.0.0.1", 0))
    server.start()
    app.phones = server
    return server


def phones_off(app) -> None:
    server, app.phones = app.phones, None
    if server is not None:
        server.stop()


class Tables:
    """Games started with phones on (`start`, as `tests.fingers.start_game` takes them),
    every one's server stopped by `close` when the test ends."""

    def __init__(self, **defaults: Any) -> None:
        self.defaults = defaults
        self.apps: list = []

    def start(self, game: str, players: int, humans, **kwargs: Any):
        from tests.fingers import frames, start_game

        app, scene = start_game(game, players, humans, **{**self.defaults, **kwargs})
        phones_on(app)  # the panels make room for the codes at the next update
        self.apps.append(app)
        frames(app, 2)  # the seats' codes are dealt then
        return app, scene

    def close(self) -> None:
        for app in self.apps:
            phones_off(app)


def token_of(scene, seat: int) -> str:
    return scene.phones.tokens.by_seat[seat]


class Phone:
    """A phone joined (or trying to join) a seat, with the seat's code (`token`) or the
    secret a phone was given when it joined (`key`): what it sent and, read by a thread of
    its own as the page reads its socket, every message it heard."""

    def __init__(
        self,
        server: PhoneServer,
        token: str | None = None,
        join: bool = True,
        key: str | None = None,
    ) -> None:
        url = server.address.base.replace("http://", "ws://") + "/ws"
        self.socket = create_connection(url, timeout=10)
        self.heard: list[dict[str, Any]] = []
        self.open = True
        self.seq = 0
        threading.Thread(target=self._read, daemon=True).start()
        if key is not None:
            self.send({"type": "rejoin", "key": key})
        elif join:
            self.send({"type": "join", "token": token})

    @property
    def key(self) -> str | None:
        """The secret the table gave this phone when it joined (None: not joined)."""
        joined = self.until(lambda m: m["type"] == "joined", 0)
        return None if joined is None else joined["key"]

    def _read(self) -> None:
        self.socket.settimeout(None)
        try:
            while True:
                text = self.socket.recv()
                if not text:  # closed by the table
                    break
                self.heard.append(json.loads(text))
        except (WebSocketException, ConnectionError, OSError):
            pass
        self.open = False

    def send(self, data: Any) -> None:
        self.socket.send(data if isinstance(data, str) else json.dumps(data))

    def move(self, move: dict[str, Any]) -> int:
        self.seq += 1
        self.send({"type": "move", "move": move, "seq": self.seq})
        return self.seq

    def until(self, test: Callable[[dict[str, Any]], bool], seconds: float = 5.0):
        """The latest message heard (before or within `seconds`) for which `test` holds."""
        deadline = time.monotonic() + seconds
        while True:
            found = next((m for m in reversed(list(self.heard)) if test(m)), None)
            if found is not None or time.monotonic() > deadline:
                return found
            time.sleep(0.005)

    def pages(self) -> list[dict[str, Any]]:
        return [m for m in list(self.heard) if m["type"] == "page"]

    @property
    def page(self) -> dict[str, Any] | None:
        pages = self.pages()
        return pages[-1] if pages else None

    def offered(self) -> list[dict[str, Any]]:
        """The moves the latest page offers (the cards a tap would choose)."""
        page = self.page
        if page is None or not page["open"]:
            return []
        return [
            card["move"]
            for section in page["sections"]
            if section["kind"] == "cards"
            for card in section["cards"]
            if card and card["move"]
        ]

    def close(self) -> None:
        self.socket.close()


class Relay:
    """A stretch of network between a phone's browser and the table, on the loopback, that
    the test can cut (a Wi-Fi blip, a phone walking out of range: every connection through
    it is closed at once, and new ones are let through again) or make silent (a lost Wi-Fi
    mapping: nothing gets through either way and nobody is told, until it is `mended`)."""

    def __init__(self, server: PhoneServer) -> None:
        self.target = (server.address.host, server.address.port)
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.base = f"http://127.0.0.1:{self.listener.getsockname()[1]}"
        self.links: list[socket.socket] = []
        self.lock = threading.Lock()
        self.silent = threading.Event()
        threading.Thread(target=self._accept, daemon=True).start()

    def url(self, token: str) -> str:
        return f"{self.base}/{token}"

    def _accept(self) -> None:
        while True:
            try:
                near, _ = self.listener.accept()
            except OSError:
                return
            try:
                far = socket.create_connection(self.target)
            except OSError:  # the table stopped listening: the page will try again
                near.close()
                continue
            with self.lock:
                self.links += [near, far]
            for a, b in ((near, far), (far, near)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                if not self.silent.is_set():
                    sink.sendall(data)
        except OSError:
            pass
        if self.silent.is_set():  # a lost mapping tells neither end that the other went
            return
        for end in (source, sink):
            with contextlib.suppress(OSError):
                end.shutdown(socket.SHUT_RDWR)

    def fall_silent(self) -> None:
        """From now on nothing gets through, either way, and no end is told."""
        self.silent.set()

    def mend(self) -> None:
        """The network is back: the connections that went silent are gone (as a phone's
        would be after a lost mapping), new ones get through."""
        with self.lock:
            links, self.links = self.links, []
        for link in links:
            link.close()
        self.silent.clear()

    def cut(self) -> None:
        """Drop every connection through the relay (the table and the page both see it go)."""
        with self.lock:
            links, self.links = self.links, []
        for link in links:
            with contextlib.suppress(OSError):
                link.shutdown(socket.SHUT_RDWR)
            link.close()

    def close(self) -> None:
        self.cut()
        self.listener.close()
