"""Devil's Circle's table at rest (`engine/compositor/resting.py`): a whole game shows the same
pixels as drawing every disc and the middle over the bare felt in every frame."""

from __future__ import annotations

import zlib

import pygame

from engine.compositor.resting import Pieces
from tests.fingers import frames, start_game


def screens(frames_count: int, size=(960, 540)) -> tuple[list[int], int]:
    """Each frame's pixels, and how many frames held the middle in the table at rest."""
    app, scene = start_game("devils-circle", 5, (), level="casual", size=size)
    crcs, middle_held = [], 0
    for _ in range(frames_count):
        frames(app)
        crcs.append(zlib.crc32(pygame.image.tobytes(app.screen, "RGB")))
        middle_held += scene.shown[0] not in scene.moving
    assert scene.record.moves, "moves were played"
    return crcs, middle_held


def test_a_game_shows_the_same_pixels_as_drawing_everything_over_the_felt(monkeypatch):
    with monkeypatch.context() as patched:
        patched.setattr(Pieces, "take", lambda self, things: list(things))  # nothing held
        plain, none_held = screens(360)
    held, middle_held = screens(360)
    assert none_held == 0 and middle_held > 0, "the middle lay in the table at rest"
    assert held == plain
