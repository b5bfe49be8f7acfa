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

from engine.anim import Step, Timeline
from engine.flight import FlightLayer
from games.core import Action, Event


class StoryHost(Protocol):
    """What a story may use of its scene: the clock, the timeline, the flight layer, the
    sounds and the banner. Nothing else of the scene is a story's business."""

    timeline: Timeline
    flights: FlightLayer

    @property
    def now(self) -> float: ...

    def play(self, sound: str, seat: int | None = None, volume: float = 1.0) -> None: ...

    def announce(self, emoji: str, text: str, seconds: float = 1.4, sound: str = "") -> None: ...


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
