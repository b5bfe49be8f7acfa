"""The phone server's protocol, driven with aiohttp's test client: the page at every
seat's address, joining by token (compared in constant time), moves on their way to the
table, a phone replaced by another at its seat, a game ended, and every kind of bad
message answered with an error and nothing else."""

from __future__ import annotations

import asyncio
import hmac
import json

import pytest
from aiohttp import WSMsgType
from aiohttp.test_utils import TestClient, TestServer

from engine import i18n
from engine.phones import protocol, tokens
from engine.phones.room import Room
from engine.phones.server import build_app
from engine.phones.tokens import SeatTokens


def run(test) -> None:
    """Run `test(client, room)` against a fresh server with a game of three seats."""

    async def main() -> None:
        room = Room()
        room.open(SeatTokens(1, {0: "A" * 16, 1: "B" * 16, 2: "C" * 16}))
        async with TestClient(TestServer(build_app(room))) as client:
            await test(client, room)

    asyncio.run(main())


async def receive(ws, seconds: float = 2.0) -> dict:
    message = await ws.receive(timeout=seconds)
    assert message.type == WSMsgType.TEXT, message
    return json.loads(message.data)


async def joined(client, token: str):
    ws = await client.ws_connect("/ws")
    await ws.send_json({"type": "join", "token": token})
    return ws


async def nothing_more(ws, seconds: float = 0.2) -> bool:
    try:
        message = await ws.receive(timeout=seconds)
    except TimeoutError:
        return True
    return message.type in (WSMsgType.CLOSE, WSMsgType.CLOSED)


def test_every_seat_address_serves_the_page_in_the_tables_language():
    async def test(client, room):
        i18n.set_language("fr")
        try:
            response = await client.get("/" + "a" * 16)
            text = await response.text()
        finally:
            i18n.set_language("en")
        assert response.status == 200
        assert response.headers["Referrer-Policy"] == "no-referrer"
        assert "default-src 'self'" in response.headers["Content-Security-Policy"]
        assert response.headers["Cache-Control"] == "no-store"
        assert '<html lang="fr">' in text and "{{" not in text
        words = json.loads(text.split('type="application/json">')[1].split("</script>")[0])
        assert words["phones.your_turn"] == i18n.catalogue("fr")["phones.your_turn"]
        assert all(key.startswith("phones.") for key in words)
        assert (await client.get("/phone.js")).headers["Content-Type"].startswith("text/javascript")
        assert (await client.get("/phone.css")).status == 200
        for wrong in ("/etc/passwd", "/../engine/phones/server.py", "/" + "a" * 15, "/x.js"):
            assert (await client.get(wrong)).status == 404

    run(test)


def test_a_phone_joins_its_seat_hears_its_page_and_its_moves_reach_the_table():
    async def test(client, room):
        room.publish(1, 1, protocol.message("page", seat=1, n=1))
        ws = await joined(client, "b" * 16)  # as typed: the code's capitals are not needed
        assert await receive(ws) == {"type": "joined", "seat": 1}
        assert await receive(ws) == {"type": "page", "seat": 1, "n": 1}  # kept for it
        assert room.joined == frozenset({1})
        room.publish(1, 1, protocol.message("page", seat=1, n=2))
        room.publish(1, 0, protocol.message("page", seat=0, n=1))  # not this phone's seat
        assert await receive(ws) == {"type": "page", "seat": 1, "n": 2}
        await ws.send_json({"type": "move", "move": {"type": "Play", "card": 7}, "seq": 3})
        await asyncio.sleep(0.05)
        move = room.moves.get_nowait()
        assert (move.game, move.seat, move.move, move.seq) == (1, 1, {"type": "Play", "card": 7}, 3)
        room.answer(1, 1, protocol.message("answer", seq=3, ok=True))
        assert await receive(ws) == {"type": "answer", "seq": 3, "ok": True}
        assert await nothing_more(ws)
        await ws.close()
        await asyncio.sleep(0.05)
        assert room.joined == frozenset()

    run(test)


def test_a_second_phone_at_a_seat_replaces_the_first():
    async def test(client, room):
        first = await joined(client, "A" * 16)
        assert (await receive(first))["type"] == "joined"
        second = await joined(client, "A" * 16)
        assert await receive(second) == {"type": "joined", "seat": 0}
        assert await receive(first) == {"type": "bye", "reason": "replaced"}
        assert (await first.receive(timeout=2)).type in (WSMsgType.CLOSE, WSMsgType.CLOSED)
        await second.send_json({"type": "move", "move": {"type": "Play", "card": 1}, "seq": 1})
        await asyncio.sleep(0.05)
        assert room.moves.get_nowait().seat == 0 and room.joined == frozenset({0})

    run(test)


def test_a_code_of_an_earlier_game_or_no_seat_is_refused():
    async def test(client, room):
        for token, reason in (
            ("Z" * 16, "expired"),
            ("short", "bad_token"),
            ("1" * 16, "bad_token"),
        ):
            ws = await joined(client, token)
            assert await receive(ws) == {"type": "error", "error": reason}
            assert (await ws.receive(timeout=2)).type in (WSMsgType.CLOSE, WSMsgType.CLOSED)
        room.open(SeatTokens(2, {0: "D" * 16}))  # a new game: the old codes expire
        ws = await joined(client, "A" * 16)
        assert await receive(ws) == {"type": "error", "error": "expired"}
        assert room.moves.empty() and room.joined == frozenset()

    run(test)


def test_a_new_game_or_phones_off_says_goodbye_to_every_phone():
    async def test(client, room):
        phones = [await joined(client, t * 16) for t in "ABC"]
        for ws in phones:
            assert (await receive(ws))["type"] == "joined"
        room.close(0, protocol.OFF)  # an older game's end changes nothing
        assert room.joined == frozenset({0, 1, 2})
        room.open(SeatTokens(2, {0: "D" * 16}))
        for ws in phones:
            assert await receive(ws) == {"type": "bye", "reason": "ended"}
        assert room.joined == frozenset()
        room.publish(1, 0, protocol.message("page"))  # the old game's page goes nowhere
        assert room.pages == {}

    run(test)


@pytest.mark.parametrize(
    ("sent", "reason"),
    [
        ("not json at all", "not_json"),
        ("[1, 2]", "unknown"),
        ('{"type": "shout"}', "unknown"),
        ('{"type": "move", "move": "Play 7", "seq": 1}', "unknown"),
        ('{"type": "move", "move": {}, "seq": true}', "unknown"),
        ('{"type": "move", "move": {}, "seq": 1, "extra": 1}', "unknown"),
        ('{"type": "join", "token": "AAAAAAAAAAAAAAAA"}', "unknown"),
        ('{"type": "move", "move": {"x": "' + "y" * 3000 + '"}, "seq": 1}', "too_big"),
        (b"\x00\x01binary", "unknown"),
    ],
)
def test_a_bad_message_gets_an_error_and_nothing_else(sent, reason):
    async def test(client, room):
        ws = await joined(client, "C" * 16)
        assert (await receive(ws))["type"] == "joined"
        await (ws.send_bytes(sent) if isinstance(sent, bytes) else ws.send_str(sent))
        assert await receive(ws) == {"type": "error", "error": reason}
        assert room.moves.empty()
        await ws.send_json({"type": "move", "move": {"type": "Play", "card": 2}, "seq": 9})
        await asyncio.sleep(0.05)
        assert room.moves.get_nowait().seq == 9  # still joined, still heard
        assert room.joined == frozenset({2})

    run(test)


def test_a_phone_that_floods_is_slowed_and_told_so_once_a_second():
    async def test(client, room):
        ws = await joined(client, "A" * 16)
        assert (await receive(ws))["type"] == "joined"
        for seq in range(60):
            await ws.send_json({"type": "move", "move": {"type": "Play", "card": 1}, "seq": seq})
        await asyncio.sleep(0.2)
        taken = []
        while not room.moves.empty():
            taken.append(room.moves.get_nowait())
        assert protocol.BURST <= len(taken) < protocol.BURST + 5  # the bucket, and its refill
        assert await receive(ws) == {"type": "error", "error": "too_fast"}
        assert await nothing_more(ws)  # one warning for the whole flood

    run(test)


def test_a_socket_opened_by_a_page_from_elsewhere_is_refused():
    async def test(client, room):
        response = await client.get("/ws", headers={"Origin": "http://evil.example"})
        assert response.status == 403

    run(test)


def test_a_connection_that_never_joins_is_closed(monkeypatch):
    monkeypatch.setattr(protocol, "JOIN_SECONDS", 0.2)

    async def test(client, room):
        ws = await client.ws_connect("/ws")
        assert (await ws.receive(timeout=2)).type in (WSMsgType.CLOSE, WSMsgType.CLOSED)
        assert room.joined == frozenset()

    run(test)


def test_guessing_tokens_is_stopped_after_twenty_wrong_ones():
    async def test(client, room):
        for _ in range(20):
            ws = await joined(client, "Q" * 16)
            assert await receive(ws) == {"type": "error", "error": "expired"}
        ws = await joined(client, "A" * 16)  # even the right one, from that address, for now
        assert await receive(ws) == {"type": "error", "error": "too_fast"}

    run(test)


def test_tokens_are_random_per_seat_and_compared_in_constant_time(monkeypatch):
    dealt = SeatTokens.deal(5, [0, 1, 2, 3])
    again = SeatTokens.deal(6, [0, 1, 2, 3])
    assert len(set(dealt.by_seat.values()) | set(again.by_seat.values())) == 8
    assert all(tokens.well_formed(t) for t in dealt.by_seat.values())
    calls = []
    real = hmac.compare_digest
    monkeypatch.setattr(tokens.hmac, "compare_digest", lambda a, b: calls.append(1) or real(a, b))
    assert dealt.seat_of(dealt.by_seat[0]) == 0  # the first seat matches ...
    assert len(calls) == 4  # ... and every seat's token is still compared
    assert dealt.seat_of(dealt.by_seat[3].lower()) == 3
    assert dealt.seat_of("X" * 16) is None and dealt.seat_of(None) is None


def test_the_server_listens_at_the_address_chosen_and_nowhere_else():
    """Bound to 127.0.0.1, it does not answer at 127.0.0.2 (the same machine's loopback,
    which a server listening on every address would answer)."""
    import socket

    from engine.phones.address import Address
    from engine.phones.server import PhoneServer

    server = PhoneServer(Address("127.0.0.1", 0))
    server.start()
    try:
        port = server.address.port
        socket.create_connection(("127.0.0.1", port), timeout=2).close()
        with pytest.raises(OSError):
            socket.create_connection(("127.0.0.2", port), timeout=2).close()
    finally:
        server.stop()
    assert not server.running


def test_a_server_that_cannot_listen_says_why():
    from engine.phones.address import Address
    from engine.phones.server import PhoneServer, PhoneServerError

    with pytest.raises(PhoneServerError, match=r"cannot listen at 203\.0\.113\.9"):
        PhoneServer(Address("203.0.113.9", 0)).start()
