"""A seat's "Memory review" page on the results: an overlay facing that seat, in front
of it, that its player opens with the 🧠 button and closes with a tap, while the other
seats go on with theirs.

The page shows the places as a heat map in the game's own shape
(engine/review/pictures.py), the accuracy as a brain that fills (stars in party mode), the
longest streak and the costliest moment, replayed: the place pulses, then the words
appear. Its words are the `review` command's own lines (engine/review/text.py), so the
table and the command line always agree. In party mode it shows only cheerful things: what
the child remembered best, never "forgot". Every text is at least `MIN_TEXT` of the
screen's short side, readable from the seat. A page gets the room its seat's share of the
table gives it (results_layout.py), so at a crowded table it shows less rather than
smaller text: a wide, shallow page sets its parts side by side, the grid shrinks, then the
replayed moment goes (its words and its pulse), then the grid; the title drops "Memory
review" before the seat's name is cut short, and the streak keeps to two lines (a shorter
sentence where the whole one would take more). An open page is words for its seat to read,
with its smallest text, for placement and the layout audit.
"""

from __future__ import annotations

import math

import pygame

from engine.drawing import theme
from engine.drawing.display import WORDS, DisplayList, Image, Raster, turned_size
from engine.drawing.icons import rasterise
from engine.drawing.images import rounded_surface
from engine.drawing.images import text as words
from engine.drawing.motion import MOTION
from engine.drawing.seats import Placement, short_name
from engine.drawing.text import ellipsize, fit_size, font, wrap
from engine.i18n import tr
from engine.review.pictures import HeatCell, draw_brain, draw_heat_grid
from engine.review.text import accuracy_line, costliest_line, places_line
from engine.shell.avatars import avatar_emoji
from games.core.review import REMEMBERED, Review, SeatReview

MIN_TEXT = 0.022  # of the screen's short side: the smallest text on a page
PULSE_SECONDS = 1.2  # the costliest place pulses this long before the words appear
FADE_SECONDS = 0.4
STARS = 5
CARD_TEXT = 18  # the review card's cell labels: its cells grow with the page's text from there
BODY_LINES = 5  # the least body, in lines of text, worth keeping the moment's words for
GRID_LINES = 1.5  # the least heat grid, in lines of text, worth drawing
WIDE = 2.6  # a page body this many times as wide as deep puts its parts side by side


def page_text_size(size: tuple[int, int]) -> int:
    """The page's smallest text on a screen of `size`, grown with the table's words
    (bigger words)."""
    return math.ceil(min(size) * MIN_TEXT * theme.WORDS.scale)


class ReviewPage:
    """One seat's open page: laid out and painted once, upright, when it opens (its
    pixels are the page's own, like a photograph handed to the seat; the compositor turns
    it to face the seat); only the costliest moment's pulse and words move."""

    def __init__(
        self,
        review: Review,
        seat: SeatReview,
        name: str,
        avatar: str,
        party: bool,
        placement: tuple[Placement, tuple[float, float]],
        text_size: int,
        opened_at: float,
        raster: Raster,
    ) -> None:
        self.review, self.seat, self.name, self.avatar = review, seat, name, avatar
        self.raster = raster  # what the page is painted with: the pictures it is made of
        self.party = party
        self.frame, size = placement
        self.size = (round(size[0]), round(size[1]))
        self.t = text_size
        self.opened_at = opened_at
        self.cells: dict[str, HeatCell] = {}
        self.footer: list[tuple[str, tuple[float, float]]] = []  # line, upright centre
        self.sizes: list[int] = []  # every text size painted, for the audit
        self.lines: list[str] = []  # every line painted into the page, for the tests
        self.streak_lines: list[str] = []
        upright = self._paint()
        self.image = Image(("review-page", id(self), self.size), self.size, lambda _: upright)

    # --- what it says -------------------------------------------------------------------
    def texts(self) -> list[str]:
        """Every sentence the page shows (the tests read them)."""
        footer = self.footer_texts() if self.footer else []
        return [*self.body_texts(), *footer]

    def body_texts(self) -> list[str]:
        if self.party:
            return [tr("review.page.remembered", count=self.seat.counts[REMEMBERED])]
        return [accuracy_line(self.seat), tr("review.streak", n=self.seat.streak)]

    def footer_texts(self) -> list[str]:
        if self.party:
            best = places_line(self.review, self.seat, REMEMBERED, most=3)
            return [best or tr("review.page.well_done")]
        return [costliest_line(self.review, self.seat.costliest)]

    def moment_place(self) -> str | None:
        """The costliest place's cell key, when the page has room to replay the moment."""
        if self.party or self.seat.costliest is None or not self.footer:
            return None
        key = repr(self.seat.costliest.place)
        return key if key in self.cells else None

    # --- touch --------------------------------------------------------------------------
    def contains(self, pos: tuple[float, float]) -> bool:
        x, y = self.frame.to_local(pos)
        return abs(x) <= self.size[0] / 2 and abs(y) <= self.size[1] / 2

    def screen_rect(self) -> pygame.Rect:
        """The page on screen, turned to face its seat."""
        rect = pygame.Rect((0, 0), turned_size(self.size, self.frame.angle))
        rect.center = (round(self.frame.center[0]), round(self.frame.center[1]))
        return rect

    # --- drawing ------------------------------------------------------------------------
    def _words(self, line: str, size: int) -> pygame.Surface:
        """A text of the page; its size is kept for the audit's smallest."""
        self.sizes.append(size)
        self.lines.append(line)
        return font(size).render(line, True, theme.INK)

    def _paint(self) -> pygame.Surface:
        w, h = self.size
        t = self.t
        pad = round(t * 0.8)
        page = rounded_surface(self.size, theme.PANEL, round(t), theme.PANEL_EDGE, 3)
        style = theme.SEAT_STYLES[self.seat.seat % len(theme.SEAT_STYLES)]
        pygame.draw.rect(page, style.colour, (0, 0, w, round(t * 0.4)), border_radius=round(t))
        head = round(t * 1.8)
        self._header(page, pad, head)
        body = pygame.Rect(pad, pad + head, w - 2 * pad, h - 2 * pad - head)
        if body.w < WIDE * body.h or not self._paint_wide(page, body, pad):
            self._paint_stacked(page, body, pad)
        self.sizes += [t] * len(self.footer)  # drawn in `draw`, over the turned page
        return page

    def _paint_wide(self, page: pygame.Surface, body: pygame.Rect, pad: int) -> bool:
        """A wide, shallow page (a crowded long edge): the picture, the words beside it
        (the moment's under the streak) and the grid, side by side, the grid as narrow as
        it must be for the words; False where they still do not fit the page's depth."""
        t = self.t
        picture = max(body.h, self._accuracy_width())
        for grid_w in (body.h * 1.6, body.h, body.h * 0.6):
            text = pygame.Rect(body.x + picture + pad, body.y, 0, body.h)
            text.w = round(body.w - picture - grid_w - 2 * pad)
            streak = [] if self.party else self._streak_wrapped(text.w - t * 1.6)
            words = self.footer_texts()
            moment = [part for line in words for part in wrap(line, t, text.w)]
            if (len(streak) + len(moment)) * 1.2 * t + 0.4 * t <= body.h:
                break
        else:
            return False
        self._picture(page, pygame.Rect(body.x, body.y, picture, body.h))
        y = self._streak(page, text, streak)
        self.footer = [
            (line, (text.centerx, y + (i + 0.5) * t * 1.2)) for i, line in enumerate(moment)
        ]
        self._grid(page, pygame.Rect(text.right + pad, body.y, round(grid_w), body.h))
        return True

    def _accuracy_width(self) -> int:
        """The accuracy's words on one line at the floor: a picture column no narrower."""
        return font(self.t).size(self.body_texts()[0])[0] + self.t // 2

    def _paint_stacked(self, page: pygame.Surface, body: pygame.Rect, pad: int) -> None:
        """The picture beside (or, on a narrow page, over) the streak and the grid, with
        the moment's words along the foot where they leave the body room enough."""
        t = self.t
        lines = self._footer_lines(body.w, body.h)
        foot_top = body.bottom - len(lines) * t * 1.2
        self.footer = [
            (line, (body.centerx, foot_top + (i + 0.5) * t * 1.2)) for i, line in enumerate(lines)
        ]
        if lines:
            body = pygame.Rect(body.x, body.y, body.w, round(foot_top - t * 0.4) - body.y)
        if body.h > body.w:  # a narrow page: the picture over the rest
            column = round(min(body.w, body.h * 0.45))
            self._picture(page, pygame.Rect(body.x, body.y, body.w, column))
            rest = pygame.Rect(body.x, body.y + column + pad, body.w, body.h - column - pad)
        else:
            column = round(max(min(body.w * 0.4, body.h), min(self._accuracy_width(), body.w / 2)))
            self._picture(page, pygame.Rect(body.x, body.y, column, body.h))
            rest = pygame.Rect(body.x + column + pad, body.y, body.w - column - pad, body.h)
        streak = [] if self.party else self._streak_wrapped(rest.w - t * 1.6)
        top = self._streak(page, rest, streak)
        self._grid(page, pygame.Rect(rest.x, round(top), rest.w, rest.bottom - round(top)))

    def _header(self, page: pygame.Surface, pad: int, head: int) -> None:
        """The avatar, the seat's name (cut short rather than shrunk) and the ✖."""
        t, w = self.t, self.size[0]
        art = rasterise(avatar_emoji(self.avatar), round(t * 1.6))
        page.blit(art, art.get_rect(midleft=(pad, pad + head / 2)))
        close = rasterise("✖️", round(t * 1.2))
        page.blit(close, close.get_rect(midright=(w - pad, pad + head / 2)))
        room = w - 2 * pad - art.get_width() - close.get_width() - t * 0.8
        title, size = self._title(room)
        page.blit(
            self._words(ellipsize(title, size, room), size),
            (pad + art.get_width() + t * 0.4, pad + head / 2 - size * 0.6),
        )

    def _title(self, room: float) -> tuple[str, int]:
        """The name and "Memory review" where both fit, else the name alone (the 🧠 that
        opened the page already says what it is), else the name without its note ("Pink"
        for "Pink · perfect", as a seat's panel short of room shows it): whole words,
        never cut short, where the name fits at all."""
        t = self.t
        name = self.name
        for title in dict.fromkeys((f"{name} · {tr('review.page.title')}", name, short_name(name))):
            size = max(t, fit_size(title, round(t * 1.25), room))
            if font(size).size(title)[0] <= room:
                return title, size
        return self.name, t

    def _footer_lines(self, width: int, room: float) -> list[str]:
        """The moment's words, wrapped; none where they would leave the body too little."""
        t = self.t
        lines = [part for line in self.footer_texts() for part in wrap(line, t, width)]
        if len(lines) > 4 or room - (len(lines) * 1.2 + 0.4) * t < BODY_LINES * t:
            return []
        return lines

    def _streak_words(self) -> str:
        return tr("review.streak", n=self.seat.streak)

    def _streak_wrapped(self, width: float) -> list[str]:
        """The longest streak in at most two lines: its whole sentence where it fits them,
        else the short one ("Streak: 6")."""
        t = self.t
        lines = wrap(self._streak_words(), t, width)
        if len(lines) <= 2:
            return lines
        short = wrap(tr("review.streak_short", n=self.seat.streak), t, width)
        return short if len(short) < len(lines) else lines

    def _streak(self, page: pygame.Surface, box: pygame.Rect, lines: list[str]) -> float:
        """The longest streak with its 🔥 at the top of `box`; returns where it ends."""
        t = self.t
        if not lines:
            return box.y
        page.blit(rasterise("🔥", round(t * 1.3)), (box.x, box.y))
        self.streak_lines = list(lines)
        for i, part in enumerate(lines):
            page.blit(self._words(part, t), (box.x + t * 1.6, box.y + t * (0.1 + 1.2 * i)))
        return box.y + t * (1.2 * len(lines) + 0.4)

    def _grid(self, page: pygame.Surface, grid: pygame.Rect) -> None:
        """The heat grid where it has room (its cells' labels show at `t` or not at all)."""
        t = self.t
        self.cells = {}
        if min(grid.w, grid.h) >= GRID_LINES * t:
            self.cells = draw_heat_grid(
                self.raster, page, self.review, self.seat, grid, self.party, (t,), t / CARD_TEXT
            )

    def _picture(self, page: pygame.Surface, box: pygame.Rect) -> None:
        """The accuracy as a big picture: a brain that fills, or stars for a child."""
        t = self.t
        words = self.body_texts()[0]
        size = max(t, fit_size(words, round(t * 1.4), box.w))
        lines = wrap(words, size, box.w)
        art = max(0, round(min(box.w, box.h - len(lines) * size * 1.2)))
        if art < t:  # no room for a picture: the words say it
            art = 0
        elif self.party:
            self._stars(page, pygame.Rect(box.x, box.y, box.w, art))
        else:
            at = (box.centerx, box.y + art // 2)
            draw_brain(self.raster, page, self.seat.accuracy, at, art)
        y = box.y + art
        for line in lines:
            label = self._words(line, size)
            page.blit(label, label.get_rect(center=(round(box.centerx), round(y + size * 0.6))))
            y += size * 1.2

    def _stars(self, page: pygame.Surface, box: pygame.Rect) -> None:
        """Stars for what the child remembered; at least one for everyone."""
        lit = max(1, round((self.seat.accuracy or 0.0) * STARS))
        size = round(min(box.w / 3, box.h / 2))
        star = rasterise("⭐", size)
        dull = pygame.transform.grayscale(star)
        dull.fill((255, 255, 255, 90), special_flags=pygame.BLEND_RGBA_MULT)
        for i in range(STARS):
            row, col = divmod(i, 3)
            count = 3 if row == 0 else STARS - 3
            x = box.centerx + (col - (count - 1) / 2) * size
            y = box.y + size * (row + 0.5)
            shown = star if i < lit else dull
            page.blit(shown, shown.get_rect(center=(round(x), round(y))))

    def paint(self, frame: DisplayList, now: float) -> None:
        w, h = self.size
        what = f"review page of seat {self.seat.seat + 1}"
        frame.sprite(
            self.image,
            self.frame.center,
            angle=self.frame.angle,
            kind=WORDS,
            still=True,
            text_px=min(self.sizes),
            what=what,
        )
        age = now - self.opened_at
        place = self.moment_place()
        words_at = PULSE_SECONDS if place is not None else 0.0
        if age < words_at + FADE_SECONDS:
            frame.moving()  # the moment replays: the place pulses, the words fade in
        if place is not None and age < PULSE_SECONDS + FADE_SECONDS:
            self._pulse(frame, self.cells[place].rect, age)
        if age < words_at:
            return
        fade = min(1.0, (age - words_at) / FADE_SECONDS)
        for line, (x, y) in self.footer:
            at = self.frame.to_screen((x - w / 2, y - h / 2))
            frame.sprite(
                words(line, self.t, theme.INK),
                at,
                angle=self.frame.angle,
                alpha=round(255 * fade),
                still=fade >= 1.0,
            )

    def _pulse(self, frame: DisplayList, cell: pygame.Rect, age: float) -> None:
        """Rings swell from the place three times: "it was here"."""
        w, h = self.size
        center = self.frame.to_screen((cell.centerx - w / 2, cell.centery - h / 2))
        phase = MOTION.spread((age * 3 / PULSE_SECONDS) % 1.0)  # calm: one still ring
        radius = max(cell.w, cell.h) * (0.5 + phase)
        width = max(3, round(self.t * 0.4 * (1 - phase)))
        frame.shape("circle", theme.BAD, center, radius, width)
        frame.shape("rect", theme.GOLD, _turned(cell, self.frame, self.size), max(2, self.t // 6))


def _turned(cell: pygame.Rect, frame: Placement, size: tuple[int, int]) -> pygame.Rect:
    """The screen rectangle of an upright page's cell once the page faces its seat."""
    w, h = size
    corners = [frame.to_screen((x - w / 2, y - h / 2)) for x, y in (cell.topleft, cell.bottomright)]
    (x1, y1), (x2, y2) = corners
    return pygame.Rect(min(x1, x2), min(y1, y2), abs(x2 - x1), abs(y2 - y1))
