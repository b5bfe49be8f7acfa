"""Memorandum's pictures as `Image`s: cards by code, rows of cards, pads, labels.

Each is named by what it shows and knows its size without painting, so the compositor
paints it once (turned to a seat by the item that shows it) and a frame's items have
their rectangles before any pixel exists.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from engine.drawing import pieces, playing_cards, theme
from engine.drawing.display import Image, Raster
from engine.drawing.icons import picture
from engine.drawing.images import plate_on, rounded
from engine.drawing.images import text as words
from engine.drawing.text import fit_size, measure

BACK_COLOUR = (150, 40, 60)  # the dealer's pack and hands face down: a red back


def card_face(card: str, size: tuple[int, int], four_colour: bool) -> Image:
    """A card face by its code ("QH", "TS", "RJ")."""
    return playing_cards.face_of(card, size, four_colour)


def card_steps(card: str, size: tuple[int, int], four_colour: bool) -> list[Image]:
    """A card face's costly parts one at a time, then the face (to paint ahead: at 4K the
    whole of it is several milliseconds)."""
    return playing_cards.face_steps(size, *playing_cards.printed(card), four_colour)


def card_back(size: tuple[int, int]) -> Image:
    return pieces.card_back(size, BACK_COLOUR)


def row_positions(count: int, width: float, card_w: float) -> list[float]:
    """Local x of each card of a row of `count` cards spread over at most `width`."""
    if count <= 0:
        return []
    step = card_w * 1.08 if count == 1 else min(card_w * 1.08, (width - card_w) / (count - 1))
    span = step * (count - 1)
    return [-span / 2 + i * step for i in range(count)]


def hand_row(
    cards: tuple[str, ...], size: tuple[int, int], width: float, four_colour: bool
) -> Image:
    """A whole hand as one picture ("" for a face-down card), spread over at most
    `width`: one blit a frame instead of one per card."""
    w, h = size
    xs = row_positions(len(cards), width, w)
    span = round(xs[-1] - xs[0] + w) if xs else 1

    def make(raster: Raster) -> pygame.Surface:
        row = pygame.Surface((span, h), pygame.SRCALPHA)
        for card, x in zip(cards, xs, strict=True):
            face = card_face(card, size, four_colour) if card else card_back(size)
            row.blit(raster(face), (round(x - xs[0]), 0))
        return row

    return Image(("mr-row", cards, size, round(width), four_colour), (span, h), make)


@lru_cache(maxsize=256)
def pad_layout(
    size: tuple[int, int], label: str, emoji: str, stacked: bool = False, least: int = 0
) -> tuple[int, tuple[float, float], int, tuple[float, float]]:
    """Where a pad's picture and words go, upright: (picture px, picture centre, text px,
    text centre). Side by side, or `stacked` (the picture above the words, small pads).
    The words are never smaller than `least` (read from across the table): where they
    would not fit beside the picture at that size, the picture yields, and where they do
    not fit at all, the picture alone says it (a size of 0: not drawn)."""
    w, h = size
    if label and least and measure(label, least)[0] > w * 0.86:
        label = ""
    if stacked:
        text = max(least, fit_size(label, round(h * 0.22), w * 0.86)) if label else 0
        art = min(round(h * 0.46), round(h - text * 1.3)) if emoji else 0
        gap = h * 0.04 if art and text else 0
        top = (h - art - gap - text * 1.1) / 2
        return art, (w / 2, top + art / 2), text, (w / 2, top + art + gap + text * 0.55)
    art = round(h * 0.5) if emoji else 0
    art_w = art + h * 0.1 if emoji and label else art  # the picture and the gap after it
    text = max(least, fit_size(label, round(h * 0.42), w * 0.86 - art_w)) if label else 0
    text_w = measure(label, text)[0] if label else 0
    if art and text_w + art_w > w * 0.86:
        gap = h * 0.1 if text_w else 0.0
        art = max(0, round(w * 0.86 - text_w - gap))
        art = art if art >= h * 0.2 or not text_w else 0  # alone, the picture fits the pad
        art_w = art + gap if art else 0
    x = (w - text_w - art_w) / 2
    return art, (x + art / 2, h / 2), text, (x + art_w + text_w / 2, h / 2)


def pad(
    size: tuple[int, int],
    colour: theme.Colour,
    label: str,
    emoji: str,
    least: int,
    lit: bool,
    stacked: bool = False,
    shows_picture: bool = True,
) -> Image:
    """A big touch pad ("Mine!", "hold to peek"), its words never below `least`; `lit`
    while pressed/claimed. With `shows_picture` off the picture's place is left empty
    (the scene shows it moving)."""

    def make(raster: Raster) -> pygame.Surface:
        h = size[1]
        fill = theme.lighten(colour, 0.35) if lit else colour
        border = theme.HIGHLIGHT if lit else theme.lighten(colour, 0.4)
        plate = rounded(size, fill, round(h * 0.3), border, max(3, h // 14))
        surface = plate_on(raster, plate)  # one plate for the pad's looks
        art_px, art_at, text_px, text_at = pad_layout(size, label, emoji, stacked, least)
        if emoji and shows_picture and art_px:
            art = raster(picture(emoji, art_px))
            surface.blit(art, art.get_rect(center=(round(art_at[0]), round(art_at[1]))))
        if text_px:
            text = raster(words(label, text_px, theme.readable_ink(fill)))
            surface.blit(text, text.get_rect(center=(round(text_at[0]), round(text_at[1]))))
        return surface

    key = ("mr-pad", size, colour, label, emoji, least, lit, stacked, shows_picture)
    return Image(key, size, make)


def label(text: str, size: int, colour: theme.Colour, emoji: str = "") -> Image:
    """Text on a dark rounded plate, so it reads on the felt; with `emoji`, its picture
    before the text (party mode's counts: a picture and a number). Words with a line
    break show on two lines, each centred under the one before."""
    lines = text.split("\n")
    inks = [measure(line, size) for line in lines]
    ink_w, ink_h = max(w for w, _ in inks), sum(h for _, h in inks)
    margin = round(size * 0.35)
    art = picture(emoji, round(inks[0][1] * 1.1)) if emoji else None
    art_w = art.size[0] + margin // 2 if art else 0
    w, h = ink_w + art_w + 2 * margin, ink_h + margin
    corner = round(h * 0.45 if len(lines) == 1 else inks[0][1] * 0.45 + margin / 2)

    def make(raster: Raster) -> pygame.Surface:
        plate = plate_on(raster, rounded((w, h), theme.TABLE_RIM, corner))
        if art is not None:
            plate.blit(raster(art), raster(art).get_rect(midleft=(margin, h / 2)))
        y = margin / 2
        for line, (_, line_h) in zip(lines, inks, strict=True):
            ink = raster(words(line, size, colour))
            plate.blit(ink, ink.get_rect(center=(margin + art_w + ink_w / 2, y + line_h / 2)))
            y += line_h
        return plate

    return Image(("mr-label", text, size, colour, emoji), (w, h), make)
