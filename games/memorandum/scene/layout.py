"""Where everything sits on Memorandum's table, computed from the table's free middle, the
seats and the unit: the called card (with a quarter-turned copy for side seats), the two
piles, the hands and pads in front of each panel.

A `Layout` is a pure function of its inputs and is rebuilt on every resize, so nothing
on the table keeps a stale position; the scene keeps the current one and the story, the
painter and the hints read it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.drawing import panels, pieces
from engine.drawing.seats import Seat
from engine.drawing.text import type_size
from engine.words.banners import facing_spots, plate_size
from engine.words.places import Spot
from games.memorandum.scene.placing import (
    PILE_RISE,
    caption_boxes,
    caption_half,
    captions_clear,
    clock_spot,
    longest_name,
    memorise_plates,
)

Point = tuple[float, float]
Rect = tuple[float, float, float, float]  # (centre x, centre y, w, h) in a seat's frame
Box = tuple[float, float, float, float]  # (left, top, right, bottom)
Span = tuple[float, float]  # (left, right) along a seat's panel, in its own frame
# Pads in layout units (`target_size`: bigger in party mode). Grown-ups have one wide
# "Mine!" pad; in party mode a person has "Mine!" and "Not mine" side by side.
MINE_PAD = (460, 118)
PARTY_MINE_PAD = (205, 92)
NOT_MINE_PAD = (175, 92)
PAD_GAP = 12
READY_PAD = (104, 92)
PROMPT_SCALES = (1.0, 0.9, 0.8)  # the centre may shrink this far to leave room for prompts
FIT_SCALES = (1.0, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.33)  # a narrow portrait table: small
BANNER_REACH = 1.15  # a banner's half height (engine.words.banners.plate), in heading sizes


@dataclass(frozen=True)
class TableShape:
    """What the layout depends on. `target_size` turns layout units into a pad's pixels
    (the scene's, bigger in party mode); `slots` are the panels' own slots (upright), where
    the peek pad goes; `prompts` asks for words in front of each child (party mode)."""

    table: tuple[float, float, float, float]
    seats: Sequence[Seat]
    unit: float
    tablet: bool
    prompts: bool
    clocks: bool
    humans: frozenset[int]
    touch_slop: float
    target_size: Callable[[float, float], tuple[float, float]]
    slots: Sequence[Rect]  # (left, top, w, h) of each seat's panel slot, upright pixels
    house: bool = False  # the house's score shows under the unclaimed pile
    words: bool = True  # False (party mode): counts, pads and captions in pictures


class Layout:
    """The table's geometry (see the module docstring)."""

    def __init__(self, shape: TableShape) -> None:
        self.shape = shape
        u = shape.unit
        x, y, w, h = shape.table
        self.centre = (x + w / 2, y + h / 2)
        self.table_w = w
        self.cw = round(min(84 * u, w / 14))
        self.ch = round(self.cw * pieces.CARD_RATIO)
        self.sides = any(s.edge in ("left", "right") for s in shape.seats) and not shape.tablet
        self.angles = sorted({s.angle for s in shape.seats})  # the sides with players
        self.spans = self._spans()
        big = min(h * 0.44, 430 * u)
        # Party mode: words in front of each child where the centre still fits beside them;
        # otherwise the moving pictures on the pads (and the pointing hand) are the prompt.
        self.seat_prompts = shape.prompts
        if self.seat_prompts and not self._fit_centre(big, PROMPT_SCALES):
            self.seat_prompts = False
        if not self.seat_prompts:
            self._fit_centre(big, FIT_SCALES)
        self.ring_pos = clock_spot(self, self.ring_pos)
        self.memorise_plates, self.memorise_over_piles = memorise_plates(self)

    # --- the middle ---------------------------------------------------------------------
    def _fit_centre(self, big: float, scales: tuple[float, ...]) -> bool:
        """Place the largest centre that fits among `scales` (the smallest if none does),
        the piles beside the called card or, where the middle is too narrow for that (a
        portrait table), above and below it; where the called card's name at the heading's
        size cannot face the side seats without meeting the others, at the captions' (and
        where even that leaves no room, as with bigger words at seven seats, every name);
        where nothing fits, the piles' captions on two lines (`placing.pile_words`)."""
        free = self.free_middle()
        lines = (1, 2) if self.shape.words else (1,)
        for self.caption_lines in lines:
            for self.small_names, self.all_small in ((False, False), (True, False), (True, True)):
                for scale in scales:
                    for stacked in (False, True):
                        self._place_centre(round(big * scale), stacked)
                        if self._centre_fits(free):
                            return True
        return False

    def free_middle(self) -> tuple[float, float, float, float]:
        """The table's middle left free by the hands and pads in front of the panels (and,
        in party mode, the prompts beyond them)."""
        x, y, w, h = self.shape.table
        depth = 14 * self.shape.unit + self._row_depth() * 1.05
        if self.seat_prompts:
            depth += self._prompt_gap() * 2
        edges = {s.edge for s in self.shape.seats}
        tablet = self.shape.tablet
        left = x + (depth if "left" in edges and not tablet else 0)
        right = x + w - (depth if "right" in edges and not tablet else 0)
        top = y + (depth if "top" in edges and not tablet else 0)
        bottom = y + h - (depth if "bottom" in edges else 0)
        return (left, top, right, bottom)

    def _place_centre(self, big_h: int, stacked: bool) -> None:
        u = self.shape.unit
        self.stacked = stacked
        self.big_h, self.big_w = big_h, round(big_h / pieces.CARD_RATIO)
        self.pile_size = (round(self.big_w * 0.46), round(self.big_h * 0.46))
        cx, cy = self.centre
        gap = self.big_w * 0.18
        ring = 46 * u
        if self.sides:  # a second copy turned a quarter for the side seats, the ring under it
            cx -= (self.big_h - self.big_w) / 2  # the pair centred on the table
            self.big_spots = [(cx - self.big_w / 2 - gap / 2, cy, 0)]
            self.big_spots.append((cx + self.big_h / 2 + gap / 2, cy, 90))
            right = cx + self.big_h + gap / 2
            self.ring_pos = (self.big_spots[1][0], cy + self.big_w / 2 + ring * 1.5)
        else:
            self.big_spots = [(cx, cy, 0)]
            right = cx + self.big_w / 2 + ring * 3
            self.ring_pos = (cx + self.big_w / 2 + ring * 1.5, cy)
        left = self.big_spots[0][0] - self.big_w / 2
        if stacked:  # past the called card's name, and the house's score facing it
            small = panels.panel_type(u).label
            reach = self.big_h / 2 + self._name_room(0) + self.name_overhang()
            reach += small * 3.7 + self.pile_size[1] / 2
            mid = self.centre[0]
            self.unclaimed_pos, self.dispute_pos = (mid, cy - reach), (mid, cy + reach)
            beside = self._pile_half() + ring * 1.5  # the clock by the dispute pile
            self.ring_pos = (mid + beside, cy + reach)
            return
        if self.sides:  # room for the called card's name facing each side (caption_spots)
            gap += self._name_room(90)
        names = self.name_size(90) * 1.6 if self.sides else 0.0  # the side names' plates
        caption = caption_half(self) + 4 * u - (gap - names)  # clear of them
        reach = max(self.pile_size[1] * 0.7, caption)
        self.unclaimed_pos = (left - gap - reach, cy)
        self.dispute_pos = (right + gap + reach, cy)

    def name_size(self, angle: int) -> int:
        """The called card's name's type size facing `angle`. On a crowded table the
        names facing the side seats take the piles' captions' size: turned, a name runs
        along the cards, and at the heading's size it may outrun them."""
        if self.all_small or (self.small_names and angle % 180):
            return panels.panel_type(self.shape.unit).label
        return type_size("heading", self.shape.unit)

    def cards_box(self) -> Box:
        """The called card and its quarter-turned copy, on screen."""
        x, y = self.called_spot
        right = self.big_spots[-1][0] + (self.big_h if self.sides else self.big_w) / 2
        return (x - self.big_w / 2, y - self.big_h / 2, right, y + self.big_h / 2)

    def name_overhang(self) -> float:
        """How much further out the names facing the top and bottom go, clear of the names
        facing the side seats: none while the longest fits along the cards (it slides
        away from the left seats' name, caption_spots), else past the side names' ends."""
        box = self.cards_box()
        if not self.sides or longest_name(self.name_size(0)) <= box[2] - box[0]:
            return 0.0
        return max(0.0, longest_name(self.name_size(90)) / 2 - self.big_h / 2)

    def _pile_half(self) -> float:
        """Half a pile's width with its caption."""
        return max(self.pile_size[0], 190 * self.shape.unit) / 2

    def _name_room(self, angle: int) -> float:
        """The room the called card's name facing `angle` takes beyond the cards: its
        plate, centred 0.8 of its type size beyond them (caption_spots), is 1.6 thick."""
        return self.name_size(angle) * 1.7

    def _centre_fits(self, free: tuple[float, float, float, float]) -> bool:
        """The piles with their captions fit across, and the called card with its names
        down and up from where it lies (the table's middle: with nobody at the top, the
        free middle's own middle lies higher, and a name reaching past its bottom lay on
        the hands' row, as with bigger words at three seats)."""
        left, top, right, bottom = free
        half = self._pile_half()
        if not captions_clear(self):
            return False
        if self.stacked:
            return self._stack_fits(free, half)
        cy = self.big_spots[0][1]
        named = self.big_h / 2 + self._name_room(0) + self.name_overhang()
        up = named if 180 in self.angles else self.big_h / 2
        return (
            self.unclaimed_pos[0] - half >= left
            and self.dispute_pos[0] + half <= right
            and cy + named <= bottom
            and cy - up >= top
        )

    def _stack_fits(self, free: tuple[float, float, float, float], half: float) -> bool:
        """The cards with their names fit across, the piles with their captions down."""
        left, top, right, bottom = free
        cx, cy = self.centre
        names = self._name_room(90) if self.sides else 0.0
        far = self.big_spots[-1][0] + (self.big_h if self.sides else self.big_w) / 2
        reach = self.dispute_pos[1] - cy + self.pile_size[1] / 2
        return (
            self.big_spots[0][0] - self.big_w / 2 - names >= left
            and far + names <= right
            and cx - half >= left
            and self.ring_pos[0] + 46 * self.shape.unit <= right
            and reach + panels.panel_type(self.shape.unit).label * 1.8 <= (bottom - top) / 2
        )

    def _banner_reach(self, top: bool = False) -> float:
        """How far from the centre a banner's middle goes: past the called card and the
        piles' captions (the house's score the lowest of them; above the piles they lie
        `PILE_RISE` further out, clear of a pile's top cards). The cards are not made
        smaller for it: on a crowded table a banner may touch the hands for its moment."""
        u = self.shape.unit
        if self.stacked:  # the piles lie above and below: just past the clock in the middle
            return 46 * u + type_size("heading", u) * BANNER_REACH
        captions = self.pile_size[1] / 2 + panels.panel_type(u).label * 3.8
        captions += PILE_RISE if top else 0.0
        return max(self.big_h / 2, captions) + type_size("heading", u) * BANNER_REACH

    def keep_clear(self) -> list[Box]:
        """What a banner must not cover, on screen: the called card, the piles, and the
        row in front of each panel (the hand to memorise, the pads to press)."""
        boxes = [self.row_box(seat) for seat in self.shape.seats] + self.card_boxes()
        pw, ph = self.pile_size
        for x, y in (self.unclaimed_pos, self.dispute_pos):
            boxes.append((x - pw / 2, y - ph / 2, x + pw / 2, y + ph / 2))
        return boxes

    def card_boxes(self) -> list[Box]:
        """The called card and its quarter-turned copy, each on screen."""
        boxes = []
        for x, y, angle in self.big_spots:
            w, h = (self.big_w, self.big_h) if angle % 180 == 0 else (self.big_h, self.big_w)
            boxes.append((x - w / 2, y - h / 2, x + w / 2, y + h / 2))
        return boxes

    @property
    def memorise_clock(self) -> Point:
        """The memorising countdown: in the middle; under the big hand in pass-and-play."""
        x, y = self.centre
        return (x, y + (self.ch * 1.5 if self.shape.tablet else 0))

    @property
    def called_spot(self) -> Point:
        """Where the called card lies (the upright copy), whence it flies to a pile."""
        x, y, _ = self.big_spots[0]
        return (x, y)

    def caption_spots(self, length: float) -> list[Spot]:
        """Where the called card's name goes: once for each side with players, just
        beyond the cards on that side and facing it. Bottom and top: by the upright card,
        its plate (`length` long) slid along the cards clear of the name facing the left
        seats, or where the names are too long for that, out past the side names' ends."""
        x = self.called_spot[0]
        box = self.cards_box()
        spots: list[Spot] = []
        for angle in self.angles:
            [(at, _)] = facing_spots(box, self.name_size(angle) * 0.8, [angle])
            if angle % 180 == 0:
                slides = self.sides and length <= box[2] - box[0]
                push = self.name_overhang() if angle == 0 else -self.name_overhang()
                at = (max(x, box[0] + length / 2) if slides else x, at[1] + push)
            spots.append((at, angle))
        return spots

    def banner_spots(self) -> list[Spot]:
        """A banner (and "Memorise your cards!", which stays) goes under the called card,
        and over it when someone sits at the top, clear of the piles and their captions;
        a banner (not the memorise words, which have their own places) also faces each side
        with players from between that side's pile and the called card's name facing it,
        where a copy at the body's size fits there (a side seat should not read the table's
        answer to a moment sideways)."""
        x, y = self.centre
        spots: list[Spot] = [((x, y + self._banner_reach()), 0)]
        if 180 in self.angles:
            spots.append(((x, y - self._banner_reach(top=True)), 180))
        return spots + self._side_banner_spots()

    def _side_banner_spots(self) -> list[Spot]:
        """The side seats' copies of a banner, each between the side's pile with its
        captions and the called card: in the middle of the room left by the called card's
        name facing that side, or where that is narrower than a banner at the body's size,
        just past the captions, over where that name shows while a card is called (the
        banner then moves, or shows only to the long sides). None where even the cards
        leave no room (a 4:3 table)."""
        if not self.sides or self.stacked:
            return []
        u = self.shape.unit
        left, _, right, _ = self.cards_box()
        names = self._name_room(90)
        (_, _, pile_left, _), (pile_right, _, _, _) = caption_boxes(self)
        depth = plate_size("🧮", "", u, role="body")[1] + 8 * u  # and a little air
        sides = {-90: (pile_left, left, 1), 90: (pile_right, right, -1)}  # captions, cards
        spots: list[Spot] = []
        for angle, (outer, inner, inward) in sides.items():
            room = (inner - outer) * inward
            if angle in self.angles and room >= depth:
                reach = max(depth, room - names) / 2
                spots.append(((outer + inward * reach, self.centre[1]), angle))
        return spots

    # --- in front of each panel ---------------------------------------------------------
    def _row_y(self, seat: Seat) -> Span:
        """The row's near and far edge in the seat's frame (far: towards the middle)."""
        near = -(seat.panel_size[1] / 2 + 14 * self.shape.unit)
        return (near - self._row_depth(), near)

    def row_box(self, seat: Seat, span: Span | None = None) -> Box:
        """The row in front of the seat's panel on screen (its own span unless given)."""
        far, near = self._row_y(seat)
        span = self.row_span(seat) if span is None else span
        return _screen_box(seat, (span[0], far, span[1], near))

    def _spans(self) -> list[Span]:
        """Each seat's row (its hand and pads) along its panel, clear of every other panel
        and, round a crowded corner, of the next seat's row: of two rows that would meet,
        the one that loses less gives way, so neither hand covers the other's pads."""
        seats, margin = self.shape.seats, 6 * self.shape.unit
        spans = [(-s.panel_size[0] / 2, s.panel_size[0] / 2) for s in seats]
        for i, seat in enumerate(seats):
            for other in seats:
                if other is not seat:
                    box = _screen_box(other, _panel_box(other))
                    spans[i] = _trimmed(spans[i], seat, self._row_y(seat), box, margin)
        for i, a in enumerate(seats):
            for j in range(i + 1, len(seats)):
                b = seats[j]
                by_a = _trimmed(spans[i], a, self._row_y(a), self.row_box(b, spans[j]), margin)
                by_b = _trimmed(spans[j], b, self._row_y(b), self.row_box(a, spans[i]), margin)
                if _width(spans[i]) - _width(by_a) <= _width(spans[j]) - _width(by_b):
                    spans[i] = by_a
                else:
                    spans[j] = by_b
        return spans

    def row_span(self, seat: Seat) -> Span:
        """Where the seat's hand and pads may lie along its panel (its own x)."""
        return self.spans[seat.index]

    def hand_y(self, seat: Seat) -> float:
        return -(seat.panel_size[1] / 2 + 14 * self.shape.unit + self.ch / 2)

    def _row_depth(self) -> float:
        """How far the row in front of a panel reaches: a hand, or the tallest pad."""
        pads = (self._single_pad(), PARTY_MINE_PAD, READY_PAD)
        return max(self.ch, *(self.shape.target_size(*pad)[1] for pad in pads))

    def _single_pad(self) -> tuple[float, float]:
        """A lone "Mine!" pad (grown-ups; a computer player in party mode, as tall as the
        children's pads beside it)."""
        return MINE_PAD if self.shape.clocks else (MINE_PAD[0], PARTY_MINE_PAD[1])

    def _prompt_gap(self) -> float:
        return type_size("heading", self.shape.unit) * 0.8

    def _pad_y(self, seat: Seat, height: float) -> float:
        """A pad's centre in the seat's frame: its near edge lines up with the hand's."""
        return -(seat.panel_size[1] / 2 + 14 * self.shape.unit + height / 2)

    def two_pads(self, index: int) -> bool:
        """Party mode: a person answers every call, "Mine!" or "Not mine" (no clock)."""
        return not self.shape.clocks and index in self.shape.humans

    def claim_pads(self, seat: Seat) -> dict[str, Rect]:
        """The seat's claim pads in its own frame, (x, y, w, h) centred: "mine", and in
        party mode "pass" ("Not mine") beside it; both fit the panel's width."""
        if not self.two_pads(seat.index):
            return {"mine": self.lone_pad(seat)}
        target = self.shape.target_size
        span = self.row_span(seat)
        mid, fit = (span[0] + span[1]) / 2, _width(span) * 0.92
        (mw, h), (pw, _) = target(*PARTY_MINE_PAD), target(*NOT_MINE_PAD)
        gap = target(PAD_GAP, 0)[0]
        shrink = min(1.0, (fit - gap) / (mw + pw))
        mw, pw = mw * shrink, pw * shrink
        left = mid - (mw + gap + pw) / 2
        y = self._pad_y(seat, h)
        return {
            "mine": (left + mw / 2, y, mw, h),
            "pass": (left + mw + gap + pw / 2, y, pw, h),
        }

    def lone_pad(self, seat: Seat) -> Rect:
        """A single pad in the middle of the seat's row, in its own frame: a grown-up's
        "Mine!", and the deck of a person who deals (they turn the cards, MR-R8)."""
        w, h = self.shape.target_size(*self._single_pad())
        span = self.row_span(seat)
        return ((span[0] + span[1]) / 2, self._pad_y(seat, h), min(w, _width(span) * 0.92), h)

    def mine_rect(self, seat: Seat) -> Rect:
        """The "Mine!" pad in the seat's own frame: (x, y, w, h), centred."""
        return self.claim_pads(seat)["mine"]

    def pass_rect(self, seat: Seat) -> Rect | None:
        """The "Not mine" pad (party mode, people only), or None."""
        return self.claim_pads(seat).get("pass")

    def ready_rect(self, seat: Seat) -> Rect:
        w, h = self.shape.target_size(*READY_PAD)
        return (self.row_span(seat)[1] - w / 2, self._pad_y(seat, h), w, h)

    def prompt_spot(self, seat: Seat) -> Point:
        """Where a party prompt goes in the seat's frame: just beyond the hand and pads."""
        far = seat.panel_size[1] / 2 + 14 * self.shape.unit + self._row_depth()
        return (0.0, -(far + self._prompt_gap()))

    def peek_rect(self, seat: Seat) -> Rect:
        """The peek pad covers the panel's own slot (hold a finger on your panel)."""
        left, top, w, h = self.shape.slots[seat.index]
        pw, ph = seat.panel_size
        return (left + w // 2 - pw / 2, top + h // 2 - ph / 2, w, h)

    def won_spot(self, seat_index: int) -> Point:
        seats = self.shape.seats
        if not 0 <= seat_index < len(seats):
            return self.unclaimed_pos  # the house keeps its cards on the unclaimed pile
        seat = seats[seat_index]
        x, y, _, _ = self.peek_rect(seat)
        return seat.to_screen((x, y))

    def hand_spot(self, seat_index: int) -> Point:
        seat = self.shape.seats[seat_index]
        return seat.to_screen((0.0, self.hand_y(seat)))

    def pad_at(self, seat: Seat, pads: dict[str, Rect], pos: Point) -> str | None:
        """The pad under a finger: inside one, or (party mode) within `touch_slop` of it;
        where two pads' margins meet, the nearer pad wins."""
        x, y = seat.to_local(pos)
        best: tuple[float, str] | None = None
        for key, (cx, cy, w, h) in pads.items():
            outside = max(abs(x - cx) - w / 2, abs(y - cy) - h / 2, 0.0)
            if outside <= self.shape.touch_slop and (best is None or outside < best[0]):
                best = (outside, key)
        return best[1] if best else None

    def pad_centre(self, seat: Seat, rect: Rect) -> Point:
        return seat.to_screen((rect[0], rect[1]))


def _width(span: Span) -> float:
    return span[1] - span[0]


def _panel_box(seat: Seat) -> Box:
    w, h = seat.panel_size
    return (-w / 2, -h / 2, w / 2, h / 2)


def _screen_box(seat: Seat, box: Box) -> Box:
    """A box in the seat's frame as a box on screen (seats turn by quarter turns)."""
    xs, ys = zip(*(seat.to_screen((x, y)) for x in box[::2] for y in box[1::2]), strict=True)
    return (min(xs), min(ys), max(xs), max(ys))


def _local_box(seat: Seat, box: Box) -> Box:
    xs, ys = zip(*(seat.to_local((x, y)) for x in box[::2] for y in box[1::2]), strict=True)
    return (min(xs), min(ys), max(xs), max(ys))


def _trimmed(span: Span, seat: Seat, row_y: Span, box: Box, margin: float) -> Span:
    """`span` cut short, on the side it lies, where the seat's row would meet `box` (a box
    on screen) with less than `margin` between them."""
    left, top, right, bottom = _local_box(seat, box)
    clear = bottom <= row_y[0] or top >= row_y[1] or right <= span[0] or left >= span[1]
    if clear:
        return span
    if (left + right) / 2 < (span[0] + span[1]) / 2:
        return (max(span[0], right + margin), span[1])
    return (span[0], min(span[1], left - margin))
