"""Looking at what is hidden: a finger held on a hand or a peek pad, or a tap.

A hidden hand shows its owner while their finger stays on it (the base scene's captures).
Peek by tap, an operator's accessibility setting for players who cannot hold a finger still
or down, makes a tap do it instead: the hand shows from that tap until the next tap on it,
or a few seconds at most. `Peeks` (the game scene's `peeks`) is the one way games ask for
either, so Memorandum's peek pads and Fireball Court's hands follow the setting alike.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

from engine.input.captures import Captures
from engine.input.pointer import Gesture

PEEK_SECONDS = 5.0  # peek by tap: a hand a tap opened closes by itself after this long


@dataclass
class TapPeeks:
    """Peek by tap (an accessibility setting, for players who cannot hold a finger down):
    what a tap opened (a hidden hand) stays open until the next tap on it or, at the
    latest, `seconds` after it opened."""

    seconds: float = PEEK_SECONDS
    opened: dict[Hashable, float] = field(default_factory=dict)

    def toggle(self, item: Hashable, now: float) -> bool:
        """A tap on `item`: open it, or close it if it is open. Returns whether it is."""
        if self.showing(item, now):
            self.close(item)
            return False
        self.opened[item] = now
        return True

    def renew(self, item: Hashable, now: float) -> None:
        """Keep `item` open `seconds` from now (a touch on a hand that also plays)."""
        self.opened[item] = now

    def showing(self, item: Hashable, now: float) -> bool:
        began = self.opened.get(item)
        return began is not None and 0.0 <= now - began < self.seconds

    def close(self, item: Hashable) -> None:
        self.opened.pop(item, None)

    def next_change(self, now: float) -> float:
        """When the first thing open closes by itself."""
        ends = [began + self.seconds for began in self.opened.values()]
        return min((end for end in ends if end > now), default=math.inf)

    def clear(self) -> None:
        self.opened.clear()


class Peeks:
    """The game scene's part for looking at what is hidden (`scene.peeks`): `hold` on a
    finger's down, `shown` when drawing, `end` when the time to look is over. Reads the
    operator's setting and the clock from the app, and what fingers hold from the scene's
    captures."""

    def __init__(self, app: Any, captures: Captures) -> None:
        self.app = app
        self.captures = captures
        self.taps = TapPeeks()  # what taps keep open

    def hold(self, gesture: Gesture, item: Hashable) -> None:
        """A finger comes down on something hidden it may look at (a hand, a peek pad):
        it shows while the finger stays, or with peek by tap on (an operator's setting for
        players who cannot hold a finger still), from this tap until the next tap on it
        or a few seconds (`PEEK_SECONDS`)."""
        if self.app.settings.peek_by_tap:
            self.taps.toggle(item, self.app.now)
        else:
            self.captures.grab(gesture.pointer, item)

    def renew(self, item: Hashable) -> None:
        """Peek by tap: keep `item` open a few seconds from now (a touch on a hand that
        also plays)."""
        self.taps.renew(item, self.app.now)

    def shown(self, item: Hashable) -> bool:
        """Is `item` shown now, held by a finger or opened by a tap?"""
        return self.captures.held(item) or self.taps.showing(item, self.app.now)

    def next_change(self, now: float) -> float:
        """When a hidden hand a tap opened closes by itself."""
        return self.taps.next_change(now)

    def end(self, item: Hashable) -> None:
        """Whatever showed `item` lets go of it (the time to look is over)."""
        self.captures.release_item(item)
        self.taps.close(item)
