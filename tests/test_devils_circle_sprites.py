"""The turned disc sprites: cropped to the disc's own square and kept within a byte budget,
so a 4K table does not hold every face at every angle (112 MB before the budget)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from engine.drawing import pieces
from games.devils_circle.actions import IMAGES
from games.devils_circle.scene.discs import (
    ANGLE_STEP,
    SPRITE_BYTES,
    DiscRing,
    prewarm,
    turned,
    warm_some,
)


@pytest.mark.parametrize("angle", [0, 8, 45, 90, 133, 270])
def test_a_turned_disc_fits_its_own_square_and_keeps_its_picture_centred(angle):
    pygame.init()
    base = pieces.disc(101, (200, 80, 40), "🔥")
    sprite = turned(base, angle)
    assert sprite.get_size() == base.get_size()
    centre = (50, 50)
    assert sprite.get_at(centre).a == 255
    assert sprite.get_at((0, 0)).a == 0  # the corners stay clear: nothing was cut off


@pytest.mark.parametrize(("short_side", "all_kept"), [(1080, True), (2160, False)])
def test_the_sprite_budget_holds_every_angle_at_1080p_and_the_most_used_at_4k(short_side, all_kept):
    pygame.init()
    radius = short_side * 0.37 * 0.8
    ring = DiscRing((0, 0, short_side * 1.6, short_side), (800, 500), radius)
    prewarm(ring)
    while ring.to_warm:
        warm_some(ring)
    every = len(IMAGES) * 360 // ANGLE_STEP
    assert ring._sprites.bytes <= SPRITE_BYTES
    assert (len(ring._sprites) == every) is all_kept
    ring.sprite("fire", 3 * ANGLE_STEP + 1)  # an angle never warmed is still drawn
    assert ring._sprites.bytes <= SPRITE_BYTES
