"""What Fireball Court's table shows now: hands, Court, captured piles, the pile's count and
the round's summary. It lags the rules while the timeline plays (the story moves it on
event by event) and is set straight from the rules when the table falls idle.

It is built from the public view, plus the hands the table may know: a person's own hand
(they hold their cards; whether its faces show is the scene's privacy decision) and, in a
computer-only demo, both hands, which the onlookers see. A computer's hand at a table with
people is only a count of backs (`HIDDEN`), so no secret of it can reach the screen.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import NamedTuple

from games.fireball_court import cards as fc
from games.fireball_court.actions import FireballView, RavensShare, RoundScored

HIDDEN = -1  # a card the table may not know: always drawn as its back


class Carried(NamedTuple):
    """What a card's flight carries: the card, face up or not, turned to `angle` for the
    second half of the way, shrinking to a pile card (`small`) as it lands."""

    card: int
    up: bool
    angle: int
    small: bool = False


@dataclass
class Picture:
    hands: list[list[int]] = field(default_factory=lambda: [[], []])
    court: list[list[int]] = field(default_factory=list)
    piles: list[list[int]] = field(default_factory=lambda: [[], []])
    pile: int = fc.DECK_SIZE
    summary: RoundScored | None = None  # the round's count, once shown
    share: RavensShare | None = None  # the ravens' share of the round, once shown
    base_totals: tuple[int, int] = (0, 0)  # the totals before this round's piles
    glowing: set[int] = field(default_factory=set)  # Court cards about to be captured
    # Slots of each hand whose card is still in the air: a hand is laid out by its final
    # cards from the moment a deal or a draw sets out, so no card moves under a finger.
    landing: list[set[int]] = field(default_factory=lambda: [set(), set()])

    @classmethod
    def settled(
        cls,
        public: FireballView,
        own: Mapping[int, FireballView],
        share: RavensShare | None,
    ) -> Picture:
        """The table at rest: the public view, the hands of `own` views (see the module
        docstring), and the ravens' share, which no view keeps once it is told."""
        counted = public.phase in ("round_over", "over")
        return cls(
            hands=known_hands(public, own),
            court=[list(stack) for stack in public.court],
            piles=[list(pile) for pile in public.captured],
            pile=public.pile,
            summary=public.last_round if counted else None,
            share=share,
            base_totals=public.totals,
        )

    def scores(self) -> tuple[int, int]:
        """The running totals as far as the table has shown them."""
        if self.summary is not None:
            return self.summary.totals
        base = self.base_totals
        return (base[0] + fc.points(self.piles[0]), base[1] + fc.points(self.piles[1]))

    def expect(self, seat: int, card: int) -> int:
        """Make room for a card on its way to a hand (in order, a hidden card at the end);
        returns its slot, which stays empty until `land`."""
        hand = self.hands[seat]
        slot = len(hand) if card == HIDDEN else sum(1 for c in hand if c != HIDDEN and c < card)
        hand.insert(slot, card)
        self.landing[seat] = {i + 1 if i >= slot else i for i in self.landing[seat]} | {slot}
        return slot

    def land(self, seat: int, slot: int) -> None:
        self.landing[seat].discard(slot)

    def in_hand(self, seat: int) -> list[int | None]:
        """The hand by slot, None where a card is still in the air."""
        landing = self.landing[seat]
        return [None if i in landing else card for i, card in enumerate(self.hands[seat])]

    def take_from_hand(self, seat: int, card: int) -> tuple[int, int]:
        """Take a card out of a shown hand; returns where it was (index, hand size then).
        A hidden card leaves from the hand's end, so no card's place tells which it was."""
        hand = self.hands[seat]
        index = hand.index(card) if card in hand else max(0, len(hand) - 1)
        count = max(1, len(hand))
        if hand:
            hand.pop(index)
        return index, count

    def collect(self, taken: set[int]) -> None:
        """Take cards off the Court; stacks left empty go."""
        court = [[c for c in stack if c not in taken] for stack in self.court]
        self.court = [stack for stack in court if stack]


def known_hands(public: FireballView, own: Mapping[int, FireballView]) -> list[list[int]]:
    """Each hand as the table knows it: its cards from the owner's view, else its backs."""
    return [
        list(own[seat].hand) if seat in own else [HIDDEN] * public.hand_counts[seat]
        for seat in (0, 1)
    ]
