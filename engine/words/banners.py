"""Banners: a picture and a few words that pop in for the whole table, one at a time.

A banner always carries a picture and moves (it pops in with a little overshoot and
shrinks away), so a child who cannot read yet still gets the message, and a grown-up gets
the words too. Every game announces its moments through here, so they look and behave the
same. Where each copy shows is decided before the frame is painted (`engine.words.telling`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Protocol

import pygame

from engine.drawing import anim, theme
from engine.drawing.display import TOLD, WORDS, DisplayList, Image, Raster
from engine.drawing.icons import picture
from engine.drawing.images import plate_on, rounded
from engine.drawing.images import text as words
from engine.drawing.motion import MOTION
from engine.drawing.text import breakable, listened, measure, type_size, wrap
from engine.words.places import Spot

POP_SECONDS = 0.25  # a banner grows in with a little overshoot ...
FADE_SECONDS = 0.15  # ... and shrinks away at its end
SCALE_STEPS = 10  # ... shown at scales in tenths: at most one smooth scaling a frame, none
# while a step lasts


@dataclass(frozen=True)
class Banner:
    emoji: str
    text: str
    began: float
    seconds: float = 1.4

    def showing(self, now: float) -> bool:
        return 0.0 <= now - self.began < self.seconds

    def scale(self, now: float) -> float:
        """The pop: 0 → 1 with an overshoot, then back to 0 in the last moment (always 1
        while it shows, when motion is calm: it fades instead, `look`)."""
        return self.look(now)[0]

    def look(self, now: float) -> tuple[float, int]:
        """Its scale and opacity now (`MOTION.pop`: lively, it pops; calm, it fades)."""
        age = now - self.began
        grow = anim.ease_out_back(min(1.0, age / POP_SECONDS))
        shrink = min(1.0, max(0.0, self.seconds - age) / FADE_SECONDS)
        return MOTION.pop(age / POP_SECONDS, grow * shrink, shrink)


WAITING = 2  # banners that may wait behind the one showing; an older one gives way


class Told(Protocol):
    """Something shown to the whole table for a while: a `Banner`, or a notice (a round's
    summary, a first-time explainer); `BannerQueue` shows one at a time."""

    @property
    def emoji(self) -> str: ...
    @property
    def text(self) -> str: ...
    @property
    def began(self) -> float: ...
    @property
    def seconds(self) -> float: ...
    def showing(self, now: float) -> bool: ...


@dataclass
class BannerQueue:
    """Banners (and notices) one after another. Two moments announced at once would show
    in the same spots, the later covering the earlier, and neither would be read: the later
    waits until the earlier has gone, and starts its pop then. A burst keeps only the
    newest `WAITING` banners, so the table never falls far behind; a notice never gives way
    (an explainer is shown once a game)."""

    current: Told | None = None
    waiting: deque[Told] = field(default_factory=deque)

    def finish(self, told: Told, now: float) -> None:
        """`told` has been shown (a standstill showed it, however briefly): what waits is
        next."""
        if self.current is told:
            self.current = replace(told, seconds=max(0.0, now - told.began))

    def add(self, told: Told) -> None:
        """Show `told` now if nothing shows, else after what shows and waits."""
        shown = self.current is not None and self.current.showing(told.began)
        if not shown:
            self.current = told
            return
        if told.text in [t.text for t in (self.current, *self.waiting) if t is not None]:
            return  # already said
        self.waiting.append(told)
        banners = [t for t in self.waiting if isinstance(t, Banner)]
        for oldest in banners[: max(0, len(banners) - WAITING)]:
            self.waiting.remove(oldest)

    def at(self, now: float) -> Told | None:
        """What shows at `now`: the next one starts its pop when the current ends."""
        current = self.current
        if self.waiting and (current is None or now >= current.began + current.seconds):
            self.current = replace(self.waiting.popleft(), began=now)
        return self.current

    def showing(self, now: float) -> Told | None:
        """What shows at `now` as the queue stands (painting reads, never moves it on)."""
        current = self.current
        return current if current is not None and current.showing(now) else None


def plate(
    emoji: str, text: str, unit: float, colour: theme.Colour = theme.GOLD, role: str = "heading"
) -> Image:
    """The banner's pill, upright: the picture, then the words."""
    make = _plate.__wrapped__ if listened() else _plate
    return make(emoji, text, unit, tuple(colour), role, type_size(role, unit))


@lru_cache(maxsize=512)
def _plate(emoji: str, text: str, unit: float, colour: theme.Colour, role: str, size: int) -> Image:
    """A pill, made once for each look (prompts and captions ask for theirs every frame).
    Words with a line break show on two lines, under each other beside the picture (a
    copy with no room for one long line)."""
    labels = [words(line, size, colour) for line in text.split("\n")] if text else []
    art = picture(emoji, round(size * 1.5)) if emoji else None
    gap = size * 0.35
    w = max((label.size[0] for label in labels), default=0) + (art.size[0] + gap if art else 0)
    h = max(sum(label.size[1] for label in labels), art.size[1] if art else 0)
    pad_x, pad_y = size * 0.8, size * 0.3
    pill_h = round(h + 2 * pad_y)
    pill = rounded(
        (round(w + 2 * pad_x), pill_h),
        theme.TABLE_RIM,
        round(pill_h / 2) if len(labels) < 2 else round(size * 1.1),  # a pill; two lines: a tile
        theme.lighten(theme.TABLE_RIM, 0.25),
        max(2, round(3 * unit)),
    )

    def make(raster: Raster) -> pygame.Surface:
        surface = plate_on(raster, pill)
        x = pad_x
        if art:
            surface.blit(raster(art), raster(art).get_rect(midleft=(x, pad_y + h / 2)))
            x += art.size[0] + gap
        for number, label in enumerate(labels):  # centred on the middle, under each other
            y = pad_y + h / 2 + (number - (len(labels) - 1) / 2) * label.size[1]
            surface.blit(raster(label), raster(label).get_rect(midleft=(x, y)))
        return surface

    return Image(("banner", emoji, text, unit, colour, role), pill.size, make)


def fitted(emoji: str, text: str, unit: float, role: str, room: float) -> str:
    """`text` as a banner no wider than `room` pixels says it: on one line where that
    fits, else broken at spaces into as few lines as fit, each as long as the others (a
    tablet's width with bigger words: "Geen blinde schijf meer om te draaien"). Its
    words never shrink for it: the placing tries a smaller role, then fewer copies."""
    if not text or plate_size(emoji, text, unit, role)[0] <= room:
        return text
    size = type_size(role, unit)
    line_w = measure(text, size)[0]
    width = room - (plate_size(emoji, text, unit, role)[0] - line_w)  # less picture, pads
    lines = len(wrap(text, size, width))
    low, high = max(measure(word, size)[0] for word in breakable(text)), max(1.0, width)
    while high - low > 1:  # the narrowest width that still takes no more lines: even lines
        middle = (low + high) / 2
        low, high = (middle, high) if len(wrap(text, size, middle)) > lines else (low, middle)
    return "\n".join(wrap(text, size, high))


def paint_banner(
    frame: DisplayList,
    banner: Banner,
    now: float,
    spots: Iterable[Spot],
    unit: float,
    colour: theme.Colour = theme.GOLD,
    role: str = "heading",
    lines: str | None = None,
) -> None:
    """`banner` (if it is showing) once per spot, each copy facing its own way, growing
    in by tenths (or, with calm motion, fading in); judged where it rests, at full size.
    `lines`: its words as shown, broken where one line would not fit (`fitted`)."""
    if not banner.showing(now):
        return
    scale, alpha = banner.look(now)
    step = round(scale * SCALE_STEPS)
    if step <= 0 or alpha <= 0:
        return
    image = plate(banner.emoji, banner.text if lines is None else lines, unit, colour, role)
    px = type_size(role, unit)
    with frame.at(TOLD):
        for centre, angle in spots:
            frame.sprite(
                image,
                centre,
                angle=angle,
                kind=WORDS,
                scale=step / SCALE_STEPS,
                alpha=alpha,
                text_px=px,
                what=f"banner {banner.text!r}",
            )


def plate_size(emoji: str, text: str, unit: float, role: str = "heading") -> tuple[int, int]:
    """A banner plate's size (what `plate` paints), measured without painting."""
    return plate(emoji, text, unit, theme.GOLD, role).size


def facing_spots(
    box: tuple[float, float, float, float], reach: float, angles: Iterable[int]
) -> list[Spot]:
    """A caption the whole table needs, once for each side that has players (`angles`: the
    seats' own, 0 bottom, -90 left, 180 top, 90 right), `reach` beyond that side of `box`
    (left, top, right, bottom) and facing it: a caption faced only to the long sides is
    upside down or sideways for the players at the ends."""
    left, top, right, bottom = box
    cx, cy = (left + right) / 2, (top + bottom) / 2
    where = {0: (cx, bottom + reach), 180: (cx, top - reach)}
    where.update({-90: (left - reach, cy), 90: (right + reach, cy)})
    return [(where[angle], angle) for angle in sorted(set(angles)) if angle in where]


def middle_spots(table: tuple[float, float, float, float], tablet: bool) -> list[Spot]:
    """The table's middle, once for a tablet, else twice: facing each long side."""
    x, y, w, h = table
    cx, cy = x + w / 2, y + h / 2
    if tablet:
        return [((cx, cy), 0)]
    return [((cx, cy + h * 0.12), 0), ((cx, cy - h * 0.12), 180)]


def measure_line(text: str, size: int) -> tuple[int, int]:
    """A line of words' size at `size` (for games placing a caption)."""
    return measure(text, size)
