"""Tamega's table leaves a strip between the board and every side with seats: each seat's
prompt (every one, in the longest language too) lies there, on no tile, no panel and no
other prompt; the panel buttons and the pause's countdown keep off the seat's ❓, and a
tablet's eight seats share one "Memorise the pictures!"; a banner shows in the strip."""

from __future__ import annotations

import pygame
import pytest

from engine import i18n
from engine.drawing import judge
from engine.drawing.display import PANEL, PIECE, PROMPT, DisplayList
from engine.shell.audit import frame_marks
from games.tamega.scene.hints import PROMPTS, seat_prompts
from tests.fingers import frames, run_until, start_game

CASES = [
    ((1280, 720), 1, "table"),
    ((1024, 768), 4, "table"),
    ((1920, 1080), 8, "table"),
    ((1024, 768), 8, "table"),
    ((768, 1024), 8, "tablet"),
]


def scene_at(size, players, orientation):
    _app, scene = start_game(
        "tamega", players, range(players), size=size, settle=1, orientation=orientation
    )
    return scene


@pytest.fixture(params=["en", "nl"])
def language(request):
    before = i18n.language()
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language(before)


def judged(frame: DisplayList, scene) -> list[judge.Finding]:
    """The audit's judgement of what was said, with the board and the panels beside it."""
    board = judge.Mark(PIECE, tuple(scene.board.rect), "board")
    panels = [
        judge.Mark(PANEL, tuple(s.screen_rect()), f"panel {s.index}", 0, s.index)
        for s in scene.seats
    ]
    said = judge.marks_of(frame.items, lambda sprite: 0)
    return judge.check([board, *panels, *said], scene.app.size)


@pytest.mark.parametrize("size, players, orientation", CASES)
def test_every_prompt_lies_in_the_strip_before_its_seat(size, players, orientation, language):
    every_prompt_in_its_strip(scene_at(size, players, orientation), size, players)


@pytest.mark.parametrize("size, players, orientation", CASES)
def test_with_bigger_words_every_prompt_still_keeps_off_the_panels_beside_it(
    size, players, orientation, language
):
    """A corner seat's three-line prompt wraps narrower and moves along its edge rather
    than run into the side panel that reaches into its strip."""
    scene = scene_at(size, players, orientation)
    scene.app.settings.bigger_words = True
    scene.app.apply_table()
    every_prompt_in_its_strip(scene, size, players)


def every_prompt_in_its_strip(scene, size, players) -> None:
    together = scene.row is not None
    for phase in PROMPTS:
        for turn in range(players):
            prompts = seat_prompts(phase, turn, players, set(), together)
            frames = [
                (scene.prompt_frames[s] if s is not None else scene.row, *p) for s, *p in prompts
            ]
            room = scene.row.panel_size[0] if together else None
            frame = DisplayList(size)
            scene.painter.prompts(frame, frames, 0.0, room)
            assert len(frame.of(PROMPT)) == len(prompts)
            found = judged(frame, scene)
            assert found == [], (phase, turn, found)


@pytest.mark.parametrize("size, players, orientation", CASES)
def test_panel_buttons_and_the_countdown_keep_off_the_seats_question_mark(
    size, players, orientation
):
    scene = scene_at(size, players, orientation)
    for seat in range(players):
        asides = [b for b in scene.fixed_buttons if b.frame is scene.seats[seat]]
        assert len(asides) == 1  # the seat's ❓
        for button in (scene.keep_buttons[seat], scene.ready_buttons[seat], scene.seen_pads[seat]):
            for aside in asides:
                assert not pygame.Rect(button.screen_rect()).colliderect(aside.screen_rect())
        ready = scene.ready_buttons[seat]
        for beside in (None, ready.size):
            (x, y), radius = scene.rooms[seat].countdown(beside)
            centre = scene.seats[seat].to_screen((x, y))
            ring = pygame.Rect(0, 0, 2 * radius, 2 * radius)
            ring.center = (round(centre[0]), round(centre[1]))
            for aside in asides:
                assert not ring.colliderect(aside.screen_rect()), (seat, beside)
            if beside is not None:  # beside the Ready button, not on it
                assert not ring.colliderect(ready.screen_rect())
    assert scene.board.rect.width >= max(s.screen_rect().width for s in scene.seats)


@pytest.mark.parametrize("size, players, orientation", CASES)
def test_a_banner_shows_in_the_strip_covering_nothing(size, players, orientation):
    app, scene = start_game(
        "tamega", players, range(players), size=size, settle=1, orientation=orientation
    )
    frames(app, 90)  # past the star that says who starts (engine/game/first_turn.py)
    scene.announce("🚫", i18n.tr("tamega.skip.4"), 5.0)
    frames(app, 30)  # past its pop
    shown = frame_marks(app)
    assert [m.what for m in shown if m.what.startswith("banner")]
    assert {"board", "tile", "pawn"} <= {m.what for m in shown if m.kind == PIECE}
    assert judge.check(shown, size) == []


@pytest.mark.parametrize("size, players, orientation", CASES)
def test_the_table_s_words_keep_clear_of_where_the_prompts_show_before_they_do(
    size, players, orientation
):
    """Said from the frame they show, prompts would come a frame late for the pops and
    banners to keep off them: the scene keeps their rooms clear from the start."""
    scene = scene_at(size, players, orientation)
    # The prompts wait for the words said at the seat first (who starts: one at a time).
    assert run_until(scene.app, lambda: bool(scene.app.shown.of(PROMPT)), 600)
    rooms = scene.keep_clear()[1:]
    prompts = [item.rect for item in scene.app.shown.of(PROMPT)]
    assert prompts and len(rooms) == len(prompts)
    for rect in prompts:
        assert any(room.inflate(2, 2).contains(rect) for room in rooms), (rect, rooms)
