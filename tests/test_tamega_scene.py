"""Tamega's scene driven by injected FINGER events only: a pawn dragged or tapped to its
square, a refused touch, the whole pair procedure (countdown, red tile dragged, a tile
chosen, step 5), "Ready" and "Leave it" on the finder's panel, two fingers at once, and a
computer game to the results; every rule event has a teller, and the tellers leave the
table showing what the rules' public view says."""

from __future__ import annotations

import pygame
import pytest

import games.tamega.actions as actions_module
from games.core import TABLE, Event
from games.tamega.board import EMPTY
from games.tamega.scene.story import TamegaStory
from tests.fingers import (
    drag,
    finger,
    frames,
    lift,
    run_until,
    start_game,
    tap,
    taps_together,
    wait_for_input,
)
from tests.test_tamega_rules import give_turn, pair_setup, place, sq


def start(players=2, humans=(0, 1), speed=1.0, size=(1280, 720), arrange=None):
    return start_game(
        "tamega",
        players,
        humans,
        level="sharp",
        seed=7,
        size=size,
        speed=speed,
        arrange=staged(arrange),
    )


def staged(arrange):
    """Tamega's positions are staged on the rules' state, then shown."""
    if arrange is None:
        return None
    return lambda scene: (arrange(scene.state), scene.story.sync())


def moves(scene) -> list[str]:
    return [m["action"]["type"] for m in scene.record.moves]


def seat0_first(state) -> None:
    give_turn(state, 0)
    state.face_up.clear()


def test_tm_scene_drag_the_pawn_then_tap_a_glowing_square():
    app, scene = start(arrange=seat0_first)
    assert wait_for_input(app, scene)
    pawn = scene.board.centre_of(scene.picture.pawns[0])
    drag(app, pawn, scene.board.centre_of(sq(6, 4)))
    assert moves(scene) == ["Move"] and scene.state.pawns[0] == sq(6, 4)
    assert wait_for_input(app, scene) and scene.state.turn == 1
    frames(app, 1, [])
    tap(app, scene.board.centre_of(scene.picture.pawns[1]))  # touch the pawn: its squares glow
    assert set(scene.glowing()) == set(scene.state.pawn_moves(1))
    assert scene.selected == ("pawn", scene.state.active)
    tap(app, scene.board.centre_of(sq(2, 3)))
    assert moves(scene) == ["Move", "Move"] and scene.state.pawns[1] == sq(2, 3)
    assert scene.selected is None and scene.glowing() == []  # a move ends the touch


def test_tm_scene_refused_touch_shakes_and_changes_nothing():
    app, scene = start(arrange=seat0_first)
    assert wait_for_input(app, scene)
    refused = scene.illegal_refused
    tap(app, scene.board.centre_of(sq(3, 4)))  # not next to the pawn
    assert scene.illegal_refused == refused + 1 and moves(scene) == []
    assert scene.shakes.started.get(("square", sq(3, 4))) is not None
    drag(
        app, scene.board.centre_of(scene.picture.pawns[0]), scene.board.centre_of(sq(4, 4))
    )  # onto the red
    assert scene.illegal_refused == refused + 2 and scene.state.pawns[0] == sq(7, 4)


def test_tm_scene_whole_pair_procedure_by_touch():
    def arrange(state):
        pair_setup(state)

    app, scene = start(arrange=arrange)
    assert wait_for_input(app, scene)
    drag(app, scene.board.centre_of(scene.picture.pawns[0]), scene.board.centre_of(sq(6, 4)))
    assert scene.state.phase == "memorise" and scene.state.taken[0]
    assert run_until(app, lambda: scene.table_remaining() is not None, 600)
    assert scene.ready_buttons[0] not in scene.buttons  # seat 1 is a person: no skipping
    assert run_until(app, lambda: scene.state.phase == "red", 1200)
    assert wait_for_input(app, scene)
    empty = next(s for s, c in enumerate(scene.picture.cells) if c == EMPTY)
    drag(app, scene.board.centre_of(sq(4, 4)), scene.board.centre_of(empty))
    assert scene.state.reds == [empty] and scene.state.phase == "reveal"
    assert wait_for_input(app, scene)
    under = scene.state.pawns[0]
    place(scene.state, sq(2, 4), scene.state.tiles[under], keep={under})
    tap(app, scene.board.centre_of(sq(2, 4)))
    assert scene.state.phase == "step5"
    assert wait_for_input(app, scene)
    drag(app, scene.board.centre_of(scene.picture.pawns[0]), scene.board.centre_of(sq(5, 4)))
    assert len(scene.state.taken[0]) == 2  # the chosen tile matched: a second pair
    assert [m["action"]["type"] for m in scene.record.moves] == [
        "Move",
        "EndPause",
        "MoveRed",
        "Reveal",
        "Move",
    ]


def test_tm_scene_ready_and_leave_it_buttons_with_a_bot_opponent():
    app, scene = start(humans=(0,), arrange=pair_setup)
    assert wait_for_input(app, scene)
    drag(app, scene.board.centre_of(scene.picture.pawns[0]), scene.board.centre_of(sq(6, 4)))
    assert run_until(app, lambda: scene.ready_buttons[0] in scene.buttons, 600)
    ready = scene.ready_buttons[0]
    tap(app, ready.frame.to_screen(ready.center))
    assert run_until(app, lambda: scene.state.phase == "red", 30)  # no waiting for the clock
    assert run_until(app, lambda: scene.keep_buttons[0] in scene.buttons, 600)
    keep = scene.keep_buttons[0]
    tap(app, keep.frame.to_screen(keep.center))
    assert scene.state.phase == "reveal"
    assert scene.record.moves[-1]["action"] == {"type": "KeepRed"}
    assert scene.record.moves[-2]["seat"] == TABLE


def test_tm_scene_two_fingers_at_once_only_the_legal_one_counts():
    app, scene = start(arrange=seat0_first)
    assert wait_for_input(app, scene)
    refused = scene.illegal_refused
    taps_together(app, [scene.board.centre_of(sq(6, 5)), scene.board.centre_of(sq(2, 2))])
    assert moves(scene) == ["Move"] and scene.state.pawns[0] == sq(6, 5)
    assert scene.illegal_refused == refused + 1


def test_tm_scene_bots_play_a_whole_game_to_the_results():
    app, scene = start(players=2, humans=(), speed=12, size=(960, 540))
    assert run_until(app, lambda: app.scenes.top is not scene, 40_000)
    assert app.scenes.top.name == "results" and not app.errors
    assert scene.state.over


def test_tm_scene_a_dragged_pawn_is_held_by_its_finger_until_lifted():
    app, scene = start(arrange=seat0_first)
    assert wait_for_input(app, scene)
    pawn, to = scene.board.centre_of(scene.picture.pawns[0]), scene.board.centre_of(sq(6, 4))
    frames(app, 1, [finger(pygame.FINGERDOWN, app, pawn)])
    frames(app, 1, [finger(pygame.FINGERMOTION, app, to)])
    held = scene.dragged()
    assert (held.kind, held.index, held.moved) == ("pawn", 0, True) and len(scene.captures) == 1
    assert held.pos == pytest.approx(to, abs=1) and moves(scene) == []
    lift(app, to)
    assert scene.dragged() is None and len(scene.captures) == 0
    assert moves(scene) == ["Move"] and scene.state.pawns[0] == sq(6, 4)


def test_tm_scene_every_rule_event_has_a_teller():
    events = {
        value
        for value in vars(actions_module).values()
        if isinstance(value, type) and issubclass(value, Event) and value is not Event
    }
    assert len(events) == 11 and set(TamegaStory.tellers) == events


def test_tm_scene_the_tellers_leave_the_picture_the_rules_show():
    """Each move of a whole game, told to its end, shows exactly the rules' public view,
    so the sync when the table falls idle never makes anything jump."""
    _app, scene = start(players=3, humans=())
    match = scene.match
    while not scene.state.over:
        seat = match.next_actor()
        scene.act(seat, match.table_move() if seat == TABLE else match.bot_move(seat))
        scene.timeline.finish()
        view, shown = scene.state.public_view(), scene.picture
        assert shown.cells == list(view.cells) and shown.pawns == list(view.pawns)
        assert shown.reds == list(view.reds) and shown.taken == [list(t) for t in view.taken]
    assert {"MoveRed", "EndPause", "Reveal"} <= set(moves(scene))
