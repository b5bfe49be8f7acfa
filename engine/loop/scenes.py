"""Scenes and the scene stack.

A scene has a lifecycle like Tuxemon's states: `enter` when it becomes active, `pause`
when another is pushed over it, `resume` when it is on top again, `exit` when removed.
`update(dt)` runs at the fixed rate; once a frame `arrange()` runs, then `paint(frame, alpha)`
says what the scene shows into the frame's display list (the compositor turns it into
pixels). Overlays (pause, how to play) are said over the scene below, which shows as it did
when the overlay came and does not update. Changes requested during an update are applied
between updates, with a short fade.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import replace
from typing import Any

import pygame

from engine.drawing.display import FADE, OVERLAY, DisplayList, Item
from engine.input.pointer import Gesture


class Scene:
    """Base of every scene. `overlay` scenes let the one below show through."""

    overlay = False
    pauses_game = False  # a game scene: pause on focus loss / Esc
    name = "scene"

    def __init__(self, app: Any) -> None:
        # `app` is the engine.loop.app.App that runs the stack; typed loosely because the app
        # module imports this one (no cycle, not even one only type checkers see).
        self.app = app

    def enter(self) -> None:
        """Became active for the first time."""

    def exit(self) -> None:
        """Removed from the stack."""

    def pause(self) -> None:
        """Another scene was pushed over this one."""

    def resume(self) -> None:
        """On top again."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: lay out again (may happen mid-animation)."""

    def gesture(self, gesture: Gesture) -> None:
        """A pointer gesture (tap, drag, hold, flick, up, down, cancel)."""

    def keeps_pointer(self, pointer: Hashable) -> bool:
        """Does this scene still need a pointer that has sent nothing for a long time (a
        hold on a peek pad through the whole memorising time)? If not, the tracker cancels
        it after `settings.finger_timeout`, since its up was probably lost."""
        return False

    def key(self, event: pygame.event.Event) -> None:
        """A key press not handled by the app (F11 is)."""

    def back(self) -> None:
        """Esc or the system back action: default pops this scene."""
        self.app.scenes.pop()

    def update(self, dt: float) -> None:
        """Advance by one fixed step of `dt` seconds."""

    def arrange(self) -> None:
        """Once a frame, after its fixed steps and before it is painted: decisions taken
        against the last frame's display list (where words and hints go). That list is the
        same for every step of a frame, so they are taken once, against the newest state."""

    def settle(self, shown: list[Item]) -> bool:
        """The frame just said (`shown`: this scene's items in it) is about to be shown:
        what the scene placed against the last frame moves now should something this frame
        shows have come to lie under it (a piece come to rest under the table's words).
        True if it moved: the frame is then said again."""
        return False

    def paint(self, frame: DisplayList, alpha: float) -> None:
        """Say what the scene shows into `frame`; `alpha` is how far between the last
        update and the next. Painting changes nothing: it only reads."""

    def idle_allowed(self) -> bool:
        """May the app start attract mode / kiosk idle handling over this scene?"""
        return True

    def next_change(self, now: float) -> float:
        """The game time at which this scene will next change what it shows, or do
        something by itself, if nothing arrives (no touch, key, phone or window event):
        `now` while anything moves, a deadline while it waits for one (a computer's move,
        the end of a clock), `math.inf` while it waits only for people. What its painting
        says of time (a pulse, a clock's digits) it says in the frame
        (`DisplayList.changes`). The loop paints no frame for its sake before then; by
        default, one at every frame the display takes."""
        return now


FADE_SECONDS = 0.22


def _paint_covered(frame: DisplayList, scene: Scene, cover: Scene, alpha: float) -> None:
    """`scene` as it showed when `cover` came over it: said once (a group kept while the
    same scene covers it), every item still, and what its painting said of time unsaid."""

    def say(frame: DisplayList) -> None:
        start = len(frame.items)
        scene.paint(frame, alpha)
        frame.items[start:] = [replace(item, still=True) for item in frame.items[start:]]

    changes = frame.changes_at
    frame.group(scene, ("covered", id(cover)), say)
    frame.changes_at = changes


class SceneStack:
    def __init__(self) -> None:
        self.stack: list[Scene] = []
        self._pending: list[Callable[[], None]] = []
        self.fade = 0.0  # 1 = black, fading out towards 0
        self._stepped = True  # the top scene has run a step since it came on top

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene, fade: bool = False) -> None:
        self._pending.append(lambda: self._push(scene, fade))

    def pop(self, fade: bool = False) -> None:
        self._pending.append(lambda: self._pop(fade))

    def replace(self, scene: Scene, fade: bool = True) -> None:
        """Replace the top scene."""
        self._pending.append(lambda: (self._pop(False), self._push(scene, fade)))

    def reset(self, scene: Scene, fade: bool = True) -> None:
        """Clear the stack and start over with `scene` (back to the menu)."""

        def run() -> None:
            while self.stack:
                self._pop(False)
            self._push(scene, fade)

        self._pending.append(run)

    def apply_pending(self) -> None:
        while self._pending:
            self._pending.pop(0)()

    def _push(self, scene: Scene, fade: bool) -> None:
        if self.top:
            self.top.pause()
        self._stepped = False
        self.stack.append(scene)
        scene.enter()
        if fade:
            self.fade = 1.0

    def _pop(self, fade: bool) -> None:
        if not self.stack:
            return
        self.stack.pop().exit()
        self._stepped = False
        if self.top:
            self.top.resume()
        if fade:
            self.fade = 1.0

    def update(self, dt: float) -> None:
        self.fade = max(0.0, self.fade - dt / FADE_SECONDS)
        if self.top:
            self.top.update(dt)
            self._stepped = True
        self.apply_pending()

    def busy(self) -> bool:
        """A fade or a change of scene under way, or a scene come on top that has not yet
        run a step (its first step may start what it shows)."""
        return self.fade > 0 or bool(self._pending) or not self._stepped

    def next_change(self, now: float) -> float:
        """The top scene's (the one that updates; those under an overlay show as they were
        when it covered them)."""
        top = self.top
        return now if top is None else top.next_change(now)

    def arrange(self) -> None:
        """The top scene's `arrange` (the scene that was updated)."""
        if self.top:
            self.top.arrange()

    def settle(self, frame: DisplayList) -> bool:
        """The top scene (the one that updates) settles against its part of `frame`."""
        top = self.top
        if top is None:
            return False
        start, end = frame.parts.get(id(top), (0, 0))
        return top.settle(frame.items[start:end])

    def shown(self) -> list[Scene]:
        """The scenes a frame shows: the top one and the scenes under the overlays on it."""
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].overlay:
            first -= 1
        return self.stack[max(first, 0) :]

    def paint(self, frame: DisplayList, alpha: float) -> None:
        """Each scene shown says its items, an overlay above the scene under it, and the
        fade lies over all. A scene under an overlay (which does not update) shows as it
        did when the overlay came: said once, all of it lying still, and nothing of it
        moving (the compositor keeps it in the table at rest, under the overlay's shade)."""
        shown = self.shown()
        for level, scene in enumerate(shown):
            frame.base, frame.depth = level * OVERLAY, 0
            start = len(frame.items)
            try:
                if scene is shown[-1]:
                    scene.paint(frame, alpha)
                else:
                    _paint_covered(frame, scene, shown[level + 1], alpha)
            finally:
                frame.parts[id(scene)] = (start, len(frame.items))
        frame.base = 0
        if self.fade > 0:
            with frame.at(FADE):
                frame.shape("shade", (0, 0, 0, round(255 * self.fade)))
