"""A table's link to the hub, against a real hub: a finished game waits in the outbox (on
the disk) until the hub has acknowledged it, through a hub that is not there yet, a link
stopped half-way, a wrong key and an answer lost on the way; the hub stores each once; a
game the hub refuses is set aside instead of holding up the others; a hub that asks for a
wait gets it; the heartbeat says what the table is doing; and nothing the frame calls ever
waits for the network."""

from __future__ import annotations

import json
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import ClassVar

from engine.storage.hub_link import KEY as KEY_REFUSED
from engine.storage.hub_link import REFUSED, UNREACHABLE, HubLink, TableReport
from engine.storage.outbox import Outbox
from tests.hubs import KEY, batch, database, free_port, game, games_of, request, running_hub, until

TABLE = ("table-under-test", "Test table")


def link(url: str, folder, key: str = KEY) -> HubLink:
    made = HubLink(url, key, folder, TABLE, "test", heartbeat=0.5, patience=0.5)
    made.start()
    return made


def test_games_wait_in_the_outbox_until_a_hub_comes_and_then_go_once(tmp_path):
    port = free_port()
    table = link(f"http://127.0.0.1:{port}", tmp_path / "table")
    sent = [game(table=TABLE) for _ in range(3)]
    for one in sent:
        table.send(one)
    outbox = Outbox(tmp_path / "table")
    assert until(lambda: outbox.count() == 3 and table.status().problem == UNREACHABLE)
    assert table.status().waiting == 3
    with database("sqlite", tmp_path) as url, running_hub(url, port=port) as server:
        assert table.flush(30)
        assert sorted(g["id"] for g in games_of(server.url)) == sorted(g["id"] for g in sent)
    assert outbox.count() == 0 and table.status().problem == ""
    assert table.status().sent == 3
    table.stop(5)


def test_what_a_stopped_link_left_goes_with_the_next_and_the_hub_keeps_one_of_each(
    sqlite_hub, tmp_path
):
    folder = tmp_path / "table"
    outbox = Outbox(folder)
    known = game("already-at-the-hub", table=TABLE)
    assert request(sqlite_hub.url, "/api/games", batch(known))[0] == 200
    outbox.put(known)  # the answer was lost: the table still has it
    first = link("http://127.0.0.1:9", folder)  # nothing listens at the discard port
    fresh = [game(table=TABLE) for _ in range(4)]
    for one in fresh:
        first.send(one)
    assert until(lambda: outbox.count() == 5)
    first.stop(5)  # the table is switched off
    second = link(sqlite_hub.url, folder)  # and on again, the hub in reach
    assert second.flush(30)
    second.stop(5)
    ids = [g["id"] for g in games_of(sqlite_hub.url)]
    assert sorted(ids) == sorted([known["id"], *(g["id"] for g in fresh)])
    assert outbox.count() == 0


def test_a_game_the_hub_refuses_is_set_aside_and_the_others_go(sqlite_hub, tmp_path):
    folder = tmp_path / "table"
    bad = game("refused-game-id", table=TABLE)
    bad["seats"][0]["score"] = "a lot"
    Outbox(folder).put(bad)
    table = link(sqlite_hub.url, folder)
    table.send(game("good-game-id", table=TABLE))
    assert table.flush(30)
    assert table.status().problem == REFUSED and "score" in table.status().detail
    assert [g["id"] for g in games_of(sqlite_hub.url)] == ["good-game-id"]
    aside = list((folder / "outbox").glob("*refused-game-id.json.refused-*"))
    assert len(aside) == 1 and json.loads(aside[0].read_text())["id"] == "refused-game-id"
    table.stop(5)


def test_a_wrong_key_keeps_every_game_and_says_so(sqlite_hub, tmp_path):
    table = link(sqlite_hub.url, tmp_path / "table", key="not-the-events-key")
    table.send(game(table=TABLE))
    assert until(lambda: (table.status().problem, table.status().waiting) == (KEY_REFUSED, 1))
    assert games_of(sqlite_hub.url) == []
    table.stop(5)


def test_the_heartbeat_says_what_the_table_is_doing_and_its_last_error(sqlite_hub, tmp_path):
    table = link(sqlite_hub.url, tmp_path / "table")
    table.report(TableReport("game", "tamega", 4, False, "OSError: disk full", time.time() - 60))

    def told():
        tables = request(sqlite_hub.url, "/api/tables", key=None)[1]["tables"]
        return tables and tables[0]["playing"] == "Tamega, 4 players"

    assert until(told)
    row = request(sqlite_hub.url, "/api/tables", key=None)[1]["tables"][0]
    assert (row["id"], row["name"], row["version"]) == (*TABLE, "test")
    assert row["error"] == "OSError: disk full" and row["error_age"] >= 59
    table.stop(5)


class _Slow(BaseHTTPRequestHandler):
    """A hub that asks every caller to come back in half a minute."""

    calls: ClassVar[list[float]] = []

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers["Content-Length"]))
        _Slow.calls.append(time.monotonic())
        body = b'{"error": "too many requests from this address: slow down"}'
        self.send_response(429)
        self.send_header("Retry-After", "30")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args) -> None:
        pass


def test_a_hub_that_asks_for_a_wait_is_not_called_again_before_it(tmp_path):
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Slow)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    _Slow.calls.clear()
    table = link(f"http://127.0.0.1:{server.server_address[1]}", tmp_path / "table")
    table.send(game(table=TABLE))
    assert until(lambda: _Slow.calls)
    time.sleep(2.0)  # four times the link's own longest wait (patience 0.5 s)
    assert len(_Slow.calls) == 1  # it waits the 30 s the hub asked for
    table.stop(0)
    server.shutdown()


def test_nothing_the_frame_calls_waits_while_the_link_waits_for_the_network(tmp_path):
    """A hub that takes the connection and never answers: the link's thread waits on it,
    and meanwhile a game, the table's state and the link's status go and come at once."""
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(8)
    table = link(f"http://127.0.0.1:{silent.getsockname()[1]}", tmp_path / "table")
    accepted, _ = silent.accept()  # the link's first request is now waiting for an answer
    done = threading.Event()

    def frame() -> None:
        for n in range(100):
            table.send(game(table=TABLE))
            table.report(TableReport("game", "memorandum", n % 7 + 1))
            table.status()
        done.set()

    threading.Thread(target=frame, daemon=True).start()
    assert done.wait(10)  # a generous deadline for a hundred frames' calls
    assert table.status().sent == 0
    table.stop(0)
    accepted.close()
    silent.close()
