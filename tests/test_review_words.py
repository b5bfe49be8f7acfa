"""The memory review as people read it: places and seats counted from 1 everywhere a
person reads them (and the same seat names in `simulate`, `review` and at the table), and
the two lists of places that cannot contradict each other."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.drawing import theme
from engine.game.setup import GameSetup, SeatPlan
from engine.i18n import tr
from engine.review.text import (
    cell_label,
    costliest_line,
    place_label,
    places_line,
    review_text,
    seat_label,
)
from games.core.driver import play_game
from games.core.registry import get_game
from games.core.review import FORGOT, REMEMBERED, places_by_verdict, review_record
from games.tamega.board import boards_for, geometry

ROOT = Path(__file__).resolve().parent.parent
GAMES = {"devils-circle": 2, "memodixe": 3, "tamega": 2, "memorandum": 3, "fireball-court": 2}


def reviewed(game: str, players: int, seed: int):
    spec = get_game(game)
    levels = ["casual"] * players
    return review_record(play_game(spec, players, seed, spec.options("classic"), levels).record)


def listed(line: str | None, key: str) -> list[str]:
    """The places a "Mostly remembered: disc 1 (2), disc 4 (1 of 2)" line names."""
    if line is None:
        return []
    head = tr(key, places="")
    return [re.sub(r" \([^)]*\)$", "", part) for part in line.removeprefix(head).split(", ")]


def test_discs_squares_and_moves_are_counted_from_one():
    circle, dice = reviewed("devils-circle", 2, 5), reviewed("memodixe", 3, 5)
    assert place_label(circle, 0) == tr("review.place.devils-circle", place=1)
    assert cell_label(circle, 0) == "1" and cell_label(dice, 8) == "9"
    review = circle
    text = review_text(review)
    numbers = {int(n) for n in re.findall(r"disc (\d+)", text)}
    assert numbers and min(numbers) >= 1 and max(numbers) <= 10
    costly = next(s.costliest for s in review.seats if s.costliest is not None)
    assert f"disc {costly.place + 1}:" in costliest_line(review, costly)
    assert f"move {costly.move + 1}," in costliest_line(review, costly)


@pytest.mark.parametrize("players", [2, 8])
def test_tamegas_squares_are_numbered_from_one_as_a_player_counts_them(players):
    """Row by row from the top left, the cut corners not counted, board after board: the
    first square is 1 and the last of each board 45 (90), in the words and the cells."""
    review = reviewed("tamega", players, 3)
    geo = geometry(boards_for(players))
    first = geo.square(1, 2)  # the top row's corner is cut: its second square is the first
    assert cell_label(review, first) == "1"
    assert place_label(review, first) == tr("review.place.tamega", place=1)
    last_of_each = [geo.on_board(board)[-1] for board in range(geo.boards)]
    assert [cell_label(review, s) for s in last_of_each] == [
        str(45 * (b + 1)) for b in range(geo.boards)
    ]
    numbers = sorted(int(cell_label(review, s)) for s in range(geo.squares) if geo.exists[s])
    assert numbers == list(range(1, 45 * geo.boards + 1))


def test_every_count_in_the_printed_review_says_what_it_counts():
    """ "disc 10 (2)" says what the 2 is: "disc 10 (remembered 2 times)"."""
    review = reviewed("devils-circle", 2, 5)
    text = review_text(review)
    assert not re.search(r"\(\d+\)|\(\d+ of \d+\)", text)
    said = re.findall(r"disc \d+ \(([^)]*)\)", text)
    assert said and all(re.search("remembered|forgotten", part) for part in said)


def test_simulate_review_and_the_table_name_the_same_seat_the_same_way(tmp_path):
    env = {**os.environ, "MEMOTABLE_DATA_DIR": str(tmp_path)}
    args = ["devils-circle", "--players", "3", "--seed", "1"]
    run = [sys.executable, "main.py", "simulate", *args]
    printed = subprocess.run(run, cwd=ROOT, capture_output=True, text=True, env=env, timeout=120)
    assert printed.returncode == 0, printed.stderr
    spec = get_game("devils-circle")
    record = play_game(spec, 3, 1, spec.options("classic"), ["casual"] * 3).record
    winners = printed.stdout.split("winners ")[1].strip()
    assert winners == ", ".join(seat_label(w) for w in record.winners)
    assert "[" not in printed.stdout  # no list of seat numbers from 0
    review = review_text(review_record(record))
    table = GameSetup(spec.id, 3, 1, "classic", {}, [SeatPlan()] * 3)
    for winner in record.winners:
        assert seat_label(winner).startswith(tr("review.seat", n=winner + 1))
        assert seat_label(winner) in review  # `review` names the winner the same way
        assert table.seat_name(winner) in seat_label(winner)  # and the table's colour
        assert table.seat_name(winner) == tr(f"seat.{theme.SEAT_STYLES[winner].name}")


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from(sorted(GAMES)), seed=st.integers(0, 10_000))
def test_remembered_and_forgotten_share_out_every_place_judged(game, seed):
    review = reviewed(game, GAMES[game], seed)
    for seat in review.seats:
        judged = {repr(p.place) for p in seat.places}
        good = [repr(p.place) for p in places_by_verdict(seat, REMEMBERED)]
        bad = [repr(p.place) for p in places_by_verdict(seat, FORGOT)]
        assert not set(good) & set(bad)
        assert sorted(good + bad) == sorted(judged)
        for tally in seat.places:  # a place forgotten once and never remembered is forgotten
            if tally.remembered == 0:
                assert repr(tally.place) in bad
        said_good = listed(places_line(review, seat, REMEMBERED), "review.most_remembered")
        said_bad = listed(places_line(review, seat, FORGOT), "review.most_forgotten")
        assert not set(said_good) & set(said_bad)  # the printed lines too
        named = sorted(place_label(review, p.place) for p in seat.places)
        assert sorted(said_good + said_bad) == named


def test_a_place_both_remembered_and_forgotten_is_in_one_list_only():
    for seed in range(40):
        review = reviewed("devils-circle", 2, seed)
        mixed = [(s, p) for s in review.seats for p in s.places if p.remembered and p.forgot]
        if mixed:
            break
    else:
        raise AssertionError("no game with a disc both remembered and forgotten")
    seat, tally = mixed[0]
    name = place_label(review, tally.place)
    lines = [places_line(review, seat, kind) or "" for kind in (REMEMBERED, FORGOT)]
    assert sum(name + " (" in line for line in lines) == 1
    n, total = getattr(tally, tally.verdict), tally.remembered + tally.forgot
    times = tr(f"review.of.{tally.verdict}", n=n, total=total, count=n)
    assert f"{name} ({times})" in " ".join(lines)


# --- the heat map in the game's own shape --------------------------------------------------
def heat_cells(game: str, players: int, seed: int, cheerful: bool = False):
    import pygame

    from engine.compositor.cache import SurfaceCache
    from engine.compositor.pictures import Pictures
    from engine.review.pictures import draw_heat_grid

    pygame.font.init()
    review = reviewed(game, players, seed)
    seat = max(review.seats, key=lambda s: len(s.places))
    card = pygame.Surface((600, 400), pygame.SRCALPHA)
    box = pygame.Rect(20, 20, 560, 360)
    cells = draw_heat_grid(Pictures(SurfaceCache()), card, review, seat, box, cheerful)
    return seat, cells


def test_devils_circles_heat_map_is_its_ring_numbered_from_one_and_marked():
    seat, cells = heat_cells("devils-circle", 3, 1)
    assert list(cells) == [repr(disc) for disc in range(10)]
    centres = [cell.rect.center for cell in cells.values()]
    middle = (sum(x for x, _ in centres) / 10, sum(y for _, y in centres) / 10)
    radii = [((x - middle[0]) ** 2 + (y - middle[1]) ** 2) ** 0.5 for x, y in centres]
    assert max(radii) - min(radii) <= 2  # a ring, not a 2x5 grid
    assert centres[0][1] == min(y for _, y in centres)  # disc 1 at the top
    assert centres[2][0] > centres[0][0]  # and on clockwise
    assert [cell.label for cell in cells.values()] == [str(n) for n in range(1, 11)]
    for tally in seat.places:  # readable without colour: each judged disc has its verdict's mark
        assert cells[repr(tally.place)].mark == tally.verdict
    judged = {repr(p.place) for p in seat.places}
    assert all(cell.mark is None for key, cell in cells.items() if key not in judged)


def test_tamegas_heat_map_is_its_board_and_memorandums_a_hand_of_cards():
    _, board = heat_cells("tamega", 6, 2)  # two boards side by side, their corners cut
    assert len(board) == 2 * (49 - 4)
    columns = sorted({cell.rect.centerx for cell in board.values()})
    assert len(columns) == 14 and len({cell.rect.centery for cell in board.values()}) == 7
    seat, hand = heat_cells("memorandum", 3, 4)
    assert sorted(hand) == sorted(repr(p.place) for p in seat.places)
    assert all(cell.rect.h > cell.rect.w for cell in hand.values())  # cards, upright


@pytest.mark.parametrize(
    ("game", "players", "seed"), [("memorandum", 3, 4), ("fireball-court", 2, 1)]
)
def test_a_card_on_the_heat_map_is_drawn_as_the_game_shows_it_with_its_verdict_over_it(
    game, players, seed
):
    """Even where no number or name fits beside it (the review page's readable type), each
    card is the card itself: a playing card's rank over its suit, a Fireball Court kind's
    picture or number, with the tick or cross of its verdict."""
    import pygame

    from engine.compositor.cache import SurfaceCache
    from engine.compositor.pictures import Pictures
    from engine.review.pictures import draw_heat_grid
    from games.fireball_court import cards as fc

    pygame.font.init()
    pictures, drawn = Pictures(SurfaceCache()), []

    def raster(image):
        drawn.append(image.key)
        return pictures(image)

    review = reviewed(game, players, seed)
    seat = max(review.seats, key=lambda s: len(s.places))
    card = pygame.Surface((600, 400), pygame.SRCALPHA)
    cells = draw_heat_grid(raster, card, review, seat, pygame.Rect(20, 20, 560, 360), False, (90,))
    judged = {p.place: p for p in seat.places}
    if game == "memorandum":
        faces = {key[2] for key in drawn if key[0] == "smallcard"}
        assert faces == set(judged)  # each card's own face: its rank and suit
    else:
        pictured = {part for key in drawn for part in key if isinstance(part, str)}
        seniors = {fc.SENIOR_PICTURES[k] for k in judged if k in fc.SENIOR_PICTURES}
        assert seniors <= pictured
    for place, tally in judged.items():
        cell = cells[repr(place)]
        assert cell.label == cell_label(review, place) and cell.mark == tally.verdict


@pytest.mark.parametrize(
    ("game", "look"), [("tamega", "tile"), ("memodixe", "tile"), ("devils-circle", "disc")]
)
def test_a_judged_place_shows_what_the_seat_saw_there_with_its_verdict_over_it(game, look):
    """A Tamega square remembered or forgotten is drawn as its tile (the picture dealt
    there), a MemoDiXe place as the face the seat saw under its die, a Devil's Circle disc
    with the image the seat saw on its hidden side; the verdict's tick or cross over it, and
    `review --json` says the picture too."""
    import pygame

    from engine.compositor.cache import SurfaceCache
    from engine.compositor.pictures import Pictures
    from engine.review.pictures import draw_heat_grid
    from games.core.record import start_state
    from games.devils_circle.actions import EMOJI as IMAGES
    from games.memodixe.dice import EMOJI as SYMBOLS
    from games.tamega.board import tile_picture

    pygame.font.init()
    spec = get_game(game)
    record = play_game(spec, 2, 3, spec.options("classic"), ["casual"] * 2).record
    review = review_record(record)
    pictures, drawn = Pictures(SurfaceCache()), []

    def raster(image):
        drawn.append(image.key)
        return pictures(image)

    for seat in review.seats:
        card = pygame.Surface((600, 400), pygame.SRCALPHA)
        cells = draw_heat_grid(raster, card, review, seat, pygame.Rect(20, 20, 560, 360))
        shown = {part for key in drawn if key[0] == look for part in key if isinstance(part, str)}
        for tally in seat.places:
            if game == "tamega":
                assert tally.shows == tile_picture(start_state(record).tiles[tally.place])
            elif isinstance(tally.place, int):
                assert tally.shows in (SYMBOLS if game == "memodixe" else IMAGES).values()
            if tally.shows:
                assert tally.shows in shown and tally.to_dict()["shows"] == tally.shows
            assert cells[repr(tally.place)].mark == tally.verdict
    assert any(tally.shows for seat in review.seats for tally in seat.places)


def test_party_heat_maps_mark_only_what_was_remembered():
    seat, cells = heat_cells("devils-circle", 3, 1, cheerful=True)
    assert any(p.forgot for p in seat.places)
    assert {cell.mark for cell in cells.values()} <= {REMEMBERED, None}
    import pygame

    from engine.compositor.cache import SurfaceCache
    from engine.compositor.pictures import Pictures
    from engine.review.pictures import draw_heat_grid

    pictures, discs = Pictures(SurfaceCache()), []

    def raster(image):
        discs.extend([image.key] if image.key[0] == "disc" else [])
        return pictures(image)

    review = reviewed("devils-circle", 3, 1)
    seat = max(review.seats, key=lambda s: len(s.places))
    card = pygame.Surface((600, 400), pygame.SRCALPHA)
    draw_heat_grid(raster, card, review, seat, pygame.Rect(20, 20, 560, 360), cheerful=True)
    # a place only forgotten looks like one never judged: no picture, as no mark
    assert len(discs) == sum(1 for tally in seat.places if tally.remembered)


@pytest.mark.parametrize("lang", ["en", "fr", "nl", "de"])
def test_every_count_on_the_review_card_has_its_words(lang):
    import pygame

    from engine import i18n
    from engine.compositor.cache import SurfaceCache
    from engine.compositor.pictures import Pictures
    from engine.review.pictures import draw_card
    from games.core.review import KINDS

    pygame.font.init()
    pictures, said = Pictures(SurfaceCache()), []

    def raster(image):
        said.append(image.key)
        return pictures(image)

    before = i18n.language()
    i18n.set_language(lang)
    try:
        review = reviewed("devils-circle", 2, 5)
        draw_card(raster, review, review.seats[0])
        texts = " ".join(str(part) for key in said for part in key if isinstance(part, str))
        for word in [*(tr(f"review.{kind}") for kind in KINDS), tr("review.count.streak")]:
            assert all(part in texts for part in word.split()), word
    finally:
        i18n.set_language(before)
