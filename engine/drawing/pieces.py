"""The pieces the games share, as pictures: cards, discs, dice and tiles, and the flip.

Every piece is an `Image` named by what it shows, so the compositor paints each once and a
board is a handful of blits. A flip is shown by squashing the piece horizontally (cos of
the progress: a sprite's `squash`) and swapping faces at the halfway point, with a shadow
that grows while the piece is lifted: that reads as weight on a flat table without 3D.
"""

from __future__ import annotations

import math

import pygame

from engine.drawing import theme
from engine.drawing.display import Image, Raster
from engine.drawing.icons import picture
from engine.drawing.images import plate_on, rounded
from engine.drawing.images import text as words
from engine.drawing.motion import MOTION

CARD_RATIO = 1.4  # height / width of a playing card


def flip_pose(progress: float, lift: float = 0.18) -> tuple[float, bool, float]:
    """(horizontal scale, showing the new face?, lift 0..1) at `progress` 0..1 of a flip.
    With calm motion the piece lies flat and turns over at once, halfway."""
    progress = min(1.0, max(0.0, progress))
    if MOTION.calm:
        return (1.0, progress >= 0.5, 0.0)
    scale = abs(math.cos(progress * math.pi))
    height = math.sin(progress * math.pi)
    return (max(0.04, scale) * (1 + lift * height), progress >= 0.5, height)


def shadow(size: tuple[int, int], round_shape: bool = False) -> Image:
    """A soft shadow to show under a lifted piece (offset it by the lift)."""
    key = ("shadow", size, round_shape)

    def make(_: Raster) -> pygame.Surface:
        w, h = size
        surface = pygame.Surface((w + 16, h + 16), pygame.SRCALPHA)
        for i in range(8, 0, -1):
            rect = pygame.Rect(8 - i, 8 - i, w + 2 * i, h + 2 * i)
            colour = (0, 0, 0, round(12 + 6 * (8 - i)))
            if round_shape:
                pygame.draw.ellipse(surface, colour, rect)
            else:
                pygame.draw.rect(surface, colour, rect, border_radius=max(4, min(w, h) // 6 + i))
        return surface

    return Image(key, (size[0] + 16, size[1] + 16), make)


def card_back(size: tuple[int, int], colour: theme.Colour = (52, 84, 160)) -> Image:
    """The common back of cards and tiles: a framed diamond lattice."""
    key = ("cardback", size, colour)

    def make(raster: Raster) -> pygame.Surface:
        w, h = size
        radius = max(4, min(w, h) // 9)
        surface = plate_on(raster, rounded(size, theme.WHITE, radius))
        inner = pygame.Rect(0, 0, w, h).inflate(-max(4, w // 12), -max(4, w // 12))
        pygame.draw.rect(surface, colour, inner, border_radius=max(3, radius - 2))
        light = theme.lighten(colour, 0.25)
        step = max(6, w // 6)
        clip = surface.get_clip()
        surface.set_clip(inner)
        for x in range(-h, w + h, step):
            pygame.draw.line(surface, light, (x, inner.top), (x + h, inner.bottom), max(1, w // 40))
            pygame.draw.line(surface, light, (x + h, inner.top), (x, inner.bottom), max(1, w // 40))
        surface.set_clip(clip)
        return surface

    return Image(key, size, make)


def card_face(
    size: tuple[int, int], emoji: str = "", colour: theme.Colour = theme.PANEL, label: str = ""
) -> Image:
    """A plain card face: a picture in the middle and an optional label in two corners,
    the second upside down so the card reads from both ends."""
    key = ("cardface", size, emoji, colour, label)

    def make(raster: Raster) -> pygame.Surface:
        w, h = size
        base = rounded(size, colour, max(4, min(w, h) // 9), theme.PANEL_EDGE, 2)
        surface = plate_on(raster, base)
        if emoji:
            art = raster(picture(emoji, round(min(w, h) * 0.62)))
            surface.blit(art, art.get_rect(center=(w / 2, h / 2)))
        if label:
            ink = theme.readable_ink(colour)
            text = raster(words(label, max(8, round(w * 0.26)), ink))
            surface.blit(text, text.get_rect(topleft=(w * 0.08, h * 0.04)))
            flipped = pygame.transform.rotate(text, 180)
            surface.blit(flipped, flipped.get_rect(bottomright=(w * 0.92, h * 0.96)))
        return surface

    return Image(key, size, make)


def disc(diameter: int, colour: theme.Colour, emoji: str, rim: theme.Colour | None = None) -> Image:
    """A round wooden-looking disc with a picture (Devil's Circle, tokens)."""
    key = ("disc", diameter, colour, emoji, rim)

    def make(raster: Raster) -> pygame.Surface:
        d = diameter
        surface = pygame.Surface((d, d), pygame.SRCALPHA)
        edge = rim or theme.darken(colour, 0.35)
        pygame.draw.circle(surface, edge, (d / 2, d / 2), d / 2)
        pygame.draw.circle(surface, colour, (d / 2, d / 2 - d * 0.02), d * 0.46)
        pygame.draw.circle(
            surface,
            theme.lighten(colour, 0.25),
            (d / 2, d / 2 - d * 0.02),
            d * 0.46,
            max(1, d // 40),
        )
        art = raster(picture(emoji, round(d * 0.62)))
        surface.blit(art, art.get_rect(center=(d / 2, d / 2 - d * 0.02)))
        return surface

    return Image(key, (diameter, diameter), make)


def die(size: int, colour: theme.Colour, emoji: str) -> Image:
    """A die seen from above: a rounded square in its colour with the top face's symbol."""
    key = ("die", size, colour, emoji)

    def make(raster: Raster) -> pygame.Surface:
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        radius = size // 5
        pygame.draw.rect(
            surface, theme.darken(colour, 0.35), surface.get_rect(), border_radius=radius
        )
        top = pygame.Rect(0, 0, size, size).inflate(-size // 10, -size // 10).move(0, -size // 40)
        pygame.draw.rect(surface, colour, top, border_radius=radius)
        face = top.inflate(-size // 5, -size // 5)
        pygame.draw.rect(surface, theme.lighten(colour, 0.8), face, border_radius=radius // 2)
        art = raster(picture(emoji, round(face.width * 0.86)))
        surface.blit(art, art.get_rect(center=face.center))
        return surface

    return Image(key, (size, size), make)


def tile(size: int, emoji: str | None, colour: theme.Colour = theme.PANEL) -> Image:
    """A square tile: face up with its picture, or (emoji None) its common back."""
    if emoji is None:
        return card_back((size, size), (120, 78, 48))
    key = ("tile", size, emoji, colour)

    def make(raster: Raster) -> pygame.Surface:
        base = rounded((size, size), colour, size // 7, theme.PANEL_EDGE, 2)
        surface = plate_on(raster, base)
        art = raster(picture(emoji, round(size * 0.74)))
        surface.blit(art, art.get_rect(center=(size / 2, size / 2)))
        return surface

    return Image(key, (size, size), make)
