"""The clean-up stages for particular hardware, alone over plain event lists (no pygame):
the mouse quiet while fingers touch, each device's axes, a drag that survives its finger
vanishing for a few frames, and a repeated down that cancels the touch before it."""

from __future__ import annotations

import pytest

from engine.input.devices import (
    ALL_AXES,
    Axes,
    Calibrate,
    QuietMouse,
    RepeatedDown,
    RetainDrag,
    parse_axes,
)
from engine.input.stages import FingerLimit, TouchEvent, TouchPipeline


def ev(kind, pointer, x=100.0, y=100.0, time=0.0, source="finger", device=None):
    return TouchEvent(kind, pointer, (x, y), time, source, device)


def mouse(kind, x=100.0, y=100.0, time=0.0):
    return ev(kind, "mouse", x, y, time, "mouse")


def kinds(events):
    return [(e.kind, e.pointer) for e in events]


# --- the mouse while fingers touch -----------------------------------------------------------
def test_a_mouse_click_while_a_finger_is_down_and_just_after_it_lifts_is_dropped():
    quiet = QuietMouse(quiet=0.5)
    assert kinds(quiet.process([ev("down", 1), mouse("down"), mouse("up")], 0.0)) == [("down", 1)]
    assert quiet.process([ev("up", 1, time=0.1)], 0.1) == [ev("up", 1, time=0.1)]
    # pygame-ce issue 1514: the driver's second click, with touch=False, after the tap
    assert quiet.process([mouse("down", time=0.3), mouse("up", time=0.35)], 0.35) == []
    later = [mouse("down", time=0.6), mouse("up", time=0.65)]
    assert quiet.process(later, 0.65) == later  # a real mouse, a moment after


def test_a_mouse_button_held_when_a_finger_comes_down_is_cancelled_not_tapped():
    quiet = QuietMouse()
    assert kinds(quiet.process([mouse("down")], 0.0)) == [("down", "mouse")]
    out = quiet.process([mouse("move", 120), ev("down", 1, 300, 300, 0.1)], 0.1)
    assert kinds(out) == [("move", "mouse"), ("cancel", "mouse"), ("down", 1)]
    assert quiet.process([mouse("up", time=0.2)], 0.2) == []


def test_a_finger_the_pipeline_forgets_no_longer_keeps_the_mouse_quiet():
    quiet = QuietMouse(quiet=0.5)
    quiet.process([ev("down", 1)], 0.0)
    quiet.forget(1)
    assert quiet.process([mouse("down", time=1.0)], 1.0) == [mouse("down", time=1.0)]


# --- axes ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ([], (200, 100)),
        (["flip_x"], (800, 100)),
        (["flip_y"], (200, 400)),
        (["swap"], (200, 100)),  # x 200/1000 -> y 0.2*500 = 100; y 100/500 -> x 0.2*1000
        (["swap", "flip_x"], (800, 100)),
        (["swap", "flip_x", "flip_y"], (800, 400)),
    ],
)
def test_a_device_s_axes_put_its_fingers_where_they_are(words, expected):
    calibrate = Calibrate((1000, 500), parse_axes({"7": words}))
    (out,) = calibrate.process([ev("down", 1, 200, 100, device=7)], 0.0)
    assert out.pos == pytest.approx(expected)


def test_a_swap_maps_corners_to_corners_and_the_mouse_is_never_moved():
    calibrate = Calibrate((1000, 500), {"*": Axes(swap=True)})
    (corner,) = calibrate.process([ev("down", 1, 1000, 0, device=3)], 0.0)
    assert corner.pos == (0.0, 499.0)  # on the screen, never past its edge
    click = [mouse("down", 10, 10)]
    assert calibrate.process(click, 0.0) == click


def test_a_device_s_own_axes_come_before_those_of_every_device():
    calibrate = Calibrate((1000, 500), parse_axes({"*": ["flip_x"], "tuio": []}))
    out = calibrate.process([ev("down", 1, 200, 100, device="tuio")], 0.0)
    assert out[0].pos == (800, 100)  # an identity entry is left out, so "*" applies
    calibrate.axes["tuio"] = Axes(flip_y=True)
    out = calibrate.process([ev("down", 2, 200, 100, device="tuio")], 0.0)
    assert out[0].pos == (200, 400)


def test_unknown_axis_words_are_ignored_and_every_way_is_offered_once():
    assert Axes.parse(["swap", "sideways", 3]) == Axes(swap=True)
    assert Axes.parse("swap") == Axes()
    assert len(set(ALL_AXES)) == 8 and ALL_AXES[0] == Axes()
    assert all(Axes.parse(a.words) == a for a in ALL_AXES)


# --- a drag whose finger vanishes ------------------------------------------------------------
def retain():
    return RetainDrag(radius=10, reach=60, seconds=0.06)


def test_a_dragging_finger_lost_for_two_frames_carries_on_as_the_same_pointer():
    stage = retain()
    stage.process([ev("down", 1, 100, 100), ev("move", 1, 140, 100, 0.016)], 0.016)
    assert stage.process([ev("up", 1, 160, 100, 0.033)], 0.033) == []  # held back
    assert stage.process([], 0.05) == []
    found = stage.process([ev("down", 2, 190, 105, 0.066), ev("move", 2, 220, 105, 0.08)], 0.08)
    assert kinds(found) == [("move", 1), ("move", 1)]
    out = stage.process([ev("up", 2, 230, 105, 0.1)], 0.1)
    assert out == []  # still a drag: held again
    (up,) = stage.process([], 0.17)
    assert (up.kind, up.pointer, up.pos, up.time) == ("up", 1, (230, 105), 0.1)
    assert stage.tracks == stage.held == stage.links == {}


def test_a_tap_s_lift_is_never_held_and_a_far_or_late_finger_is_a_new_touch():
    stage = retain()
    assert kinds(stage.process([ev("down", 1), ev("up", 1, 104, 100)], 0.0)) == [
        ("down", 1),
        ("up", 1),
    ]
    stage.process([ev("down", 2, 100, 100), ev("move", 2, 150, 100, 0.01)], 0.01)
    stage.process([ev("up", 2, 150, 100, 0.02)], 0.02)
    far = stage.process([ev("down", 3, 400, 100, 0.03)], 0.03)
    assert kinds(far) == [("down", 3)]
    assert kinds(stage.process([], 0.09)) == [("up", 2)]
    late = stage.process([ev("down", 4, 150, 100, 0.1)], 0.1)
    assert kinds(late) == [("down", 4)]


def test_a_held_lift_is_let_through_before_a_later_event_of_the_same_frame():
    stage = retain()
    stage.process([ev("down", 1), ev("move", 1, 150, 100, 0.01)], 0.01)
    stage.process([ev("up", 1, 150, 100, 0.02)], 0.02)
    out = stage.process([ev("down", 5, 900, 100, 0.2)], 0.2)
    assert kinds(out) == [("up", 1), ("down", 5)]


def test_the_motion_of_a_lifted_finger_does_not_bring_it_back():
    stage = retain()
    stage.process([ev("down", 1), ev("move", 1, 150, 100, 0.01)], 0.01)
    stage.process([ev("up", 1, 150, 100, 0.02)], 0.02)
    assert stage.process([ev("move", 1, 155, 100, 0.03)], 0.03) == []
    assert kinds(stage.process([], 0.09)) == [("up", 1)]


def test_a_drag_found_again_is_forgotten_with_its_pointer():
    stage = retain()
    stage.process([ev("down", 1), ev("move", 1, 150, 100, 0.01)], 0.01)
    stage.process([ev("up", 1, 150, 100, 0.02), ev("down", 2, 160, 100, 0.03)], 0.03)
    assert stage.links == {2: 1}
    stage.forget(1)
    assert stage.links == stage.tracks == stage.held == {}
    assert kinds(stage.process([ev("move", 2, 170, 100, 0.04)], 0.04)) == [("move", 2)]


# --- a repeated down -------------------------------------------------------------------------
def test_a_repeated_down_cancels_the_touch_before_it_then_starts_anew():
    stage = RepeatedDown()
    stage.process([ev("down", 1), ev("down", 2, 300)], 0.0)
    out = stage.process([ev("down", 2, 310, 100, 0.5)], 0.5)  # SDL issue 9591
    assert kinds(out) == [("cancel", 2), ("down", 2)]
    assert out[1].pos == (310, 100)
    assert kinds(stage.process([ev("up", 2), ev("down", 2)], 0.6)) == [("up", 2), ("down", 2)]


def test_in_the_pipeline_the_cancel_of_a_repeated_down_is_forgotten_by_no_stage_early():
    limit = FingerLimit(timeout=60, capacity=2)
    pipeline = TouchPipeline([RepeatedDown(), limit])
    pipeline.process([ev("down", 1), ev("down", 2, 300)], 0.0)
    out = pipeline.process([ev("down", 1, 110, 100, 1.0), ev("down", 3, 500, 100, 1.0)], 1.0)
    assert kinds(out) == [("cancel", 1), ("down", 1), ("cancel", 2), ("down", 3)]
    assert set(limit.live) == {1, 3}
