"""What to do is shown where it is done, in Tamega: "Memorise the pictures!" shows from
the first frame of the memorising countdown (the pair's banner keeping clear of it; the
finder's waits for its "+1" to rise, a second), and
the countdown on every panel leaves the seat's pair count in sight (the audit's marks,
after a finger's pair)."""

from __future__ import annotations

import math

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
        popping = {pop.seat for pop in scene.reactions.pops if pop.showing(app.now)}
        assert popping <= {0}  # only the finder's "+1" rises, and the others are told
        want = len(scene.seats) - len(popping)  # the finder's prompt waits for its "+1"
        assert said.count(words) == want, (scene.table_remaining(), said)
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


def distance(point, rect: pygame.Rect) -> float:
    """From `point` to the nearest point of `rect`."""
    x, y = point
    return math.hypot(
        x - min(max(x, rect.left), rect.right), y - min(max(y, rect.top), rect.bottom)
    )


@pytest.mark.parametrize("players", [5, 6, 7, 8])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 768), (3840, 2160)])
def test_on_two_boards_every_pawn_starts_in_front_of_its_own_seat(players, size):
    """Red at the top once started on the bottom row: each pawn now starts nearer its own
    panel than any other seat's, where the table shows them."""
    _, scene = start(players=players, humans=(0,), size=size)
    assert scene.board.geo.boards == 2
    panels = [seat.screen_rect() for seat in scene.seats]
    for pawn, owner in enumerate(scene.state.owners):
        at = scene.board.centre_of(scene.picture.pawns[pawn])
        nearest = min(range(players), key=lambda seat, at=at: distance(at, panels[seat]))
        assert nearest == owner, (pawn, owner, nearest)


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
def test_two_boards_show_felt_between_them_and_a_touch_still_finds_the_seams_squares(size):
    """The boards once butted together and read as one: felt now lies between their
    wooden frames, and the squares either side of it are still the ones a finger meets."""
    _, scene = start(players=8, humans=(0,), size=size)
    board = scene.board
    left, right = sq(4, 7, 2), sq(4, 8, 2)
    (x7, y), (x8, _) = board.centre_of(left), board.centre_of(right)
    assert x8 - x7 >= board.cell + 2 * board.pad + 0.3 * board.cell
    assert board.rect.w == 14 * board.cell + 4 * board.pad + round(0.35 * board.cell)
    assert board.square_at((x7, y), 0) == left and board.square_at((x8, y), 0) == right
    middle = (x7 + x8) / 2
    assert board.square_at((middle - 2, y), 0) == left
    assert board.square_at((middle + 2, y), 0) == right


def test_the_turn_marker_never_lies_on_a_prompt_at_eight_seats_in_4k():
    """The marker slides to the next seat's panel and spreads a ring in front of it, where
    that seat's "Drag your pawn" shows: the prompt waits for it (it once covered "your")."""
    app, scene = start(players=8, humans=tuple(range(8)), size=(3840, 2160))
    assert wait_for_input(app, scene)
    seen = 0
    for _ in range(3):  # three turns, each moved by a finger
        mover = scene.state.turn
        pawn = scene.board.centre_of(scene.picture.pawns[scene.state.active])
        to = min(scene.state.pawn_moves(scene.state.active))
        drag(app, pawn, scene.board.centre_of(to))
        for _ in range(90):
            app.frame(1 / 60, events=[])
            items = app.shown.items
            prompts = [i.rect for i in items if i.kind == PROMPT]
            marker = [i.rect for i in items if i.what == "turn marker"]
            seen += bool(marker)
            for rect in marker:
                assert rect.collidelist(prompts) == -1, (mover, rect, prompts)
        assert wait_for_input(app, scene)
    assert seen  # the marker did show
