"""Devil's Circle's state machine: flips, matches, coins, steals and swaps, as the printed
rules (shared/rules, outside this repository) and their rulings DC-R1 to DC-R9 say.

Phases of the player on turn:
- "flip": must flip a disc (start of a turn; the second flip of an ALL FIVE turn);
- "continue": right after a match, may flip again or Pass (DC-R4);
- "steal": the middle was empty after a match, chooses a victim (DC-R5);
- "swap": the turned card's goal was already met, swaps two discs (twin pack, DC-R6).
"""

from __future__ import annotations

from typing import Any

from games.core import Action, Event, GameState
from games.core.options import chosen_seat
from games.devils_circle.actions import (
    ALL_FIVE,
    ALL_FIVE_CARD,
    COINS,
    COPIES,
    DISCS,
    IMAGES,
    CardTurned,
    CoinPaid,
    CoinStolen,
    CoinTaken,
    DCView,
    DiscFlipped,
    DiscsSwapped,
    Flip,
    GameOver,
    Pass,
    RoundWon,
    Steal,
    StealOffered,
    Swap,
    SwapNeeded,
    TurnEnded,
    card_image,
    holding_points,
)
from games.devils_circle.options import OPTIONS, Options
from games.devils_circle.rules_setup import deal


class DevilsCircleState(GameState):
    def __init__(self, players: int, seed: int, options: dict[str, Any]) -> None:
        OPTIONS.check(options, players, "Devil's Circle")
        super().__init__(players, seed, options)
        self.opts = OPTIONS.read(options, Options)
        self.use_coins = self.opts.coins
        dealt = deal(players, self.rng, self.opts.all_five)
        chosen = chosen_seat(self.opts.starter, players)
        if chosen is not None:  # chosen at setup; the draw is made anyway, so the seed
            dealt.first_player = chosen  # lays out the same ring whoever starts
        if not self.use_coins:  # cards only: every coin stays in the box
            dealt.coins, dealt.set_aside = [0] * players, COINS
        self.pairs = dealt.pairs
        self.sides = dealt.sides
        self.ring = list(range(DISCS))  # ring place -> disc id
        self.stack = dealt.stack
        self.first_card = dealt.stack[0]
        self.coins = dealt.coins
        self.set_aside = dealt.set_aside
        self.middle = 0
        self.pack: list[int] = []
        self.won: list[list[int]] = [[] for _ in range(players)]
        self.unclaimed: list[int] = []
        self.turn = dealt.first_player
        self.turn_flips: list[int] = []
        self.victims: tuple[int, ...] = ()
        self.phase = "flip"
        self._setup = {
            "pairs": [list(p) for p in dealt.pairs],
            "sides": list(dealt.sides),
            "stack": list(dealt.stack),
            "coins": list(dealt.coins),
            "set_aside": dealt.set_aside,
            "first_player": dealt.first_player,
        }
        self.opening = self._turn_card(self.turn)

    # --- what is on the table -------------------------------------------------------------
    def up(self, disc: int) -> str:
        return self.pairs[disc][self.sides[disc]]

    def back(self, disc: int) -> str:
        return self.pairs[disc][1 - self.sides[disc]]

    def visible(self, image: str) -> int:
        return sum(1 for d in range(DISCS) if self.up(d) == image)

    @property
    def searched(self) -> str:
        return card_image(self.pack[-1]) if self.pack else ""

    def goal_met(self) -> bool:
        """Four copies of the searched image, or every image exactly twice for ALL FIVE."""
        if self.searched == ALL_FIVE:
            return all(self.visible(image) == 2 for image in IMAGES)
        return bool(self.pack) and self.visible(self.searched) == COPIES

    @property
    def coins_active(self) -> bool:
        """DC-R3: not the game's first card, not ALL FIVE, and not the kids' preset."""
        top = self.pack[-1] if self.pack else self.first_card
        return self.use_coins and top not in (self.first_card, ALL_FIVE_CARD)

    # --- the contract ------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.phase == "over"

    def to_act(self) -> frozenset[int]:
        return frozenset() if self.over else frozenset({self.turn})

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.phase == "steal":
            return [Steal(v) for v in self.victims]
        if self.phase == "swap":
            return self._legal_swaps()
        flips: list[Action] = [Flip(d) for d in range(DISCS) if d not in self._locked()]
        return [*flips, Pass()] if self.phase == "continue" else flips

    def _locked(self) -> list[int]:
        """An ALL FIVE turn flips two different discs."""
        return self.turn_flips if self.searched == ALL_FIVE else []

    def _legal_swaps(self) -> list[Action]:
        """DC-R6: both discs must show the image; for ALL FIVE any two discs."""
        image = self.searched
        discs = [d for d in range(DISCS) if image == ALL_FIVE or self.up(d) == image]
        return [Swap(a, b) for i, a in enumerate(discs) for b in discs[i + 1 :]]

    def _apply(self, seat: int, action: Action) -> list[Event]:
        if isinstance(action, Flip):
            return self._flip(seat, action.disc)
        if isinstance(action, Pass):
            return self._end_turn(seat, "pass")
        if isinstance(action, Steal):
            return self._steal(seat, action.victim)
        assert isinstance(action, Swap)
        return self._swap(seat, action.a, action.b)

    # --- flips ---------------------------------------------------------------------------------
    def _flip(self, seat: int, disc: int) -> list[Event]:
        before = self.up(disc)
        self.sides[disc] = 1 - self.sides[disc]
        self.turn_flips.append(disc)
        if self.searched == ALL_FIVE:
            return self._all_five_flip(seat, disc, before)
        if self.up(disc) != self.searched:
            events: list[Event] = [DiscFlipped(seat, disc, before, self.up(disc), "mistake")]
            if self.coins_active and self.coins[seat] > 0:
                self.coins[seat] -= 1
                self.middle += 1
                events.append(CoinPaid(seat))
            return events + self._end_turn(seat, "mistake")
        events = [DiscFlipped(seat, disc, before, self.up(disc), "match")]
        if self.goal_met():
            return events + self._win(seat)
        self.phase = "continue"
        if self.coins_active:
            events += self._match_coin(seat)
        return events

    def _all_five_flip(self, seat: int, disc: int, before: str) -> list[Event]:
        """DC-R7: no matches, mistakes, coins or passes; two flips unless the first wins."""
        events: list[Event] = [DiscFlipped(seat, disc, before, self.up(disc), "flip")]
        if self.goal_met():
            return events + self._win(seat)
        if len(self.turn_flips) >= 2:
            return events + self._end_turn(seat, "two flips")
        return events

    # --- coins ---------------------------------------------------------------------------------
    def _match_coin(self, seat: int) -> list[Event]:
        """DC-R4: the coin for a match moves at once, from the middle or stolen."""
        if self.middle > 0:
            self.middle -= 1
            self.coins[seat] += 1
            return [CoinTaken(seat)]
        victims = tuple(s for s in range(self.players) if s != seat and self.coins[s] > 0)
        if len(victims) == 1:  # a choice of one is no choice: the coin moves at once
            return self._take_from(seat, victims[0])
        if victims:
            self.phase = "steal"
            self.victims = victims
            return [StealOffered(seat, victims)]
        return []

    def _steal(self, seat: int, victim: int) -> list[Event]:
        self.phase = "continue"
        self.victims = ()
        return self._take_from(seat, victim)

    def _take_from(self, seat: int, victim: int) -> list[Event]:
        self.coins[victim] -= 1
        self.coins[seat] += 1
        return [CoinStolen(victim, seat)]

    # --- turns and rounds --------------------------------------------------------------------
    def _next(self, seat: int) -> int:
        return (seat + 1) % self.players

    def _end_turn(self, seat: int, reason: str) -> list[Event]:
        self.turn = self._next(seat)
        self.turn_flips = []
        self.phase = "flip"
        return [TurnEnded(seat, self.turn, reason)]

    def _win(self, seat: int) -> list[Event]:
        pack, coins = tuple(self.pack), self.middle
        self.won[seat].extend(pack)
        self.coins[seat] += coins
        self.middle = 0
        self.pack = []
        events: list[Event] = [RoundWon(seat, pack, coins), *self._end_turn(seat, "won")]
        return events + self._turn_card(self.turn)

    def _turn_card(self, seat: int) -> list[Event]:
        """The player on turn turns up the next card; a met goal makes a twin pack."""
        if not self.stack:
            return self._game_over()
        card = self.stack.pop(0)
        under = len(self.pack)
        self.pack.append(card)
        events: list[Event] = [
            CardTurned(seat, card, card_image(card), under, len(self.stack), self.coins_active)
        ]
        if not self.goal_met():
            self.phase = "flip"
            return events
        if not self.stack:  # DC-R6: nothing to lay on top, the pack scores for nobody
            return events + self._game_over()
        self.phase = "swap"
        return [*events, SwapNeeded(seat, self.searched)]

    def _swap(self, seat: int, a: int, b: int) -> list[Event]:
        place_a, place_b = self.ring.index(a), self.ring.index(b)
        self.ring[place_a], self.ring[place_b] = b, a
        events: list[Event] = [DiscsSwapped(seat, a, b, place_b, place_a)]
        return events + self._turn_card(seat)

    def _game_over(self) -> list[Event]:
        self.unclaimed, self.pack = self.pack, []
        self.phase = "over"
        return [GameOver(tuple(self.scores()), tuple(self.winners()), tuple(self.unclaimed))]

    # --- scores, view, record ----------------------------------------------------------------
    def scores(self) -> list[float]:
        """A coin 1, a card 2, the ALL FIVE card 5 (end and scores); ties share (DC-R8)."""
        return [holding_points(self.coins[s], self.won[s]) for s in range(self.players)]

    def view(self, seat: int) -> DCView:
        return DCView(
            seat=seat,
            players=self.players,
            up=tuple(self.up(d) for d in range(DISCS)),
            ring=tuple(self.ring),
            pack=tuple(self.pack),
            stack_left=len(self.stack),
            phase=self.phase,
            on_turn=self.turn,
            turn_flips=tuple(self.turn_flips),
            coins_active=self.coins_active,
            middle=self.middle,
            coins=tuple(self.coins),
            set_aside=self.set_aside,
            won=tuple(tuple(w) for w in self.won),
            victims=self.victims,
        )

    def setup(self) -> dict[str, Any]:
        return dict(self._setup)
