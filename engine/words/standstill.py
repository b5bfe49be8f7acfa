"""When a card fits nowhere clear, the table holds still for it.

On a crowded table (eight seats round Tamega's board, seven Memorandum hands with their
pads) a round's summary or a first-time explainer can find no place that covers no piece
in play, pad or prompt. Covering them while play goes on would hide what someone needs at
that very moment; so the game holds instead: its clocks and computer players wait, the
table is veiled (as it last showed, taken once: one blit a frame while it holds), and the
card shows over it, facing every side with players, until its time is up or anyone taps.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from engine.drawing.seats import Seat
from engine.input.pointer import Gesture
from engine.words.banners import BannerQueue, Spot, Told
from engine.words.reactions import Card, Reactions

VEIL = (85, 88, 88)  # the table's shade under a hold: the dialogs' veil, multiplied in
TAP_AFTER = 0.5  # seconds before a tap may end a hold (a tap already under way does not)


@dataclass
class CardHold:
    """What the table holds for (`told`, shown as `card`), since when, and the veiled
    table under it."""

    told: Told
    card: Card
    began: float
    veiled: pygame.Surface
    spots: list[Spot]

    def over(self, now: float, size: tuple[int, int]) -> bool:
        """Its time is up, or the window changed size (the veil no longer fits)."""
        return now - self.began >= self.card.seconds or self.veiled.get_size() != size

    def tap_ends(self, now: float) -> bool:
        return now - self.began >= TAP_AFTER

    def draw(self, surface: pygame.Surface, reactions: Reactions, unit: float) -> None:
        surface.blit(self.veiled, (0, 0))
        reactions.draw_card(surface, self.card, self.spots, unit)


def hold(
    told: Told,
    card: Card,
    now: float,
    screen: pygame.Surface,
    seats: list[Seat],
    reactions: Reactions,
    unit: float,
) -> CardHold:
    """A hold for `told` over the table `screen` shows now, as `card` (no seat: everyone
    waits, so everyone reads it): a copy for each side with players, in front of its
    middle seat, keeping clear of the panels and of each other."""
    veiled = pygame.Surface(screen.get_size(), 0, screen)  # faster than copy() at 4K
    veiled.blit(screen, (0, 0))
    veiled.fill(VEIL, special_flags=pygame.BLEND_RGB_MULT)  # a third of an alpha veil's cost
    keep = [seat.screen_rect() for seat in seats]
    area = screen.get_rect()
    spots = reactions.card_spots(card, seats, unit, keep, area, 8 * unit)
    if spots is None:  # even the veiled table is too small: the copies may touch panels
        spots = reactions.card_spots(card, seats, unit, [], area, 8 * unit) or []
    return CardHold(told, card, now, veiled, spots)


class Holding:
    """A game scene's holds: `holding` each update (it starts and ends them), `hold_takes`
    each touch, `draw_hold` each frame. `GameScene` mixes it in."""

    app: Any
    seats: list[Seat]
    banners: BannerQueue
    reactions: Reactions
    unit: float
    held: CardHold | None = None

    if TYPE_CHECKING:  # the scene's own, declared here for the type checker only

        def pause(self) -> None: ...
        def resume(self) -> None: ...
        def gesture(self, gesture: Gesture) -> None: ...

        @property
        def paused_at(self) -> float | None: ...

    def holding(self) -> bool:
        """Whether the table holds still now. A hold starts when the banner or card
        showing found no clear place when last drawn (so it never showed covering
        anything); it ends when its time is up, a finger taps, or the clocks run
        again (the pause menu came and went)."""
        now, screen = self.app.now, self.app.screen
        if self.held is not None:
            if self.held.over(now, screen.get_size()) or self.paused_at is None:
                self.end_hold()
            return self.held is not None
        told = self.banners.at(now)
        if told is None or not told.showing(now) or not self.banners.fits_nowhere(told):
            return False
        for gesture in self.app.tracker.cancel_all():  # a drag under way goes back
            self.gesture(gesture)
        self.pause()
        card = Card(told.emoji, told.text, told.began, None, told.seconds)
        self.held = hold(told, card, now, screen, self.seats, self.reactions, self.unit)
        return True

    def end_hold(self) -> None:
        if self.held is not None:
            self.banners.finish(self.held.told, self.app.now)
            self.held = None
            self.resume()

    def hold_takes(self, gesture: Gesture) -> bool:
        """While the table holds, every touch is the hold's: a tap ends it."""
        if self.held is None:
            return False
        if gesture.kind == "tap" and self.held.tap_ends(self.app.now):
            self.end_hold()
        return True

    def draw_hold(self, surface: pygame.Surface) -> bool:
        """The held card over the veiled table, if the table holds (and the veil fits)."""
        if self.held is None or self.held.veiled.get_size() != surface.get_size():
            return False
        self.held.draw(surface, self.reactions, self.unit)
        return True
