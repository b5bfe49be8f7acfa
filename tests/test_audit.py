"""The layout audit: the registry catches what it must (so the audit can fail), the drawing
helpers register what they draw, and a short audit of one game is clean."""

from __future__ import annotations

import pygame
import pytest

from engine.drawing import marks
from engine.drawing.seats import layout_seats
from engine.drawing.widgets import Button
from engine.shell import audit
from engine.shell.cli import main
from engine.words.banners import (
    WAITING,
    Banner,
    BannerQueue,
    clear_spots,
    draw_banner,
    draw_seat_prompt,
    prompt_lines,
)
from games.core.registry import all_games

SIZE = (1280, 720)


@pytest.fixture
def recorder():
    rec = marks.start()
    yield rec
    marks.stop()


def problems(found: list[marks.Finding]) -> list[str]:
    return sorted(f.problem for f in found)


def test_a_planted_overlap_is_found(recorder):
    marks.mark(marks.READ, pygame.Rect(100, 100, 200, 40), "banner 'Pair!'", 24)
    marks.mark(marks.PANEL, pygame.Rect(250, 120, 300, 100), "panel of seat 1", 16, 0)
    found = marks.check(recorder.take(), SIZE)
    assert [(f.problem, f.detail) for f in found] == [
        ("overlap", "banner 'Pair!' / panel of seat 1")
    ]


def test_tiny_text_is_found_against_the_floor_of_the_screen():
    tiny = marks.Mark(marks.READ, (10, 10, 50, 20), "prompt 'Go'", 15)
    assert marks.floor_px((1280, 720)) == 16 and marks.floor_px((1920, 1080)) == 24
    assert problems(marks.check([tiny], (1280, 720))) == ["small"]
    big_enough = marks.Mark(marks.READ, (10, 10, 50, 20), "prompt 'Go'", 16)
    assert marks.check([big_enough], (1280, 720)) == []
    assert problems(marks.check([big_enough], (1920, 1080))) == ["small"]


def test_something_off_screen_is_found_with_its_edge():
    off = marks.Mark(marks.TOUCH, (1250, -30, 60, 60), "button ⏸️")
    [found] = marks.check([off], SIZE)
    assert found.problem == "off" and found.detail == "button ⏸️ past the top/right edge"


def test_pieces_may_lie_on_each_other_but_not_on_a_button():
    die_a = marks.Mark(marks.PIECE, (100, 100, 50, 50), "die")
    die_b = marks.Mark(marks.PIECE, (120, 110, 50, 50), "die")
    button = marks.Mark(marks.TOUCH, (140, 120, 120, 50), "button DiXe!")
    found = marks.check([die_a, die_b, button], SIZE)
    assert [f.detail for f in found] == ["die / button DiXe!"]  # the same words: one finding


def test_a_button_on_its_own_seats_panel_is_by_design_but_not_on_another():
    panel = marks.Mark(marks.PANEL, (100, 500, 400, 150), "panel of seat 1", 24, 0)
    own = marks.Mark(marks.TOUCH, (150, 550, 100, 50), "button Ready", 24, 0)
    other = marks.Mark(marks.TOUCH, (300, 550, 100, 50), "button Ready", 24, 1)
    assert [f.detail for f in marks.check([panel, own, other], SIZE)] == [
        "panel of seat 1 / button Ready"
    ]


def test_nothing_is_recorded_without_a_recorder():
    marks.stop()
    marks.mark(marks.READ, pygame.Rect(0, 0, 10, 10), "words", 4)
    assert marks.RECORDER is None
    assert marks.start().take() == []
    marks.stop()


def test_a_rotated_button_registers_its_turned_bounding_box(recorder):
    screen = pygame.Surface(SIZE)
    button = Button("Pass", (0, 0), (200, 60), frame=_Turned((640, 360)))
    button.draw(screen)
    [mark] = recorder.take()
    x, y, w, h = mark.rect
    assert (mark.kind, mark.seat) == (marks.TOUCH, 3)
    assert (w, h) == (60, 200) and (x + w / 2, y + h / 2) == (640, 360)
    assert mark.text_px == button.label_size() > 0


def test_a_banner_registers_every_copy_where_it_rests(recorder):
    screen = pygame.Surface(SIZE)
    banner = Banner("🎉", "Pair!", began=0.0)
    draw_banner(screen, banner, 0.05, [((640, 300), 0), ((640, 420), 180)], 0.67)
    copies = recorder.take()
    assert [m.what for m in copies] == ["banner 'Pair!'"] * 2
    assert copies[0].rect[2:] == copies[1].rect[2:]  # still growing, registered full size


def test_a_banner_announced_while_another_shows_waits_for_it():
    queue = BannerQueue()
    queue.add(Banner("🎉", "Pair!", began=10.0, seconds=1.0))
    queue.add(Banner("🔥", "Fireball!", began=10.5, seconds=1.0))
    assert queue.at(10.6).text == "Pair!"
    later = queue.at(11.0)
    assert (later.text, later.began) == ("Fireball!", 11.0)  # its pop starts when it shows
    assert later.showing(11.9) and not later.showing(12.0)


def test_a_burst_of_banners_keeps_the_newest_and_says_nothing_twice():
    queue = BannerQueue()
    for i, text in enumerate(["a", "b", "b", "c", "d", "a"]):
        queue.add(Banner("🎉", text, began=i * 0.01, seconds=1.0))
    shown = [queue.at(1.0 + step).text for step in range(WAITING + 1)]
    assert shown == ["c", "d", "d"]  # "a" was showing; "b" gave way to the newer two


def test_a_long_prompt_takes_a_second_line_rather_than_shrinking_below_the_floor(recorder):
    screen = pygame.Surface(SIZE)
    seat = layout_seats(2, SIZE)[0]
    words = "Touch your pawn, then move it onto a hidden tile"
    local = (0, -seat.panel_size[1] / 2 - 10)
    draw_seat_prompt(screen, seat, local, "👆", words, 0.0, 2 / 3, max_width=120)
    [prompt] = recorder.take()
    assert prompt.text_px == marks.floor_px(SIZE)
    assert prompt_lines(words, 2 / 3, 120)[1][1:]  # more than one line
    panel = pygame.Rect(seat.screen_rect())
    assert not panel.colliderect(pygame.Rect(prompt.rect))  # pushed clear of its own panel


def test_a_prompt_running_off_the_screen_is_found(recorder):
    """The prompt's whole rectangle is registered, not the part the screen's edge kept."""
    screen = pygame.Surface(SIZE)
    seat = layout_seats(2, SIZE)[0]
    local = (-seat.center[0] - 40, -seat.panel_size[1] / 2 - 10)  # past the left edge
    draw_seat_prompt(screen, seat, local, "👆", "Drag your pawn", 0.0, 2 / 3)
    [prompt] = recorder.take()
    assert prompt.rect[0] < 0
    assert problems(marks.check([prompt], SIZE)) == ["off"]


def test_a_banner_moves_to_the_nearest_place_that_covers_nothing():
    table = pygame.Rect(0, 0, 1000, 600)
    board = pygame.Rect(300, 100, 400, 400)
    [(centre, angle)] = clear_spots([((500, 300), 0)], (200, 60), [board], table, 10)
    placed = pygame.Rect(0, 0, 200, 60)
    placed.center = (round(centre[0]), round(centre[1]))
    assert angle == 0 and not placed.colliderect(board) and table.contains(placed)
    assert centre == (500, 70)  # just above the board: nearer the wished spot than beside it
    two = clear_spots([((500, 50), 0), ((500, 50), 180)], (200, 60), [], table, 10)
    first, second = (pygame.Rect(0, 0, 200, 60) for _ in range(2))
    first.center, second.center = two[0][0], two[1][0]
    assert not first.colliderect(second)  # the second copy keeps off the first


CLEAN = [spec.id for spec in all_games() if spec.available]  # every game's audit is clean


@pytest.mark.parametrize("game", CLEAN)
def test_a_short_audit_is_clean(game):
    report = audit.run([game], 150, sizes=((1280, 720), (1920, 1080)))
    assert {r["case"].split()[1] for r in report["cases"]} == {"1280x720", "1920x1080"}
    assert report["clean"], report
    for case in report["cases"]:  # it looked: panels, buttons and words were all there
        assert {marks.PANEL, marks.TOUCH, marks.READ} <= set(case["marks"])


def test_the_command_refuses_an_unknown_game(capsys):
    assert main(["audit", "--only", "chess"]) == 2
    assert "chess" in capsys.readouterr().err


class _Turned:
    """A seat-like frame turned a quarter towards the right edge (seat index 3)."""

    angle = 90
    index = 3

    def __init__(self, center: tuple[float, float]) -> None:
        self.center = center

    def to_screen(self, local: tuple[float, float]) -> tuple[float, float]:
        return (self.center[0] + local[1], self.center[1] - local[0])

    def to_local(self, screen: tuple[float, float]) -> tuple[float, float]:
        return (self.center[1] - screen[1], screen[0] - self.center[0])
