"""Devil's Circle's memory review: did a flip use what the seat had seen?

A seat sees a disc's back only when the disc is flipped (by anyone): from then on it has
seen both images of that disc, wherever twin-pack swaps move it (discs are kept by id).
Each flip in a round for one image (ALL FIVE rounds are a counting puzzle, not a search,
and are left out; so is flipping away a disc that shows the wanted image, which needs no
memory) is:
- remembered: the flipped disc had shown the wanted image on its back;
- forgot: the flipped disc had shown another image on its back (the seat knew it was
  wrong), or it was never seen, missed, while another disc had shown the wanted image;
- new_lucky / new_unlucky: a never-seen disc, when no seen disc hid the wanted image.
The swing is what the flip was worth: the card pack and the middle's coins for a fourth
copy, one coin for another match when coins move, plus the coin a mistake pays.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from games.core.matching import Matching, open_table
from games.core.place_map import DISC, PlaceMap, ring
from games.core.review import (
    FORGOT,
    NEW_LUCKY,
    NEW_UNLUCKY,
    REMEMBERED,
    Decision,
    Sighting,
    Sightings,
    Step,
    seat_sightings,
)
from games.devils_circle.actions import (
    ALL_FIVE,
    COPIES,
    DISCS,
    EMOJI,
    DCView,
    DiscFlipped,
    Flip,
    card_points,
)


def review(steps: Sequence[Step], players: int) -> Iterator[Decision]:
    seen = seat_sightings(players)
    for step in steps:
        if step.seat >= 0 and isinstance(step.action, Flip):
            decision = _judge(step, seen[step.seat])
            if decision is not None:
                yield decision
        for seat in range(players):
            _watch(step, seat, seen[seat])


def _watch(step: Step, seat: int, seen: Sightings) -> None:
    """A disc whose face changed in the seat's view has shown it both its images."""
    before, after = step.before[seat].up, step.after[seat].up
    for disc, (was, now) in enumerate(zip(before, after, strict=True)):
        if was != now:
            seen[disc] = Sighting(frozenset((was, now)), step.index)


def back(view: DCView, disc: int, seen: Sightings) -> str | None:
    """The image the seat saw on the disc's hidden side, None when never seen."""
    if disc not in seen:
        return None
    (other,) = seen[disc].value - {view.up[disc]}
    return other


def _judge(step: Step, seen: Sightings) -> Decision | None:
    view: DCView = step.before[step.seat]
    target = view.searched
    disc = step.action.disc
    if target in ("", ALL_FIVE) or view.up[disc] == target:
        return None
    known_good = [
        d
        for d in sorted(seen, key=lambda d: -seen[d].move)
        if view.up[d] != target and back(view, d, seen) == target
    ]
    matched = any(isinstance(e, DiscFlipped) and e.outcome == "match" for e in step.events)
    stake = _match_value(view)
    cost = stake + (1 if view.coins_active and view.coins[step.seat] > 0 else 0)

    def decided(kind: str, place: int, swing: float, hid: str | None = None) -> Decision:
        """`hid`: the image the seat had seen on the disc's hidden side (what it shows)."""
        sighting = seen.get(place)
        when = sighting.move if sighting and kind in (REMEMBERED, FORGOT) else None
        shows = EMOJI[hid] if hid else ""
        return Decision(step.index, step.seat, kind, place, when, float(swing), shows)

    hidden = back(view, disc, seen)
    if hidden == target:
        return decided(REMEMBERED, disc, stake, hidden)
    if hidden is not None:
        return decided(FORGOT, disc, cost, hidden)
    if matched:
        return decided(NEW_LUCKY, disc, stake)
    if known_good:
        return decided(FORGOT, known_good[0], cost, target)
    return decided(NEW_UNLUCKY, disc, cost - stake)


def _match_value(view: DCView) -> int:
    """Points a match would bring: the pack and the middle for the fourth copy, else the
    coin taken (only when coins move this round)."""
    if view.visible(view.searched) == COPIES - 1:
        return sum(card_points(c) for c in view.pack) + view.middle
    return 1 if view.coins_active else 0


def place_map(places: Sequence[Any], players: int, options: dict[str, Any]) -> PlaceMap:
    """The ring of discs, the first at the top and on clockwise, each disc where it lay
    when the game began (a twin-pack swap moves discs; the review keeps them by id)."""
    return PlaceMap(DISC, ring(DISCS))


# Every seat sees the same discs. How a watching seat judges each fixed level here: per age of
# what the seat had seen (under 4 moves, 4 to 11, 12 or more) the share of its decisions
# remembered, then the share of its guesses that were lucky (0.5 where there were none). `python
# main.py simulate devils-circle --players 2 --seed 0 --games 200 --levels L,L`, its `judged`,
# for each level L (docs/games/devils_circle.md).
MATCHING = Matching(
    known_view=open_table,
    ages=(4, 12),
    judged={
        "classic": {
            "child": (0.08, 0.139, 0.415, 0.451),
            "casual": (0.818, 0.835, 0.847, 0.514),
            "sharp": (0.978, 0.984, 0.994, 0.534),
        }
    },
)
