"""Games played with phones joined: Fireball Court and Memorandum to the results with two
phones, each hand on its phone and not on the table; a phone that drops gives its hand
back to the table and rejoins with its own secret; phones turned off mid-game and the
table plays on.

The real phone server listens on the loopback; the phones join over real WebSockets
(tests/phones.py), and the table is driven by injected fingers (tests/fingers.py)."""

from __future__ import annotations

import json

import pytest

from engine.phones import protocol
from engine.phones.pages import say
from games.memorandum.phone import card as memorandum_card
from games.memorandum.rules import CLAIMS, MEMORISE
from tests.fingers import drag, frames, run_until, tap
from tests.phones import Phone, Tables, phones_off, token_of


@pytest.fixture
def table(monkeypatch):
    """Start a game with phones on; the server stops when the test ends. The games run
    many times faster than real time, and so do their phones: the rate limit is raised."""
    monkeypatch.setattr(protocol, "RATE", 1000.0)
    tables = Tables(size=(960, 540))
    yield tables.start
    tables.close()


def join(app, scene, seats) -> dict[int, Phone]:
    phones = {seat: Phone(app.phones, token_of(scene, seat)) for seat in seats}
    assert run_until(app, lambda: all(scene.phones.joined(s) for s in seats), 600)
    return phones


def latest(scene, seat: int) -> dict:
    """The page the table sent this seat last."""
    return json.loads(scene.phones.sent[seat])


def test_fireball_court_plays_to_the_results_with_two_phones_and_no_hand_on_the_table(table):
    app, scene = table("fireball-court", 2, (0, 1), preset="kids", seed=3, speed=4.0)
    phones = join(app, scene, (0, 1))
    assert not scene.open_hand(0) and not scene.open_hand(1)  # both hands are on phones
    waiting: dict[int, int] = {}
    played = {0: 0, 1: 0}
    for _ in range(30000):
        if app.scenes.top.name == "results":
            break
        frames(app, 1)
        for seat, phone in phones.items():
            if seat in waiting and not phone.until(lambda m, s=waiting[seat]: m.get("seq") == s, 0):
                continue  # its move is on its way to the table
            waiting.pop(seat, None)
            now = latest(scene, seat)
            assert phone.until(lambda m, now=now: m == now, 10)  # the page as it is now
            offered = phone.offered()
            if offered:
                card = offered[0]["card"]
                hand = phone.page["sections"][0]["cards"]
                assert len(hand) == len(scene.state.hands[seat])  # its own hand, whole
                assert card in scene.state.hands[seat]  # a card of its own hand
                assert not scene.may_play(seat)  # not offered on the table
                waiting[seat] = phone.move(offered[0])
                played[seat] += 1
        if scene.waiting_for_next_round():
            tap(app, scene.geometry.center)
    assert scene.state.over and app.scenes.top.name == "results"
    plays = [m for m in scene.record.moves if m["action"]["type"] == "Play"]
    assert {m["seat"] for m in plays} == {0, 1}
    assert len(plays) >= 40 and played[0] + played[1] >= len(plays)  # every card from a phone
    for phone in phones.values():
        assert phone.until(lambda m: m["type"] == "page" and m["result"])
        assert phone.until(lambda m: m == {"type": "bye", "reason": "ended"})


def pad(scene, seat: int, rect_of):
    at = scene.seats[seat]
    x, y, _, _ = rect_of(at)
    return at.to_screen((x, y))


def shown_hand(message: dict) -> list[tuple[str, str]]:
    """The hand a page shows to memorise (rank and suit of each card), if it shows one."""
    sections = message.get("sections") or [{"title": ""}]  # a line (the called card) first:
    if message["type"] != "page" or sections[0].get("title") != "Memorise your cards":  # none
        return []
    return [(card["face"], card["mark"]) for card in message["sections"][0]["cards"]]


def faces(hand) -> list[tuple[str, str]]:
    return [(say(memorandum_card(c).face, []), memorandum_card(c).mark) for c in hand]


def test_memorandum_plays_to_the_results_with_two_phones_holding_the_hands(table):
    app, scene = table(
        "memorandum",
        3,
        (0, 1),
        options={"pack": 12, "claim_seconds": 1.5},
        speed=4.0,
        privacy=False,  # even with privacy off, a hand on a phone is not shown on the table
        settle=0,
    )
    phones = join(app, scene, (0, 1))
    remembered: dict[int, list[str]] = {}
    deals = set()
    for _ in range(40000):
        if app.scenes.top.name == "results":
            break
        frames(app, 1)
        state = scene.state
        if scene.picture.phase == MEMORISE and state.deal not in deals:
            receivers = [s for s in (0, 1) if s in state.receivers]
            for seat in receivers:
                hand = list(state.current.hands[seat])
                shows = faces(hand)
                if not phones[seat].until(lambda m, h=shows: shown_hand(m) == h, 3):
                    pytest.fail(f"seat {seat}'s phone never showed its hand")
                assert scene.hand_faces(seat) is None  # not on the table
                remembered[seat] = hand
                tap(app, pad(scene, seat, scene.geometry.ready_rect), finger_id=seat)
            for dealer in {0, 1} - set(state.receivers):  # a person deals: the phone says so
                assert phones[dealer].until(lambda m: m.get("prompt", "").startswith("You deal"))
            deals.add(state.deal)
        if state.phase == CLAIMS and scene.picture.window_open:
            for seat in (0, 1):
                mine = state.card in remembered.get(seat, ()) and seat in state.receivers
                if mine and seat in state.to_act():
                    tap(app, pad(scene, seat, scene.geometry.mine_rect), finger_id=seat)
    assert scene.state.over and app.scenes.top.name == "results"
    assert len(deals) == 3  # each player dealt once: the phones followed every deal
    claims = [m for m in scene.record.moves if m["action"]["type"] == "Claim"]
    people = [m for m in claims if m["seat"] in (0, 1)]
    assert len(people) >= 8  # the cards the phones showed, claimed at the table
    for phone in phones.values():
        assert phone.until(lambda m: m["type"] == "page" and m["result"])


def test_a_phone_that_drops_gives_the_hand_back_and_its_seat_rejoins(table):
    app, scene = table("fireball-court", 2, (0, 1), seed=5, privacy=False)
    phones = join(app, scene, (0,))
    assert run_until(app, lambda: scene.state.phase == "play" and scene.input_open(), 3000)
    assert not scene.open_hand(0) and scene.open_hand(1)
    assert scene.phones.shows(0) == ("joined",) and scene.phones.shows(1).startswith("HTTP")
    key = phones[0].key
    phones[0].close()  # the screen locked
    assert run_until(app, lambda: not scene.phones.joined(0), 600)
    assert scene.open_hand(0)  # the table offers the hand again
    assert scene.phones.shows(0) == ("away",)  # its phone may come back; its code is spent
    again = Phone(app.phones, key=key)  # the page's own secret, from the browser's storage
    assert run_until(app, lambda: scene.phones.joined(0), 600)
    assert again.until(lambda m: m["type"] == "page")  # the page as it is now, at once
    assert not scene.open_hand(0)
    again.close()


def test_phones_turned_off_mid_game_leave_a_table_that_plays_on(table):
    app, scene = table("fireball-court", 2, (0,), seed=5, privacy=False)
    phone = join(app, scene, (0,))[0]
    assert run_until(
        app,
        lambda: scene.state.phase == "play" and scene.state.on_turn == 0 and scene.input_open(),
        6000,
    )
    assert not scene.may_play(0)
    phones_off(app)
    assert phone.until(lambda m: m == {"type": "bye", "reason": "off"})
    frames(app, 2)
    assert scene.phones.shows(0) is None and not scene.phones.joined(0)
    assert scene.may_play(0) and scene.open_hand(0)
    card = scene.picture.hands[0][0]
    hand = scene.picture.hands[0]
    start = scene.geometry.hand_pos(0, hand.index(card), len(hand))
    drag(app, start, scene.geometry.court_rect.center)
    assert card not in scene.state.hands[0]  # played by touch, as before phones


def test_a_move_from_a_phone_counts_as_someone_at_the_table(table):
    """A kiosk asks "still playing?" after a while without a touch: a phone's moves are a
    person playing, as touches are."""
    app, scene = table("fireball-court", 2, (0, 1), seed=5)
    phones = join(app, scene, (0, 1))
    assert run_until(app, lambda: scene.state.phase == "play" and scene.input_open(), 3000)
    frames(app, 2)  # the page that says so is sent at the next update
    seat = scene.state.on_turn
    now = latest(scene, seat)
    assert phones[seat].until(lambda m: m == now, 2)
    app.last_input = 0.0
    seq = phones[seat].move(phones[seat].offered()[0])
    assert run_until(app, lambda: phones[seat].until(lambda m: m.get("seq") == seq, 0), 300)
    assert app.last_input == app.now or app.now - app.last_input < 1.0
