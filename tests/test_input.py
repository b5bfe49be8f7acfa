"""The touch path through the app, by injected finger events: a table that never goes deaf.

Lost ups (common on infrared frames, and on hardware that gives each touch a new id) used
to leave ten dead fingers that refused every new touch for as long as the window kept
focus. These tests drive `App.frame` as the real loop does."""

from __future__ import annotations

import math
import random

import pygame
from hypothesis import example, given, settings
from hypothesis import strategies as st

from engine.i18n import tr
from engine.input.pointer import MAX_FINGERS, Gesture
from engine.loop.clock import STEP
from engine.loop.scenes import Scene
from engine.storage.settings import Settings
from tests.fingers import finger, frames, lift, new_app, run_until, tap

STALL = 1.0  # a frame this long runs the clock's cap of updates: game time moves fastest


class Recorder(Scene):
    """A scene that writes down every gesture and keeps the pointers in `kept`."""

    name = "recorder"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.seen: list[Gesture] = []
        self.kept: set = set()

    def gesture(self, gesture: Gesture) -> None:
        self.seen.append(gesture)

    def keeps_pointer(self, pointer) -> bool:
        return pointer in self.kept

    def idle_allowed(self) -> bool:
        return False

    def kinds(self, finger_id: int) -> list[str]:
        return [g.kind for g in self.seen if g.pointer == key(finger_id)]


def key(finger_id: int, touch_id: int = 1):
    return ("finger", touch_id, finger_id)


def recording_app(size=(1280, 720)):
    app = new_app(size)
    scene = Recorder(app)
    app.scenes.push(scene)
    app.scenes.apply_pending()
    return app, scene


def wait(app, seconds: float) -> None:
    """Let game time pass with no events, as fast as the clock allows."""
    start = app.now
    while app.now - start < seconds - STEP / 2:
        app.frame(min(STALL, seconds - (app.now - start)), events=[])


def down(app, pos, finger_id):
    return finger(pygame.FINGERDOWN, app, pos, finger_id)


def up(app, pos, finger_id):
    return finger(pygame.FINGERUP, app, pos, finger_id)


def _button_center(scene, label):
    button = next(b for b in scene.buttons if b.label == label)
    return button.frame.to_screen(button.center)


# --- a new finger is never refused --------------------------------------------------------
def test_after_ten_lost_ups_a_new_finger_still_taps_a_menu_button():
    app = new_app()
    frames(app, 1, [down(app, (40 + i * 25, app.size[1] * 0.5), i) for i in range(MAX_FINGERS)])
    frames(app, 30)  # their ups never come
    tap(app, _button_center(app.scenes.top, tr("menu.credits")), finger_id=MAX_FINGERS)
    assert run_until(app, lambda: app.scenes.top.name == "credits", 60)
    assert app.errors == []


def test_the_finger_that_makes_room_is_cancelled_never_tapped():
    app, scene = recording_app()
    for i in range(MAX_FINGERS):
        frames(app, 1, [down(app, (100 + i * 100, 300), i)])
    frames(app, 1, [finger(pygame.FINGERMOTION, app, (101, 330), 0)])  # finger 0 spoke last
    tap(app, (640, 600), MAX_FINGERS)
    assert scene.kinds(1) == ["down", "cancel"]  # silent for longest: made room
    assert scene.kinds(MAX_FINGERS) == ["down", "up", "tap"]
    lift(app, (200, 300), 1)
    assert scene.kinds(1) == ["down", "cancel"]  # its late up is no tap
    assert app.tracker.is_down(key(0))


def test_when_all_ten_are_kept_the_longest_silent_still_makes_room():
    app, scene = recording_app()
    for i in range(MAX_FINGERS):
        frames(app, 1, [down(app, (100 + i * 100, 300), i)])
        scene.kept.add(key(i))
    tap(app, (640, 600), MAX_FINGERS)
    assert scene.kinds(0)[-1] == "cancel"
    assert scene.kinds(MAX_FINGERS) == ["down", "up", "tap"]
    assert all(app.tracker.is_down(key(i)) for i in range(1, MAX_FINGERS))


# --- stale fingers --------------------------------------------------------------------------
def test_a_finger_silent_past_the_timeout_is_cancelled_and_its_late_up_is_no_tap():
    app, scene = recording_app()
    timeout = app.settings.finger_timeout
    assert app.tracker.fingers.timeout == timeout == 60
    frames(app, 1, [down(app, (300, 300), 0)])
    wait(app, timeout - 1)
    assert app.tracker.is_down(key(0)) and "cancel" not in scene.kinds(0)
    wait(app, 2)
    assert scene.kinds(0) == ["down", "hold", "cancel"]
    assert not app.tracker.is_down(key(0))
    lift(app, (300, 300), 0)
    assert scene.kinds(0) == ["down", "hold", "cancel"]


def test_motion_keeps_a_finger_alive_past_the_timeout():
    app, scene = recording_app()
    frames(app, 1, [down(app, (300, 300), 0)])
    for step in range(4):
        wait(app, app.settings.finger_timeout * 0.6)
        frames(app, 1, [finger(pygame.FINGERMOTION, app, (300 + 30 * step, 300), 0)])
    assert app.tracker.is_down(key(0)) and "cancel" not in scene.kinds(0)


def test_a_hold_the_scene_keeps_survives_the_timeout_while_other_fingers_tap_around_it():
    app, scene = recording_app()
    pad = (640, 360)
    scene.kept.add(key(0))
    frames(app, 1, [down(app, pad, 0)])
    rng = random.Random(3)
    children = range(1, 41)
    for child in children:  # a new id for every touch, as some frames give
        spot = (pad[0] + rng.choice((-1, 1)) * rng.uniform(60, 500), rng.uniform(40, 680))
        tap(app, spot, child)
        wait(app, 2.5)
    assert app.now > 1.5 * app.settings.finger_timeout
    assert scene.kinds(0) == ["down", "hold"]
    assert all(scene.kinds(child) == ["down", "up", "tap"] for child in children)
    lift(app, pad, 0)
    assert scene.kinds(0) == ["down", "hold", "up"]


def test_a_hold_the_scene_lets_go_of_is_cancelled_at_once_if_it_is_silent_too_long():
    app, scene = recording_app()
    scene.kept.add(key(0))
    frames(app, 1, [down(app, (640, 360), 0)])
    wait(app, app.settings.finger_timeout + 5)
    assert app.tracker.is_down(key(0))
    scene.kept.clear()
    frames(app, 1)
    assert scene.kinds(0) == ["down", "hold", "cancel"]


def test_the_finger_timeout_setting_falls_back_to_its_default_when_out_of_range():
    assert Settings(finger_timeout=1).validated().finger_timeout == 60
    assert Settings(finger_timeout=86_400).validated().finger_timeout == 60
    assert Settings(finger_timeout=240).validated().finger_timeout == 240


# --- device clean-up through the app -------------------------------------------------------
def test_a_ghost_beside_a_held_finger_is_dropped_but_a_quick_tap_elsewhere_is_not():
    app, scene = recording_app()
    frames(app, 1, [down(app, (400, 300), 0)])
    frames(app, 1, [down(app, (408, 305), 1), up(app, (408, 305), 1)])  # one frame, beside
    frames(app, 1, [down(app, (900, 300), 2), up(app, (900, 300), 2)])  # one frame, apart
    assert scene.kinds(1) == []
    assert scene.kinds(2) == ["down", "up", "tap"]
    tap(app, (408, 305), 3)  # a real tap beside it lasts longer than a frame
    assert scene.kinds(3) == ["down", "up", "tap"]


def test_jitter_does_not_move_a_still_finger_but_motion_does():
    app, _ = recording_app()
    start = (500.0, 400.0)
    frames(app, 1, [down(app, start, 0)])
    for dx, dy in ((1, 0), (-1, 1), (0, -1), (1.5, 0.5), (-1, -1)):
        pos = (start[0] + dx, start[1] + dy)
        frames(app, 1, [finger(pygame.FINGERMOTION, app, pos, 0)])
        assert app.tracker.pointers[key(0)].pos == start
    frames(app, 1, [finger(pygame.FINGERMOTION, app, (start[0] + 6, start[1]), 0)])
    assert math.isclose(app.tracker.pointers[key(0)].pos[0], start[0] + 6, abs_tol=0.01)


def test_a_tap_that_wobbles_lands_where_it_went_down():
    app, scene = recording_app()
    frames(app, 1, [down(app, (500, 400), 0)])
    frames(app, 1, [finger(pygame.FINGERMOTION, app, (501, 401), 0)])
    frames(app, 1, [up(app, (501.5, 399), 0)])
    taps = [g for g in scene.seen if g.kind == "tap"]
    assert len(taps) == 1 and taps[0].pos == (500, 400)


def test_touch_made_mouse_events_are_dropped_and_a_real_mouse_still_clicks():
    app = new_app()
    centre = _button_center(app.scenes.top, tr("menu.credits"))

    def click(touch: bool):
        return [
            pygame.event.Event(kind, pos=centre, button=1, touch=touch)
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        ]

    frames(app, 2, click(touch=True)[:1])
    frames(app, 10, click(touch=True)[1:])
    assert app.scenes.top.name == "menu"
    frames(app, 2, click(touch=False)[:1])
    frames(app, 2, click(touch=False)[1:])
    assert run_until(app, lambda: app.scenes.top.name == "credits", 60)


def test_downs_in_an_ignore_zone_are_not_touches_but_a_drag_may_cross_it():
    app, scene = recording_app()
    app.tracker.zones.rects = [(0, 0, app.size[0], 30)]  # the bezel along the top edge
    tap(app, (300, 10), 0)
    assert scene.kinds(0) == []
    frames(app, 1, [down(app, (300, 200), 1)])
    frames(app, 1, [finger(pygame.FINGERMOTION, app, (300, 10), 1)])
    frames(app, 5, [up(app, (300, 10), 1)])  # a drag's lift waits a few frames (RetainDrag)
    assert scene.kinds(1)[:3] == ["down", "drag", "up"]


# --- a storm ---------------------------------------------------------------------------------
def storm(rng: random.Random, count: int, ids: int):
    """Raw events for random fingers: most in range, some far out or not finite, ups and
    moves for fingers that never went down, and now and then a frame's worth at once."""
    kinds = (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP)
    odd = (float("nan"), float("inf"), -float("inf"), -3.0, 7.5, 1e300)
    batch = []
    for _ in range(count):
        x, y = rng.uniform(-0.1, 1.1), rng.uniform(-0.1, 1.1)
        if rng.random() < 0.02:
            x = rng.choice(odd)
        event = pygame.event.Event(
            rng.choice(kinds), touch_id=rng.randrange(2), finger_id=rng.randrange(ids), x=x, y=y
        )
        batch.append(event)
        if rng.random() < 0.05:
            yield batch
            batch = []
    yield batch


@settings(max_examples=5)
@example(seed=1, count=100_000, ids=24)  # the full storm, always run
@given(st.integers(0, 2**32), st.integers(1, 100_000), st.integers(1, 400))
def test_a_storm_of_raw_events_leaves_no_lifted_finger_held_and_never_more_than_ten(
    seed, count, ids
):
    app, scene = recording_app()
    rng = random.Random(seed)
    scene.kept = {key(i, t) for i in range(0, ids, 3) for t in range(2)}
    lifted: set = set()
    for batch in storm(rng, count, ids):
        app.frame(rng.choice((0.0, 1 / 60, 0.5)), events=batch)
        for event in batch:
            pointer = key(event.finger_id, event.touch_id)
            if event.type == pygame.FINGERUP:
                lifted.add(pointer)
            elif event.type == pygame.FINGERDOWN:
                lifted.discard(pointer)
        held = set(app.tracker.pointers)
        assert len(held) <= MAX_FINGERS
        _only_drags_found_again_or_waiting(app, held & lifted, lifted)
    assert app.errors == [] and app.scenes.top is scene
    _every_touch_ends_once(scene.seen)


def _only_drags_found_again_or_waiting(app, held_lifted: set, lifted: set) -> None:
    """A lifted finger's touch goes on only as a drag whose up waits its few frames for the
    finger to be found again (RetainDrag), or that a finger down now carries on."""
    retain = app.tracker.retain
    carried = {old for new, old in retain.links.items() if new not in lifted}
    assert held_lifted <= set(retain.held) | carried
    for up in retain.held.values():
        assert app.now - up.time < retain.seconds + STEP


def _every_touch_ends_once(gestures: list[Gesture]) -> None:
    """Per pointer: a down first, then nothing after its up or cancel but a new down."""
    live: set = set()
    previous = None
    for g in gestures:
        if g.kind in ("tap", "flick"):
            assert previous is not None and (previous.kind, previous.pointer) == ("up", g.pointer)
        elif g.kind == "down":
            live.add(g.pointer)
        else:
            assert g.pointer in live, g
        if g.kind in ("up", "cancel"):
            live.discard(g.pointer)
        previous = g
