"""Where the words round Memorandum's called card lie (its name facing each side, the
piles' captions, the house's score), and where the claim clock and "Memorise your
cards!" settle clear of them and of every piece: on a small or crowded table the spot
each would take may be taken, and they move to the nearest free one (as the table's
other words do, `engine.words.places`).

Pure geometry from a `Layout`, worked out once with it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from engine.drawing import panels, theme
from engine.drawing.card_names import card_name
from engine.drawing.text import breakable, font, measure, type_size
from engine.i18n import language, tr
from engine.words.banners import plate_size
from engine.words.places import clear_spots, spot_rects
from games.memorandum.cards import JOKER_PACK, make_pack
from games.memorandum.rules import MEMORISE
from games.memorandum.scene.images import label

if TYPE_CHECKING:
    from games.memorandum.scene.layout import Box, Layout, Point
    from games.memorandum.scene.picture import Picture

PILE_STEP = 4  # pixels each of a pile's top cards lies up and right of the one under it
PILE_RISE = 2 * PILE_STEP  # how far the top of a pile of three rises: a caption above clears it
CLOCK_RADIUS = 46  # design pixels
CLOCK_ROOM = 6  # design pixels kept free round the clock
# "Memorise your cards!" at these type roles, the first that finds room (True: where the
# empty piles would lie)
Try = tuple[str, bool, int]  # a copy's type role, whether it may lie where the piles do, its lines
MEMORISE_TRIES: tuple[Try, ...] = (
    ("heading", False, 1),
    ("body", False, 1),
    ("body", True, 1),
    ("body", False, 2),
    ("body", True, 2),
)


PILE_PICTURES = ("🤷", "⚔️")  # party mode: the unclaimed pile and the dispute pile
HOUSE_PICTURE = "🏠"  # party mode: the house's score


def label_size(text: str, size: int, emoji: str = "") -> tuple[int, int]:
    """A caption's plate's size (`images.label`, known without painting)."""
    return label(text, size, theme.WHITE, emoji).size


def memorise_words(at: Layout) -> str:
    """ "Memorise your cards!" beside its 👀, or none in party mode (the 👀 says it)."""
    return tr("memorandum.memorise") if at.shape.words else ""


@dataclass(frozen=True)
class Caption:
    """Words on a plate (`images.label`) where the table reads them."""

    text: str
    size: int
    colour: theme.Colour
    centre: Point
    angle: int
    what: str
    emoji: str = ""  # a picture before the words (party mode's counts)

    def rect(self) -> pygame.Rect:
        w, h = label_size(self.text, self.size, self.emoji)
        rect = pygame.Rect(0, 0, *((w, h) if self.angle % 180 == 0 else (h, w)))
        rect.center = (round(self.centre[0]), round(self.centre[1]))
        return rect


def both_ways(
    at: Layout, text: str, size: int, colour: theme.Colour, centre: Point, dy: float, what: str,
    rise: float = PILE_RISE, emoji: str = "",
) -> list[Caption]:  # fmt: skip
    """A caption `dy` below `centre` facing the bottom side and, at a table, the same above
    it facing the top side, `rise` further (a pile's top cards rise towards it; in tablet
    orientation everyone sits at the bottom)."""
    x, y = centre
    captions = [Caption(text, size, colour, (x, y + dy), 0, what, emoji)]
    if not at.shape.tablet:
        captions.append(Caption(text, size, colour, (x, y - dy - rise), 180, what, emoji))
    return captions


def pile_captions(at: Layout, pile: int, count: int) -> list[Caption]:
    """The caption of pile 0 (unclaimed) or 1 (dispute), `count` cards on it."""
    key = ("memorandum.unclaimed", "memorandum.dispute")[pile]
    centre = (at.unclaimed_pos, at.dispute_pos)[pile]
    small = panels.panel_type(at.shape.unit).label
    what = f"caption of pile {tr(key)!r}"
    text, emoji = (
        (pile_words(at, key, count), "") if at.shape.words else (str(count), PILE_PICTURES[pile])
    )
    gap = caption_gaps(at)[0]
    return both_ways(at, text, small, theme.WHITE, centre, gap, what, emoji=emoji)


def house_captions(at: Layout, score: int) -> list[Caption]:
    """The house's score to beat, under the unclaimed pile (house-dealer games)."""
    small = panels.panel_type(at.shape.unit).label
    words = at.shape.words
    text = tr("memorandum.house_score", score=score) if words else str(score)
    emoji = "" if words else HOUSE_PICTURE
    gap = caption_gaps(at)[1]
    return both_ways(
        at, text, small, theme.GOLD, at.unclaimed_pos, gap, "house's score", emoji=emoji
    )


def name_captions(at: Layout, card: str) -> list[Caption]:
    """The called card's name facing each side with players."""
    called = card_name(card)
    length = label_size(called, at.name_size(0))[0]
    return [
        Caption(called, at.name_size(angle), theme.WHITE, centre, angle, "called card's name")
        for centre, angle in at.caption_spots(length)
    ]


def pile_words(at: Layout, key: str, count: int) -> str:
    """A pile's caption: its name and count on a line ("No one's · 3"), or where the
    layout found no room for that (bigger words on a crowded 4:3 table: "Van niemand"),
    the count on a line under the name."""
    return f"{tr(key)}{' · ' if at.caption_lines == 1 else chr(10)}{count}"


def caption_gaps(at: Layout) -> tuple[float, float]:
    """How far below a pile's centre its caption lies, and the house's score under it;
    the copies facing the top side lie as far above it, and `PILE_RISE` further."""
    small = panels.panel_type(at.shape.unit).label
    more = (_caption_height(at) - label_size("Ag", small)[1]) / 2  # a second line
    return at.pile_size[1] / 2 + small + more, at.pile_size[1] / 2 + small * 3 + 2 * more


def _caption_height(at: Layout) -> int:
    """How tall a pile's caption is (one line or two)."""
    small = panels.panel_type(at.shape.unit).label
    return label_size("\n".join(["Ag"] * at.caption_lines), small)[1]


def caption_half(at: Layout) -> float:
    """Half the widest caption a pile may have (its count at most 52, the house's score
    under it)."""
    small = panels.panel_type(at.shape.unit).label
    if not at.shape.words:
        return max(label_size("99", small, emoji)[0] for emoji in PILE_PICTURES) / 2
    texts = [pile_words(at, key, 52) for key in ("memorandum.unclaimed", "memorandum.dispute")]
    if at.shape.house:
        texts.append(tr("memorandum.house_score", score=99))
    return max(label_size(text, small)[0] for text in texts) / 2


def caption_boxes(at: Layout) -> list[Box]:
    """The piles with their captions (and the house's score), on screen: the captions
    below each pile and, at a table, above it."""
    small = panels.panel_type(at.shape.unit).label
    gap, house_gap = caption_gaps(at)
    below = house_gap if at.shape.house else gap
    half_w = caption_half(at)
    half_h = (label_size("Ag", small)[1] if at.shape.house else _caption_height(at)) / 2
    pile_w, pile_h = at.pile_size
    above = pile_h / 2 if at.shape.tablet else below + half_h
    boxes = []
    for x, y in (at.unclaimed_pos, at.dispute_pos):
        left, right = x - max(half_w, pile_w / 2), x + max(half_w, pile_w / 2 + PILE_RISE)
        boxes.append((left, y - above - PILE_RISE, right, y + below + half_h))
    return boxes


def captions_clear(at: Layout) -> bool:
    """The piles with their captions at their widest (a language's long words with
    bigger words: "Van niemand · 52") lie clear of every seat's row and panel."""
    seats = at.shape.seats
    kept = [_rect(at.row_box(seat)) for seat in seats] + [seat.screen_rect() for seat in seats]
    return all(_rect(box).collidelist(kept) == -1 for box in caption_boxes(at))


def name_boxes(at: Layout) -> list[Box]:
    """Every place the called card's name may lie, facing each side with players: its
    longest name where any name facing that side may reach."""
    left, top, right, bottom = at.cards_box()
    x, cy = at.called_spot[0], (top + bottom) / 2
    boxes = []
    for angle in at.angles:
        size = at.name_size(angle)
        length, thick = longest_name(size), label_size("Ag", size)[1]
        reach = size * 0.8
        if angle % 180:
            mid = left - reach if angle < 0 else right + reach
            boxes.append((mid - thick / 2, cy - length / 2, mid + thick / 2, cy + length / 2))
            continue
        push = at.name_overhang()
        mid = bottom + reach + push if angle == 0 else top - reach - push
        start = min(x - length / 2, left)  # centred by the card, or slid along the cards
        end = max(x + length / 2, left + min(length, right - left))
        boxes.append((start, mid - thick / 2, end, mid + thick / 2))
    return boxes


def rows(at: Layout) -> list[pygame.Rect]:
    return [_rect(at.row_box(seat)) for seat in at.shape.seats]


def clock_spot(at: Layout, wished: Point) -> Point:
    """The claim clock by the called card at `wished`, or the nearest place there where it
    covers none of the cards, their names, the piles and their captions, nor a row."""
    u = at.shape.unit
    side = round(2 * (CLOCK_RADIUS + CLOCK_ROOM) * u)
    keep = [_rect(box) for box in (*name_boxes(at), *caption_boxes(at), *at.card_boxes())]
    area = _rect(at.free_middle())
    [(spot, _)] = clear_spots([(wished, 0)], (side, side), keep + rows(at), area, 4 * u)
    return spot


@dataclass(frozen=True)
class Plate:
    """ "Memorise your cards!" facing one side: its pill's centre, the angle it faces, its
    type role, its upright size (`engine.words.banners.plate`) and its words as painted
    (on two lines where one would not fit)."""

    centre: Point
    angle: int
    role: str
    size: tuple[int, int]
    text: str

    def rect(self) -> pygame.Rect:
        [rect] = spot_rects([(self.centre, self.angle)], self.size)
        return rect


def memorise_plates(at: Layout) -> tuple[list[Plate], bool]:
    """ "Memorise your cards!" facing every side with players: for the bottom and top where
    a banner goes, for a side beside them (and the clock) towards that side; each at the
    nearest place where it covers no row (the hands to memorise), pile or caption, the
    clock, nor another copy. A copy that finds no room at the heading's size takes the
    body's, never below the floor; where even that finds none (a 4:3 table) it may lie
    where the piles do, and the piles, empty while hands are memorised, make way until
    "Time!" (the second value says so); where even that is too short for the words on
    one line (bigger words at seven seats), they go on two. Where a side's copy still
    finds no room, the bottom and top copies start at the body's size, leaving the sides
    more."""
    room = _MemoriseRoom.of(at)
    plates, over_piles, covering = room.place(MEMORISE_TRIES)
    if covering:
        smaller = room.place(MEMORISE_TRIES[1:])
        if smaller[2] < covering:
            plates, over_piles, _ = smaller
    return plates, over_piles


@dataclass(frozen=True)
class _MemoriseRoom:
    """What the copies of "Memorise your cards!" keep clear of, and where they would go."""

    at: Layout
    words: str
    clock: float  # the clock's room, from the middle
    piles: list[pygame.Rect]
    others: list[pygame.Rect]  # the rows and the clock
    area: pygame.Rect
    banners: dict[int, Point]  # the bottom and top copies' spots
    sides: list[int]

    @classmethod
    def of(cls, at: Layout) -> _MemoriseRoom:
        u = at.shape.unit
        x, y = at.memorise_clock
        r = (CLOCK_ROOM + CLOCK_RADIUS) * u
        tx, ty, tw, th = at.shape.table
        return cls(
            at,
            memorise_words(at),
            r,
            [_rect(box) for box in caption_boxes(at)],
            [*rows(at), _rect((x - r, y - r, x + r, y + r))],
            _rect((tx, ty, tx + tw, ty + th)),
            {angle: centre for centre, angle in at.banner_spots() if angle % 180 == 0},
            [angle for angle in at.angles if angle % 180 and not at.shape.tablet],
        )

    def place(self, long_tries: tuple[Try, ...]) -> tuple[list[Plate], bool, int]:
        """Every copy, the bottom and top ones trying `long_tries` in turn, the sides' all
        of `MEMORISE_TRIES`; whether any lies where the piles do, and how many cover
        something."""
        u = self.at.shape.unit
        plates: list[Plate] = []
        over_piles, covering = False, 0
        for angle in [*self.banners, *self.sides]:
            beside = max([self.clock, *(p.size[0] / 2 + CLOCK_ROOM * u for p in plates)])
            tries = long_tries if angle in self.banners else MEMORISE_TRIES
            for role, over, lines in tries:
                plate_, clear = self._copy(angle, role, over, lines, beside, plates)
                if clear:
                    break
            plates.append(plate_)
            over_piles, covering = over_piles or over, covering + (not clear)
        return plates, over_piles, covering

    def _copy(
        self, angle: int, role: str, over: bool, lines: int, beside: float, plates: list[Plate]
    ) -> tuple[Plate, bool]:
        """The copy facing `angle` tried one way, and whether it lies clear."""
        at, u = self.at, self.at.shape.unit
        text = self.words if lines == 1 else two_lines(self.words, type_size(role, u))
        size = plate_size("👀", text, u, role)
        wished = self.banners.get(angle) or _beside(at, angle, beside + size[1] / 2, over)
        keep = self.others + [p.rect() for p in plates] + ([] if over else self.piles)
        [(centre, _)] = clear_spots([(wished, angle)], size, keep, self.area, 4 * u)
        plate_ = Plate(centre, angle, role, size, text)
        return plate_, plate_.rect().collidelist(keep) == -1


def two_lines(text: str, size: int) -> str:
    """`text` broken between two of its words (where a line may break), where the longer
    line is shortest."""
    parts = breakable(text)
    splits = [(" ".join(parts[:i]), " ".join(parts[i:])) for i in range(1, len(parts))]
    if not splits:
        return text
    first, second = min(splits, key=lambda pair: max(measure(line, size)[0] for line in pair))
    return f"{first}\n{second}"


def _beside(at: Layout, angle: int, reach: float, over_piles: bool) -> Point:
    """Where a side's copy of "Memorise your cards!" would lie: `reach` from the middle
    towards the side, or where the side's pile lies."""
    if over_piles:
        return at.unclaimed_pos if angle < 0 else at.dispute_pos
    x, y = at.memorise_clock
    return (x - reach if angle < 0 else x + reach, y)


def longest_name(size: int) -> float:
    """The longest called card's name on its plate (`images.label`) in this language."""
    return _longest_name_in(size, language())


@lru_cache(maxsize=32)
def _longest_name_in(size: int, lang: str) -> float:
    face = font(size)
    names = (card_name(card) for card in make_pack(JOKER_PACK))
    return max(face.size(name)[0] for name in names) + size * 0.7  # its plate's ends


def memoriser_captions(at: Layout, seat: int, name: str) -> list[Caption]:
    """Pass-and-play: "Blue, your turn to memorise!" over the hand in the middle."""
    text = tr("memorandum.your_turn_to_memorise", name=name)
    size = type_size("heading", at.shape.unit)
    what, dy = f"memoriser {seat + 1}'s turn", -at.big_h * 0.62
    return both_ways(at, text, size, theme.WHITE, at.centre, dy, what, rise=0.0)


def captions(
    at: Layout, picture: Picture, memorise: bool, memoriser: tuple[int, str] | None = None
) -> list[pygame.Rect]:
    """Where the table's own captions lie or are about to (for the table's other words to
    keep clear of): the piles' and the house's score, the called card's name as soon as a
    card is called, "Memorise your cards!" while a deal is dealt and memorised
    (`memorise`), and in pass-and-play whose turn it is to memorise (`memoriser`: their
    seat and name)."""
    shown = [*pile_captions(at, 0, len(picture.unclaimed))]
    shown += pile_captions(at, 1, len(picture.dispute))
    shown += house_captions(at, picture.house) if at.shape.house else []
    shown += name_captions(at, picture.card) if picture.card and picture.phase != MEMORISE else []
    shown += memoriser_captions(at, *memoriser) if memoriser is not None else []
    rects = [caption.rect() for caption in shown]
    if memorise:
        rects += [plate_.rect() for plate_ in at.memorise_plates]
    return rects


def _rect(box: Box) -> pygame.Rect:
    left, top, right, bottom = box
    return pygame.Rect(round(left), round(top), round(right - left), round(bottom - top))
