"""Where things lie on Devil's Circle's table, worked out from the free middle, the seats
and the unit, and nothing else: the ring, the searched card and the pot, each seat's coin
pile and won cards, its Pass button, its ALL FIVE slots and its prompt.

The ring takes the free middle; a prompt goes in front of its panel where no disc, button
or panel is (the nearest such place to where it would like to be), so the words never
cover a disc and the discs stay as big as the table allows.

It is recomputed on every resize (the scene never stores a surface or a position that a
resize could leave behind), so anything that flies or is drawn asks it at that moment.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from engine.drawing import pieces
from engine.drawing.seats import Seat
from engine.drawing.text import font, measure, type_size
from engine.words.places import clear_spots
from engine.words.prompts import BOB, GLOW, prompt_lines
from games.devils_circle.actions import DISCS
from games.devils_circle.scene.discs import disc_diameter, ring_place

Point = tuple[float, float]
Size = tuple[float, float]

RING_SHARE = 0.37  # the ring's radius, as a share of the middle's shorter side
SLOT_RADIUS = 24  # layout units: an ALL FIVE slot
PASS_GAP = 10  # layout units between the Pass button and its panel or the table's edge
PROMPT_GAP = 12  # layout units between the prompt and what lies right of it
PROMPT_LIFT = 26  # layout units from the panel's edge to the prompt's middle, at least
MIN_ROOM = 200  # layout units: a prompt squeezed narrower goes beyond the button instead
HOP = 0.1  # of a disc's width: how far a flip's hop may carry it off its ring place
SEARCH_STEP = 8  # layout units: the grid a prompt's free place is looked for on
SHRINK, SHRINKS = 0.97, 8  # the ring's steps down while a prompt finds no room, at most


@dataclass(frozen=True)
class PromptPlace:
    """Where a prompt's words go in its seat's frame (their middle), the room they wrap
    in, and the whole prompt's rectangle on screen (its picture included)."""

    x: float
    y: float
    room: float
    rect: pygame.Rect
    clear: bool  # False: no free place was found, and it covers something


@dataclass(frozen=True)
class Layout:
    unit: float
    bounds: tuple[float, float, float, float]  # the free middle: x, y, w, h
    centre: Point
    radius: float  # of the ring of disc places
    card_size: tuple[int, int]
    pot_pos: Point
    stack_pos: Point
    coin_points: tuple[Point, ...]  # per seat, on screen: its coin pile (none without coins)
    card_points: tuple[Point, ...]  # per seat, on screen: its won cards
    pass_places: tuple[tuple[Point, Size], ...]  # per seat, in its frame: centre, size
    kids: bool  # children at the table: prompts start from their stretch's left end
    seats: tuple[Seat, ...]
    # the prompts' places, each looked for once per layout (a search along the seat's side)
    prompts: dict[tuple[int, str, bool, bool], PromptPlace] = field(default_factory=dict)

    def coin_point(self, seat: int) -> Point:
        return self.coin_points[seat]

    def card_point(self, seat: int) -> Point:
        return self.card_points[seat]

    def prompt_place(self, seat: Seat, words: str, passing: bool, all_five: bool) -> PromptPlace:
        """The prompt in front of the panel, left of a Pass button or the ALL FIVE slots
        lying there (wider than a narrow panel, and beyond what lies there, when its
        stretch would squeeze the words into a column), then moved along the seat's side
        of the table to the nearest place where it covers no disc, panel or button
        (`clear` says whether it found one)."""
        key = (seat.index, words, passing, all_five)
        if key in self.prompts:
            return self.prompts[key]
        beside = self._beside(seat, passing, all_five)
        wished = _wished_prompt(seat, words, self.unit, beside, self.bounds, self.kids)
        art = prompt_art(self.unit)
        (x, y), room, (w, h) = wished
        block = seat.to_screen((x - art / 2, y))  # the picture and the words together
        keep = self._taken(seat, passing, all_five)
        side = _side_strip(seat, self, -y + h * 2.5)
        [(centre, _angle)] = clear_spots(
            [(block, seat.angle)], (round(w), round(h)), keep, side, SEARCH_STEP * self.unit
        )
        bx, by = seat.to_local(centre)
        rect = pygame.Rect(0, 0, *((w, h) if seat.angle % 180 == 0 else (h, w)))
        rect.center = (round(centre[0]), round(centre[1]))
        clear = rect.collidelist(keep) == -1
        self.prompts[key] = PromptPlace(bx + art / 2, by, room, rect, clear)
        return self.prompts[key]

    def _beside(self, seat: Seat, passing: bool, all_five: bool) -> tuple[float, float] | None:
        """What lies in front of the panel right of the prompt: its left end and how far
        it reaches from the panel's edge (in the seat's frame), if anything."""
        depth = seat.panel_size[1]
        (x, y), (w, h) = self.pass_places[seat.index]
        if passing and y < -depth / 2:
            return x - w / 2, -y - depth / 2 + h / 2
        if all_five:
            return _flip_slot_left(seat, self.unit), SLOT_RADIUS * self.unit * 2.25
        return None

    def _taken(self, seat: Seat, passing: bool, all_five: bool) -> list[pygame.Rect]:
        """What a prompt must not cover: every disc's place (with room for its hop),
        the middle's cards, the panels with their turn glow, and the seat's Pass button
        or ALL FIVE slots."""
        d = disc_diameter(self.radius) * (1 + 2 * HOP)
        taken = [_square(ring_place(self.centre, self.radius, p), d) for p in range(DISCS)]
        w, h = self.card_size
        cx, cy = self.centre
        taken.append(
            pygame.Rect(round(cx - w * 1.6), round(cy - h * 0.6), round(w * 3.2), round(h * 1.2))
        )
        glow = round(2 * GLOW * self.unit)
        taken += [s.screen_rect().inflate(glow, glow) for s in self.seats]
        if passing:
            (x, y), (bw, bh) = self.pass_places[seat.index]
            taken.append(_turned_rect(seat, (x, y), (bw, bh)))
        if all_five:
            r = SLOT_RADIUS * self.unit
            taken += [_square(p, 2 * r) for p in self.flip_slots(seat)]
        return taken

    def pass_clear(self, seat: Seat) -> bool:
        """Whether the seat's Pass button lies clear of every disc resting in its place."""
        (x, y), size = self.pass_places[seat.index]
        button = _turned_rect(seat, (x, y), size)
        reach = disc_diameter(self.radius) / 2
        places = (ring_place(self.centre, self.radius, p) for p in range(DISCS))
        return all(_distance_to(button, place) >= reach for place in places)

    def flip_slots(self, seat: Seat) -> list[Point]:
        """ALL FIVE: the two round slots in front of the seat on turn (screen points)."""
        r = SLOT_RADIUS * self.unit
        width, depth = seat.panel_size
        return [
            seat.to_screen((width * 0.2 + i * r * 2.4, -(depth / 2 + r * 1.25))) for i in (0, 1)
        ]


def lay_out(
    table: tuple[float, float, float, float],
    seats: Sequence[Seat],
    slots: Sequence[pygame.Rect],
    unit: float,
    pass_size: Size,
    kids: bool,
    use_coins: bool,
    prompts: Sequence[tuple[str, bool, bool]],
) -> Layout:
    """The table's geometry. `slots` are the seats' panel slots (upright pixels),
    `pass_size` the Pass button's size (bigger in party mode), `prompts` every prompt's
    words with whether the Pass button or the ALL FIVE slots lie beside it. The ring
    takes the free middle and gives up a little of it only where a prompt finds no room
    beside the discs or a Pass button would cover one (a crowded table); on a tablet,
    whose seats all sit at the bottom and want their prompts' room below it, after trying
    it as high as the middle lets it."""
    radius = min(table[2], table[3]) * RING_SHARE
    tablet = all(seat.edge == "bottom" for seat in seats)
    for _ in range(SHRINKS):
        lifts = (0.0, _room_above(table, radius)) if tablet else (0.0,)
        for lift in dict.fromkeys(lifts):
            board = _board(table, seats, slots, unit, pass_size, kids, use_coins, radius, lift)
            if all(board.pass_clear(seat) for seat in seats) and all(
                board.prompt_place(seat, *case).clear for seat in seats for case in prompts
            ):
                return board
        radius *= SHRINK
    return board


def _room_above(table: tuple[float, float, float, float], radius: float) -> float:
    """How far the ring's centre may rise from the middle's centre with its discs (and
    their hops) still on the middle."""
    reach = radius + disc_diameter(radius) * (1 + 2 * HOP) / 2
    return max(0.0, table[3] / 2 - reach)


def _board(
    table: tuple[float, float, float, float],
    seats: Sequence[Seat],
    slots: Sequence[pygame.Rect],
    unit: float,
    pass_size: Size,
    kids: bool,
    use_coins: bool,
    radius: float,
    lift: float = 0.0,
) -> Layout:
    x, y, w, h = table
    centre = (x + w / 2, y + h / 2 - lift)
    card_w = round(radius * 0.46)
    placed = list(zip(seats, slots, strict=True))
    return Layout(
        unit=unit,
        bounds=(x, y, w, h),
        centre=centre,
        radius=radius,
        card_size=(card_w, round(card_w * pieces.CARD_RATIO)),
        pot_pos=(centre[0] + card_w * 1.05, centre[1]),
        stack_pos=(centre[0] - card_w * 1.05, centre[1]),
        coin_points=tuple(_anchor(s, slot, "coins", use_coins) for s, slot in placed)
        if use_coins
        else (),
        card_points=tuple(_anchor(s, slot, "cards", use_coins) for s, slot in placed),
        pass_places=tuple(_pass_place(s, slot, unit, pass_size, kids, table) for s, slot in placed),
        kids=kids,
        seats=tuple(seats),
    )


def _wished_prompt(
    seat: Seat,
    words: str,
    unit: float,
    beside: tuple[float, float] | None,
    bounds: tuple[float, float, float, float],
    from_left: bool,
) -> tuple[Point, float, Size]:
    """Where a prompt would like to be in its seat's frame (its words' middle), the room
    its words wrap in and the whole prompt's size: in front of the panel, centred in its
    stretch or (children) from its left end, so that the pointing hand at the nearest
    disc (in front of the panel's middle) hides less."""
    width, depth = seat.panel_size
    art = prompt_art(unit)
    left, right, lift = -width / 2, width / 2, 0.0
    if beside is not None:
        right = beside[0] - PROMPT_GAP * unit
    if right - left - art < MIN_ROOM * unit:  # a column of words: wider, beyond what lies
        left, right = _widened(seat, (MIN_ROOM * unit + art) / 2, bounds)  # beside it
        lift = beside[1] + PROMPT_GAP * unit if beside is not None else 0.0
    room = max(40 * unit, right - left - art)
    size, lines = prompt_lines(words, unit, room)  # as draw_seat_prompt will show them
    text_w = max(measure(line, size)[0] for line in lines)
    picture = type_size("heading", unit) * 1.2  # as draw_seat_prompt bobs it
    half = max(picture / 2 + BOB * unit, font(size).get_linesize() * len(lines) / 2)
    middle = max(PROMPT_LIFT * unit, GLOW * unit + half, lift + half)
    x = left + art + (text_w / 2 if from_left else room / 2)
    return (x, -(depth / 2 + middle)), room, (text_w + art, 2 * half)


def prompt_art(unit: float) -> float:
    """The room the prompt's bobbing picture takes left of its words."""
    return type_size("heading", unit) * 1.2 * 1.15


def _widened(
    seat: Seat, half: float, bounds: tuple[float, float, float, float]
) -> tuple[float, float]:
    """A stretch at least `2 * half` wide about the panel's middle, kept on the table."""
    low, high = _table_span(seat, bounds)
    half = max(half, seat.panel_size[0] / 2)
    left = min(max(-half, low), high - 2 * half)
    return left, left + 2 * half


def _table_span(seat: Seat, bounds: tuple[float, float, float, float]) -> tuple[float, float]:
    """How far the table reaches either way along the seat's edge, in its own frame."""
    x, y, w, h = bounds
    corners = [seat.to_local(p) for p in ((x, y), (x + w, y), (x, y + h), (x + w, y + h))]
    return min(c[0] for c in corners), max(c[0] for c in corners)


def _side_strip(seat: Seat, layout: Layout, reach: float) -> pygame.Rect:
    """The seat's own stretch of the table: up to `reach` in front of its panel, along
    its edge as far as the next panel there (a prompt moved within it still faces its
    own seat and never lies in front of another's panel)."""
    x, y, w, h = layout.bounds
    low, high = _table_span(seat, layout.bounds)
    for other in layout.seats:
        if other.edge != seat.edge or other is seat:
            continue
        middle, half = seat.to_local(other.center)[0], other.panel_size[0] / 2
        if middle > 0:
            high = min(high, middle - half)
        else:
            low = max(low, middle + half)
    corners = [seat.to_screen(p) for p in ((low, 0.0), (high, -reach))]
    xs, ys = [round(c[0]) for c in corners], [round(c[1]) for c in corners]
    strip = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
    return strip.clip(pygame.Rect(round(x), round(y), round(w), round(h)))


def _square(centre: Point, side: float) -> pygame.Rect:
    rect = pygame.Rect(0, 0, round(side), round(side))
    rect.center = (round(centre[0]), round(centre[1]))
    return rect


def _distance_to(rect: pygame.Rect, point: Point) -> float:
    """How far `point` lies from `rect` (0 inside it)."""
    dx = max(rect.left - point[0], 0.0, point[0] - rect.right)
    dy = max(rect.top - point[1], 0.0, point[1] - rect.bottom)
    return (dx * dx + dy * dy) ** 0.5


def _turned_rect(seat: Seat, local: Point, size: Size) -> pygame.Rect:
    """A rectangle of the seat's frame, on screen (turned by a multiple of 90 degrees)."""
    w, h = size if seat.angle % 180 == 0 else size[::-1]
    x, y = seat.to_screen(local)
    return pygame.Rect(round(x - w / 2), round(y - h / 2), round(w), round(h))


def spots(slot: pygame.Rect, use_coins: bool) -> dict[str, pygame.Rect]:
    """Where the coin pile and the won cards go in a panel slot: side by side on a long
    panel, one above the other on a short one (side seats of a wide screen)."""
    if not use_coins:
        return {"cards": slot.copy()}
    if slot.w >= slot.h * 2.6:
        split = slot.x + max(slot.h * 1.9, slot.w * 0.36)
        coins = pygame.Rect(slot.x, slot.y, split - slot.x, slot.h)
        return {"coins": coins, "cards": pygame.Rect(split, slot.y, slot.right - split, slot.h)}
    half = slot.h // 2
    return {
        "coins": pygame.Rect(slot.x, slot.y, slot.w, half),
        "cards": pygame.Rect(slot.x, slot.y + half, slot.w, slot.h - half),
    }


def _anchor(seat: Seat, slot: pygame.Rect, which: str, use_coins: bool) -> Point:
    """Where on screen a seat's coin pile or won cards are (for things flying there, and
    the thief's ring round a pile): the middle of their count, which is centred in its
    spot."""
    w, h = seat.panel_size
    area = spots(slot, use_coins)[which]
    return seat.to_screen((area.centerx - w / 2, area.centery - h / 2))


def _pass_place(
    seat: Seat,
    slot: pygame.Rect,
    unit: float,
    size: Size,
    kids: bool,
    bounds: tuple[float, float, float, float],
) -> tuple[Point, Size]:
    """The Pass button's centre (in the seat's frame) and size. In front of the panel,
    right of the prompt, as far as the panel's width allows (over its middle when the
    panel is narrower than the button: six seats along a tablet's edge), and on the
    table. Party mode: the bigger button would reach the ring's nearest discs there, so
    it lies on the seat's own panel, over its coins and cards while it shows (they are
    back as soon as the turn goes on), where the panel has room for it."""
    width, depth = seat.panel_size
    if kids and slot.w >= size[0] and slot.h >= size[1]:
        return (slot.centerx - width / 2, slot.centery - depth / 2), size
    half, gap = size[0] / 2, PASS_GAP * unit
    reach = max(0.0, width / 2 - half)  # the button within the panel's width
    x = min(max(width * 0.28, -reach), reach)
    low, high = _table_span(seat, bounds)
    x = min(max(x, low + gap + half), high - gap - half)
    return (x, -(depth / 2 + size[1] / 2 + gap)), size


def _flip_slot_left(seat: Seat, unit: float) -> float:
    """Where the ALL FIVE slots begin, in the seat's own frame (the prompt stays left)."""
    return seat.panel_size[0] * 0.2 - SLOT_RADIUS * unit


def distance(a: Point, b: Point) -> float:
    """Plain distance, computed as it always was here: two ring places can lie exactly as
    far from a side seat, and which comes first must not change with rounding."""
    return ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5
