"""What the table showed, read from the frames' display lists as the layout audit reads
them (engine/drawing/judge.py): for tests that look at the screen without pixels."""

from __future__ import annotations

from engine.drawing import judge
from engine.shell.audit import frame_marks
from tests.fingers import frames


def judged(app, count: int) -> list[judge.Mark]:
    """The judged marks of the next `count` frames, every frame's."""
    marks: list[judge.Mark] = []
    for _ in range(count):
        frames(app, 1)
        marks += frame_marks(app)
    return marks


def sprites_of(app, key_part: object) -> list:
    """The last frame's pictures whose image key holds `key_part` (an emoji, a text)."""
    return [
        item
        for item in app.shown.items
        if getattr(item, "image", None) is not None and key_part in item.image.key
    ]
