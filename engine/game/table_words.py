"""The table's words in a game scene: banners, notices and pops, placed in `update`
clear of what the last frame showed, and the standstill when they fit nowhere.

A part of `GameScene` (engine/game/scene.py) with one job; it reads the scene's seats,
buttons, table, `keep_clear` and `banner_spots`, and pauses the scene for a standstill.
"""

from __future__ import annotations

import pygame

from engine.drawing.display import KEPT_KINDS
from engine.words.banners import Told
from engine.words.reactions import Reactions
from engine.words.telling import Where


class TableWords:
    """What the scene says to the whole table, and where (`self.words`, a `Telling`)."""

    @property
    def reactions(self) -> Reactions:
        """The reactions at the seats (the story adds to them)."""
        return self.words.reactions

    @property
    def banner(self) -> Told | None:
        """The banner (or notice) showing now: announced ones wait their turn."""
        return self.words.showing(self.app.now)

    def announce(self, emoji: str, text: str, seconds: float = 1.4, sound: str = "") -> None:
        """Show a banner (a picture and a few words) to the whole table, after the one
        showing if there is one."""
        self.words.announce(emoji, text, self.app.now, seconds)
        if sound:
            self.play(sound)

    def end_banner(self) -> None:
        """The banner showing has said its piece (the move it asked for is made)."""
        self.words.end_banner(self.app.now)

    def follow_words(self) -> None:
        """The panels' numbers count, the pops and banners move on, and each is placed
        clear of what the last frame showed (the seats' open how-to pages are placed
        against it too); words that fit nowhere make the table stand still for them."""
        now = self.app.now
        scores = self.shown_scores()
        for seat in self.seats:
            target = scores[seat.index] if seat.index < len(scores) else 0
            self.reactions.counts.follow(seat.index, target, now)
        self.words.follow(now)
        self.howtos.follow(self.app.shown_of(self), self.app.shown.size)
        where = self.where_words_go()
        told = self.words.place(now, where)
        if told is not None:
            for gesture in self.app.tracker.cancel_all():  # a drag under way goes back
                self.gesture(gesture)
            self.pause()
            self.words.stand_still(told, now, where)

    def where_words_go(self) -> Where:
        """What placing words needs: what they keep clear of (the last frame's pieces,
        prompts, clocks, buttons and panels, the panels and buttons as they are now, and the
        game's `keep_clear`), the free middle they may move in, the whole screen and the
        seats the panels show on turn (whom an explainer faces)."""
        shown = self.app.shown_of(self)
        keep = [item.resting_rect for item in shown if item.kind in KEPT_KINDS]
        keep += [seat.screen_rect() for seat in self.seats]
        keep += [button.screen_rect() for button in self.buttons]
        keep += self.keep_clear()
        area = pygame.Rect(*(round(v) for v in self.table))
        screen = pygame.Rect((0, 0), self.app.size)
        on_turn = self.reactions.shown_turn(frozenset(self.seats_on_turn()))  # as the panels say
        to_play = frozenset(s for s in on_turn if s >= 0)
        step = 16 * self.unit
        return Where(self.seats, self.unit, keep, area, screen, step, self.banner_spots, to_play)

    @property
    def standstill(self):
        """What the table stands still for, if it does (`engine.words.standstill`)."""
        return self.words.standstill

    def standing_still(self) -> bool:
        """Whether the table stands still now; it ends when its time is up, the window
        changes size or the clocks run again (the pause menu came and went)."""
        held = self.words.standstill
        if held is None:
            return False
        if held.over(self.app.now, self.app.size) or self.paused_at is None:
            self.end_standstill()
        return self.words.standstill is not None

    def end_standstill(self) -> None:
        if self.words.standstill is not None:
            self.words.end_standstill(self.app.now)
            self.resume()
