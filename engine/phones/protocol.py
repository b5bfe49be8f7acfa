"""What a phone and the table say to each other over the WebSocket, and the limits on it.

A phone says four things, as small JSON objects. First it joins: with a seat's code
(`{"type": "join", "token": ...}`, an invite the table shows, good for one phone), or,
having joined before, with the secret the table gave it then (`{"type": "rejoin", "key":
...}`, kept in the phone's browser). Then `{"type": "move", "move": {...an action...},
"seq": n}` and, every `PING_SECONDS`, `{"type": "ping"}`. The table answers a join with
`joined` (the seat, and the phone's secret), every later change with a new `page`, a move
with an `answer` (`ok` true or false: the table took it or not), a ping with `pong`, and
says `bye` when the seat's game ends, another phone takes the seat, the table ends this
phone or phones are turned off. Anything else a phone sends gets an `error` with a reason
and nothing else: no move, no crash, no closed connection (but for a message larger than
the WebSocket's own cap, which aiohttp closes).

A message is refused by its size and its nesting before it is parsed, and parsed into one
of the four kinds with exactly its fields or refused: no exception of any other kind leaves
`parse`. Pure Python: the server, the table and the tests share it.
"""

from __future__ import annotations

import json
import math
import re
import time
from dataclasses import dataclass
from typing import Any

MAX_MESSAGE = 2048  # bytes: a move is a few dozen
MAX_DEPTH = 4  # objects and arrays inside each other: a move is 2 deep, a tuple field 3
MAX_DIGITS = 15  # a number's digits: every whole number a phone sends is small
SOCKET_CAP = 16384  # the WebSocket's own limit: a larger frame closes the connection
RATE = 8.0  # messages a second a phone may send, on average ...
BURST = 16  # ... and at once
FLOOD = 64  # messages dropped over the rate within a window: past that the phone is cut off
JOIN_SECONDS = 10.0  # a connection that has not joined by then is closed
HEARTBEAT = 3.0  # seconds of silence before the table pings a phone (it drops one that is
# silent half as long again: `web.WebSocketResponse(heartbeat=...)`)
PING_SECONDS = 1.5  # how often a joined page pings the table ...
SILENT_SECONDS = 4.0  # ... and how long a silence makes it join again (the page's words)

# Why a message was refused (the page says it in the player's language).
TOO_BIG, NOT_JSON, UNKNOWN, TOO_FAST = "too_big", "not_json", "unknown", "too_fast"
TOO_DEEP = "too_deep"
BAD_TOKEN, EXPIRED, NOT_JOINED, BAD_MOVE = "bad_token", "expired", "not_joined", "bad_move"
USED = "used"  # a seat's code a phone has joined with already
# Why the table said goodbye.
REPLACED, ENDED, OFF = "replaced", "ended", "off"
REMOVED = "removed"  # the operator ended this phone
ELSEWHERE = "elsewhere"  # this phone's secret joined again on another connection


class BadMessage(ValueError):
    """A message the table will not act on; `reason` is one of the codes above."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Join:
    token: str


@dataclass(frozen=True)
class Rejoin:
    key: str


@dataclass(frozen=True)
class Move:
    move: dict[str, Any]
    seq: int


@dataclass(frozen=True)
class Ping:
    pass


Message = Join | Rejoin | Move | Ping
STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"')  # a JSON string (its brackets are not nesting)
BRACKETS = re.compile(r"[\[\]{}]")


def depth(text: str) -> int:
    """How deep `text`'s arrays and objects lie inside each other, as a JSON parser would
    go (brackets inside strings do not count), counted without parsing: the standard
    parser recurses once per level and fails on a few thousand."""
    deepest = level = 0
    for bracket in BRACKETS.findall(STRINGS.sub('""', text)):
        level += 1 if bracket in "[{" else -1
        deepest = max(deepest, level)
    return deepest


def _number(text: str) -> int | float:
    """A number as JSON writes it, if it is short and finite (1e999 is not)."""
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise ValueError("a number too long")
    if not any(c in text for c in ".eE"):
        return int(text)
    value = float(text)
    if not math.isfinite(value):
        raise ValueError("a number too large")
    return value


def _constant(_text: str) -> None:
    raise ValueError("NaN and Infinity are not JSON")


def _strict_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def parse(text: object) -> Message:
    """A phone's message, or BadMessage: a text frame of at most `MAX_MESSAGE` bytes and
    `MAX_DEPTH` levels, holding a JSON object of a known type with exactly its fields."""
    if not isinstance(text, str):
        raise BadMessage(UNKNOWN)
    if len(text) > MAX_MESSAGE or len(text.encode("utf-8", "replace")) > MAX_MESSAGE:
        raise BadMessage(TOO_BIG)
    if depth(text) > MAX_DEPTH:
        raise BadMessage(TOO_DEEP)
    try:
        data = json.loads(text, parse_int=_number, parse_float=_number, parse_constant=_constant)
    except (ValueError, RecursionError):  # RecursionError: the depth check missed a way
        raise BadMessage(NOT_JSON) from None
    if not isinstance(data, dict):
        raise BadMessage(UNKNOWN)
    kind, fields = data.get("type"), set(data)
    if kind == "join" and fields == {"type", "token"} and isinstance(data["token"], str):
        return Join(data["token"])
    if kind == "rejoin" and fields == {"type", "key"} and isinstance(data["key"], str):
        return Rejoin(data["key"])
    if kind == "ping" and fields == {"type"}:
        return Ping()
    if kind == "move" and fields == {"type", "move", "seq"}:
        move, seq = data["move"], data["seq"]
        if isinstance(move, dict) and _strict_int(seq) and 0 <= seq < 2**31:
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
    message is dropped; its sender hears so at most once a second, and a sender that
    goes on past `FLOOD` dropped messages in a row is no phone's page: it is cut off."""

    def __init__(self, clock=time.monotonic) -> None:
        self.rate, self.burst, self.clock = RATE, BURST, clock
        self.tokens = float(self.burst)
        self.at = clock()
        self.warned = float("-inf")
        self.dropped = 0  # messages dropped since the last one let through

    def allow(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens >= 1:
            self.tokens -= 1
            self.dropped = 0
            return True
        self.dropped += 1
        return False

    def flooding(self) -> bool:
        return self.dropped > FLOOD

    def warn(self) -> bool:
        """Should a dropped message be answered (once a second at most)?"""
        now = self.clock()
        if now - self.warned >= 1.0:
            self.warned = now
            return True
        return False
