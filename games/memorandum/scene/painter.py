"""Drawing Memorandum's table: the piles, the called card and its clock, the hands and
pads in front of each panel, the children's prompts, the cards in the air and the game's
part of each panel (the reveal's "+n" are the reactions' pops, facing their seats).

The painter reads the picture and the layout it is handed, and a `Moment`: what the scene
knows that the picture does not (the clocks, who may look, which pad shakes). It changes
nothing; every surface comes from `surfaces` (cached), so a frame is a handful of blits.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import pygame

from engine import marks, panels, pieces, render, theme
from engine.assets import icon
from engine.card_names import card_name
from engine.i18n import tr
from engine.messages import draw_seat_prompt, facing_plate
from engine.seats import Seat
from engine.ui import draw_countdown
from games.memorandum.rules import DEALING, MEMORISE
from games.memorandum.scene.layout import Layout, Point, Rect
from games.memorandum.scene.picture import Picture
from games.memorandum.scene.story import FLIP_SECONDS
from games.memorandum.scene.surfaces import (
    back_surface,
    card_steps,
    card_surface,
    hand_row,
    label_surface,
    pad_layout,
    pad_surface,
)

BOB = 4.0  # a waiting pad's picture bobs at this pace (as the engine's seat prompts do)


@dataclass(frozen=True)
class Clock:
    left: float  # seconds
    total: float


@dataclass(frozen=True)
class SeatShow:
    """What the table shows in front of one seat besides the picture."""

    seat: Seat
    human: bool
    receiver: bool
    faces: tuple[str, ...] | None  # its hand face up now (None: face down)
    looking: bool  # a person who may look at their hand now (the 👍 pad shows)
    ready: bool
    waiting: bool  # a person who still has to answer the open window
    shakes: dict[str, float]  # a claim pad's shake offset, by pad
    prompt: tuple[str, str] | None  # party mode: the picture and words in front of a child


@dataclass(frozen=True)
class Memoriser:
    """Pass-and-play: the person whose turn it is to look, in the middle of the tablet."""

    seat: int
    name: str
    faces: tuple[str, ...] | None


@dataclass(frozen=True)
class Moment:
    now: float
    seats: list[SeatShow]
    memorise: Clock | None  # the memorising countdown (grown-ups, people at the table)
    window: Clock | None  # the claim window's clock, while open (grown-ups)
    memorise_words: bool  # "memorise!" in the middle (no prompts in front of the seats)
    memoriser: Memoriser | None


class Painter:
    def __init__(self, four_colour: bool, house: bool, bob: bool) -> None:
        self.four = four_colour
        self.house = house  # house-dealer mode: the house's score shows under its pile
        self.bob = bob  # party mode: a pad waiting for a child bobs its picture

    # --- the board ------------------------------------------------------------------------
    def board(self, surface: pygame.Surface, picture: Picture, at: Layout, now: Moment) -> None:
        """The middle, the hands, and the pads in front of the panels (under the panels,
        the banner and the pointing hand, which the base draws on top)."""
        tablet_memorising = at.shape.tablet and picture.phase == MEMORISE
        if not tablet_memorising:
            self._piles(surface, picture, at)
        if tablet_memorising and now.memoriser is not None:
            self._tablet_hand(surface, picture, at, now.memoriser, now.now)
        self._called(surface, picture, at, now)
        for show in now.seats:
            self._hand(surface, picture, at, show)
            self._seat_pads(surface, picture, at, show, now)
            if show.prompt is not None:
                self._party_prompt(surface, at, show, now.now)

    def _called(self, surface: pygame.Surface, picture: Picture, at: Layout, now: Moment) -> None:
        u = at.shape.unit
        if picture.phase == MEMORISE:
            if now.memorise_words:
                text = tr("memorandum.memorise")
                for centre, angle in at.banner_spots():
                    render.blit_center(surface, facing_plate("👀", text, u, angle), centre)
            if now.memorise is not None:
                self._countdown(surface, picture, at, now.memorise)
            return
        if not picture.card:
            return
        progress = (now.now - picture.card_since) / FLIP_SECONDS
        scale, face_up, lift = pieces.flip_pose(progress)
        size = (at.big_w, at.big_h)
        for x, y, angle in at.big_spots:
            if face_up:
                card = card_surface(picture.card, size, self.four, angle)
            else:
                card = back_surface(size, angle)
            if scale < 0.999:
                sx, sy = (scale, 1.0) if angle % 180 == 0 else (1.0, scale)
                card = pieces.squash(card, sx, sy)
            shown = render.blit_center(surface, card, (x, y - lift * 12 * u))
            marks.mark(marks.PIECE, shown, "called card")
        if face_up:
            called = card_name(picture.card)
            length = label_surface(called, at.name_size(0), theme.WHITE).get_width()
            for centre, angle in at.caption_spots(length):
                label = label_surface(called, at.name_size(angle), theme.WHITE, angle)
                render.blit_center(surface, label, centre)
        if now.window is not None:
            self._countdown(surface, picture, at, now.window)

    def _countdown(self, surface: pygame.Surface, picture: Picture, at: Layout, clock: Clock):
        left = clock.left
        spot = at.ring_pos
        if picture.phase == MEMORISE:  # in the middle; under the big hand in pass-and-play
            spot = (at.centre[0], at.centre[1] + (at.ch * 1.5 if at.shape.tablet else 0))
        r = 46 * at.shape.unit
        draw_countdown(surface, spot, r, left / max(clock.total, 0.01), int(left + 0.999))

    def _piles(self, surface: pygame.Surface, picture: Picture, at: Layout) -> None:
        size = at.pile_size
        small = panels.panel_type(at.shape.unit).label  # read from across the table
        captions = (
            (at.unclaimed_pos, picture.unclaimed, "memorandum.unclaimed"),
            (at.dispute_pos, picture.dispute, "memorandum.dispute"),
        )
        for pos, cards, key in captions:
            outline = pygame.Rect(0, 0, *size)
            outline.center = (round(pos[0]), round(pos[1]))
            pygame.draw.rect(surface, theme.TABLE_LIGHT, outline, 3, border_radius=size[0] // 9)
            for i, card in enumerate(cards[-3:]):
                face = card_surface(card, size, self.four)
                render.blit_center(surface, face, (pos[0] + i * 4, pos[1] - i * 4))
            marks.mark(marks.PIECE, outline, f"pile {tr(key)!r}")
            label = f"{tr(key)} · {len(cards)}"
            self._both_ways(surface, at, label, small, theme.WHITE, pos, size[1] / 2 + small)
        if self.house:  # the house's score to beat, under the unclaimed pile
            text = tr("memorandum.house_score", score=picture.house)
            gap = size[1] / 2 + small * 3
            self._both_ways(surface, at, text, small, theme.GOLD, at.unclaimed_pos, gap)

    def _tablet_hand(
        self, surface: pygame.Surface, picture: Picture, at: Layout, who: Memoriser, now: float
    ) -> None:
        text = tr("memorandum.your_turn_to_memorise", name=who.name)
        size = render.type_size("heading", at.shape.unit)
        cx, cy = at.centre
        self._both_ways(surface, at, text, size, theme.WHITE, (cx, cy), -at.big_h * 0.62, "👀", now)
        faces = who.faces or ("",) * picture.sizes[who.seat]
        card = (round(at.cw * 1.5), round(at.ch * 1.5))
        row = hand_row(faces, card, at.table_w * 0.9, self.four, 0)
        render.blit_center(surface, row, (cx, cy))

    # --- in front of each panel ---------------------------------------------------------
    def _hand(self, surface: pygame.Surface, picture: Picture, at: Layout, show: SeatShow):
        seat = show.seat
        index = seat.index
        if index == picture.dealer:
            self._dealer_mark(surface, at, seat)
            return
        count = picture.sizes[index] if index < len(picture.sizes) else 0
        if not count or picture.phase == DEALING:
            return
        if picture.phase == "claims" and not picture.hands:
            return  # the Mine! pad is drawn there
        faces = show.faces or (("",) * count)
        width, middle = self._row_span(at, seat, picture.phase == MEMORISE and show.human)
        row = hand_row(faces, (at.cw, at.ch), width, self.four, seat.angle)
        shown = render.blit_center(surface, row, seat.to_screen((middle, at.hand_y(seat))))
        if marks.RECORDER is not None:
            marks.mark(marks.PIECE, shown, f"hand of seat {index + 1}")

    @staticmethod
    def _row_span(at: Layout, seat: Seat, ready_pad: bool) -> tuple[float, float]:
        """The width of a seat's hand row and its middle along the seat's edge: the row's
        span clear of the other panels and rows, less the 👍 pad beside it if shown."""
        room = at.ready_rect(seat)[2] + 26 * at.shape.unit if ready_pad else 0.0
        left, right = at.row_span(seat)
        return right - left - room, (left + right - room) / 2

    def _dealer_mark(self, surface: pygame.Surface, at: Layout, seat: Seat) -> None:
        """🎩 Dealer in the middle of the seat's row; on a narrow row (a crowded tablet)
        the words alone, as the panel itself already wears the hat."""
        size = render.type_size("body", at.shape.unit)
        label = label_surface(tr("memorandum.dealer"), size, theme.GOLD, seat.angle)
        wide = label.get_width() if seat.angle % 180 == 0 else label.get_height()
        left, right = at.row_span(seat)
        hat_w = size * 2 if wide + size * 2 <= right - left else 0
        x, y = (left + right + hat_w) / 2, at.hand_y(seat)
        render.blit_center(surface, label, seat.to_screen((x, y)))
        if hat_w:
            hat = icon("🎩", round(size * 1.5), seat.angle)
            render.blit_center(surface, hat, seat.to_screen((x - wide / 2 - size, y)))

    def _seat_pads(
        self, surface: pygame.Surface, picture: Picture, at: Layout, show: SeatShow, now: Moment
    ) -> None:
        index = show.seat.index
        if not show.receiver or index == picture.dealer:
            return
        if picture.phase == "claims" and not picture.hands:
            self._claim_pads(surface, picture, at, show, now)
        elif picture.phase == MEMORISE and show.looking:
            done = show.ready
            emoji = "✅" if done else "👍"
            rect, label = at.ready_rect(show.seat), tr("memorandum.ready")
            self._pad(
                surface,
                at,
                show.seat,
                rect,
                theme.GOOD,
                label,
                emoji,
                done,
                not done,
                now.now,
                True,
            )

    def _claim_pads(
        self, surface: pygame.Surface, picture: Picture, at: Layout, show: SeatShow, now: Moment
    ) -> None:
        """ "Mine!" (and in party mode "Not mine"): lit once pressed; the other one greys
        out once a person has answered, and both when the window is closed."""
        seat, index = show.seat, show.seat.index
        answered = index in picture.claimed or index in picture.passed
        pads = at.claim_pads(seat)
        for key, (x, y, w, h) in pads.items():
            lit = index in (picture.claimed if key == "mine" else picture.passed)
            look = self._claim_look(seat, show.human, key, picture.window_open, answered, lit)
            rect = (x + show.shakes.get(key, 0.0), y, w, h)
            self._pad(surface, at, seat, rect, *look, show.waiting, now.now)
        if now.window is not None:
            x, y, w, h = pads["mine"]  # the bar runs inside the pad, along its far edge
            top = (x, y - h / 2 + 10 * at.shape.unit)
            self._window_bar(surface, at, seat, top, w * 0.8, now.window)

    @staticmethod
    def _claim_look(
        seat: Seat, human: bool, key: str, window_open: bool, answered: bool, lit: bool
    ) -> tuple[theme.Colour, str, str, bool]:
        """A claim pad's colour, words, picture and whether it is lit."""
        mine = key == "mine"
        colour = seat.colour if mine else theme.PANEL
        if not window_open or (answered and not lit):
            colour = theme.BUTTON_DISABLED
        if not human:
            colour = theme.lighten(colour, 0.45)
        label = tr("memorandum.mine" if mine else "memorandum.not_mine")
        emoji = ("🙋" if human else "🤖") if mine else "🙅"
        return colour, label, emoji, lit

    def soon(
        self, picture: Picture, at: Layout, receivers: list[tuple[Seat, bool]]
    ) -> list[Callable[[], object]]:
        """What the table will show next, for `render.Warmer` to paint ahead: the called
        card's face while its back still shows, and each receiver's claim pads as the window
        opening or closing will show them (all of them change together) and lit once pressed;
        while dealing, what memorising first shows."""
        jobs: list[Callable[[], object]] = []
        if picture.phase == DEALING:
            jobs += self._memorise_soon(picture, at, receivers)
        if picture.card and picture.phase != MEMORISE:
            angles = [angle for _, _, angle in at.big_spots]
            jobs += card_steps(picture.card, (at.big_w, at.big_h), self.four, angles)
        for seat, human in receivers:
            if seat.index == picture.dealer:
                continue
            for key, (_, _, w, h) in at.claim_pads(seat).items():
                now_open = picture.window_open
                looks = [(not now_open, False), (now_open, False)]
                looks += [(True, True)] if now_open else []  # pressed: lit, the window open
                for window_open, pressed in looks:
                    colour, label, emoji, lit = self._claim_look(
                        seat, human, key, window_open, pressed, pressed
                    )
                    bobs = window_open and human and self.bob and not pressed  # drawn apart
                    size, unit = (round(w), round(h)), at.shape.unit
                    pad = partial(pad_surface, size, colour, label, emoji, unit, lit)
                    jobs.append(partial(pad, picture=not bobs, angle=seat.angle))
        return jobs

    def _memorise_soon(
        self, picture: Picture, at: Layout, receivers: list[tuple[Seat, bool]]
    ) -> list[Callable[[], object]]:
        """What memorising shows first, all in one frame once the deal is over: every
        hand face down in front of its seat and the "memorise!" caption every way it faces."""
        jobs: list[Callable[[], object]] = []
        text = tr("memorandum.memorise")
        for angle in {angle for _, angle in at.banner_spots()}:  # the caption, every way
            jobs.append(partial(facing_plate, "👀", text, at.shape.unit, angle))
        for seat, human in receivers:
            count = picture.sizes[seat.index] if seat.index < len(picture.sizes) else 0
            if seat.index == picture.dealer or not count:
                continue
            width = self._row_span(at, seat, human)[0]
            faces = ("",) * count
            jobs.append(partial(hand_row, faces, (at.cw, at.ch), width, self.four, seat.angle))
        return jobs

    def _window_bar(
        self,
        surface: pygame.Surface,
        at: Layout,
        seat: Seat,
        centre: Point,
        width: float,
        clock: Clock,
    ) -> None:
        left = clock.left / max(clock.total, 0.01)
        half_w, half_h = width * max(left, 0.02) / 2, 5 * at.shape.unit
        x, y = centre
        corners = [(x - half_w, y - half_h), (x + half_w, y - half_h)]
        corners += [(x + half_w, y + half_h), (x - half_w, y + half_h)]
        pygame.draw.polygon(surface, theme.GOLD, [seat.to_screen(c) for c in corners])

    def _party_prompt(self, surface: pygame.Surface, at: Layout, show: SeatShow, now: float):
        emoji, text = show.prompt
        seat = show.seat
        spot, width = at.prompt_spot(seat), seat.panel_size[0] * 0.8
        unit = at.shape.unit
        draw_seat_prompt(surface, seat, spot, emoji, text, now, unit, theme.HIGHLIGHT, width)

    def _pad(
        self,
        surface: pygame.Surface,
        at: Layout,
        seat: Seat,
        rect: Rect,
        colour: theme.Colour,
        label: str,
        emoji: str,
        lit: bool,
        waiting: bool,
        now: float,
        stacked: bool = False,
    ) -> None:
        """A pad in the seat's frame; in party mode, while it waits for the child, its
        picture bobs (drawn apart from the cached pad, so the pad itself stays still)."""
        x, y, w, h = rect
        size = (round(w), round(h))
        bob = waiting and self.bob
        unit = at.shape.unit
        pad = pad_surface(size, colour, label, emoji, unit, lit, stacked, not bob, seat.angle)
        shown = render.blit_center(surface, pad, seat.to_screen((x, y)))
        least = panels.panel_type(unit).label
        px, spot, text_px, _ = pad_layout(size, label, emoji, stacked, least)
        if marks.RECORDER is not None:
            what = f"pad {label!r} of seat {seat.index + 1}"
            marks.mark(marks.TOUCH, shown, what, text_px, seat.index)
        if bob and px:
            lift = abs(math.sin(now * BOB)) * 0.08 * h
            local = (x - w / 2 + spot[0], y - h / 2 + spot[1] - lift)
            render.blit_center(surface, icon(emoji, px, seat.angle), seat.to_screen(local))

    def _both_ways(
        self,
        surface: pygame.Surface,
        at: Layout,
        text: str,
        size: int,
        colour: theme.Colour,
        centre: Point,
        dy: float,
        emoji: str = "",
        now: float = 0.0,
    ) -> None:
        """A label below `centre` facing the bottom side and, on a table, the same above it
        facing the top side (in tablet orientation everyone sits at the bottom); with
        `emoji`, a picture bobbing before the words."""
        x, y = centre
        copies = ((0, 1),) if at.shape.tablet else ((0, 1), (180, -1))
        for angle, side in copies:
            label = label_surface(text, size, colour, angle)
            at_y = y + dy * side
            render.blit_center(surface, label, (x, at_y))
            if emoji:
                bob = math.sin(now * 4.0) * 6 * at.shape.unit
                reach = label.get_width() / 2 + size * 0.9
                picture = icon(emoji, round(size * 1.4), angle)
                render.blit_center(surface, picture, (x - reach * side, at_y + bob))

    # --- over the board, and the panels ---------------------------------------------------
    def card_in_flight(self, surface: pygame.Surface, card: str, size, pos: Point) -> None:
        """A card crossing the table ("" face down)."""
        face = card_surface(card, size, self.four) if card else back_surface(size)
        render.blit_center(surface, face, pos)

    def panel(
        self,
        surface: pygame.Surface,
        slot: pygame.Rect,
        colour: theme.Colour,
        unit: float,
        peek: bool | None,
        dealer: bool,
        won: list[str],
    ) -> None:
        """A seat's won cards; while memorising with privacy on, the peek pad over the
        whole slot (painted here, so the pointing hand can show on top of it); `peek` is
        whether it is held (None: no peek pad now)."""
        sizes = panels.panel_type(unit)
        if peek is not None:
            label = tr("memorandum.peek")
            pad = pad_surface(tuple(slot.size), colour, label, "👀", unit, peek)
            surface.blit(pad, slot.topleft)
            return
        if dealer:  # the hat alone where the words do not fit beside it (a crowded tablet)
            text = panels.label(tr("memorandum.dealer"), sizes.number, theme.INK)
            hat = icon("🎩", max(1, round(min(slot.height * 0.6, slot.width))))
            if hat.get_width() + text.get_width() + 12 > slot.width:
                surface.blit(hat, hat.get_rect(center=slot.center))
                return
            surface.blit(hat, hat.get_rect(midright=(slot.centerx - 6, slot.centery)))
            surface.blit(text, text.get_rect(midleft=(slot.centerx + 6, slot.centery)))
            return
        rest = slot.copy()
        if won:
            card_size = (round(slot.height * 0.64), round(slot.height * 0.9))
            top = card_surface(won[-1], card_size, self.four)
            surface.blit(top, top.get_rect(midleft=(slot.left, slot.centery)))
            rest.width -= card_size[0] + 6
            rest.left = slot.left + card_size[0] + 6
        count = panels.Count("🃏", len(won), "memorandum.cards_won")
        panels.paint_count(surface, rest, count, panels.count_size(sizes, rest), sizes.label)
