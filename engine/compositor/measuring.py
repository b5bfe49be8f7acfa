"""The measuring compositor: every picture a frame shows made by its recipe, once, as on
screen, and no pixel painted.

What judges a frame (the layout audit, the language tour) reads its display list and the
sizes of the words painted in each picture (`Pictures.smallest_words`), never its pixels:
making each picture once is all it needs, and turning, blitting and keeping the table at
rest is most of what a frame costs. The screen keeps whatever it held.
"""

from __future__ import annotations

import pygame

from engine.compositor.software import Compositor
from engine.drawing.display import DisplayList, Sprite


class Measuring(Compositor):
    """A compositor that makes the pictures and paints nothing."""

    def compose(self, frame: DisplayList, target: pygame.Surface) -> None:
        for item in frame.ordered():
            if isinstance(item, Sprite):
                self.pictures.upright(item.image)
