"""What Memorandum's table shows now: the shown picture, which lags the rules while the
timeline plays (the rules have dealt, called and scored at once; the table shows each step
in turn). The story changes it as the animation shows each change and sets it from the
public view when the table falls idle (`MemorandumStory.sync`); the painter only reads it.

Nothing secret lives here: hands show face up only after the reveal (`hands`). A seat's
own hand while memorising comes from its own view, asked only while it may look
(`OwnHands`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from games.memorandum.actions import NOBODY, UNCLAIMED, WON
from games.memorandum.rules import DEALING, MemorandumView

LONG_AGO = -10.0  # a card turned up "long ago": shown face up, no flip


@dataclass
class Picture:
    """The table as shown. `phase` is the rules' phase as the table has shown it, plus
    "reveal" and "scored" (the hands turned up, then the deal's scores); `claimed` and
    `passed` light the pads pressed in the open window."""

    players: int
    phase: str = DEALING
    dealer: int = NOBODY
    sizes: list[int] = field(default_factory=list)
    hands: tuple[tuple[str, ...], ...] = ()
    won: list[list[str]] = field(default_factory=list)
    dispute: list[str] = field(default_factory=list)
    unclaimed: list[str] = field(default_factory=list)
    house: int = 0
    totals: list[int] = field(default_factory=list)  # the match scores, as each card lands
    card: str = ""  # the called card in the middle ("" when none)
    card_since: float = LONG_AGO  # when it was turned up (its flip)
    window_open: bool = False
    claimed: set[int] = field(default_factory=set)
    passed: set[int] = field(default_factory=set)

    def new_deal(self, dealer: int, sizes: tuple[int, ...]) -> None:
        """A fresh deal on an empty table: hands face down, no piles, no card."""
        self.dealer = dealer
        self.sizes = list(sizes)
        self.hands = ()
        self.won = [[] for _ in range(self.players)]
        self.dispute, self.unclaimed = [], []
        self.card = ""
        self.phase = DEALING

    def open_window(self) -> None:
        self.window_open = True
        self.claimed = set()
        self.passed = set()

    def pile(self, name: str, seat: int) -> list[str]:
        """The cards of one pile: a seat's won cards, the unclaimed or the dispute pile."""
        if name == WON:
            return self.won[seat]
        return self.unclaimed if name == UNCLAIMED else self.dispute


class OwnHands:
    """A seat's own hand while memorising, from that seat's own view, asked once per deal
    and only once the table may show it (the owner is looking): the scene asks in its
    update (`look`), painting only reads what was asked (`of`)."""

    def __init__(self, view_of: Callable[[int], MemorandumView]) -> None:
        self.view_of = view_of
        self.cache: dict[tuple[int, int], tuple[str, ...] | None] = {}

    def look(self, seat: int, deal: int) -> None:
        """`seat` may see its hand of `deal` now: ask its view, once."""
        key = (seat, deal)
        if key not in self.cache:
            self.cache = {k: v for k, v in self.cache.items() if k[1] == deal}
            self.cache[key] = self.view_of(seat).hand or None

    def of(self, seat: int, deal: int) -> tuple[str, ...] | None:
        """`seat`'s hand of `deal`, if it has looked at it (None: not asked)."""
        return self.cache.get((seat, deal))
