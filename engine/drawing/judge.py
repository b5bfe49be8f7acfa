"""Judging what a frame showed, for the layout audit: words below the size floor, things a
player must read or touch that cover each other, and anything off the screen.

It reads the frame's display list, so nothing said escapes it: every item of a kind a
player reads (words, prompts, clocks), touches (targets), watches (panels) or plays with
(pieces) is judged where it rests, with the smallest type size in it (said by the painter,
or noted by the compositor as the picture was painted). Decoration and pieces on the move
are not judged.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pygame

from engine.drawing.display import CARD, PANEL, PIECE, READ_KINDS, SHADE, TARGET, Item, Sprite
from engine.drawing.theme import WORDS

FLOOR = 0.022  # the smallest readable text, as a share of the screen's short side (and
# the panels' `READABLE`: one floor for what is drawn and what is judged)
SLACK = 2  # pixels two rectangles may share (anti-aliased edges touch) before it counts
JUDGED = READ_KINDS | {TARGET, PANEL, PIECE, CARD}


@dataclass(frozen=True)
class Mark:
    """One thing on screen as the audit judges it. `seat` names the seat it belongs to
    (a button or a countdown on that seat's panel), if any."""

    kind: str
    rect: tuple[int, int, int, int]
    what: str
    text_px: int = 0  # the smallest type size in it (0: no words)
    seat: int | None = None


def marks_of(items: Iterable[Item], words_in: Callable[[Sprite], int]) -> list[Mark]:
    """The judged items of a frame, each where it rests; `words_in` gives the smallest
    type size painted in a picture (the compositor's note)."""
    found = []
    for item in items:
        if item.kind == SHADE:  # a dialog opened: what lies under it is out of play
            found.clear()
        if item.kind not in JUDGED:
            continue
        px = item.text_px
        if not px and isinstance(item, Sprite) and item.image is not None:
            px = words_in(item)
        rect = item.resting_rect
        found.append(Mark(item.kind, (rect.x, rect.y, rect.w, rect.h), item.what, px, item.seat))
    return found


def floor_px(size: tuple[int, int]) -> int:
    """The smallest readable type size on a screen of `size`: 16 px at 720p, 24 at 1080p
    (times the words scale: with bigger words on, every text must have grown)."""
    return math.ceil(FLOOR * min(size) * WORDS.scale)


@dataclass(frozen=True)
class Finding:
    """One problem on screen, described so that the same problem in many frames is one."""

    problem: str  # "small", "overlap" or "off"
    detail: str


def check(marks: list[Mark], size: tuple[int, int]) -> list[Finding]:
    """Everything wrong with one frame's marks on a screen of `size`."""
    found: list[Finding] = []
    floor = floor_px(size)
    unique = list(dict.fromkeys(marks))  # a thing shown twice in one spot is one thing
    rects = [pygame.Rect(m.rect) for m in unique]
    for m, rect in zip(unique, rects, strict=True):
        if m.kind != PIECE and 0 < m.text_px < floor:
            found.append(Finding("small", f"{m.what}: {m.text_px} px < {floor} px"))
        edges = _off_edges(rect, size)
        if edges:
            found.append(Finding("off", f"{m.what} past the {edges} edge"))
    for i, a in enumerate(unique):  # only the pairs that meet at all are judged further
        for j in rects[i].collidelistall(rects[i + 1 :]):
            b = unique[i + 1 + j]
            if _clash(a, b):
                found.append(Finding("overlap", f"{a.what} / {b.what}"))
    return list(dict.fromkeys(found))  # two dice on one button: one finding


def _clash(a: Mark, b: Mark) -> bool:
    if a.kind == PIECE and b.kind == PIECE:
        return False
    if _on_own_panel(a, b) or _on_own_panel(b, a) or _on_card(a, b) or _on_card(b, a):
        return False
    shared = pygame.Rect(a.rect).clip(pygame.Rect(b.rect))
    return shared.w > SLACK and shared.h > SLACK


def _on_own_panel(thing: Mark, panel: Mark) -> bool:
    """A button or countdown of a seat lying on that seat's own panel is where the game
    put it (a prompt names no seat: it belongs in front of the panel, not on it)."""
    return (
        panel.kind == PANEL
        and (thing.kind == TARGET or thing.kind in READ_KINDS)
        and thing.seat is not None
        and thing.seat == panel.seat
        and pygame.Rect(panel.rect).contains(pygame.Rect(thing.rect))
    )


def _on_card(button: Mark, card: Mark) -> bool:
    """A button lying wholly on a card of words is the card's own (a how-to page's ⬅️ ➡️,
    an option tile's − and +): the card was laid out round it."""
    return (
        card.kind == CARD
        and button.kind == TARGET
        and pygame.Rect(card.rect).contains(pygame.Rect(button.rect))
    )


def _off_edges(rect: pygame.Rect, size: tuple[int, int]) -> str:
    """The screen edges `rect` reaches past (more than `SLACK` pixels), as words."""
    w, h = size
    if pygame.Rect(-SLACK, -SLACK, w + 2 * SLACK, h + 2 * SLACK).contains(rect):
        return ""  # most things: on the screen
    past = {
        "left": rect.left < -SLACK,
        "top": rect.top < -SLACK,
        "right": rect.right > w + SLACK,
        "bottom": rect.bottom > h + SLACK,
    }
    return "/".join(edge for edge, out in past.items() if out)
