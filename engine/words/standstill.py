"""When words for the table fit nowhere clear, the table stands still for them.

On a crowded table (eight seats round Tamega's board, seven Memorandum hands with their
pads) a round's summary, a first-time explainer or a banner can find no place that covers
no piece in play, pad or prompt. Covering them while play goes on would hide what someone
needs at that very moment; so the game stands still instead: its clocks and computer
players wait, the table is veiled (as it last showed, darkened: the compositor takes it
once), and the words show over it, facing every side with players, until their time is up
or anyone taps.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.drawing.display import TOLD, VEIL, DisplayList
from engine.words.banners import Told
from engine.words.notices import Copy, Notice, paint_notice

SHADE = (85, 88, 88)  # the table's shade under a standstill: the dialogs' veil, multiplied
TAP_AFTER = 0.5  # seconds before a tap may end a standstill (a tap already under way does not)


@dataclass
class Standstill:
    """What the table stands still for (`told`, shown as `notice` facing every side), since
    when, on a screen of which size, and where the copies show."""

    told: Told
    notice: Notice
    began: float
    size: tuple[int, int]
    copies: list[Copy]

    @staticmethod
    def of(told: Told, now: float, size: tuple[int, int], copies: list[Copy]) -> Standstill:
        notice = Notice(told.emoji, told.text, told.began, None, told.seconds)
        return Standstill(told, notice, now, size, copies)

    def over(self, now: float, size: tuple[int, int]) -> bool:
        """Its time is up, or the window changed size (the veil no longer fits)."""
        return now - self.began >= self.notice.seconds or size != self.size

    def tap_ends(self, now: float) -> bool:
        return now - self.began >= TAP_AFTER

    def paint(self, frame: DisplayList, unit: float) -> None:
        """The veiled table and the words over it."""
        with frame.at(TOLD - 1):
            frame.shape("veil", SHADE, kind=VEIL)
        paint_notice(frame, self.notice, self.copies, unit)
