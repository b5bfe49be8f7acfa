"""What to do is shown where it is done, in Tamega: "Memorise the pictures!" shows from
the first frame of the memorising countdown (the pair's banner keeping clear of it), and
the countdown on every panel leaves the seat's pair count in sight (the audit's marks,
after a finger's pair)."""

from __future__ import annotations

import pygame
import pytest

from engine.drawing.display import CLOCK, PROMPT, WORDS
from engine.i18n import tr
from tests.fingers import drag, run_until, wait_for_input
from tests.test_tamega_scene import pair_setup, sq, start


def memorising(size, players=2):
    """A pair found by a finger's drag: the table memorises, a countdown on every panel."""
    app, scene = start(players=players, humans=tuple(range(players)), size=size, arrange=pair_setup)
    assert wait_for_input(app, scene)
    pawn = scene.board.centre_of(scene.picture.pawns[0])
    drag(app, pawn, scene.board.centre_of(sq(6, 4)))
    assert scene.state.phase == "memorise"
    assert run_until(app, lambda: scene.table_remaining() is not None, 600)
    return app, scene


def count_rect(scene, seat) -> pygame.Rect:
    """Where a seat's pair count shows on the screen (its panel's score)."""
    plan = scene.panels.plan(seat)
    pw, ph = seat.panel_size
    score = plan.score
    corners = [
        seat.to_screen((x - pw / 2, y - ph / 2))
        for x in (score.left, score.right)
        for y in (score.top, score.bottom)
    ]
    xs, ys = [c[0] for c in corners], [c[1] for c in corners]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
def test_memorise_the_pictures_shows_from_the_countdowns_first_frame(size):
    app, scene = memorising(size)
    words = f"prompt {tr('tamega.hint.memorise')!r}"
    shown = 0
    while scene.state.phase == "memorise" and scene.table_remaining() is not None:
        prompts = [i for i in app.shown.items if i.kind == PROMPT]
        said = [i.what for i in prompts]
        assert said.count(words) == len(scene.seats), (scene.table_remaining(), said)
        for item in app.shown.items:  # the pair's banner keeps clear of them
            if item.kind == WORDS:
                assert item.resting_rect.collidelist([p.rect for p in prompts]) == -1, item.what
        shown += 1
        app.frame(1 / 60, events=[])
    assert shown > 60  # seen through the countdown, not a frame of it


@pytest.mark.parametrize(("size", "players"), [((1280, 720), 2), ((3840, 2160), 4)])
def test_the_memorising_countdown_leaves_every_pair_count_in_sight(size, players):
    app, scene = memorising(size, players)
    clocks = [i for i in app.shown.items if i.kind == CLOCK]
    assert len(clocks) == len(scene.seats)
    for seat in scene.seats:
        count = count_rect(scene, seat)
        assert scene.seats[seat.index].screen_rect().contains(count)
        assert count.collidelist([c.rect for c in clocks]) == -1, seat.index
