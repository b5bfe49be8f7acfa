"""Each touch clean-up stage alone, over plain event lists (no pygame, no app)."""

from __future__ import annotations

import math

import pygame
from hypothesis import example, given
from hypothesis import strategies as st

from engine.input.devices import RETAIN_SECONDS
from engine.input.pointer import PointerTracker
from engine.input.stages import (
    Dejitter,
    DropSynthetic,
    FingerLimit,
    GhostFilter,
    IgnoreZones,
    Stage,
    TouchEvent,
    TouchPipeline,
)


def ev(kind, pointer, x=100.0, y=100.0, time=0.0, source="finger"):
    return TouchEvent(kind, pointer, (x, y), time, source)


def kinds(events):
    return [(e.kind, e.pointer) for e in events]


# --- synthetic mouse ---------------------------------------------------------------------
def test_mouse_events_made_from_touch_are_dropped_real_ones_kept():
    events = [
        ev("down", 1),
        ev("down", "mouse", source="synthetic"),
        ev("up", "mouse", source="synthetic"),
        ev("down", "mouse", source="mouse"),
        ev("up", 1),
    ]
    assert kinds(DropSynthetic().process(events, 0.0)) == [
        ("down", 1),
        ("down", "mouse"),
        ("up", 1),
    ]


# --- ignore zones ------------------------------------------------------------------------
def test_downs_inside_an_ignore_zone_are_dropped_and_nothing_else_is():
    zones = IgnoreZones([(0, 0, 1000, 20), (980, 0, 20, 500)])
    events = [
        ev("down", 1, 500, 5),  # on the top bezel
        ev("down", 2, 990, 300),  # on the right one
        ev("down", 3, 500, 20),  # just below the top bezel: the far edge is open
        ev("move", 3, 500, 5),  # a finger may slide onto a zone
        ev("up", 3, 500, 5),
    ]
    assert kinds(zones.process(events, 0.0)) == [("down", 3), ("move", 3), ("up", 3)]


def test_no_ignore_zone_by_default():
    events = [ev("down", 1, 0, 0), ev("up", 1, 0, 0)]
    assert IgnoreZones().process(events, 0.0) == events


# --- ghosts ------------------------------------------------------------------------------
def test_a_down_and_up_in_one_frame_beside_a_finger_that_is_down_is_a_ghost():
    ghosts = GhostFilter(radius=20)
    assert ghosts.process([ev("down", 1, 100, 100)], 0.0) == [ev("down", 1, 100, 100)]
    frame = [ev("down", 2, 110, 105), ev("move", 2, 112, 105), ev("up", 2, 112, 105)]
    assert ghosts.process(frame, 0.02) == []
    assert set(ghosts.down) == {1}


def test_what_is_not_a_ghost_passes():
    ghosts = GhostFilter(radius=20)
    ghosts.process([ev("down", 1, 100, 100)], 0.0)
    far = [ev("down", 2, 300, 100), ev("up", 2, 300, 100)]  # a quick tap elsewhere
    assert ghosts.process(far, 0.02) == far
    beside = [ev("down", 3, 105, 100)]  # a second finger beside: its up comes later
    assert ghosts.process(beside, 0.04) == beside
    assert ghosts.process([ev("up", 3, 105, 100)], 0.06) == [ev("up", 3, 105, 100)]
    mouse = [ev("down", "mouse", 100, 100, source="mouse"), ev("up", "mouse", source="mouse")]
    assert ghosts.process(mouse, 0.08) == mouse


def test_a_ghost_beside_a_finger_that_went_down_earlier_in_the_same_frame():
    ghosts = GhostFilter(radius=20)
    frame = [ev("down", 1, 100, 100), ev("down", 2, 95, 100), ev("up", 2, 95, 100)]
    assert kinds(ghosts.process(frame, 0.0)) == [("down", 1)]


def test_a_repeated_down_and_up_of_a_finger_that_is_down_is_its_lift_not_a_ghost():
    ghosts = GhostFilter(radius=20)
    ghosts.process([ev("down", 1, 100, 100), ev("down", 2, 110, 100)], 0.0)
    frame = [ev("down", 2, 110, 100), ev("up", 2, 110, 100)]
    assert ghosts.process(frame, 0.02) == frame


# --- the finger limit and stale fingers ---------------------------------------------------
def test_a_new_finger_past_the_limit_cancels_the_one_silent_for_longest():
    limit = FingerLimit(timeout=60, capacity=3)
    limit.process([ev("down", 1, time=0), ev("down", 2, time=1), ev("down", 3, time=2)], 2)
    limit.process([ev("move", 1, 120, 100, time=3)], 3)  # finger 1 spoke most recently
    out = limit.process([ev("down", 4, time=4)], 4)
    assert kinds(out) == [("cancel", 2), ("down", 4)]
    assert set(limit.live) == {1, 3, 4}
    assert limit.process([ev("up", 2, time=5)], 5) == []  # its late up is an orphan


def test_kept_fingers_make_room_last_and_the_stalest_kept_one_when_all_are_kept():
    kept = {1, 2}
    limit = FingerLimit(timeout=60, keeps=kept.__contains__, capacity=3)
    limit.process([ev("down", p, time=p) for p in (1, 2, 3)], 3)
    assert kinds(limit.process([ev("down", 4, time=4)], 4))[0] == ("cancel", 3)
    kept |= {4}
    assert kinds(limit.process([ev("down", 5, time=5)], 5))[0] == ("cancel", 1)


def test_a_silent_finger_is_cancelled_after_the_timeout_unless_kept():
    kept: set = set()
    limit = FingerLimit(timeout=10, keeps=kept.__contains__)
    limit.process([ev("down", 1, time=0), ev("down", 2, time=0)], 0)
    kept.add(2)
    assert limit.process([], 9.9) == []
    assert limit.process([ev("move", 1, 130, 100, time=9.95)], 9.95) != []
    assert limit.process([], 19.9) == []
    cancelled = limit.process([], 19.95)
    assert kinds(cancelled) == [("cancel", 1)]
    assert cancelled[0].pos == (130, 100)  # where it was last seen
    assert set(limit.live) == {2}
    kept.clear()
    assert kinds(limit.process([], 20)) == [("cancel", 2)]


def test_moves_and_ups_of_fingers_that_are_not_down_stop_at_the_limit():
    limit = FingerLimit(timeout=60)
    assert limit.process([ev("move", 1), ev("up", 1), ev("cancel", 1)], 0) == []
    limit.process([ev("down", 2)], 0)
    limit.forget(2)
    assert limit.process([ev("up", 2)], 0) == []


# --- dejitter ----------------------------------------------------------------------------
def test_motion_within_the_radius_is_not_motion_and_the_up_lands_where_the_finger_is():
    dejitter = Dejitter(radius=3)
    dejitter.process([ev("down", 1, 100, 100)], 0)
    wobble = [ev("move", 1, 101, 101), ev("move", 1, 98, 100), ev("move", 1, 100, 102.5)]
    assert dejitter.process(wobble, 0.1) == []
    assert dejitter.process([ev("up", 1, 101, 99)], 0.2)[0].pos == (100, 100)
    assert dejitter.at == {}


def test_a_slow_drift_moves_once_it_is_past_the_radius_from_where_it_last_moved():
    dejitter = Dejitter(radius=3)
    dejitter.process([ev("down", 1, 100, 100)], 0)
    drift = [ev("move", 1, 100 + i, 100) for i in range(1, 8)]
    assert [e.pos[0] for e in dejitter.process(drift, 0.1)] == [103, 106]


def test_the_mouse_is_not_dejittered():
    dejitter = Dejitter(radius=3)
    moves = [ev("down", "mouse", source="mouse"), ev("move", "mouse", 101, 100, source="mouse")]
    assert dejitter.process(moves, 0) == moves


# --- the pipeline ------------------------------------------------------------------------
def test_a_finger_a_later_stage_cancels_is_forgotten_by_the_earlier_ones():
    ghosts = GhostFilter(radius=20)
    limit = FingerLimit(timeout=60, capacity=1)
    dejitter = Dejitter(radius=2)
    pipeline = TouchPipeline([ghosts, limit, dejitter])
    pipeline.process([ev("down", 1, 100, 100)], 0)
    out = pipeline.process([ev("down", 2, 400, 100)], 1)
    assert kinds(out) == [("cancel", 1), ("down", 2)]
    assert set(ghosts.down) == set(limit.live) == set(dejitter.at) == {2}


def test_a_finger_cancelled_and_down_again_in_one_frame_stays_known_everywhere():
    ghosts = GhostFilter(radius=20)
    limit = FingerLimit(timeout=60, capacity=1)
    pipeline = TouchPipeline([ghosts, limit])
    pipeline.process([ev("down", 1, 100, 100)], 0)
    out = pipeline.process([ev("down", 2, 400, 100), ev("down", 1, 700, 100)], 1)
    assert kinds(out) == [("cancel", 1), ("down", 2), ("cancel", 2), ("down", 1)]
    assert set(ghosts.down) == set(limit.live) == {1}


# --- the whole tracker, fed random frames ----------------------------------------------------
coordinate = st.one_of(
    st.floats(-0.5, 1.5),
    st.sampled_from([float("nan"), float("inf"), -float("inf"), 1e300]),
)
raw = st.tuples(
    st.sampled_from([pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP]),
    st.integers(0, 14),
    coordinate,
    coordinate,
)


@given(st.lists(st.lists(raw, max_size=12), max_size=60), st.sets(st.integers(0, 14)))
@example(  # a drag lifted last in its frame: its up is held back, then let through
    [
        [(pygame.FINGERDOWN, 5, 0.3, 0.0)],
        [(pygame.FINGERMOTION, 5, 0.0, 0.0)],
        [(pygame.FINGERDOWN, 0, 0.0, 0.0), (pygame.FINGERUP, 5, 0.0, 0.0)],
    ],
    set(),
)
def test_no_stage_remembers_a_finger_the_tracker_has_let_go(frames, kept):
    """Whatever the fingers do, each frame (and a lifted drag's held-back moment later)
    every stage remembers only fingers still down, none silent past the timeout."""
    tracker = PointerTracker((1280, 720), finger_timeout=1.0, keeps=lambda p: p[2] in kept)
    now = 0.0
    for frame in frames:
        now += 0.25
        events = [
            pygame.event.Event(kind, touch_id=1, finger_id=f, x=x, y=y) for kind, f, x, y in frame
        ]
        list(tracker.handle_frame(events, now))
        tracker.update(now + RETAIN_SECONDS)  # a lifted drag's up is held back this long
        live = set(tracker.fingers.live)
        assert set(tracker.pointers) == live and len(live) <= 10
        assert set(tracker.ghosts.down) <= live and set(tracker.dejitter.at) <= live
        assert set(tracker.repeats.down) <= live and set(tracker.quiet_mouse.fingers) <= live
        assert set(tracker.retain.tracks) <= live and set(tracker.retain.held) <= live
        for pointer in live:  # none silent past the timeout unless kept
            assert now - tracker.fingers.live[pointer].time < 1.0 or pointer[2] in kept
        for kind, f, _, _ in frame[-1:]:
            if kind == pygame.FINGERUP:
                assert ("finger", 1, f) not in live
    assert all(math.isfinite(c) for p in tracker.pointers.values() for c in p.pos)


def test_a_step_with_no_touch_asks_the_stages_only_while_one_waits_on_time():
    """A silent finger is still cancelled on time with nothing coming in; once nothing is
    held, a step with no touch passes through no stage at all."""
    limit = FingerLimit(timeout=1.0)
    asked: list[float] = []

    class Spy(Stage):
        def process(self, events, now):
            asked.append(now)
            return events

    pipeline = TouchPipeline([limit, Spy()])
    pipeline.process([TouchEvent("down", 1, (5.0, 5.0), 0.0)], 0.0)
    assert pipeline.process([], 0.5) == [] and asked == [0.0, 0.5]  # the finger is live
    [cancel] = pipeline.process([], 1.0)
    assert cancel.kind == "cancel" and cancel.pointer == 1
    asked.clear()
    assert pipeline.process([], 2.0) == [] and asked == []  # nothing live: nothing asked
