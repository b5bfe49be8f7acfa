"""What a frame showed that a player must read or touch, for the layout audit.

The drawing helpers that put words, targets and pieces in play on the screen register each
one here while a `Recorder` is active: its rectangle on screen (the rotated bounding box),
its kind and, for words, the type size. With no recorder active every call is one
module-level `None` check, so the game pays nothing for being auditable. Decorations (felt,
shadows, art) are never registered.

`check` judges a frame's marks: words below the size floor, things a player must read or
touch that cover each other, and anything that reaches off the screen.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass, field

import pygame

READ = "read"  # words a player must read: a prompt, a banner, a count
TOUCH = "touch"  # a touch target: a button, a pad
PANEL = "panel"  # a seat's panel: read by everyone, and what sits on it by design
PIECE = "piece"  # a piece in play: a card, a die, a tile (pieces may lie on each other)

FLOOR = 0.022  # the smallest readable text, as a share of the screen's short side (and
# the panels' `READABLE`: one floor for what is drawn and what is judged)
SLACK = 2  # pixels two rectangles may share (anti-aliased edges touch) before it counts


@dataclass(frozen=True)
class Mark:
    """One thing on screen. `seat` names the seat whose panel it sits on by design (a
    button or a countdown on the panel), if any."""

    kind: str
    rect: tuple[int, int, int, int]
    what: str
    text_px: int = 0  # the smallest type size in it (0: no words)
    seat: int | None = None


@dataclass
class Recorder:
    """The marks of the frame being drawn, and the type sizes of the panel being painted
    (a panel is painted once into a cache, so its words never reach the screen one by one:
    `panels.label` notes each size, and the panel's mark carries the smallest)."""

    marks: list[Mark] = field(default_factory=list)
    painted: list[int] = field(default_factory=list)
    smallest: dict[Hashable, int] = field(default_factory=dict)  # by a painted panel's key

    def add(self, mark: Mark) -> None:
        self.marks.append(mark)

    def take(self) -> list[Mark]:
        """This frame's marks; the next frame starts empty."""
        marks, self.marks = self.marks, []
        return marks


RECORDER: Recorder | None = None


def start() -> Recorder:
    """Record from now on (the audit; a test)."""
    global RECORDER
    RECORDER = Recorder()
    return RECORDER


def stop() -> None:
    global RECORDER
    RECORDER = None


def mark(
    kind: str, rect: pygame.Rect, what: str, text_px: int = 0, seat: int | None = None
) -> None:
    """Register one thing drawn at `rect` (nothing happens unless a recorder is active; a
    caller that builds its `what` or `rect` for the audit alone checks `RECORDER` first)."""
    if RECORDER is not None:
        RECORDER.add(Mark(kind, (rect.x, rect.y, rect.w, rect.h), what, int(text_px), seat))


def panel(rect: pygame.Rect, key: Hashable, seat: int) -> None:
    """Seat `seat`'s panel, painted under `key` (see `painted`), drawn (turned) at `rect`."""
    if RECORDER is not None:
        px = RECORDER.smallest.get(key, 0)
        mark(PANEL, rect, f"panel of seat {seat + 1}", px, seat)


def painted(key: Hashable) -> None:
    """The panel cached under `key` is painted: the words noted since the last panel
    painted were its own (its turned copies are other surfaces, so the key names it)."""
    if RECORDER is not None:
        RECORDER.smallest[key] = min(RECORDER.painted, default=0)
        RECORDER.painted.clear()


def note_text(size: int) -> None:
    """A word painted into a cached surface at `size` (see `Recorder`)."""
    if RECORDER is not None:
        RECORDER.painted.append(size)


def floor_px(size: tuple[int, int]) -> int:
    """The smallest readable type size on a screen of `size`: 16 px at 720p, 24 at 1080p."""
    return math.ceil(FLOOR * min(size))


@dataclass(frozen=True)
class Finding:
    """One problem on screen, described so that the same problem in many frames is one."""

    problem: str  # "small", "overlap" or "off"
    detail: str


def check(marks: list[Mark], size: tuple[int, int]) -> list[Finding]:
    """Everything wrong with one frame's marks on a screen of `size`."""
    found: list[Finding] = []
    floor = floor_px(size)
    unique = list(dict.fromkeys(marks))  # a thing drawn twice in one spot is one thing
    for m in unique:
        if m.kind != PIECE and 0 < m.text_px < floor:
            found.append(Finding("small", f"{m.what}: {m.text_px} px < {floor} px"))
        edges = _off_edges(pygame.Rect(m.rect), size)
        if edges:
            found.append(Finding("off", f"{m.what} past the {edges} edge"))
    for i, a in enumerate(unique):
        for b in unique[i + 1 :]:
            if _clash(a, b):
                found.append(Finding("overlap", f"{a.what} / {b.what}"))
    return list(dict.fromkeys(found))  # two dice on one button: one finding


def _clash(a: Mark, b: Mark) -> bool:
    if a.kind == PIECE and b.kind == PIECE:
        return False
    if _on_own_panel(a, b) or _on_own_panel(b, a):
        return False
    shared = pygame.Rect(a.rect).clip(pygame.Rect(b.rect))
    return shared.w > SLACK and shared.h > SLACK


def _on_own_panel(thing: Mark, panel: Mark) -> bool:
    """A button or countdown of a seat lying on that seat's own panel is where the game
    put it (a prompt names no seat: it belongs in front of the panel, not on it)."""
    return (
        panel.kind == PANEL
        and thing.kind in (TOUCH, READ)
        and thing.seat is not None
        and thing.seat == panel.seat
        and pygame.Rect(panel.rect).contains(pygame.Rect(thing.rect))
    )


def _off_edges(rect: pygame.Rect, size: tuple[int, int]) -> str:
    """The screen edges `rect` reaches past (more than `SLACK` pixels), as words."""
    w, h = size
    past = {
        "left": rect.left < -SLACK,
        "top": rect.top < -SLACK,
        "right": rect.right > w + SLACK,
        "bottom": rect.bottom > h + SLACK,
    }
    return "/".join(edge for edge, out in past.items() if out)
