"""Fireball Court's rules: a two-player capture game played in rounds to 101, as the printed
rules (shared/rules, outside this repository) and their rulings FC-R1 to FC-R8 say.

Turn structure as a state machine (phases):
  deal  -> TABLE deals a round (`Deal`): 4 cards each, a Court of 6 (FC-R4, redeals);
  draw  -> TABLE draws the player on turn up to five (`Draw`), so scenes can animate it;
  play  -> the player on turn plays one card (`Play`): capture (FC-R2, FC-R3) or lay;
  round_over -> scores shown; TABLE deals the next round (`Deal`);
  over  -> someone has reached the target with a higher total (FC-R6 otherwise).
The deal and the draw are TABLE actions because at a real table nobody decides them.
"""

from __future__ import annotations

from typing import Any

from games.core import TABLE, Action, Event, GameState
from games.core.options import RANDOM, chosen_seat
from games.fireball_court import cards as fc
from games.fireball_court.actions import (
    Captured,
    CardDrawn,
    CardPlayed,
    CourtLeftover,
    Deal,
    Draw,
    FireballView,
    Laid,
    MatchWon,
    Play,
    RavensShare,
    RoundDealt,
    RoundScored,
    StarterChosen,
    TiedAtTarget,
    TurnStarted,
)
from games.fireball_court.cards import FIREBALL, kind
from games.fireball_court.options import OPTIONS, Options

HAND_SIZE = 5
DEAL_HAND = 4
COURT_SIZE = 6
RAVENS_STEAL = 2

# --- the state ----------------------------------------------------------------------


class FireballState(GameState):
    def __init__(self, players: int, seed: int, options: dict[str, Any]) -> None:
        if players != 2:
            raise ValueError("Fireball Court is for exactly 2 players")
        OPTIONS.check(options, players, "Fireball Court")
        super().__init__(players, seed, options)
        self.opts = OPTIONS.read(options, Options)
        self.target = int(self.opts.target)
        self.ravens_share = self.opts.ravens_share
        self.pile: list[int] = list(range(fc.DECK_SIZE))
        self.rng.shuffle(self.pile)
        self._setup = {"deck": list(self.pile)}
        self.hands: list[list[int]] = [[], []]
        self.court: list[list[int]] = []
        self.captured: list[list[int]] = [[], []]
        self.nobody: list[int] = []
        self.phase = "deal"
        self.round_no = 0
        self.starter = -1
        self.on_turn = 0
        self.drawn: int | None = None
        self.last_capturer: int | None = None
        self.opening_high = (0, 0)
        self.totals = [0, 0]
        self.last_round: RoundScored | None = None
        self.winner: int | None = None

    # --- contract -----------------------------------------------------------------------
    def to_act(self) -> frozenset[int]:
        if self.phase in ("deal", "round_over", "draw"):
            return frozenset({TABLE})
        if self.phase == "play":
            return frozenset({self.on_turn})
        return frozenset()

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.phase in ("deal", "round_over"):
            return [Deal()]
        if self.phase == "draw":
            return [Draw()]
        return [Play(c) for c in sorted(self.hands[seat])]

    def _apply(self, seat: int, action: Action) -> list[Event]:
        if isinstance(action, Deal):
            return self._deal_round()
        if isinstance(action, Draw):
            return self._draw()
        assert isinstance(action, Play)
        return self._play(seat, action.card)

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def scores(self) -> list[float]:
        return [float(s) for s in self.running()]

    def setup(self) -> dict[str, Any]:
        return dict(self._setup)

    def view(self, seat: int) -> FireballView:
        own = seat in (0, 1)
        return FireballView(
            seat=seat,
            phase=self.phase,
            round_no=self.round_no,
            starter=self.starter,
            on_turn=self.on_turn,
            hand=tuple(sorted(self.hands[seat])) if own else (),
            drawn=self.drawn if own and seat == self.on_turn else None,
            hand_counts=(len(self.hands[0]), len(self.hands[1])),
            pile=len(self.pile),
            court=tuple(tuple(s) for s in self.court),
            captured=(tuple(self.captured[0]), tuple(self.captured[1])),
            nobody=tuple(self.nobody),
            last_capturer=self.last_capturer,
            opening_high=self.opening_high,
            running=self.running(),
            totals=(self.totals[0], self.totals[1]),
            target=self.target,
            ravens_share=self.ravens_share,
            last_round=self.last_round,
            winner=self.winner,
        )

    # --- helpers the views and tests use ------------------------------------------------
    def running(self) -> tuple[int, int]:
        """Totals plus this round's points so far (the round's points once scored)."""
        if self.phase in ("round_over", "over", "deal"):
            return (self.totals[0], self.totals[1])
        return (
            self.totals[0] + fc.points(self.captured[0]),
            self.totals[1] + fc.points(self.captured[1]),
        )

    def stack_of(self, card_kind: str) -> int | None:
        for index, stack in enumerate(self.court):
            if kind(stack[0]) == card_kind:
                return index
        return None

    # --- dealing ------------------------------------------------------------------------
    def _deal_round(self) -> list[Event]:
        if self.round_no > 0:
            self.pile = list(range(fc.DECK_SIZE))
            self.rng.shuffle(self.pile)
        self.round_no += 1
        self.captured = [[], []]
        self.nobody = []
        self.last_capturer = None
        self.last_round = None
        redeals: list[str] = []
        while True:
            returned = self._deal_once()
            full = self._four_of_a_kind()
            if full is None:
                break
            redeals.append(full)  # all four of a kind showed: gather, shuffle, deal again
            self.pile = list(range(fc.DECK_SIZE))
            self.rng.shuffle(self.pile)
        events: list[Event] = [
            RoundDealt(
                self.round_no,
                tuple(tuple(s) for s in self.court),
                (len(self.hands[0]), len(self.hands[1])),
                len(self.pile),
                tuple(redeals),
                returned,
            )
        ]
        events.append(self._choose_starter())
        events.extend(self._start_turn(self.starter))
        return events

    def _deal_once(self) -> int:
        """Deal hands and the Court from the pile; FC-R4 sends Fireballs back. Returns how
        many Fireballs were shuffled back."""
        self.hands = [[self.pile.pop() for _ in range(DEAL_HAND)] for _ in range(2)]
        self.court = []
        returned = 0
        laid = 0
        while laid < COURT_SIZE:
            card = self.pile.pop()
            if kind(card) == FIREBALL:
                returned += 1
                self.pile.append(card)
                self.rng.shuffle(self.pile)
                continue
            self._lay(card)
            laid += 1
        return returned

    def _four_of_a_kind(self) -> str | None:
        for stack in self.court:
            if len(stack) == 4:
                return kind(stack[0])
        return None

    def _choose_starter(self) -> StarterChosen:
        high = tuple(max((fc.number(c) for c in hand), default=0) for hand in self.hands)
        self.opening_high = (high[0], high[1])
        way, chosen = self.opts.starter, chosen_seat(self.opts.starter, 2)
        if self.round_no == 1 and chosen is not None:  # FC-R8: the setup's choice, round 1
            seat, reason = chosen, "chosen"
        elif self.round_no == 1 and way == RANDOM:
            seat, reason = self.rng.randrange(2), "random"
        elif high[0] != high[1]:
            seat, reason = (0 if high[0] > high[1] else 1), "highest"
        elif self.starter in (0, 1):
            seat, reason = 1 - self.starter, "tie"
        else:
            seat, reason = self.rng.randrange(2), "random"
        self.starter = seat
        return StarterChosen(seat, self.opening_high, reason)

    # --- turns --------------------------------------------------------------------------
    def _start_turn(self, seat: int) -> list[Event]:
        self.on_turn = seat
        self.drawn = None
        will_draw = bool(self.pile) and len(self.hands[seat]) < HAND_SIZE
        self.phase = "draw" if will_draw else "play"
        return [TurnStarted(seat, will_draw)]

    def _draw(self) -> list[Event]:
        seat = self.on_turn
        card = self.pile.pop()
        self.hands[seat].append(card)
        self.drawn = card
        self.phase = "play"
        return [CardDrawn(seat, len(self.hands[seat]), len(self.pile))]

    def _lay(self, card: int) -> tuple[int, bool]:
        index = self.stack_of(kind(card))
        if index is None:
            self.court.append([card])
            return len(self.court) - 1, True
        self.court[index].append(card)
        return index, False

    def _play(self, seat: int, card: int) -> list[Event]:
        self.hands[seat].remove(card)
        self.drawn = None
        events: list[Event] = [CardPlayed(seat, card)]
        card_kind = kind(card)
        index = self.stack_of(card_kind)
        if card_kind == FIREBALL and self.court:  # FC-R3: a Fireball takes the whole Court
            taken = tuple(c for stack in self.court for c in stack)
            self.court = []
            events.append(self._capture(seat, card, taken, sweep=True))
        elif index is not None:  # FC-R2: a matching card must capture
            taken = tuple(self.court.pop(index))
            events.append(self._capture(seat, card, taken, sweep=False))
        else:
            stack, new = self._lay(card)
            events.append(Laid(seat, card, stack, new))
        if not self.hands[0] and not self.hands[1] and not self.pile:
            events.extend(self._end_round())
            return events
        following = 1 - seat if self.hands[1 - seat] else seat
        events.extend(self._start_turn(following))
        return events

    def _capture(self, seat: int, card: int, taken: tuple[int, ...], sweep: bool) -> Captured:
        self.captured[seat].extend((card, *taken))
        self.last_capturer = seat
        return Captured(seat, card, taken, sweep)

    # --- end of a round -----------------------------------------------------------------
    def _end_round(self) -> list[Event]:
        leftover = tuple(c for stack in self.court for c in stack)
        self.court = []
        events: list[Event] = []
        if leftover:
            if self.last_capturer is None:  # FC-R7: nobody captured, nobody takes them
                self.nobody.extend(leftover)
            else:
                self.captured[self.last_capturer].extend(leftover)
            events.append(CourtLeftover(self.last_capturer, leftover))
        if self.ravens_share:
            events.append(self._ravens_share())
        events.append(self._score_round())
        events.extend(self._match_end())
        return events

    def _ravens_share(self) -> RavensShare:
        ravens = tuple(sum(1 for c in pile if fc.is_raven(c)) for pile in self.captured)
        if ravens[0] == ravens[1]:
            return RavensShare(None, (ravens[0], ravens[1]), ())
        taker = 0 if ravens[0] > ravens[1] else 1
        giver_pile = self.captured[1 - taker]
        coins = [c for c in giver_pile if fc.is_coin(c)][-RAVENS_STEAL:]
        for coin in coins:
            giver_pile.remove(coin)
        self.captured[taker].extend(coins)
        return RavensShare(taker, (ravens[0], ravens[1]), tuple(coins))

    def _score_round(self) -> RoundScored:
        coins = tuple(sum(1 for c in pile if fc.is_coin(c)) for pile in self.captured)
        seniors = tuple(fc.senior_counts(pile) for pile in self.captured)
        sets = tuple(sum(fc.SET_POINTS[n] for n in s) for s in seniors)
        gained = tuple(fc.points(pile) for pile in self.captured)
        self.totals = [self.totals[0] + gained[0], self.totals[1] + gained[1]]
        self.last_round = RoundScored(
            self.round_no,
            (coins[0], coins[1]),
            (seniors[0], seniors[1]),
            (sets[0], sets[1]),
            (gained[0], gained[1]),
            (self.totals[0], self.totals[1]),
        )
        self.phase = "round_over"
        return self.last_round

    def _match_end(self) -> list[Event]:
        totals = (self.totals[0], self.totals[1])
        if max(totals) < self.target:
            return []
        if totals[0] == totals[1]:
            return [TiedAtTarget(totals)]
        self.winner = 0 if totals[0] > totals[1] else 1
        self.phase = "over"
        return [MatchWon(self.winner, totals)]


def new_state(players: int, seed: int, options: dict[str, Any]) -> FireballState:
    return FireballState(players, seed, options)
