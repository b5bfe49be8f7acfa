"""What Devil's Circle's table shows now. The rules move on at once; the picture follows
event by event as the story shows each change (a face as its disc turns, a coin when it
leaves and when it lands), and equals the rules' public view again once the table is idle.

Only the public view goes in: the discs' back faces and the stack's order are not in it,
so nothing the picture holds may be drawn to the shared screen by mistake.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.devils_circle.actions import ALL_FIVE, DISCS, DCView, card_image

Holder = int | None  # who holds a coin: a seat, or the pot in the middle
POT: Holder = None


@dataclass
class Picture:
    faces: list[str]  # the image showing on each disc, by disc id
    places: list[int]  # the ring place of each disc, by disc id
    pack: list[int]  # the cards in the middle, bottom to top
    stack_left: int
    middle: int  # coins in the pot
    coins: list[int]  # per seat
    won: list[list[int]]  # per seat, the cards won
    turn_flips: list[int]  # ALL FIVE: the discs flipped this turn (its slots show them)
    card_shown_at: float = -10.0  # when the top card was turned up (its flip plays then)
    corridor: tuple[int, int, int, int] | None = None  # where two swapped discs cross now

    @classmethod
    def of(cls, view: DCView) -> Picture:
        picture = cls([], [], [], 0, 0, [], [], [])
        picture.show(view)
        return picture

    def show(self, view: DCView) -> None:
        """Show the view as it is: what the table looks like once a move's story is told.
        The top card's turning moment is left alone, so a card half-way through its flip
        finishes it."""
        self.faces = list(view.up)
        self.places = [view.ring.index(d) for d in range(DISCS)]
        self.pack = list(view.pack)
        self.stack_left = view.stack_left
        self.middle = view.middle
        self.coins = list(view.coins)
        self.won = [list(w) for w in view.won]
        self.turn_flips = list(view.turn_flips) if view.searched == ALL_FIVE else []

    @property
    def searched(self) -> str:
        """The image the top card shown asks for ("" while no card shows)."""
        return card_image(self.pack[-1]) if self.pack else ""

    def coin_leaves(self, holder: Holder) -> None:
        if holder is POT:
            self.middle -= 1
        else:
            self.coins[holder] -= 1

    def coin_lands(self, holder: Holder) -> None:
        if holder is POT:
            self.middle += 1
        else:
            self.coins[holder] += 1
