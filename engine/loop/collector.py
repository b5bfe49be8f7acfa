"""Python's cyclic garbage collector, held off while the app starts.

Starting makes a great many objects (modules, classes, functions, every dataclass's
generated methods, the settings, the first frame's pictures) and no cyclic garbage, yet the
collector runs again and again over everything made so far as they pile up, on the way
to the menu's first frame (docs/performance.md, "Start-up"). So `main.py` and the
installed command hold it off from their first line (`hold`), and it is let go (`release`)
once the app's first frame shows, or at once for a command of its own (`simulate`, `bench`,
...). What starting made is frozen then (`gc.freeze`), out of the collections' way as what a
game starts with is (engine/loop/heap.py).
"""

from __future__ import annotations

import gc


def hold() -> None:
    gc.disable()


def release() -> None:
    """The collector back, what was made so far frozen; nothing where it was never held."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()
