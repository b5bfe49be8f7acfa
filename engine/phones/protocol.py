"""What a phone and the table say to each other over the WebSocket, and the limits on it.

A phone says two things, as small JSON objects: `{"type": "join", "token": ...}` first,
then `{"type": "move", "move": {...an action...}, "seq": n}`. The table answers a join
with `joined` and the seat's page, every later change with a new `page`, a move with an
`answer` (`ok` true or false: the table took it or not), and says `bye` when the seat's
game ends, another phone takes the seat or phones are turned off. Anything else a phone
sends gets an `error` with a reason and nothing else: no move, no crash, no closed
connection (but for a message larger than the WebSocket's own cap, which aiohttp closes).
Pure Python: the server, the table and the tests share it.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

MAX_MESSAGE = 2048  # bytes: a move is a few dozen
SOCKET_CAP = 16384  # the WebSocket's own limit: a larger frame closes the connection
RATE = 8.0  # messages a second a phone may send, on average ...
BURST = 16  # ... and at once
JOIN_SECONDS = 10.0  # a connection that has not joined by then is closed
HEARTBEAT = 10.0  # seconds between pings: a phone silent for longer has dropped

# Why a message was refused (the page says it in the player's language).
TOO_BIG, NOT_JSON, UNKNOWN, TOO_FAST = "too_big", "not_json", "unknown", "too_fast"
BAD_TOKEN, EXPIRED, NOT_JOINED, BAD_MOVE = "bad_token", "expired", "not_joined", "bad_move"
# Why the table said goodbye.
REPLACED, ENDED, OFF = "replaced", "ended", "off"


class BadMessage(ValueError):
    """A message the table will not act on; `reason` is one of the codes above."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Join:
    token: str


@dataclass(frozen=True)
class Move:
    move: dict[str, Any]
    seq: int


def parse(text: object) -> Join | Move:
    """A phone's message, or BadMessage: a text frame of at most `MAX_MESSAGE` bytes
    holding a JSON object of a known type with exactly its fields."""
    if not isinstance(text, str):
        raise BadMessage(UNKNOWN)
    if len(text.encode("utf-8", "replace")) > MAX_MESSAGE:
        raise BadMessage(TOO_BIG)
    try:
        data = json.loads(text)
    except ValueError:
        raise BadMessage(NOT_JSON) from None
    if not isinstance(data, dict):
        raise BadMessage(UNKNOWN)
    kind = data.get("type")
    if kind == "join" and set(data) == {"type", "token"} and isinstance(data["token"], str):
        return Join(data["token"])
    if kind == "move" and set(data) == {"type", "move", "seq"}:
        move, seq = data["move"], data["seq"]
        if isinstance(move, dict) and isinstance(seq, int) and not isinstance(seq, bool):
            return Move(move, seq)
    raise BadMessage(UNKNOWN)


def message(kind: str, **fields: Any) -> str:
    """A message to a phone, as the text sent."""
    return json.dumps({"type": kind, **fields}, ensure_ascii=False, separators=(",", ":"))


def error(reason: str) -> str:
    return message("error", error=reason)


def bye(reason: str) -> str:
    return message("bye", reason=reason)


class RateLimit:
    """A token bucket: `RATE` messages a second on average, `BURST` at once. Over it, a
    message is dropped; its sender hears so at most once a second."""

    def __init__(self, clock=time.monotonic) -> None:
        self.rate, self.burst, self.clock = RATE, BURST, clock
        self.tokens = float(self.burst)
        self.at = clock()
        self.warned = float("-inf")

    def allow(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False

    def warn(self) -> bool:
        """Should a dropped message be answered (once a second at most)?"""
        now = self.clock()
        if now - self.warned >= 1.0:
            self.warned = now
            return True
        return False
