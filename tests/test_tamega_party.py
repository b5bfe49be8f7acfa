"""Tamega in party mode, driven by injected FINGER events: the pointing hand's spots follow
the phase (pawn, its squares, the red tiles and "Leave it", hidden tiles in board order,
the "Seen it!" pads) and never depend on a hidden picture; a touch just beside the board or
a button counts for children only; the memorising pause has no clock for children (it waits
for every other child's "Seen it!") while grown-ups keep the countdown; both red tiles show
their places on two boards; pairs fly on the engine's Flight; and children following the
hand play a whole game to the results."""

from __future__ import annotations

import pytest

from engine.drawing.display import CLOCK, HINTS, Item, Shape, Sprite
from engine.game.flight import Flight
from games.core import TABLE
from games.tamega.board import DOWN, EMPTY
from games.tamega.rules import NO_TILE
from tests.fingers import drag, frames, run_until, start_game, tap, wait_for_input
from tests.test_tamega_rules import pair_setup, sq
from tests.test_tamega_scene import staged


def start(kids=True, players=2, humans=(0, 1), arrange=None, speed=1.0, size=(1280, 720)):
    preset = "kids" if kids else "classic"
    app, scene = start_game(
        "tamega",
        players,
        humans,
        level="casual",
        seed=7,
        preset=preset,
        kids=kids,
        size=size,
        speed=speed,
        arrange=staged(arrange),
    )
    app.sounds.set_enabled(True)  # silent under the dummy driver, but `played` records
    assert wait_for_input(app, scene)
    return app, scene


def press(app, button) -> None:
    tap(app, button.frame.to_screen(button.center))


def find_a_pair(app, scene) -> None:
    """Seat 0 walks off its tile, whose twin is face up (see `pair_setup`)."""
    drag(app, scene.board.centre_of(scene.picture.pawns[0]), scene.board.centre_of(sq(6, 4)))
    assert scene.state.phase == "memorise" and scene.state.taken[0]
    assert run_until(app, lambda: scene.timeline.idle, 600)


def game_seconds(app, seconds: float) -> None:
    frames(app, round(seconds / (app.options.speed / 60)))


def every_frame(app, monkeypatch, kind: str) -> list[Item]:
    """The items of `kind` every frame from now on says, as the compositor gets them."""
    said: list[Item] = []
    compose = app.compositor.compose

    def spy(frame, target) -> None:
        said.extend(frame.of(kind))
        compose(frame, target)

    monkeypatch.setattr(app.compositor, "compose", spy)
    return said


def pointing(app) -> list[tuple[tuple[int, int], int]]:
    """Where the last frame's tapping hands tap (each ring's middle) and which way each
    hand faces."""
    hints = [i for i in app.shown.items if i.depth == HINTS]
    rings = [i.args[0] for i in hints if isinstance(i, Shape) and i.form == "circle"]
    hands = [i.angle for i in hints if isinstance(i, Sprite) and i.image.key[:2] == ("icon", "👆")]
    assert len(rings) == len(hands)
    return list(zip(rings, hands, strict=True))


# --- the pointing hand's spots ------------------------------------------------------------
def test_tm_party_hints_follow_the_phase_and_point_only_at_legal_visible_things():
    app, scene = start(arrange=pair_setup)
    pawn = scene.board.centre_of(scene.picture.pawns[0])
    assert scene.touch_hints(0) == [pawn]  # first the pawn ...
    assert scene.touch_hints(1) == []  # ... and nothing for a seat not on turn
    tap(app, pawn)
    legal = sorted(scene.state.pawn_moves(0))
    assert scene.touch_hints(0) == [
        scene.board.centre_of(s) for s in legal[:3]
    ]  # ... then its squares

    find_a_pair(app, scene)  # memorising: only the other child's pad
    pad = scene.seen_pads[1]
    assert scene.touch_hints(0) == [] and scene.touch_hints(1) == [pad.frame.to_screen(pad.center)]
    press(app, pad)
    assert scene.touch_hints(1) == []

    assert run_until(app, lambda: scene.state.phase == "red" and scene.input_open(), 600)
    spots = scene.touch_hints(0)  # step 3: the red tile, then "Leave it"
    assert spots[0] == scene.board.centre_of(scene.state.reds[0])
    keep = scene.keep_buttons[0]
    assert keep.contains(spots[-1]) and len(spots) == 2
    press(app, keep)

    assert wait_for_input(app, scene) and scene.state.phase == "reveal"
    hidden = [
        s for s, c in enumerate(scene.picture.cells) if c == DOWN and s not in scene.picture.pawns
    ]
    assert scene.touch_hints(0) == [scene.board.centre_of(s) for s in hidden[:3]]


def test_tm_party_step_4_hints_never_depend_on_the_hidden_pictures():
    app, scene = start(arrange=pair_setup)
    find_a_pair(app, scene)
    press(app, scene.seen_pads[1])
    assert run_until(app, lambda: scene.state.phase == "red" and scene.input_open(), 600)
    press(app, scene.keep_buttons[0])
    assert wait_for_input(app, scene)
    before = scene.touch_hints(0)
    state = scene.state
    hidden = [s for s in state.free_down()]
    pictures = [state.tiles[s] for s in hidden]
    for square, picture in zip(hidden, reversed(pictures), strict=True):
        state.tiles[square] = picture  # change only what nobody can see
    assert scene.touch_hints(0) == before and len(before) == 3


def test_tm_party_the_hand_points_at_the_pads_of_children_still_looking():
    app, scene = start(players=4, humans=(0, 1, 2), arrange=pair_setup)
    find_a_pair(app, scene)
    press(app, scene.seen_pads[1])
    assert run_until(app, lambda: bool(pointing(app)), 600)
    x, y = scene.seen_pads[2].frame.to_screen(scene.seen_pads[2].center)
    assert {target for target, _ in pointing(app)} == {(round(x), round(y))}
    from_board = (scene.seats[2].angle + 180) % 360
    assert {angle for _, angle in pointing(app)} == {from_board}


# --- wide fingers -------------------------------------------------------------------------
@pytest.mark.parametrize("kids", [False, True])
def test_tm_party_a_touch_just_below_the_edge_pawn_counts_for_children_only(kids):
    app, scene = start(kids, arrange=pair_setup)
    x, y = scene.board.centre_of(scene.picture.pawns[0])  # (7,4): the bottom row
    below = (x, y + scene.board.cell / 2 + 16 * scene.unit)  # off the grid, within the slop
    tap(app, below)
    assert (scene.selected == ("pawn", 0)) is kids
    assert scene.illegal_refused == 0  # a miss beside the board is not a wrong move
    drag(app, below, scene.board.centre_of(sq(6, 3)))
    assert (scene.state.pawns[0] == sq(6, 3)) is kids


@pytest.mark.parametrize("kids", [False, True])
def test_tm_party_leave_it_is_bigger_and_forgiving_for_children(kids):
    app, scene = start(kids, humans=(0,), arrange=pair_setup)
    find_a_pair(app, scene)
    if kids:
        assert run_until(app, lambda: scene.ready_buttons[0] in scene.buttons, 600)
        press(app, scene.ready_buttons[0])
    assert run_until(app, lambda: scene.keep_buttons[0] in scene.buttons, 1200)
    keep = scene.keep_buttons[0]
    grown_w = 177 * scene.unit
    assert keep.size[0] == pytest.approx(grown_w * (1.3 if kids else 1.0))
    beside = keep.frame.to_screen((keep.center[0] + grown_w / 2 + 14 * scene.unit, 0))
    tap(app, beside)
    assert (scene.state.phase == "reveal") is kids


# --- no time pressure ---------------------------------------------------------------------
def test_tm_party_the_pause_waits_for_every_other_child_without_a_clock(monkeypatch):
    app, scene = start(players=4, humans=(0, 1, 2), arrange=pair_setup, speed=12)
    rings = every_frame(app, monkeypatch, CLOCK)
    find_a_pair(app, scene)
    game_seconds(app, scene.pause_total() * 3)
    assert scene.state.phase == "memorise" and scene.table_remaining() is None
    assert scene.pacing().table_delay is None and rings == []
    pads = {s for s, pad in scene.seen_pads.items() if pad in scene.buttons}
    assert pads == {1, 2}  # the other children; not the finder, not the computer
    assert not any(b in scene.buttons for b in scene.ready_buttons.values())

    press(app, scene.seen_pads[2])
    assert scene.seen_pads[2].emoji == "✅"  # the pad says so: a tick, in green
    game_seconds(app, scene.pause_total() * 3)
    assert scene.state.phase == "memorise"  # one child has not said so yet
    press(app, scene.seen_pads[2])  # pressing twice counts once
    assert scene.state.phase == "memorise" and scene.table_remaining() is None

    press(app, scene.seen_pads[1])  # the last one: the tiles turn face down
    assert scene.table_remaining() is not None
    assert run_until(app, lambda: scene.state.phase == "red", 120)
    assert scene.record.moves[-1]["seat"] == TABLE and rings == []


def test_tm_party_a_computer_finder_waits_for_every_child_too():
    def arrange(state):
        pair_setup(state)
        state.turn = 1  # the computer at seat 1 finds the pair
        state.owners[0], state.owners[1] = 1, 0
        state.active = 0

    app, scene = start(players=2, humans=(0,), arrange=arrange, speed=4)
    assert run_until(app, lambda: scene.state.phase == "memorise" and scene.timeline.idle, 900)
    game_seconds(app, scene.pause_total() * 3)
    assert scene.state.phase == "memorise" and scene.watchers() == [0]
    press(app, scene.seen_pads[0])
    assert run_until(app, lambda: scene.state.phase != "memorise", 120)


@pytest.mark.parametrize("kids", [False, True])
def test_tm_party_with_only_computers_watching_the_short_pause_stays(kids):
    app, scene = start(kids, humans=(0,), arrange=pair_setup, speed=4)
    find_a_pair(app, scene)
    assert scene.watchers() == [] and scene.table_remaining() is not None
    assert scene.ready_buttons[0] in scene.buttons
    assert not any(pad in scene.buttons for pad in scene.seen_pads.values())
    assert run_until(app, lambda: scene.state.phase == "red", 60 * round(scene.pause_total()))


def test_tm_grown_ups_keep_the_countdown_with_people_watching(monkeypatch):
    app, scene = start(kids=False, arrange=pair_setup, speed=4)
    find_a_pair(app, scene)
    assert scene.table_remaining() is not None and scene.watchers() == []
    frames(app, 1)
    rings = app.shown.of(CLOCK)
    assert sorted(ring.seat for ring in rings) == [0, 1]  # a ring at every seat
    assert not any(pad in scene.buttons for pad in scene.seen_pads.values())
    assert run_until(app, lambda: scene.state.phase == "red", 60 * round(scene.pause_total()))


# --- pictures and motion ------------------------------------------------------------------
def test_tm_party_pairs_fly_on_the_engine_flight_and_follow_a_resize():
    app, scene = start(arrange=pair_setup)
    drag(app, scene.board.centre_of(scene.picture.pawns[0]), scene.board.centre_of(sq(6, 4)))
    assert run_until(app, lambda: bool(scene.flights), 300)
    assert all(isinstance(f, Flight) for f in scene.flights) and len(scene.flights) == 2
    app.resize((1920, 1080))
    frames(app, 1)
    seat = scene.seats[0].center
    assert all(f.end == seat for f in scene.flights)
    assert run_until(app, lambda: not scene.flights, 300)
    assert scene.picture.taken[0] == scene.state.taken[0]  # landed on the panel


def test_tm_party_two_boards_show_where_both_red_tiles_may_go():
    def arrange(state):
        geo = state.geo
        for rc in ((2, 3), (6, 5), (3, 10), (5, 12)):
            state.tiles[geo.square(*rc)] = NO_TILE
        state.turn, state.phase = 0, "red"
        state.active = state._turn_pawn(0)

    app, scene = start(players=6, humans=range(6), arrange=arrange)
    geo = scene.state.geo
    empty = [s for s, c in enumerate(scene.picture.cells) if c == EMPTY]
    assert {geo.board_of(s) for s in empty} == {0, 1}
    assert scene.glowing() == empty  # both red tiles' places, before either is touched
    spots = scene.touch_hints(0)
    assert spots[:2] == [scene.board.centre_of(r) for r in sorted(scene.state.reds)]
    tap(app, scene.board.centre_of(scene.state.reds[1]))  # touch the right board's red tile
    assert scene.glowing() == [s for s in empty if geo.board_of(s) == 1]


# --- a whole game -------------------------------------------------------------------------
def follow_the_hand(app, scene) -> bool:
    """Every child does what the pointing hand shows: its first spot (the pawn, then the
    first glowing square; the first red tile's "Leave it"; the first hidden tile; a pad)."""
    state = scene.state
    if not scene.input_open() or state.over:
        return False
    for seat in scene.still_looking():
        tap(app, scene.touch_hints(seat)[0])
        return True
    seat = state.turn
    if state.phase == "memorise" or not scene.is_human(seat):
        return False
    spots, phase = scene.touch_hints(seat), state.phase
    if phase == "red":
        tap(app, spots[-1])  # "Leave it"
    else:
        tap(app, spots[0])
        if phase in ("move", "step5"):  # the pawn is touched: now its squares
            destinations = scene.touch_hints(seat)
            before = len(scene.record.moves)
            tap(app, destinations[0])
            assert len(scene.record.moves) == before + 1
    return True


def test_tm_party_children_following_the_hand_play_a_whole_game_to_the_results():
    app, scene = start(players=3, humans=(0, 1), speed=8)
    refused = scene.illegal_refused
    for _ in range(4000):
        if app.scenes.top is not scene:
            break
        if not follow_the_hand(app, scene):
            frames(app, 1)
    assert app.scenes.top.name == "results" and not app.errors
    assert scene.illegal_refused == refused  # the hand never pointed at a wrong move
    kinds = {m["action"]["type"] for m in scene.record.moves}
    assert {"Move", "EndPause", "KeepRed", "Reveal"} <= kinds
