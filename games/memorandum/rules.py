"""Memorandum's state machine: deal, memorise, call and claim, reveal and score, as the
printed rules (shared/rules, outside this repository) and their rulings MR-R1 to MR-R8 say.

Phases of a deal, and who may act in each:
- DEALING: the table deals (`Deal`, TABLE) — also between deals, so the scene decides
  when the scores have been shown long enough;
- MEMORISE: each receiver sees its hand in its view; the table calls "Time!" (`CallTime`)
  when the countdown ends, and from then on the hand is absent from every view;
- CLAIMS: one called card at a time; every receiver that has not yet answered may `Claim`
  (once, MR-R2) or `Pass`; the table closes the window (`CloseWindow`) when its timer runs
  out, whatever the receivers did, so a claim that comes later is not a legal action;
- TURN, in a deal dealt by hand (`DealByHand`, MR-R8): after "Time!" and after each closed
  window the next card waits face down until the dealer turns it (`TurnCard`), or the
  table does for a dealer who has left it a long while;
- after the last card: the reveal and the deal's scoring, then DEALING again or OVER.
In a deal dealt by `Deal` the dealer seat never acts: the table turns each card as it
closes the last one's window. In house-dealer mode the table (HOUSE) deals a single deal
to every seat; p counts the house as the dealer (receivers + 1).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from games.core import TABLE, Action, Event, GameState
from games.core.codec import encode
from games.memorandum.actions import (
    DISPUTE,
    HOUSE,
    NOBODY,
    UNCLAIMED,
    CallTime,
    CardCalled,
    Claim,
    Claimed,
    CloseWindow,
    Deal,
    DealByHand,
    DealScored,
    DealStarted,
    HandsRevealed,
    MatchOver,
    Pass,
    Passed,
    TimeCalled,
    TurnCard,
    WindowClosed,
)
from games.memorandum.cards import name
from games.memorandum.scoring import DealPiles, score_deal
from games.memorandum.setup import DealSetup, read_options, shuffle_match

DEALING, MEMORISE, CLAIMS, TURN, OVER = "dealing", "memorise", "claims", "turn", "over"


@dataclass(frozen=True)
class MemorandumView:
    """What one seat may know. `hand` is the seat's own hand while memorising and empty
    otherwise; other seats' hands appear only in `revealed`, after the reveal."""

    seat: int
    players: int
    house: bool
    p: int
    deal: int  # -1 before the first deal
    deals: int
    dealer: int  # a seat, HOUSE, or NOBODY before the first deal
    phase: str
    receivers: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    aside: int  # how many cards were put aside
    hand: tuple[str, ...]
    call: int  # the open call's number, -1 when no window is open
    card: str  # the open call's card, "" when none
    calls_left: int  # cards of the dealer's pack not yet turned up
    claimants: tuple[int, ...]  # who said "Mine!" in the open window (said aloud: public)
    answered: bool  # this seat already claimed or passed the open call
    won: tuple[tuple[str, ...], ...]  # cards the dealer gave each seat, face up
    dispute: tuple[str, ...]
    unclaimed: tuple[str, ...]
    revealed: tuple[tuple[str, ...], ...]  # every hand, once turned up at the reveal
    last_points: tuple[int, ...]  # the last scored deal's points per seat
    totals: tuple[int, ...]
    house_total: int
    by_hand: bool  # this deal's dealer turns the cards (MR-R8)


class MemorandumState(GameState):
    def __init__(self, players: int, seed: int, options: dict[str, Any]) -> None:
        super().__init__(players, seed, options)
        self.opts = read_options(options, players)
        self.deals: tuple[DealSetup, ...] = shuffle_match(self.rng, players, self.opts)
        self.p = players + 1 if self.opts.house else players
        self.deal = -1
        self.phase = DEALING
        self.totals = [0] * players
        self.house_total = 0
        self.last_points: tuple[int, ...] = (0,) * players
        self.by_hand = False  # the current deal's dealer turns the cards (MR-R8)
        self._clear_deal()

    def _clear_deal(self) -> None:
        self.call = -1
        self.claimants: list[int] = []
        self.answered: set[int] = set()
        self.won: list[list[str]] = [[] for _ in range(self.players)]
        self.dispute: list[str] = []
        self.unclaimed: list[str] = []
        self.revealed = False

    # --- the current deal ---------------------------------------------------------------
    @property
    def current(self) -> DealSetup:
        return self.deals[max(self.deal, 0)]

    @property
    def dealer(self) -> int:
        return self.current.dealer if self.deal >= 0 else NOBODY

    @property
    def receivers(self) -> tuple[int, ...]:
        return self.current.receivers if self.deal >= 0 else ()

    @property
    def card(self) -> str:
        return self.current.calls[self.call] if self.phase == CLAIMS else ""

    # --- contract ---------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.phase == OVER

    def to_act(self) -> frozenset[int]:
        if self.phase == OVER:
            return frozenset()
        if self.phase == CLAIMS:
            pending = set(self.receivers) - self.answered
            return frozenset({TABLE, *pending})
        if self.phase == TURN:
            return frozenset({TABLE, self.dealer})
        return frozenset({TABLE})

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.phase == DEALING:
            by_seat = self.deals[self.deal + 1].dealer != HOUSE
            return [Deal(), DealByHand()] if by_seat else [Deal()]
        if self.phase == MEMORISE:
            return [CallTime()]
        if self.phase == TURN:
            return [TurnCard()]
        if seat == TABLE:
            return [CloseWindow(self.call)]
        return [Claim(self.call), Pass(self.call)]

    def _apply(self, seat: int, action: Action) -> list[Event]:
        if isinstance(action, (Deal, DealByHand)):
            return self._start_deal(isinstance(action, DealByHand))
        if isinstance(action, CallTime):
            return [TimeCalled(self.deal), *self._next_card()]
        if isinstance(action, TurnCard):
            self.phase = CLAIMS
            return self._call_next()
        if isinstance(action, Claim):
            self.answered.add(seat)
            self.claimants.append(seat)
            return [Claimed(seat, self.call, self.card)]
        if isinstance(action, Pass):
            self.answered.add(seat)
            return [Passed(seat, self.call)]
        assert isinstance(action, CloseWindow)
        events: list[Event] = [self._settle_call()]
        if self.call + 1 < len(self.current.calls):
            return events + self._next_card()
        return events + self._reveal_and_score()

    def _start_deal(self, by_hand: bool) -> list[Event]:
        self.deal += 1
        self.by_hand = by_hand
        self._clear_deal()
        self.phase = MEMORISE
        setup = self.current
        sizes = tuple(len(hand) for hand in setup.hands)
        seconds = int(self.opts.memorise_seconds)
        return [DealStarted(self.deal, setup.dealer, sizes, len(setup.aside), seconds)]

    def _next_card(self) -> list[Event]:
        """The next card turns up at once, or in a deal dealt by hand waits face down for
        the dealer (TURN)."""
        if self.by_hand:
            self.phase = TURN
            return []
        self.phase = CLAIMS
        return self._call_next()

    def _call_next(self) -> list[Event]:
        self.call += 1
        self.claimants = []
        self.answered = set()
        remaining = len(self.current.calls) - self.call - 1
        return [CardCalled(self.call, self.card, name(self.card), remaining)]

    def _settle_call(self) -> WindowClosed:
        """The dealer acts on the claims: simultaneous claims all count."""
        card, claimants = self.card, tuple(sorted(self.claimants))
        if len(claimants) == 1:
            self.won[claimants[0]].append(card)
            return WindowClosed(self.call, card, "given", claimants[0], claimants)
        pile, outcome = (self.unclaimed, UNCLAIMED) if not claimants else (self.dispute, DISPUTE)
        pile.append(card)
        return WindowClosed(self.call, card, outcome, NOBODY, claimants)

    def _reveal_and_score(self) -> list[Event]:
        setup = self.current
        self.revealed = True
        self.phase = OVER if self.deal + 1 == len(self.deals) else DEALING
        piles = DealPiles(
            setup.hands,
            tuple(tuple(w) for w in self.won),
            tuple(self.dispute),
            tuple(self.unclaimed),
        )
        result = score_deal(piles, self.p, setup.dealer, self.opts.house)
        self.last_points = result.points
        self.totals = [t + pts for t, pts in zip(self.totals, result.points, strict=True)]
        house_points = result.dealer_points if setup.dealer == HOUSE else 0
        self.house_total += house_points
        events: list[Event] = [HandsRevealed(self.deal, setup.hands, setup.aside)]
        events.extend(result.cards)
        events.append(
            DealScored(
                self.deal,
                setup.dealer,
                self.p,
                result.points,
                result.forgotten,
                house_points,
                tuple(self.totals),
                self.house_total,
            )
        )
        if self.over:
            events.append(MatchOver(tuple(self.totals), self.house_total, tuple(self.winners())))
        return events

    def scores(self) -> list[float]:
        return [float(total) for total in self.totals]

    def house_score(self) -> int | None:
        """The house's score, the one to beat in house-dealer mode (None in a classic match)."""
        return self.house_total if self.opts.house else None

    def winners(self) -> list[int]:
        """The top seats (ties share the win, MR-R4). In house-dealer mode they must also
        reach the house's score: a tie with the house shares the win with it, and when the
        house is ahead of everyone, no seat wins."""
        top = super().winners()
        if self.opts.house and top and self.totals[top[0]] < self.house_total:
            return []
        return top

    def view(self, seat: int) -> MemorandumView:
        claims = self.phase == CLAIMS
        hands = self.current.hands if self.deal >= 0 else ((),) * self.players
        hand, answered = self._own_part(seat)
        return MemorandumView(
            seat=seat,
            players=self.players,
            house=self.opts.house,
            p=self.p,
            deal=self.deal,
            deals=len(self.deals),
            dealer=self.dealer,
            phase=self.phase,
            receivers=self.receivers,
            hand_sizes=tuple(len(hand) for hand in hands),
            aside=len(self.current.aside) if self.deal >= 0 else 0,
            hand=hand,
            call=self.call if claims else -1,
            card=self.card,
            calls_left=len(self.current.calls) - self.call - 1 if self.deal >= 0 else 0,
            claimants=tuple(sorted(self.claimants)) if claims else (),
            answered=answered,
            won=tuple(tuple(w) for w in self.won),
            dispute=tuple(self.dispute),
            unclaimed=tuple(self.unclaimed),
            revealed=hands if self.revealed else (),
            last_points=self.last_points,
            totals=tuple(self.totals),
            house_total=self.house_total,
            by_hand=self.by_hand,
        )

    def views(self, seats: Iterable[int]) -> dict[int, MemorandumView]:
        """Seats see the same table but for their own hand while memorising and whether
        they answered a call: the rest is worked out once (after every move each computer
        player gets its view, and the won piles grow all game long)."""
        seats = list(seats)
        if not seats:
            return {}
        shared = self.view(seats[0])
        return {seat: self._own(shared, seat) for seat in seats}

    def _own(self, shared: MemorandumView, seat: int) -> MemorandumView:
        """`shared` (another seat's view) as `seat` sees it."""
        if seat == shared.seat:
            return shared
        hand, answered = self._own_part(seat)
        return replace(shared, seat=seat, hand=hand, answered=answered)

    def _own_part(self, seat: int) -> tuple[tuple[str, ...], bool]:
        """What only `seat` sees: its hand while memorising, whether it answered the call."""
        memorising = self.phase == MEMORISE and seat in self.receivers
        hand = self.current.hands[seat] if memorising else ()
        return hand, self.phase == CLAIMS and seat in self.answered

    def setup(self) -> dict[str, Any]:
        return {"p": self.p, "deals": encode(list(self.deals))}
