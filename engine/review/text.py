"""The memory review in words: what `python main.py review` prints and what the review
card writes, in the player's language. Moves, seats and numbered places (discs, squares)
are counted from 1 here, as people count (places in the order the game's place map counts
them: Tamega's squares row by row, its cut corners not counted), and every count says what
it counts; the records and `--json` keep the rules' own numbers, from 0."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import cache
from typing import Any

from engine.drawing.card_names import JOKERS, card_name, index, is_card, joker_word
from engine.drawing.theme import SEAT_STYLES
from engine.i18n import game_title, has, percent, tr
from engine.words.options import rules_line
from games.core.memory import LEVELS
from games.core.registry import get_game
from games.core.review import (
    FORGOT,
    KINDS,
    REMEMBERED,
    Decision,
    PlaceTally,
    Review,
    SeatReview,
    places_by_verdict,
)


def counted(review: Review, place: Any) -> Any:
    """A numbered place as people count it, from 1 in the order the game's place map
    counts its places (the rules number discs and squares from 0, Tamega's cut corners
    too); any other place (a card, a kind, a call) as it is."""
    if not isinstance(place, int) or isinstance(place, bool):
        return place
    numbers = _numbers(review.game, review.players, tuple(sorted(review.options.items())))
    return numbers.get(place, place + 1)


@cache
def _numbers(game: str, players: int, options: tuple[tuple[str, Any], ...]) -> dict[Any, int]:
    """Each numbered place's number, from 1, as the game's place map counts them."""
    spec = get_game(game)
    if spec.place_map is None:
        return {}
    counting = spec.place_map([], players, dict(options)).counting()
    return {place: n for n, place in enumerate(counting, 1)}


def seat_label(seat: int) -> str:
    """ "Seat 3 · Green": the seat counted from 1 with the colour the table calls it, so
    `simulate`, `review` and the app's panels name the same player the same way."""
    colour = tr(f"seat.{SEAT_STYLES[seat % len(SEAT_STYLES)].name}")
    return f"{tr('review.seat', n=seat + 1)} · {colour}"


def place_label(review: Review, place: Any) -> str:
    """A place as players name it ("disc 3", "the Kings", "Queen of Hearts"): its own text
    `review.place.<game>.<place>` where it has a name (Fireball Court's kinds), else the
    game's `review.place.<game>` around it, a playing card by the name the dealer calls."""
    game = review.game
    own = f"review.place.{game}.{place}"
    if has(own):
        return tr(own)
    named = card_name(place) if is_card(place) else counted(review, place)
    return tr(f"review.place.{game}", place=named)


def cell_label(review: Review, place: Any) -> str:
    """A place's few letters in a cell of the review's grid: its own word
    (`review.cell.<game>.<place>`), a playing card's corner index, else the place itself."""
    own = f"review.cell.{review.game}.{place}"
    if has(own):
        return tr(own)
    if is_card(place):
        return joker_word() if place in JOKERS else index(place[0])
    return str(counted(review, place))


def seat_name(review: Review, seat: int) -> str:
    """ "Seat 2 · Orange (casual)": the record's seats say who sat where, when it knows;
    a matched computer says what it played like ("matched: played like casual")."""
    name = seat_label(seat)
    sat = review.sat[seat] if seat < len(review.sat) else {}
    if sat.get("kind") == "bot":
        name += f" ({played_like(sat) or tr('level.' + sat.get('level', 'casual'))})"
    return name


def played_like(sat: Mapping[str, Any]) -> str | None:
    """ "matched: played like casual": the named level a matched computer's memory settled
    nearest, from its seat in a finished game's record (games/core/match.py); None for
    anyone else."""
    like = sat.get("played_like")
    return tr("review.played_like", level=tr(f"level.{like}")) if like in LEVELS else None


def accuracy_line(seat: SeatReview) -> str:
    if seat.accuracy is None:
        return tr("review.no_accuracy")
    return tr("review.accuracy", percent=percent(round(seat.accuracy * 100)))


def counts_line(seat: SeatReview) -> str:
    return ", ".join(f"{tr('review.' + kind)} {seat.counts[kind]}" for kind in KINDS)


def costliest_line(review: Review, decision: Decision | None) -> str:
    if decision is None:
        return tr("review.no_costliest")
    return tr(
        "review.costliest",
        move=decision.move + 1,
        place=place_label(review, decision.place),
        seen=(decision.seen or 0) + 1,
        swing=f"{decision.swing:g}",
    )


def tally_words(review: Review, tally: PlaceTally, kind: str) -> str:
    """ "disc 4 (remembered twice)", or "disc 4 (remembered 2 times out of 3)" where the
    place also went the other way: every count says what it counts."""
    n, total = getattr(tally, kind), tally.remembered + tally.forgot
    if n == total:
        times = tr(f"review.times.{kind}", count=n)
    else:
        times = tr(f"review.of.{kind}", n=n, total=total, count=n)
    return tr("review.tally", place=place_label(review, tally.place), times=times)


def places_line(review: Review, seat: SeatReview, kind: str, most: int | None = None) -> str | None:
    """Every place of one verdict ("best remembered", "most forgotten"), the most often
    first; the two lines share out the places judged, so they never contradict. With
    `most`, the first few and how many more."""
    places = places_by_verdict(seat, kind)
    if not places:
        return None
    shown = places if most is None else places[:most]
    named = ", ".join(tally_words(review, p, kind) for p in shown)
    if len(places) > len(shown):
        named = tr("review.and_more", places=named, n=len(places) - len(shown))
    key = "review.most_remembered" if kind == REMEMBERED else "review.most_forgotten"
    return tr(key, places=named)


def seat_lines(review: Review, seat: SeatReview) -> Iterator[str]:
    yield seat_name(review, seat.seat)
    yield "  " + f"{accuracy_line(seat)}  ({counts_line(seat)})"
    yield "  " + tr("review.streak", n=seat.streak)
    yield "  " + costliest_line(review, seat.costliest)
    for kind in (REMEMBERED, FORGOT):
        line = places_line(review, seat, kind)
        if line:
            yield "  " + line


def review_text(review: Review) -> str:
    spec = get_game(review.game)
    lines = [tr("review.title", game=game_title(spec.id, spec.title))]
    lines.append(rules_line(spec, review.options))
    for seat in review.seats:
        lines.append("")
        lines.extend(seat_lines(review, seat))
    return "\n".join(lines)
