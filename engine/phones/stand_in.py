"""Phones that join seats with nobody holding them, for `bench`: what a frame costs while
phones play is measured with real phones' traffic (a page to every joined seat after each
move, the codes and 📱 marks on the panels), not guessed.

The game's seats are shown as people's while its computer players still decide every move
(as the layout audit does), phones are turned on at the loopback (a port the system picks:
nothing leaves the machine), and each stand-in joins its seat over a real WebSocket with
aiohttp's client, on a thread and event loop of its own, reading every message as a page
would and answering none. The frame's thread only waits for the joins, before any frame
is measured; the phones' threads are not the frame's, so their work is not the frame's.
"""

from __future__ import annotations

import asyncio
import json
import threading
import time
from dataclasses import replace
from typing import Any

import aiohttp

from engine.phones.address import Address
from engine.phones.server import PhoneServer

JOIN_SECONDS = 10.0


class StandIns:
    """`count` phones joined at a game's first seats, until `close`."""

    def __init__(self, app: Any, count: int) -> None:
        scene = app.scenes.top
        scene.setup.seats = [replace(plan, kind="human") for plan in scene.setup.seats]
        self.app, self.server = app, PhoneServer(Address("127.0.0.1", 0))
        self.server.start()
        app.phones = self.server
        scene.phones.update()  # the panels make room for codes; the seats' tokens are dealt
        tokens = scene.phones.tokens
        self.seats = sorted(tokens.by_seat)[:count]
        self.heard = 0
        self._loop = asyncio.new_event_loop()
        self._stop = asyncio.Event()
        url = self.server.address.base.replace("http://", "ws://") + "/ws"
        joins = [tokens.by_seat[s] for s in self.seats]
        self._thread = threading.Thread(target=self._run, args=(url, joins), daemon=True)
        self._thread.start()
        self._wait(lambda: set(self.seats) <= self.server.joined(tokens.game))

    def _wait(self, done) -> None:
        deadline = time.monotonic() + JOIN_SECONDS
        while not done():
            if time.monotonic() > deadline:
                raise RuntimeError(f"stand-in phones did not join within {JOIN_SECONDS:g} s")
            time.sleep(0.01)

    def _run(self, url: str, tokens: list[str]) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.run_until_complete(self._phones(url, tokens))
        self._loop.close()

    async def _phones(self, url: str, tokens: list[str]) -> None:
        async with aiohttp.ClientSession() as session:
            tasks = [asyncio.create_task(self._phone(session, url, t)) for t in tokens]
            await self._stop.wait()
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

    async def _phone(self, session: aiohttp.ClientSession, url: str, token: str) -> None:
        async with session.ws_connect(url) as socket:
            await socket.send_str(json.dumps({"type": "join", "token": token}))
            async for message in socket:
                if message.type == aiohttp.WSMsgType.TEXT:
                    json.loads(message.data)  # as the page reads it
                    self.heard += 1

    def close(self) -> None:
        """The phones hang up, and phones go off."""
        self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(JOIN_SECONDS)
        self.app.phones = None
        self.server.stop()
