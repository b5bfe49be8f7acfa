"""Fireball Court in party mode, driven by injected FINGER events: the pointing hand's
targets (the hand's cards, then the Court where the chosen card goes, then "next round"),
a touch just beside a card that counts for children and not for grown-ups, prompts with a
picture, a round's end that waits as long as the children like, cards on the shared
Flight path, and a whole party match played to the results by following the hand."""

from __future__ import annotations

from itertools import pairwise

import pytest

from engine.drawing.anim import ease_in_out
from engine.drawing.display import PROMPT, Shape, Sprite
from engine.game.flight import Flight
from engine.game.party import PARTY
from games.fireball_court import cards as fc
from games.fireball_court.scene import hints
from tests.fingers import FRAME, new_app, run_until, tap


def start(kids=True, humans=(0, 1), preset="kids", seed=6, speed=1.0, size=(1280, 720)):
    from engine.game.setup import GameSetup, SeatPlan
    from games.fireball_court.scene import FireballCourtScene

    app = new_app(size=size, speed=speed)
    seats = [SeatPlan() if s in humans else SeatPlan("bot", "casual") for s in range(2)]
    scene = FireballCourtScene(app, GameSetup("fireball-court", 2, seed, preset, {}, seats, kids))
    scene.persist = False
    app.scenes.push(scene)
    app.scenes.apply_pending()
    return app, scene


def ready(scene) -> bool:
    """A person may play and the table has shown everything."""
    seat = scene.state.on_turn
    return (
        scene.state.phase == "play"
        and scene.input_open()
        and scene.is_human(seat)
        and scene.picture.hands[seat] == sorted(scene.state.hands[seat])
    )


def on_turn(app, scene) -> int:
    """Run until a person may play; their seat."""
    assert run_until(app, lambda: ready(scene), 6000)
    return scene.state.on_turn


def to_round_end(app, scene) -> None:
    """Play the round out (first legal card each time) until "next round" is asked for."""
    while scene.state.phase != "round_over":
        assert scene.state.phase != "over"
        run_until(app, lambda: ready(scene) or scene.state.phase == "round_over", 6000)
        if ready(scene):
            seat = scene.state.on_turn
            scene.act(seat, scene.state.legal_actions(seat)[0])
    assert run_until(app, scene.waiting_for_next_round, 3000)


def pointing(app) -> list[tuple[tuple[int, int], int]]:
    """Where the last frame's pointing hands tap (the centre of the ring each spreads) and
    which way each faces."""
    items = app.shown.items
    return [
        (ring.args[0], hand.angle)
        for hand, ring in pairwise(items)
        if isinstance(hand, Sprite) and hand.image.key[:2] == ("icon", "👆")
        if isinstance(ring, Shape) and ring.form == "circle"
    ]


def prompts(app) -> list[tuple[str, str]]:
    """The picture and the words of every prompt the last frame showed: a seat's prompt is
    its picture, its first lines, its mark (judged as one block) and any lines under it."""
    items = app.shown.items
    shown = []
    for index, mark in enumerate(items):
        if mark.kind != PROMPT:
            continue
        first = index - 1
        while _text(items[first]) is not None:
            first -= 1
        after = index + 1
        while after < len(items) and _text(items[after]) is not None:
            after += 1
        lines = [_text(item) for item in items[first + 1 : index] + items[index + 1 : after]]
        text = " ".join(lines)
        assert mark.what == f"prompt {text!r}"
        shown.append((items[first].image.key[1], text))
    return shown


def _text(item) -> str | None:
    key = item.image.key if isinstance(item, Sprite) else ()
    return key[1] if key[:1] == ("text",) else None


def expected_court_target(scene, card):
    court = scene.picture.court
    if fc.kind(card) != fc.FIREBALL:
        for index, stack in enumerate(court):
            if fc.kind(stack[0]) == fc.kind(card):
                return scene.geometry.stack_pos(index, len(court))
    return scene.geometry.court_rect.center


# --- the pointing hand's targets ---------------------------------------------------------
def test_hints_point_at_the_cards_of_the_hand_on_turn_in_hand_order():
    app, scene = start()
    seat = on_turn(app, scene)
    hand = scene.picture.hands[seat]
    assert len(hand) == 5
    assert scene.touch_hints(seat) == [scene.geometry.hand_pos(seat, i, 5) for i in range(5)]
    assert scene.touch_hints(1 - seat) == []  # not their turn: nothing to touch


def test_once_a_card_is_chosen_the_hand_points_where_it_goes_on_the_court():
    app, scene = start()
    seat = on_turn(app, scene)
    targets = set()
    for card in list(scene.picture.hands[seat]):
        hand = scene.picture.hands[seat]
        tap(app, scene.geometry.hand_pos(seat, hand.index(card), len(hand)))
        assert scene.selected == card
        pointed = scene.touch_hints(seat)
        assert pointed == [expected_court_target(scene, card)]
        assert scene.geometry.court_rect.collidepoint(pointed[0])
        targets.add(pointed[0])
        chosen_spot = scene.geometry.hand_pos(seat, hand.index(card), len(hand), lifted=True)
        tap(app, chosen_spot)  # put it back
        assert scene.selected is None
    assert scene.touch_hints(seat) == [scene.geometry.hand_pos(seat, i, 5) for i in range(5)]
    tap(app, scene.touch_hints(seat)[0])
    chosen = scene.selected
    tap(app, scene.touch_hints(seat)[0])  # the Court, where the hand points
    assert scene.record.moves[-1]["action"] == {"type": "Play", "card": chosen}


def test_after_a_round_the_hand_points_a_child_at_next_round():
    app, scene = start(speed=6.0)
    to_round_end(app, scene)
    spots = {seat: scene.touch_hints(seat) for seat in (0, 1)}
    assert all(len(s) == 1 for s in spots.values()) and spots[0] != spots[1]
    assert run_until(app, lambda: bool(pointing(app)), round(60 * (PARTY.hint_after + 2)))
    expected = set()
    for seat in (0, 1):
        (x, y), angle = spots[seat][0], scene.seats[seat].angle
        expected.add(((round(x), round(y)), angle))
    assert set(pointing(app)) <= expected and len(pointing(app)) == 1  # one hand at a time
    tap(app, spots[0][0])
    assert run_until(app, lambda: scene.state.phase != "round_over", 600)


def test_no_hand_for_grown_ups_at_the_end_of_a_round():
    app, scene = start(kids=False, speed=6.0)
    to_round_end(app, scene)
    shown: list = []

    def quiet_a_while() -> bool:
        shown.extend(pointing(app))
        return app.now - scene.cues.quiet_since > 6

    assert run_until(app, quiet_a_while, 600)
    assert shown == []


# --- wide fingers ---------------------------------------------------------------------------
@pytest.mark.parametrize("kids", [False, True])
def test_a_touch_just_beside_the_hand_chooses_a_card_only_in_party_mode(kids):
    app, scene = start(kids=kids)
    seat = on_turn(app, scene)
    hand = scene.picture.hands[seat]
    w, h = scene.geometry.card
    slop = PARTY.slop * scene.unit * 0.6
    x, y = scene.geometry.hand_pos(seat, 0, len(hand))
    outer = -1 if seat == scene.geometry.bottom else 1  # the hand's outer end, on screen
    tap(app, (x + outer * (w * 0.54 + slop), y))
    assert (scene.selected == hand[0]) is kids
    scene.selected = None
    x, y = scene.geometry.hand_pos(seat, 2, len(hand))
    edge = 1 if seat == scene.geometry.bottom else -1  # towards the table's edge
    tap(app, (x, y + edge * (h / 2 + slop)))
    assert (scene.selected == hand[2]) is kids


def test_between_two_cards_the_nearer_one_is_chosen_even_with_slop():
    app, scene = start()
    seat = on_turn(app, scene)
    hand = scene.picture.hands[seat]
    a = scene.geometry.hand_pos(seat, 1, len(hand))
    b = scene.geometry.hand_pos(seat, 2, len(hand))
    gap_point = (a[0] + (b[0] - a[0]) * 0.53, a[1])  # a little nearer the third card
    tap(app, gap_point)
    assert scene.selected == hand[2]


# --- no reading needed, no time pressure ----------------------------------------------------
@pytest.mark.parametrize("kids", [False, True])
def test_every_prompt_has_a_picture(kids):
    app, scene = start(kids=kids, humans=(0,), speed=6.0)
    seat = on_turn(app, scene)
    app.frame(FRAME, events=[])

    def said(words: str) -> str:
        return "" if kids else words  # party mode: the picture alone, nothing to read

    assert prompts(app) == [(hints.PLAY_EMOJI, said("Your turn! Drag a card onto the Court"))]
    hand = scene.picture.hands[seat]
    tap(app, scene.geometry.hand_pos(seat, 0, len(hand)))
    assert prompts(app) == [(hints.CHOSEN_EMOJI, said("Now tap the Court (or another card)"))]
    scene.selected = None
    to_round_end(app, scene)
    app.frame(FRAME, events=[])
    assert prompts(app) == [(hints.NEXT_EMOJI, said("Tap for the next round"))] * 2


def test_a_round_end_waits_as_long_as_the_children_like():
    app, scene = start(speed=30.0)
    to_round_end(app, scene)
    began = app.now
    run_until(app, lambda: app.now - began > 90, 20_000)
    assert scene.state.phase == "round_over" and scene.waiting_for_next_round()
    assert scene.table_remaining() is None


def test_a_child_on_turn_may_think_as_long_as_they_like():
    app, scene = start(speed=30.0)
    seat = on_turn(app, scene)
    moves = len(scene.record.moves)
    began = app.now
    run_until(app, lambda: app.now - began > 90, 20_000)
    assert len(scene.record.moves) == moves and scene.may_play(seat)


# --- the shared flight ---------------------------------------------------------------------
def test_a_played_card_crosses_the_table_on_an_eased_flight():
    app, scene = start()
    seat = on_turn(app, scene)
    card = scene.picture.hands[seat][0]
    scene.act(seat, scene.state.legal_actions(seat)[0])
    assert run_until(app, lambda: any(f.what.card == card for f in scene.flights), 120)
    flight = next(f for f in scene.flights if f.what.card == card)
    assert isinstance(flight, Flight) and flight.ease is ease_in_out and flight.what.up
    half = flight.pos(flight.began + flight.seconds / 2)
    middle = ((flight.start[0] + flight.end[0]) / 2, (flight.start[1] + flight.end[1]) / 2)
    assert half == pytest.approx(middle)  # eased in and out: halfway at half time
    assert run_until(app, lambda: scene.timeline.idle and not scene.flights, 600)


# --- a whole party match -----------------------------------------------------------------------
def test_children_who_only_follow_the_pointing_hand_play_a_party_match_to_the_results():
    from engine.shell.starting import game_scene, party_setup
    from games.core import get_game

    app = new_app(speed=12.0)
    scene = game_scene(app, party_setup(get_game("fireball-court"), 2, 6))
    scene.persist = False
    app.scenes.push(scene)
    app.scenes.apply_pending()
    assert scene.setup.kids and scene.setup.human_seats == [0, 1]
    rounds = taps = 0
    while not scene.state.over and taps < 2000:
        waiting = [s for s in (0, 1) if scene.touch_hints(s)]
        if not waiting:
            scene.app.frame(FRAME, events=[])
            continue
        seat = waiting[0]
        if scene.waiting_for_next_round():
            rounds += 1
        tap(app, scene.touch_hints(seat)[(taps // 2) % len(scene.touch_hints(seat))])
        taps += 1
    assert scene.state.over and scene.illegal_refused == 0
    assert rounds >= 1
    plays = [m for m in scene.record.moves if m["action"]["type"] == "Play"]
    assert {m["seat"] for m in plays} == {0, 1} and 2 * len(plays) + rounds == taps
    assert run_until(app, lambda: app.scenes.top.name == "results", 3000)
    assert not app.errors
