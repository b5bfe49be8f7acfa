"""Phones for the tests: the phone server on the loopback (port 0: the system picks one)
and phones that join seats over real WebSockets, as the page does (websocket-client, which
selenium brings and requirements-dev.txt pins), keeping every message they hear.

Only loopback addresses are used: nothing leaves the machine."""

from __future__ import annotations

import json
import time
from typing import Any

from websocket import WebSocketTimeoutException, create_connection

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


def token_of(scene, seat: int) -> str:
    return scene.phones.tokens.by_seat[seat]


class Phone:
    """A phone joined (or trying to join) a seat: what it sent and what it heard."""

    def __init__(self, server: PhoneServer, token: str | None = None, join: bool = True) -> None:
        url = server.address.base.replace("http://", "ws://") + "/ws"
        self.socket = create_connection(url, timeout=5)
        self.heard: list[dict[str, Any]] = []
        self.seq = 0
        if join:
            self.send({"type": "join", "token": token})

    def send(self, data: Any) -> None:
        self.socket.send(data if isinstance(data, str) else json.dumps(data))

    def move(self, move: dict[str, Any]) -> int:
        self.seq += 1
        self.send({"type": "move", "move": move, "seq": self.seq})
        return self.seq

    def poll(self, wait: float = 0.0) -> list[dict[str, Any]]:
        """Every message that has come (waiting up to `wait` seconds for the first)."""
        new: list[dict[str, Any]] = []
        self.socket.settimeout(max(wait, 0.001))
        try:
            while True:
                text = self.socket.recv()
                if not text:  # closed by the table
                    break
                new.append(json.loads(text))
                self.socket.settimeout(0.001)
        except (WebSocketTimeoutException, ConnectionError, OSError):
            pass
        self.heard += new
        return new

    def until(self, test, seconds: float = 5.0) -> dict[str, Any] | None:
        """The first message heard (from now or before) for which `test` holds."""
        deadline = time.monotonic() + seconds
        seen = 0
        while True:
            for message in self.heard[seen:]:
                if test(message):
                    return message
            seen = len(self.heard)
            if time.monotonic() > deadline:
                return None
            self.poll(0.05)

    @property
    def page(self) -> dict[str, Any] | None:
        pages = [m for m in self.heard if m["type"] == "page"]
        return pages[-1] if pages else None

    def close(self) -> None:
        self.socket.close()
