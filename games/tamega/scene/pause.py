"""Step 2's memorising pause at the table (TM-R6): how long the table's clock runs, and
in party mode, who must still say "Seen it!".

Grown-ups get a countdown (longer for the kids preset). Children get no clock: every
other person at the table presses their own "Seen it!" pad, and the tiles turn face down
a beat after the last one (TM-R6 taken literally). When only computers watch, the clock
stays, and the finder may end it early.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.tamega.rules import TamegaState, pause_skippable

SEEN_BEAT = 0.5  # after the last "Seen it!", a moment to see its tick before tiles turn


class MemorisePause:
    def __init__(self, humans: Sequence[int], clocks: bool, kids: bool) -> None:
        self.humans = list(humans)  # the people's seats (fixed for the game)
        self.clocks = clocks  # False in party mode: no clock on people
        self.slower = 1.5 if kids else 1.0
        self.seen: set[int] = set()  # the seats that pressed "Seen it!" this pause

    def seconds(self, state: TamegaState) -> float:
        """The countdown's length."""
        return state.pause_seconds * self.slower

    def watchers(self, state: TamegaState) -> list[int]:
        """In party mode, the other people at the table, who each press "Seen it!" when
        they have seen the board (none for grown-ups, or when only bots watch)."""
        if self.clocks or state.phase != "memorise":
            return []
        return [s for s in self.humans if s != state.turn]

    def still_looking(self, state: TamegaState) -> list[int]:
        return [s for s in self.watchers(state) if s not in self.seen]

    def delay(self, state: TamegaState) -> float | None:
        """Seconds before the table ends the pause; None while children still look."""
        if self.watchers(state):
            return None if self.still_looking(state) else SEEN_BEAT
        return self.seconds(state)

    def see(self, state: TamegaState, seat: int) -> bool:
        """`seat` says it has seen the board; False when it was not (or no longer) looking."""
        if seat not in self.still_looking(state):
            return False
        self.seen.add(seat)
        return True

    def follow(self, state: TamegaState) -> None:
        """Forget who has seen once the pause is over."""
        if state.phase != "memorise":
            self.seen.clear()

    def skippable(self, state: TamegaState) -> bool:
        """May the finder press "Ready"? Only a person, and only when no other person
        must memorise (TM-R6)."""
        return state.turn in self.humans and pause_skippable(state.turn, set(self.humans))
