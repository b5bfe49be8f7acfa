"""How Fireball Court's rule events are told: cards fly between the pile, the hands, the
Court and the captured piles, and the picture changes when each card lands.

The rules are already ahead when a move is told; a teller reads only the event, the
public view and the hands the table may know (`sight`, see `picture.py`), never a
computer's cards. Positions are taken from the layout when a step begins, so a resize
in the middle of a deal still sends every card to its new place.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.drawing.anim import ease_in_out
from engine.game.flight import Flight
from engine.game.story import Story, StoryHost, tells
from engine.i18n import tr
from games.fireball_court import cards as fc
from games.fireball_court.actions import (
    Captured,
    CardDrawn,
    CourtLeftover,
    FireballView,
    Laid,
    MatchWon,
    RavensShare,
    RoundDealt,
    RoundScored,
    StarterChosen,
    TiedAtTarget,
)
from games.fireball_court.rules import DEAL_HAND, FireballState
from games.fireball_court.scene.layout import CourtLayout, Point, pile_key
from games.fireball_court.scene.picture import HIDDEN, Carried, Picture, known_hands
from games.fireball_court.scene.sparks import Sparks

FLY = 0.32  # seconds for a card to cross the table
DEAL_FLY = 0.12  # seconds for a dealt card to reach its hand (it lands as its step ends)
BANNER_SECONDS = 1.8


class FireballStory(Story):
    def __init__(
        self,
        host: StoryHost,
        layout: CourtLayout,
        rules: Callable[[], FireballState],
        sight: frozenset[int],
        names: Callable[[int], str],
        seed: int,
    ) -> None:
        super().__init__(host)
        self.layout = layout
        self.rules = rules
        self.sight = sight  # the seats whose hands the table may know
        self.names = names
        self.sparks = Sparks(random.Random(seed))  # sparks only: never the rules' chance
        self.picture = Picture()

    def place(self, layout: CourtLayout) -> None:
        """The table was laid out again: steps still to begin use the new places."""
        self.layout = layout

    def sync(self) -> None:
        public, own = self._views()
        self.picture = Picture.settled(public, own, self.picture.share)

    def _views(self) -> tuple[FireballView, dict[int, FireballView]]:
        """The public view, and the views of the seats whose hands the table may know."""
        state = self.rules()
        return state.public_view(), {seat: state.view(seat) for seat in self.sight}

    # --- helpers ---------------------------------------------------------------------------
    def _fly(
        self,
        cards: list[int],
        starts: list[Point],
        ends: list[Point],
        up: bool,
        seconds: float = FLY,
        small: bool = False,
        angle: int = 0,
    ) -> None:
        for card, start, end in zip(cards, starts, ends, strict=True):
            what = Carried(card, up, angle, small)
            self.flights.add(Flight(what, start, end, self.now, seconds, ease=ease_in_out))

    def _banner(self, emoji: str, text: str, sound: str = "") -> None:
        def begin() -> None:
            self.announce(emoji, text, BANNER_SECONDS, sound)

        self.step(0.6, begin=begin)

    def _from_hand(self, seat: int, card: int) -> Point:
        """Take a card out of the shown hand; returns where it was."""
        index, count = self.picture.take_from_hand(seat, card)
        return self.layout.hand_pos(seat, index, count)

    def _to_hand(self, seat: int, card: int, slot: int, seconds: float, volume: float) -> None:
        """A card from the pile to its slot of a hand, face down (the slot was made for it
        when the deal or the draw set out; the card lands when the step ends)."""
        end = self.layout.hand_pos(seat, slot, len(self.picture.hands[seat]))
        angle = self.layout.angle_of(seat)
        self._fly([card], [self.layout.pile_pos], [end], False, seconds, angle=angle)
        self.picture.pile -= 1
        self.play("card", seat, volume)

    # --- the deal and the draw -------------------------------------------------------------
    @tells(RoundDealt)
    def dealt(self, event: RoundDealt) -> None:
        public, own = self._views()
        hands, totals = known_hands(public, own), public.totals

        def reset() -> None:
            self.picture = Picture(base_totals=totals)
            for seat in (0, 1):  # the hands are laid out as dealt from the start
                for card in hands[seat]:
                    self.picture.expect(seat, card)
            self.play("whoosh")

        self.step(0.3, begin=reset)
        if event.redeals:
            kind = _kind_name(event.redeals[0])
            self._banner("🔄", tr("fireball_court.redeal", kind=kind), "magic")
        for i in range(DEAL_HAND):
            for seat in (0, 1):
                self._deal_card(seat, hands[seat][i], i)
        for index, stack in enumerate(event.court):
            for card in stack:
                self._deal_to_court(index, len(event.court), card)
        if event.fireballs_returned:
            self._banner("🔥", tr("fireball_court.fireball_back"), "magic")

    def _deal_card(self, seat: int, card: int, slot: int) -> None:
        def begin() -> None:
            self._to_hand(seat, card, slot, DEAL_FLY, 0.6)

        self.step(DEAL_FLY, begin=begin, end=lambda: self.picture.land(seat, slot))

    def _deal_to_court(self, index: int, count: int, card: int) -> None:
        def begin() -> None:
            self._fly(
                [card], [self.layout.pile_pos], [self.layout.stack_pos(index, count)], True, 0.2
            )
            self.picture.pile -= 1
            self.play("card", volume=0.6)

        def end() -> None:
            court = self.picture.court
            while len(court) <= index:
                court.append([])
            court[index].append(card)

        self.step(0.2, begin=begin, end=end)

    @tells(StarterChosen)
    def starter(self, event: StarterChosen) -> None:
        name = self.names(event.seat)
        if event.reason == "highest":
            text = tr("fireball_court.starts_highest", name=name, number=max(event.highest))
        else:
            text = tr("fireball_court.starts", name=name)
        self._banner("👉", text, "bell")

    @tells(CardDrawn)
    def drawn(self, event: CardDrawn) -> None:
        seat = event.seat
        seen = self.rules().view(seat).drawn if seat in self.sight else None
        card = HIDDEN if seen is None else seen

        slot = 0

        def begin() -> None:
            nonlocal slot
            slot = self.picture.expect(seat, card)  # where it goes in the hand, in order
            self._to_hand(seat, card, slot, 0.25, 1.0)

        self.step(0.28, begin=begin, end=lambda: self.picture.land(seat, slot))

    # --- plays -----------------------------------------------------------------------------
    @tells(Laid)
    def laid(self, event: Laid) -> None:
        def begin() -> None:
            start = self._from_hand(event.seat, event.card)
            count = len(self.picture.court) + 1
            self._fly([event.card], [start], [self.layout.stack_pos(count - 1, count)], True)
            self.play("card", event.seat)

        def end() -> None:
            self.picture.court.append([event.card])

        self.step(FLY, begin=begin, end=end)

    @tells(Captured)
    def captured(self, event: Captured) -> None:
        """The played card strikes its stack (or the Court's middle, for a sweep), then it
        and the cards it takes slide to the captor's piles."""
        seat, taken = event.seat, set(event.cards)

        def strike() -> None:
            start = self._from_hand(seat, event.card)
            target = self.layout.center
            court = self.picture.court
            for index, stack in enumerate(court):
                if taken & set(stack) and not event.sweep:
                    target = self.layout.stack_pos(index, len(court))
                    self.picture.glowing = set(stack)
            self._fly([event.card], [start], [target], True)
            self.play("card", seat)

        def collect() -> None:
            self._collect(event)

        def land() -> None:
            pile = self.picture.piles[seat]
            pile.extend(c for c in (event.card, *event.cards) if c not in pile)

        if event.sweep:
            self.explain_once("fireball", "🔥", tr("fireball_court.explain.fireball"), seat)
        self.step(FLY + 0.15, begin=strike)
        self.step(0.5, begin=collect, end=land)
        self.gained(seat, 1 + len(event.cards), emoji="🃏")

    def _collect(self, event: Captured) -> None:
        seat, taken, layout = event.seat, set(event.cards), self.layout
        court = self.picture.court
        moving, starts = [event.card], [layout.center]
        for index, stack in enumerate(court):
            for card in stack:
                if card in taken:
                    moving.append(card)
                    starts.append(layout.stack_pos(index, len(court)))
        if not event.sweep:
            starts[0] = starts[-1]
        self.picture.collect(taken)
        ends = [layout.pile_pos_of(seat, pile_key(c)) for c in moving]
        self._fly(moving, starts, ends, True, 0.45, small=True, angle=layout.angle_of(seat))
        self.picture.glowing = set()
        if event.sweep:
            self.sparks.burst(layout.center, self.now, layout.unit)
            self.announce("🔥", tr("fireball_court.fireball"), BANNER_SECONDS)
            self.play("burst", seat)
        else:
            coins = any(fc.is_coin(c) for c in moving)
            self.play("coin" if coins else "success", seat)

    # --- the end of a round ----------------------------------------------------------------
    @tells(CourtLeftover)
    def leftover(self, event: CourtLeftover) -> None:
        def begin() -> None:
            self._sweep_leftover(event)

        def end() -> None:
            if event.seat is not None:
                self.picture.piles[event.seat].extend(event.cards)

        self.step(0.9, begin=begin, end=end)

    def _sweep_leftover(self, event: CourtLeftover) -> None:
        layout, court = self.layout, self.picture.court
        starts, moving = [], []
        for index, stack in enumerate(court):
            for card in stack:
                moving.append(card)
                starts.append(layout.stack_pos(index, len(court)))
        self.picture.court = []
        if event.seat is None:
            ends = [layout.pile_pos] * len(moving)
            self._fly(moving, starts, ends, False, 0.5, small=True)
            text = tr("fireball_court.leftover_nobody")
        else:
            ends = [layout.pile_pos_of(event.seat, pile_key(c)) for c in moving]
            angle = layout.angle_of(event.seat)
            self._fly(moving, starts, ends, True, 0.5, small=True, angle=angle)
            text = tr("fireball_court.leftover", name=self.names(event.seat))
        self.play("whoosh", event.seat)
        self.announce("🧹", text, BANNER_SECONDS)

    @tells(RavensShare)
    def ravens(self, event: RavensShare) -> None:
        def begin() -> None:
            self.picture.share = event
            if event.taker is None:
                self.announce("🤝", tr("fireball_court.ravens_tie"), BANNER_SECONDS)
                self.play("tap")
                return
            giver = 1 - event.taker
            for coin in event.coins:
                if coin in self.picture.piles[giver]:
                    self.picture.piles[giver].remove(coin)
            starts = [self.layout.pile_pos_of(giver, "coins")] * len(event.coins)
            ends = [self.layout.pile_pos_of(event.taker, "coins")] * len(event.coins)
            self._fly(list(event.coins), starts, ends, True, 0.6, small=True)
            name = self.names(event.taker)
            text = tr("fireball_court.ravens_take", name=name, count=len(event.coins))
            self.announce("🐦", text, BANNER_SECONDS, "coin")

        def end() -> None:
            if event.taker is not None:
                self.picture.piles[event.taker].extend(event.coins)

        self.step(1.2, begin=begin, end=end)
        if event.taker is not None:
            self.explain_once("ravens", "🐦", tr("fireball_court.explain.ravens"), event.taker)

    @tells(RoundScored)
    def scored(self, event: RoundScored) -> None:
        def begin() -> None:
            self.picture.summary = event
            self.play("bell")

        self.step(0.5, begin=begin)

    @tells(TiedAtTarget)
    def tied(self, event: TiedAtTarget) -> None:
        self._banner("🤝", tr("fireball_court.tied"), "magic")

    @tells(MatchWon)
    def won(self, event: MatchWon) -> None:
        self._banner("🏆", tr("fireball_court.wins", name=self.names(event.seat)), "fanfare")
        self.timeline.wait(1.5)


def _kind_name(kind: str) -> str:
    return kind if kind.isdigit() else tr(f"fireball_court.kind.{kind}")
