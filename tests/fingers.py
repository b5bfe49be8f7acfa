"""Driving scenes with injected FINGER events only, as a touch screen would send them.

Events go through `App.frame(dt, events=...)`, the same path as the real loop, so a test
exercises the pointer tracker, gesture routing and the scene together. Positions are given
in screen pixels and converted to SDL's 0..1 finger coordinates."""

from __future__ import annotations

import math
import time
from collections.abc import Iterable

import pygame

from engine.input.devices import RETAIN_SECONDS
from engine.input.pointer import Gesture
from engine.loop.scenes import Scene
from engine.storage.saves import clear_save, flush_saves

FRAME = 1 / 60
LOST_FRAMES = math.ceil(RETAIN_SECONDS / FRAME) + 1  # a drag's lift waits this long (RetainDrag)


def finger(kind: int, app, pos: tuple[float, float], finger_id: int = 0, touch_id: int = 1):
    w, h = app.size
    return pygame.event.Event(
        kind,
        touch_id=touch_id,
        finger_id=finger_id,
        x=pos[0] / w,
        y=pos[1] / h,
        dx=0.0,
        dy=0.0,
        pressure=0.0,
    )


def frames(app, count: int = 1, events: Iterable[pygame.event.Event] = ()) -> None:
    """Run `count` frames; `events` are delivered in the first."""
    app.frame(FRAME, events=list(events))
    for _ in range(count - 1):
        app.frame(FRAME, events=[])


def tap(app, pos: tuple[float, float], finger_id: int = 0, settle: int = 2) -> None:
    frames(app, 1, [finger(pygame.FINGERDOWN, app, pos, finger_id)])
    frames(app, settle, [finger(pygame.FINGERUP, app, pos, finger_id)])


def taps_together(app, positions: list[tuple[float, float]], settle: int = 2) -> None:
    """Several fingers down in the same frame, then up in the same frame."""
    downs = [finger(pygame.FINGERDOWN, app, p, i) for i, p in enumerate(positions)]
    ups = [finger(pygame.FINGERUP, app, p, i) for i, p in enumerate(positions)]
    frames(app, 1, downs)
    frames(app, settle, ups)


def hold(app, pos: tuple[float, float], seconds: float, finger_id: int = 0) -> None:
    """Put a finger down and keep it still for `seconds` (it stays down)."""
    frames(app, 1, [finger(pygame.FINGERDOWN, app, pos, finger_id)])
    frames(app, max(1, round(seconds / FRAME)))


def lift(app, pos: tuple[float, float], finger_id: int = 0) -> None:
    """Lift a finger; a dragging one's lift reaches the scene a few frames later, once it
    is sure the finger was not only lost for a moment (`LOST_FRAMES`)."""
    frames(app, LOST_FRAMES, [finger(pygame.FINGERUP, app, pos, finger_id)])


def drag(app, start, end, finger_id: int = 0, steps: int = 8, settle: int = 2) -> None:
    """A finger dragged from `start` to `end` over `steps` frames, then lifted."""
    frames(app, 1, [finger(pygame.FINGERDOWN, app, start, finger_id)])
    for i in range(1, steps + 1):
        t = i / steps
        pos = (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)
        frames(app, 1, [finger(pygame.FINGERMOTION, app, pos, finger_id)])
    frames(app, LOST_FRAMES + settle, [finger(pygame.FINGERUP, app, end, finger_id)])


def run_until(app, condition, max_frames: int = 6000) -> bool:
    """Run frames until `condition()` is true; False if it never became true."""
    for _ in range(max_frames):
        if condition():
            return True
        app.frame(FRAME, events=[])
    return condition()


def checked(app, pad, seconds: float = 60.0) -> bool:
    """Wait for the PIN pad's check, made off the frame (scrypt, then the try kept on the
    disk), however slow the machine: by the clock, not by a number of frames, then a frame
    to take its answer. False if it never came."""
    deadline = time.monotonic() + seconds
    while pad.worker is not None and not pad.worker.done and time.monotonic() < deadline:
        time.sleep(0.005)
    app.frame(FRAME, events=[])
    return pad.worker is None


def new_app(size=(1280, 720), speed: float = 1.0, taught: bool = True, pixels: bool = False):
    """A headless app with the menu as home (tests set the dummy SDL drivers). Like every
    headless app it counts each game as taught, unless `taught` is False: then each game's
    first start opens its how-to. Its frames are said and their pictures made, but painted
    only with `pixels` (a test that reads the screen or the compositor's layers): turning
    and blitting is most of a frame's cost and the compositor's own tests judge it. Its
    games leave the heap alone (`AppOptions.heap`): a full collection at each start walked
    everything a test process held, three quarters of starting a game (tests/test_heap.py
    and the soak judge the heap)."""
    from engine.compositor.measuring import Measuring
    from engine.shell.boot import make_app

    app = make_app(size, headless=True, speed=speed)
    app.options.heap = False
    if not pixels:
        app.compositor = Measuring()
        app.compositor.fit_screen(app.size)
    if not taught:
        app.settings.howto_seen = []
    app.scenes.push(app.home())
    app.scenes.apply_pending()
    return app


class Recorder(Scene):
    """A scene that only keeps the gestures it is given (what the input stages made of
    the fingers, TUIO cursors or mouse a test sent)."""

    name = "recorder"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.seen: list[Gesture] = []

    def gesture(self, gesture: Gesture) -> None:
        self.seen.append(gesture)

    def idle_allowed(self) -> bool:
        return False

    def kinds(self) -> list[tuple[str, object]]:
        return [(g.kind, g.pointer) for g in self.seen]


def recording_app(**settings):
    """A headless app with `settings` changed, showing a `Recorder`."""
    app = new_app()
    for name, value in settings.items():
        setattr(app.settings, name, value)
    scene = Recorder(app)
    app.scenes.push(scene)
    app.scenes.apply_pending()
    return app, scene


def no_kept_game() -> None:
    """Forget a game an earlier test left kept in this process's data folder: with a game
    kept, the setup's Play asks first (engine/shell/kept_game.py)."""
    clear_save()
    flush_saves()


def wait_for_input(app, scene, max_frames: int = 3000) -> bool:
    """Run until the scene accepts people's moves again (its animations are done)."""
    return run_until(app, scene.input_open, max_frames)


def start_game(
    game: str,
    players: int,
    humans: Iterable[int] = (0, 1),
    *,
    level: str = "perfect",
    seed: int = 5,
    preset: str = "classic",
    kids: bool = False,
    options: dict | None = None,
    size=(1280, 720),
    speed: float = 1.0,
    arrange=None,
    settle: int = 2,
    pixels: bool = False,
    **settings,
):
    """A game's scene on a fresh headless app: people at `humans`, computer players at
    `level` elsewhere. `settings` are applied first (privacy, orientation ...); `arrange(scene)`
    may stage a position before the scene is shown; `pixels` paints its frames (see
    `new_app`). Nothing is saved."""
    from engine.game.setup import GameSetup, SeatPlan
    from engine.shell.starting import game_scene

    app = new_app(size, speed, pixels=pixels)
    for name, value in settings.items():
        setattr(app.settings, name, value)
    people = set(humans)
    seats = [SeatPlan() if s in people else SeatPlan("bot", level) for s in range(players)]
    setup = GameSetup(game, players, seed, preset, dict(options or {}), seats, kids)
    scene = game_scene(app, setup)
    scene.persist = False
    if arrange is not None:
        arrange(scene)
    app.scenes.push(scene)
    app.scenes.apply_pending()
    frames(app, settle)
    return app, scene


def party_counts(game: str) -> list[int]:
    """The player counts of the preset a party table plays (the kids' one)."""
    from engine.shell.player_counts import starting_preset
    from games.core.registry import get_game

    spec = get_game(game)
    return spec.player_counts(spec.options(starting_preset(spec, kids=True)))
