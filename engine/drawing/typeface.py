"""The display font's file (Fredoka One, shipped by the `font-fredoka-one` package), read as
package data. Pure Python, no pygame: the table's type opens it from memory
(engine/drawing/text.py), and the event hub's pages serve it as it is."""

from __future__ import annotations

from functools import cache
from importlib.resources import files

# The font, as package data of the package that ships it.
DISPLAY_FONT = ("font_fredoka_one", "files", "FredokaOne-Regular.ttf")


@cache
def font_bytes() -> bytes | None:
    """The display font's file, read once (None where it cannot be: pygame's own font or
    the browser's then stands in)."""
    package, *parts = DISPLAY_FONT
    try:
        return files(package).joinpath(*parts).read_bytes()
    except (ImportError, OSError):
        return None
