"""The turned disc pictures: spun by any angle, cropped back to the disc's own square, and
kept in the compositor's pool of spun pictures, within its byte budget, so a 4K table does
not hold every face at every angle."""

import pytest

from engine.compositor.cache import SurfaceCache
from engine.compositor.pictures import SPIN_BYTES, Pictures
from engine.drawing import pieces
from games.devils_circle.actions import IMAGES
from games.devils_circle.scene.discs import ANGLE_STEP, DiscRing


@pytest.mark.parametrize("angle", [0, 8, 45, 90, 133, 270])
def test_a_turned_disc_fits_its_own_square_and_keeps_its_picture_centred(angle):
    pictures = Pictures(SurfaceCache())
    base = pieces.disc(101, (200, 80, 40), "🔥")
    sprite = pictures.spun(base, angle)
    assert sprite.get_size() == base.size
    assert sprite.get_at((50, 50)).a == 255
    assert sprite.get_at((0, 0)).a == 0  # the corners stay clear: nothing was cut off


@pytest.mark.parametrize(("short_side", "all_kept"), [(1080, True), (2160, False)])
def test_the_spin_budget_holds_every_angle_at_1080p_and_the_most_used_at_4k(short_side, all_kept):
    radius = short_side * 0.37 * 0.8
    ring = DiscRing((0, 0, short_side * 1.6, short_side), (800, 500), radius)
    pictures = Pictures(SurfaceCache())
    for face in IMAGES:
        for step in range(360 // ANGLE_STEP):
            pictures.spun(ring.face(face), step * ANGLE_STEP)
    every = len(IMAGES) * 360 // ANGLE_STEP
    assert pictures.spins.bytes <= SPIN_BYTES
    assert (len(pictures.spins) == every) is all_kept
    pictures.spun(ring.face("fire"), 3 * ANGLE_STEP)  # an angle let go is painted again
    assert pictures.spins.bytes <= SPIN_BYTES
