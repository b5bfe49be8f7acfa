"""The prompt: what the seat on turn may do, in front of its panel and facing it.

It always carries a picture that bobs gently beside the words, so a child who cannot read
yet still sees that it is their turn and what to touch; a grown-up gets the words too.
Words too long for their room get smaller down to the readable floor and then take a second
line, never smaller.
"""

from __future__ import annotations

import pygame

from engine.drawing import theme
from engine.drawing.display import PROMPT, DisplayList
from engine.drawing.icons import picture
from engine.drawing.images import text as words
from engine.drawing.motion import MOTION
from engine.drawing.panels import panel_type
from engine.drawing.seats import Seat
from engine.drawing.text import fit_size, font, type_size, wrap

BOB = 6  # design pixels a prompt's picture bobs up and down
GLOW = 8  # design pixels round the panel on turn that its glow takes (the glow's 6, and 2)


def paint_seat_prompt(
    frame: DisplayList,
    seat: Seat,
    local: tuple[float, float],
    emoji: str,
    text: str,
    now: float,
    unit: float,
    colour: theme.Colour = theme.HIGHLIGHT,
    max_width: float | None = None,
) -> pygame.Rect:
    """The prompt at `local` in the seat's own frame, facing it; a prompt in front of a
    panel keeps clear of it however tall it grows. Its rectangle (where its words and its
    picture may be, bobbing) is what placement and the audit judge. Without words (party
    mode) it is its pictures alone (`emoji` may then hold several, spaced: "🎲 📣")."""
    if not text:
        return _paint_pictures(frame, seat, local, emoji.split(), now, unit)
    size, lines = prompt_lines(text, unit, max_width)
    art_size = round(type_size("heading", unit) * 1.2)
    bob = MOTION.bob(now, 4.0) * BOB * unit  # calm: the picture stays still
    frame.changes(MOTION.next_step(now))
    step = font(size).get_linesize()
    widest = max(font(size).size(line)[0] for line in lines)
    half = max(art_size / 2 + BOB * unit, step * len(lines) / 2)
    x, y = _clear_of_panel(seat, local, half + GLOW * unit)
    art = picture(emoji, art_size)
    icon_at = (x - widest / 2 - art_size * 0.65, y)
    shown = frame.sprite(art, seat.to_screen((icon_at[0], y + bob)), angle=seat.angle).rect
    whole = _rest_rect(seat, icon_at, art.size, BOB * unit)
    for number, line in enumerate(lines):
        at = seat.to_screen((x, y + (number - (len(lines) - 1) / 2) * step))
        shown = frame.sprite(words(line, size, colour), at, angle=seat.angle, still=True).rect
        whole = whole.union(shown)
    frame.mark(PROMPT, whole, f"prompt {text!r}", size, None)
    return whole


def _paint_pictures(
    frame: DisplayList,
    seat: Seat,
    local: tuple[float, float],
    emojis: list[str],
    now: float,
    unit: float,
) -> pygame.Rect:
    """A prompt with nothing to read: its pictures in a row, bobbing one after another."""
    art_size = round(type_size("heading", unit) * 1.5)
    step = art_size * 1.15
    x, y = _clear_of_panel(seat, local, art_size / 2 + (BOB + GLOW) * unit)
    first = x - step * (len(emojis) - 1) / 2
    frame.changes(MOTION.next_step(now))  # a third of a second apart: the same steps
    whole: pygame.Rect | None = None
    for number, emoji in enumerate(emojis):
        at = (first + number * step, y)
        bob = MOTION.bob(now + number / 3, 4.0) * BOB * unit
        art = picture(emoji, art_size)
        frame.sprite(art, seat.to_screen((at[0], at[1] + bob)), angle=seat.angle)
        rect = _rest_rect(seat, at, art.size, BOB * unit)
        whole = rect if whole is None else whole.union(rect)
    assert whole is not None, "a prompt shows at least one picture"
    frame.mark(PROMPT, whole, f"prompt {''!r}", 0, None)
    return whole


def _rest_rect(
    seat: Seat, local: tuple[float, float], size: tuple[int, int], bob: float
) -> pygame.Rect:
    """Every pixel the bobbing picture at `local` may take, on screen."""
    w, h = size[0], size[1] + 2 * bob
    w, h = (w, h) if seat.angle % 180 == 0 else (h, w)
    rect = pygame.Rect(0, 0, round(w), round(h))
    rect.center = tuple(round(v) for v in seat.to_screen(local))
    return rect


def prompt_lines(text: str, unit: float, max_width: float | None) -> tuple[int, list[str]]:
    """The type size and lines of a prompt: the body size, smaller to fit `max_width` but
    never below the panels' readable floor, and wrapped when even that does not fit."""
    size = type_size("body", unit)
    if max_width is None:
        return size, [text]
    size = max(panel_type(unit).label, fit_size(text, size, max_width))
    if font(size).size(text)[0] <= max_width:
        return size, [text]
    return size, wrap(text, size, max_width)


def _clear_of_panel(seat: Seat, local: tuple[float, float], reach: float) -> tuple[float, float]:
    """`local` moved away from the seat's panel just enough that a prompt reaching `reach`
    above and below it leaves the panel uncovered. Only a prompt in front of a panel
    moves; a frame with no panel (Fireball Court's side of the table) has none."""
    x, y = local
    size = getattr(seat, "panel_size", None)
    if size is None or y >= 0:
        return local
    return (x, min(y, -size[1] / 2 - reach))
