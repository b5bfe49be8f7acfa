"""Who has finished memorising, and in pass-and-play whose turn it is to look.

The rules wait on the table alone while hands are memorised (the table calls "Time!");
people say when they are ready with their 👍 pad, and on a tablet (everyone at the bottom)
the hands are looked at one person at a time. The scene keeps the clocks; this keeps who.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field


@dataclass
class Memorising:
    tablet: bool  # pass-and-play: one person looks at a time
    people: tuple[int, ...] = ()  # the receivers who are people, in seat order
    ready: set[int] = field(default_factory=set)
    turn: int = 0  # pass-and-play: index into `people` of who looks now

    def start(self, receivers: Iterable[int], people: Iterable[int]) -> None:
        """A deal's memorising begins; computer players are ready at once."""
        self.people = tuple(people)
        self.ready = {s for s in receivers if s not in self.people}
        self.turn = 0

    def my_turn(self, seat: int) -> bool:
        """May `seat` look now? Always at a table; on a tablet only on its turn."""
        return not self.tablet or self.looking() == seat

    def looking(self) -> int | None:
        """Pass-and-play: who looks now (None once everyone has had a turn)."""
        return self.people[self.turn] if self.turn < len(self.people) else None

    def say_ready(self, seat: int) -> None:
        self.ready.add(seat)

    def all_ready(self) -> bool:
        return set(self.people) <= self.ready

    def next_turn(self) -> None:
        self.turn += 1
