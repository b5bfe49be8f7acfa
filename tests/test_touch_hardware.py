"""What real touch hardware brings, through the app by injected events: SDL's hint by its
real name, a driver's mouse clicks beside the fingers, a finger lost for a few frames in
the middle of a drag, a repeated finger down, and a touch frame mounted turned."""

from __future__ import annotations

import ctypes
import json
import os
from pathlib import Path

import pygame
import pytest

from engine.storage.settings import Settings, load_settings, save_settings
from games.tamega.moments import give_turn, sq
from tests.fingers import (
    LOST_FRAMES,
    finger,
    frames,
    new_app,
    recording_app,
    start_game,
    wait_for_input,
)


def sdl_hint(name: str) -> bytes | None:
    """The hint as SDL itself reads it (SDL_GetHint in the SDL library pygame loaded)."""
    maps = Path("/proc/self/maps")
    if not maps.exists():
        pytest.skip("finding the loaded SDL library needs /proc (Linux)")
    found = sorted({line.split()[-1] for line in maps.read_text().splitlines() if "SDL2-" in line})
    if not found:
        pytest.skip("pygame's SDL library is not a separate file here")
    sdl = ctypes.CDLL(found[0])
    sdl.SDL_GetHint.restype = ctypes.c_char_p
    sdl.SDL_GetHint.argtypes = [ctypes.c_char_p]
    return sdl.SDL_GetHint(name.encode())


def test_sdl_reads_the_touch_mouse_hint_by_its_real_name_before_the_display_starts(
    monkeypatch,
):
    monkeypatch.delenv("SDL_TOUCH_MOUSE_EVENTS", raising=False)
    pygame.display.quit()
    seen: list[bytes | None] = []
    real_init = pygame.display.init

    def init() -> None:
        seen.append(sdl_hint("SDL_TOUCH_MOUSE_EVENTS"))
        real_init()

    monkeypatch.setattr(pygame.display, "init", init)
    new_app()
    assert seen == [b"0"]  # SDL_HINT_TOUCH_MOUSE_EVENTS is only the C macro's name
    assert sdl_hint("SDL_TOUCH_MOUSE_EVENTS") == b"0"


def test_an_operator_s_own_hint_in_the_environment_is_left_alone(monkeypatch):
    monkeypatch.setenv("SDL_TOUCH_MOUSE_EVENTS", "1")
    new_app()
    assert os.environ["SDL_TOUCH_MOUSE_EVENTS"] == "1"


def click(pos, touch: bool = False):
    return [
        pygame.event.Event(kind, pos=pos, button=1, touch=touch)
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
    ]


def test_a_driver_s_click_after_a_finger_tap_is_no_second_tap():
    """pygame-ce issue 1514: on Windows a second click can arrive with touch=False."""
    app, scene = recording_app()
    spot = (400, 300)
    frames(app, 1, [finger(pygame.FINGERDOWN, app, spot)])
    frames(app, 1, [finger(pygame.FINGERUP, app, spot)])
    frames(app, 2, click(spot))  # the driver's own click, told as the mouse's
    assert [kind for kind, _ in scene.kinds()].count("tap") == 1
    frames(app, 40)  # a moment later a real mouse clicks again
    frames(app, 2, click(spot))
    assert [g.pointer for g in scene.seen if g.kind == "tap"] == [("finger", 1, 0), "mouse"]


def test_a_mouse_button_held_when_a_finger_touches_is_cancelled_never_tapped():
    app, scene = recording_app()
    frames(app, 1, click((200, 200))[:1])
    frames(app, 1, [finger(pygame.FINGERDOWN, app, (600, 300))])
    frames(app, 1, click((200, 200))[1:])
    assert scene.kinds()[:3] == [("down", "mouse"), ("cancel", "mouse"), ("down", ("finger", 1, 0))]
    assert ("tap", "mouse") not in scene.kinds()


def _seat0_first(scene) -> None:
    give_turn(scene.state, 0)


def test_a_tamega_pawn_dragged_by_a_finger_lost_for_two_frames_lands_where_it_was_taken():
    app, scene = start_game("tamega", 2, humans=(0, 1), arrange=_seat0_first)
    assert wait_for_input(app, scene)
    pawn, to = scene.board.centre_of(scene.picture.pawns[0]), scene.board.centre_of(sq(6, 4))
    middle = ((pawn[0] + to[0]) / 2, (pawn[1] + to[1]) / 2)
    frames(app, 1, [finger(pygame.FINGERDOWN, app, pawn, 0)])
    frames(app, 1, [finger(pygame.FINGERMOTION, app, middle, 0)])
    frames(app, 2, [finger(pygame.FINGERUP, app, middle, 0)])  # the frame lost the finger
    assert scene.dragged() is not None and scene.record.moves == []
    frames(app, 1, [finger(pygame.FINGERDOWN, app, middle, 7)])  # ... and found it again
    frames(app, 1, [finger(pygame.FINGERMOTION, app, to, 7)])
    assert scene.dragged().pos == pytest.approx(to, abs=1)
    frames(app, LOST_FRAMES + 1, [finger(pygame.FINGERUP, app, to, 7)])
    assert scene.dragged() is None and scene.state.pawns[0] == sq(6, 4)
    assert scene.illegal_refused == 0


def test_a_repeated_down_cancels_the_touch_before_it_and_lets_go_of_what_it_held():
    app, scene = start_game("tamega", 2, humans=(0, 1), arrange=_seat0_first)
    assert wait_for_input(app, scene)
    pawn, far = scene.board.centre_of(scene.picture.pawns[0]), scene.board.centre_of(sq(1, 1))
    frames(app, 1, [finger(pygame.FINGERDOWN, app, pawn, 0)])
    frames(app, 1, [finger(pygame.FINGERMOTION, app, scene.board.centre_of(sq(6, 4)), 0)])
    assert scene.dragged() is not None
    frames(app, 1, [finger(pygame.FINGERDOWN, app, far, 0)])  # SDL issue 9591
    assert scene.dragged() is None and scene.record.moves == []
    frames(app, LOST_FRAMES, [finger(pygame.FINGERUP, app, far, 0)])
    assert scene.record.moves == [] and scene.state.pawns[0] == sq(7, 4)


def test_the_gestures_of_a_repeated_down_are_a_cancel_then_a_new_touch():
    app, scene = recording_app()
    frames(app, 1, [finger(pygame.FINGERDOWN, app, (300, 300), 0)])
    frames(app, 1, [finger(pygame.FINGERDOWN, app, (320, 300), 0)])
    frames(app, 2, [finger(pygame.FINGERUP, app, (320, 300), 0)])
    pointer = ("finger", 1, 0)
    kinds = [kind for kind, _pointer in scene.kinds()]
    assert kinds == ["down", "cancel", "down", "up", "tap"]
    assert {p for _kind, p in scene.kinds()} == {pointer}


def test_a_touch_frame_mounted_mirrored_is_put_right_by_the_operator_s_axes():
    app, scene = recording_app(touch_axes={"*": ["flip_x"], "5": ["flip_y"]})
    app.apply_table()
    frames(app, 1, [finger(pygame.FINGERDOWN, app, (100, 200), 0, touch_id=1)])
    frames(app, 1, [finger(pygame.FINGERDOWN, app, (100, 200), 0, touch_id=5)])
    w, h = app.size
    assert [g.pos for g in scene.seen] == [(w - 100, 200), (100, h - 200)]
    assert app.tracker.last_device == 5


def test_the_axes_setting_is_kept_in_settings_json_and_a_bad_one_falls_back(tmp_path):
    path = tmp_path / "settings.json"
    save_settings(Settings(touch_axes={"*": ["swap", "flip_y"]}, tuio="0.0.0.0:3333"), path)
    loaded = load_settings(path)
    assert loaded.touch_axes == {"*": ["swap", "flip_y"]} and loaded.tuio == "0.0.0.0:3333"
    path.write_text(json.dumps({"touch_axes": {"3": "swap"}, "tuio": "port", "sound": False}))
    loaded = load_settings(path)
    assert loaded.touch_axes == {} and loaded.tuio == "" and loaded.sound is False
