"""The phone server's protocol, driven with aiohttp's test client: the page at every
seat's address and at the table's own, a seat's code opening it once (compared in
constant time), the phone's own secret joining it again, moves decoded into the game's
actions on their way to the table, another phone taking a seat only through the table,
pings answered, a game ended, and every kind of bad message answered with an error and
nothing else."""

from __future__ import annotations

import asyncio
import hmac
import json

import pytest
from aiohttp import WSMsgType
from aiohttp.test_utils import TestClient, TestServer

from engine import i18n
from engine.phones import protocol, server, tokens
from engine.phones.room import Room
from engine.phones.server import build_app
from engine.phones.tokens import INVITE_ALPHABET, SeatTokens
from games.fireball_court.actions import Play
from games.fireball_court.phone import PHONE

CODES = {0: "BBBBB", 1: "CCCCC", 2: "DDDDD"}


def run(test) -> None:
    """Run `test(client, room)` against a fresh server with a game of three seats."""

    async def main() -> None:
        room = Room()
        room.open(SeatTokens(1, dict(CODES)), PHONE.decode)
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


async def rejoined(client, key: str):
    ws = await client.ws_connect("/ws")
    await ws.send_json({"type": "rejoin", "key": key})
    return ws


async def seated(client, token: str) -> tuple[object, str]:
    """A phone joined with `token`, and the secret it was given."""
    ws = await joined(client, token)
    said = await receive(ws)
    assert said["type"] == "joined" and tokens.well_formed_key(said["key"]), said
    return ws, said["key"]


async def closed(ws) -> bool:
    return (await ws.receive(timeout=2)).type in (WSMsgType.CLOSE, WSMsgType.CLOSED)


async def nothing_more(ws, seconds: float = 0.2) -> bool:
    try:
        message = await ws.receive(timeout=seconds)
    except TimeoutError:
        return True
    return message.type in (WSMsgType.CLOSE, WSMsgType.CLOSED)


def test_every_seat_address_and_the_tables_own_serve_the_page_in_its_language():
    async def test(client, room):
        i18n.set_language("fr")
        try:
            response = await client.get("/" + "a" * 5)
            text = await response.text()
        finally:
            i18n.set_language("en")
        assert response.status == 200
        assert response.headers["Referrer-Policy"] == "no-referrer"
        policy = response.headers["Content-Security-Policy"]
        assert "default-src 'self'" in policy and "frame-ancestors 'none'" in policy
        assert response.headers["Cache-Control"] == "no-store"
        assert '<html lang="fr">' in text and "{{" not in text
        words = json.loads(text.split('type="application/json">')[1].split("</script>")[0])
        assert words["phones.your_turn"] == i18n.catalogue("fr")["phones.your_turn"]
        assert all(key.startswith("phones.") for key in words)
        assert (await client.get("/")).status == 200  # where a code is typed
        assert (await client.get("/phone.js")).headers["Content-Type"].startswith("text/javascript")
        assert (await client.get("/phone.css")).status == 200
        for wrong in ("/etc/passwd", "/../engine/phones/server.py", "/" + "a" * 4, "/x.js"):
            assert (await client.get(wrong)).status == 404

    run(test)


def test_a_phone_joins_with_its_seats_code_and_its_moves_reach_the_table_decoded():
    async def test(client, room):
        room.publish(1, 1, protocol.message("page", seat=1, n=1))
        ws = await joined(client, "c c-ccc")  # as typed: small letters and spaces will do
        said = await receive(ws)
        assert said["type"] == "joined" and said["seat"] == 1
        assert await receive(ws) == {"type": "page", "seat": 1, "n": 1}  # kept for it
        assert room.joined == frozenset({1}) and room.now.held == frozenset({1})
        room.publish(1, 1, protocol.message("page", seat=1, n=2))
        room.publish(1, 0, protocol.message("page", seat=0, n=1))  # not this phone's seat
        assert await receive(ws) == {"type": "page", "seat": 1, "n": 2}
        await ws.send_json({"type": "move", "move": {"type": "Play", "card": 7}, "seq": 3})
        await asyncio.sleep(0.05)
        move = room.moves.get_nowait()
        assert (move.game, move.seat, move.action, move.seq) == (1, 1, Play(7), 3)
        room.answer(1, 1, protocol.message("answer", seq=3, ok=True))
        assert await receive(ws) == {"type": "answer", "seq": 3, "ok": True}
        await ws.send_json({"type": "ping"})
        assert await receive(ws) == {"type": "pong"}
        assert await nothing_more(ws)
        await ws.close()
        await asyncio.sleep(0.05)
        assert room.joined == frozenset() and room.now.held == frozenset({1})  # it may return

    run(test)


def test_a_seats_code_opens_it_once_and_the_phones_secret_joins_it_again():
    async def test(client, room):
        first, key = await seated(client, "B" * 5)
        stranger = await joined(client, "B" * 5)  # the code, photographed
        assert await receive(stranger) == {"type": "error", "error": "used"}
        assert await closed(stranger) and await nothing_more(first)
        await first.close()  # the phone drops (a reload, a Wi-Fi blip) ...
        await asyncio.sleep(0.05)
        again = await rejoined(client, key)  # ... and joins again with its secret
        assert (await receive(again))["seat"] == 0 and room.joined == frozenset({0})
        later = await rejoined(client, key)  # the same secret on another connection
        assert (await receive(later))["seat"] == 0
        assert await receive(again) == {"type": "bye", "reason": "elsewhere"}
        other = await rejoined(client, tokens.new_key())
        assert await receive(other) == {"type": "error", "error": "expired"}

    run(test)


@pytest.mark.parametrize("reason", ["replaced", "removed"])
def test_another_phone_takes_a_seat_only_through_a_new_code_from_the_table(reason):
    async def test(client, room):
        first, key = await seated(client, "B" * 5)
        room.invite(1, 0, "EEEEE", reason)  # "change phone" on the panel, or the operator
        assert await receive(first) == {"type": "bye", "reason": reason}
        assert await closed(first)
        assert room.joined == frozenset() and room.now.held == frozenset()
        back = await rejoined(client, key)  # the old phone's secret opens nothing now
        assert await receive(back) == {"type": "error", "error": reason}
        old = await joined(client, "B" * 5)
        assert await receive(old) == {"type": "error", "error": "used"}
        await seated(client, "EEEEE")  # the table's new code opens it for the next phone
        assert room.joined == frozenset({0}) and room.now.phones == {0: 2}

    run(test)


def test_a_code_of_an_earlier_game_or_no_seat_is_refused():
    async def test(client, room):
        for token, reason in (
            ("ZZZZZ", "expired"),
            ("short", "bad_token"),
            ("11111", "bad_token"),  # a digit no code has
            ("AAAAA", "bad_token"),  # a letter too wide for the panel: no code has it
            ("A" * 16, "bad_token"),
        ):
            ws = await joined(client, token)
            assert await receive(ws) == {"type": "error", "error": reason}
            assert await closed(ws)
        room.open(SeatTokens(2, {0: "EEEEE"}), PHONE.decode)  # a new game: old codes expire
        ws = await joined(client, "B" * 5)
        assert await receive(ws) == {"type": "error", "error": "expired"}
        assert room.moves.empty() and room.joined == frozenset()

    run(test)


def test_a_new_game_or_phones_off_says_goodbye_to_every_phone():
    async def test(client, room):
        phones = [(await seated(client, t * 5)) for t in "BCD"]
        room.close(0, protocol.OFF)  # an older game's end changes nothing
        assert room.joined == frozenset({0, 1, 2})
        room.open(SeatTokens(2, {0: "EEEEE"}), PHONE.decode)
        for ws, _key in phones:
            assert await receive(ws) == {"type": "bye", "reason": "ended"}
        assert room.joined == frozenset() and room.now.held == frozenset()
        room.publish(1, 0, protocol.message("page"))  # the old game's page goes nowhere
        assert room.pages == {}
        again = await rejoined(client, phones[0][1])
        assert await receive(again) == {"type": "error", "error": "expired"}

    run(test)


@pytest.mark.parametrize(
    ("sent", "reason"),
    [
        ("not json at all", "not_json"),
        ("[1, 2]", "unknown"),
        ('{"type": "shout"}', "unknown"),
        ('{"type": "move", "move": "Play 7", "seq": 1}', "unknown"),
        ('{"type": "move", "move": {}, "seq": true}', "unknown"),
        ('{"type": "move", "move": {}, "seq": -1}', "unknown"),
        ('{"type": "move", "move": {}, "seq": 1, "extra": 1}', "unknown"),
        ('{"type": "join", "token": "AAAAA"}', "unknown"),
        ('{"type": "ping", "x": 1}', "unknown"),
        ('{"type": "move", "move": {"x": "' + "y" * 3000 + '"}, "seq": 1}', "too_big"),
        ("[" * 5 + "]" * 5, "too_deep"),
        ('{"type": "move", "move": {"type": "Play", "card": [[[7]]]}, "seq": 1}', "too_deep"),
        ('{"type": "move", "move": {"type": [1]}, "seq": 1}', "bad_move"),
        ('{"type": "move", "move": {"type": "Play", "card": true}, "seq": 1}', "bad_move"),
        ('{"type": "move", "move": {"type": "Play", "card": 1.5}, "seq": 1}', "bad_move"),
        ('{"type": "move", "move": {"type": "Play", "card": 1e400}, "seq": 1}', "not_json"),
        ('{"type": "move", "move": {"type": "Play", "card": NaN}, "seq": 1}', "not_json"),
        ('{"type": "move", "move": {"type": "Draw"}, "seq": 1}', "bad_move"),  # the table's
        (b"\x00\x01binary", "unknown"),
    ],
)
def test_a_bad_message_gets_an_error_and_nothing_else(sent, reason):
    async def test(client, room):
        ws, _ = await seated(client, "D" * 5)
        await (ws.send_bytes(sent) if isinstance(sent, bytes) else ws.send_str(sent))
        assert await receive(ws) == {"type": "error", "error": reason}
        assert room.moves.empty()
        await ws.send_json({"type": "move", "move": {"type": "Play", "card": 2}, "seq": 9})
        await asyncio.sleep(0.05)
        assert room.moves.get_nowait().seq == 9  # still joined, still heard
        assert room.joined == frozenset({2}) and room.faults == 0

    run(test)


def test_a_phone_that_floods_is_slowed_told_so_once_a_second_and_then_cut_off():
    async def test(client, room):
        ws, key = await seated(client, "B" * 5)
        for seq in range(protocol.FLOOD // 2):
            await ws.send_json({"type": "move", "move": {"type": "Play", "card": 1}, "seq": seq})
        await asyncio.sleep(0.2)
        taken = []
        while not room.moves.empty():
            taken.append(room.moves.get_nowait())
        assert protocol.BURST <= len(taken) < protocol.BURST + 5  # the bucket, and its refill
        assert await receive(ws) == {"type": "error", "error": "too_fast"}
        assert await nothing_more(ws)  # one warning for the whole flood
        for _ in range(2 * protocol.FLOOD):
            await ws.send_json({"type": "ping"})
        heard = [await ws.receive(timeout=2) for _ in range(protocol.BURST)]
        assert any(m.type in (WSMsgType.CLOSE, WSMsgType.CLOSED) for m in heard)  # cut off
        await asyncio.sleep(0.05)
        assert room.joined == frozenset()
        again = await rejoined(client, key)  # the seat is still its own to come back to
        assert (await receive(again))["seat"] == 0

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


def test_guessing_codes_or_secrets_is_stopped_after_twenty_wrong_ones():
    async def test(client, room):
        for n in range(server.FAILED_JOINS):
            ws = await (joined(client, "ZZZZZ") if n % 2 else rejoined(client, "Q" * 32))
            assert await receive(ws) == {"type": "error", "error": "expired"}
        ws = await joined(client, "B" * 5)  # even the right one, from that address, for now
        assert await receive(ws) == {"type": "error", "error": "too_fast"}

    run(test)


def test_many_addresses_guessing_codes_together_are_stopped_but_joined_phones_come_back(
    monkeypatch,
):
    """From a table's network a guesser may have many addresses (IPv6 gives a phone any
    number): past `FAILED_CODES` wrong codes a minute from all of them, no code opens a
    seat for that minute, and a phone that joined before joins again by its secret."""
    monkeypatch.setattr(server, "FAILED_JOINS", 10**6)  # as if each try came from elsewhere

    async def test(client, room):
        ws, key = await seated(client, "B" * 5)
        await ws.close()
        for _ in range(server.FAILED_CODES):
            ws = await joined(client, "ZZZZZ")
            assert await receive(ws) == {"type": "error", "error": "expired"}
            await ws.close()
        ws = await joined(client, "C" * 5)  # the right code, for now, opens nothing
        assert await receive(ws) == {"type": "error", "error": "too_fast"}
        again = await rejoined(client, key)
        assert (await receive(again))["seat"] == 0 and room.joined == frozenset({0})

    run(test)


def test_one_address_holds_a_few_connections_at_once_and_no_more():
    async def test(client, room):
        idle = [await client.ws_connect("/ws") for _ in range(server.SOCKETS_PER_ADDRESS)]
        response = await client.get(
            "/ws", headers={"Connection": "Upgrade", "Upgrade": "websocket"}
        )
        assert response.status == 429
        await idle[0].close()
        await asyncio.sleep(0.05)
        await seated(client, "B" * 5)  # one went: there is room again
        assert room.joined == frozenset({0})

    run(test)


def test_codes_are_random_per_seat_typeable_and_compared_in_constant_time(monkeypatch):
    dealt = SeatTokens.deal(5, [0, 1, 2, 3])
    again = SeatTokens.deal(6, [0, 1, 2, 3])
    assert len(set(dealt.by_seat.values()) | set(again.by_seat.values())) == 8
    assert all(tokens.well_formed(t) for t in dealt.by_seat.values())
    assert not set("OIL01MW") & set(INVITE_ALPHABET)  # nothing to mistake, none wider
    assert dealt.dealt_again(2).by_seat[2] != dealt.by_seat[2]
    assert {s: c for s, c in dealt.dealt_again(2).by_seat.items() if s != 2} == {
        s: c for s, c in dealt.by_seat.items() if s != 2
    }
    calls = []
    real = hmac.compare_digest
    monkeypatch.setattr(tokens.hmac, "compare_digest", lambda a, b: calls.append(1) or real(a, b))
    assert dealt.seat_of(dealt.by_seat[0]) == 0  # the first seat matches ...
    assert len(calls) == 4  # ... and every seat's code is still compared
    code = dealt.by_seat[3]
    assert dealt.seat_of(f" {code[:3].lower()}-{code[3:]} ") == 3  # as typed
    assert dealt.seat_of("X" * 5) is None and dealt.seat_of(None) is None
    assert len({tokens.new_key() for _ in range(50)}) == 50


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
