"""How Devil's Circle's rule events are told at the table: a disc turning over, coins and
won cards flying, the next card turned up, two discs changing places.

Every coin that moves flies from where it was to where it goes (a `Flight` whose payload
is the coin's emoji, or a won card's id); the picture's counters change when the coin
leaves and when it lands, so the table never shows a coin twice. Positions are asked of
the table's layout when a thing takes off, so a resize before then is no harm.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

import pygame

from engine.game.flight import Flight
from engine.game.story import Story, StoryHost, tells
from engine.i18n import tr
from games.core import Event, GameState
from games.devils_circle.actions import (
    ALL_FIVE,
    COPIES,
    DISCS,
    CardTurned,
    CoinPaid,
    CoinStolen,
    CoinTaken,
    DiscFlipped,
    DiscsSwapped,
    GameOver,
    RoundWon,
    StealOffered,
    SwapNeeded,
    TurnEnded,
    card_points,
)
from games.devils_circle.scene.discs import FLIP_SECONDS, DiscRing
from games.devils_circle.scene.layout import Layout, Point
from games.devils_circle.scene.picture import POT, Holder, Picture

COIN_SECONDS = 0.42
CARD_SECONDS = 0.5
PACK_SECONDS = 0.6
SWAP_SECONDS = 0.8
FLIGHT_BOW = 0.3  # a coin or card's path bows sideways by this much of a disc's width
SOUNDS = {"match": "success", "mistake": "fail"}  # a flip's outcome, heard after it turns


class DiscTable(StoryHost, Protocol):
    """What the story uses of its scene besides the base's services: the rules (for the
    public view), the ring of discs and the layout, both replaced on every resize."""

    @property
    def state(self) -> GameState: ...

    @property
    def ring(self) -> DiscRing | None: ...

    @property
    def board(self) -> Layout: ...


class DevilsCircleStory(Story):
    host: DiscTable

    def __init__(self, host: DiscTable, rng: random.Random) -> None:
        super().__init__(host)
        self.rng = rng  # decoration only: the hop a disc makes as it turns
        self.picture = Picture.of(host.state.public_view())

    def sync(self) -> None:
        """The public view as it is, and every disc pulled towards its place there."""
        self.picture.show(self.host.state.public_view())
        ring = self.host.ring
        if ring is not None:
            for disc in range(DISCS):
                ring.go_home(disc, self.picture.places[disc])

    def open(self, events: list[Event]) -> None:
        """The first card is turned up as the game starts: the table shows it arrive."""
        self.picture.pack = []
        self.tell_events(events)

    @property
    def ring(self) -> DiscRing:
        ring = self.host.ring
        assert ring is not None, "the scene lays out its ring before the timeline plays"
        return ring

    # --- discs ------------------------------------------------------------------------------
    @tells(DiscFlipped)
    def flipped(self, e: DiscFlipped) -> None:
        def begin() -> None:
            self.picture.faces[e.disc] = e.to_image
            self.ring.flip(e.disc, e.from_image, e.to_image, self.now, self.rng)
            if e.outcome == "flip":
                self.picture.turn_flips.append(e.disc)
            self.play("flip", e.seat)

        self.step(FLIP_SECONDS, begin=begin, label="flip")
        sound = SOUNDS.get(e.outcome)
        if sound:
            self.timeline.call(lambda: self.play(sound, e.seat, 0.7))
        if e.outcome == "match":
            self.timeline.call(lambda: self._found(e), label="found")
        elif e.outcome == "mistake":  # told at the seat before the turn passes
            self.oops(e.seat)

    def _found(self, e: DiscFlipped) -> None:
        """A match glows on its disc and says how many copies of the picture show now."""
        at = self.ring.pos(e.disc)
        shown = self.picture.faces.count(e.to_image)
        self.host.reactions.glow(at, self.ring.diameter * 0.6, self.now)
        self.host.reactions.pop("✨", f"{shown}/{COPIES}", e.seat, self.now, at)

    @tells(DiscsSwapped)
    def swapped(self, e: DiscsSwapped) -> None:
        paths: dict[int, Flight] = {}  # timed by the step's progress (0..1), not the clock
        moves = ((e.a, e.place_a), (e.b, e.place_b))

        def begin() -> None:
            self.play("whoosh", e.seat)
            self.end_banner()  # "Twin pack!" asked for this swap: its discs cross the middle
            ring = self.ring
            for sign, (disc, place) in zip((1, -1), moves, strict=True):
                bow = sign * ring.diameter * 0.6  # the two discs pass each other side by side
                paths[disc] = Flight(disc, ring.pos(disc), ring.place_pos(place), 0.0, 1.0, bow=bow)
                ring.lifted[disc] = 1.0
            self.picture.corridor = _corridor(list(paths.values()), ring.diameter)

        def tick(t: float) -> None:
            for disc, path in paths.items():
                self.ring.world.place(disc, path.pos(t))

        def end() -> None:
            self.picture.corridor = None
            for disc, place in moves:
                self.picture.places[disc] = place
                self.ring.lifted.pop(disc, None)
                self.ring.go_home(disc, place)
            self.play("pop", e.seat)

        self.step(SWAP_SECONDS, begin=begin, tick=tick, end=end, label="swap")

    # --- coins ----------------------------------------------------------------------------
    @tells(CoinPaid)
    def coin_paid(self, e: CoinPaid) -> None:
        self._coin(e.from_seat, POT, e.from_seat)

    @tells(CoinTaken)
    def coin_taken(self, e: CoinTaken) -> None:
        self._coin(POT, e.to_seat, e.to_seat)
        self.gained(e.to_seat, 1)

    @tells(CoinStolen)
    def coin_stolen(self, e: CoinStolen) -> None:
        self.timeline.call(lambda: self.play("magic", e.to_seat, 0.6))
        self._coin(e.from_seat, e.to_seat, e.to_seat)
        self.gained(e.to_seat, 1)

    @tells(StealOffered)
    def steal_offered(self, e: StealOffered) -> None:
        self.timeline.call(lambda: self.announce("🪙", tr("devils_circle.banner.steal"), 2.0))
        self.explain_once("steal", "🪙", tr("devils_circle.explain.steal"), e.seat)

    # --- rounds and turns -------------------------------------------------------------------
    @tells(RoundWon)
    def round_won(self, e: RoundWon) -> None:
        self.timeline.call(
            lambda: (self.play("fanfare", e.seat), self.announce("🏆", "+" + str(len(e.cards))))
        )
        pack = list(e.cards)

        def take_pack() -> None:
            self.picture.pack = [c for c in self.picture.pack if c not in pack]

        def land_pack() -> None:
            self.picture.won[e.seat].extend(pack)

        self._fly(
            pack[-1],  # a card flies as its id
            lambda: self.host.board.centre,
            lambda: self.host.board.card_point(e.seat),
            PACK_SECONDS,
            take_pack,
            land_pack,
        )
        for number in range(e.coins):  # the pot follows the pack, the first coin heard
            first = number == 0
            seconds = COIN_SECONDS + 0.04 * number
            self._coin(POT, e.seat, e.seat if first else None, seconds, parallel=not first)
        points = sum(card_points(c) for c in e.cards) + e.coins
        self.gained(e.seat, points)
        self.round_over({e.seat: points})

    @tells(TurnEnded)
    def turn_ended(self, e: TurnEnded) -> None:
        def clear() -> None:
            self.picture.turn_flips = []

        self.step(0.25, end=clear, label="turn")

    @tells(CardTurned)
    def card_turned(self, e: CardTurned) -> None:
        def begin() -> None:
            self.picture.pack.append(e.card)
            self.picture.stack_left = e.left
            self.picture.card_shown_at = self.now
            self.play("card", e.seat)

        self.step(CARD_SECONDS + 0.2, begin=begin, label="card")
        if e.image == ALL_FIVE:
            self.explain_once("all_five", "🃏", tr("devils_circle.explain.all_five"), e.seat)
        elif e.coins:
            self.explain_once("coins", "🪙", tr("devils_circle.explain.coins"), e.seat)

    @tells(SwapNeeded)
    def swap_needed(self, e: SwapNeeded) -> None:
        def begin() -> None:
            self.announce("👯", tr("devils_circle.banner.twin"), 2.0)
            self.play("magic", e.seat)

        self.step(0.6, begin=begin)
        self.explain_once("twin", "👯", tr("devils_circle.explain.twin"), e.seat)

    @tells(GameOver)
    def game_over(self, e: GameOver) -> None:
        self.timeline.call(lambda: self.play("bell"))

    # --- flying things --------------------------------------------------------------------
    def _coin(
        self,
        source: Holder,
        target: Holder,
        sound_seat: int | None,
        seconds: float = COIN_SECONDS,
        parallel: bool = False,
    ) -> None:
        """A coin flies from one holder to another (a seat's pile or the pot), with its
        sound towards `sound_seat` (None: silent, it goes along with another)."""
        if sound_seat is not None:
            self.timeline.call(lambda: self.play("coin", sound_seat))
        self._fly(
            "🪙",
            lambda: self._coin_spot(source),
            lambda: self._coin_spot(target),
            seconds,
            lambda: self.picture.coin_leaves(source),
            lambda: self.picture.coin_lands(target),
            parallel,
        )

    def _coin_spot(self, holder: Holder) -> Point:
        board = self.host.board
        return board.pot_pos if holder is POT else board.coin_point(holder)

    def _fly(
        self,
        what: str | int,
        start: Callable[[], Point],
        end: Callable[[], Point],
        seconds: float,
        leave: Callable[[], None],
        land: Callable[[], None],
        parallel: bool = False,
    ) -> None:
        """A coin (its emoji) or a card (its id) takes off when the step begins; what it
        leaves changes then, what it joins when the step ends."""

        def begin() -> None:
            leave()
            bow = self.ring.diameter * FLIGHT_BOW
            self.flights.add(Flight(what, start(), end(), self.now, seconds, bow=bow))

        self.step(seconds, begin=begin, end=land, parallel=parallel)


def _corridor(paths: list[Flight], diameter: float) -> tuple[int, int, int, int]:
    """The part of the table swapped discs cross, for the table's words to keep clear of
    while they do: players follow the two discs with their eyes."""
    side = round(diameter * 1.2)
    rects = []
    for path in paths:
        for t in (0.0, 0.25, 0.5, 0.75, 1.0):
            x, y = path.pos(t)
            rects.append(pygame.Rect(round(x - side / 2), round(y - side / 2), side, side))
    return tuple(rects[0].unionall(rects[1:]))
