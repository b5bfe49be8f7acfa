"""What a person at Memorandum's table may touch now, and what a child is asked to do.

The pointing hand (party mode) shows the pads in the same order every time, "Mine!" then
"Not mine", or the peek pad then 👍: never a hint about the cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.drawing.seats import Seat
from games.memorandum.scene.layout import Layout, Point


@dataclass(frozen=True)
class SeatNow:
    """One seat's situation as the scene reads it from the rules and the picture."""

    plays: bool  # a person who receives this deal (not the dealer)
    claims: bool  # the rules are in the claim phase
    to_answer: bool  # the window is open on screen and this seat has not answered yet
    memorising: bool  # the table shows the memorising phase
    looking: bool  # this seat's turn to look (always, except in pass-and-play)
    ready: bool  # it has said it is ready
    peek_pad: bool  # privacy is on and the peek pad is not held
    turns: bool = False  # a person who deals by hand may turn the next card (MR-R8)


def touch_hints(seat: Seat, geometry: Layout, now: SeatNow) -> list[Point]:
    """The pads the person may press now: their deck when they deal and may turn the
    next card; the claim pads while they still have to answer an open window; the peek
    pad (privacy on, not held yet) then 👍 while memorising."""
    if now.turns:
        return [geometry.pad_centre(seat, geometry.lone_pad(seat))]
    if not now.plays:
        return []
    if now.claims:
        if not now.to_answer:
            return []
        return [geometry.pad_centre(seat, rect) for rect in geometry.claim_pads(seat).values()]
    if not now.memorising or now.ready or not now.looking:
        return []
    spots = []
    if now.peek_pad:
        spots.append(geometry.pad_centre(seat, geometry.peek_rect(seat)))
    spots.append(geometry.pad_centre(seat, geometry.ready_rect(seat)))
    return spots


def party_prompt(now: SeatNow, tablet: bool) -> tuple[str, str] | None:
    """What a child should do now, in pictures (party mode: nothing to read): look and
    remember then 👍, or wait once ready; claim or not."""
    if not now.plays:
        return None
    if now.memorising and not tablet:
        return ("✅", "") if now.ready else ("👀 👍", "")
    if now.claims and now.to_answer:
        return ("🤔", "")
    return None
