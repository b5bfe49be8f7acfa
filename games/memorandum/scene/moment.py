"""What Memorandum's table shows at a moment besides the picture: what the scene knows
that the picture does not (the clocks, who may look, which pad shakes, the children's
prompts). The scene works it out each frame from its state; the painter only reads it.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.drawing.seats import Seat


@dataclass(frozen=True)
class Clock:
    left: float  # seconds
    total: float

    @property
    def share(self) -> float:
        """The share of its time left."""
        return self.left / max(self.total, 0.01)


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
    peek: bool | None = None  # its peek pad held (None: no peek pad on its panel now)
    deck: bool | None = None  # a person dealing by hand: may turn now (None: no deck)


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
