"""Calm motion that is calm: with it on, nothing on the table glides, falls, slides, bobs or
flies, in any scene a table shows (the menu, each game's how-to pages, its play through to
the results, a memory review page), but a piece a finger drags. Each frame's display list
is compared with the one before (`engine.drawing.stillness`, items told apart as the audit
tells them apart): whatever shifted by more than a pixel the same way in two frames
running glides.

Play is watched at six game seconds a frame second (a glide shows the more for it), the
middle of a game is played fast and unwatched, and its end is watched again, so a game's
last cards and the results' confetti are seen."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from engine.drawing.display import DisplayList, Shape
from engine.drawing.motion import MOTION
from engine.drawing.stillness import Stillness
from engine.shell import audit
from engine.shell.howto import HowToScene
from games.core.registry import all_games
from tests.fingers import FRAME, finger, new_app, run_until

SIZE = (1280, 720)
WATCHED = audit.SPEED  # game seconds a frame second while play is watched (6)
UNWATCHED = 24.0  # while the middle of a game is played on
GAMES = [spec.id for spec in all_games() if spec.available]


class Watch:
    """An app's frames run and judged one after another; `seen` counts what glided."""

    def __init__(self, app) -> None:
        self.app = app
        self.still = Stillness()
        self.seen: Counter[str] = Counter()

    def frames(self, count: int, events=(), held=()) -> None:
        for n in range(count):
            self.app.frame(FRAME, events=list(events) if n == 0 else [])
            self.seen.update(self.still.gliding(self.app.shown.items, held))

    def tap(self, pos) -> None:
        self.frames(1, [finger(pygame.FINGERDOWN, self.app, pos)])
        self.frames(3, [finger(pygame.FINGERUP, self.app, pos)])


def calm(app) -> None:
    app.settings.calm_motion = True
    app.apply_table()


def calm_table(game: str):
    """`game` with the fewest seats, shown as people's while computers decide (as the
    audit plays it), calm motion on."""
    spec = next(spec for spec in all_games() if spec.id == game)
    players = spec.players_allowed(spec.options())[0]
    app, scene = audit._table(audit.Case(game, SIZE, players, table=("calm_motion",)))
    scene.persist = False
    assert MOTION.calm and app.options.speed == WATCHED
    return app, scene, spec


@pytest.mark.parametrize("game", GAMES)
def test_a_calm_game_and_its_how_to_pages_never_glide(game):
    app, scene, spec = calm_table(game)
    watch = Watch(app)
    pages = HowToScene(app, spec.id, scene.howto_pages())
    app.scenes.push(pages)
    watch.frames(2)
    for _ in pages.pages:  # every page, turned by a finger
        watch.tap(pages.buttons[-1].screen_rect().center)
        watch.frames(10)
    app.scenes.pop()
    watch.frames(240)  # the deal and the first turns: cards fly, dice roll, discs turn
    assert not watch.seen, watch.seen


def test_a_calm_games_end_its_results_and_a_review_page_never_glide():
    """The last cards of a game, the results' cheer and a memory review page opened by a
    finger: the middle of the game is played fast, unwatched."""
    app, scene, _ = calm_table("devils-circle")
    app.clock.max_steps = max(app.clock.max_steps, int(UNWATCHED * 2) + 1)  # no dropped time
    app.options.speed = UNWATCHED
    assert run_until(app, lambda: scene.state.over, 3000)
    app.options.speed = WATCHED
    watch = Watch(app)
    for _ in range(600):
        watch.frames(1)
        if app.scenes.top.name == "results":
            break
    results = app.scenes.top
    assert results.name == "results"
    app.options.speed = 1.0
    watch.frames(90)  # the cheer
    watch.tap(results.brains[0].screen_rect().center)
    assert results.pages
    watch.frames(60)  # a memory review page
    assert not watch.seen, watch.seen


def test_the_calm_menu_holds_still():
    app = new_app()
    calm(app)
    watch = Watch(app)
    watch.frames(240)
    assert app.scenes.top.name == "menu"
    assert not watch.seen, watch.seen


def test_a_piece_a_finger_drags_may_move_with_it_and_nothing_else_does():
    """The judge sees a glide (so the tests above can fail) and lets a dragged piece be."""
    still = Stillness()
    for x in range(0, 40, 4):
        frame = DisplayList((1280, 720))
        frame.shape("rect", (255, 0, 0), (100 + x, 100, 20, 20), what="confetti")
        frame.shape("rect", (0, 0, 255), (400 + 2 * x, 300, 50, 50), what="card in a finger")
        held = [(425 + 2 * x, 325)]
        found = still.gliding(frame.items, held)
    assert found == ["decor confetti"]
    assert isinstance(frame.items[0], Shape)
