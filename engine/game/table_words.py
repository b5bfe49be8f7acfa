"""The table's words in a game scene: banners, notices and pops, placed in `update`
clear of what the last frame showed, and the standstill when they fit nowhere.

The game scene's part with one job (`scene.table_words`). It reads the clock, the size and
the layout unit from the app and the scene's part of the last frame (`shown`); the scene
hands it, each step, its seats, buttons and middle, the scores its panels count to and the
game's `Room`; `hold` and `release` stop and restart the scene for a standstill.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from engine.drawing.display import KEPT_KINDS, PROMPT, DisplayList
from engine.drawing.seats import Seat
from engine.words.banners import Told
from engine.words.reactions import Reactions
from engine.words.telling import Telling, Where

if TYPE_CHECKING:
    from engine.drawing.display import Item
    from engine.drawing.widgets import Button
    from engine.game.hooks import Room
    from engine.words.standstill import Standstill


class TableWords:
    """What the scene says to the whole table, and where (`words`, a `Telling`)."""

    def __init__(
        self,
        app: Any,
        shown: Callable[[], Sequence[Item]],
        hold: Callable[[], None],
        release: Callable[[], None],
        said: Callable[[str], str],
    ) -> None:
        self.app = app
        self.shown = shown  # the scene's part of the last frame
        self.hold = hold  # the table stands still: drags go back, clocks pause
        self.release = release  # ... and goes on
        self.words = Telling(Reactions(said=said))  # party mode: pictures
        self.over_prompts = False  # the last room's: words may lie where prompts lay

    @property
    def reactions(self) -> Reactions:
        """The reactions at the seats (the story adds to them)."""
        return self.words.reactions

    @property
    def banner(self) -> Told | None:
        """The banner (or notice) showing now: announced ones wait their turn."""
        return self.words.showing(self.app.now)

    def announce(self, emoji: str, text: str, seconds: float) -> None:
        """A banner for the whole table, after the one showing if there is one."""
        self.words.announce(emoji, text, self.app.now, seconds)

    def end_banner(self) -> None:
        """The banner showing has said its piece (the move it asked for is made)."""
        self.words.end_banner(self.app.now)

    def follow(
        self,
        seats: list[Seat],
        buttons: list[Button],
        table: tuple[float, float, float, float],
        scores: Sequence[float],
        room: Callable[[], Room],
        on_turn: Sequence[int],
    ) -> None:
        """The panels' numbers count, the pops and banners move on, and each is placed
        clear of what the last frame showed and of the game's `room` (asked once they have
        moved on, and only when there are words to place); words that fit nowhere make the
        table stand still for them."""
        now = self.app.now
        for seat in seats:
            target = scores[seat.index] if seat.index < len(scores) else 0
            self.reactions.counts.follow(seat.index, target, now)
        self.words.follow(now)
        if self.words.wordless(now):
            return
        self._place(self.where(seats, buttons, table, room(), on_turn))

    def settle(
        self,
        shown: Sequence[Item],
        seats: list[Seat],
        buttons: list[Button],
        table: tuple[float, float, float, float],
        room: Callable[[], Room],
        on_turn: Callable[[], Sequence[int]],
    ) -> bool:
        """The frame just said (`shown`) is about to be shown: words placed against the
        last frame that lie on something this one shows (a die come to rest under them in
        the updates since) are placed again against it, so no frame shows them there.
        Whether they were (the frame must then be said again). Cheap when they lie clear:
        one look at the frame's items, and nothing asked of the game."""
        if self.words.standstill is not None or not self.words.lies_on(shown, self.over_prompts):
            return False
        self._place(self.where(seats, buttons, table, room(), on_turn(), shown))
        return True

    def _place(self, where: Where) -> None:
        """The words placed clear of `where.keep`, or the table stands still for them."""
        now = self.app.now
        told = self.words.place(now, where)
        if told is not None:
            self.hold()
            self.words.stand_still(told, now, where)

    def where(
        self,
        seats: list[Seat],
        buttons: list[Button],
        table: tuple[float, float, float, float],
        room: Room,
        on_turn: Sequence[int],
        shown: Sequence[Item] | None = None,
    ) -> Where:
        """What placing words needs: what they keep clear of (the pieces, prompts, clocks,
        buttons and panels `shown`, by default the last frame's, the panels and buttons as
        they are now, and the game's `room.keep`), the free middle they may move in, the
        whole screen and the seats the panels show on turn (whom an explainer faces)."""
        shown = self.shown() if shown is None else shown
        self.over_prompts = room.over_prompts
        keep = [item.resting_rect for item in shown if item.kind in KEPT_KINDS]
        keep += [seat.screen_rect() for seat in seats]
        keep += [button.screen_rect() for button in buttons]
        keep += room.keep
        if room.over_prompts:  # the prompts wait while words show: their place is free
            prompts = [item.rect for item in shown if item.kind == PROMPT]
            keep = [rect for rect in keep if rect not in prompts]
        unit = self.app.unit
        area = pygame.Rect(*(round(v) for v in table))
        screen = pygame.Rect((0, 0), self.app.size)
        turn = self.reactions.shown_turn(frozenset(on_turn))  # as the panels say
        to_play = frozenset(s for s in turn if s >= 0)
        step = 16 * unit
        return Where(seats, unit, keep, area, screen, step, lambda: room.spots, to_play)

    def next_change(self, now: float) -> float:
        """When what the table says next changes by itself (`Telling.next_change`)."""
        return self.words.next_change(now)

    @property
    def standstill(self) -> Standstill | None:
        """What the table stands still for, if it does (`engine.words.standstill`)."""
        return self.words.standstill

    def standing_still(self, paused: bool) -> bool:
        """Whether the table stands still now; it ends when its time is up, the window
        changes size or the clocks run again (`paused` no more: the pause menu came and
        went)."""
        held = self.words.standstill
        if held is None:
            return False
        if held.over(self.app.now, self.app.size) or not paused:
            self.end_standstill()
        return self.words.standstill is not None

    def end_standstill(self) -> None:
        if self.words.standstill is not None:
            self.words.end_standstill(self.app.now)
            self.release()

    def paint(self, frame: DisplayList, seats: list[Seat], unit: float) -> None:
        """The standstill's veiled table and words, or the table's words."""
        self.words.paint(frame, seats, self.app.now, unit)
