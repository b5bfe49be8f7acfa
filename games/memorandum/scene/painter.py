"""What Memorandum's table shows: the piles, the called card and its clock, the hands and
pads in front of each panel, the children's prompts, the cards in the air and the game's
part of each panel (the reveal's "+n" are the reactions' pops, facing their seats).

The painter reads the picture and the layout it is handed, and a `Moment`: what the scene
knows that the picture does not (the clocks, who may look, which pad shakes). It says
items into the frame in one pass, each still or not as it lies (the compositor's table at
rest holds the still ones), and changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from engine.drawing import panels, pieces, theme
from engine.drawing.display import (
    DECOR,
    MOVING,
    PIECE,
    TARGET,
    WORDS,
    DisplayList,
    Image,
    Raster,
)
from engine.drawing.icons import picture as art
from engine.drawing.motion import MOTION
from engine.drawing.seats import Seat
from engine.drawing.text import type_size
from engine.drawing.widgets import countdown_soon, paint_countdown
from engine.i18n import tr
from engine.words.banners import plate
from engine.words.prompts import paint_seat_prompt
from games.memorandum.rules import DEALING, MEMORISE
from games.memorandum.scene.images import (
    card_back,
    card_face,
    card_steps,
    hand_row,
    label,
    pad,
    pad_layout,
)
from games.memorandum.scene.layout import Layout, Point, Rect
from games.memorandum.scene.moment import Clock, Memoriser, Moment, SeatShow
from games.memorandum.scene.pads import (
    claiming,
    deck_soon,
    pads_soon,
    paint_bob,
    paint_pad,
    paint_window_bar,
    seat_pads,
)
from games.memorandum.scene.picture import Picture
from games.memorandum.scene.placing import (
    CLOCK_RADIUS,
    PILE_STEP,
    Caption,
    house_captions,
    label_size,
    memorise_words,
    memoriser_captions,
    name_captions,
    pile_captions,
)
from games.memorandum.scene.story import FLIP_SECONDS

Receivers = list[tuple[Seat, bool]]  # the receiving seats, and whether each is a person


def won_card_size(slot_height: float) -> tuple[int, int]:
    """The last won card on a seat's panel, as big as the panel's slot allows."""
    return round(slot_height * 0.64), round(slot_height * 0.9)


def face_sizes(at: Layout) -> list[tuple[int, int]]:
    """Every size a card shows face up at: called, on a pile, last won on each panel."""
    sizes = [(at.big_w, at.big_h), at.pile_size]
    return sizes + sorted({won_card_size(slot[3]) for slot in at.shape.slots})


class Painter:
    peek_words = "memorandum.peek"  # "memorandum.peek_tap" when a tap peeks (peek by tap)
    won_word = "memorandum.cards_won"  # "" in party mode: the picture says it

    def __init__(self, four_colour: bool, bob: bool) -> None:
        self.four = four_colour
        self.bob = bob  # party mode: a pad waiting for a child bobs its picture

    # --- the board ------------------------------------------------------------------------
    def paint(self, frame: DisplayList, picture: Picture, at: Layout, now: Moment) -> None:
        """The table in the order it lies, bottom up: the piles, "memorise!", the called
        card and its name, each seat's hand and pads, the pass-and-play hand, the clocks,
        then over them a shaking pad, a waiting pad's bobbing picture, the window's bar
        and the children's prompts. What lies still says so: the table at rest holds it."""
        pads = [seat_pads(picture, at, show) for show in now.seats]
        over_piles = at.shape.tablet or (at.memorise_over_piles and now.memorise_words)
        if not (over_piles and picture.phase == MEMORISE):  # empty, they make way
            piles = (tuple(picture.unclaimed), tuple(picture.dispute), picture.house, self.four)
            frame.group(at, piles, lambda said: self._piles(said, picture, at))
        if picture.phase == MEMORISE and now.memorise_words:
            text, unit = memorise_words(at), at.shape.unit
            for caption in at.memorise_plates:
                frame.sprite(
                    plate("👀", caption.text, unit, role=caption.role),
                    caption.centre,
                    angle=caption.angle,
                    kind=WORDS,
                    still=True,
                    text_px=type_size(caption.role, unit),
                    what=f"caption {text!r}",
                )
        if picture.card and picture.phase != MEMORISE:
            self._called(frame, picture, at, now.now)
        for show, shown in zip(now.seats, pads, strict=True):
            self._hand(frame, picture, at, show)
            for pad_ in shown:
                if not pad_.shaking:
                    paint_pad(frame, at, pad_, self.bob)
            if show.peek is not None:
                self._peek_mark(frame, at, show)
            if show.deck is not None:
                deck_soon(frame, at, show.seat, self.bob)
        if at.shape.tablet and picture.phase == MEMORISE and now.memoriser is not None:
            self._tablet_hand(frame, picture, at, now.memoriser, now.now)
        if picture.phase == MEMORISE and now.memorise is not None:
            self._countdown(frame, picture, at, now.memorise)
        if picture.card and picture.phase != MEMORISE and now.window is not None:
            self._countdown(frame, picture, at, now.window)
        for show, shown in zip(now.seats, pads, strict=True):
            for pad_ in shown:
                if pad_.shaking:
                    paint_pad(frame, at, pad_, self.bob)
                if pad_.waiting and self.bob:
                    paint_bob(frame, at, pad_, now.now)
            if now.window is not None and claiming(picture, show.seat.index, show.receiver):
                paint_window_bar(frame, at, show.seat, now.window.share)
            if show.prompt is not None:
                self._party_prompt(frame, at, show, now.now)

    def _called(self, frame: DisplayList, picture: Picture, at: Layout, now: float) -> None:
        """The called card facing each side, turning or turned, and once face up its name;
        still once it has turned."""
        u = at.shape.unit
        progress = (now - picture.card_since) / FLIP_SECONDS
        still = now - picture.card_since >= FLIP_SECONDS
        scale, face_up, lift = pieces.flip_pose(progress)
        size = (at.big_w, at.big_h)
        card = card_face(picture.card, size, self.four) if face_up else card_back(size)
        for x, y, angle in at.big_spots:
            squash = (1.0, 1.0)
            if scale < 0.999:
                squash = (scale, 1.0) if angle % 180 == 0 else (1.0, scale)
            frame.sprite(
                card,
                (x, y - lift * 12 * u),
                angle=angle,
                squash=squash,
                kind=PIECE,
                still=still,
                what="called card",
                rests_at=(x, y),  # judged where it lies, not lifted in its flip
            )
        if face_up:
            for caption in name_captions(at, picture.card):
                _say(frame, caption, still)

    @staticmethod
    def _countdown(frame: DisplayList, picture: Picture, at: Layout, clock: Clock) -> None:
        spot = at.memorise_clock if picture.phase == MEMORISE else at.ring_pos
        r = CLOCK_RADIUS * at.shape.unit
        paint_countdown(frame, spot, r, clock.share, int(clock.left + 0.999))

    def _piles(self, frame: DisplayList, picture: Picture, at: Layout) -> None:
        """The unclaimed and the dispute pile (their top three cards stacked), each with
        its caption, and in a house-dealer game the house's score under the first."""
        size = at.pile_size
        piles = ((at.unclaimed_pos, picture.unclaimed), (at.dispute_pos, picture.dispute))
        for number, (pos, cards) in enumerate(piles):
            key = ("memorandum.unclaimed", "memorandum.dispute")[number]
            what = f"pile {tr(key)!r}"
            outline = pygame.Rect(0, 0, *size)
            outline.center = (round(pos[0]), round(pos[1]))
            radius = size[0] // 9
            frame.shape(
                "rect", theme.TABLE_LIGHT, outline, 3, radius, kind=PIECE, still=True, what=what
            )
            for i, card in enumerate(cards[-3:]):
                face = card_face(card, size, self.four)
                at_ = (pos[0] + i * PILE_STEP, pos[1] - i * PILE_STEP)
                frame.sprite(face, at_, kind=PIECE, still=True, what=what)
            for caption in pile_captions(at, number, len(cards)):
                _say(frame, caption)
        if at.shape.house:  # house-dealer mode: the house's score under the first pile
            for caption in house_captions(at, picture.house):
                _say(frame, caption)

    def _tablet_hand(
        self, frame: DisplayList, picture: Picture, at: Layout, who: Memoriser, now: float
    ) -> None:
        """Pass-and-play: the hand of whoever looks now, big in the middle, under their
        name (`faces` None: face down, the peek pad not held)."""
        cx, cy = at.centre
        for caption in memoriser_captions(at, who.seat, who.name):
            _say(frame, caption)  # and before it a picture bobbing
            text, size = caption.text, caption.size
            side = 1 if caption.angle == 0 else -1
            bob = MOTION.bob(now, 4.0) * 6 * at.shape.unit
            frame.changes(MOTION.next_step(now))
            reach = label_size(text, size)[0] / 2 + size * 0.9
            x, y = caption.centre
            picture_ = art("👀", round(size * 1.4))
            frame.sprite(picture_, (x - reach * side, y + bob), angle=caption.angle, kind=DECOR)
        faces = who.faces or ("",) * picture.sizes[who.seat]
        card = (round(at.cw * 1.5), round(at.ch * 1.5))
        row = hand_row(faces, card, at.table_w * 0.9, self.four)
        frame.sprite(row, (cx, cy), kind=PIECE, still=True, what=f"hand of seat {who.seat + 1}")

    # --- in front of each panel ---------------------------------------------------------
    def _hand(self, frame: DisplayList, picture: Picture, at: Layout, show: SeatShow) -> None:
        seat = show.seat
        index = seat.index
        if index == picture.dealer:
            if show.deck is None:  # a person dealing by hand has their deck there instead
                self._dealer_mark(frame, at, seat)
            return
        count = picture.sizes[index] if index < len(picture.sizes) else 0
        if not count or picture.phase == DEALING:
            return
        if picture.phase == "claims" and not picture.hands:
            return  # the Mine! pad is there
        faces = show.faces or (("",) * count)
        width, middle = self._row_span(at, seat, picture.phase == MEMORISE and show.human)
        row = hand_row(faces, (at.cw, at.ch), width, self.four)
        frame.sprite(
            row,
            seat.to_screen((middle, at.hand_y(seat))),
            angle=seat.angle,
            kind=PIECE,
            seat=index,  # whose it is: that seat's own page may lie on it
            still=True,
            what=f"hand of seat {index + 1}",
        )

    @staticmethod
    def _row_span(at: Layout, seat: Seat, ready_pad: bool) -> tuple[float, float]:
        """The width of a seat's hand row and its middle along the seat's edge: the row's
        span clear of the other panels and rows, less the 👍 pad beside it if shown."""
        room = at.ready_rect(seat)[2] + 26 * at.shape.unit if ready_pad else 0.0
        left, right = at.row_span(seat)
        return right - left - room, (left + right - room) / 2

    @staticmethod
    def _dealer_mark(frame: DisplayList, at: Layout, seat: Seat) -> None:
        """🎩 Dealer in the middle of the seat's row; on a narrow row (a crowded tablet)
        the words alone, as the panel itself already wears the hat, smaller down to the
        panels' floor where they would reach past the row (bigger words: "Donneur")."""
        left, right = at.row_span(seat)
        text = tr("memorandum.dealer")
        floor = panels.panel_type(at.shape.unit).label
        size = type_size("body", at.shape.unit)
        while size > floor and label(text, size, theme.GOLD).size[0] > right - left:
            size -= 1
        words = label(text, size, theme.GOLD)
        wide = words.size[0]
        hat_w = size * 2 if wide + size * 2 <= right - left else 0
        x, y = (left + right + hat_w) / 2, at.hand_y(seat)
        frame.sprite(
            words,
            seat.to_screen((x, y)),
            angle=seat.angle,
            kind=WORDS,
            still=True,
            text_px=size,
            what=f"dealer of seat {seat.index + 1}",
        )
        if hat_w:
            hat = art("🎩", round(size * 1.5))
            at_ = seat.to_screen((x - wide / 2 - size, y))
            frame.sprite(hat, at_, angle=seat.angle, kind=DECOR, still=True)

    def _peek_mark(self, frame: DisplayList, at: Layout, show: SeatShow) -> None:
        """The peek pad painted on the seat's panel (`panel_part`), a touch target there."""
        seat = show.seat
        x, y, w, h = at.peek_rect(seat)
        least = panels.panel_type(at.shape.unit).label
        text = tr(self.peek_words)
        text_px = pad_layout((round(w), round(h)), text, "👀", False, least)[2]
        what = f"pad {text!r} of seat {seat.index + 1}"
        frame.mark(TARGET, _screen_rect(seat, (x, y, w, h)), what, text_px, seat.index)

    @staticmethod
    def _party_prompt(frame: DisplayList, at: Layout, show: SeatShow, now: float) -> None:
        emoji, text = show.prompt
        seat = show.seat
        spot, width = at.prompt_spot(seat), seat.panel_size[0] * 0.8
        unit = at.shape.unit
        paint_seat_prompt(frame, seat, spot, emoji, text, now, unit, theme.HIGHLIGHT, width)

    # --- over the board, and the panels ---------------------------------------------------
    def paint_flight(
        self, frame: DisplayList, card: str, size: tuple[int, int], pos: Point
    ) -> None:
        """A card crossing the table ("" face down)."""
        image = card_face(card, size, self.four) if card else card_back(size)
        frame.sprite(image, pos, kind=MOVING, what="card in the air")

    def panel_part(
        self, colour: theme.Colour, unit: float, peek: bool | None, dealer: bool, won: list[str]
    ) -> panels.PanelPart:
        """How to paint a seat's part of its panel: its won cards; while memorising with
        privacy on, the peek pad over the whole slot (painted here, so the pointing hand
        can show on top of it); `peek` is whether it is held (None: no peek pad now)."""
        last, count = (won[-1] if won else None), len(won)

        def paint(raster: Raster, surface: pygame.Surface, slot: pygame.Rect) -> None:
            sizes = panels.panel_type(unit)
            if peek is not None:
                text = tr(self.peek_words)
                image = pad(tuple(slot.size), colour, text, "👀", sizes.label, peek)
                surface.blit(raster(image), slot.topleft)
            elif dealer:
                _paint_dealer(raster, surface, slot, sizes)
            else:
                self._paint_won(raster, surface, slot, sizes, last, count)

        return paint

    def _paint_won(
        self,
        raster: Raster,
        surface: pygame.Surface,
        slot: pygame.Rect,
        sizes: panels.PanelType,
        last: str | None,
        count: int,
    ) -> None:
        """The last card won, and how many."""
        rest = slot.copy()
        if last is not None:
            card_size = won_card_size(slot.height)
            top = raster(card_face(last, card_size, self.four))
            surface.blit(top, top.get_rect(midleft=(slot.left, slot.centery)))
            rest.width -= card_size[0] + 6
            rest.left = slot.left + card_size[0] + 6
        won = panels.Count("🃏", count, self.won_word)
        size = panels.count_size(sizes, rest)
        panels.paint_count(raster, surface, rest, won, size, sizes.label)

    # --- what shows next, to paint ahead ----------------------------------------------------
    def soon(self, frame: DisplayList, picture: Picture, at: Layout, receivers: Receivers) -> None:
        """What the table will show next, to paint ahead in quiet frames: the called card's
        back as each side will see it turned up, its face while its back still shows, then
        as it will fly to a pile or a panel and lie on the panel; each receiver's claim pads
        as the window opening or closing will show them and lit once pressed; while
        dealing, what memorising first shows."""
        back = card_back((at.big_w, at.big_h))
        for _, _, angle in at.big_spots:
            frame.ahead(back, angle)
        if picture.phase == DEALING:
            for image, angle in self._memorise_looks(picture, at, receivers):
                frame.ahead(image, angle)
        if picture.card and picture.phase != MEMORISE:
            for number, size in enumerate(face_sizes(at)):
                for step in card_steps(picture.card, size, self.four):
                    frame.ahead(step)
                if number == 0:
                    face = card_face(picture.card, size, self.four)
                    for _, _, angle in at.big_spots:
                        frame.ahead(face, angle)
        pads_soon(frame, picture, at, receivers, self.bob)

    def _memorise_looks(
        self, picture: Picture, at: Layout, receivers: Receivers
    ) -> Iterator[tuple[Image, int]]:
        """What memorising shows first, all in one frame once the deal is over: every
        hand face down in front of its seat and "Memorise your cards!" every way it faces."""
        unit = at.shape.unit
        for caption in at.memorise_plates:
            yield plate("👀", caption.text, unit, role=caption.role), caption.angle
        for seat, human in receivers:
            count = picture.sizes[seat.index] if seat.index < len(picture.sizes) else 0
            if seat.index == picture.dealer or not count:
                continue
            width = self._row_span(at, seat, human)[0]
            yield hand_row(("",) * count, (at.cw, at.ch), width, self.four), seat.angle


def clock_soon(frame: DisplayList, seconds: float, unit: float) -> None:
    """Every number the claim window's clock will show, to paint ahead."""
    for image in countdown_soon(CLOCK_RADIUS * unit, seconds):
        frame.ahead(image)


def _paint_dealer(
    raster: Raster, surface: pygame.Surface, slot: pygame.Rect, sizes: panels.PanelType
) -> None:
    """🎩 Dealer on the dealer's panel, either side of the slot's middle, or together in
    it where one of them would reach past the slot (a slot narrowed by the seat's phone
    code); the hat alone where the words do not fit beside it (a crowded tablet)."""
    text = panels.label(raster, tr("memorandum.dealer"), sizes.number, theme.INK)
    hat = raster(art("🎩", max(1, round(min(slot.height * 0.6, slot.width)))))
    both = hat.get_width() + text.get_width() + 12
    if both > slot.width:
        surface.blit(hat, hat.get_rect(center=slot.center))
        return
    middle = slot.centerx
    if 2 * max(hat.get_width(), text.get_width()) + 12 > slot.width:
        middle = slot.left + (slot.width - both) / 2 + hat.get_width() + 6
    surface.blit(hat, hat.get_rect(midright=(middle - 6, slot.centery)))
    surface.blit(text, text.get_rect(midleft=(middle + 6, slot.centery)))


def _screen_rect(seat: Seat, rect: Rect) -> pygame.Rect:
    """A rectangle in the seat's frame ((centre x, centre y, w, h)) on the screen."""
    x, y, w, h = rect
    w, h = (w, h) if seat.angle % 180 == 0 else (h, w)
    box = pygame.Rect(0, 0, round(w), round(h))
    box.center = tuple(round(v) for v in seat.to_screen((x, y)))
    return box


def _say(frame: DisplayList, caption: Caption, still: bool = True) -> None:
    """A caption on its plate, words for the table to read."""
    frame.sprite(
        label(caption.text, caption.size, caption.colour, caption.emoji),
        caption.centre,
        angle=caption.angle,
        kind=WORDS,
        still=still,
        text_px=caption.size,
        what=caption.what,
    )
