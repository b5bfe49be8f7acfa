"""Phones a stranger may hold (issue 38): nothing a phone sends ends, stalls or slows the
game; a seat's code is a one-time invite; refused moves are nobody playing (the kiosk's
side of it, wrong PINs that outlast a restart, is tests/test_kiosk_lock.py's).

The real phone server listens on the loopback and the phones are real WebSocket clients
(tests/phones.py), the table a real app driven frame by frame (tests/fingers.py)."""

from __future__ import annotations

import json

import pytest

from tests.fingers import run_until
from tests.phones import Phone, Tables, token_of


@pytest.fixture
def table():
    """A Fireball Court table of two people with phones on, both joined, a card to play."""
    tables = Tables(seed=5, size=(960, 540))

    def start():
        app, scene = tables.start("fireball-court", 2, (0, 1))
        phones = {seat: Phone(app.phones, token_of(scene, seat)) for seat in (0, 1)}
        assert run_until(app, lambda: all(scene.phones.joined(s) for s in (0, 1)), 600)
        playing = lambda: scene.state.phase == "play" and scene.input_open()  # noqa: E731
        assert run_until(app, playing, 3000)
        return app, scene, phones

    yield start
    tables.close()


def heard(phone: Phone, test, app, frames: int = 600):
    """Run the table until `phone` heard a message `test` holds for; that message."""
    assert run_until(app, lambda: phone.until(test, 0) is not None, frames)
    return phone.until(test, 0)


def still_playing(app, scene, phones) -> None:
    """The game goes on: the same scene, no error caught, every phone at its seat and
    told nothing of an end."""
    assert app.scenes.top is scene and not app.errors
    assert all(scene.phones.joined(seat) for seat in phones)
    for phone in phones.values():
        assert phone.open and not [m for m in phone.heard if m["type"] == "bye"]


def played_from_a_phone(app, scene, phones) -> None:
    """The seat on turn lays a card from its phone, and the table plays it."""

    def ready() -> bool:
        sent = scene.phones.sent.get(scene.state.on_turn)
        phone = phones[scene.state.on_turn]
        return bool(sent and phone.page == json.loads(sent) and phone.offered())

    assert run_until(app, ready, 1200)
    phone = phones[scene.state.on_turn]
    seq = phone.move(phone.offered()[0])
    answer = heard(phone, lambda m: m.get("seq") == seq, app)
    assert answer == {"type": "answer", "seq": seq, "ok": True}


def nested(depth: int) -> dict:
    """A Fireball Court move whose card is a list `depth` deep."""
    card: object = 7
    for _ in range(depth):
        card = [card]
    return {"type": "Play", "card": card}


# --- finding 1: a move the table could not decode ended the game ---------------------------
@pytest.mark.parametrize(
    "move",
    [
        {"type": [1]},  # 43 bytes that sent the table back to the menu
        nested(900),  # a move nested 900 deep
        {"type": "Play", "card": {"a": 1}},
        {"type": "Play", "card": True},
        {"type": "Play", "card": "7"},
        {"type": {"Play": 1}, "card": 7},
    ],
    ids=["unhashable-type", "nested-900", "card-dict", "card-bool", "card-text", "type-dict"],
)
def test_a_move_the_rules_cannot_read_is_refused_and_the_game_goes_on(table, move):
    app, scene, phones = table()
    moves = len(scene.record.moves)
    phones[0].send(json.dumps({"type": "move", "move": move, "seq": 1}))
    refused = heard(phones[0], lambda m: m["type"] == "error", app)
    assert refused["error"] in ("bad_move", "too_deep", "too_big")
    still_playing(app, scene, phones)
    assert len(scene.record.moves) == moves
    played_from_a_phone(app, scene, phones)


# --- finding 2: a frame the JSON parser choked on left the seat held by nobody --------------
@pytest.mark.parametrize("text", ["[" * 2000, "{" * 1000, '{"type":' * 250 + "1"])
def test_a_frame_too_deep_to_parse_is_refused_and_the_phone_keeps_its_seat(table, text):
    app, scene, phones = table()
    phones[0].send(text)
    assert heard(phones[0], lambda m: m["type"] == "error", app)["error"] == "too_deep"
    still_playing(app, scene, phones)
    phones[0].close()  # and when it goes, its seat goes back to the table
    assert run_until(app, lambda: not scene.phones.joined(0), 600)
    assert scene.open_hand(0) or scene.state.on_turn != 0


# --- finding 3: a seat's code, photographed, took the seat's hand silently ------------------
def test_a_seats_code_opens_the_seat_once_and_a_second_phone_is_refused(table):
    app, scene, phones = table()
    stranger = Phone(app.phones, token_of(scene, 0))  # the code, photographed
    assert heard(stranger, lambda m: m["type"] == "error", app)["error"] == "used"
    assert not [m for m in stranger.heard if m["type"] in ("joined", "page")]
    still_playing(app, scene, phones)


# --- finding 5: refused moves kept a kiosk awake --------------------------------------------
def test_a_refused_move_is_not_someone_playing(table):
    app, scene, phones = table()
    waiting = 1 - scene.state.on_turn  # not its turn: the table refuses its move
    card = scene.state.hands[waiting][0]
    app.last_input = 0.0
    seq = phones[waiting].move({"type": "Play", "card": card})
    answer = heard(phones[waiting], lambda m: m.get("seq") == seq, app)
    assert answer == {"type": "answer", "seq": seq, "ok": False}
    assert app.last_input == 0.0
    seq = phones[waiting].move({"type": "Play", "card": [card]})  # nor one it cannot read
    assert heard(phones[waiting], lambda m: m["type"] == "error", app)
    assert app.last_input == 0.0
