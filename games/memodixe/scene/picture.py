"""What MemoDiXe's table shows now, which lags the rules while the timeline plays.

The rules apply a move at once; the story changes this picture event by event as the
animation shows each change, and sets it straight from the rules' public view whenever the
table falls idle. The painter draws only from it (and the layout), never from the rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.drawing import theme
from engine.drawing.anim import Step
from games.memodixe.actions import DixeView

Entry = tuple[int, str]  # (die, top face)


@dataclass
class HandWait:
    """Party mode: a pair that did not match stays up until the child who turned it taps
    it back. `step` is the timeline's wait; the tap finishes it."""

    step: Step
    seat: int
    places: tuple[int, ...]


@dataclass(frozen=True)
class Glide:
    """What a sliding die's `Flight` carries: the die, the face it shows, and the sizes it
    sets out at and shrinks (or grows) to by its landing, as fractions of a die in the
    square."""

    die: int
    face: str
    scale_to: float = 1.0
    scale_from: float = 1.0  # a reserve die sets out small

    def scale(self, progress: float) -> float:
        return self.scale_from + (self.scale_to - self.scale_from) * progress


@dataclass
class Picture:
    square: list[Entry | None] = field(default_factory=list)
    aside: dict[int, Entry] = field(default_factory=dict)  # place -> the die set aside
    reserve: list[int] = field(default_factory=list)
    tilt: dict[int, float] = field(default_factory=dict)  # place -> 0 face up .. 1 turned
    glow: dict[int, theme.Colour] = field(default_factory=dict)
    banner_seat: int = 0  # whose moment the banner announces: it faces them
    cover_seat: int = 0  # who peeks or swaps under the cover (while the cover's clock runs)
    hand: HandWait | None = None  # party mode: a missed pair waiting for the child's tap
    won: tuple[tuple[int, ...], ...] = ()  # on the seat panels: each seat's won dice ...
    aside_owners: frozenset[int] = frozenset()  # ... and ❄️ while a die of theirs is aside

    def show(self, view: DixeView) -> None:
        """The dice exactly as the rules' public view has them (no glow, nothing moving)."""
        self.square = [None if d is None else (d.die, d.top) for d in view.square]
        self.aside = {a.place: (a.die, a.top) for a in view.aside}
        self.reserve = list(view.reserve)
        self.tilt = {t.place: 1.0 for t in view.turned}
        self.glow = {}
        self.show_panels(view)

    def show_panels(self, view: DixeView) -> None:
        """The seat panels as the rules have them: the won dice (which the story otherwise
        counts as each lands, `move_won`) and ❄️ by whoever has a die aside."""
        self.won = view.won
        self.show_aside_owners(view)

    def show_aside_owners(self, view: DixeView) -> None:
        self.aside_owners = frozenset(a.owner for a in view.aside)

    def move_won(self, die: int, giver: int | None, taker: int | None) -> None:
        """A won die leaves `giver`'s panel and joins `taker`'s (None: the square, the
        discard), as its flight shows it."""
        won = [list(w) for w in self.won]
        if giver is not None and die in won[giver]:
            won[giver].remove(die)
        if taker is not None:
            won[taker].append(die)
        self.won = tuple(tuple(w) for w in won)

    def face_at(self, place: int) -> str:
        entry = self.square[place]
        return entry[1] if entry else "star"
