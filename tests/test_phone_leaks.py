"""Never a leak: a seat's phone hears nothing another seat may not know, in every game and
preset (the toy game of tests/toy_game.py has no phones).

Computer players play a whole game at a table whose every seat has a phone joined: the
real phone server on the loopback, the real `TablePhones` that sends the pages, a real
WebSocket per seat. Every message sent is checked when it is sent, against the seat's view
and the public view:
- it is the seat's page for the state now, and its game part is made from `view(seat)`;
- changing what this seat cannot see (every other seat's secrets, and what nobody sees:
  tests/hidden_info.py's `HIDE_FROM`, which leaves the seat's view as it is) changes no
  byte of it;
- changing everything the table cannot see (`HIDE`) leaves its public part as it is;
and afterwards each phone must have heard exactly the pages sent to its own seat, in order.
"""

from __future__ import annotations

import copy
import json
import random
from types import SimpleNamespace

import pytest

from engine.phones.pages import page_message
from engine.phones.table import TablePhones
from games.core.match import Match, bot_seats, next_actor
from games.core.registry import GameSpec, all_games
from tests.hidden_info import HIDE, HIDE_FROM
from tests.phones import Phone, phones_off, phones_on

CASES = [(spec, preset) for spec in all_games() for preset in spec.presets]
IDS = [f"{spec.id}-{preset}" for spec, preset in CASES]
PUBLIC = ("type", "game", "seat", "seats", "turn", "last", "open", "result")


class Table:
    """Stands in for a game scene where computer players sit in people's seats, each with
    a phone: what `TablePhones` asks of a scene, and nothing to draw."""

    def __init__(self, spec: GameSpec, players: int, seed: int, options: dict) -> None:
        self.spec, self.persist = spec, True
        self.match = Match(spec, players, seed, options, bot_seats(["casual"] * players))
        self.setup = SimpleNamespace(players=players, human_seats=list(range(players)))
        self.seats = [SimpleNamespace(colour=(10 * s, 20, 30)) for s in range(players)]
        self.app = SimpleNamespace(phones=None)

    @property
    def state(self):
        return self.match.state

    def input_open(self) -> bool:
        return True

    def seat_name(self, seat: int) -> str:
        return f"Seat {seat}"

    def is_human(self, seat: int) -> bool:
        return True


def players_for(spec: GameSpec, preset: str) -> int:
    """Three players where the preset allows them (two seats' secrets to keep apart from
    each other and from the third, which deals in Memorandum), else the nearest count."""
    counts = spec.player_counts(spec.options(preset))
    return min(counts, key=lambda n: (abs(n - 3), n))


def checked_publish(table: Table, phones: TablePhones, sent: dict[int, list[str]], rng):
    """The server's `publish`, checking every message before it goes."""
    server = table.app.phones
    publish = server.publish

    def check_and_publish(game: int, seat: int, text: str) -> None:
        check(table, phones, seat, json.loads(text), rng)
        sent.setdefault(seat, []).append(text)
        publish(game, seat, text)

    return check_and_publish


def check(table: Table, phones: TablePhones, seat: int, message: dict, rng) -> None:
    """`message`, about to go to `seat`'s phone, tells nothing the seat may not know."""
    state, side, seating, last = table.state, phones.side, phones.seating(), phones.last
    assert message["seat"] == seat
    assert message == page_message(side, state, seat, seating, last, True)  # the seat's, now
    hidden = HIDE_FROM[table.spec.id](state, random.Random(rng.random()), seat)
    assert hidden.view(seat) == state.view(seat)  # only what this seat cannot see changed
    assert page_message(side, hidden, seat, seating, last, True) == message
    table_blind = HIDE[table.spec.id](state, random.Random(rng.random()))
    public = page_message(side, table_blind, seat, seating, last, True)
    assert {key: public[key] for key in PUBLIC} == {key: message[key] for key in PUBLIC}


def play(spec: GameSpec, preset: str, seed: int) -> tuple[dict[int, list[str]], dict[int, Phone]]:
    """A game of computer players with a phone at every seat; what was sent and heard."""
    options = spec.options(preset)
    table = Table(spec, players_for(spec, preset), seed, options)
    server = phones_on(table.app)
    phones, sent, rng = TablePhones(table), {}, random.Random(seed)
    server.publish = checked_publish(table, phones, sent, rng)
    try:
        phones.update()  # the seats' tokens
        heard = {s: Phone(server, t) for s, t in phones.tokens.by_seat.items()}
        for phone in heard.values():
            assert phone.until(lambda m: m["type"] == "joined")
        moves = 0
        while not table.state.over:
            assert moves < spec.max_moves
            seat = next_actor(table.state)
            bot = table.match.bots.get(seat)
            legal = table.state.legal_actions(seat)
            action = table.match.bot_move(seat) if bot else rng.choice(legal)
            table.match.act(seat, action)  # the phones hear its events (a watcher)
            phones.update()
            moves += 1
        for seat, phone in heard.items():
            last = json.loads(sent[seat][-1])
            assert phone.until(lambda m, last=last: m == last, 10.0), "the last page never came"
        return sent, heard
    finally:
        phones.close()
        phones_off(table.app)


@pytest.mark.parametrize(("spec", "preset"), CASES, ids=IDS)
def test_a_phone_hears_only_what_its_seat_may_know(spec, preset):
    sent, heard = play(spec, preset, seed=11)
    for seat, phone in heard.items():
        pages = [json.dumps(m, ensure_ascii=False, separators=(",", ":")) for m in phone.pages()]
        assert in_order(pages, sent[seat])  # its own seat's pages only, in order ...
        assert pages[-1] == sent[seat][-1]  # ... to the last (a phone slower than the table
        phone.close()  # is sent the newest page, not every one: room.OUTBOX)
    assert len(sent) == players_for(spec, preset)  # every seat was sent its pages


def in_order(heard: list[str], sent: list[str]) -> bool:
    """Is every page heard one that was sent, in the order sent (some may be skipped)?"""
    rest = iter(sent)
    return all(any(page == out for out in rest) for page in heard)


def test_the_leak_check_catches_a_seat_mix_up_and_a_page_that_tells_another_hand(monkeypatch):
    """The check can fail: seat 1's page sent to seat 0, or a page made by a table that
    added the other seat's hand, is caught; the right page passes."""
    from games.core.registry import get_game

    spec = get_game("fireball-court")
    table = Table(spec, 2, 4, spec.options("classic"))
    phones, rng = TablePhones(table), random.Random(4)
    while table.state.phase != "play":
        seat = next_actor(table.state)
        table.match.act(seat, table.state.legal_actions(seat)[0])
    seating = phones.seating()
    right = page_message(phones.side, table.state, 0, seating)
    check(table, phones, 0, copy.deepcopy(right), rng)
    mixed_up = {**page_message(phones.side, table.state, 1, seating), "seat": 0}
    with pytest.raises(AssertionError):
        check(table, phones, 0, mixed_up, rng)

    real = page_message

    def leaky(side, state, seat, seating, last=None, open_=True):
        message = real(side, state, seat, seating, last, open_)
        their_hand = real(side, state, 1 - seat, seating)["sections"][0]
        return {**message, "sections": [*message["sections"], their_hand]}

    told = leaky(phones.side, table.state, 0, seating)
    monkeypatch.setitem(globals(), "page_message", leaky)  # the check's own copy agrees
    with pytest.raises(AssertionError):
        check(table, phones, 0, told, rng)
