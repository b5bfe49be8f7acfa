"""The table's words as a game scene keeps them: banners and notices for everyone (one at a
time), the reactions at the seats, where each goes, and the standstill.

Where words go is decided before a frame is painted, against what the last frame showed
(its display list knows every piece, prompt, clock, button and panel): a banner or notice
is placed once, where it covers none of them nor a pop, and placed again should one of
them come to lie under it; a pop likewise. Painting then only shows them where they were
put. Words that fit nowhere clear make the table stand still for them (`standstill`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from engine.drawing.display import KEPT_KINDS, PROMPT, DisplayList
from engine.drawing.seats import Seat
from engine.words.banners import Banner, BannerQueue, Told, fitted, paint_banner, plate
from engine.words.notices import Copy, Notice, everywhere, paint_notice, place_notice, reader
from engine.words.places import Spot, clear_spots, spot_rects
from engine.words.reactions import Reactions
from engine.words.standstill import Standstill

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from engine.drawing.display import Item


@dataclass
class Placed:
    """Where the banner or notice showing lies: `told` on a screen of `size`, as banner
    spots or notice copies, and the rectangles they take."""

    told: Told
    size: tuple[int, int]
    spots: list[Spot] = field(default_factory=list)
    copies: list[Copy] = field(default_factory=list)
    rects: list[pygame.Rect] = field(default_factory=list)
    reader: int | None = None  # the seat an explainer's copy faces
    roles: tuple[str, ...] = ()  # each banner copy's type size (smaller where it fits no
    # other way)
    lines: tuple[str, ...] = ()  # each banner copy's words as shown (on two lines where
    # one would be wider than the room: `banners.fitted`)


@dataclass
class Where:
    """What placing needs to know this step: the seats, the layout unit, what words keep
    clear of (the last frame's pieces, prompts, clocks, buttons and panels, and what the
    game keeps clear), the area banners and notices may move in, the whole screen (pops
    may go anywhere), the grid step, where the game would like a banner, and the seats
    to play (an explainer faces the one seat to play)."""

    seats: list[Seat]
    unit: float
    keep: list[pygame.Rect]
    area: pygame.Rect
    screen: pygame.Rect
    step: float
    banner_spots: Callable[[], list[Spot]]
    to_play: frozenset[int] = frozenset()


@dataclass
class Telling:
    reactions: Reactions = field(default_factory=Reactions)
    placed: Placed | None = None
    standstill: Standstill | None = None

    @property
    def told(self) -> BannerQueue:
        return self.reactions.told

    def announce(self, emoji: str, text: str, now: float, seconds: float = 1.4) -> None:
        """Show a banner to the whole table, after what shows and waits."""
        self.told.add(Banner(emoji, self.reactions.said(text), now, seconds))

    def end_banner(self, now: float) -> None:
        """The banner showing has said its piece (the move it asked for is made)."""
        if isinstance(self.told.current, Banner):
            self.told.finish(self.told.current, now)

    def showing(self, now: float) -> Told | None:
        """The banner or notice showing now."""
        return self.told.showing(now)

    # --- each step, before painting --------------------------------------------------------
    def follow(self, now: float) -> None:
        """The pops that ended go, and the next banner or notice starts when its turn comes."""
        self.reactions.prune(now)
        self.told.at(now)

    def wordless(self, now: float) -> bool:
        """Nothing to place: no pop, and no banner or notice showing. Placing then needs no
        picture of what the table shows (gathering it is the dearest part of a step), and
        nothing stays placed."""
        if self.reactions.pops or self.showing(now) is not None:
            return False
        self.placed = None
        return True

    def next_change(self, now: float) -> float:
        """`now` while anything it shows moves or a banner or notice shows or waits (they
        pop in and out); under a standstill, when its words' time is up."""
        if self.standstill is not None:
            return self.standstill.began + self.standstill.notice.seconds
        if self.reactions.moving(now) or self.told.waiting or self.showing(now) is not None:
            return now
        return math.inf

    def place(self, now: float, where: Where) -> Told | None:
        """Place the pops and what shows for the table clear of what matters; what shows
        and fits nowhere clear, if it does (the table must stand still for it)."""
        told = self.showing(now)
        self.reactions.place_pops(
            where.seats, where.unit, where.keep + self._rects(told), where.screen, where.step
        )
        if told is None:
            self.placed = None
            return None
        keep = where.keep + self.reactions.reaches()
        placed = self.placed
        size = where.screen.size
        if placed is None or placed.told is not told or placed.size != size:
            placed = None
        elif any(rect.collidelist(where.keep) != -1 for rect in placed.rects):
            placed = None  # something the game shows now lies under it
        elif isinstance(told, Notice) and placed.reader != reader(told, where.to_play):
            placed = None  # the turn moved on: an explainer follows it
        if placed is None:
            placed = _place(told, where, keep)
            self.placed = placed
        return told if placed is None else None

    def lies_on(self, items: Sequence[Item], over_prompts: bool) -> bool:
        """Whether what is placed (the banner or notice showing, the pops) lies on one of
        `items` that words keep clear of (prompts too, unless words may lie `over_prompts`)."""
        rects = self._rects(self.told.current) + self.reactions.reaches()
        if not rects:
            return False
        kept = KEPT_KINDS - {PROMPT} if over_prompts else KEPT_KINDS
        return any(
            item.kind in kept and item.resting_rect.collidelist(rects) != -1 for item in items
        )

    def _rects(self, told: Told | None) -> list[pygame.Rect]:
        placed = self.placed
        return placed.rects if placed is not None and placed.told is told else []

    def stand_still(self, told: Told, now: float, where: Where) -> None:
        """The table stands still for `told`: a copy for each side with players."""
        copies = everywhere(told, where.seats, where.unit, where.screen, 8 * where.unit)
        self.standstill = Standstill.of(told, now, where.screen.size, copies)
        self.placed = None

    def end_standstill(self, now: float) -> None:
        if self.standstill is not None:
            self.told.finish(self.standstill.told, now)
            self.standstill = None

    # --- painting --------------------------------------------------------------------------
    def paint(self, frame: DisplayList, seats: list[Seat], now: float, unit: float) -> None:
        """The pops, glows and turn marker, then what shows for the table where it was put."""
        self.reactions.paint(frame, seats, now, unit)
        told, placed = self.showing(now), self.placed
        if told is None or placed is None or placed.told is not told:
            return
        if isinstance(told, Banner):
            looks = list(zip(placed.roles, placed.lines, strict=True))
            for role, lines in dict.fromkeys(looks):
                spots = [
                    s for s, look in zip(placed.spots, looks, strict=True) if look == (role, lines)
                ]
                paint_banner(frame, told, now, spots, unit, role=role, lines=lines)
        elif isinstance(told, Notice):
            paint_notice(frame, told, placed.copies, unit)


def _place(told: Told, where: Where, keep: list[pygame.Rect]) -> Placed | None:
    """Where `told` goes clear of `keep`, or None if a copy fits nowhere clear."""
    if isinstance(told, Notice):
        args = (where.seats, where.unit, keep, where.area, where.step)
        copies = place_notice(told, *args, to_play=where.to_play)
        if copies is None:
            return None
        rects = [c.rect for c in copies]
        turned_to = reader(told, where.to_play)
        return Placed(told, where.screen.size, copies=copies, rects=rects, reader=turned_to)
    return _place_banner(told, where, keep)


BANNER_ROLES = ("heading", "body")  # a banner's words, smaller where its copies fit no other way


def _place_banner(told: Told, where: Where, keep: list[pygame.Rect]) -> Placed | None:
    """Where a banner's copies go, each on the screen and clear of `keep` and of the
    others: every copy the game asks for, at the heading's size, else the side seats'
    copies smaller (a side of the table has less room across), else all of them; where
    even that does not fit (a 4:3 table crowded with seats), fewer copies: those facing
    the long sides, then one. A copy wider than its room says its words on two lines
    (`banners.fitted`). None if not even one fits clear."""
    for spots in _fewer(where.banner_spots()):
        for roles in _sizes(spots):
            lines = tuple(
                _lines(told, spot, role, where) for spot, role in zip(spots, roles, strict=True)
            )
            placed, rects = _placed_copies(told, spots, roles, lines, where, keep)
            if _apart(rects, keep) and all(where.screen.contains(rect) for rect in rects):
                size = where.screen.size
                return Placed(told, size, spots=placed, rects=rects, roles=roles, lines=lines)
    return None


def _lines(told: Told, spot: Spot, role: str, where: Where) -> str:
    """A copy's words as shown at `spot` in `role`: broken where one line would be wider
    than the room it may move in (across the area, or along it for a side seat's)."""
    room = where.area.width if spot[1] % 180 == 0 else where.area.height
    return fitted(told.emoji, told.text, where.unit, role, room)


def _sizes(spots: list[Spot]) -> list[tuple[str, ...]]:
    """The type sizes to try for `spots`' copies, largest first: all at the heading's,
    the side seats' at the body's (where there are copies for both), all at the body's."""
    heading, body = BANNER_ROLES
    sides = tuple(body if angle % 180 else heading for _, angle in spots)
    mixed = [sides] if heading in sides and body in sides else []
    return [(heading,) * len(spots), *mixed, (body,) * len(spots)]


def _placed_copies(
    told: Told,
    spots: list[Spot],
    roles: tuple[str, ...],
    lines: tuple[str, ...],
    where: Where,
    keep: list[pygame.Rect],
) -> tuple[list[Spot], list[pygame.Rect]]:
    """`spots` moved clear of `keep` and of each other, the larger copies first, and their
    rectangles (each copy's words as `lines` has them). A side seat's copy stays on its
    side of the middle (`_side_half`)."""
    placed: dict[int, Spot] = {}
    rects: dict[int, pygame.Rect] = {}
    taken = list(keep)
    for role in dict.fromkeys(roles):
        for i in (i for i, r in enumerate(roles) if r == role):
            size = plate(told.emoji, lines[i], where.unit, role=role).size
            area = _side_half(where.area, spots[i], size)
            [spot] = clear_spots([spots[i]], size, taken, area, where.step)
            [rect] = spot_rects([spot], size)
            placed[i], rects[i] = spot, rect
            taken.append(rect)
    order = range(len(spots))
    return [placed[i] for i in order], [rects[i] for i in order]


def _side_half(area: pygame.Rect, spot: Spot, size: tuple[int, int]) -> pygame.Rect:
    """Where a copy of `size` may move: a side seat's copy (turned a quarter) only where
    its middle stays on its side of the table's, since across the table it would be no
    easier to read than the long sides' copies read sideways; the others anywhere (upside
    down is no way to read)."""
    (x, _), angle = spot
    if angle % 180 == 0:
        return area
    reach = size[1] // 2  # the turned plate's half width
    if x < area.centerx:
        return pygame.Rect(area.left, area.top, area.width // 2 + reach, area.height)
    return pygame.Rect(
        area.centerx - reach, area.top, area.right - area.centerx + reach, area.height
    )


def _fewer(spots: list[Spot]) -> list[list[Spot]]:
    """The copies a banner may show, most first: all of them, those facing the long sides
    (a side seat reads those turned a quarter), then each one alone."""
    choices = [spots]
    long_sides = [spot for spot in spots if spot[1] % 180 == 0]
    if 0 < len(long_sides) < len(spots):
        choices.append(long_sides)
    if len(spots) > 1:
        choices += [[spot] for spot in spots]
    return choices


def _apart(rects: list[pygame.Rect], keep: list[pygame.Rect]) -> bool:
    """No rectangle covers anything in `keep` nor another of `rects`."""
    return all(
        rect.collidelist(keep) == -1 and rect.collidelist(rects[i + 1 :]) == -1
        for i, rect in enumerate(rects)
    )
