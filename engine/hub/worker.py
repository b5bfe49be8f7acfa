"""The hub's database work, off its event loop: one thread writes, another reads, each with
a connection of its own (engine/hub/store.py), so a slow disk never holds up a page.

Writes are group-committed: what the tables sent while the last transaction was being made
durable goes into the next one together, so fifty tables cost a few commits a second, not
one each; each request is answered once its transaction is done (durable). Should a group
fail, each of its writes is tried alone, so one write the database refuses cannot sink the
others. A database that cannot be reached now (StoreDown) fails the writes of that moment
and is connected afresh for the next: the tables send again later.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from collections import deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, TypeVar

from engine.hub.store import Store, StoreDown, StoreRefused

_log = logging.getLogger(__name__)
T = TypeVar("T")
GROUP = 256  # writes in one transaction at most


@dataclass
class _Write:
    work: Callable[[Store], Any]
    future: asyncio.Future
    loop: asyncio.AbstractEventLoop


class Worker:
    def __init__(self, url: str) -> None:
        self.url = url
        self._writes: deque[_Write] = deque()
        self._cond = threading.Condition()
        self._stopping = False
        self._writer: threading.Thread | None = None
        self._reads = ThreadPoolExecutor(1, thread_name_prefix="hub-reads")
        self._read_store = Store(url)
        self.commits = 0  # transactions made (the load run reports them)

    def start(self) -> int:
        """Bring the schema up to date (StoreDown, StoreNewer) and start writing; returns
        the schema's step."""
        store = Store(self.url)
        try:
            version = store.migrate()
        except BaseException:
            store.close()
            raise
        self._writer = threading.Thread(
            target=self._write_loop, args=(store,), name="hub-writes", daemon=True
        )
        self._writer.start()
        return version

    def stop(self, timeout: float = 5.0) -> None:
        with self._cond:
            self._stopping = True
            self._cond.notify_all()
        if self._writer is not None:
            self._writer.join(timeout)
        self._reads.submit(self._read_store.close)
        self._reads.shutdown(wait=True)

    async def write(self, work: Callable[[Store], T]) -> T:
        """Run `work` inside a transaction on the writing thread; its result once durable."""
        loop = asyncio.get_running_loop()
        future = loop.create_future()
        with self._cond:
            if self._stopping:
                raise StoreDown("the hub is stopping")
            self._writes.append(_Write(work, future, loop))
            self._cond.notify()
        return await future

    async def read(self, work: Callable[[Store], T]) -> T:
        """Run `work` on the reading thread (StoreDown if the database cannot be read now)."""
        if self._stopping:
            raise StoreDown("the hub is stopping")
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._reads, work, self._read_store)

    def _write_loop(self, store: Store) -> None:
        try:
            while True:
                with self._cond:
                    self._cond.wait_for(lambda: self._writes or self._stopping)
                    if not self._writes:
                        return
                    group = [self._writes.popleft() for _ in range(min(GROUP, len(self._writes)))]
                self._commit(store, group)
        finally:
            store.close()

    def _commit(self, store: Store, group: list[_Write]) -> None:
        try:
            with store.transaction():
                results = [write.work(store) for write in group]
        except Exception as error:
            if len(group) > 1 and not isinstance(error, StoreDown):
                for write in group:  # one write the database refused: the others go alone
                    self._commit(store, [write])
                return
            if not isinstance(error, StoreDown | StoreRefused):
                _log.exception("hub database: a write failed")
            for write in group:
                _settle(write, None, error)
            return
        self.commits += 1
        for write, result in zip(group, results, strict=True):
            _settle(write, result, None)


def _settle(write: _Write, result: Any, error: BaseException | None) -> None:
    def settle() -> None:
        if write.future.done():  # the request went away meanwhile
            return
        if error is not None:
            write.future.set_exception(error)
        else:
            write.future.set_result(result)

    with contextlib.suppress(RuntimeError):  # the loop closed: nobody waits any more
        write.loop.call_soon_threadsafe(settle)
