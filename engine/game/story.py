"""How a game's rule events are told at the table: one registry, declared per game.

The rules apply a move at once and return its events; a game's `Story` turns each event
into timeline steps, flights and sounds. A story declares its tellers with `@tells(Event)`
on methods, and the base finds them once per class: there is one way to say "this event is
told like this", and an event without a teller is simply not animated.

A story keeps the *picture* the table shows (what the players have been shown so far),
which lags the rules while the timeline plays. `sync()` sets the picture straight from the
rules with no animation: the base scene calls it when the scene starts (a new or resumed
game) and whenever the timeline falls idle, so a picture can never drift from the rules.
A `sync` only sets the picture: it starts no clock and plays no sound.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, Protocol

from engine.drawing.anim import Step, Timeline
from engine.game.flight import FlightLayer
from engine.i18n import tr
from engine.words import reactions as react
from engine.words.reactions import Point, Reactions
from games.core import Action, Event


class StoryHost(Protocol):
    """What a story may use of its scene: the clock, the timeline, the flight layer, the
    sounds, the banner, the reactions at the seats and the seats' names. Nothing else of
    the scene is a story's business."""

    timeline: Timeline
    flights: FlightLayer
    reactions: Reactions

    @property
    def now(self) -> float: ...

    def play(self, sound: str, seat: int | None = None, volume: float = 1.0) -> None: ...

    def announce(self, emoji: str, text: str, seconds: float = 1.4, sound: str = "") -> None: ...

    def end_banner(self) -> None: ...

    def seat_name(self, seat: int) -> str: ...


def tells(*events: type[Event]) -> Callable[[Callable], Callable]:
    """Declare a story method as the teller of these rule events."""

    def mark(method: Callable) -> Callable:
        method.told_events = events  # type: ignore[attr-defined]
        return method

    return mark


class Story:
    """Base of every game's story (see the module docstring)."""

    tellers: ClassVar[dict[type[Event], str]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        found = dict(cls.tellers)
        for name, member in vars(cls).items():
            for event in getattr(member, "told_events", ()):
                found[event] = name
        cls.tellers = found

    def __init__(self, host: StoryHost) -> None:
        self.host = host
        self.timeline = host.timeline
        self.flights = host.flights

    def tell(self, seat: int, action: Action, events: list[Event]) -> None:
        """Queue the telling of one move's events, in the order they happened."""
        self.before(seat, action, events)
        self.tell_events(events)

    def tell_events(self, events: list[Event]) -> None:
        """Queue the telling of events that no move caused (a game's opening deal)."""
        for event in events:
            name = self.tellers.get(type(event))
            if name is not None:
                getattr(self, name)(event)

    def before(self, seat: int, action: Action, events: list[Event]) -> None:
        """Hook: something to show before the events (the mover's gesture), if any."""

    def sync(self) -> None:
        """Set the picture from the rules, with no animation (see the module docstring)."""

    # --- services ---------------------------------------------------------------------------
    @property
    def now(self) -> float:
        return self.host.now

    def step(self, seconds: float, **kwargs: Any) -> Step:
        """Queue a timeline step (`begin`, `tick`, `end`, `parallel`, `label`)."""
        return self.timeline.add(Step(seconds, **kwargs))

    def play(self, sound: str, seat: int | None = None, volume: float = 1.0) -> None:
        self.host.play(sound, seat, volume)

    def announce(self, emoji: str, text: str, seconds: float = 1.4, sound: str = "") -> None:
        self.host.announce(emoji, text, seconds, sound)

    def end_banner(self) -> None:
        """The banner showing has said its piece: the move it asked for is being made."""
        self.host.end_banner()

    # --- reactions at the seats (engine/words/reactions.py) ---------------------------------------
    def gained(
        self,
        seat: int,
        points: float,
        at: Callable[[], Point] | None = None,
        glow: float = 0.0,
        emoji: str = "✨",
    ) -> None:
        """Queue "+points" (beside `emoji`: what was gained) facing the scorer, by the piece
        `at` (else at its panel's edge), and a glow of radius `glow` round the piece."""

        def show() -> None:
            where = at() if at is not None else None
            self.host.reactions.pop(emoji, f"+{points:g}", seat, self.now, where)
            if where is not None and glow > 0:
                self.host.reactions.glow(where, glow, self.now)

        self.timeline.call(show, label="gained")

    def oops(self, seat: int, at: Callable[[], Point] | None = None) -> None:
        """Queue a mistake's "oops" at `seat` (by the piece `at`, else at its panel), its
        panel shaking and dimmed, and hold the table a moment: the turn passes after it."""

        def show() -> None:
            where = at() if at is not None else None
            self.host.reactions.oops(seat, tr("react.oops"), self.now, where)

        self.step(react.MISTAKE_HOLD, begin=show, label="oops")

    def round_over(self, points: dict[int, float], emoji: str = "🏆") -> None:
        """Queue a round's end on a card facing every seat: who won it (ties share) with
        how many points, from each seat's `points` in the round."""
        best = max(points.values(), default=0)
        names = ", ".join(self.host.seat_name(s) for s, p in sorted(points.items()) if p == best)
        text = tr("react.round", name=names, points=f"{best:g}") if best > 0 else ""
        text = text or tr("react.round_nobody")
        self.timeline.call(lambda: self.host.reactions.summary(emoji, text, self.now))

    def explain_once(self, key: str, emoji: str, text: str, seat: int | None = None) -> bool:
        """The first time `key` happens in this game, queue a card saying what it does
        (facing `seat`, or every seat) and hold the table a moment to read it. True when
        it was the first time (a game may remind more briefly on later times)."""
        if not self.host.reactions.first_time(key):
            return False

        def show() -> None:
            self.host.reactions.explain(emoji, text, seat, self.now)

        self.step(react.EXPLAIN_HOLD, begin=show, label="explain")
        return True
