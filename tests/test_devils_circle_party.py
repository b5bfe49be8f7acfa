"""Devil's Circle in party mode, driven by injected FINGER events: the pointing hand's
targets in every phase (legal, visible, in ring order), a touch just beside a disc or the
Pass button that counts for children and not for grown-ups, the prompt with a picture,
nothing that runs out on a child, coins and cards flying on the shared Flight path, and a
whole party game played to the results by a child who only follows the pointing hand."""

from __future__ import annotations

import math

import pytest

import engine.game.party as party_module
from engine.game.flight import Flight
from engine.game.party import PARTY
from games.devils_circle.actions import ALL_FIVE_CARD, DISCS, EMOJI, card_image
from games.devils_circle.moments import ALL_TWICE, THREE_FIRES, table, twin_pack
from games.devils_circle.scene.hints import ring_order as order_from
from tests.fingers import FRAME, new_app, run_until, start_game, tap
from tests.shown import prompts
from tests.test_devils_circle_scene import stage


def start(state=None, players=2, kids=True, preset="kids", speed=1.0, size=(1280, 720)):
    app, scene = start_game(
        "devils-circle",
        players,
        range(players),
        preset=preset,
        kids=kids,
        size=size,
        speed=speed,
        settle=0,
    )
    stage(scene, state)
    assert run_until(app, scene.input_open)
    return app, scene


def button_pos(button):
    return button.frame.to_screen(button.center)


def near(a, b, tolerance=0.5) -> bool:
    return math.dist(a, b) <= tolerance


def ring_order(scene, seat):
    return order_from(scene.ring, scene.picture.places, scene.seats[seat].center)


def outward(scene, disc, distance):
    """A point `distance` pixels beyond the disc's edge, away from the ring's centre (where
    no other disc lies)."""
    x, y = scene.ring.pos(disc)
    cx, cy = scene.board.centre
    length = math.hypot(x - cx, y - cy)
    reach = scene.ring.diameter / 2 * 1.15 + distance
    return (x + (x - cx) / length * reach, y + (y - cy) / length * reach)


# --- the pointing hand's targets ---------------------------------------------------------
def test_hints_point_at_flippable_discs_in_ring_order_never_at_the_searched_faces():
    _app, scene = start(table(players=2, sides=THREE_FIRES, pack=(0,)))  # fire searched
    hints = scene.touch_hints(0)
    fires = {d for d in range(DISCS) if scene.picture.faces[d] == "fire"}
    expected = [scene.ring.pos(d) for d in ring_order(scene, 0) if d not in fires]
    assert len(hints) == DISCS - len(fires) == 7
    assert all(near(h, e) for h, e in zip(hints, expected, strict=True))
    # the ring order starts at the disc nearest the child
    seat = scene.seats[0].center
    nearest = min(range(DISCS), key=lambda d: math.dist(scene.ring.pos(d), seat))
    assert ring_order(scene, 0)[0] == nearest
    assert scene.touch_hints(1) == []  # not their turn


def test_hints_follow_the_phase_pass_first_after_a_match():
    app, scene = start(table(players=2, pack=(3,), middle=1), preset="classic")
    tap(app, scene.ring.pos(5))  # red -> cauldron: a match
    assert run_until(app, scene.input_open) and scene.state.phase == "continue"
    hints = scene.touch_hints(0)
    assert near(hints[0], button_pos(scene.pass_buttons[0]))
    cauldrons = {d for d in range(DISCS) if scene.picture.faces[d] == "cauldron"}
    flippable = [scene.ring.pos(d) for d in ring_order(scene, 0) if d not in cauldrons]
    assert all(near(h, e) for h, e in zip(hints[1:], flippable, strict=True))


def test_hints_in_the_steal_phase_point_at_the_victims_coin_piles():
    state = table(players=3, sides=[0, 0, 1, 1, 0, 1, 1, 0, 0, 0], coins=[5, 3, 4])
    app, scene = start(state, players=3, preset="classic")
    tap(app, scene.ring.pos(2))  # red -> fire with an empty middle: choose a victim
    assert run_until(app, scene.input_open) and scene.state.phase == "steal"
    assert scene.touch_hints(0) == [scene.board.coin_point(1), scene.board.coin_point(2)]
    tap(app, scene.touch_hints(0)[1])
    assert scene.state.coins == [6, 3, 3]


def test_hints_in_a_twin_pack_point_at_the_discs_that_may_be_swapped():
    _app, scene = start(twin_pack(), preset="classic")
    assert scene.state.phase == "swap"
    fires = [d for d in ring_order(scene, 0) if scene.picture.faces[d] == "fire"]
    assert len(fires) == 4
    hints = scene.touch_hints(0)
    assert all(near(h, scene.ring.pos(d)) for h, d in zip(hints, fires, strict=True))


def test_hints_in_all_five_skip_the_disc_already_flipped():
    app, scene = start(table(players=2, sides=ALL_TWICE, pack=(ALL_FIVE_CARD,)), preset="classic")
    assert len(scene.touch_hints(0)) == DISCS  # any disc, even those showing twice
    tap(app, scene.ring.pos(4))
    assert run_until(app, scene.input_open) and scene.state.turn_flips == [4]
    hints = scene.touch_hints(0)
    assert len(hints) == DISCS - 1
    assert not any(near(h, scene.ring.pos(4)) for h in hints)


def test_the_hand_shows_after_a_still_moment_only_at_the_hinted_places(monkeypatch):
    drawn: list[tuple[float, float]] = []
    monkeypatch.setattr(
        party_module,
        "paint_pointing_hand",
        lambda frame, hand, age, unit: drawn.append(hand.target),
    )
    app, scene = start()
    drawn.clear()
    assert run_until(app, lambda: bool(drawn), round(60 * (PARTY.hint_after + 2)))
    actor = scene.actor()
    assert set(drawn) <= set(scene.touch_hints(actor))


# --- bigger targets ------------------------------------------------------------------------
@pytest.mark.parametrize("kids", [False, True])
def test_a_touch_just_beside_a_disc_flips_it_only_in_party_mode(kids):
    app, scene = start(table(players=2, sides=THREE_FIRES, pack=(0,)), kids=kids)
    assert scene.ring.gap() > 0  # the discs do not touch, so the slop may widen them
    tap(app, outward(scene, 4, PARTY.slop * scene.unit * 0.6))
    assert (len(scene.record.moves) == 1) is kids
    if kids:
        assert scene.record.moves[0]["action"] == {"type": "Flip", "disc": 4}


def test_a_touch_in_the_gap_between_two_discs_goes_to_the_nearer_one():
    app, scene = start(table(players=2, sides=THREE_FIRES, pack=(0,)))
    a, b = (scene.ring.pos(d) for d in ring_order(scene, 0)[:2])
    disc_b = ring_order(scene, 0)[1]
    t = 0.56  # a little nearer the second disc, in the gap between both
    between = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
    assert math.dist(between, b) > scene.ring.diameter / 2  # on neither disc itself
    tap(app, between)
    assert [m["action"] for m in scene.record.moves] == [{"type": "Flip", "disc": disc_b}]


@pytest.mark.parametrize("kids", [False, True])
def test_the_pass_button_grows_for_children_and_a_wide_finger_still_presses_it(kids):
    app, scene = start(table(players=2, pack=(3,), middle=1), kids=kids, preset="classic")
    tap(app, scene.ring.pos(5))  # a match: Pass shows
    assert run_until(app, scene.input_open) and scene.state.phase == "continue"
    app.frame(FRAME, events=[])
    button = scene.pass_buttons[0]
    assert button in scene.buttons
    assert button.size[0] == pytest.approx(170 * scene.unit * (1.3 if kids else 1.0))
    seat = scene.seats[0]
    x, y = button.center
    beside = seat.to_screen((x + button.size[0] / 2 + PARTY.slop * scene.unit * 0.6, y))
    tap(app, beside)
    assert (scene.state.turn == 1) is kids


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 6])
def test_the_party_pass_button_lies_on_the_seat_panel_clear_of_every_disc(size, players):
    _app, scene = start(players=players, size=size)
    reach = scene.ring.diameter / 2 * 1.15
    for seat in scene.seats:
        button = scene.pass_buttons[seat.index]
        w, h = button.size
        x, y = button.center
        corners = [(x + dx * w / 2, y + dy * h / 2) for dx in (-1, 1) for dy in (-1, 1)]
        assert all(seat.contains(seat.to_screen(c)) for c in corners)  # on the panel
        for disc in range(DISCS):
            local = seat.to_local(scene.ring.place_pos(scene.picture.places[disc]))
            gap_x = max(0.0, abs(local[0] - x) - w / 2 - button.slop)
            gap_y = max(0.0, abs(local[1] - y) - h / 2 - button.slop)
            assert math.hypot(gap_x, gap_y) > reach


# --- no reading needed, no time pressure ----------------------------------------------------
def test_every_prompt_is_a_picture_and_a_plain_flip_shows_the_searched_one(monkeypatch):
    app, scene = start(table(players=2, pack=(3,), middle=1), preset="classic")
    app.frame(FRAME, events=[])
    assert prompts(app, scene.seats)[-1][1:] == (EMOJI[card_image(3)], "")  # nothing to read
    tap(app, scene.ring.pos(5))
    assert run_until(app, scene.input_open)
    app.frame(FRAME, events=[])
    _seat, emoji, text = prompts(app, scene.seats)[-1]
    assert emoji and not text and emoji != EMOJI["cauldron"]
    for phase in ("flip", "continue", "steal", "swap", "all_five"):
        monkeypatch.setattr(scene.state, "phase", "flip" if phase == "all_five" else phase)
        if phase == "all_five":
            scene.picture.pack = [ALL_FIVE_CARD]
        emoji, text = scene.prompt()
        assert emoji and not text


def test_nothing_runs_out_on_a_child_who_takes_all_the_time_in_the_world():
    app, scene = start(table(players=2, pack=(3,), middle=1), preset="classic", speed=30.0)
    tap(app, scene.ring.pos(5))  # a match: now flip again or pass, as long as it takes
    assert run_until(app, scene.input_open)
    moves = len(scene.record.moves)
    began = app.now
    run_until(app, lambda: app.now - began > 90, 20_000)  # a long, still think
    assert len(scene.record.moves) == moves and scene.state.phase == "continue"
    assert scene.table_remaining() is None and scene.input_open()


# --- the shared flight ---------------------------------------------------------------------
def test_a_taken_coin_flies_on_a_bowed_flight_from_the_pot_to_the_seat():
    app, scene = start(table(players=2, pack=(3,), middle=1), preset="classic")
    tap(app, scene.ring.pos(5), settle=1)
    assert run_until(app, lambda: bool(scene.flights), 600)
    flight = next(iter(scene.flights))
    assert isinstance(flight, Flight) and flight.what == "🪙"
    assert flight.start == scene.board.pot_pos and near(flight.end, scene.board.coin_point(0))
    mid = flight.pos(flight.began + flight.seconds * 0.3)
    (x0, y0), (x1, y1) = flight.start, flight.end
    off_line = abs((x1 - x0) * (y0 - mid[1]) - (x0 - mid[0]) * (y1 - y0)) / math.dist(
        flight.start, flight.end
    )
    assert off_line > 5  # bowed, like the coins always flew
    assert run_until(app, lambda: not scene.flights, 600) and scene.picture.coins[0] == 6


# --- a whole party game ----------------------------------------------------------------------
def test_a_child_who_only_follows_the_pointing_hand_plays_a_party_game_to_the_results():
    from engine.shell.starting import game_scene, party_setup
    from games.core import get_game

    app = new_app(speed=12.0)
    scene = game_scene(app, party_setup(get_game("devils-circle"), 2, 11))
    scene.persist = False
    app.scenes.push(scene)
    app.scenes.apply_pending()
    assert scene.setup.kids and not scene.state.use_coins
    taps = 0
    while not scene.state.over and taps < 1000:
        assert run_until(app, scene.input_open, 3000)
        if scene.state.over:
            break
        hints = scene.touch_hints(scene.actor())
        assert hints
        tap(app, hints[taps % len(hints)])
        taps += 1
    assert scene.state.over and scene.illegal_refused == 0
    assert len(scene.record.moves) == taps  # every touch the hand showed was a move
    assert run_until(app, lambda: app.scenes.top.name == "results", 3000)
    assert not app.errors
