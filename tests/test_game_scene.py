"""The base game scene's own duties, shown on the toy game: fingers that hold things, and
pieces in the air across a pause."""

from __future__ import annotations

import pygame
import pytest

from engine.game.flight import Flight
from engine.game.setup import GameSetup, SeatPlan
from games.core.registry import register, unregister
from tests.fingers import LOST_FRAMES, finger, frames, new_app, wait_for_input
from tests.toy_game import TOY
from tests.toy_scene import ToyScene


@pytest.fixture(autouse=True)
def toy_registered():
    register(TOY)
    yield
    unregister(TOY.id)


def start(pixels: bool = False):
    app = new_app(pixels=pixels)
    scene = ToyScene(app, GameSetup("toy", 2, 7, "classic", {}, [SeatPlan(), SeatPlan()]))
    scene.persist = False
    app.scenes.push(scene)
    app.scenes.apply_pending()
    assert wait_for_input(app, scene)
    return app, scene


def test_a_finger_holding_a_piece_stays_the_games_over_a_button_and_lets_go_on_lifting():
    """A dragged piece carried over the ⏸ button and let go there: the game still sees the
    lift, and the finger holds nothing afterwards (before, the button swallowed the lift and
    the piece stayed held by a finger that was gone)."""
    app, scene = start()
    seen: list[str] = []
    scene.on_gesture = lambda gesture: seen.append(gesture.kind)  # the game's touches
    start_at = scene.rects[0].center
    frames(app, 1, [finger(pygame.FINGERDOWN, app, start_at)])
    scene.captures.grab(("finger", 1, 0), "card 0")  # the game picks the card up
    pause = scene.buttons[0]
    over = pause.frame.to_screen(pause.center)
    frames(app, 1, [finger(pygame.FINGERMOTION, app, over)])
    frames(app, LOST_FRAMES, [finger(pygame.FINGERUP, app, over)])  # a drag's lift waits
    assert seen[-1] == "up" and "drag" in seen
    assert len(scene.captures) == 0 and not scene.keeps_pointer(("finger", 1, 0))
    assert app.scenes.top is scene  # the lift was the game's, not a tap on pause


def test_a_free_finger_on_a_button_is_the_buttons():
    app, scene = start()
    seen: list[str] = []
    scene.on_gesture = lambda gesture: seen.append(gesture.kind)
    pause = scene.buttons[0]
    at = pause.frame.to_screen(pause.center)
    frames(app, 1, [finger(pygame.FINGERDOWN, app, at)])
    frames(app, 2, [finger(pygame.FINGERUP, app, at)])
    assert seen == [] and app.scenes.top.name == "pause"


def test_a_piece_in_the_air_waits_out_a_pause():
    app, scene = start()
    flight = scene.flights.add(Flight("card", (0, 0), (100, 0), app.now, 1.0))
    frames(app, 15)  # a quarter of the way
    done = flight.progress(app.now)
    scene.open_pause()
    frames(app, 300)  # five seconds paused
    app.scenes.pop()
    app.scenes.apply_pending()
    assert flight.progress(app.now) == pytest.approx(done, abs=0.02)
    assert flight in list(scene.flights)


def test_panels_changing_together_are_painted_one_a_frame_and_reused_after(monkeypatch):
    """A scoring moment changes every panel at once: one is painted a frame (the others
    show their last look meanwhile), and a frame with nothing changed paints none."""
    app, scene = start(pixels=True)  # the compositor's panel throttle is what is judged
    looks = {0: "a", 1: "a"}
    painted: list[int] = []

    def panel_part(seat: int):
        def paint(raster, surface, slot) -> None:
            painted.append(seat)

        return looks[seat], paint

    monkeypatch.setattr(scene, "panel_part", panel_part)

    def draw() -> list[int]:
        painted.clear()
        frames(app, 1)
        return list(painted)

    assert sorted(draw()) == [0, 1], "the first frame has no last look to show"
    assert draw() == []
    looks.update({0: "b", 1: "b"})
    assert draw() == [0]
    assert draw() == [1], "the other one follows in the next frame"
    assert draw() == []
    looks[1] = "a"  # back to a look still kept: no paint at all
    assert draw() == []
