"""What the games draw themselves that the reactions placed over the table keep clear of:
turn prompts, clocks and dice come to rest, noted as they are drawn.

A pop or a card is placed once, when it first shows; a prompt may appear after that (the
turn passes while a "+1" still rises), a thrown die comes to rest where physics puts it,
and a game draws its clocks over the panels. Placement cannot ask the games where these
will be, so it looks at where they are drawn: the games draw them before the reactions
(the board, then what lies on the panels), `Noted.take` gives what was noted since the
last take, and a pop, banner or card that something now lies under is placed again.
"""

from __future__ import annotations

import pygame

KEPT = 256  # the most rectangles kept between takes


class Noted:
    """Rectangles drawn since the last `take`."""

    def __init__(self) -> None:
        self.rects: list[pygame.Rect] = []

    def note(self, rect: pygame.Rect) -> None:
        rect = pygame.Rect(rect)
        if rect not in self.rects:  # a corridor noted by every fixed step, once
            self.rects.append(rect)
            del self.rects[:-KEPT]  # a clock over a scene with no reactions is never taken

    def take(self) -> list[pygame.Rect]:
        rects, self.rects = self.rects, []
        return rects


DRAWN = Noted()  # one table is drawn at a time: the app's scene stack draws one game
