"""MemoDiXe in party mode, driven by injected FINGER events: the pointing hand's targets in
every phase, bigger pads and a wider reach around the square, a picture in every prompt,
a missed pair that waits for the child's tap instead of a clock (grown-ups and computer
players keep the clock), pause and resize in the middle of that wait, won dice flying as
engine flights, and whole party games played to the results by fingers."""

from __future__ import annotations

import random

import pytest

from engine.drawing.display import HINTS, TARGET, Shape
from engine.game.flight import Flight
from engine.game.party import PARTY
from games.memodixe.actions import CallDixe, Give, GoOn, Keep, Pick, Steal, TurnOver
from games.memodixe.rules import FIRST, GO_ON, KEEP, REROLL, SECOND, STEAL
from games.memodixe.scene import hints
from games.memodixe.scene.hints import TURN_BACK
from games.memodixe.scene.picture import Glide
from games.memodixe.spec import SPEC
from tests.fingers import FRAME, drag, frames, run_until, start_game, tap, wait_for_input
from tests.shown import prompts, sprites_of
from tests.test_memodixe_scene import pair_in_square, staged
from tests.test_memodixe_support import arrange, filler


def start(kids=True, players=2, humans=(0, 1), state=None, size=(1280, 720), preset="kids"):
    return start_game(
        "memodixe",
        players,
        humans,
        level="child",
        seed=11,
        preset=preset,
        kids=kids,
        size=size,
        arrange=staged(state),
    )


def all_different(players=2, turn=0):
    """A square whose nine hidden faces all differ: every pair turned is a miss."""
    return arrange(players, filler([], start=0), preset="kids", turn=turn)


def screen(button):
    return button.frame.to_screen(button.center)


def on_die(scene, point):
    """The place whose die (its drawn square) is under `point`, if any."""
    for place, (x, y) in enumerate(scene.geometry.places):
        if max(abs(point[0] - x), abs(point[1] - y)) <= scene.geometry.die_px / 2:
            return place
    return None


def each_frame(monkeypatch, app, read):
    """What `read(app)` finds in the display list of every frame from now on."""
    seen = []
    frame = app.frame

    def recorded(*args, **kwargs):
        frame(*args, **kwargs)
        seen.extend(read(app))

    monkeypatch.setattr(app, "frame", recorded)
    return seen


def hand_taps(app):
    """Where the pointing hand taps in the last frame: the centre of the ring each tap
    spreads (`engine.game.party.paint_pointing_hand`), on screen."""
    return [
        item.args[0]
        for item in app.shown.items
        if item.depth == HINTS and isinstance(item, Shape) and item.form == "circle"
    ]


def spots(points):
    """Screen points as the hand's rings are centred on them (whole pixels)."""
    return {(round(x), round(y)) for x, y in points}


def prompts_of(scene):
    """A reader of the prompts in the last frame, for `each_frame`."""
    return lambda app: prompts(app, scene.seats)


def miss(app, scene, a=3, b=5):
    """The player on turn turns over two dice that do not match."""
    tap(app, scene.geometry.places[a])
    assert wait_for_input(app, scene)
    tap(app, scene.geometry.places[b])
    assert scene.state.phase == FIRST  # the rules have moved on at once


# --- the pointing hand -----------------------------------------------------------------
def test_hints_point_at_the_legal_dice_in_board_order_and_follow_the_phase():
    app, scene = start(state=pair_in_square("rabbit", 2))
    occupied = scene.state.occupied()
    hints = scene.touch_hints(0)
    assert [on_die(scene, h) for h in hints] == [*occupied, None]
    assert hints[-1] == screen(scene.pads[0])  # ... or shout DiXe!
    assert scene.touch_hints(1) == []  # not their turn
    tap(app, scene.geometry.places[0])
    assert wait_for_input(app, scene) and scene.state.phase == SECOND
    # board order, not "the one that matches" (place 1 hides the same rabbit)
    assert [on_die(scene, h) for h in scene.touch_hints(0)] == [p for p in occupied if p != 0]
    tap(app, scene.geometry.places[1])
    assert wait_for_input(app, scene) and scene.state.phase == KEEP
    assert [on_die(scene, h) for h in scene.touch_hints(0)] == [0, 1]  # the die to keep
    tap(app, scene.geometry.places[0])
    assert scene.touch_hints(0) == []  # the table is busy showing the move


def test_hints_point_at_the_players_a_thief_may_rob():
    from tests.test_memodixe_support import die_of

    won = {1: [die_of("red", 2)], 2: [die_of("blue", 2)]}
    app, scene = start(players=3, humans=(0, 1, 2), state=pair_in_square("sun", 3, won))
    tap(app, scene.geometry.places[0])
    wait_for_input(app, scene)
    tap(app, scene.geometry.places[1])
    assert wait_for_input(app, scene) and scene.state.phase == STEAL
    assert scene.touch_hints(0) == [scene.seats[1].center, scene.seats[2].center]


def test_the_hand_shows_after_a_still_moment_at_one_legal_die():
    app, scene = start(state=all_different())
    assert run_until(app, lambda: bool(hand_taps(app)), round((PARTY.hint_after + 1) / FRAME))
    drawn = hand_taps(app)  # one hand (three at once said nothing about where to start)
    assert len(drawn) == 1 and set(drawn) <= spots(scene.touch_hints(0))
    assert on_die(scene, drawn[0]) in scene.state.occupied()


def test_grown_ups_get_no_hand(monkeypatch):
    app, _scene = start(kids=False, state=all_different())
    drawn = each_frame(monkeypatch, app, hand_taps)
    frames(app, round((PARTY.hint_after + 2) / FRAME))
    assert drawn == []


# --- bigger targets --------------------------------------------------------------------
@pytest.mark.parametrize("kids", [False, True])
def test_a_touch_just_outside_the_square_reaches_the_nearest_die_only_in_party_mode(kids):
    app, scene = start(kids=kids, state=all_different())
    x, y = scene.geometry.places[3]  # the middle of the left column
    cell = scene.geometry.cell
    beside = (x - cell * 0.45 - PARTY.slop * scene.unit * 0.6, y + cell * 0.2)
    tap(app, beside)
    assert (scene.state.turned == [3]) is kids


def test_inside_the_square_the_nearest_die_is_the_one_touched():
    app, scene = start(state=all_different())
    x, y = scene.geometry.places[4]
    cell = scene.geometry.cell
    tap(app, (x + cell * 0.48, y - cell * 0.1))  # in the gap, nearer 4 than 5
    assert scene.state.turned == [4]


@pytest.mark.parametrize("kids", [False, True])
def test_pads_and_buttons_grow_for_children(kids):
    _app, scene = start(kids=kids, state=all_different(), preset="optional")
    scale = PARTY.scale if kids else 1.0
    assert scene.pads[0].size == pytest.approx((190 * scene.unit * scale, 62 * scene.unit * scale))
    assert scene.back_pads[0].size == scene.pads[0].size
    (button, _go), _stop = hints.choice_buttons(scene.geometry, 0)
    assert button.size == pytest.approx((220 * scene.unit * scale, 62 * scene.unit * scale))


@pytest.mark.parametrize("kids", [False, True])
def test_go_on_and_stop_take_the_callers_pad_row_and_are_pressed_by_touch(kids):
    state = arrange(2, filler([], start=0), preset="optional")
    app, scene = start(kids=kids, state=state, preset="optional")
    tap(app, screen(scene.pads[0]))  # right: no pair is left
    assert wait_for_input(app, scene)
    tap(app, scene.geometry.places[4])  # the last die
    assert wait_for_input(app, scene) and scene.state.phase == GO_ON
    frames(app, 2)
    assert scene.pads[0] not in scene.buttons and scene.pads[1] in scene.buttons
    go, stop = (screen(b) for b, _action in scene.choices)
    assert scene.touch_hints(0) == [go, stop]
    for button, _action in scene.choices:
        x, _y = button.center
        assert not scene.geometry.square_rect.collidepoint(screen(button))
        assert abs(x) + button.size[0] / 2 <= scene.seats[0].panel_size[0] * 0.75
    tap(app, go)
    assert scene.record.moves[-1]["action"] == {"type": "GoOn", "go": True}
    assert wait_for_input(app, scene) and scene.state.phase == FIRST
    frames(app, 2)
    assert scene.pads[0] in scene.buttons and not scene.choices


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_prompt_row_fits_in_front_of_every_seat(size, players):
    _app, scene = start(players=players, humans=tuple(range(players)), size=size)
    for seat in scene.seats:
        width = seat.panel_size[0]
        dixe, back = scene.pads[seat.index], scene.back_pads[seat.index]
        assert dixe.center[0] + dixe.size[0] / 2 <= width / 2  # within the panel's width
        assert back.center[0] + back.size[0] / 2 < dixe.center[0] - dixe.size[0] / 2
        x, _y, room = scene.geometry.prompt_row
        assert x - room / 2 >= -width * 0.7 - 1 and x + room / 2 <= dixe.center[0]


# --- no reading needed -----------------------------------------------------------------
def test_every_prompt_is_pictures_that_change_with_the_phase(monkeypatch):
    app, scene = start(state=pair_in_square("rabbit", 2))
    shown = each_frame(monkeypatch, app, prompts_of(scene))
    frames(app, 1)
    assert shown[-1] == (0, "📣", "")  # 🎲 📣: turn over a die, or shout DiXe!
    assert sprites_of(app, "🎲") and sprites_of(app, "📣")
    tap(app, scene.geometry.places[0])
    wait_for_input(app, scene)
    tap(app, scene.geometry.places[1])
    wait_for_input(app, scene)
    frames(app, 1)
    assert shown[-1] == (0, "🤲", "")
    assert all(emoji and not text for _seat, emoji, text in shown)


# --- no time pressure ------------------------------------------------------------------
def test_a_missed_pair_stays_up_until_the_child_taps_it():
    app, scene = start(state=all_different())
    miss(app, scene)
    frames(app, round(30 / FRAME))  # far longer than any memorising time
    hand, tilt = scene.picture.hand, scene.picture.tilt
    assert hand is not None and hand.seat == 0 and hand.places == (3, 5)
    assert tilt.get(3) == tilt.get(5) == 1.0  # still showing their faces
    assert scene.input_open() and not scene.moves_open()
    assert not scene.pads[1].enabled  # the next child waits for the dice to go back
    tap(app, (scene.table[0] + 5, scene.table[1] + 5))  # a touch away from the dice: nothing
    frames(app, 10)
    assert scene.picture.hand is not None
    tap(app, scene.geometry.places[7])  # any die of the square turns them back
    assert scene.picture.hand is None
    assert wait_for_input(app, scene) and scene.moves_open()
    assert scene.picture.tilt == {} and scene.state.turn == 1
    assert scene.record.moves[-1]["action"] == {"type": "TurnOver", "place": 5}  # no move


def test_the_turn_back_pad_in_front_of_the_child_also_turns_them_back():
    app, scene = start(state=all_different())
    miss(app, scene, 2, 6)
    assert run_until(app, lambda: scene.picture.hand is not None)
    pad = scene.back_pads[0]
    assert pad.emoji == TURN_BACK
    shown = [item for item in app.shown.items if item.kind == TARGET]
    assert any(item.rests == pad.screen_rect() for item in shown)  # a touch target, said
    hints = scene.touch_hints(0)
    assert [on_die(scene, h) for h in hints] == [2, 6, None] and hints[2] == screen(pad)
    assert scene.touch_hints(1) == []
    assert scene.helped_seats() == [0] and scene.state.turn == 1  # the hand helps the turner
    assert run_until(app, lambda: bool(hand_taps(app)), round((PARTY.hint_after + 1) / FRAME))
    taps = hand_taps(app)  # the hand points at what turns them back, one place at a time
    assert len(taps) == 1 and set(taps) <= spots(hints)
    tap(app, screen(pad))
    assert scene.picture.hand is None and wait_for_input(app, scene) and scene.picture.tilt == {}


def test_grown_ups_keep_the_memorising_clock():
    app, scene = start(kids=False, state=all_different())
    miss(app, scene)
    waited = []
    assert run_until(app, lambda: waited.append(scene.picture.hand) or scene.moves_open(), 600)
    assert set(waited) == {None} and scene.picture.tilt == {}


def test_a_computer_players_miss_turns_back_by_itself_in_party_mode():
    app, scene = start(humans=(0,), state=all_different(turn=1))
    waited = []

    def back_to_the_child() -> bool:
        waited.append(scene.picture.hand)
        return scene.state.turn == 0 and scene.moves_open()

    assert run_until(app, back_to_the_child)
    assert set(waited) == {None} and scene.picture.tilt == {}
    assert [m["seat"] for m in scene.record.moves] == [1, 1]


def test_pausing_and_resizing_in_the_middle_of_the_wait_are_safe():
    app, scene = start(state=all_different())
    miss(app, scene)
    assert run_until(app, lambda: scene.picture.hand is not None)
    tap(app, screen(scene.buttons[0]))  # ⏸️
    assert app.scenes.top.name != "game"
    frames(app, round(5 / FRAME))
    pause = app.scenes.top
    resume = next(b for b in pause.buttons if b.emoji == "▶️")  # party mode: no words
    tap(app, screen(resume))
    frames(app, 2)
    assert app.scenes.top is scene and scene.picture.hand is not None
    assert scene.picture.tilt.get(3) == 1.0
    app.resize((720, 1280))
    frames(app, 5)
    assert scene.picture.hand is not None
    assert [on_die(scene, h) for h in scene.touch_hints(0)[:2]] == [3, 5]  # the new layout
    tap(app, scene.geometry.places[5])
    assert wait_for_input(app, scene) and scene.picture.tilt == {} and not app.errors
    shown = [None if d is None else (d.die, d.top) for d in scene.state.view(0).square]
    assert scene.picture.square == shown


# --- a swipe throws -------------------------------------------------------------------
def test_a_swipe_on_a_die_throws_it_when_a_throw_is_the_move():
    app, scene = start(state=pair_in_square("die", 2))
    x, y = scene.geometry.places[4]
    drag(app, (x, y), (x + 10, y - 240))  # a swipe in the middle of a turn: no move
    assert scene.record.moves == [] and not scene.dice.throws
    tap(app, scene.geometry.places[0])
    wait_for_input(app, scene)
    tap(app, scene.geometry.places[1])
    wait_for_input(app, scene)
    tap(app, scene.geometry.places[0])
    assert wait_for_input(app, scene) and scene.state.phase == REROLL  # the die power
    drag(app, (x, y), (x + 10, y - 240))
    last = scene.record.moves[-1]
    assert last["action"] == {"type": "Pick", "place": 4}
    assert any(e["type"] == "DiceRolled" and e["source"] == "power" for e in last["events"])
    assert run_until(app, lambda: bool(scene.dice.throws), 120)  # the die is in the air
    assert wait_for_input(app, scene) and scene.story.swipe is None and not app.errors


# --- engine flights --------------------------------------------------------------------
def test_a_won_die_flies_to_its_seat_as_an_engine_flight():
    app, scene = start(state=pair_in_square("rabbit", 2))
    tap(app, scene.geometry.places[0])
    wait_for_input(app, scene)
    tap(app, scene.geometry.places[1])
    wait_for_input(app, scene)
    die = scene.picture.square[0][0]
    tap(app, scene.geometry.places[0])
    assert run_until(app, lambda: _flying(scene, die), 200)
    (flight,) = _flying(scene, die)
    assert isinstance(flight, Flight) and isinstance(flight.what, Glide)
    assert flight.start == scene.geometry.places[0] and flight.end == scene.geometry.seat_point(0)
    assert wait_for_input(app, scene) and len(scene.flights) == 0
    assert scene.state.won[0] == [die]


def _flying(scene, die):
    """The base's flights that carry `die`."""
    return [f for f in scene.flights if f.what.die == die]


# --- whole games -----------------------------------------------------------------------
def target(scene, seat, action):
    """Where a finger goes for `action` (kids preset: no secret panel)."""
    if isinstance(action, TurnOver | Keep | Pick):
        return scene.geometry.places[action.place]
    if isinstance(action, CallDixe):
        return screen(scene.pads[seat])
    if isinstance(action, Steal):
        return scene.seats[action.victim].center
    if isinstance(action, Give):
        return scene.seats[action.receiver].center
    assert isinstance(action, GoOn)
    return next(screen(b) for b, a in scene.choices if a == action)


@pytest.mark.parametrize(("players", "humans", "seed"), [(3, (0, 1), 3), (2, (0, 1), 8)])
def test_a_whole_party_game_is_played_to_the_results_by_fingers(players, humans, seed):
    app, scene = start(players=players, humans=humans)
    scene.timeline.speed = 3
    brains = {s: SPEC.make_bot(s, "perfect", random.Random(seed + s)) for s in humans}
    waits, seen = 0, -1
    for _ in range(60_000):
        if app.scenes.top is not scene:
            break
        if len(scene.record.moves) != seen:
            seen = len(scene.record.moves)
            for seat, brain in brains.items():
                brain.observe(scene.state.view(seat))
        if scene.picture.hand is not None:
            waits += 1
            tap(app, scene.geometry.places[scene.picture.hand.places[0]])
            continue
        seat = scene.actor()
        if seat in brains and scene.moves_open():
            brain = brains[seat]
            legal = scene.state.legal_actions(seat)
            action = brain.choose(scene.state.view(seat), legal, brain.rng)
            tap(app, target(scene, seat, action))
            assert len(scene.record.moves) == seen + 1, action  # the touch made that move
            continue
        app.frame(FRAME, events=[])
    assert app.scenes.top.name == "results" and scene.state.over and not app.errors
    assert waits > 0  # children's misses waited for their taps
    assert {m["seat"] for m in scene.record.moves} >= set(humans)
