"""How much the hub takes from one address: a flood (a thousand requests a second from
one machine, a script guessing the key) is refused with a reason, and the hub goes on
serving every other address.

Each address has a token bucket (`RATE` requests a second, `BURST` at once); a wrong key
costs `WRONG_KEY` tokens, so guessing is slow. Buckets of addresses not heard for a minute
are forgotten, and at most `ADDRESSES` are kept (the oldest go first), so a flood from many
addresses cannot fill the hub's memory either.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable

RATE = 20.0  # requests a second from one address, on average: a table sends one or two
BURST = 60.0  # ... and at once (a board page and its pictures, a table's outbox)
WRONG_KEY = 10.0  # tokens a request with a wrong key costs
ADDRESSES = 4096  # buckets kept at most
FORGET = 60.0  # seconds after which a quiet address's bucket goes
STREAMS = 8  # live pages (server-sent events) one address may hold open ...
ALL_STREAMS = 256  # ... and all addresses together


class Limits:
    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._buckets: OrderedDict[str, list[float]] = OrderedDict()  # tokens, when
        self.streams: dict[str, int] = {}

    def allow(self, address: str, cost: float = 1.0) -> float:
        """Take `cost` tokens from the address's bucket: 0.0 if it had them, else the
        seconds until it will (the request is refused)."""
        now = self.clock()
        bucket = self._buckets.pop(address, None) or [BURST, now]
        tokens = min(BURST, bucket[0] + (now - bucket[1]) * RATE)
        allowed = tokens >= cost
        self._buckets[address] = [tokens - cost if allowed else tokens, now]
        self._forget(now)
        return 0.0 if allowed else (cost - tokens) / RATE

    def charge(self, address: str, cost: float) -> None:
        """Take more from an address whose request turned out costly (a wrong key)."""
        bucket = self._buckets.get(address)
        if bucket is not None:
            bucket[0] = max(-BURST, bucket[0] - cost)

    def _forget(self, now: float) -> None:
        while self._buckets:
            oldest, (_, at) = next(iter(self._buckets.items()))
            if len(self._buckets) <= ADDRESSES and now - at < FORGET:
                break
            del self._buckets[oldest]

    def open_stream(self, address: str) -> bool:
        """May this address open one more live page?"""
        if self.streams.get(address, 0) >= STREAMS or sum(self.streams.values()) >= ALL_STREAMS:
            return False
        self.streams[address] = self.streams.get(address, 0) + 1
        return True

    def close_stream(self, address: str) -> None:
        left = self.streams.get(address, 1) - 1
        if left > 0:
            self.streams[address] = left
        else:
            self.streams.pop(address, None)
