"""The frame budget's caches: each is reused while what it shows stays the same (a frame
with nothing new paints no new surface) and repainted when what it shows changes."""

import pygame
import pytest

from engine.messages import POP_SECONDS, SCALE_STEPS, Banner, draw_banner

SPOTS = [((400.0, 300.0), 0), ((400.0, 100.0), 180)]


@pytest.fixture
def scalings(monkeypatch) -> list[float]:
    """Every smoothscale a banner does, by factor."""
    done: list[float] = []
    real = pygame.transform.smoothscale_by

    def spy(surface, factor):
        done.append(factor)
        return real(surface, factor)

    monkeypatch.setattr(pygame.transform, "smoothscale_by", spy)
    return done


def _frames(banner: Banner, times: list[float], scalings: list[float]) -> list[int]:
    """How many smoothscales each frame of `banner` did."""
    surface = pygame.Surface((800, 400))
    per_frame = []
    for now in times:
        before = len(scalings)
        draw_banner(surface, banner, now, SPOTS, 1.0)
        per_frame.append(len(scalings) - before)
    return per_frame


def test_a_popping_banner_scales_each_step_once_and_a_second_pop_scales_nothing(scalings):
    frames = [i / 120 for i in range(1, 170)]  # the whole banner at 120 frames a second
    first = _frames(Banner("🎉", "Cache test pop", 0.0), frames, scalings)
    steps = {round(Banner("🎉", "", 0.0).scale(t) * SCALE_STEPS) for t in frames}
    assert sum(first) == len(steps - {0, SCALE_STEPS}), "one upright scaling per step"
    assert max(first) <= 1, "the copy facing the other way is turned, not scaled again"
    again = _frames(Banner("🎉", "Cache test pop", 5.0), [5 + t for t in frames], scalings)
    assert again == [0] * len(frames)


def test_a_banner_with_other_words_is_scaled_afresh(scalings):
    at = [POP_SECONDS / 2]
    assert _frames(Banner("🎉", "Cache test words", 0.0), at, scalings) == [1]
    assert _frames(Banner("🎉", "Cache test words", 0.0), at, scalings) == [0]
    assert _frames(Banner("🎉", "Other cache words", 0.0), at, scalings) == [1]


def test_a_copy_shown_only_turned_keeps_no_upright_copy_and_is_reused():
    from engine import render

    made: list[str] = []

    def paint() -> pygame.Surface:
        made.append("painted")
        return pygame.Surface((30, 10), pygame.SRCALPHA)

    key = ("cache test pad", 1)
    assert not render.is_rotated(key, 90)
    turned = render.rotated(key, 90, paint, upright=False)
    assert turned.get_size() == (10, 30) and render.is_rotated(key, 90)
    assert ("base", key) not in render.CACHE, "the upright copy is not kept"
    assert render.rotated(key, 90, paint, upright=False) is turned and made == ["painted"]
    other = ("cache test pad", 2)  # another look is painted afresh
    assert render.rotated(other, 90, paint, upright=False) is not turned
    assert made == ["painted", "painted"]
