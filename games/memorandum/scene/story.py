"""How Memorandum's rule events are told: cards dealt face down, "Time!", each called card
turned up, claims lighting their pads, the called card flying to its pile, the reveal and
every card's fate at the scoring.

Claims are not timeline steps: a pad lights on finger-down, so several fingers in the same
frame all claim. When the table closes a window it is closed on screen at once, so a touch
before the card flies cannot count for the next card, which the rules have already turned
up but nobody has seen yet.
"""

from __future__ import annotations

from typing import Protocol

from engine.game.flight import Flight, Point
from engine.game.story import Story, StoryHost, tells
from engine.i18n import tr
from games.core import GameState
from games.memorandum.actions import (
    HOUSE,
    SCORE,
    UNCLAIMED,
    VOID,
    WON,
    CardCalled,
    CardScored,
    Claimed,
    DealScored,
    DealStarted,
    HandsRevealed,
    Passed,
    TimeCalled,
    WindowClosed,
)
from games.memorandum.rules import CLAIMS, MEMORISE, TURN
from games.memorandum.scene.layout import Layout
from games.memorandum.scene.picture import LONG_AGO, Picture

FLY_SECONDS = 0.38
FLIP_SECONDS = 0.35
BANNER_SECONDS = 1.6
TIME_SECONDS = 1.0  # "Time!" is gone before the first card turns up where it showed
MEMORISE_BANNER = ("👀", "memorandum.memorise")
TIME_BANNER = ("⏰", "memorandum.time")
REVEAL_BANNER = ("🃏", "memorandum.reveal")
SCORED_BANNER = ("🧮", "memorandum.deal_over")
# every deal's pills, painted ahead (the first is the painter's caption while memorising)
BANNERS = (MEMORISE_BANNER, TIME_BANNER, REVEAL_BANNER, SCORED_BANNER)


class TableHost(StoryHost, Protocol):
    """What Memorandum's story needs of its scene besides the engine's: the rules (for
    `sync`), the current layout, who is a person, and word of the two moments that start
    the table's clocks (the scene keeps the clocks and the fingers, the story does not)."""

    geometry: Layout

    @property
    def state(self) -> GameState: ...

    def is_human(self, seat: int) -> bool: ...

    def memorising_began(self) -> None: ...

    def window_opened(self) -> None: ...

    def peeks_ended(self) -> None: ...


class MemorandumStory(Story):
    def __init__(self, host: TableHost, players: int) -> None:
        super().__init__(host)
        self.table = host
        self.picture = Picture(players)

    # --- the picture from the rules -------------------------------------------------------
    def sync(self) -> None:
        """The table as the tellers leave it once everything is shown: after a reveal the
        hands stay face up and every pile has been scored away."""
        view = self.table.state.public_view()
        picture = self.picture
        picture.dealer = view.dealer
        picture.sizes = list(view.hand_sizes)
        picture.house = view.house_total
        picture.totals = list(view.totals)
        picture.window_open = view.phase == CLAIMS
        if view.card != picture.card:
            picture.card, picture.card_since = view.card, LONG_AGO
        picture.hands = view.revealed
        if view.revealed:
            picture.phase = "scored"
            picture.won = [[] for _ in range(picture.players)]
            picture.dispute, picture.unclaimed = [], []
            return
        picture.phase = "claims" if view.phase in (CLAIMS, TURN) else view.phase
        picture.won = [list(w) for w in view.won]
        picture.dispute, picture.unclaimed = list(view.dispute), list(view.unclaimed)

    # --- moments the scene also starts (a resumed game) ---------------------------------
    def begin_memorising(self) -> None:
        self.picture.phase = MEMORISE  # the painter says "Memorise your cards!" meanwhile
        self.table.memorising_began()

    def open_window(self) -> None:
        self.picture.open_window()
        self.table.window_opened()

    # --- tellers --------------------------------------------------------------------------
    @tells(DealStarted)
    def deal(self, event: DealStarted) -> None:
        def begin() -> None:
            self.picture.new_deal(event.dealer, event.hand_sizes)
            geometry = self.table.geometry
            for seat, size in enumerate(event.hand_sizes):
                if size:
                    self.fly("", geometry.centre, geometry.hand_spot(seat))
            self.play("card")

        self.step(0.9, begin=begin, end=self.begin_memorising)

    @tells(TimeCalled)
    def time(self, event: TimeCalled) -> None:
        def begin() -> None:
            self.picture.phase = "claims"
            self.announce(TIME_BANNER[0], tr(TIME_BANNER[1]), TIME_SECONDS)
            self.table.peeks_ended()
            self.play("bell")

        self.step(TIME_SECONDS, begin=begin)

    @tells(CardCalled)
    def call(self, event: CardCalled) -> None:
        def begin() -> None:
            self.picture.card, self.picture.card_since = event.card, self.now
            self.play("flip")

        self.step(FLIP_SECONDS + 0.1, begin=begin, end=self.open_window)

    @tells(Claimed)
    def claim(self, event: Claimed) -> None:
        self.picture.claimed.add(event.seat)
        self.play("pop", event.seat)

    @tells(Passed)
    def pass_(self, event: Passed) -> None:
        if self.table.is_human(event.seat):  # a computer player's pass is silent
            self.picture.passed.add(event.seat)
            self.play("tap", event.seat)

    @tells(WindowClosed)
    def window(self, event: WindowClosed) -> None:
        self.picture.window_open = False  # at once: see the module docstring
        geometry = self.table.geometry
        if event.outcome == "given":
            target, sound = geometry.won_spot(event.to_seat), "card"
        elif event.outcome == UNCLAIMED:
            target, sound = geometry.unclaimed_pos, "whoosh"
        else:
            target, sound = geometry.dispute_pos, "burst"
            self.explain_once("dispute", "⚔️", tr("memorandum.explain.dispute"))

        def begin() -> None:
            self.picture.card = ""
            self.fly(event.card, self.table.geometry.called_spot, target)
            self.play(sound, event.to_seat if event.to_seat >= 0 else None)

        def end() -> None:
            if event.outcome == "given":
                self.picture.won[event.to_seat].append(event.card)
            elif event.outcome == UNCLAIMED:
                self.picture.unclaimed.append(event.card)
            else:
                self.picture.dispute.append(event.card)

        self.step(FLY_SECONDS, begin=begin, end=end)

    @tells(HandsRevealed)
    def reveal(self, event: HandsRevealed) -> None:
        def begin() -> None:
            self.picture.phase = "reveal"
            self.picture.hands = event.hands
            self.announce(REVEAL_BANNER[0], tr(REVEAL_BANNER[1]), BANNER_SECONDS)
            self.play("flip")

        self.step(1.2, begin=begin)

    @tells(CardScored)
    def scored(self, event: CardScored) -> None:
        start = self._pile_spot(event.from_pile, event.from_seat)
        end = self._fate_spot(event)

        def begin() -> None:
            source = self.picture.pile(event.from_pile, event.from_seat)
            if event.card in source:
                source.remove(event.card)
            self.fly(event.card, start, end)

        def land() -> None:
            reactions, glow = self.host.reactions, self.table.geometry.pile_size[0] * 0.6
            if event.to_pile == UNCLAIMED:
                self.picture.unclaimed.append(event.card)
                if event.from_pile == WON:  # a wrong claim: the card was not in that hand
                    reactions.oops(event.from_seat, tr("react.oops"), self.now)
            elif event.to_pile != VOID:
                self.play("coin", event.to_seat if event.to_seat >= 0 else None, 0.5)
                if event.to_seat >= 0:  # the panel counts it as it lands
                    self.picture.totals[event.to_seat] += event.points
                    reactions.pop("⭐", f"+{event.points}", event.to_seat, self.now, end)
            reactions.glow(end, glow, self.now)  # where the card lands, whatever its fate

        self.step(0.2, begin=begin, end=land)

    @tells(DealScored)
    def deal_scored(self, event: DealScored) -> None:
        def begin() -> None:
            self.picture.house = event.house_total
            self.picture.totals = list(event.totals)
            self.picture.phase = "scored"
            self.announce(SCORED_BANNER[0], tr(SCORED_BANNER[1]), BANNER_SECONDS)
            self.play("success")

        self.step(2.8, begin=begin)
        self.round_over(dict(enumerate(event.points)), "🧮")

    # --- where cards go -------------------------------------------------------------------
    def fly(self, card: str, start: Point, end: Point) -> None:
        """Send a card ("" face down) across the table; it lands in FLY_SECONDS."""
        self.flights.add(Flight(card, start, end, self.now, FLY_SECONDS))

    def _pile_spot(self, pile: str, seat: int) -> Point:
        geometry = self.table.geometry
        if pile == WON:
            return geometry.won_spot(seat)
        return geometry.dispute_pos if pile != UNCLAIMED else geometry.unclaimed_pos

    def _fate_spot(self, event: CardScored) -> Point:
        geometry = self.table.geometry
        if event.to_pile == SCORE:
            if event.to_seat == HOUSE:
                return geometry.unclaimed_pos
            return geometry.won_spot(event.to_seat)
        return geometry.unclaimed_pos if event.to_pile == UNCLAIMED else geometry.dispute_pos
