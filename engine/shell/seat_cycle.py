"""The setup's seat cycle: what a tap on a seat steps through (a person, then the computer
levels, matched last; party mode: a child or a matched computer), and the line under the
seats that says it in pictures and words."""

from __future__ import annotations

import pygame

from engine.drawing import theme
from engine.drawing.display import WORDS, DisplayList
from engine.drawing.icons import picture
from engine.drawing.images import text as words
from engine.drawing.panels import panel_type
from engine.drawing.text import type_size
from engine.i18n import tr
from engine.shell.avatars import PERSON
from games.core.memory import HUMAN_LEVELS, MATCHED

SEAT_CYCLE = ("human", *HUMAN_LEVELS, MATCHED)  # what a tap on a seat steps through
PARTY_CYCLE = ("human", MATCHED)  # party mode: a child, or a computer playing like them
COMPUTER = "🤖"


def seat_cycle(kids: bool) -> tuple[str, ...]:
    return PARTY_CYCLE if kids else SEAT_CYCLE


def paint_cycle(
    frame: DisplayList, card: pygame.Rect, y0: float, kids: bool, units: tuple[float, float]
) -> None:
    """What a tap on a seat steps through, in a line under the seats (`y0`) across the
    setup's `card`: each step's picture and words (party mode: the pictures only),
    then 🔁 (round again); `units`: the app's unit and the card's."""
    unit, u = units
    size = max(panel_type(unit).label, type_size("small", u))
    steps = [("👆", tr("setup.cycle"), "seat cycle")]  # (picture, words, what it is)
    for i, kind in enumerate(seat_cycle(kids)):
        steps += [("➡️", "", "seat cycle: next")] if i else []
        picture_of = PERSON if kind == "human" else COMPUTER
        steps.append((picture_of, step_words(kind), f"seat cycle {kind}"))
    steps.append(("🔁", "", "seat cycle: round again"))
    plates = [words(t, size, theme.INK) if t and not kids else None for _, t, _ in steps]
    tighter = ((1.0, True), (0.7, True), (0.7, False), (0.5, False))  # on a narrow card
    for spread, lead in tighter:
        art, gap = round(size * (0.9 + 0.6 * spread)), size * 0.35 * spread
        if not lead:
            plates[0] = None  # 👆 alone
        width = sum(art + 3 * gap + (p.size[0] + gap if p else 0) for p in plates)
        if width <= card.width * 0.96:
            break
    shown = list(zip(steps, plates, strict=True))
    rows = [shown]
    if width > card.width * 0.96:  # still too wide: two rows, split at a ➡️
        half = min(
            (i for i, (step, _) in enumerate(shown) if step[0] == "➡️"),
            key=lambda i: abs(i - len(shown) / 2),
        )
        rows = [shown[:half], shown[half:]]
    for n, row in enumerate(rows):
        y = y0 + n * size * 1.6  # a second row under the first
        _paint_row(frame, card, row, (art, gap, size), y)


def _paint_row(frame: DisplayList, card: pygame.Rect, row, looks, y: float) -> None:
    """One row of the seat cycle's steps (`looks`: the pictures' size, the gap, the
    words' size), centred on the card at `y`."""
    art, gap, size = looks
    width = sum(art + 3 * gap + (p.size[0] + gap if p else 0) for _, p in row)
    x = card.centerx - width / 2
    for (emoji, _, what), plate in row:
        frame.sprite(picture(emoji, art), (x + art / 2, y), kind=WORDS, still=True, what=what)
        x += art + gap
        if plate is not None:
            at = (x + plate.size[0] / 2, y)
            frame.sprite(plate, at, kind=WORDS, still=True, text_px=size, what=what)
            x += plate.size[0] + gap
        x += 2 * gap


def step_words(kind: str) -> str:
    """A step of the seat cycle in words: "Person", or a computer's level (its 🤖
    says that it is a computer)."""
    return tr("setup.person") if kind == "human" else tr(f"level.{kind}")
