"""How to play, a page at a time: a big picture and a sentence or two, painted upright.

Two things show these pages and must look alike: the shell's how-to dialog (from the pause
card, and before a game's first start) and a seat's own how-to, which a player opens with
the ❓ on their panel while the game goes on for everyone else. The seat's copy lies in
front of that seat, facing it, so the rest of the table keeps its view of the board.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from engine.drawing import panels, theme
from engine.drawing.display import BUTTONS, WORDS, DisplayList, Image, Raster
from engine.drawing.icons import picture
from engine.drawing.images import plate_on, rounded
from engine.drawing.images import text as words
from engine.drawing.seats import EDGE_GAP, PAUSE_SIZE, Placement, Seat
from engine.drawing.text import fit_size, wrap
from engine.drawing.widgets import Button
from engine.input.pointer import Gesture

SEAT_PAGE = (600, 380)  # design pixels: a seat's page at most, width along its edge × depth


@dataclass(frozen=True)
class HowToPage:
    emoji: str
    text: str  # already translated


def page_image(
    size: tuple[int, int],
    title: str,
    page: HowToPage | None,
    counter: str,
    text_size: int,
    footer: float,
    close: bool = False,
) -> Image:
    """One page upright: the title, the picture and the words wrapped to the width, above
    a `footer` of pixels for the buttons drawn over it, with the page counter amid them
    (and a ✖️ in the corner for a page that closes with a tap)."""
    w, h = size
    t = text_size
    base = rounded(size, theme.PANEL, round(t), theme.PANEL_EDGE, 3)
    heading = words(title, fit_size(title, round(t * 1.4), w * 0.75), theme.INK)
    mark = words(counter, t, theme.INK_SOFT)
    top = t * 0.6 + heading.size[1] + t * 0.3
    lines = [words(line, t, theme.INK) for line in (wrap(page.text, t, w * 0.88) if page else [])]
    words_h = len(lines) * t * 1.2
    art_size = round(max(t * 1.5, min(w * 0.4, h - footer - top - words_h - t * 0.4)))
    art = picture(page.emoji, art_size) if page else None
    cross = picture("✖️", round(t * 1.2)) if close else None

    def make(raster: Raster) -> pygame.Surface:
        surface = plate_on(raster, base)
        surface.blit(raster(heading), raster(heading).get_rect(midtop=(w / 2, t * 0.6)))
        surface.blit(raster(mark), raster(mark).get_rect(center=(w / 2, h - footer / 2)))
        if art is not None:
            centre = (round(w / 2), round(top + art_size / 2))
            surface.blit(raster(art), raster(art).get_rect(center=centre))
        y = top + art_size + t * 0.3
        for line in lines:
            surface.blit(raster(line), raster(line).get_rect(midtop=(w / 2, y)))
            y += t * 1.2
        if cross is not None:
            corner = (w - t * 0.6, 8)
            surface.blit(raster(cross), raster(cross).get_rect(topright=corner))
        return surface

    key = ("howto-page", size, title, page, counter, text_size, footer, close)
    return Image(key, size, make)


def seat_page_frame(
    seat: Seat, size: tuple[int, int], unit: float
) -> tuple[Placement, tuple[float, float]]:
    """Where a seat's own page lies: in front of its panel, towards the middle of the
    table and no further, facing the seat, at least as wide as the panel and slid along
    the edge as far as it must be to stay on the screen (a tablet's end seats)."""
    w, h = size
    across = h if seat.edge in ("bottom", "top") else w
    along = w if seat.edge in ("bottom", "top") else h
    gap = EDGE_GAP * unit
    start = seat.panel_size[1] + 2 * gap
    depth = max(0.6 * SEAT_PAGE[1] * unit, min(SEAT_PAGE[1] * unit, across / 2 - start))
    width = min(max(seat.panel_size[0], SEAT_PAGE[0] * unit), along - 2 * gap)
    x, y = seat.to_screen((0.0, -(seat.panel_size[1] / 2 + gap + depth / 2)))
    reach_x, reach_y = (width / 2, depth / 2) if seat.angle % 180 == 0 else (depth / 2, width / 2)
    x = min(max(x, reach_x + gap), w - reach_x - gap)
    y = min(max(y, reach_y + gap), h - reach_y - gap)
    return Placement((x, y), seat.angle), (width, depth)


class SeatHowTo:
    """One seat's open how-to over a running game: ⬅️ ➡️ turn its pages, any other tap on
    it (or the ❓ again) closes it. Painted once per page and turned to face the seat."""

    def __init__(
        self,
        seat: Seat,
        title: str,
        pages: list[HowToPage],
        size: tuple[int, int],
        unit: float,
        page: int = 0,
    ) -> None:
        self.seat = seat.index
        self.title = title
        self.pages = pages
        self.page = 0
        self.frame, extent = seat_page_frame(seat, size, unit)
        self.size = (round(extent[0]), round(extent[1]))
        self.text_size = panels.panel_type(unit).label
        side = PAUSE_SIZE * unit
        y = self.size[1] / 2 - side / 2 - 10 * unit
        x = self.size[0] / 2 - side / 2 - 10 * unit
        self.footer = side + 20 * unit
        self.arrows = [
            Button("", (-x, y), (side, side), self.previous, self.frame, emoji="⬅️", unit=unit),
            Button("", (x, y), (side, side), self.next, self.frame, emoji="➡️", unit=unit),
        ]
        self.image = self._turn(page)

    def previous(self) -> None:
        self.image = self._turn(self.page - 1)

    def next(self) -> None:
        self.image = self._turn(self.page + 1)

    def contains(self, pos: tuple[float, float]) -> bool:
        x, y = self.frame.to_local(pos)
        return abs(x) <= self.size[0] / 2 and abs(y) <= self.size[1] / 2

    def tap(self, pos: tuple[float, float]) -> bool:
        """A tap on the page: True while it stays open (an arrow turned it)."""
        return any(arrow.tap(pos) for arrow in self.arrows)

    def _turn(self, page_number: int) -> Image:
        """Show page `page_number` (kept in range); an arrow that cannot turn looks off."""
        self.page = max(0, min(len(self.pages) - 1, page_number))
        self.arrows[0].enabled = self.page > 0
        self.arrows[1].enabled = self.page < len(self.pages) - 1
        page = self.pages[self.page] if self.pages else None
        counter = f"{self.page + 1} / {max(1, len(self.pages))}"
        args = (self.size, self.title, page, counter, self.text_size, self.footer)
        return page_image(*args, close=True)

    def paint(self, frame: DisplayList) -> None:
        """The page facing its seat, words for that seat to read, its arrows on it."""
        what = f"how-to page of seat {self.seat + 1}"
        angle, px = self.frame.angle, self.text_size
        frame.sprite(
            self.image,
            self.frame.center,
            angle=angle,
            kind=WORDS,
            seat=self.seat,
            still=True,
            text_px=px,
            what=what,
        )
        for arrow in self.arrows:
            arrow.paint(frame)


class SeatHowTos:
    """Every seat's ❓ (a button in the square its panel keeps clear, never on a word) and
    the pages open at the moment: a player reads at their own seat without pausing the
    game for the others."""

    def __init__(self, title: str, pages: Callable[[], list[HowToPage]]) -> None:
        self.title = title
        self.pages = pages  # the game's pages, asked afresh when one opens (its language)
        self.open: dict[int, SeatHowTo] = {}
        self.seats: list[Seat] = []
        self.size = (1, 1)
        self.unit = 1.0

    def layout(
        self,
        seats: list[Seat],
        plan: Callable[[Seat], panels.PanelPlan],
        size: tuple[int, int],
        unit: float,
    ) -> list[Button]:
        """The ❓ buttons, one per seat in the square its panel's `plan` keeps aside; open
        pages follow a resize."""
        self.seats, self.size, self.unit = seats, size, unit
        self.open = {i: self._page(i, howto.page) for i, howto in self.open.items()}
        return [self._button(seat, plan(seat).aside) for seat in seats]

    def _button(self, seat: Seat, area: pygame.Rect) -> Button:
        w, h = round(seat.panel_size[0]), round(seat.panel_size[1])
        spot = (area.centerx - w / 2, area.centery - h / 2)
        colour = theme.lighten(seat.colour, 0.55)
        toggle = lambda: self.toggle(seat.index)  # noqa: E731
        return Button("", spot, area.size, toggle, seat, colour, "❓", unit=self.unit)

    def _page(self, index: int, page: int = 0) -> SeatHowTo:
        seat = self.seats[index]
        return SeatHowTo(seat, self.title, self.pages(), self.size, self.unit, page)

    def toggle(self, seat: int) -> None:
        """Open a seat's how-to facing it, or close it."""
        if self.open.pop(seat, None) is None:
            self.open[seat] = self._page(seat)

    def takes(self, gesture: Gesture) -> bool:
        """A touch on an open page is the page's: its arrows turn it, any other tap
        closes it, and nothing under it is touched."""
        for seat, howto in list(self.open.items()):
            if howto.contains(gesture.pos):
                if gesture.kind == "tap" and not howto.tap(gesture.pos):
                    del self.open[seat]
                return True
        return False

    def paint(self, frame: DisplayList) -> None:
        with frame.at(BUTTONS):
            for howto in self.open.values():
                howto.paint(frame)
