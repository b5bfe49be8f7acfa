"""Dice sliding across MemoDiXe's table, timed on the story's timeline: the moves every
teller shares (a die lifted, flown home, refilled from the reserve), kept apart from the
tellers so each teller reads as what happens, not how a die moves."""

from __future__ import annotations

from collections.abc import Callable

from engine.drawing.anim import Step, Timeline, ease_in_out
from engine.game.flight import Flight
from engine.game.story import Story
from games.memodixe.scene.layout import Point
from games.memodixe.scene.picture import Glide


def wait_until(timeline: Timeline, condition: Callable[[], bool], limit: float) -> None:
    """Queue a pause that lasts until `condition()` holds (or `limit` seconds pass).

    The timeline's steps have fixed lengths; a throw lasts as long as the physics takes,
    so the pause re-queues a short step at the front of the queue until it is done."""
    left = [limit]
    poll = 0.05

    def check() -> None:
        left[0] -= poll
        if left[0] > 0 and not condition():
            timeline.queue.appendleft(Step(poll, end=check, label="wait-until"))

    timeline.add(Step(poll, end=check, label="wait-until"))


class DiceMotion:
    """The story's dice in flight: one flight per die, replaced when it moves again."""

    def __init__(self, story: Story) -> None:
        self.story = story

    def fly(
        self,
        die: int,
        face: str,
        start: Point,
        end: Point,
        seconds: float,
        scale_to: float = 1.0,
        scale_from: float = 1.0,
    ) -> None:
        """Send a die sliding across the table (a flight timed by the clock and as fast as
        the timeline plays, so it lands with the step that shows it)."""
        seconds /= max(self.story.timeline.speed, 1e-6)
        self.land(die)
        glide = Glide(die, face, scale_to, scale_from)
        self.story.flights.add(Flight(glide, start, end, self.story.now, seconds, ease=ease_in_out))

    def land(self, die: int) -> None:
        self.story.flights.remove(lambda flight: flight.what.die != die)

    def glide(
        self,
        die: int,
        face: str,
        start: Callable[[], Point],
        end: Callable[[], Point],
        seconds: float,
        scale_to: float = 1.0,
        before: Callable[[], None] | None = None,
        after: Callable[[], None] | None = None,
        sound: str = "whoosh",
    ) -> None:
        """A timeline step while a die slides from `start()` to `end()` (both asked when the
        step begins, so they follow a resize made before it)."""

        def begin() -> None:
            if before:
                before()
            self.fly(die, face, start(), end(), seconds, scale_to)
            self.story.play(sound)

        def finish() -> None:
            self.land(die)
            if after:
                after()

        self.story.step(seconds, begin=begin, end=finish)
