"""What the table showed, read from the frames' display lists as the layout audit reads
them (engine/drawing/judge.py): for tests that look at the screen without pixels."""

from __future__ import annotations

import ast
import math
from collections.abc import Hashable

from engine.drawing import judge
from engine.drawing.display import PROMPT, Image, Sprite
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


def prompts(app, seats) -> list[tuple[int, str, str]]:
    """The last frame's prompts: (the seat it faces, its picture, its words) for each, the
    picture being the one `paint_seat_prompt` said just before its words."""
    found, art = [], None
    for item in app.shown.items:
        if isinstance(item, Sprite) and item.image.key[0] == "icon":
            art = item
        elif item.kind == PROMPT:
            x, y = item.rect.center
            seat = min(seats, key=lambda s: math.dist(s.center, (x, y)))
            text = ast.literal_eval(item.what.removeprefix("prompt "))
            found.append((seat.index, art.image.key[1] if art else "", text))
    return found


_WORDS: dict[Hashable, list[str]] = {}  # by picture: the words its recipe paints


def texts_in(items) -> list[str]:
    """Every string painted as words in `items` (a frame's items or part of them): each
    picture's recipe is run again with a raster that notes the words it asks for, so the
    words painted into a panel, a plate or a button count as well as plain words. A
    picture's key names its pixels, so its words are found once."""
    found: list[str] = []
    for item in items:
        image = getattr(item, "image", None)
        if image is not None:
            found += _words(image)
    return found


def _words(image: Image) -> list[str]:
    words = _WORDS.get(image.key)
    if words is None:
        words = []

        def raster(picture: Image):
            if picture.key[0] == "text":
                words.append(picture.key[1])
            return picture.make(raster)

        raster(image)
        if len(_WORDS) > 4096:
            _WORDS.clear()
        _WORDS[image.key] = words
    return words
