"""The table's first copy with what lies still painted in (`scene/resting.py`): what it
holds, when it lets go, and that a whole game shows the same pixels as drawing every
disc and the middle over the bare felt in every frame."""

from __future__ import annotations

import zlib
from functools import partial

import pygame

from games.devils_circle.scene import play
from games.devils_circle.scene.resting import RestingLayer, Shown
from tests.fingers import frames, start_game

FELT = (20, 90, 60)


def square(name: str, x: int, colour=(200, 50, 50), resting: bool = True) -> Shown:
    rect = pygame.Rect(x, 10, 20, 20)
    return Shown(name, (x, colour), rect, resting, partial(_fill, rect=rect, colour=colour))


def _fill(surface: pygame.Surface, rect: pygame.Rect, colour) -> None:
    surface.fill(colour, rect)


def layer() -> tuple[RestingLayer, pygame.Surface]:
    felt = pygame.Surface((100, 40))
    felt.fill(FELT)
    return RestingLayer(felt), pygame.Surface((100, 40))


def frame(resting: RestingLayer, screen: pygame.Surface, shown: list[Shown]) -> list[str]:
    """A frame as the scene draws one: the copy, its patches, then what is left over it."""
    screen.blit(resting.surface, (0, 0))
    left = resting.settle(screen, shown)
    for thing in left:
        thing.paint(screen)
    return [thing.name for thing in left]


def test_a_thing_lying_still_is_held_and_one_moving_is_drawn_over_the_copy():
    resting, screen = layer()
    assert frame(resting, screen, [square("a", 10, resting=False)]) == ["a"]
    assert resting.surface.get_at((15, 15)) == FELT
    assert frame(resting, screen, [square("a", 10)]) == []  # on the copy now
    assert resting.surface.get_at((15, 15)) == (200, 50, 50)
    assert screen.get_at((15, 15)) == (200, 50, 50)


def test_a_thing_that_moves_leaves_the_copy_and_its_old_place_shows_the_felt():
    resting, screen = layer()
    frame(resting, screen, [square("a", 10)])
    assert frame(resting, screen, [square("a", 40, resting=False)]) == ["a"]
    assert resting.surface.get_at((15, 15)) == FELT
    assert screen.get_at((15, 15)) == FELT and screen.get_at((45, 15)) == (200, 50, 50)


def test_a_still_thing_under_one_drawn_before_it_that_moves_is_drawn_after_it():
    resting, screen = layer()
    blue = (40, 40, 220)
    frame(resting, screen, [square("under", 5, blue), square("over", 15)])
    moving = square("under", 8, blue, resting=False)
    assert frame(resting, screen, [moving, square("over", 15)]) == ["under", "over"]
    assert screen.get_at((20, 15)) == (200, 50, 50)  # still on top, as drawn in order
    assert screen.get_at((10, 15)) == blue


def test_only_what_changed_is_painted_again():
    resting, screen = layer()
    things = [square("a", 10), square("b", 60)]
    for _ in range(3):
        frame(resting, screen, things)
    before = resting.repaints
    frame(resting, screen, [square("a", 10), square("b", 60, (10, 200, 10))])
    frame(resting, screen, [square("a", 10), square("b", 60, (10, 200, 10))])
    assert resting.repaints - before == 1  # b's rectangle, its old and new look at once
    assert screen.get_at((65, 15)) == (10, 200, 10)


class NothingHeld(RestingLayer):
    """The table drawn as before the copy: every disc and the middle over the felt."""

    def _still(self, shown):
        return {}


def screens(frames_count: int, size=(960, 540)) -> tuple[list[int], play.DevilsCircleScene]:
    app, scene = start_game("devils-circle", 5, (), level="casual", size=size)
    crcs = []
    for _ in range(frames_count):
        frames(app)
        crcs.append(zlib.crc32(pygame.image.tobytes(app.screen, "RGB")))
    return crcs, scene


def test_a_game_shows_the_same_pixels_as_drawing_everything_over_the_felt(monkeypatch):
    with monkeypatch.context() as patched:
        patched.setattr(play, "RestingLayer", NothingHeld)
        plain, _ = screens(360)
    held, scene = screens(360)
    assert held == plain
    assert scene.record.moves and scene.resting.held  # it held things while moves played
    assert "middle" in scene.resting.held
