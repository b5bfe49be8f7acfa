"""The application: window, services, event routing and the frame.

`App.frame(elapsed)` is one frame of the loop: read events, run the fixed-step updates the
clock allows, draw with interpolation. `run()` calls it at the display rate; tests, `shot`,
`bench` and `soak` call it directly with chosen times, so everything runs headless and
deterministically. An exception inside a scene is logged with its traceback and the app
returns to the menu instead of exiting.
"""

from __future__ import annotations

import logging
import os
import time
import traceback
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from engine import i18n
from engine.compositor.software import Compositor
from engine.drawing.display import DisplayList
from engine.drawing.motion import MOTION
from engine.drawing.theme import BIGGER_WORDS, WORDS
from engine.input.devices import parse_axes
from engine.input.pointer import Gesture, PointerTracker
from engine.input.tuio import TuioReceiver
from engine.loop.audio import SoundBank
from engine.loop.clock import STEP, FixedStepClock
from engine.loop.scenes import Scene, SceneStack
from engine.storage.saves import flush_saves
from engine.storage.settings import Settings, data_dir, save_settings, tuio_address

_log = logging.getLogger(__name__)
MIN_SIZE = (640, 360)
# What a window manager, a rotated tablet or a new display may do to a window: a kiosk
# makes itself fullscreen again after each (a resize alone would leave it in a window).
WINDOW_CHANGES = (
    pygame.WINDOWSIZECHANGED,
    pygame.WINDOWDISPLAYCHANGED,
    pygame.WINDOWRESTORED,
    pygame.WINDOWMINIMIZED,
)
# After these the window may show anything: the next frame paints all of it, not only
# what changed (see `engine/compositor/software.py`).
WINDOW_SHOWN_AGAIN = (
    pygame.VIDEOEXPOSE,
    pygame.WINDOWEXPOSED,
    pygame.WINDOWSHOWN,
    pygame.WINDOWRESTORED,
    pygame.WINDOWSIZECHANGED,
    pygame.WINDOWDISPLAYCHANGED,
)


# SDL reads its hints by these names (the SDL_HINT_... names are only C macros for them),
# from the environment, before the display starts: no mouse events made from fingers (the
# tracker's DropSynthetic stage still drops any a driver sends).
SDL_HINTS = {"SDL_TOUCH_MOUSE_EVENTS": "0"}


def set_sdl_hints() -> None:
    """Give SDL its hints, unless the environment already says otherwise."""
    for name, value in SDL_HINTS.items():
        os.environ.setdefault(name, value)


@dataclass
class AppOptions:
    size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    kiosk: bool = False
    headless: bool = False  # shot, bench, soak, tests: no real window needed
    speed: float = 1.0  # >1 plays computer turns and animations faster (attract, soak)
    tuio: tuple[str, int] | None = None  # listen for TUIO here (else as settings say)
    # between games, hand the last one's memory back and keep the new one's out of the
    # collector's way (`engine.loop.heap`); off where one process plays thousands of short
    # games (the tests), each start's full collection walking everything they left
    heap: bool = True


class Supervisor(Protocol):
    """Watches the table before the scenes do (idle time, kiosk corners and PIN)."""

    def gesture(self, gesture: Gesture) -> bool:
        """True if the gesture was used here and must not reach the scene."""
        ...

    def key(self, event: pygame.event.Event) -> bool: ...

    def tick(self) -> None: ...


class Unsupervised:
    """No supervisor: every gesture and key goes to the scenes."""

    def gesture(self, gesture: Gesture) -> bool:
        return False

    def key(self, event: pygame.event.Event) -> bool:
        return False

    def tick(self) -> None:
        return None


class App:
    def __init__(self, settings: Settings, options: AppOptions | None = None) -> None:
        self.settings = settings
        self.options = options or AppOptions()
        self.kiosk = self.options.kiosk
        i18n.set_language(settings.language)
        set_sdl_hints()
        # Only what the first frame needs: `pygame.init()` would also open the audio
        # device and scan for joysticks before anything shows (the mixer opens in `run`).
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("MemoTable")
        self.fullscreen = self.options.fullscreen or settings.fullscreen or self.kiosk
        self.compositor = Compositor()
        self.screen = self._open_window(self.options.size)
        self.size = self.screen.get_size()
        self.compositor.fit_screen(self.size)  # nothing of an earlier app (tests, bench)
        self.shown = DisplayList(self.size)  # the last frame, as its items
        self.tracker = PointerTracker(
            self.size,
            finger_timeout=settings.finger_timeout,
            keeps=self.keeps_pointer,
            axes=parse_axes(settings.touch_axes),
        )
        self.tuio: TuioReceiver | None = None
        self.listen_tuio(self.options.tuio or tuio_address(settings.tuio))
        self.scenes = SceneStack()
        self.clock = FixedStepClock()
        self.now = 0.0  # game time in seconds, advanced by fixed steps
        self.running = True
        self.errors: list[str] = []  # tracebacks caught this run (soak reports them)
        self.last_input = 0.0
        self.sounds = _sound_bank(settings)
        self.frames = 0
        # The shell on top attaches itself here (engine/shell/boot.py); the framework
        # never imports it.
        self.home: Callable[[], Scene] | None = None  # builds the menu scene
        self.pause_scene: Callable[[Scene, int], Scene] | None = None
        self.results_scene: Callable[[Scene], Scene] | None = None
        self.supervisor: Supervisor = Unsupervised()
        self.phones: Any = None  # the phone server (engine/phones/server.py) while phones are on
        self.hub: Any = None  # the link to an event's hub (engine/storage/hub_link.py), if any
        self.apply_table()

    # --- the table's hardware and its players ------------------------------------------
    def apply_table(self) -> None:
        """The operator's table settings take effect: each touch device's axes, calm motion
        and bigger words (longer clocks and peek by tap are read where they apply)."""
        s = self.settings
        self.tracker.calibrate.axes = parse_axes(s.touch_axes)
        MOTION.calm = bool(s.calm_motion)
        scale = BIGGER_WORDS if s.bigger_words else 1.0
        if scale != WORDS.scale:
            WORDS.scale = scale
            self.paint_afresh()  # every text was made at the other size
            for scene in self.scenes.stack:
                self._guard(lambda s=scene: s.resize(self.size))

    # --- TUIO -------------------------------------------------------------------------
    def listen_tuio(self, address: tuple[str, int] | None) -> str | None:
        """Listen for TUIO cursors at `address` (None: stop listening). Returns why it
        could not, in one line, or None; the app goes on without TUIO either way."""
        if self.tuio is not None:
            self.tuio.close()
            self.tuio = None
        if address is None:
            return None
        try:
            self.tuio = TuioReceiver(*address)
        except (OSError, OverflowError) as error:
            reason = f"cannot listen for TUIO on {address[0]}:{address[1]}: {error}"
            _log.warning(reason)
            return reason
        _log.info("listening for TUIO on %s:%s", *self.tuio.address)
        return None

    # --- window -------------------------------------------------------------------------
    def _open_window(self, size: tuple[int, int]) -> pygame.Surface:
        self.compositor.forget_screen()
        if self.fullscreen and not self.options.headless:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error as error:
                _log.warning("fullscreen failed (%s); using a window", error)
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    def toggle_fullscreen(self) -> None:
        if self.kiosk:
            return
        self.fullscreen = not self.fullscreen
        self.settings.fullscreen = self.fullscreen
        self.screen = self._open_window(self.options.size)
        self.resize(self.screen.get_size())

    def paint_afresh(self) -> None:
        """Every picture painted again and every still group said again, as words changed
        language or size (nothing painted or said before holds them as they are now)."""
        self.compositor.fit_screen(self.size)
        self.shown.groups.clear()

    def resize(self, size: tuple[int, int]) -> None:
        if self.kiosk and not self.options.headless:
            size = self._fullscreen_again()
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        if size == self.size and self.screen.get_size() == size:
            return
        if self.screen.get_size() != size:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.compositor.fit_screen(size)  # every picture was made for the old size
        self.size = size
        self.tracker.resize(size)
        for scene in self.scenes.stack:
            self._guard(lambda s=scene: s.resize(size))

    def _fullscreen_again(self) -> tuple[int, int]:
        """A kiosk's window is fullscreen whatever changed it: made so again (on the
        display it is on now, at that display's size) unless it still is."""
        shown = pygame.display.get_surface()
        desktop = pygame.display.get_desktop_sizes()
        whole = shown is not None and bool(shown.get_flags() & pygame.FULLSCREEN)
        if not whole or shown.get_size() not in desktop:
            self.screen = self._open_window(self.options.size)
        return self.screen.get_size()

    @property
    def unit(self) -> float:
        """Layout unit: 1.0 at a 1080-pixel short side."""
        return min(self.size) / 1080

    # --- events -------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """One window or key event (pointer events come a frame at a time, below)."""
        kind = event.type
        if kind in WINDOW_SHOWN_AGAIN:
            self.compositor.forget_screen()
        if kind == pygame.QUIT:
            if not self.kiosk:
                self.running = False
            return
        if kind == pygame.VIDEORESIZE:
            self.resize((event.w, event.h))
            return
        if kind in WINDOW_CHANGES and self.kiosk:
            self.resize(self.size)
            return
        if kind == pygame.WINDOWFOCUSLOST:
            self.focus_lost()
            return
        if kind == pygame.KEYDOWN:
            self.key(event)

    def handle_frame(self, events: list[pygame.event.Event]) -> None:
        """A frame's events in order, with each run of pointer events fed to the tracker
        together: its ghost filter judges a frame's downs and ups as a whole."""
        pointers: list[pygame.event.Event] = []
        for event in events:
            if self.tracker.accepts(event):
                pointers.append(event)
                continue
            self.feed_pointers(pointers)
            pointers = []
            self.handle(event)
        self.feed_pointers(pointers)

    def feed_pointers(self, events: list[pygame.event.Event]) -> None:
        for gesture in self.tracker.handle_frame(events, self.now):
            self.dispatch(gesture)

    def keeps_pointer(self, pointer: Hashable) -> bool:
        """Asked by the tracker before it expires a silent pointer: the top scene may still
        need it (a hold on a peek pad through the whole memorising time)."""
        top = self.scenes.top
        return top is not None and bool(self._guard(lambda: top.keeps_pointer(pointer)))

    def focus_lost(self) -> None:
        for gesture in self.tracker.cancel_all():
            self.dispatch(gesture)
        top = self.scenes.top
        if top is not None and top.pauses_game:
            self._guard(top.back)

    def key(self, event: pygame.event.Event) -> None:
        self.last_input = self.now
        if self.supervisor.key(event):
            return
        if event.key == pygame.K_F11:
            self.toggle_fullscreen()
        elif event.key in (pygame.K_ESCAPE, pygame.K_AC_BACK):
            if self.scenes.top and not self.kiosk_blocks_back():
                self._guard(self.scenes.top.back)
        elif self.scenes.top:
            self._guard(lambda: self.scenes.top.key(event))

    def kiosk_blocks_back(self) -> bool:
        """In kiosk mode Esc may pause a game but never leave the menu."""
        return self.kiosk and len(self.scenes.stack) <= 1

    def dispatch(self, gesture: Gesture) -> None:
        self.last_input = self.now
        if self.supervisor.gesture(gesture):
            return
        top = self.scenes.top
        if top is not None:
            self._guard(lambda: top.gesture(gesture))

    # --- the frame ----------------------------------------------------------------------
    def frame(self, elapsed: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: events, fixed updates, then (after any step: a frame that stepped
        nothing has nothing new to time or place) the supervisor's idle and kiosk timers
        and the top scene's arrangement; the frame said, settled and drawn. `events` None
        reads pygame's queue."""
        self.handle_frame(pygame.event.get() if events is None else events)
        if self.tuio is not None:
            for gesture in self.tracker.handle_raw(self.tuio.drain(), self.now):
                self.dispatch(gesture)
        steps = self.clock.advance(elapsed * self.options.speed)
        for _ in range(steps):
            self.now += STEP
            for gesture in self.tracker.update(self.now):
                self.dispatch(gesture)
            self._guard(lambda: self.scenes.update(STEP))
        self.scenes.apply_pending()
        if steps:
            self._guard(self.supervisor.tick)  # idle and kiosk timers: a frame is fine enough
            self.scenes.apply_pending()
            self._guard(self.scenes.arrange)
        frame = self._said()
        if self._guard(lambda: self.scenes.settle(frame)):
            frame = self._said()  # words placed against the last frame lay on a new piece
        self.draw(frame)
        self.frames += 1

    def shown_of(self, scene: Scene) -> list:
        """The items `scene` said in the last frame (its part of `shown`)."""
        start, end = self.shown.parts.get(id(scene), (0, 0))
        return self.shown.items[start:end]

    def draw(self, frame: DisplayList) -> None:
        """The compositor paints what the scenes said; the list is kept as what the table
        last showed (placement and the audit read it)."""
        self.compositor.compose(frame, self.screen)
        self.shown = frame

    def _said(self) -> DisplayList:
        """What the scenes show now, said into a new list (painting changes nothing)."""
        frame = DisplayList(self.size, self.shown)
        self._guard(lambda: self.scenes.paint(frame, self.clock.alpha))
        return frame

    def run(self) -> None:
        """The real loop: frames at the display rate until quit."""
        ticker = pygame.time.Clock()
        last = time.perf_counter()
        while self.running:
            now = time.perf_counter()
            self.frame(now - last)
            last = now
            self.present()
            if self.frames == 1 and self.sounds.enabled:
                self.sounds.load()  # the mixer and the sounds, once the menu shows
            ticker.tick(240)
        self.shutdown()

    def present(self) -> None:
        """The frame onto the window: only the rectangles it changed, when it knows them."""
        changed = self.compositor.changed
        if changed is None:
            pygame.display.flip()
        elif changed:
            pygame.display.update(changed)

    def shutdown(self) -> None:
        for scene in reversed(self.scenes.stack):
            self._guard(scene.exit)
        self.listen_tuio(None)
        flush_saves()
        try:
            save_settings(self.settings)
        except OSError as error:
            _log.warning("cannot save settings: %s", error)
        pygame.quit()

    # --- crash guard --------------------------------------------------------------------
    def _guard(self, fn: Callable[[], object]) -> object:
        """Run scene code; on an exception log it and go back to the menu, never exit.
        Returns what `fn` returned, or None after an exception."""
        try:
            return fn()
        except Exception:
            text = traceback.format_exc()
            self.errors.append(text)
            _log.error("scene error, returning to the menu:\n%s", text)
            _append_crash_log(text)
            if self.home is not None:
                self.scenes._pending.clear()
                self.scenes.reset(self.home())
                self.scenes.apply_pending()
            return None


def _append_crash_log(text: str) -> None:
    try:
        with open(data_dir() / "errors.log", "a", encoding="utf-8") as log:
            log.write(f"--- {time.strftime('%Y-%m-%d %H:%M:%S')}\n{text}\n")
    except OSError:
        pass


def _sound_bank(settings: Settings) -> SoundBank:
    bank = SoundBank(enabled=settings.sound)
    bank.set_volume(settings.volume)
    return bank
