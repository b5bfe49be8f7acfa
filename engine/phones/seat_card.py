"""A seat's phone card: what a tap on the seat's code (or its 📱) opens, facing the seat,
in its part of the table on nothing of anyone else's (`engine.words.seat_page`), as the
seat's how-to page lies.

It says how to join without scanning (the table's address and the seat's code, large
enough to type from) or that the seat's hand is on a phone, and offers the one way a seat
changes phones: its button deals the seat a new code, and the phone there stops. A tap
elsewhere on the card, or on the seat's code again, closes it. Painting only reads; the
table (`table.py`) decides what a card says and what its button does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from engine.drawing import panels, theme
from engine.drawing.display import TARGET, DisplayList, Image, Raster
from engine.drawing.icons import picture
from engine.drawing.images import plate_on, rounded
from engine.drawing.images import text as words
from engine.drawing.seats import PAUSE_SIZE, Seat
from engine.drawing.text import fit_size, measure, wrap
from engine.drawing.widgets import Button
from engine.words.seat_page import place_seat_page, seat_page_frame

BIG = 1.6  # the address and the code, in the card's type sizes
HEADING = 1.3  # the title


@dataclass(frozen=True)
class CardWords:
    """What a seat's card says: a title, a sentence or two, lines to type from (large),
    and its button's picture and label."""

    title: str
    lines: tuple[str, ...]
    big: tuple[str, ...]
    emoji: str
    button: str


@dataclass(frozen=True)
class Shape:
    """Where a card's words go (upright pixels): the wrapped lines and whether it all
    fits above the button."""

    lines: tuple[str, ...]
    heading: int
    fits: bool


def shape(said: CardWords, size: tuple[int, int], t: int, footer: float) -> Shape:
    """The card's words laid out in `size` at type size `t`."""
    w, h = size
    room = w - 2 * t
    heading = fit_size(said.title, round(t * HEADING), room - 2 * t)  # the ✖️ beside it
    lines = tuple(part for line in said.lines for part in wrap(line, t, room))
    big = round(t * BIG)
    wide = all(measure(line, big)[0] <= room for line in said.big)
    tall = t * 0.6 + heading * 1.3 + len(lines) * t * 1.25 + len(said.big) * big * 1.2
    return Shape(lines, heading, wide and tall + footer <= h)


class SeatCard:
    """One seat's open phone card."""

    def __init__(
        self,
        seat: Seat,
        said: CardWords,
        screen: tuple[int, int],
        unit: float,
        keep: list[pygame.Rect],
        act: Callable[[], None],
    ) -> None:
        self.seat, self.said = seat.index, said
        t = panels.panel_type(unit).label
        side = round(PAUSE_SIZE * unit)
        footer = side + 1.2 * t

        def fits(extent: tuple[int, int]) -> bool:
            return shape(said, extent, t, footer).fits

        found = place_seat_page(seat, screen, unit, keep, fits)
        frame, extent = found or seat_page_frame(seat, screen, unit)
        self.frame = frame
        self.size = (round(extent[0]), round(extent[1]))
        w, h = self.size
        self.text_size = t
        width = min(w - 2 * t, max(side * 4, measure(said.button, t)[0] + side * 2))
        at = (0.0, h / 2 - t * 0.6 - side / 2)
        colour = theme.lighten(seat.colour, 0.55)
        self.button = Button(
            said.button, at, (width, side), act, frame, colour, said.emoji, unit=unit
        )
        self.image = card_image(said, self.size, t, footer, self.button)

    def contains(self, pos: tuple[float, float]) -> bool:
        x, y = self.frame.to_local(pos)
        return abs(x) <= self.size[0] / 2 and abs(y) <= self.size[1] / 2

    def tap(self, pos: tuple[float, float]) -> bool:
        """A tap on the card: True if its button took it (else the card closes)."""
        return self.button.tap(pos)

    def rect(self) -> pygame.Rect:
        w, h = self.size if self.frame.angle % 180 == 0 else self.size[::-1]
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (round(self.frame.center[0]), round(self.frame.center[1]))
        return rect

    def paint(self, frame: DisplayList) -> None:
        """The card facing its seat: a touch target as a whole (its button does what it
        says, a tap anywhere else on it closes it), with words to read on it."""
        frame.sprite(
            self.image,
            self.frame.center,
            angle=self.frame.angle,
            kind=TARGET,
            seat=self.seat,
            still=True,
            text_px=min(self.text_size, self.button.label_size()),
            what=f"phone card of seat {self.seat + 1}",
        )


def card_image(
    said: CardWords, size: tuple[int, int], t: int, footer: float, button: Button
) -> Image:
    """The card upright: the title and a ✖️ beside it, the sentences, the lines to type
    from, and its button at the foot."""
    w = size[0]
    laid = shape(said, size, t, footer)
    base = rounded(size, theme.PANEL, t, theme.PANEL_EDGE, 3)
    heading = words(said.title, laid.heading, theme.INK)
    lines = [words(line, t, theme.INK) for line in laid.lines]
    big = [words(line, round(t * BIG), theme.INK) for line in said.big]
    cross = picture("✖️", round(t * 1.2))
    pressed = button.image()

    def make(raster: Raster) -> pygame.Surface:
        surface = plate_on(raster, base)
        y = t * 0.6
        surface.blit(raster(heading), raster(heading).get_rect(midtop=(w / 2, y)))
        surface.blit(raster(cross), raster(cross).get_rect(topright=(w - t * 0.6, y)))
        y += heading.size[1] * 1.3
        for line in lines:
            surface.blit(raster(line), raster(line).get_rect(midtop=(w / 2, y)))
            y += t * 1.25
        for line in big:
            surface.blit(raster(line), raster(line).get_rect(midtop=(w / 2, y)))
            y += line.size[1] * 1.2
        x, y = button.center
        at = (round(w / 2 + x), round(size[1] / 2 + y))
        surface.blit(raster(pressed), raster(pressed).get_rect(center=at))
        return surface

    return Image(("phone-card", said, size, t, footer, pressed.key), size, make)
