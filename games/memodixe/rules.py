"""MemoDiXe's rules: the square, the pairs, the ten powers, "DiXe!" and the end, as the
printed rules (shared/rules, outside this repository) and their rulings MD-R1 to MD-R9 say.

The turn is a small state machine; every choice (which die to keep, whom to rob, which
dice to peek or swap) is a pending phase answered by an action of the seat that chooses.
Rolls come only from `self.rng` (MD-R2), so seed + actions replay a game exactly.
"""

from __future__ import annotations

import random
from typing import Any

from games.core import Action, Event, GameState
from games.core.options import RANDOM, chosen_seat
from games.memodixe import dice
from games.memodixe.actions import (
    AsideDie,
    CallDixe,
    DiceDiscarded,
    DiceRolled,
    DiceSwapped,
    DiceTurnedBack,
    DieGiven,
    DiePeeked,
    DieReturned,
    DieSetAside,
    DieStolen,
    DieTurned,
    DieWon,
    DixeCalled,
    DixeChecked,
    DixeView,
    ExtraTurn,
    GameEnded,
    Give,
    GoOn,
    Keep,
    NothingHappens,
    PairFound,
    Pick,
    PlayOn,
    PowerCheck,
    ShownDie,
    SquareDie,
    Steal,
    TurnOver,
    TurnStarted,
)
from games.memodixe.options import DEFAULTS, OPTIONS, YOUNGEST, Options

PLACES = 9
FIRST, SECOND, KEEP, PEEK, STEAL, GIVE = "first", "second", "keep", "peek", "steal", "give"
SWAP, REROLL, ASIDE, LAST, GO_ON, OVER = "swap", "reroll", "aside", "last", "go-on", "over"
NO_WIN = ("sun", "scales", "star")  # "you win no DiXe: roll both again"
PLAY_AGAIN = ("rabbit", "star")  # MD-R5
SECRET = ("eye", "hat")


def first_seat(starter: int | str, players: int, rng: random.Random) -> int:
    """The youngest starts (their seat is chosen at setup, seat 0 unless said), or a
    seat drawn at random when the setup asks for that."""
    if starter == RANDOM:
        return rng.randrange(players)
    chosen = chosen_seat(starter, players)
    return YOUNGEST if chosen is None else chosen


def chosen_in_secret(action: Action, phase: str) -> bool:
    """The eye's and the hat's dice are chosen in secret: the table sees none of them."""
    return isinstance(action, Pick) and phase in (PEEK, SWAP)


class MemoDixeState(GameState):
    def __init__(self, players: int, seed: int, options: dict[str, Any]) -> None:
        OPTIONS.check(options, players, "MemoDiXe")
        super().__init__(players, seed, {**DEFAULTS, **options})
        self.opts = OPTIONS.read(options, Options)
        order = list(range(dice.DICE))
        self.rng.shuffle(order)
        self.top = ["" for _ in range(dice.DICE)]
        self.square: list[int | None] = list(order[:PLACES])
        self.reserve: list[int] = sorted(order[PLACES : PLACES + players])
        self.unused: list[int] = sorted(order[PLACES + players :])
        for die in order[:PLACES]:
            self.top[die] = dice.roll(die, self.rng)
        self.won: list[list[int]] = [[] for _ in range(players)]
        self.discarded: list[int] = []
        self.aside: dict[int, tuple[int, int]] = {}  # place -> (die, owner)
        self.turn = first_seat(self.opts.starter, players, self.rng)
        self.phase, self.can_call = FIRST, True
        self.turned: list[int] = []  # places face up
        self.symbol = ""
        self.picks: list[int] = []
        self.picks_left = 0
        self.givers: list[int] = []
        self.receivers: list[int] = []
        self.shown: list[ShownDie] = []
        self.peeked: list[ShownDie] = []
        self.misses = 0
        self.right_calls: list[int] = []
        self.end_reason = ""

    # --- queries ------------------------------------------------------------------------
    def occupied(self) -> list[int]:
        return [p for p, die in enumerate(self.square) if die is not None]

    def face(self, place: int) -> ShownDie:
        die = self.square[place]
        assert die is not None
        return ShownDie(place, die, self.top[die], dice.bottom(die, self.top[die]))

    def pair_exists(self) -> bool:
        bottoms = [self.face(p).bottom for p in self.occupied()]
        return len(set(bottoms)) < len(bottoms)

    def power_on(self, symbol: str) -> bool:
        return symbol not in SECRET or self.opts.secret_powers

    # --- contract -----------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.phase == OVER

    def to_act(self) -> frozenset[int]:
        if self.over:
            return frozenset()
        return frozenset({self.givers[0] if self.phase == GIVE else self.turn})

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        phase, free = self.phase, self.occupied()
        if phase == FIRST:
            calls: list[Action] = [CallDixe()] if self.can_call else []
            return calls + [TurnOver(p) for p in free]
        if phase == SECOND:
            return [TurnOver(p) for p in free if p not in self.turned]
        if phase == KEEP:
            return [Keep(p) for p in self.turned]
        if phase in (PEEK, SWAP):
            taken = set(self.turned) | set(self.picks)
            return [Pick(p) for p in free if p not in taken]
        if phase in (REROLL, ASIDE, LAST):
            return [Pick(p) for p in free]
        if phase == STEAL:
            return [Steal(v) for v in self.victims()]
        if phase == GIVE:
            return [Give(r) for r in self.receivers]
        return [GoOn(True), GoOn(False)]

    def _apply(self, seat: int, action: Action) -> list[Event]:
        self.shown = []
        events: list[Event] = []
        if isinstance(action, TurnOver):
            self._turn_over(action.place, events)
        elif isinstance(action, CallDixe):
            self._call(events)
        elif isinstance(action, Keep):
            self._keep(action.place, events)
        elif isinstance(action, Pick):
            self._pick(action.place, events)
        elif isinstance(action, Steal):
            self._steal(action.victim, events)
            self._refill(events)
        elif isinstance(action, Give):
            self._give(self.givers.pop(0), action.receiver, events)
            if not self.givers:
                self._refill(events)
        elif isinstance(action, GoOn):
            self._go_on(action.go, events)
        return events

    def table_sees(self, seat: int, action: Action) -> Action | None:
        return None if chosen_in_secret(action, self.phase) else action

    def scores(self) -> list[float]:
        return [float(len(w)) for w in self.won]

    def winners(self) -> list[int]:
        return break_tie(super().winners(), self.right_calls)

    def view(self, seat: int) -> DixeView:
        mine = seat == self.turn
        return DixeView(
            seat=seat,
            players=self.players,
            turn=self.turn,
            phase=self.phase,
            square=tuple(None if d is None else SquareDie(d, self.top[d]) for d in self.square),
            aside=tuple(
                AsideDie(p, d, self.top[d], owner) for p, (d, owner) in sorted(self.aside.items())
            ),
            reserve=tuple(self.reserve),
            won=tuple(tuple(w) for w in self.won),
            discarded=len(self.discarded),
            turned=tuple(self.face(p) for p in self.turned),
            shown=tuple(self.shown),
            peeked=tuple(self.peeked) if mine else (),
            picks=tuple(self.picks) if mine and self.phase == SWAP else (),
            symbol=self.symbol,
            givers=tuple(self.givers),
            can_call=self.can_call and self.phase == FIRST,
            misses=self.misses,
            right_calls=tuple(self.right_calls),
            over=self.over,
        )

    def setup(self) -> dict[str, Any]:
        return {
            "square": [[d, self.top[d]] for d in self.square if d is not None],
            "reserve": list(self.reserve),
            "unused": list(self.unused),
        }

    # --- the turn -----------------------------------------------------------------------
    def _turn_over(self, place: int, events: list[Event]) -> None:
        face = self.face(place)
        self.turned.append(place)
        self.shown.append(face)
        self.can_call = False
        events.append(DieTurned(self.turn, place, face.die, face.top, face.bottom))
        if self.phase == FIRST:
            self.phase = SECOND
            return
        a, b = (self.face(p) for p in self.turned)
        if a.bottom != b.bottom:
            events.append(DiceTurnedBack(self.turn, tuple(self.turned)))
            self.turned = []
            self.misses += 1
            self._end_turn(events)
            return
        self.misses = 0
        self.symbol = a.bottom
        events.append(PairFound(self.turn, a.bottom, (a.place, b.place)))
        others = len(self.occupied()) - 2
        if self.symbol == "eye" and self.power_on("eye") and others > 0:
            self._ask(PEEK, min(2, others))
            return
        self._win_step(events)

    def _win_step(self, events: list[Event]) -> None:
        if self.symbol not in NO_WIN:
            self._ask(KEEP)
            return
        self._roll(self.turned, "pair", events)
        self.turned = []
        if self.symbol == "sun":
            victims = self.victims()
            if len(victims) > 1:
                self._ask(STEAL)
                return
            if victims:
                self._steal(victims[0], events)
            else:
                events.append(NothingHappens(self.turn, "sun"))
        elif self.symbol == "scales" and self._scales(events):
            return
        self._refill(events)

    def _keep(self, place: int, events: list[Event]) -> None:
        other = next(p for p in self.turned if p != place)
        self.turned = []
        self._win(place, "keep", events)
        self._roll([other], "pair", events)
        die = self.square[other]
        assert die is not None
        if self.symbol in ("bomb", "skull"):  # MD-R4: the top face it lands on
            hit = self.top[die] == self.symbol
            events.append(PowerCheck(self.turn, self.symbol, other, hit))
            if hit and self.symbol == "bomb":
                self._win(other, "bomb", events)
            elif hit:
                self._skull_discards(events)
        self._refill(events)

    def _win(self, place: int, how: str, events: list[Event]) -> None:
        die = self.square[place]
        assert die is not None
        self.square[place] = None
        self.won[self.turn].append(die)
        events.append(DieWon(self.turn, place, die, how))

    def _skull_discards(self, events: list[Event]) -> None:
        """MD-R8: each player with won dice discards one, the last one they won."""
        for seat, pile in enumerate(self.won):
            if pile:
                die = pile.pop()
                self.discarded.append(die)
                events.append(DiceDiscarded(seat, (die,), "skull"))

    def victims(self) -> list[int]:
        return [s for s in range(self.players) if s != self.turn and self.won[s]]

    def _steal(self, victim: int, events: list[Event]) -> None:
        die = self.won[victim].pop()
        self.won[self.turn].append(die)
        events.append(DieStolen(self.turn, victim, die))

    def _scales(self, events: list[Event]) -> bool:
        """Start the scales; True when givers must still choose a receiver."""
        counts = [len(w) for w in self.won]
        most, fewest = max(counts), min(counts)
        if most == fewest:
            events.append(NothingHappens(self.turn, "scales"))
            return False
        givers = [s for s, c in enumerate(counts) if c == most]
        self.receivers = [s for s, c in enumerate(counts) if c == fewest]
        if len(self.receivers) == 1:
            for giver in givers:
                self._give(giver, self.receivers[0], events)
            return False
        self.givers = givers
        self.phase = GIVE
        return True

    def _give(self, giver: int, receiver: int, events: list[Event]) -> None:
        die = self.won[giver].pop()  # MD-R8: from the giver's won dice
        self.won[receiver].append(die)
        events.append(DieGiven(giver, receiver, die))

    def _refill(self, events: list[Event]) -> None:
        """Step 3 of a pair, then the powers that act after it (MD-R7 stops all at once)."""
        self._fill_square(events)
        if len(self.occupied()) < 2:
            self._finish("square", events)
            return
        self._after_step(events)

    def _after_step(self, events: list[Event]) -> None:
        """Powers that act "after resolving your turn": hat, die, snowflake."""
        count = len(self.occupied())
        if self.symbol == "hat" and self.power_on("hat") and count >= 2:
            self._ask(SWAP, 2)
        elif self.symbol == "die" and count:
            self._ask(REROLL)
        elif self.symbol == "snowflake" and count:
            self._ask(ASIDE)
        else:
            self._end_turn(events)

    def _pick(self, place: int, events: list[Event]) -> None:
        if self.phase == PEEK:
            self.peeked.append(self.face(place))
            events.append(DiePeeked(self.turn))
            self._next_pick(place, lambda: self._win_step(events))
        elif self.phase == SWAP:
            self._next_pick(place, lambda: self._swap(events))
        elif self.phase == REROLL:
            self._roll([place], "power", events)
            self._end_turn(events)
        elif self.phase == ASIDE:
            die = self.square[place]
            assert die is not None
            self.aside[place] = (die, self.turn)
            self.square[place] = None
            events.append(DieSetAside(self.turn, place, die))
            self._end_turn(events)
        else:
            self._win(place, "last", events)
            if self.opts.go_on_after_dixe:
                self._ask(GO_ON)
            else:
                self._finish("dixe", events)

    def _next_pick(self, place: int, done) -> None:
        self.picks.append(place)
        self.picks_left -= 1
        if not self.picks_left:
            done()

    def _swap(self, events: list[Event]) -> None:
        a, b = self.picks
        self.square[a], self.square[b] = self.square[b], self.square[a]
        events.append(DiceSwapped(self.turn))
        self._end_turn(events)

    def _ask(self, phase: str, picks: int = 0) -> None:
        self.phase = phase
        self.picks = []
        self.picks_left = picks

    def _roll(self, places: list[int], source: str, events: list[Event]) -> None:
        rolls = []
        for place in places:
            die = self.square[place]
            assert die is not None
            self.top[die] = dice.roll(die, self.rng)
            rolls.append((place, die, self.top[die]))
        events.append(DiceRolled(self.turn, tuple(rolls), source))

    def _end_turn(self, events: list[Event]) -> None:
        if len(self.occupied()) < 2:  # MD-R7
            self._finish("square", events)
            return
        if self.symbol in PLAY_AGAIN:
            events.append(ExtraTurn(self.turn, self.symbol))
            self._start_turn(self.turn, True, events)
        else:
            self._start_turn((self.turn + 1) % self.players, False, events)

    def _start_turn(self, seat: int, extra: bool, events: list[Event]) -> None:
        self.turn = seat
        self.symbol = ""
        self.peeked = []
        self.turned = []
        events.append(TurnStarted(seat, extra))
        for place, (die, owner) in sorted(self.aside.items()):  # MD-R6: before anything
            if owner == seat:
                del self.aside[place]
                self.square[place] = die
                events.append(DieReturned(seat, place, die, self.top[die]))
        if len(self.occupied()) < 2:
            self._finish("square", events)
            return
        self._ask(FIRST)
        self.can_call = True

    # --- "DiXe!" ------------------------------------------------------------------------
    def _call(self, events: list[Event]) -> None:
        events.append(DixeCalled(self.turn))
        faces = [self.face(p) for p in self.occupied()]
        self.shown = faces
        right = not self.pair_exists()
        check = tuple((f.place, f.die, f.top, f.bottom) for f in faces)
        events.append(DixeChecked(self.turn, check, right))
        self.can_call = False
        if right:
            self.right_calls.append(self.turn)
            self._ask(LAST)
            return
        if self.opts.wrong_call_penalty and self.won[self.turn]:
            lost = tuple(self.won[self.turn])
            self.won[self.turn] = []
            self.discarded.extend(lost)
            events.append(DiceDiscarded(self.turn, lost, "wrong-dixe"))
        self._roll(self.occupied(), "square", events)
        self._ask(FIRST)  # MD-R3: the caller plays their turn, without a second call

    def _go_on(self, go: bool, events: list[Event]) -> None:
        events.append(PlayOn(self.turn, go))
        if not go:
            self._finish("dixe", events)
            return
        if self.occupied():
            self._roll(self.occupied(), "square", events)
        self.symbol = ""
        self._fill_square(events)
        if len(self.occupied()) < 2:
            self._finish("square", events)
            return
        self._ask(FIRST)
        self.can_call = False

    def _fill_square(self, events: list[Event]) -> None:
        """Each empty place (not one kept for a set-aside die) gets a rolled reserve die."""
        rolls = []
        for place, die in enumerate(self.square):
            if die is None and place not in self.aside and self.reserve:
                new = self.rng.choice(self.reserve)
                self.reserve.remove(new)
                self.square[place] = new
                self.top[new] = dice.roll(new, self.rng)
                rolls.append((place, new, self.top[new]))
        if rolls:
            events.append(DiceRolled(self.turn, tuple(rolls), "reserve"))

    def _finish(self, reason: str, events: list[Event]) -> None:
        self.phase = OVER
        self.end_reason = reason
        self.turned = []
        scores = tuple(len(w) for w in self.won)
        events.append(GameEnded(reason, scores, tuple(self.winners())))


def break_tie(tied: list[int], right_calls: list[int]) -> list[int]:
    """Most dice wins; on a tie, the tied player who last called "DiXe!" rightly."""
    for caller in reversed(right_calls):
        if caller in tied:
            return [caller]
    return tied
