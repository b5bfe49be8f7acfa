"""What a child at Devil's Circle may touch now, and the prompt in front of the seat on
turn: a picture and a few words for each phase.

The pointing hand goes round the ring in a fixed order from the disc nearest the child,
never by what lies under a disc; it skips a disc that already shows the searched picture
while others are left (flipping it away is a sure mistake, and its face is in plain sight,
so nothing hidden leaks). The kids' preset glows those discs for the same reason.
"""

from __future__ import annotations

from engine.i18n import tr
from games.core import Action
from games.devils_circle.actions import ALL_FIVE, DISCS, EMOJI, Flip, Swap
from games.devils_circle.scene.discs import DiscRing
from games.devils_circle.scene.layout import Point, distance
from games.devils_circle.scene.picture import Picture

# The picture beside each prompt; a plain flip shows the picture being searched for.
PROMPT_EMOJI = {"all_five": "✌️", "continue": "⭐", "steal": "🪙", "swap": "🔀"}


def prompt_for(phase: str, searched: str) -> tuple[str, str]:
    """The picture and words telling the person on turn what to do in `phase`, while the
    table shows a card asking for `searched`."""
    if phase == "flip" and searched == ALL_FIVE:
        phase = "all_five"
    emoji = PROMPT_EMOJI.get(phase) or EMOJI.get(searched, "😈")
    return emoji, tr(f"devils_circle.hint.{phase}")


def prompt_cases() -> list[tuple[str, bool, bool]]:
    """Every prompt's words, with whether the Pass button (a match) or the ALL FIVE slots
    lie beside it: a banner keeps clear of wherever any of them shows."""
    phases = ("flip", "all_five", "continue", "steal", "swap")
    return [(tr(f"devils_circle.hint.{p}"), p == "continue", p == "all_five") for p in phases]


def glowing(picture: Picture) -> set[int]:
    """The kids' hint: the discs already showing the searched image (never a hidden face)."""
    searched = picture.searched
    if not searched or searched == ALL_FIVE:
        return set()
    return {d for d in range(DISCS) if picture.faces[d] == searched}


def ring_order(ring: DiscRing, places: list[int], toward: Point) -> list[int]:
    """The discs round the ring (clockwise), starting with the one nearest `toward` (the
    seat the hand helps)."""
    by_place = sorted(range(DISCS), key=lambda d: places[d])
    near = min(range(DISCS), key=lambda p: distance(ring.place_pos(p), toward))
    return by_place[near:] + by_place[:near]


def disc_hints(
    ring: DiscRing, picture: Picture, toward: Point, phase: str, legal: list[Action], searched: str
) -> list[Point]:
    """Where the legal discs lie, round the ring from the one nearest `toward`."""
    if phase == "swap":
        discs = {d for a in legal if isinstance(a, Swap) for d in (a.a, a.b)}
    else:
        discs = {a.disc for a in legal if isinstance(a, Flip)}
        fresh = {d for d in discs if picture.faces[d] != searched}
        if searched != ALL_FIVE and fresh:
            discs = fresh
    return [ring.pos(d) for d in ring_order(ring, picture.places, toward) if d in discs]
