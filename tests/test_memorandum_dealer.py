"""Memorandum's dealer at the table, driven by fingers (ruling MR-R8): a person who deals
turns each card with a tap on their deck, once the last card's claims are in; a computer
dealer's cards turn at the table's pace as before; a dealer who leaves the next card a
long while has the table turn it for them."""

import itertools

import pytest

from engine.drawing.display import TARGET
from engine.i18n import tr
from games.core import TABLE
from games.memorandum.actions import DealByHand, TurnCard
from games.memorandum.rules import CLAIMS, TURN
from games.memorandum.scene.pads import DECK
from games.memorandum.scene.play import DEALER_PATIENCE
from games.memorandum.scene.story import FLIP_SECONDS, FLY_SECONDS
from tests.fingers import FRAME, frames, run_until, start_game, tap

CLAIM_SECONDS = 2.0


def start(humans, **settings):
    """Three at the table, seat 1 (index 0) deals first; computer players elsewhere."""
    opts = {"pack": 8, "claim_seconds": CLAIM_SECONDS}
    return start_game("memorandum", 3, humans, preset="classic", options=opts, settle=0, **settings)


def moves(scene):
    """The record's moves as (seat, action type name)."""
    return [(move["seat"], move["action"]["type"]) for move in scene.record.moves]


def deck(app, scene, seat=0):
    """The deck said in front of `seat` in the last frame (a touch target), and its centre."""
    text = tr("memorandum.turn_card")
    [item] = [i for i in app.shown_of(scene) if i.what == f"pad {text!r} of seat {seat + 1}"]
    return item, item.rect.center


def turning(app, scene):
    """Run until the table waits for the dealer to turn the next card."""
    return run_until(app, lambda: scene.state.phase == TURN and scene.input_open(), 3000)


def test_mr_r8_a_person_who_deals_turns_each_card_with_a_tap_on_their_deck():
    app, scene = start((0,))
    assert turning(app, scene)  # "Time!": the first card waits for its dealer
    assert moves(scene)[0] == (TABLE, DealByHand.__name__)
    frames(app, 2)
    item, centre = deck(app, scene)
    assert item.kind == TARGET and item.angle % 360 == scene.seats[0].angle % 360
    assert DECK in item.image.key and tr("memorandum.turn_card") in item.image.key
    assert scene.touch_hints(0) == [pytest.approx(centre, abs=1)]
    assert scene.seats_on_turn() == [0]  # the dealer's panel says it is their turn
    frames(app, round(3.0 / FRAME))  # nothing turns by itself meanwhile
    assert scene.state.phase == TURN and scene.picture.card == ""
    tap(app, centre)
    assert moves(scene)[-1] == (0, TurnCard.__name__) and scene.state.phase == CLAIMS
    call = scene.state.call
    assert run_until(app, lambda: scene.picture.window_open, 600)
    refused = scene.illegal_refused
    tap(app, deck(app, scene)[1])  # the claims are open: the deck only shakes
    assert scene.illegal_refused == refused + 1 and scene.state.call == call
    assert turning(app, scene)  # the window closed on its clock: the next card waits
    assert scene.state.call == call and moves(scene)[-1][1] == "CloseWindow"
    tap(app, deck(app, scene)[1])
    assert scene.state.call == call + 1 and moves(scene)[-1] == (0, TurnCard.__name__)


def test_mr_r8_in_party_mode_the_deck_is_a_picture_alone():
    app, scene = start((0,), kids=True)
    assert turning(app, scene)
    frames(app, 2)
    [item] = [i for i in app.shown_of(scene) if i.kind == TARGET and DECK in i.image.key]
    assert "" in item.image.key and tr("memorandum.turn_card") not in item.image.key
    tap(app, item.rect.center)
    assert moves(scene)[-1] == (0, TurnCard.__name__)


def test_mr_r8_a_computer_dealer_keeps_the_tables_pace():
    """Seat 1 (a computer) deals: no tap is needed, the table turns each card as it closes
    the last one's window: a flight, a flip and the claim window apart, as before."""
    app, scene = start((1,))
    called = []
    seen = -1

    def watch():
        nonlocal seen
        if scene.state.phase == CLAIMS and scene.state.call != seen:
            seen = scene.state.call
            called.append(app.now)
        return len(called) >= 5

    assert run_until(app, watch, 4000)
    assert (TABLE, "Deal") in moves(scene) and all(
        kind not in (DealByHand.__name__, TurnCard.__name__) for _, kind in moves(scene)
    )
    pace = FLY_SECONDS + FLIP_SECONDS + 0.1 + CLAIM_SECONDS
    gaps = [b - a for a, b in itertools.pairwise(called)]
    assert gaps[0] >= pace - FRAME  # after the first card a first-time word may hold it
    assert gaps[1:] == [pytest.approx(pace, abs=2 * FRAME)] * 3


def test_mr_r8_a_dealer_who_leaves_the_card_has_the_table_turn_it():
    app, scene = start((0,))
    assert turning(app, scene)
    frames(app, round((DEALER_PATIENCE - 1.0) / FRAME))
    assert scene.state.phase == TURN  # a generous while: still the dealer's to turn
    frames(app, round(1.5 / FRAME))
    assert scene.state.phase == CLAIMS and moves(scene)[-1] == (TABLE, TurnCard.__name__)
    assert run_until(app, lambda: scene.picture.window_open, 600)  # the claims run as ever
