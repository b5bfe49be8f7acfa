"""Notices: a round's summary facing every side, and what a power does the first time it
happens, facing the seat it happened to. A picture beside a few words on a card-like
plate, beyond the seat's panel; one thing for the whole table to read at a time (they queue
with the banners), each copy moved clear of what matters."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.drawing import panels, theme
from engine.drawing.display import TOLD, WORDS, DisplayList, Image, Raster
from engine.drawing.icons import picture
from engine.drawing.images import plate_on, rounded
from engine.drawing.images import text as words
from engine.drawing.seats import Seat
from engine.drawing.text import wrap
from engine.words.places import Spot, clear_spots

SUMMARY_SECONDS = 2.6  # a round's summary stays this long ...
EXPLAIN_SECONDS = 4.5  # ... and a first-time explainer, which has more to read, this long
GAP = 0.8  # notices begin this many panel depths beyond the panel edge (pops are nearer)
WIDTHS = (1.0, 0.75, 0.55)  # a notice's width as a share of its panel's, tried in turn


@dataclass(frozen=True)
class Notice:
    """A short notice of a picture and words: a round's summary (`seat` None: one facing
    every side) or what a power does (facing the seat it happened to)."""

    emoji: str
    text: str
    began: float
    seat: int | None = None
    seconds: float = SUMMARY_SECONDS

    def showing(self, now: float) -> bool:
        return 0.0 <= now - self.began < self.seconds


@dataclass(frozen=True)
class Copy:
    """One copy of a notice: where it shows, facing which way, at what width."""

    spot: Spot
    width: float
    rect: pygame.Rect


def place_notice(
    notice: Notice,
    seats: list[Seat],
    unit: float,
    keep: list[pygame.Rect],
    area: pygame.Rect,
    step: float,
    partial: bool = False,
    to_play: frozenset[int] = frozenset(),
) -> list[Copy] | None:
    """Where each copy of `notice` shows: beyond its seat's panel, facing it, moved to the
    nearest place in `area` that covers nothing in `keep`, another copy nor the strip in
    front of a panel where its prompt and pops show; a copy that fits nowhere at the
    panel's width tries narrower (and taller) wraps first. None when a copy fits nowhere
    at all: the table then stands still for it (`engine.words.standstill`); `partial`:
    such a copy is left out instead (the still table's last resort). An explainer faces
    its `reader` among the seats `to_play`."""
    copies: list[Copy] = []
    taken = list(keep) + [_in_front(seat) for seat in seats]
    for seat in facing(notice, seats, to_play):
        for share in WIDTHS:
            width = seat.panel_size[0] * share
            upright = notice_plate(notice.emoji, notice.text, width, unit).size
            reach = seat.panel_size[1] * (0.5 + GAP) + upright[1] / 2
            w, h = upright if seat.angle % 180 == 0 else upright[::-1]
            start = _inside(seat.to_screen((0.0, -reach)), (w, h), area)
            [spot] = clear_spots([(start, seat.angle)], upright, taken, area, step)
            rect = pygame.Rect(0, 0, w, h)
            rect.center = (round(spot[0][0]), round(spot[0][1]))
            if rect.collidelist(taken) == -1:
                break
        else:
            if partial:
                continue
            return None
        copies.append(Copy(spot, width, rect))
        taken.append(rect)
    return copies


def everywhere(
    notice: Notice, seats: list[Seat], unit: float, area: pygame.Rect, step: float
) -> list[Copy]:
    """A copy for each side with players, clear of the panels and of each other, for a
    table standing still under a veil; where even that does not fit, the copies may touch
    panels, and then as many as fit clear of each other show (long words at a crowded
    table: bigger words at six seats)."""
    whole = Notice(notice.emoji, notice.text, notice.began, None, notice.seconds)
    keep = [seat.screen_rect() for seat in seats]
    copies = place_notice(whole, seats, unit, keep, area, step)
    if copies is None:  # even the veiled table is too small: the copies may touch panels
        copies = place_notice(whole, seats, unit, [], area, step)
    if copies is None:
        copies = place_notice(whole, seats, unit, [], area, step, partial=True) or []
    return copies


def facing(notice: Notice, seats: list[Seat], to_play: frozenset[int] = frozenset()) -> list[Seat]:
    """The seats a notice faces: an explainer's reader, or for a summary the middle seat
    of each side (one copy a side: a copy per seat would crowd out the board)."""
    seat = reader(notice, to_play)
    if seat is not None:
        return seats[seat : seat + 1]
    sides: dict[int, list[Seat]] = {}
    for each in seats:
        sides.setdefault(each.angle, []).append(each)
    return [side[len(side) // 2] for side in sides.values()]


def reader(notice: Notice, to_play: frozenset[int]) -> int | None:
    """Whom an explainer faces while it shows: the one seat on turn then (`to_play`, as the
    panels show it), who must act on what it says (the seat it happened to may have
    played on while it waited behind a summary), else the seat it happened to; a summary
    (None) faces every side."""
    if notice.seat is None:
        return None
    return next(iter(to_play)) if len(to_play) == 1 else notice.seat


def _inside(
    centre: tuple[float, float], size: tuple[int, int], area: pygame.Rect
) -> tuple[float, float]:
    """`centre` moved as little as keeps a plate of `size` on `area` (a narrow panel at
    the screen's end is narrower than its notice)."""
    x, y = centre
    half_w, half_h = size[0] / 2, size[1] / 2
    x = min(max(x, area.left + half_w), max(area.left + half_w, area.right - half_w))
    y = min(max(y, area.top + half_h), max(area.top + half_h, area.bottom - half_h))
    return (x, y)


def _in_front(seat: Seat) -> pygame.Rect:
    """The strip `GAP` panel depths deep in front of a seat's panel, on screen."""
    w, h = seat.panel_size
    ends = (-h / 2, -h / 2 - h * GAP)
    corners = [seat.to_screen((x, y)) for x in (-w / 2, w / 2) for y in ends]
    xs, ys = [c[0] for c in corners], [c[1] for c in corners]
    left, top = round(min(xs)), round(min(ys))
    return pygame.Rect(left, top, round(max(xs)) - left, round(max(ys)) - top)


def notice_plate(emoji: str, text: str, width: float, unit: float) -> Image:
    """A summary or explainer, upright: a picture beside words wrapped to `width`."""
    size = panels.panel_type(unit).label
    art = picture(emoji, round(size * 2.2))
    pad = size * 0.6
    room = max(size * 6.0, width - art.size[0] - 3 * pad)
    lines = [words(line, size, theme.INK) for line in wrap(text, size, room)]
    text_h = sum(line.size[1] for line in lines)
    text_w = max((line.size[0] for line in lines), default=0)
    w = art.size[0] + text_w + 3 * pad
    h = max(art.size[1], text_h) + 2 * pad
    base = rounded(
        (round(w), round(h)), theme.PANEL, round(size * 0.8), theme.GOLD, max(2, round(4 * unit))
    )

    def make(raster: Raster) -> pygame.Surface:
        surface = plate_on(raster, base)
        surface.blit(raster(art), raster(art).get_rect(midleft=(pad, h / 2)))
        y = (h - text_h) / 2
        for line in lines:
            surface.blit(raster(line), (art.size[0] + 2 * pad, y))
            y += line.size[1]
        return surface

    return Image(("notice", emoji, text, width, unit), base.size, make)


def paint_notice(frame: DisplayList, notice: Notice, copies: list[Copy], unit: float) -> None:
    """`notice` at each of its copies, each facing its seat."""
    px = panels.panel_type(unit).label
    with frame.at(TOLD):
        for copy in copies:
            centre, angle = copy.spot
            image = notice_plate(notice.emoji, notice.text, copy.width, unit)
            frame.sprite(
                image, centre, angle=angle, kind=WORDS, text_px=px, what=f"notice {notice.text!r}"
            )
