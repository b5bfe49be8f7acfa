"""Words on the table: banners that announce a moment to everyone, and the prompt that
tells the seat on turn what it may do.

Both always carry a picture and move (a banner pops in, a prompt's picture bobs), so a
child who cannot read yet still gets the message, and a grown-up gets the words too.
Every game announces its moments through here, so they look and behave the same.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass

import pygame

from engine import anim, render, theme
from engine.assets import icon
from engine.seats import Seat

POP_SECONDS = 0.25  # a banner grows in with a little overshoot ...
FADE_SECONDS = 0.15  # ... and shrinks away at its end
SCALE_STEPS = 10  # ... drawn at scales in tenths: at most one smoothscale a frame (a 4K
# smoothscale of both copies in every frame of the pop cost 2-3 ms), none while a step lasts

Spot = tuple[tuple[float, float], int]  # a centre on screen and the angle to face


@dataclass(frozen=True)
class Banner:
    emoji: str
    text: str
    began: float
    seconds: float = 1.4

    def showing(self, now: float) -> bool:
        return 0.0 <= now - self.began < self.seconds

    def scale(self, now: float) -> float:
        """The pop: 0 → 1 with an overshoot, then back to 0 in the last moment."""
        age = now - self.began
        grow = anim.ease_out_back(min(1.0, age / POP_SECONDS))
        shrink = min(1.0, max(0.0, self.seconds - age) / FADE_SECONDS)
        return max(0.0, grow * shrink)


def plate(
    emoji: str, text: str, unit: float, colour: theme.Colour = theme.GOLD, role: str = "heading"
) -> pygame.Surface:
    """The banner's pill, upright: the picture, then the words."""

    def make() -> pygame.Surface:
        size = render.type_size(role, unit)
        label = render.text(text, size, colour) if text else None
        art = icon(emoji, round(size * 1.5)) if emoji else None
        gap = size * 0.35
        w = (label.get_width() if label else 0) + (art.get_width() + gap if art else 0)
        h = max(label.get_height() if label else 0, art.get_height() if art else 0)
        pad_x, pad_y = size * 0.8, size * 0.3
        pill = render.rounded_panel(
            (round(w + 2 * pad_x), round(h + 2 * pad_y)),
            theme.TABLE_RIM,
            round((h + 2 * pad_y) / 2),
            theme.lighten(theme.TABLE_RIM, 0.25),
            max(2, round(3 * unit)),
        ).copy()
        x = pad_x
        if art:
            pill.blit(art, art.get_rect(midleft=(x, pad_y + h / 2)))
            x += art.get_width() + gap
        if label:
            pill.blit(label, label.get_rect(midleft=(x, pad_y + h / 2)))
        return pill

    return render.CACHE.get(("banner", emoji, text, unit, colour, role), make)


def draw_banner(
    surface: pygame.Surface,
    banner: Banner | None,
    now: float,
    spots: Iterable[Spot],
    unit: float,
    colour: theme.Colour = theme.GOLD,
    role: str = "heading",
) -> None:
    """Draw `banner` (if it is showing) once per spot, each copy facing its own way."""
    if banner is None or not banner.showing(now):
        return
    step = round(banner.scale(now) * SCALE_STEPS)
    if step <= 0:
        return
    key = ("banner", banner.emoji, banner.text, unit, colour, role)

    def whole() -> pygame.Surface:
        return plate(banner.emoji, banner.text, unit, colour, role)

    def scaled() -> pygame.Surface:
        return pygame.transform.smoothscale_by(whole(), step / SCALE_STEPS)

    for centre, angle in spots:
        if step == SCALE_STEPS:
            art = render.rotated(key, angle, whole)
        else:
            art = _STEP.copy((key, step), angle, scaled)
        render.blit_center(surface, art, centre)


class _Step:
    """The copies of the scale step a banner shows now, by the way they face. Only this
    step is kept: cached, every banner's steps stayed in the pool (11 MB at 4K)."""

    def __init__(self) -> None:
        self.key: Hashable = None
        self.copies: dict[int, pygame.Surface] = {}

    def copy(
        self, key: Hashable, angle: float, upright: Callable[[], pygame.Surface]
    ) -> pygame.Surface:
        if key != self.key:
            self.key, self.copies = key, {}
        angle = round(angle) % 360
        if 0 not in self.copies:
            self.copies[0] = upright()
        if angle not in self.copies:
            self.copies[angle] = pygame.transform.rotate(self.copies[0], angle)
        return self.copies[angle]


_STEP = _Step()


def draw_seat_prompt(
    surface: pygame.Surface,
    seat: Seat,
    local: tuple[float, float],
    emoji: str,
    text: str,
    now: float,
    unit: float,
    colour: theme.Colour = theme.HIGHLIGHT,
    max_width: float | None = None,
) -> None:
    """What the seat on turn may do, at `local` in the seat's own frame, facing it: a
    picture that bobs gently beside the words."""
    size = render.type_size("body", unit)
    if max_width is not None:
        size = render.fit_size(text, size, max_width)
    label = render.text(text, size, colour, seat.angle)
    art_size = round(render.type_size("heading", unit) * 1.2)
    bob = math.sin(now * 4.0) * 6 * unit
    text_w = render.text(text, size, colour).get_width()
    x, y = local
    icon_at = seat.to_screen((x - text_w / 2 - art_size * 0.65, y + bob))
    render.blit_center(surface, icon(emoji, art_size, seat.angle), icon_at)
    render.blit_center(surface, label, seat.to_screen((x, y)))


def middle_spots(table: tuple[float, float, float, float], tablet: bool) -> list[Spot]:
    """The table's middle, once for a tablet, else twice: facing each long side."""
    x, y, w, h = table
    cx, cy = x + w / 2, y + h / 2
    if tablet:
        return [((cx, cy), 0)]
    return [((cx, cy + h * 0.12), 0), ((cx, cy - h * 0.12), 180)]
