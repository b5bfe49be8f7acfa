"""A real hub on the loopback, with real HTTP clients: it stores a table's games only with
the event's key, each once however often it comes, and answers only once they are on its
disk; it refuses garbage (not JSON, too large, the wrong shape, a flood from one address)
with a reason and goes on serving everyone else; its pages and their live feed show what
came. The writes run against SQLite and a real PostgreSQL server alike."""

from __future__ import annotations

import asyncio
import json
import time

import aiohttp
import pytest

from engine.hub.store import Store, day_of
from tests.hubs import (
    DATABASES,
    KEY,
    batch,
    database,
    game,
    games_of,
    heartbeat,
    request,
    running_hub,
    seat,
    until,
)


@pytest.fixture(params=DATABASES)
def hub(request, tmp_path):
    with database(request.param, tmp_path) as url, running_hub(url) as server:
        yield server


def test_games_are_stored_only_with_the_events_key_and_each_once(hub):
    base, sent = hub.url, game("first-game-id")
    status, answer = request(base, "/api/games", batch(sent), key=None)
    assert status == 401 and "key" in answer["error"]
    status, answer = request(base, "/api/games", batch(sent), key="another-event")
    assert status == 403 and "key" in answer["error"]
    assert games_of(base) == []  # nothing stored without the key
    status, answer = request(base, "/api/games", batch(sent))
    assert (status, answer) == (200, {"stored": ["first-game-id"], "known": [], "refused": []})
    status, answer = request(base, "/api/games", batch(sent, sent))
    assert answer["known"] == ["first-game-id", "first-game-id"] and answer["stored"] == []
    assert [g["id"] for g in games_of(base)] == ["first-game-id"]


def test_an_acknowledged_game_is_in_the_database_when_the_answer_comes(hub):
    """Durable before the answer: another connection reads it the moment the table hears."""
    status, _ = request(hub.url, "/api/games", batch(game("durable-game")))
    assert status == 200
    store = Store(hub.database)
    try:
        assert [g["id"] for g in store.games_of(day_of(time.time()))] == ["durable-game"]
    finally:
        store.close()


def test_a_batch_with_a_bad_game_keeps_the_good_ones_and_says_why_for_the_bad(hub):
    bad = game("bad-game-id")
    bad["seats"][0]["score"] = "many"
    status, answer = request(hub.url, "/api/games", batch(game("good-game-id"), bad))
    assert status == 200 and answer["stored"] == ["good-game-id"]
    assert answer["refused"][0]["id"] == "bad-game-id"
    assert "score" in answer["refused"][0]["reason"]
    status, answer = request(hub.url, "/api/games", batch(bad))
    assert status == 422 and answer["stored"] == []  # nothing good in it at all
    assert [g["id"] for g in games_of(hub.url)] == ["good-game-id"]


def test_garbage_is_refused_with_a_reason_and_the_hub_goes_on_serving(sqlite_hub):
    base = sqlite_hub.url
    cases = [
        (request(base, "/api/games", raw=b"{not json"), 400, "not JSON"),
        (request(base, "/api/games", raw=b'{"sent": NaN, "games": []}'), 400, "not JSON"),
        (request(base, "/api/games", raw=b"[" * 100_000 + b"]" * 100_000), 400, "too deeply"),
        (request(base, "/api/games", raw=b" " * 300_000), 413, "at most"),
        (request(base, "/api/games", {"sent": 1, "games": "all of them"}), 400, "games"),
        (request(base, "/api/heartbeat", {"sent": 1}), 400, "table"),
        (request(base, "/api/games?x=1", raw=b"\xff\xfe"), 400, "not JSON"),
        (request(base, "/nothing-here", key=None), 404, "not found"),
        (request(base, "/api/games", key=None, method="DELETE"), 405, "not allowed"),
        (request(base, "/api/games?day=2026-13-45", key=None), 400, "YYYY-MM-DD"),
        (request(base, "/emoji/..%2F..%2Fetc%2Fpasswd.svg", key=None), 404, "not found"),
    ]
    for (status, answer), wanted, reason in cases:
        assert status == wanted, (answer, wanted)
        assert reason in answer["error"], answer
    assert request(base, "/", key=None)[0] == 200
    assert request(base, "/api/games", batch(game()))[0] == 200
    assert len(games_of(base)) == 1


def test_a_flood_from_one_address_is_slowed_while_other_addresses_are_served(sqlite_hub):
    """A thousand requests in a second from 127.0.0.1: most are refused (429, a reason and
    when to come back), and meanwhile 127.0.0.2 reads the board and stores a game."""
    base = sqlite_hub.url

    async def flood() -> list[tuple[int, dict]]:
        connector = aiohttp.TCPConnector(limit=50, local_addr=("127.0.0.1", 0))
        async with aiohttp.ClientSession(connector=connector) as session:

            async def one(n: int) -> tuple[int, dict]:
                await asyncio.sleep(n / 1000)  # a thousand over a second
                path = "/api/games" if n % 2 else "/api/board"
                async with session.request(
                    "POST" if n % 2 else "GET",
                    base + path,
                    data=b"{}",
                    headers={"Authorization": "Bearer guess-" + str(n)},
                ) as answer:
                    return answer.status, (await answer.json(content_type=None)) or {}

            return await asyncio.gather(*(one(n) for n in range(1000)))

    async def meanwhile() -> tuple[int, int, list[str]]:
        connector = aiohttp.TCPConnector(local_addr=("127.0.0.2", 0))
        async with aiohttp.ClientSession(connector=connector) as session:
            await asyncio.sleep(0.3)  # the flood is under way
            async with session.get(base + "/") as board:
                page = board.status
            body = json.dumps(batch(game("sent-during-the-flood")))
            headers = {"Authorization": f"Bearer {KEY}"}
            async with session.post(base + "/api/games", data=body, headers=headers) as stored:
                status = stored.status
            async with session.get(base + "/api/games") as listed:
                ids = [g["id"] for g in (await listed.json())["games"]]
            return page, status, ids

    async def both():
        return await asyncio.gather(flood(), meanwhile())

    answers, (page, stored, ids) = asyncio.run(both())
    refused = [answer for status, answer in answers if status == 429]
    assert len(refused) > 800
    assert all("slow down" in answer["error"] for answer in refused)
    assert {status for status, _ in answers} <= {200, 403, 429}  # the guesses: wrong key
    assert (page, stored, ids) == (200, 200, ["sent-during-the-flood"])


def test_the_games_of_a_day_are_listed_each_once_with_their_seats(sqlite_hub):
    base = sqlite_hub.url
    yesterday = time.time() - 86400  # by the table's clock: the hub dates it by its own
    request(base, "/api/games", batch(game("yesterdays", finished=yesterday)))
    request(base, "/api/games", batch(game("todays-one"), game("todays-two")))
    assert sorted(g["id"] for g in games_of(base)) == ["todays-one", "todays-two"]
    assert [g["id"] for g in games_of(base, day_of(yesterday))] == ["yesterdays"]
    assert games_of(base, "2001-01-01") == []
    seats = games_of(base)[0]["seats"]
    assert [(s["name"], s["winner"]) for s in seats] == [("Fox", True), ("Orange · casual", False)]


def test_the_board_and_the_operators_page_show_what_came_through_their_live_feeds(sqlite_hub):
    base = sqlite_hub.url

    async def listen() -> tuple[dict, dict]:
        beat = heartbeat("game", "tamega", 4, waiting=3)
        async with aiohttp.ClientSession() as session, session.get(base + "/events/board") as feed:
            assert feed.headers["Content-Type"].startswith("text/event-stream")
            first = await _event(feed)
            await asyncio.to_thread(request, base, "/api/heartbeat", beat)
            await asyncio.to_thread(request, base, "/api/games", batch(game("live-game")))
            while True:
                board = await _event(feed)
                if board["last"]:
                    return first, board

    first, board = asyncio.run(asyncio.wait_for(listen(), 30))
    assert first["last"] == []
    assert [g["id"] for g in board["last"]] == ["live-game"]
    assert board["overall"][0]["name"] == "Fox" and board["overall"][0]["accuracy"] == "90%"
    assert until(lambda: request(base, "/api/tables", key=None)[1]["tables"][0]["waiting"] == 3)
    table = request(base, "/api/tables", key=None)[1]["tables"][0]
    assert (table["name"], table["playing"], table["games"], table["silent"]) == (
        "Stand A",
        "Tamega, 4 players",
        1,
        False,
    )
    status, page = request(base, "/", key=None)
    assert status == 200 and "live-game" in page  # a page opened now has it inside


async def _event(feed) -> dict:
    """The next event's data on a server-sent events stream (comments skipped)."""
    data = ""
    async for raw in feed.content:
        line = raw.decode().rstrip("\n")
        if line.startswith("data: "):
            data = line[len("data: ") :]
        elif not line and data:
            return json.loads(data)
    raise AssertionError("the feed ended")


def test_the_pages_come_in_the_operators_language_with_the_games_pictures(tmp_path):
    from engine import i18n

    i18n.set_language("fr")
    with database("sqlite", tmp_path) as url, running_hub(url) as server:
        request(server.url, "/api/games", batch(game()))
        assert until(lambda: request(server.url, "/api/board", key=None)[1]["last"])
        board = request(server.url, "/api/board", key=None)[1]
        status, page = request(server.url, "/", key=None)
        icon = request(server.url, f"/emoji/{board['last'][0]['icon']}.svg", key=None)
        title = i18n.game_title("devils-circle", "")
    assert board["games"] == "1 partie aujourd'hui" and board["last"][0]["title"] == title
    assert title and title != "Devil's Circle"  # the game's French title
    assert status == 200 and 'lang="fr"' in page and "Les meilleures mémoires du jour" in page
    assert icon[0] == 200 and "<svg" in icon[1]


def test_the_hub_command_serves_without_ever_loading_pygame_and_stops_on_sigterm(tmp_path):
    """The hub runs where there is no screen: every module its process imports while it
    starts, stores a game and serves its pages is listed (`-X importtime`), and none is
    pygame's or pymunk's."""
    import signal
    import subprocess
    import sys

    from tests.hubs import ROOT, free_port, healthy

    port = free_port()
    base = f"http://127.0.0.1:{port}"
    hub = subprocess.Popen(
        [sys.executable, "-X", "importtime", str(ROOT / "main.py"), "--data-dir", str(tmp_path),
         "hub", "--address", f"127.0.0.1:{port}", "--key", KEY],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert until(lambda: healthy(base), 60)
        assert request(base, "/api/games", batch(game()))[0] == 200
        assert until(lambda: request(base, "/api/board", key=None)[1]["last"])
        board = request(base, "/api/board", key=None)[1]
        for path in (
            "/",
            "/tables",
            "/display.ttf",
            "/hub.css",
            f"/emoji/{board['last'][0]['icon']}.svg",
        ):
            assert request(base, path, key=None)[0] == 200, path
    finally:
        hub.send_signal(signal.SIGTERM)
        out, err = hub.communicate(timeout=60)
    imported = {line.rsplit("|", 1)[-1].strip() for line in err.splitlines() if "|" in line}
    assert "engine.hub.server" in imported and "aiohttp" in imported
    assert sorted(m for m in imported if m.split(".")[0] in ("pygame", "pymunk")) == []
    assert hub.returncode == 0 and "the hub listens at" in out
    assert (tmp_path / "hub" / "hub.sqlite3").exists()  # in the hub's own folder


def test_words_a_table_sent_stay_words_on_the_pages(sqlite_hub):
    """A name that looks like markup cannot close the page's data block or add a script."""
    base = sqlite_hub.url
    hostile = "</script><script>alert(1)</script><!--"
    people = [seat(0, hostile, accuracy=0.5, remembered=1)]
    assert (
        request(base, "/api/games", batch(game(table=("table-one-id", hostile), seats=people)))[0]
        == 200
    )
    assert until(lambda: request(base, "/api/board", key=None)[1]["last"])
    for path in ("/", "/tables"):
        status, page = request(base, path, key=None)
        assert status == 200 and hostile not in page and "alert(1)" in page
        assert page.count("<script") == 4  # its words, its data and its two scripts
