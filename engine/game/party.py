"""Party mode for children: what changes at the table when `GameSetup.kids` is on.

The numbers live here, in one policy, so that every game grows its targets and shows its
hints alike instead of each inventing its own:
- buttons and pads grow by `scale`, and a touch that lands within `slop` of a piece still
  counts, because small fingers are wide and miss by a few millimetres;
- when a child has not touched anything for `hint_after` seconds on their turn, a bouncing
  pointing hand shows where they may touch (only ever at something already visible; one
  hand at a time, reaching in from their side to the piece itself; seen through where
  it must reach over other pieces);
- a chime, panned towards the seat, says whose turn it is, so nobody needs to read;
- nothing to read: the counts on the panels and the table show their picture and number
  without the word, prompts and the table's words are their pictures (`said`), and the
  panel on turn shows a 🔔 instead of "Your turn!";
- no countdowns: a game that runs a clock for grown-ups waits for the children instead,
  and a kiosk waits three times as long before it asks whether anyone is still playing
  (a child staring at the board to remember is playing, not gone).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from engine.drawing import theme
from engine.drawing.display import HINTS, PANEL, PIECE, TARGET, DisplayList
from engine.drawing.icons import picture
from engine.drawing.motion import MOTION
from engine.drawing.seats import Seat, rotate_to_screen
from engine.drawing.text import reads
from engine.i18n import game_title

if TYPE_CHECKING:
    from games.core.registry import GameSpec

Point = tuple[float, float]


@dataclass(frozen=True)
class TouchPolicy:
    scale: float = 1.0  # size factor for the game's buttons and pads
    slop: float = 0.0  # extra hit margin around pieces, in layout units
    hint_after: float | None = None  # seconds of stillness before the pointing hand
    turn_chime: bool = False
    clocks: bool = True  # False: nothing waits on a timer that runs out on people
    patience: float = 1.0  # times the idle time before a kiosk asks "still playing?"
    words: bool = True  # False: nothing to read, counts and prompts said in pictures

    def said(self, text: str) -> str:
        """`text` as the table may say it: for children who cannot read yet only what
        holds no words ("+1", "3"); the picture beside it says the rest."""
        return text if self.words or not reads(text) else ""

    def said_key(self, key: str) -> str:
        """The translation key of a count's word, or "" where the picture says it alone."""
        return key if self.words else ""

    def title(self, spec: GameSpec) -> str:
        """How a game is named at the table: its title, or for children its picture."""
        return game_title(spec.id, spec.title) if self.words else spec.icon or "🎲"


GROWN_UPS = TouchPolicy()
PARTY = TouchPolicy(
    scale=1.3,
    slop=24.0,
    hint_after=3.0,
    turn_chime=True,
    clocks=False,
    patience=3.0,
    words=False,
)


def policy(kids: bool) -> TouchPolicy:
    return PARTY if kids else GROWN_UPS


@dataclass(frozen=True)
class Hand:
    """Where the pointing hand shows: the spot it taps, the way it faces (a seat's angle),
    how far from the spot it begins (past the edge of the piece it points at) and whether
    it lets what lies under it show through (it reaches over pieces on its way in)."""

    target: Point
    angle: int
    start: float = 0.0
    see_through: bool = False


SEE_THROUGH = 150  # the hand's alpha over pieces: what lies under it still shows


def hint_spots(
    seats: list[Seat], who: list[int], touch_hints: Callable[[int], list[Point]]
) -> list[tuple[Point, int]]:
    """Where the pointing hand may tap for the seats in `who` (in their order), and which
    way it faces: reaching in from the child's side, or from the board's side for a pad
    on the child's own panel (the screen's edge leaves no room)."""
    spots = []
    for index in who:
        if index < len(seats):
            seat = seats[index]
            for spot in touch_hints(index):
                spots.append((spot, seat.angle + (180 if seat.contains(spot) else 0)))
    return spots


def place_hand(
    spots: list[tuple[Point, int]],
    pieces: list[pygame.Rect],
    screen: pygame.Rect,
    unit: float,
    others: Sequence[pygame.Rect] = (),
) -> Hand | None:
    """One hand, at the first spot where it lies on the screen reaching in from the way
    the spot is faced (the child's own side), its fingertip at the piece it points at
    (the smallest under the spot: a pawn, not the board it stands on). Several hands at
    once would say nothing about where to start. Rather clear of every other piece and of
    `others` (pads, buttons and panels, but those under the spot); else clear of the
    other pieces; else clear of `others` over pieces on its way in, seen through (a pawn
    amid Tamega's tiles: a hand over a piece must not hide what the child looks at);
    with no such place, no hand."""
    placed = []  # each spot's hand on the screen, with the pieces and others apart from it
    for target, angle in spots:
        hand = _hand(target, angle % 360, pieces, unit)
        rect = hand_rect(hand, unit)
        if screen.contains(rect):
            apart = [r for r in pieces if not r.collidepoint(target)]
            kept = [r for r in others if not r.collidepoint(target)]
            placed.append((hand, rect, apart, kept))
    for clear in ("all", "pieces", "others"):
        for hand, rect, apart, kept in placed:
            avoid = {"all": apart + kept, "pieces": apart, "others": kept}[clear]
            if rect.collidelist(avoid) < 0:
                over = clear == "others" and rect.collidelist(apart) >= 0
                return Hand(hand.target, hand.angle, hand.start, over)
    return None


def _hand(target: Point, angle: int, pieces: list[pygame.Rect], unit: float) -> Hand:
    """The hand at `target` facing `angle`, beginning past the piece it points at."""
    under = [r for r in pieces if r.collidepoint(target)]
    if not under:
        return Hand(target, angle)
    piece = min(under, key=lambda r: r.w * r.h)
    return Hand(target, angle, _beyond(piece, target, angle) + 4 * unit)


def _beyond(piece: pygame.Rect, target: Point, angle: int) -> float:
    """How far from `target` the edge of `piece` is, going towards the seat at `angle`."""
    dx, dy = _towards(angle)
    if dx > 0.5:
        return piece.right - target[0]
    if dx < -0.5:
        return target[0] - piece.left
    return piece.bottom - target[1] if dy > 0 else target[1] - piece.top


def _towards(angle: int) -> Point:
    """The screen direction from the table towards the seat at `angle`."""
    return rotate_to_screen((0.0, 0.0), angle, (0.0, 1.0))


HAND = 78  # the hand's size, in layout units
LIFT = 26  # how far it lifts between taps


def hand_rect(hand: Hand, unit: float) -> pygame.Rect:
    """Every pixel the hand may take while it taps (lifted or down)."""
    size = round(HAND * unit)
    dx, dy = _towards(hand.angle)
    near = hand.start
    far = hand.start + size + LIFT * unit
    x0, y0 = hand.target[0] + dx * near, hand.target[1] + dy * near
    x1, y1 = hand.target[0] + dx * far, hand.target[1] + dy * far
    half = size / 2
    left, right = min(x0, x1) - (half if dx == 0 else 0), max(x0, x1) + (half if dx == 0 else 0)
    top, bottom = min(y0, y1) - (half if dy == 0 else 0), max(y0, y1) + (half if dy == 0 else 0)
    return pygame.Rect(round(left), round(top), round(right - left), round(bottom - top))


def paint_pointing_hand(frame: DisplayList, hand: Hand, age: float, unit: float) -> None:
    """A hand tapping `hand.target`, seen from the seat it faces: it bobs towards the spot
    and a ring spreads on each tap, the way a grown-up would show a child where to touch."""
    size = round(HAND * unit)
    if not MOTION.calm:
        frame.moving()  # it taps on and on
    tap = MOTION.spread((age * 1.4) % 1.0)  # calm: a still hand and a still ring
    lift = abs(math.sin(tap * math.pi)) * LIFT * unit
    down = _towards(hand.angle)
    reach = hand.start + size / 2 + lift
    target = hand.target
    at = (target[0] + down[0] * reach, target[1] + down[1] * reach)
    alpha = SEE_THROUGH if hand.see_through else 255
    frame.sprite(picture("👆", size), at, angle=hand.angle, alpha=alpha, what="pointing hand")
    ring = 18 * unit + 40 * unit * tap
    width = max(2, round(6 * unit * (1 - tap)))
    colour = theme.lighten(theme.GOLD, 0.3 * tap)
    frame.shape("circle", colour, (round(target[0]), round(target[1])), round(ring), width)


@dataclass
class TurnCues:
    """Who is on turn, as a child notices it without reading: a chime towards the seat
    whose turn starts, and after a still moment a tapping hand at what may be touched.
    The scene reports touches and what the table is doing; the cues keep the still moment.
    """

    policy: TouchPolicy
    quiet_since: float = 0.0  # last touch, turn change or animation: the hand waits on it
    turn: frozenset[int] = frozenset()  # the people on turn when last seen
    hand: Hand | None = None  # where the hand shows (decided in update)

    def touched(self, now: float) -> None:
        self.quiet_since = now

    def watch(self, now: float, busy: bool, waiting: bool, turn: frozenset[int]) -> int | None:
        """Restart the still moment when the turn moves or the table is busy; returns the
        seat to chime towards when one person's turn has just started (party mode). While
        the table plays a move but already waits for a person's touch (`waiting`), the
        still moment keeps counting."""
        if busy:
            if not waiting:
                self.quiet_since = now
            return None
        if turn == self.turn:
            return None
        self.quiet_since, self.turn = now, turn
        return next(iter(turn)) if self.policy.turn_chime and len(turn) == 1 else None

    def hand_age(self, now: float) -> float | None:
        """Seconds the tapping hand has been showing; None while it waits (or for adults)."""
        if self.policy.hint_after is None:
            return None
        age = now - self.quiet_since - self.policy.hint_after
        return age if age >= 0 else None

    def next_change(self, now: float) -> float:
        """When the tapping hand comes, if it is yet to (it moves once it shows)."""
        if self.policy.hint_after is None:
            return math.inf
        comes = self.quiet_since + self.policy.hint_after
        return comes if now < comes else math.inf

    def place(
        self,
        now: float,
        spots: Callable[[], list[tuple[Point, int]]],
        shown: list,
        size: tuple[int, int],
        unit: float,
    ) -> None:
        """Decide where the hand shows, clear of the pieces the last frame showed (`shown`,
        its items); none while it waits (`spots` is only asked when the hand shows)."""
        self.hand = None
        if self.hand_age(now) is not None:
            pieces = [i.rect.union(i.resting_rect) for i in shown if i.kind == PIECE]
            others = [i.resting_rect for i in shown if i.kind in (TARGET, PANEL)]
            self.hand = place_hand(spots(), pieces, pygame.Rect((0, 0), size), unit, others)

    def paint(self, frame: DisplayList, now: float, unit: float) -> None:
        """The tapping hand where `place` put it."""
        age = self.hand_age(now)
        if self.hand is not None and age is not None:
            with frame.at(HINTS):
                paint_pointing_hand(frame, self.hand, age, unit)
