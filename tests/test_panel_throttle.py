"""The compositor's panel throttle (a frame paints at most one new look of a seat's
panel) against the table at rest: a still panel the table at rest holds as it was paints
nothing to show, even once its picture has left the pool, so it never keeps another
panel's new look from showing."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from engine.compositor.cache import SurfaceCache
from engine.compositor.pictures import Pictures
from engine.compositor.software import Compositor
from engine.drawing.display import PANEL, DisplayList, Image

SIZE = (320, 200)


def plain(key: str, size: tuple[int, int], colour: tuple[int, int, int]) -> Image:
    def make(_raster) -> pygame.Surface:
        surface = pygame.Surface(size)
        surface.fill(colour)
        return surface

    return Image((key, size, colour), size, make)


def frame(b_colour, extra: bool = False) -> DisplayList:
    """The felt, panel "a" (always the same look) and panel "b" in `b_colour`, all still;
    with `extra`, one more picture that pushes the oldest out of a two-picture pool."""
    shown = DisplayList(SIZE)
    shown.sprite(plain("felt", SIZE, (0, 80, 0)), (0, 0), anchor="topleft", still=True)
    a = plain("panel-a", (100, 40), (200, 200, 200))
    b = plain("panel-b", (100, 40), b_colour)
    shown.sprite(a, (10, 10), anchor="topleft", kind=PANEL, still=True, name="a")
    shown.sprite(b, (10, 120), anchor="topleft", kind=PANEL, still=True, name="b")
    if extra:
        shown.sprite(plain("pop", (20, 20), (255, 255, 0)), (200, 60), anchor="topleft")
    return shown


def test_a_panel_held_by_the_table_at_rest_does_not_starve_another_panels_new_look():
    pygame.display.init()
    pictures = Pictures(SurfaceCache(limit=2, max_bytes=2**30))
    compositor = Compositor(pictures)
    compositor.fit_screen(SIZE)
    screen = pygame.Surface(SIZE)
    compositor.compose(frame((0, 0, 200)), screen)
    compositor.compose(frame((0, 0, 200), extra=True), screen)  # panel a leaves the pool
    assert ("panel-a", (100, 40), (200, 200, 200)) not in pictures.cache
    for _ in range(3):  # panel b's new look shows, however many frames it takes
        compositor.compose(frame((200, 0, 0)), screen)
    assert screen.get_at((60, 140))[:3] == (200, 0, 0)
    assert screen.get_at((60, 30))[:3] == (200, 200, 200)  # panel a still shows as it was
