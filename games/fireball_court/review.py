"""Fireball Court's memory review: did the seat keep count of the cards gone?

Nothing once seen is hidden again in Fireball Court: captured cards stay in sight. What
memory does here is *counting*: knowing, from the captured piles, the Court and one's
own hand, which kinds can no longer come. The review judges the moments where that
count matters most: laying a card in the Court (a card that captures nothing), where the
other player may take it back with a card of its kind or sweep it with a Fireball.
A laid card is *safe* when every other card of its kind and both Fireballs are in the
seat's sight (captured, in the Court or in its own hand): the other player cannot take
it. The place is the card's kind.
- laying a safe card: remembered (the seat counted it dead);
- laying a card that is not safe while holding a safe card to lay instead (a Fireball
  kept back does not count: it is worth more than any lay), when the
  other player then took it on their next play and scored for it: forgot (a laid card
  that was not taken is not judged: weighing a small risk is judgement, not memory);
- laying a card that is not safe, with no safe card to lay: a guess, lucky when the
  other player did not take it on their next play.
Baits (laying a card whose twin the seat holds, to take it back) are tactics and are not
judged, and neither is a sacrifice once the pile is empty with more cards in hands than
the end-of-round reading below judges: a lay taken back that the exact reading shows is
the round's best play. The swing is what the other player's capture of the laid card
scored them.

At the end of a round the count is used in full: once the pile is empty every hidden card
is in the other hand, and with few enough cards left (`SEARCH_CARDS`) a seat that kept count
of everything fallen since the round began reads the rest of the round out exactly. Every
play there (a capture or a lay) is judged by that reading: the best card remembered, any
other forgot (the swing is the margin it gave away); the place is the best card's kind and
the sighting the round's first move. This is where the levels differ: mid-round lays are judged
alike at every level, as each keeps the few dead kinds that make a lay safe.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import replace
from functools import lru_cache
from typing import Any

from games.core.matching import Matching
from games.core.place_map import CARD, CARD_CELL, PlaceMap, hand
from games.core.review import (
    FORGOT,
    NEW_LUCKY,
    NEW_UNLUCKY,
    REMEMBERED,
    Decision,
    Sighting,
    Sightings,
    Step,
    next_step,
    seat_sightings,
)
from games.fireball_court import cards as fc
from games.fireball_court.actions import Captured, FireballView, Laid, Play
from games.fireball_court.bot_endgame import SEARCH_CARDS, card_values
from games.fireball_court.cards import FIREBALL, kind

PER_KIND = {k: len(fc.cards_of(k)) for k in fc.KINDS}


def review(steps: Sequence[Step], players: int) -> Iterator[Decision]:
    dead = seat_sightings(players)  # kind -> the move after which its last card showed
    began = 0  # the round's first move: where the count read out at its end began
    for step in steps:
        if step.seat >= 0 and isinstance(step.action, Play):
            decision = _read(step, began) or _judge(steps, step, dead[step.seat])
            if decision is not None:
                yield decision
        for seat in range(players):
            _count(step, seat, dead[seat])
        if step.after[0].round_no != step.before[0].round_no:
            began = step.index


def unseen(view: FireballView) -> Counter[str]:
    """Per kind, how many cards the seat cannot see (the pile and the other hand)."""
    return Counter(dict(_unseen(view.captured, view.nobody, view.hand, view.court)))


@lru_cache(maxsize=4096)
def _unseen(
    captured: tuple[tuple[int, ...], ...],
    nobody: tuple[int, ...],
    hand: tuple[int, ...],
    court: tuple[tuple[int, ...], ...],
) -> tuple[tuple[str, int], ...]:
    """`unseen`, kept for the positions it has counted: a matched computer's judge of the
    table reviews the game so far again and again as it grows (games/core/matching.py)."""
    sight = Counter(kind(c) for pile in (*captured, nobody, hand) for c in pile)
    sight.update(kind(c) for stack in court for c in stack)
    return tuple((k, PER_KIND[k] - sight[k]) for k in fc.KINDS)


def _count(step: Step, seat: int, dead: Sightings) -> None:
    after: FireballView = step.after[seat]
    if after.round_no != step.before[seat].round_no:
        dead.clear()
    left = unseen(after)
    for card_kind in fc.KINDS:
        if left[card_kind] == 0 and card_kind not in dead:
            dead[card_kind] = Sighting(0, step.index)
        elif left[card_kind] > 0:
            dead.pop(card_kind, None)


def _spare(card: int, view: FireballView) -> bool:
    """A card the seat could have laid instead (it captures nothing now). A Fireball kept
    for a rich Court is worth more than any lay, so holding it back is tactics, not memory."""
    if kind(card) == FIREBALL:
        return False
    return all(kind(stack[0]) != kind(card) for stack in view.court)


def _safe(card: int, dead: Sightings) -> bool:
    return kind(card) in dead and FIREBALL in dead


def _judge(steps: Sequence[Step], step: Step, dead: Sightings) -> Decision | None:
    if not any(isinstance(e, Laid) for e in step.events):
        return None
    view: FireballView = step.before[step.seat]
    card = step.action.card
    place = kind(card)
    if _safe(card, dead):
        when = max(dead[place].move, dead[FIREBALL].move)
        return Decision(step.index, step.seat, REMEMBERED, place, when, 0.0)
    if sum(1 for c in view.hand if kind(c) == place) > 1:
        return None  # a bait
    swing = _taken_back(steps, step, card)
    if swing and _read_to_the_end(step, card):
        return None  # a sacrifice the exact count shows is the round's best play
    safe = [c for c in view.hand if c != card and _spare(c, view) and _safe(c, dead)]
    if safe and swing > 0:
        other = kind(safe[0])
        when = max(dead[other].move, dead[FIREBALL].move)
        return Decision(step.index, step.seat, FORGOT, other, when, swing)
    if safe:
        return None  # a risk taken knowingly that cost nothing: judgement, not memory
    kind_ = NEW_UNLUCKY if swing or _was_taken(steps, step, card) else NEW_LUCKY
    return Decision(step.index, step.seat, kind_, place, None, swing)


def _read(step: Step, began: int) -> Decision | None:
    """A play at the end of a round, once the cards left in both hands are few enough to
    read out (`SEARCH_CARDS`, as a computer player that kept count does): the best card by
    that reading is remembered, another forgot (what it cost, the swing). Only a seat that
    kept count of every card fallen since the round began can tell them apart, so this is
    where the levels' memories show (a lay mid-round is judged alike at every level). A
    play where every card leads to the same end is not judged."""
    view: FireballView = step.before[step.seat]
    theirs = step.before[1 - step.seat].hand
    if view.pile or len(view.hand) < 2 or len(view.hand) + len(theirs) > SEARCH_CARDS:
        return None
    values = _values(step)
    best = max(values.values())
    if min(values.values()) == best:
        return None
    card = step.action.card
    if values[card] == best:
        return Decision(step.index, step.seat, REMEMBERED, kind(card), began, 0.0)
    top = min(c for c, value in values.items() if value == best)
    return Decision(step.index, step.seat, FORGOT, kind(top), began, float(best - values[card]))


def _values(step: Step) -> dict[int, int]:
    """With the pile empty, every hidden card is in the other hand: the round's final
    margin each card of the seat's hand leads to, read out with best play on both sides."""
    view: FireballView = step.before[step.seat]
    me, other = step.seat, 1 - step.seat
    last = None if view.last_capturer is None else int(view.last_capturer != me)
    return _card_values(
        view.court,
        (tuple(view.hand), tuple(step.before[other].hand)),
        (view.captured[me], view.captured[other]),
        last,
        view.ravens_share,
    )


def _read_to_the_end(step: Step, card: int) -> bool:
    """With the pile empty, every hidden card is in the other hand, so a seat that kept
    count plays a small game of open cards: laying `card` is judged by that game."""
    if step.before[step.seat].pile:
        return False
    values = _values(step)
    return values[card] == max(values.values())


_card_values = lru_cache(maxsize=1024)(card_values)  # the same end of a round, judged again


def _capture_of(steps: Sequence[Step], step: Step, card: int) -> Captured | None:
    """The other player's capture, on their next play, that took the laid card."""
    later = next_step(steps, step.index, 1 - step.seat)
    for event in later.events if later else ():
        if isinstance(event, Captured) and card in event.cards:
            return event
    return None


def _was_taken(steps: Sequence[Step], step: Step, card: int) -> bool:
    return _capture_of(steps, step, card) is not None


def _taken_back(steps: Sequence[Step], step: Step, card: int) -> float:
    capture = _capture_of(steps, step, card)
    return float(fc.points((capture.card, *capture.cards))) if capture else 0.0


def place_map(places: Sequence[Any], players: int, options: dict[str, Any]) -> PlaceMap:
    """The kinds the seat laid, as a hand of cards in the pack's order, each senior kind
    and the Fireball with its picture (a number card shows its number)."""
    pictures = {**fc.SENIOR_PICTURES, fc.FIREBALL: fc.FIRE}
    return PlaceMap(CARD, hand([k for k in fc.KINDS if k in places], pictures), CARD_CELL)


def known_view(view: FireballView, seat: int) -> FireballView:
    """What `view`'s seat knows of the other player's view: no hand while the pile lasts;
    once it is empty, every card not in sight is in the other hand."""
    hidden = unseen(view)
    hand: tuple[int, ...] = ()
    if view.pile == 0 and sum(hidden.values()) == view.hand_counts[seat] > 0:
        in_sight = {c for pile in (*view.captured, view.nobody, view.hand) for c in pile}
        in_sight.update(c for stack in view.court for c in stack)
        hand = tuple(c for c in range(fc.DECK_SIZE) if c not in in_sight)
    return replace(view, seat=seat, hand=hand, drawn=None)


# How a watching seat judges each fixed level here: per age of what the seat had seen (under 8
# moves, 8 to 23, 24 or more: the end-of-round reading, judged from the round's first move, is
# nearly all of the last) the share of its decisions remembered, then the share of its guesses
# that were lucky. `python main.py simulate fireball-court --players 2 --seed 0 --games 60
# --levels L,L`, its `judged` (the mean of the two seats), for each level L
# (docs/games/fireball_court.md).
MATCHING = Matching(
    known_view=known_view,
    ages=(8, 24),
    judged={
        "classic": {
            "child": (0.957, 0.994, 0.651, 0.62),
            "casual": (0.957, 0.993, 0.683, 0.627),
            "sharp": (0.975, 0.99, 0.744, 0.643),
        }
    },
)
