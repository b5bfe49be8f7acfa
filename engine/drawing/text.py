"""Type: the display font at every size, the type scale, and measuring words without
painting them (so an item's rectangle is known before its pixels exist)."""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Iterable
from functools import lru_cache

import pygame

from engine.drawing.theme import TYPE, WORDS
from engine.drawing.typeface import font_bytes

# A word: two letters or more in a row. Numbers, signs and a single letter (a card's rank)
# are read as pictures, by children who cannot read yet too. Compiled on first use, in
# `re`'s own cache: a pattern over every script's letters takes milliseconds to compile.
READING = r"[^\W\d_]{2,}"


def reads(text: str) -> bool:
    """Does `text` hold a word to read (not only numbers, signs and single letters)?"""
    return re.search(READING, text) is not None


@lru_cache(maxsize=64)
def font(size: int) -> pygame.font.Font:
    """The display font at `size`, read from memory: a font opened from its file goes
    back to the file for each glyph as it is first met, so a size first met in play (a
    card dealt at a new size) cost its frame more."""
    if not pygame.font.get_init():
        pygame.font.init()
    data = font_bytes()
    return pygame.font.Font(io.BytesIO(data) if data else None, max(6, int(size)))


def type_size(role: str, unit: float) -> int:
    """A type-scale role ("body", "title" ...) in pixels for the layout unit (and the
    table's words scale: bigger words)."""
    return max(8, round(TYPE.get(role, TYPE["body"]) * unit * WORDS.scale))


@lru_cache(maxsize=4096)
def measure(label: str, size: int) -> tuple[int, int]:
    """The pixels `label` takes at `size` (what painting it gives, exactly). Painters
    measure the same words every frame: each is measured once."""
    return font(size).size(label)


def open_sizes(sizes: Iterable[int]) -> None:
    """The display font opened at `sizes` now, ahead of their first words: a size's first
    measure costs most, so a scene opens the sizes it will need while it lays out its
    table, not in the frame that first shows them."""
    for size in sizes:
        measure("0", size)


TEXT_RECORDERS: list[Callable[[str, int], None]] = []
"""Called with every string asked for as words on the table, and its size: the language
test listens here for strings shown without a translation or with glyphs the font lacks."""


def heard(label: str, size: int) -> None:
    """`label` is shown at `size` (see `TEXT_RECORDERS`)."""
    for record in TEXT_RECORDERS:
        record(label, size)


PART_RECORDERS: list[Callable[[str, str], None]] = []
"""Called with each line of a wrapped or shortened string and the whole string it came
from, so the language test can trace a line back to its translated sentence."""


def listened() -> bool:
    """Does anyone listen to the words asked for (`TEXT_RECORDERS`, `PART_RECORDERS`)?
    A picture remembered from an earlier frame would not be heard again: recipes that
    remember their pictures make them anew while someone listens."""
    return bool(TEXT_RECORDERS or PART_RECORDERS)


def _parted(piece: str, whole: str) -> str:
    for record in PART_RECORDERS:
        record(piece, whole)
    return piece


# What never starts a line: the marks French sets apart from the word before with a space
# ("à tous : bats la maison"), and what never ends one: an opening guillemet.
CLOSING = tuple(":;!?»")
OPENING = "«"


def breakable(label: str) -> list[str]:
    """`label` cut where a line may break: at a space or a line's end, never at a no-break
    space ("94\u00a0%"), never before a mark French sets apart (":", "!", "»"…) and never
    after "«", so such a mark stays on the line of the word it belongs to."""
    words: list[str] = []
    for word in label.replace("\n", " ").replace("\t", " ").split(" "):
        if not word:
            continue
        if words and (word.startswith(CLOSING) or words[-1].endswith(OPENING)):
            words[-1] = f"{words[-1]} {word}"
        else:
            words.append(word)
    return words


def wrap(label: str, size: int, width: float) -> list[str]:
    """Break `label` into lines that fit `width` pixels (where `breakable` says it may)."""
    words, lines, line = breakable(label), [], ""
    for word in words:
        candidate = f"{line} {word}".strip()
        if measure(candidate, size)[0] <= width or not line:
            line = candidate
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return [_parted(line, label) for line in lines]


def fit_size(label: str, size: int, width: float) -> int:
    """The largest size <= `size` at which `label` fits on one line of `width` pixels."""
    while size > 8 and measure(label, size)[0] > width:
        size = int(size * 0.9)
    return size


def ellipsize(label: str, size: int, width: float) -> str:
    """`label` cut short with "…" so it fits `width` pixels at `size`: a long name keeps
    its readable size and loses its tail instead of shrinking."""
    if measure(label, size)[0] <= width:
        return label
    cut = label
    while cut and measure(cut.rstrip() + "…", size)[0] > width:
        cut = cut[:-1]
    return _parted(cut.rstrip() + "…", label)
