"""Nothing the table says covers what matters, even on a crowded table: a banner or notice
that fits nowhere clear makes the table stand still under a veil (engine/words/standstill.py),
and a pop, banner or notice moves off a prompt, clock or piece that shows up under it after
it was placed (engine/words/telling.py). Driven through the real scenes and judged from the
frames' display lists, as the audit judges them."""

from __future__ import annotations

import math

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.drawing import judge
from engine.drawing.display import PIECE, PROMPT, VEIL, WORDS
from engine.i18n import tr
from engine.words.places import clear_spots
from games.devils_circle.actions import Swap
from games.devils_circle.moments import table, twin_pack
from tests.fingers import frames, run_until, start_game, tap
from tests.shown import judged
from tests.test_devils_circle_scene import idle, start
from tests.test_reactions import CAULDRON

LONG = "Bridge: a pawn may jump over the red tile, from one face-down tile touching it to another."


def crowded(size=(1280, 720)):
    """Tamega with eight computer players: the board fills the table's middle."""
    app, scene = start_game("tamega", 8, (), level="sharp", seed=7, size=size)
    frames(app, 30)
    return app, scene


def still_after_explaining(app, scene) -> bool:
    scene.reactions.explain("🌉", LONG, 0, app.now)
    return run_until(app, lambda: scene.standstill is not None, 600)


def test_a_notice_that_fits_nowhere_stills_the_table_and_a_tap_lets_it_go():
    app, scene = crowded()
    assert still_after_explaining(app, scene)
    moves = len(scene.record.moves)
    shown = judged(app, 120)  # two seconds: computer players would have moved
    assert len(scene.record.moves) == moves and scene.paused_at is not None
    assert judge.check(shown, app.size) == []
    notices = {m.rect for m in shown if m.what.startswith("notice")}
    assert len(notices) == len({seat.angle for seat in scene.seats})  # a copy for each side
    assert {m.kind for m in shown} == {WORDS}  # the table lies under the veil
    assert [i for i in app.shown.items if i.kind == VEIL]
    tap(app, (app.size[0] / 2, app.size[1] / 2))
    assert scene.standstill is None and scene.paused_at is None
    frames(app, 5)
    assert scene.standstill is None and scene.banner is None
    assert run_until(app, lambda: len(scene.record.moves) > moves, 600)  # play goes on


def test_words_too_long_for_a_copy_on_every_side_still_show_under_the_veil():
    """Bigger words at a crowded small table: an explainer's copies cannot all lie clear of
    each other even over the veiled panels, so as many as fit show instead of none."""
    app, scene = crowded((1024, 768))
    app.settings.bigger_words = True
    app.apply_table()
    frames(app, 2)
    scene.reactions.explain("🌉", LONG + " " + LONG, 2, app.now)
    assert run_until(app, lambda: scene.standstill is not None, 600)
    shown = judged(app, 30)
    assert judge.check(shown, app.size) == []
    notices = {m.rect: m for m in shown if m.what.startswith("notice")}
    sides = {seat.angle for seat in scene.seats}
    assert 0 < len(notices) < len(sides)  # some copies, not one for every side


def test_a_standstill_ends_by_itself_and_on_a_resize():
    app, scene = crowded()
    assert still_after_explaining(app, scene)
    assert run_until(app, lambda: scene.standstill is None, 60 * 6)  # its reading time
    assert still_after_explaining(app, scene)
    app.resize((1024, 768))
    frames(app, 2)
    assert scene.standstill is None and scene.paused_at is None


def test_a_notice_that_fits_stills_nothing():
    app, scene = start(table(players=2, pack=(CAULDRON,), middle=1))
    assert idle(app, scene)
    scene.reactions.explain("🌉", LONG, 0, app.now)
    shown = judged(app, 60)
    assert scene.standstill is None
    assert [m for m in shown if m.what.startswith("notice")]


def shows_also(monkeypatch, scene, kind: str, rect: pygame.Rect) -> None:
    """From the next frame on, the game also shows something of `kind` at `rect`."""
    painted = scene.paint_table

    def paint_table(frame, alpha) -> None:
        painted(frame, alpha)
        frame.mark(kind, rect, f"a {kind} come to lie there")

    monkeypatch.setattr(scene, "paint_table", paint_table)


def test_a_pop_moves_off_a_prompt_that_shows_up_under_it(monkeypatch):
    app, scene = start(table(players=2, pack=(CAULDRON,), middle=1))
    assert idle(app, scene)
    scene.reactions.pop("✨", "+1", 0, app.now)
    frames(app, 1)
    [placed] = scene.reactions.placed.values()
    reach = placed.reach
    shows_also(monkeypatch, scene, PROMPT, reach.inflate(-4, -4))  # where the pop rises
    shown = judged(app, 2)
    [moved] = scene.reactions.placed.values()
    assert moved.reach != reach and not moved.reach.colliderect(reach.inflate(-4, -4))
    assert [m for m in shown if m.what == "pop '+1'"]


def test_a_banner_moves_off_a_piece_come_to_rest_under_it(monkeypatch):
    app, scene = start(table(players=2, pack=(CAULDRON,), middle=1))
    assert idle(app, scene)
    scene.announce("🎉", "Pair!", 3.0)
    frames(app, 12)
    [before] = banner_rects(app)
    shows_also(monkeypatch, scene, PIECE, before.inflate(-8, -8))  # a die comes to rest
    frames(app, 2)
    [after] = banner_rects(app)
    assert not after.colliderect(before.inflate(-8, -8))


def banner_rects(app) -> list[pygame.Rect]:
    return [pygame.Rect(m.rect) for m in judged(app, 1) if m.what == "banner 'Pair!'"]


def test_twin_pack_gives_way_when_its_swap_crosses_the_middle():
    app, scene = start(twin_pack())
    assert scene.state.phase == "swap"
    scene.announce("👯", tr("devils_circle.banner.twin"), 5.0)
    frames(app, 12)
    assert scene.banner.showing(app.now)
    swap = next(a for a in scene.state.legal_actions(0) if isinstance(a, Swap))
    assert scene.try_act(0, swap)
    frames(app, 30)
    assert scene.banner is None or not scene.banner.showing(app.now)  # it gave way


rects = st.builds(
    pygame.Rect,
    st.integers(-50, 1000),
    st.integers(-50, 800),
    st.integers(1, 400),
    st.integers(1, 300),
)


@settings(max_examples=300, deadline=None)
@given(
    size=st.tuples(st.integers(4, 250), st.integers(4, 200)),
    centre=st.tuples(st.floats(-100, 1100), st.floats(-100, 900)),
    taken=st.lists(rects, max_size=25),
    area=rects,
    step=st.sampled_from([4.0, 8.0, 13.5, 16.0]),
)
def test_a_plate_moves_to_the_nearest_free_place_on_the_grid(size, centre, taken, area, step):
    """The ring search finds the place a search of every grid point by distance finds."""
    [(found, _)] = clear_spots([(centre, 0)], size, taken, area, step)
    assert found == nearest_by_brute_force(pygame.Rect((0, 0), size), centre, taken, area, step)


def nearest_by_brute_force(rect, centre, taken, area, step):
    rect.center = (round(centre[0]), round(centre[1]))
    if rect.collidelist(taken) == -1:
        return centre
    xs = [area.left + rect.w / 2 + i * step for i in range(int((area.w - rect.w) / step) + 1)]
    ys = [area.top + rect.h / 2 + j * step for j in range(int((area.h - rect.h) / step) + 1)]
    places = sorted(
        ((x, y) for x in xs for y in ys if area.w >= rect.w and area.h >= rect.h),
        key=lambda p: math.hypot(p[0] - centre[0], p[1] - centre[1]),
    )
    for x, y in places:
        rect.center = (round(x), round(y))
        if rect.collidelist(taken) == -1:
            return (x, y)
    return centre


def test_the_nearest_free_place_may_lie_a_ring_further_out():
    """Free corners three steps out are further than a free edge four steps out."""
    cross = [pygame.Rect(-35, -25, 71, 51), pygame.Rect(-25, -35, 51, 71)]
    area = pygame.Rect(-201, -201, 402, 402)  # grid points on the tens
    [(found, _)] = clear_spots([((0.0, 0.0), 0)], (2, 2), cross, area, 10.0)
    assert found == (-40.0, 0.0)
