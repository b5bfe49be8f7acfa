"""The application: window, services, event routing and the frame.

`App.frame(elapsed)` is one frame of the loop: read events, run the fixed-step updates the
clock allows, draw with interpolation. `run()` calls it when something is to be shown: at
the display's rate while anything moves, and at rest (nothing moving, nothing counting down,
no finger down) only when an event comes or the scenes' next deadline does
(`App.next_change`); tests, `shot`, `bench` and `soak` call it directly with chosen times,
so everything runs headless and deterministically. An exception inside a scene is logged
with its traceback and the app returns to the menu instead of exiting. The service
manager's stop (SIGTERM), Ctrl+C (SIGINT) and, outside kiosk mode, the window's close end
the app in order: the kept game and the settings written, the servers closed.
"""

from __future__ import annotations

import logging
import math
import time
import traceback
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from engine import i18n
from engine.compositor.software import Compositor
from engine.drawing.display import DisplayList
from engine.drawing.motion import MOTION
from engine.drawing.theme import BIGGER_WORDS, WORDS
from engine.input.devices import parse_axes
from engine.input.pointer import Gesture, PointerTracker
from engine.loop import collector
from engine.loop.audio import SoundBank
from engine.loop.clock import STEP, FixedStepClock
from engine.loop.scenes import Scene, SceneStack
from engine.loop.sdl import (
    keep_our_signals,
    let_sdl_stop_us,
    set_driver_hints,
    set_icon,
    set_sdl_hints,
)
from engine.loop.waiting import Waiting, pace, refresh_rate, wake
from engine.storage import logs
from engine.storage.saves import flush_saves
from engine.storage.settings import Settings, save_settings, tuio_address

if TYPE_CHECKING:
    from engine.input.tuio import TuioReceiver

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

    def next_change(self, now: float) -> float:
        """When its timers next come due (the idle time before attract mode)."""
        ...


class Unsupervised:
    """No supervisor: every gesture and key goes to the scenes."""

    def gesture(self, gesture: Gesture) -> bool:
        return False

    def key(self, event: pygame.event.Event) -> bool:
        return False

    def tick(self) -> None:
        return None

    def next_change(self, now: float) -> float:
        return math.inf


class App:
    def __init__(self, settings: Settings, options: AppOptions | None = None) -> None:
        self.settings = settings
        self.options = options or AppOptions()
        self.kiosk = self.options.kiosk
        i18n.set_language(settings.language)
        set_sdl_hints()
        if self.options.headless:
            keep_our_signals()
        else:
            let_sdl_stop_us()
        # Only what the first frame needs: `pygame.init()` would also open the audio
        # device and scan for joysticks before anything shows (the mixer opens in `run`).
        pygame.display.init()
        set_driver_hints()
        if not self.options.headless:
            set_icon()
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
        self.now = 0.0  # game time in seconds, advanced by fixed steps (and over a rest)
        self.running = True
        self.stopped_by = ""  # what ended the run: "quit" (a signal), "close", the operator
        self.timing = (0.0, 0.0)  # the last frame's start and its end on screen (`run`)
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
        self.remembered: dict[Hashable, Any] = {}  # what the shell keeps while it runs, unsaved
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
            # The listener and its OSC parser load only for a table with TUIO.
            from engine.input.tuio import TuioReceiver

            self.tuio = TuioReceiver(*address, news=wake)
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
        if kind == pygame.QUIT:  # SIGTERM, SIGINT, the session ending: a kiosk too
            self.stop("quit")
            return
        if kind == pygame.WINDOWCLOSE:
            if not self.kiosk:
                self.stop("close")
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

    def next_change(self) -> float:
        """The game time at which the table may next show something new if nothing arrives
        (no touch, key, window event, phone or TUIO finger): `now` while anything moves, a
        finger is down, the stack fades or the compositor has pictures to make ahead; else
        the soonest of what the scenes wait for (`Scene.next_change`), what the last frame
        said would change (`DisplayList.changes`) and the supervisor's idle time."""
        now = self.now
        if self.tracker.busy() or self.compositor.busy() or self.scenes.busy():
            return now
        soon = min(
            self.scenes.next_change(now),
            self.shown.changes_at,
            self.supervisor.next_change(now),
        )
        return max(soon, now)

    def pass_time(self, seconds: float) -> None:
        """`seconds` of game time pass with no step run: the loop rested through them, and
        the scenes had said nothing would change before the time it woke (`next_change`),
        so the steps would have changed nothing."""
        self.now += max(0.0, seconds)

    def stop(self, why: str) -> None:
        """End the run in order (`run` then shuts down)."""
        if self.running:
            _log.info("stopping (%s)", why)
        self.running, self.stopped_by = False, why

    def run(self) -> None:
        """The real loop until stopped: a frame at most at the display's refresh while
        anything moves, and at rest none until an event or the next deadline comes (an
        event is answered at once, even right after a gentle step's frame)."""
        waiting, rate = Waiting(), refresh_rate()
        last = shown = time.perf_counter()
        while self.running:
            wake = self.next_change()
            if wake > self.now:  # at rest: whatever comes first, an event or the deadline
                waiting.until(max(last + (wake - self.now) / self.options.speed, shown))
            else:  # moving: at the display's rate
                pace(shown, rate)
            now = time.perf_counter()
            elapsed = (now - last) * self.options.speed
            rested = min(elapsed, wake - self.now) - STEP  # the steps that change nothing
            if rested > 0:
                self.pass_time(rested)
                elapsed -= rested
            self.frame(elapsed / self.options.speed)
            last = now
            self.present()
            shown = time.perf_counter()
            self.timing = (now, shown)
            if self.frames == 1:
                collector.release()  # held while the app started
                logs.open_files()  # waited for the first frame (engine/storage/logs.py)
                if self.sounds.enabled:
                    self.sounds.load()  # the mixer and the sounds, once the menu shows
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
            _log.error("scene error, returning to the menu:\n%s", text)  # errors.log keeps it
            if self.home is not None:
                self.scenes._pending.clear()
                self.scenes.reset(self.home())
                self.scenes.apply_pending()
            return None


def _sound_bank(settings: Settings) -> SoundBank:
    bank = SoundBank(enabled=settings.sound)
    bank.set_volume(settings.volume)
    return bank
