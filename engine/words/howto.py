"""How to play, a page at a time: a big picture and a sentence or two, painted upright.

Two things show these pages and must look alike: the shell's how-to dialog (from the pause
card, and before a game's first start) and a seat's own how-to, which a player opens with
the ❓ on their panel while the game goes on for everyone else. The seat's copy lies in
front of that seat, facing it, so the rest of the table keeps its view of the board.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from engine.drawing import panels, theme
from engine.drawing.display import (
    BUTTONS,
    CARD,
    DisplayList,
    Image,
    Item,
    Raster,
)
from engine.drawing.icons import picture
from engine.drawing.images import plate_on, rounded
from engine.drawing.images import text as words
from engine.drawing.seats import PAUSE_SIZE, Placement, Seat
from engine.drawing.text import fit_size, reads, wrap
from engine.drawing.widgets import Button
from engine.i18n import has, tr
from engine.input.pointer import Gesture
from engine.words.scroll_page import SCROLL_PAD, scroll_image, scrolled
from engine.words.seat_page import (
    kept_from,
    not_own,
    over_own_panel,
    panels_of_others,
    place_seat_page,
    screen_rect,
    seat_page_frame,
)
from engine.words.showing import DrawPiece, paint_demo
from games.core.howto import Demo, Page, teaching, values
from games.core.registry import GameSpec

if TYPE_CHECKING:
    from engine.game.party import TouchPolicy


@dataclass(frozen=True)
class HowToPage:
    emoji: str
    text: str  # already translated ("" in party mode: the picture or `demo` shows it)
    demo: Demo | None = None  # what the page shows children instead of its words

    @classmethod
    def of(
        cls, spec: GameSpec, page: Page, options: Mapping[str, Any], tapping: bool = False
    ) -> HowToPage:
        """A declared page (games/<game>/howto.py) in the players' language, its fields
        filled with the values in play ("to {target} points"). With peek by tap on
        (`tapping`), a page that tells to hold a finger on what is hidden says its
        `<key>.tap` words instead: a tap shows it."""
        key = f"{page.key}.tap" if tapping and has(f"{page.key}.tap") else page.key
        return cls(page.picture, tr(key, **values(page, spec.choices, options)), page.demo)


def pages_for(
    spec: GameSpec,
    options: Mapping[str, Any],
    players: int,
    party: bool,
    tapping: bool = False,
) -> list[HowToPage]:
    """What the how-to teaches of this game as set up: every page true of its options,
    players and mode, and of how the table shows what is hidden (`tapping`: peek by tap),
    and no other (the spec's blurb for a game with none declared)."""
    if spec.howto is None:
        return [HowToPage(spec.icon or "🎲", spec.blurb)]
    declared = spec.howto.resolve()
    chosen = teaching(declared, spec.choices, options, players, party)
    return [HowToPage.of(spec, page, options, tapping) for page in chosen]


def table_pages(
    spec: GameSpec,
    options: Mapping[str, Any],
    setup: Any,
    settings: Any,
    party: TouchPolicy | None = None,
) -> list[HowToPage]:
    """`pages_for` a game as its table set it up (`setup`: its players, party mode or not)
    and as the table's `settings` show what is hidden (peek by tap); with the table's
    `party` policy, each page's words as it says them (for children none: the page's
    picture or demonstration shows it)."""
    pages = pages_for(spec, options, setup.players, setup.kids, settings.peek_by_tap)
    if party is None:
        return pages
    return [replace(page, text=party.said(page.text)) for page in pages]


@dataclass(frozen=True)
class Arranged:
    """Where a page's picture and words go inside it (upright pixels): the picture's size
    and centre, the wrapped lines, where they start, whether they are centred, and whether
    it all fits above the footer."""

    art: int
    art_at: tuple[float, float]
    lines: tuple[str, ...]
    text_at: tuple[float, float]
    centred: bool
    fits: bool


def arrange(size: tuple[int, int], title_h: float, text: str, t: int, footer: float) -> Arranged:
    """The picture above the words where that leaves it at least two and a half lines
    tall, else beside them (a page much wider than deep: a side's copy of the first
    how-to, a seat's page along its edge); `fits` False when the words run into the
    footer either way."""
    w, h = size
    top = t * 0.6 + title_h + t * 0.3
    room = h - footer - top
    stacked = wrap(text, t, w * 0.88)
    words_h = len(stacked) * t * 1.2
    art = min(w * 0.4, room - words_h - t * 0.4)
    if art >= t * 2.5:
        at = (w / 2, top + art / 2)
        return Arranged(round(art), at, tuple(stacked), (w / 2, top + art + t * 0.3), True, True)
    art = round(max(t * 1.5, min(room - t * 0.4, w * 0.25)))
    side = wrap(text, t, w * 0.92 - art - t)
    side_h = len(side) * t * 1.2
    if side_h <= room:
        left = w * 0.04 + art + t
        at = (w * 0.04 + art / 2, top + room / 2)
        return Arranged(art, at, tuple(side), (left, top + (room - side_h) / 2), False, True)
    art = round(t * 1.5)
    at = (w / 2, top + art / 2)
    fits = words_h + art + t * 0.3 <= room
    return Arranged(art, at, tuple(stacked), (w / 2, top + art + t * 0.3), True, fits)


def heading(title: str, t: int, w: float) -> Image:
    """The page's title: the game's name, or in party mode (a title with no word in it)
    the game's picture."""
    if not reads(title):
        return picture(title, round(t * 2))
    return words(title, fit_size(title, round(t * 1.4), w * 0.75), theme.INK)


DEMO_ROOM = 5  # a demonstration's least depth, in lines of words: pieces a child can see


def demo_box(size: tuple[int, int], heading_h: float, t: int, footer: float) -> pygame.Rect:
    """Where a page's demonstration plays: all between its title and its footer (upright
    pixels about the page's centre)."""
    w, h = size
    top = t * 0.6 + heading_h + t * 0.3
    box = pygame.Rect(0, 0, round(w * 0.92), round(max(t, h - footer - top)))
    box.center = (0, round(top + (h - footer - top) / 2 - h / 2))
    return box


def page_fits(
    size: tuple[int, int], title: str, pages: list[HowToPage], text_size: int, footer: float
) -> bool:
    """Whether every page's words fit a page of `size` at `text_size` (none cut, none
    shrunk below it), and a demonstration in place of words has the room to show its
    pieces (`DEMO_ROOM` lines of words deep: a seat's page over its panel is too shallow)."""
    return _fits(size, title, tuple(pages), text_size, footer)


@lru_cache(maxsize=4096)
def _fits(
    size: tuple[int, int], title: str, pages: tuple[HowToPage, ...], text_size: int, footer: float
) -> bool:
    """`page_fits`, kept: every seat's page asks it of the same sizes, and a page placed
    again (something came under it) asks it all again (wrapping is most of placing)."""
    high = heading(title, text_size, size[0]).size[1]
    box = demo_box(size, high, text_size, footer)
    return all(
        arrange(size, high, p.text, text_size, footer).fits
        and (p.text or p.demo is None or box.h >= DEMO_ROOM * text_size)
        for p in pages
    )


def page_image(
    size: tuple[int, int],
    title: str,
    page: HowToPage | None,
    counter: str,
    text_size: int,
    footer: float,
    close: bool = False,
    counter_top: bool = False,
) -> Image:
    """One page upright: the title, the picture and the words wrapped to the width, above
    a `footer` of pixels for the buttons drawn over it, with the page counter amid them
    (or in the top corner where a button takes the footer's middle: `counter_top`), and
    a ✖️ in the other corner for a page that closes with a tap. A page with a
    demonstration and no words leaves its middle to the demonstration (`PageCopy.paint`)."""
    w, h = size
    t = text_size
    base = rounded(size, theme.PANEL, round(t), theme.PANEL_EDGE, 3)
    head = heading(title, t, w)
    mark = words(counter, t, theme.INK_SOFT)
    shape = arrange(size, head.size[1], page.text if page else "", t, footer)
    lines = [words(line, t, theme.INK) for line in shape.lines]
    shown = page is not None and not (page.demo and not page.text)
    art = picture(page.emoji, shape.art) if page and shown else None
    cross = picture("✖️", round(t * 1.2)) if close else None

    def make(raster: Raster) -> pygame.Surface:
        surface = plate_on(raster, base)
        surface.blit(raster(head), raster(head).get_rect(midtop=(w / 2, t * 0.6)))
        counter_at = {"topleft": (t * 0.6, t * 0.6)} if counter_top else {}
        where = counter_at or {"center": (w / 2, h - footer / 2)}
        surface.blit(raster(mark), raster(mark).get_rect(**where))
        if art is not None:
            centre = (round(shape.art_at[0]), round(shape.art_at[1]))
            surface.blit(raster(art), raster(art).get_rect(center=centre))
        x, y = shape.text_at
        for line in lines:
            anchor = {"midtop": (x, y)} if shape.centred else {"topleft": (x, y)}
            surface.blit(raster(line), raster(line).get_rect(**anchor))
            y += t * 1.2
        if cross is not None:
            corner = (w - t * 0.6, 8)
            surface.blit(raster(cross), raster(cross).get_rect(topright=corner))
        return surface

    key = ("howto-page", size, title, page, counter, text_size, footer, close, counter_top)
    return Image(key, size, make)


class PageCopy:
    """One copy of the how-to pages on the table: a page facing its way, ⬅️ ➡️ in its
    bottom corners (and a `middle` button between them, made for this copy), turned by
    its own taps, so each side reads at its own pace."""

    def __init__(
        self,
        frame: Placement,
        size: tuple[int, int],
        title: str,
        pages: list[HowToPage],
        unit: float,
        text_size: int,
        page: int = 0,
        close: bool = False,
        seat: int | None = None,
        middle: Callable[[PageCopy], Button] | None = None,
        draw: DrawPiece | None = None,
    ) -> None:
        self.draw = draw  # the game's pieces, for the pages' demonstrations (party mode)
        self.frame, self.size = frame, (round(size[0]), round(size[1]))
        self.title, self.pages, self.text_size = title, pages, text_size
        self.close, self.seat, self.unit = close, seat, unit
        self.page = 0
        side = PAUSE_SIZE * unit
        y = self.size[1] / 2 - side / 2 - 10 * unit
        x = self.size[0] / 2 - side / 2 - 10 * unit
        self.footer = side + 20 * unit
        self.arrows = [
            Button("", (-x, y), (side, side), self.previous, self.frame, emoji="⬅️", unit=unit),
            Button("", (x, y), (side, side), self.next, self.frame, emoji="➡️", unit=unit),
        ]
        for arrow in self.arrows:
            arrow.seat = seat
        self.middle = middle(self) if middle is not None else None
        self.image = self._turn(page)

    @property
    def buttons(self) -> list[Button]:
        """⬅️, the middle button if any, ➡️."""
        return [self.arrows[0], *([self.middle] if self.middle else []), self.arrows[1]]

    @property
    def last(self) -> bool:
        return self.page >= len(self.pages) - 1

    def previous(self) -> None:
        self.image = self._turn(self.page - 1)

    def next(self) -> None:
        self.image = self._turn(self.page + 1)

    def contains(self, pos: tuple[float, float]) -> bool:
        x, y = self.frame.to_local(pos)
        return abs(x) <= self.size[0] / 2 and abs(y) <= self.size[1] / 2

    def tap(self, pos: tuple[float, float]) -> bool:
        """A tap on the page: True if one of its buttons took it."""
        return any(button.tap(pos) for button in self.buttons)

    def _turn(self, page_number: int) -> Image:
        """Show page `page_number` (kept in range); an arrow that cannot turn looks off."""
        self.page = max(0, min(len(self.pages) - 1, page_number))
        self.arrows[0].enabled = self.page > 0
        self.arrows[1].enabled = not self.last
        page = self.pages[self.page] if self.pages else None
        counter = f"{self.page + 1} / {max(1, len(self.pages))}"
        return self._image(page, counter)

    def _image(self, page: HowToPage | None, counter: str) -> Image:
        args = (self.size, self.title, page, counter, self.text_size, self.footer)
        return page_image(*args, close=self.close, counter_top=self.middle is not None)

    def paint(self, frame: DisplayList, what: str, now: float = 0.0) -> None:
        """The page facing its way, its buttons on it, and on a page without words its
        demonstration, playing at game time `now`."""
        frame.sprite(
            self.image,
            self.frame.center,
            angle=self.frame.angle,
            kind=CARD,
            seat=self.seat,
            still=True,
            text_px=self.text_size,
            what=what,
        )
        page = self.pages[self.page] if self.pages else None
        if page is not None and page.demo is not None and not page.text and self.draw:
            high = heading(self.title, self.text_size, self.size[0]).size[1]
            box = demo_box(self.size, high, self.text_size, self.footer)
            paint_demo(frame, page.demo, self.draw, self.frame, box, now)
        for button in self.buttons:
            button.paint(frame)


class SeatHowTo(PageCopy):
    """One seat's open how-to over a running game: ⬅️ ➡️ turn its pages, any other tap on
    it (or the ❓ again) closes it. It lies in the seat's part of the table on nothing of
    anyone else's (`engine.words.seat_page`), placed against `keep`, and clear of `ahead`
    too (where something is about to show: a card about to be called) where it can be;
    where no page whose words fit lies clear, it takes the seat's own panel and what is
    clear in front of it, its words in parts a few lines deep that ⬅️ ➡️ (at its two
    ends) scroll through."""

    def __init__(
        self,
        seat: Seat,
        title: str,
        pages: list[HowToPage],
        size: tuple[int, int],
        unit: float,
        page: int = 0,
        keep: list[pygame.Rect] | None = None,
        ahead: list[pygame.Rect] | None = None,
        draw: DrawPiece | None = None,
    ) -> None:
        text_size = panels.panel_type(unit).label
        footer = (PAUSE_SIZE + 20) * unit
        keep = keep or []

        def fits(extent: tuple[int, int]) -> bool:
            return page_fits(extent, title, pages, text_size, footer)

        reach = seat.panel_size[0] / 2  # by its own panel, not in front of another's
        found = None
        for kept in ([*keep, *ahead], keep) if ahead else (keep,):
            found = found or place_seat_page(seat, size, unit, kept, fits, False, reach)
        shows = any(p.demo is not None and not p.text for p in pages)  # party: no words
        self.scrolls = found is None and not shows
        if found is None and shows:  # deep enough for the demonstration's pieces
            found = seat_page_frame(seat, size, unit)
        frame, extent = found or over_own_panel(seat, size, unit, keep)
        if self.scrolls:
            pages = scrolled(pages, extent, text_size, unit)
        args = (frame, extent, title, pages, unit, text_size, page, True, seat.index)
        super().__init__(*args, draw=draw)
        if self.scrolls:  # the arrows at its two ends, the words between them
            x = self.size[0] / 2 - self.arrows[0].size[0] / 2 - SCROLL_PAD * unit
            self.arrows[0].center, self.arrows[1].center = (-x, 0.0), (x, 0.0)

    def _image(self, page: HowToPage | None, counter: str) -> Image:
        if not self.scrolls:
            return super()._image(page, counter)
        return scroll_image(self.size, page, counter, self.text_size)

    def paint(self, frame: DisplayList, what: str = "", now: float = 0.0) -> None:
        """The page facing its seat, words for that seat to read, its arrows on it."""
        super().paint(frame, what or f"how-to page of seat {self.seat + 1}", now)


class SeatHowTos:
    """Every seat's ❓ (a button in the square its panel keeps clear, never on a word) and
    the pages open at the moment: a player reads at their own seat without pausing the
    game for the others."""

    def __init__(
        self,
        title: str,
        pages: Callable[[], list[HowToPage]],
        ahead: Callable[[], list[pygame.Rect]] = list,
        draw: DrawPiece | None = None,
    ) -> None:
        self.title = title
        self.pages = pages  # the game's pages, asked afresh when one opens (its language)
        self.ahead = ahead  # what the game keeps clear where it is about to show (`Room`)
        self.draw = draw  # the game's pieces, for the pages' demonstrations
        self.open: dict[int, SeatHowTo] = {}
        self.seats: list[Seat] = []
        self.size = (1, 1)
        self.unit = 1.0
        self.shown: list[Item] = []  # the last frame's items of the scene, as placed against
        self.moved: set[int] = set()  # open pages to place again once a frame shows the table

    def layout(
        self,
        seats: list[Seat],
        plan: Callable[[Seat], panels.PanelPlan],
        size: tuple[int, int],
        unit: float,
    ) -> list[Button]:
        """The ❓ buttons, one per seat in the square its panel's `plan` keeps aside; open
        pages follow a resize (placed again against the first frame at the new size)."""
        self.seats, self.size, self.unit = seats, size, unit
        self.shown = []
        self.open = {i: self._page(i, howto.page) for i, howto in self.open.items()}
        self.moved = set(self.open)
        return [self._button(seat, plan(seat).aside) for seat in seats]

    def follow(self, shown: list[Item], size: tuple[int, int]) -> None:
        """Each step: the last frame's items, against which pages are placed; a page laid
        out before a frame showed the new size is placed again now."""
        if size != self.size:
            return
        self.shown = shown
        for index in [i for i in self.moved if i in self.open]:
            self.open[index] = self._page(index, self.open[index].page)
        self.moved = set()

    def _button(self, seat: Seat, area: pygame.Rect) -> Button:
        w, h = round(seat.panel_size[0]), round(seat.panel_size[1])
        spot = (area.centerx - w / 2, area.centery - h / 2)
        colour = theme.lighten(seat.colour, 0.55)
        toggle = lambda: self.toggle(seat.index)  # noqa: E731
        return Button("", spot, area.size, toggle, seat, colour, "❓", unit=self.unit)

    def _page(self, index: int, page: int = 0, shown: list[Item] | None = None) -> SeatHowTo:
        shown = self.shown if shown is None else shown
        keep, seat = self._kept(index, shown), self.seats[index]
        ahead = not_own(self.ahead(), shown, index) if shown else []  # laid out, once shown
        args = (seat, self.title, self.pages(), self.size, self.unit, page, keep, ahead)
        return SeatHowTo(*args, self.draw)

    def _kept(self, index: int, shown: list[Item]) -> list[pygame.Rect]:
        """What seat `index`'s page keeps clear of: what `shown` holds of anyone else's,
        the other seats' panels and the other open pages."""
        keep = kept_from(shown, index) + panels_of_others(self.seats, index)
        return keep + [_rect(p) for i, p in self.open.items() if i != index]

    def settle(self, shown: list[Item]) -> bool:
        """The frame about to be shown (`shown`): an open page that lies on something of
        anyone else's it shows (a card called where the page lay, a disc come to rest) is
        placed again against it, so no frame shows it there. Whether one moved."""
        moved = False
        for index, howto in list(self.open.items()):
            if _rect(howto).collidelist(self._kept(index, shown)) == -1:
                continue
            again = self._page(index, howto.page, shown)
            if (again.frame, again.size) != (howto.frame, howto.size):
                self.open[index], moved = again, True
        return moved

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

    def paint(self, frame: DisplayList, now: float = 0.0) -> None:
        with frame.at(BUTTONS):
            for howto in self.open.values():
                howto.paint(frame, now=now)


def _rect(copy: PageCopy) -> pygame.Rect:
    """A page's rectangle on screen."""
    return screen_rect(copy.frame, copy.size)
