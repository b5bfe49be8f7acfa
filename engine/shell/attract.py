"""Attract mode: when nobody has touched the table for a while, computer players demo
the games one after another under a big "touch to play" that faces every side. Any touch
goes straight back to the menu and is not passed on as a move. Today's best memories
show under the demo, so passers-by see what the table remembered."""

from __future__ import annotations

import random

import pygame

from engine.drawing import theme
from engine.drawing.display import OVERLAY, WORDS, DisplayList, Image, Raster
from engine.drawing.icons import picture
from engine.drawing.images import text as words
from engine.drawing.motion import MOTION
from engine.drawing.text import type_size
from engine.i18n import tr
from engine.input.pointer import Gesture
from engine.loop.scenes import Scene
from engine.shell.starting import bot_setup, game_scene
from engine.shell.today import best_today, paint_best
from games.core.registry import all_games

DEMO_SECONDS = 75.0  # a demo moves on after this long even if its game has not ended


class AttractScene(Scene):
    name = "attract"

    def __init__(self, app, seed: int | None = None) -> None:
        super().__init__(app)
        self.rng = random.Random(seed)
        self.games = [spec for spec in all_games() if spec.available]
        self.index = self.rng.randrange(len(self.games)) if self.games else 0
        self.demo = None
        self.started = 0.0
        self.played = 0  # demos that reached their end (the soak test counts them)
        self.touched = False  # a touch froze the demo: the menu is on its way
        self.demo_seconds = DEMO_SECONDS
        self.best = best_today(app)

    def enter(self) -> None:
        self.next_demo()

    def next_demo(self) -> None:
        if not self.games:
            return
        spec = self.games[self.index % len(self.games)]
        self.index += 1
        preset = "kids" if "kids" in spec.presets and self.rng.random() < 0.3 else "classic"
        setup = bot_setup(spec, None, self.rng.randrange(1 << 30), preset)
        self.demo = game_scene(self.app, setup)
        self.demo.persist = False
        self.demo.enter()
        self.started = self.app.now

    def resize(self, size: tuple[int, int]) -> None:
        if self.demo is not None:
            self.demo.resize(size)

    def update(self, dt: float) -> None:
        """Play the demo on, unless touched: the way back to the menu is applied after this
        update, and a demo move in between would look like the touch had played it."""
        demo = self.demo
        if demo is None or self.touched:
            return
        finished = demo.state.over and demo.timeline.idle
        if finished or self.app.now - self.started > self.demo_seconds:
            self.played += int(finished)
            demo.exit()
            self.next_demo()
            return
        demo.update(dt)

    def gesture(self, gesture: Gesture) -> None:
        if gesture.kind == "down":  # any touch: straight back, the touch is swallowed
            self.app.tracker.forget(gesture.pointer)
            self.back()

    def back(self) -> None:
        self.touched = True
        self.app.scenes.reset(self.app.home(), fade=True)

    def idle_allowed(self) -> bool:
        return False

    def paint(self, frame: DisplayList, alpha: float) -> None:
        if self.demo is not None:
            start = len(frame.items)
            self.demo.paint(frame, alpha)
            frame.parts[id(self.demo)] = (start, len(frame.items))  # what the demo showed
        else:
            frame.shape("fill", theme.TABLE_DARK, frame.screen.copy())
        w, h = frame.size
        u = self.app.unit
        pulse = 1 + 0.06 * MOTION.bob(self.app.now, 3)
        size = round(type_size("title", u) * pulse)
        label = tr("attract.touch")
        with frame.at(OVERLAY - 1):
            for angle, center in (
                (0, (w / 2, h * 0.62)),
                (180, (w / 2, h * 0.38)),
                (90, (w * 0.62, h / 2)),
                (-90, (w * 0.38, h / 2)),
            ):
                frame.sprite(
                    _banner(label, size, u),
                    center,
                    angle=angle,
                    kind=WORDS,
                    text_px=size,
                    what="touch to play",
                )
            frame.sprite(picture("👆", round(110 * u)), (w / 2, h / 2))
            paint_best(frame, self.best, (w / 2, h * 0.8), u)


def _banner(label: str, size: int, u: float) -> Image:
    text = words(label, size, theme.WHITE)
    pad = round(24 * u)
    box = (text.size[0] + pad * 2, text.size[1] + pad)

    def make(raster: Raster) -> pygame.Surface:
        surface = pygame.Surface(box, pygame.SRCALPHA)
        rim = (*theme.TABLE_RIM, 200)
        pygame.draw.rect(surface, rim, surface.get_rect(), border_radius=round(30 * u))
        surface.blit(raster(text), (pad, pad // 2))
        return surface

    return Image(("attract", label, size, u), box, make)
