"""Where the table's words go (engine/words/telling.py, engine/game/table_words.py): a
banner's copies never lie on each other, however little room the middle leaves (smaller
words first, then fewer copies), and words placed against the last frame move off a piece
that comes to rest under them in the very frame it does, judged from the frames' display
lists as the layout audit judges them."""

from __future__ import annotations

import math
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
from hypothesis import example, given
from hypothesis import strategies as st

from engine.drawing import judge
from engine.drawing.display import PIECE, WORDS, DisplayList
from engine.words import places
from engine.words.banners import plate
from engine.words.telling import Telling, Where
from games.devils_circle.moments import table
from tests.fingers import frames
from tests.shown import judged
from tests.test_devils_circle_scene import idle, start
from tests.test_reactions import CAULDRON

SCREEN = pygame.Rect(0, 0, 1000, 700)
BOTTOM, TOP = ((500.0, 260.0), 0), ((500.0, 100.0), 180)  # a banner's wished copies


def placed_banner(area: pygame.Rect, keep: list[pygame.Rect]) -> Telling:
    """A banner wished at `BOTTOM` and `TOP` in `area`, placed clear of `keep`."""
    telling = Telling()
    telling.announce("🧮", "Deal scored!", 0.0, 2.0)
    where = Where([], 1.0, keep, area, SCREEN, 16.0, lambda: [BOTTOM, TOP])
    assert telling.place(0.5, where) is None  # it fits: the table does not stand still
    return telling


def test_a_banners_copies_that_fit_only_smaller_show_smaller_and_never_on_each_other():
    """The bottom copy's own spot is taken, and the only room left at the heading's size
    is the top copy's: both show at the smaller size, one above the other."""
    heading = plate("🧮", "Deal scored!", 1.0).size
    area = pygame.Rect(200, 40, 600, round(heading[1] * 1.6))
    below = pygame.Rect(0, area.bottom, 1000, 700 - area.bottom)  # the board, the hands
    telling = placed_banner(area, [below])
    placed = telling.placed
    assert [angle for _, angle in placed.spots] == [0, 180]  # facing both long sides
    assert not placed.rects[0].colliderect(placed.rects[1])
    assert all(area.contains(rect) and not rect.colliderect(below) for rect in placed.rects)
    assert placed.roles == ("body", "body")
    frame = judge_frame(telling)
    assert len(frame) == 2 and judge.check(frame, SCREEN.size) == []


def test_a_banner_with_room_for_one_copy_shows_one_rather_than_two_on_each_other():
    body = plate("🧮", "Deal scored!", 1.0, role="body").size
    area = pygame.Rect(200, 40, 600, body[1] + 8)
    below = pygame.Rect(0, area.bottom, 1000, 700 - area.bottom)
    telling = placed_banner(area, [below])
    placed = telling.placed
    [rect] = placed.rects  # one copy: two would lie on each other
    assert area.contains(rect) and not rect.colliderect(below)
    assert judge.check(judge_frame(telling), SCREEN.size) == []


def test_a_banner_with_room_shows_every_copy_at_the_headings_size():
    telling = placed_banner(pygame.Rect(0, 0, 1000, 700), [])
    assert telling.placed.roles == ("heading", "heading")
    assert telling.placed.spots == [BOTTOM, TOP]


def test_a_banner_wider_than_the_table_says_its_words_on_two_even_lines_on_the_screen():
    """A screen narrower than the banner's one line (an upright tablet with bigger words:
    "Geen blinde schijf meer om te draaien") shows it on two lines of about the same
    length, at the heading's size where that fits, every copy on the screen."""
    text = "Geen blinde schijf meer om te draaien"
    narrow = pygame.Rect(0, 0, plate("🔍", text, 1.0).size[0] * 3 // 4, 700)
    telling = Telling()
    telling.announce("🔍", text, 0.0, 2.0)
    where = Where([], 1.0, [], narrow, narrow, 16.0, lambda: [((narrow.centerx, 350.0), 0)])
    assert telling.place(0.5, where) is None
    placed = telling.placed
    assert all(narrow.contains(rect) for rect in placed.rects)
    assert placed.roles == ("heading",)
    first, second = placed.lines[0].split("\n")
    assert f"{first} {second}" == text
    assert abs(len(first) - len(second)) <= 8  # even lines, not a word left alone
    frame = DisplayList(narrow.size)
    telling.paint(frame, [], 1.0, 1.0)
    shown = judge.marks_of(frame.items, lambda sprite: sprite.text_px)
    assert [mark.what for mark in shown] == [f"banner {text!r}"]  # said whole, for the audit
    assert judge.check(shown, narrow.size) == []


RIGHT_BOTTOM, RIGHT_TOP = ((750.0, 600.0), 0), ((750.0, 100.0), 180)
LEFT_SIDE = ((60.0, 350.0), -90)  # a side seat's copy, on the left


def placed_with_a_side(wall_from: int) -> Telling:
    """A banner with a left side seat's copy, on a table walled off (the called card, the
    piles) from `wall_from` to just past the middle, the long sides' copies to the right."""
    telling = Telling()
    telling.announce("🧮", "Deal scored!", 0.0, 2.0)
    wall = pygame.Rect(wall_from, 0, 520 - wall_from, 700)
    where = Where(
        [], 1.0, [wall], SCREEN, SCREEN, 16.0, lambda: [RIGHT_BOTTOM, RIGHT_TOP, LEFT_SIDE]
    )
    assert telling.place(0.5, where) is None
    return telling


def test_a_side_seats_copy_that_fits_only_smaller_shows_smaller_and_the_others_stay_large():
    """The left seat's copy has a band narrower than the heading's plate is deep: it
    shows at the body's size in that band, and the long sides' copies at the heading's."""
    heading = plate("🧮", "Deal scored!", 1.0).size[1]
    body = plate("🧮", "Deal scored!", 1.0, role="body").size[1]
    band = (heading + body) // 2
    telling = placed_with_a_side(band)
    placed = telling.placed
    assert placed.roles == ("heading", "heading", "body")
    assert [angle for _, angle in placed.spots] == [0, 180, -90]
    assert placed.rects[2].right <= band and placed.rects[2].width == body
    assert judge.check(judge_frame(telling), SCREEN.size) == []


def test_a_side_seats_copy_never_crosses_the_middle_it_gives_way():
    """With no room on the left seat's half of the table, its copy does not go to the
    right half (no easier to read there than the long sides' copies read sideways): the
    long sides' copies show alone, at the heading's size."""
    placed = placed_with_a_side(0).placed
    assert [angle for _, angle in placed.spots] == [0, 180]
    assert placed.roles == ("heading", "heading")


def judge_frame(telling: Telling) -> list[judge.Mark]:
    frame = DisplayList(SCREEN.size)
    telling.paint(frame, [], 1.0, 1.0)
    return judge.marks_of(frame.items, lambda sprite: sprite.text_px)


def shows_from_now(monkeypatch, scene, *rects: pygame.Rect) -> None:
    """From the next frame on, the game also shows a piece lying still at each of `rects`
    (a die come to rest), said by its own painter as any piece is."""
    painted = scene.paint_table

    def paint_table(frame, alpha) -> None:
        painted(frame, alpha)
        for rect in rects:
            frame.mark(PIECE, rect, "a die come to rest")

    monkeypatch.setattr(scene, "paint_table", paint_table)


def test_a_banner_moves_off_a_piece_in_the_very_frame_it_comes_to_rest_under_it(monkeypatch):
    app, scene = start(table(players=2, pack=(CAULDRON,), middle=1))
    assert idle(app, scene)
    scene.announce("🎉", "Pair!", 3.0)
    frames(app, 12)
    [before] = [pygame.Rect(m.rect) for m in judged(app, 1) if m.what == "banner 'Pair!'"]
    shows_from_now(monkeypatch, scene, before.inflate(-8, -8))
    shown = judged(app, 1)  # the frame the piece first shows in
    assert judge.check(shown, app.size) == []
    [after] = [pygame.Rect(m.rect) for m in shown if m.what == "banner 'Pair!'"]
    assert not after.colliderect(before.inflate(-8, -8))


def test_a_pop_and_an_explainer_move_off_a_piece_in_the_very_frame_it_comes_to_rest(
    monkeypatch,
):
    app, scene = start(table(players=2, pack=(CAULDRON,), middle=1))
    assert idle(app, scene)
    scene.reactions.pop("✨", "+1", 0, app.now)
    scene.reactions.explain("🐇", "Rabbit: win a die, then play again at once.", 0, app.now)
    frames(app, 2)
    words = [pygame.Rect(m.rect) for m in judged(app, 1) if m.kind == WORDS]
    assert len(words) == 2
    dice = [pygame.Rect(0, 0, 24, 24) for _ in words]
    for die, rect in zip(dice, words, strict=True):
        die.center = rect.center  # a die come to rest under each
    shows_from_now(monkeypatch, scene, *dice)
    shown = judged(app, 1)
    assert judge.check(shown, app.size) == []
    assert len([m for m in shown if m.kind == WORDS]) == 2  # moved, not gone


def _every_grid_point(size, centre, taken, area, step):
    """Where `places._search` must put a plate: every grid point of `area` tried, the
    nearest to `centre` that meets nothing taken (ties: leftmost, then topmost)."""
    left, top, width, height = area
    xs = places._steps(left + size[0] / 2, left + width - size[0] / 2, step)
    ys = places._steps(top + size[1] / 2, top + height - size[1] / 2, step)
    rect, best = pygame.Rect((0, 0), size), None
    for i, x in enumerate(xs):
        for j, y in enumerate(ys):
            rect.center = (round(x), round(y))
            if rect.collidelist(taken) == -1:
                found = (math.hypot(x - centre[0], y - centre[1]), i * len(ys) + j, x, y)
                best = found if best is None or found[:2] < best[:2] else best
    return centre if best is None else best[2:]


box = st.tuples(
    st.integers(-40, 600), st.integers(-40, 400), st.integers(-30, 300), st.integers(-30, 200)
)


@given(
    st.tuples(st.integers(0, 260), st.integers(0, 120)),
    st.tuples(st.floats(-50, 650), st.floats(-50, 450)),
    st.lists(box, max_size=12),
    st.sampled_from([4.0, 7.5, 16.0, 33.3]),
)
@example((120, 40), (300.0, 200.0), [(0, 0, 600, 180), (0, 220, 600, 180)], 16.0)
def test_a_plate_goes_to_the_nearest_grid_point_that_meets_nothing(size, centre, taken, step):
    """Row by row, the search finds the very place trying every grid point would."""
    area = (0, 0, 600, 400)
    found = places._search.__wrapped__(size, centre, tuple(taken), area, step)
    assert found == _every_grid_point(size, centre, taken, area, step)
