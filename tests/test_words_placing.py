"""Where the table's words go (engine/words/telling.py, engine/game/table_words.py): a
banner's copies never lie on each other, however little room the middle leaves (smaller
words first, then fewer copies), and words placed against the last frame move off a piece
that comes to rest under them in the very frame it does, judged from the frames' display
lists as the layout audit judges them."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from engine.drawing import judge
from engine.drawing.display import DisplayList
from engine.words.banners import plate
from engine.words.telling import Telling, Where

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
    assert placed.role == "body"
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
    assert telling.placed.role == "heading"
    assert telling.placed.spots == [BOTTOM, TOP]


def judge_frame(telling: Telling) -> list[judge.Mark]:
    frame = DisplayList(SCREEN.size)
    telling.paint(frame, [], 1.0, 1.0)
    return judge.marks_of(frame.items, lambda sprite: sprite.text_px)
