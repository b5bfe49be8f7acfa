"""The memory review in words: what `python main.py review` prints and what the review
card writes, in the player's language. Moves are counted from 1 here, as people count."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from engine.drawing.card_names import JOKERS, card_name, index, is_card, joker_word
from engine.i18n import game_title, has, percent, tr
from engine.words.options import rules_line
from games.core.registry import get_game
from games.core.review import KINDS, Decision, PlaceTally, Review, SeatReview

TOP_PLACES = 3


def place_label(game: str, place: Any) -> str:
    """A place as players name it ("disc 3", "the Kings", "Queen of Hearts"): its own text
    `review.place.<game>.<place>` where it has a name (Fireball Court's kinds), else the
    game's `review.place.<game>` around it, a playing card by the name the dealer calls."""
    own = f"review.place.{game}.{place}"
    if has(own):
        return tr(own)
    return tr(f"review.place.{game}", place=card_name(place) if is_card(place) else place)


def cell_label(game: str, place: Any) -> str:
    """A place's few letters in a cell of the review's grid: its own word
    (`review.cell.<game>.<place>`), a playing card's corner index, else the place itself."""
    own = f"review.cell.{game}.{place}"
    if has(own):
        return tr(own)
    if is_card(place):
        return joker_word() if place in JOKERS else index(place[0])
    return str(place)


def seat_name(review: Review, seat: int) -> str:
    """ "Seat 2 (casual)": the record's seats say who sat where, when it knows."""
    name = tr("review.seat", n=seat + 1)
    sat = review.sat[seat] if seat < len(review.sat) else {}
    if sat.get("kind") == "bot":
        name += f" ({tr('level.' + sat.get('level', 'casual'))})"
    return name


def accuracy_line(seat: SeatReview) -> str:
    if seat.accuracy is None:
        return tr("review.no_accuracy")
    return tr("review.accuracy", percent=percent(round(seat.accuracy * 100)))


def counts_line(seat: SeatReview) -> str:
    return ", ".join(f"{tr('review.' + kind)} {seat.counts[kind]}" for kind in KINDS)


def costliest_line(game: str, decision: Decision | None) -> str:
    if decision is None:
        return tr("review.no_costliest")
    return tr(
        "review.costliest",
        move=decision.move + 1,
        place=place_label(game, decision.place),
        seen=(decision.seen or 0) + 1,
        swing=f"{decision.swing:g}",
    )


def top_places(seat: SeatReview, kind: str) -> list[PlaceTally]:
    """The places most often remembered (or forgotten), most first."""
    ranked = [p for p in seat.places if getattr(p, kind) > 0]
    return sorted(ranked, key=lambda p: -getattr(p, kind))[:TOP_PLACES]


def places_line(game: str, seat: SeatReview, kind: str) -> str | None:
    places = top_places(seat, kind)
    if not places:
        return None
    named = ", ".join(f"{place_label(game, p.place)} ({getattr(p, kind)})" for p in places)
    key = "review.most_remembered" if kind == "remembered" else "review.most_forgotten"
    return tr(key, places=named)


def seat_lines(review: Review, seat: SeatReview) -> Iterator[str]:
    yield seat_name(review, seat.seat)
    yield "  " + f"{accuracy_line(seat)}  ({counts_line(seat)})"
    yield "  " + tr("review.streak", n=seat.streak)
    yield "  " + costliest_line(review.game, seat.costliest)
    for kind in ("remembered", "forgot"):
        line = places_line(review.game, seat, kind)
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
