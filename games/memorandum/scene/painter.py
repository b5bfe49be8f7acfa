"""Drawing Memorandum's table: the piles, the called card and its clock, the hands and
pads in front of each panel, the children's prompts, the cards in the air and the game's
part of each panel (the reveal's "+n" are the reactions' pops, facing their seats).

The painter reads the picture and the layout it is handed, and a `Moment`: what the scene
knows that the picture does not (the clocks, who may look, which pad shakes). It changes
nothing; every surface comes from `surfaces` (cached), so a frame is a handful of blits.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import pygame

from engine.compositor.resting import OnScreen, Pieces, Put
from engine.drawing import marks, panels, pieces, render, theme
from engine.drawing.card_names import card_name
from engine.drawing.icons import icon
from engine.drawing.motion import MOTION
from engine.drawing.seats import Seat
from engine.drawing.widgets import countdown_soon, draw_countdown
from engine.i18n import tr
from engine.words.banners import draw_seat_prompt, facing_plate
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
COUNTDOWN_RADIUS = 46  # design pixels


def won_card_size(slot_height: float) -> tuple[int, int]:
    """The last won card on a seat's panel, as big as the panel's slot allows."""
    return round(slot_height * 0.64), round(slot_height * 0.9)


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


@dataclass(frozen=True)
class Pad:
    """A pad in front of a seat, in the seat's frame, as it shows now."""

    seat: Seat
    rect: Rect  # its shake offset added
    colour: theme.Colour
    label: str
    emoji: str
    lit: bool
    waiting: bool  # for a person's answer (party mode: its picture bobs)
    stacked: bool = False  # the picture above the words
    shaking: bool = False


class Painter:
    peek_words = "memorandum.peek"  # "memorandum.peek_tap" when a tap peeks (peek by tap)

    def __init__(self, four_colour: bool, house: bool, bob: bool) -> None:
        self.four = four_colour
        self.house = house  # house-dealer mode: the house's score shows under its pile
        self.bob = bob  # party mode: a pad waiting for a child bobs its picture
        self._pads: tuple[Moment | None, list[list[Pad]]] = (None, [])  # the frame's pads

    # --- the board ------------------------------------------------------------------------
    def rest(self, put: Pieces, picture: Picture, at: Layout, now: Moment) -> None:
        """What lies still, for the resting layer each frame starts from (`resting`): the
        piles, "memorise!", the called card once turned and its names, the hands and every
        pad but a shaking one. Under everything `board` draws."""
        if not (at.shape.tablet and picture.phase == MEMORISE):
            self._piles(put, picture, at)
        if picture.phase == MEMORISE and now.memorise_words:
            text = tr("memorandum.memorise")
            for centre, angle in at.banner_spots():
                put.blit_center(facing_plate("👀", text, at.shape.unit, angle), centre)
        if self._card_resting(picture, now):
            self._called(put, picture, at, now.now)
        for show, pads in zip(now.seats, self._pads_now(picture, at, now), strict=True):
            self._hand(put, picture, at, show)
            for pad in pads:
                if not pad.shaking:
                    self._pad(put, at, pad)

    def board(self, surface: pygame.Surface, picture: Picture, at: Layout, now: Moment) -> None:
        """What moves over the resting table (under the panels, the banner and the pointing
        hand, which the base draws on top): the pass-and-play hand, the called card turning,
        the clocks, a shaking pad, a waiting pad's bobbing picture, the children's prompts."""
        if at.shape.tablet and picture.phase == MEMORISE and now.memoriser is not None:
            self._tablet_hand(OnScreen(surface), picture, at, now.memoriser, now.now)
        if picture.phase == MEMORISE and now.memorise is not None:
            self._countdown(surface, picture, at, now.memorise)
        if picture.card and picture.phase != MEMORISE and not self._card_resting(picture, now):
            self._called(OnScreen(surface), picture, at, now.now)
        if picture.card and picture.phase != MEMORISE and now.window is not None:
            self._countdown(surface, picture, at, now.window)
        for show, pads in zip(now.seats, self._pads_now(picture, at, now), strict=True):
            for pad in pads:
                if pad.shaking:
                    self._pad(OnScreen(surface), at, pad)
                self._bob(surface, at, pad, now.now)
            if now.window is not None and self._claiming(picture, show):
                self._window_bar(surface, at, show.seat, now.window)
            if show.prompt is not None:
                self._party_prompt(surface, at, show, now.now)

    @staticmethod
    def countdown_soon(seconds: float, unit: float) -> list[Callable[[], object]]:
        """Every number the claim window's clock will show, for a `render.Warmer`."""
        return countdown_soon(COUNTDOWN_RADIUS * unit, seconds)

    @staticmethod
    def _card_resting(picture: Picture, now: Moment) -> bool:
        """The called card lies face up, turned (a turning one is drawn in each frame)."""
        turned = now.now - picture.card_since >= FLIP_SECONDS
        return bool(picture.card) and picture.phase != MEMORISE and turned

    def _called(self, put: Put, picture: Picture, at: Layout, now: float) -> None:
        """The called card facing each side, turning or turned, and once face up its name."""
        u = at.shape.unit
        progress = (now - picture.card_since) / FLIP_SECONDS
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
            shown = put.blit_center(card, (x, y - lift * 12 * u))
            marks.mark(marks.PIECE, shown, "called card")
        if face_up:
            called = card_name(picture.card)
            length = label_surface(called, at.name_size(0), theme.WHITE).get_width()
            for centre, angle in at.caption_spots(length):
                label = label_surface(called, at.name_size(angle), theme.WHITE, angle)
                put.blit_center(label, centre)

    def _countdown(self, surface: pygame.Surface, picture: Picture, at: Layout, clock: Clock):
        left = clock.left
        spot = at.ring_pos
        if picture.phase == MEMORISE:  # in the middle; under the big hand in pass-and-play
            spot = (at.centre[0], at.centre[1] + (at.ch * 1.5 if at.shape.tablet else 0))
        r = COUNTDOWN_RADIUS * at.shape.unit
        draw_countdown(surface, spot, r, left / max(clock.total, 0.01), int(left + 0.999))

    def _piles(self, put: Put, picture: Picture, at: Layout) -> None:
        size = at.pile_size
        small = panels.panel_type(at.shape.unit).label  # read from across the table
        captions = (
            (at.unclaimed_pos, picture.unclaimed, "memorandum.unclaimed"),
            (at.dispute_pos, picture.dispute, "memorandum.dispute"),
        )
        for pos, cards, key in captions:
            outline = pygame.Rect(0, 0, *size)
            outline.center = (round(pos[0]), round(pos[1]))
            put.outline(outline, theme.TABLE_LIGHT, 3, size[0] // 9)
            for i, card in enumerate(cards[-3:]):
                face = card_surface(card, size, self.four)
                put.blit_center(face, (pos[0] + i * 4, pos[1] - i * 4))
            marks.mark(marks.PIECE, outline, f"pile {tr(key)!r}")
            label = f"{tr(key)} · {len(cards)}"
            self._both_ways(put, at, label, small, theme.WHITE, pos, size[1] / 2 + small)
        if self.house:  # the house's score to beat, under the unclaimed pile
            text = tr("memorandum.house_score", score=picture.house)
            gap = size[1] / 2 + small * 3
            self._both_ways(put, at, text, small, theme.GOLD, at.unclaimed_pos, gap)

    def _tablet_hand(
        self, put: Put, picture: Picture, at: Layout, who: Memoriser, now: float
    ) -> None:
        text = tr("memorandum.your_turn_to_memorise", name=who.name)
        size = render.type_size("heading", at.shape.unit)
        cx, cy = at.centre
        self._both_ways(put, at, text, size, theme.WHITE, (cx, cy), -at.big_h * 0.62, "👀", now)
        faces = who.faces or ("",) * picture.sizes[who.seat]
        card = (round(at.cw * 1.5), round(at.ch * 1.5))
        row = hand_row(faces, card, at.table_w * 0.9, self.four, 0)
        put.blit_center(row, (cx, cy))

    # --- in front of each panel ---------------------------------------------------------
    def _hand(self, put: Put, picture: Picture, at: Layout, show: SeatShow) -> None:
        seat = show.seat
        index = seat.index
        if index == picture.dealer:
            self._dealer_mark(put, at, seat)
            return
        count = picture.sizes[index] if index < len(picture.sizes) else 0
        if not count or picture.phase == DEALING:
            return
        if picture.phase == "claims" and not picture.hands:
            return  # the Mine! pad is drawn there
        faces = show.faces or (("",) * count)
        width, middle = self._row_span(at, seat, picture.phase == MEMORISE and show.human)
        row = hand_row(faces, (at.cw, at.ch), width, self.four, seat.angle)
        shown = put.blit_center(row, seat.to_screen((middle, at.hand_y(seat))))
        if marks.RECORDER is not None:
            marks.mark(marks.PIECE, shown, f"hand of seat {index + 1}")

    @staticmethod
    def _row_span(at: Layout, seat: Seat, ready_pad: bool) -> tuple[float, float]:
        """The width of a seat's hand row and its middle along the seat's edge: the row's
        span clear of the other panels and rows, less the 👍 pad beside it if shown."""
        room = at.ready_rect(seat)[2] + 26 * at.shape.unit if ready_pad else 0.0
        left, right = at.row_span(seat)
        return right - left - room, (left + right - room) / 2

    def _dealer_mark(self, put: Put, at: Layout, seat: Seat) -> None:
        """🎩 Dealer in the middle of the seat's row; on a narrow row (a crowded tablet)
        the words alone, as the panel itself already wears the hat."""
        size = render.type_size("body", at.shape.unit)
        label = label_surface(tr("memorandum.dealer"), size, theme.GOLD, seat.angle)
        wide = label.get_width() if seat.angle % 180 == 0 else label.get_height()
        left, right = at.row_span(seat)
        hat_w = size * 2 if wide + size * 2 <= right - left else 0
        x, y = (left + right + hat_w) / 2, at.hand_y(seat)
        put.blit_center(label, seat.to_screen((x, y)))
        if hat_w:
            hat = icon("🎩", round(size * 1.5), seat.angle)
            put.blit_center(hat, seat.to_screen((x - wide / 2 - size, y)))

    def _pads_now(self, picture: Picture, at: Layout, now: Moment) -> list[list[Pad]]:
        """Each seat's pads at `now`, worked out once for both `rest` and `board`."""
        if self._pads[0] is not now:
            self._pads = (now, [self._seat_pads(picture, at, show) for show in now.seats])
        return self._pads[1]

    def _seat_pads(self, picture: Picture, at: Layout, show: SeatShow) -> list[Pad]:
        """The pads in front of a seat now: "Mine!" (and "Not mine") while claiming, the
        👍 pad while its person memorises."""
        seat = show.seat
        if not show.receiver or seat.index == picture.dealer:
            return []
        if self._claiming(picture, show):
            return self._claim_pads(picture, at, show)
        if picture.phase == MEMORISE and show.looking:
            done = show.ready
            rect, label = at.ready_rect(seat), tr("memorandum.ready")
            emoji = "✅" if done else "👍"
            return [Pad(seat, rect, theme.GOOD, label, emoji, done, not done, True)]
        return []

    @staticmethod
    def _claiming(picture: Picture, show: SeatShow) -> bool:
        """The seat's claim pads show (where its hand lay, put away while claiming)."""
        receiver = show.receiver and show.seat.index != picture.dealer
        return receiver and picture.phase == "claims" and not picture.hands

    def _claim_pads(self, picture: Picture, at: Layout, show: SeatShow) -> list[Pad]:
        """ "Mine!" (and in party mode "Not mine"): lit once pressed; the other one greys
        out once a person has answered, and both when the window is closed."""
        seat, index = show.seat, show.seat.index
        answered = index in picture.claimed or index in picture.passed
        pads = []
        for key, (x, y, w, h) in at.claim_pads(seat).items():
            lit = index in (picture.claimed if key == "mine" else picture.passed)
            look = self._claim_look(seat, show.human, key, picture.window_open, answered, lit)
            shake = show.shakes.get(key, 0.0)
            pads.append(Pad(seat, (x + shake, y, w, h), *look, show.waiting, shaking=bool(shake)))
        return pads

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
        card's face while its back still shows, then as it will fly to a pile or a panel and
        lie on the panel; each receiver's claim pads as the window opening or closing will
        show them (all of them change together) and lit once pressed; while dealing, what
        memorising first shows."""
        jobs: list[Callable[[], object]] = []
        if picture.phase == DEALING:
            jobs += self._memorise_soon(picture, at, receivers)
        if picture.card and picture.phase != MEMORISE:
            angles = [angle for _, _, angle in at.big_spots]
            jobs += card_steps(picture.card, (at.big_w, at.big_h), self.four, angles)
            jobs += card_steps(picture.card, at.pile_size, self.four, [])
            for size in {won_card_size(slot[3]) for slot in at.shape.slots}:
                jobs += card_steps(picture.card, size, self.four, [])
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

    @staticmethod
    def _window_bar(surface: pygame.Surface, at: Layout, seat: Seat, clock: Clock) -> None:
        """The window's time left, a bar inside the seat's "Mine!" pad along its far edge."""
        x, y, w, h = at.claim_pads(seat)["mine"]
        left = clock.left / max(clock.total, 0.01)
        half_w, half_h = w * 0.8 * max(left, 0.02) / 2, 5 * at.shape.unit
        y = y - h / 2 + 10 * at.shape.unit
        corners = [(x - half_w, y - half_h), (x + half_w, y - half_h)]
        corners += [(x + half_w, y + half_h), (x - half_w, y + half_h)]
        pygame.draw.polygon(surface, theme.GOLD, [seat.to_screen(c) for c in corners])

    def _party_prompt(self, surface: pygame.Surface, at: Layout, show: SeatShow, now: float):
        emoji, text = show.prompt
        seat = show.seat
        spot, width = at.prompt_spot(seat), seat.panel_size[0] * 0.8
        unit = at.shape.unit
        draw_seat_prompt(surface, seat, spot, emoji, text, now, unit, theme.HIGHLIGHT, width)

    def _pad(self, put: Put, at: Layout, pad: Pad) -> None:
        """A pad in the seat's frame; in party mode, while it waits for the child, without
        its picture, which bobs (`_bob`), so the pad itself stays still."""
        x, y, w, h = pad.rect
        size, unit, seat = (round(w), round(h)), at.shape.unit, pad.seat
        look = (pad.colour, pad.label, pad.emoji, unit, pad.lit, pad.stacked)
        surface = pad_surface(size, *look, not self._bobs(pad), seat.angle)
        # every look of a pad of a size is opaque on the same pixels: a new look goes over
        shown = put.blit_center(surface, seat.to_screen((x, y)), ("pad", size, seat.angle))
        if marks.RECORDER is not None:
            least = panels.panel_type(unit).label
            text_px = pad_layout(size, pad.label, pad.emoji, pad.stacked, least)[2]
            what = f"pad {pad.label!r} of seat {seat.index + 1}"
            marks.mark(marks.TOUCH, shown, what, text_px, seat.index)

    def _bobs(self, pad: Pad) -> bool:
        return pad.waiting and self.bob

    def _bob(self, surface: pygame.Surface, at: Layout, pad: Pad, now: float) -> None:
        """A waiting pad's bobbing picture (party mode)."""
        x, y, w, h = pad.rect
        least = panels.panel_type(at.shape.unit).label
        px, spot, _, _ = pad_layout((round(w), round(h)), pad.label, pad.emoji, pad.stacked, least)
        if self._bobs(pad) and px:
            lift = abs(MOTION.bob(now, BOB)) * 0.08 * h
            local = (x - w / 2 + spot[0], y - h / 2 + spot[1] - lift)
            icon_ = icon(pad.emoji, px, pad.seat.angle)
            render.blit_center(surface, icon_, pad.seat.to_screen(local))

    def _both_ways(
        self,
        put: Put,
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
            put.blit_center(label, (x, at_y))
            if emoji:
                bob = MOTION.bob(now, 4.0) * 6 * at.shape.unit
                reach = label.get_width() / 2 + size * 0.9
                picture = icon(emoji, round(size * 1.4), angle)
                put.blit_center(picture, (x - reach * side, at_y + bob))

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
            label = tr(self.peek_words)
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
            card_size = won_card_size(slot.height)
            top = card_surface(won[-1], card_size, self.four)
            surface.blit(top, top.get_rect(midleft=(slot.left, slot.centery)))
            rest.width -= card_size[0] + 6
            rest.left = slot.left + card_size[0] + 6
        count = panels.Count("🃏", len(won), "memorandum.cards_won")
        panels.paint_count(surface, rest, count, panels.count_size(sizes, rest), sizes.label)
