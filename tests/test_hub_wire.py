"""What a table says to the hub, read at the boundary: any JSON at all is either read or
refused with a reason naming the field (never another exception), a batch keeps its good
games and refuses its bad ones one by one, and a table's clock is trusted only for its
intervals."""

from __future__ import annotations

import copy

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.hub import wire
from tests.hubs import batch, game, seat

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=5)
    ),
    max_leaves=30,
)


@given(JSON)
def test_any_json_is_read_or_refused_with_a_reason(data):
    for parse in (wire.parse_batch, wire.parse_heartbeat, wire.parse_game):
        try:
            parse(data)
        except wire.Refused as why:
            assert str(why)


@given(
    st.sampled_from(["id", "game", "finished", "seconds", "seats", "party", "options", "table"]),
    JSON,
)
def test_a_game_with_one_field_of_any_other_value_is_read_or_refused_naming_it(field, value):
    sent = game()
    sent[field] = value
    try:
        wire.parse_game(sent)
    except wire.Refused as why:
        assert field in str(why) or "game" in str(why)


@pytest.mark.parametrize(
    ("change", "named"),
    [
        (lambda g: g["seats"][0].update(score="12"), "seats[0].score: a number"),
        (lambda g: g["seats"][1].update(kind="alien"), "seats[1].kind"),
        (lambda g: g["seats"][0].update(accuracy=1.5), "seats[0].accuracy: from 0 to 1"),
        (lambda g: g.update(finished=float("inf")), "finished"),
        (lambda g: g.update(game="../../etc"), "game: a game's id"),
        (lambda g: g.update(id="x"), "id: 8 to 64"),
        (lambda g: g.update(extra=1), "no field 'extra'"),
        (lambda g: g["table"].update(name=""), "table.name: missing"),
        (lambda g: g.update(seats=[seat(0, "A"), seat(0, "B")]), "a seat is named twice"),
        (lambda g: g.update(options={"pack": [1, 2]}), "options.pack"),
        (lambda g: g.update(party="yes"), "party: true or false"),
    ],
)
def test_a_wrong_value_is_refused_naming_its_field(change, named):
    sent = game()
    change(sent)
    with pytest.raises(wire.Refused, match=named.replace("[", r"\[").replace("]", r"\]")):
        wire.parse_game(sent)


def test_a_batch_keeps_its_good_games_and_refuses_each_bad_one_by_its_id():
    good, bad = game("good-game-01"), game("bad-game-001")
    bad["seats"][0]["score"] = "lots"
    read = wire.parse_batch(batch(good, bad, "not a game"))
    assert [g.id for g in read.games] == ["good-game-01"]
    assert [ident for ident, _ in read.refused] == ["bad-game-001", "#2"]


def test_a_batch_too_long_or_empty_or_not_a_batch_is_refused_whole():
    with pytest.raises(wire.Refused, match="at most 50"):
        wire.parse_batch(batch(*[game() for _ in range(51)]))
    for body in (
        {"sent": 1.0, "games": []},
        [],
        {"games": [game()]},
        {"sent": "now", "games": [game()]},
    ):
        with pytest.raises(wire.Refused):
            wire.parse_batch(body)


def test_names_lose_what_cannot_be_printed_and_a_game_reads_back_as_it_was_sent():
    sent = game()
    sent["seats"][0]["name"] = "Fox\u0000\n\u202e"
    read = wire.parse_game(copy.deepcopy(sent))
    assert read.seats[0].name == "Fox"
    again = wire.parse_game(read.to_dict())
    assert again == read


def test_a_game_is_dated_by_the_hubs_clock_from_the_tables_intervals():
    read = wire.parse_game(game(finished=1000.0))
    assert read.dated(sent=1060.0, now=5000.0) == 4940.0  # a minute before it was sent
    assert read.dated(sent=900.0, now=5000.0) == 5000.0  # never in the future
    far = read.dated(sent=1000.0 + 30 * 86400, now=10**7)
    assert far == 10**7 - wire.KEEP_DAYS * 86400  # at most a week back


def test_the_hubs_address_and_the_events_key_are_checked_alike_everywhere():
    assert wire.hub_url(" http://192.168.1.20:8780/ ") == "http://192.168.1.20:8780"
    assert wire.hub_url("https://hub.example/event") == "https://hub.example/event"
    for wrong in (
        "192.168.1.20",
        "ftp://x",
        "http://",
        "http://x:99999",
        "http://u:p@x",
        "http://x/?k=1",
    ):
        assert wire.hub_url(wrong) is None, wrong
    assert (
        wire.good_key("fete-2026!")
        and not wire.good_key("short")
        and not wire.good_key("has space1")
    )
