"""What Template game's table shows now, which lags the rules while the story tells a
move: each card's face (its picture's number, DOWN or TAKEN, as in the views)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Picture:
    cards: list[int]
