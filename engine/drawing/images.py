"""The pictures every scene is made of, as recipes: words, rounded plates, seat tokens.

Each function names a picture (`Image`) by what it shows and says its size without
painting it; the compositor paints it with the recipe the first time it shows and keeps it.
A recipe that needs another picture asks the `Raster` it is given for it.
"""

from __future__ import annotations

import math

import pygame

from engine.drawing.display import Image, Raster
from engine.drawing.text import font, heard, measure
from engine.drawing.theme import WHITE, Colour, darken, readable_ink


def text(label: str, size: int, colour: Colour) -> Image:
    """`label` in the display font at `size` pixels."""
    heard(label, size)
    return Image(
        ("text", label, size, colour),
        measure(label, size),
        lambda _: font(size).render(label, True, colour),
        size,
    )


def rounded(
    size: tuple[int, int],
    colour: Colour,
    radius: int,
    border: Colour | None = None,
    border_width: int = 0,
    shadow: int = 0,
) -> Image:
    """A rounded rectangle of `size`, with an optional soft drop shadow round it."""
    w, h = size
    key = ("panel", size, colour, radius, border, border_width, shadow)
    return Image(
        key,
        (w + 2 * shadow, h + 2 * shadow),
        lambda _: rounded_surface(size, colour, radius, border, border_width, shadow),
    )


def rounded_surface(
    size: tuple[int, int],
    colour: Colour,
    radius: int,
    border: Colour | None = None,
    border_width: int = 0,
    shadow: int = 0,
) -> pygame.Surface:
    """A new rounded rectangle to paint on (a recipe's start: a panel, a pad, a plate)."""
    w, h = size
    surface = pygame.Surface((w + shadow * 2, h + shadow * 2), pygame.SRCALPHA)
    for i in range(shadow, 0, -1):
        alpha = int(60 * (1 - i / (shadow + 1)) ** 2)
        rect = pygame.Rect(shadow - i // 2, shadow + i // 3, w + i, h + i)
        pygame.draw.rect(surface, (0, 0, 0, alpha), rect, border_radius=radius + i)
    body = pygame.Rect(shadow, shadow, w, h)
    pygame.draw.rect(surface, colour, body, border_radius=radius)
    if border and border_width:
        pygame.draw.rect(surface, border, body, border_width, border_radius=radius)
    return surface


def plate_on(raster: Raster, image: Image) -> pygame.Surface:
    """A copy of `image` to paint a recipe's picture on."""
    return raster(image).copy()


def shape_points(shape: str, center: tuple[float, float], r: float) -> list[tuple[float, float]]:
    """Polygon points of a seat shape (circle returns an empty list: draw a circle)."""
    cx, cy = center

    def ring(n: int, radius: float, phase: float = -90) -> list[tuple[float, float]]:
        return [
            (
                cx + radius * math.cos(math.radians(phase + 360 * i / n)),
                cy + radius * math.sin(math.radians(phase + 360 * i / n)),
            )
            for i in range(n)
        ]

    if shape == "square":
        return ring(4, r * 1.2, -45)
    if shape == "triangle":
        return [(x, y + r * 0.15) for x, y in ring(3, r * 1.25)]
    if shape == "diamond":
        return ring(4, r * 1.2)
    if shape == "hexagon":
        return ring(6, r * 1.05, 0)
    if shape == "star":
        outer, inner = ring(5, r * 1.25), ring(5, r * 0.55, -90 + 36)
        return [p for pair in zip(outer, inner, strict=True) for p in pair]
    if shape == "cross":
        a, b = r * 0.38, r
        pts = [(-a, -b), (a, -b), (a, -a), (b, -a), (b, a), (a, a), (a, b), (-a, b), (-a, a)]
        pts += [(-b, a), (-b, -a), (-a, -a)]
        return [(cx + x, cy + y) for x, y in pts]
    if shape == "heart":
        pts = []
        for i in range(24):
            t = math.pi * 2 * i / 24
            x = 16 * math.sin(t) ** 3
            y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
            pts.append((cx + x * r / 15, cy + y * r / 15 - r * 0.1))
        return pts
    return []


def draw_shape(
    surface: pygame.Surface,
    shape: str,
    center: tuple[float, float],
    r: float,
    colour: Colour,
    outline: Colour | None = (255, 255, 255),
) -> None:
    """A seat's shape in its colour, outlined so it reads on any background, painted onto
    `surface` (a recipe's)."""
    points = shape_points(shape, center, r)
    width = max(2, round(r * 0.14))
    if points:
        pygame.draw.polygon(surface, colour, points)
        if outline:
            pygame.draw.polygon(surface, outline, points, width)
    else:
        pygame.draw.circle(surface, colour, center, r)
        if outline:
            pygame.draw.circle(surface, outline, center, r, width)


def token(shape: str, colour: Colour, size: int) -> Image:
    """A seat's token: its shape in its colour on a square of `size` pixels. A light colour
    is rimmed in its own dark shade and a dark one in white, so the shape reads on the
    light panels and cards it mostly lies on and on the felt alike."""
    rim = WHITE if readable_ink(colour) == WHITE else darken(colour, 0.5)

    def make(_: Raster) -> pygame.Surface:
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        draw_shape(surface, shape, (size / 2, size / 2), size * 0.38, colour, rim)
        return surface

    return Image(("token", shape, colour, size), (size, size), make)
