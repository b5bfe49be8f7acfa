"""Seat panels as every game paints them: each word and number at a size the far side of
the table can read, and a long name cut short rather than shrunk."""

import math
from dataclasses import replace

import pygame
import pytest

from engine import i18n
from engine.compositor.cache import SurfaceCache
from engine.compositor.pictures import Pictures
from engine.drawing import judge, panels, text
from engine.drawing.seats import PAUSE_SIZE, short_name
from engine.drawing.text import measure
from engine.i18n import tr
from tests.fingers import start_game
from tests.test_engine_basics import SUPPORTED_SIZES

# the fewest and the most seats each game takes (Memorandum's classic game: 3 to 7)
GAMES = {
    "tamega": (1, 8),
    "memorandum": (3, 7),
    "devils-circle": (2, 6),
    "memodixe": (2, 6),
    "fireball-court": (2,),
}
LONG_NAME = "Bartholomew Maximilian Fitzgerald"


def _painted_labels(monkeypatch, scene, active):
    """(text, size, width) of every panel text the painters render for every seat."""
    drawn = []
    real = panels.label

    def record(raster, text, size, colour):
        surface = real(raster, text, size, colour)
        drawn.append((text, size, surface.get_width()))
        return surface

    monkeypatch.setattr(panels, "label", record)
    pictures = Pictures(SurfaceCache())
    for seat in scene.seats:
        plan = scene.panels.plan(seat)
        score = panels.Count(*scene.traits.score_words[:1], 12, scene.traits.score_words[1])
        computer = seat.index in scene.bots
        part = scene.panel_part(seat.index)
        pictures(panels.seat_panel(seat, plan, active, score, computer, scene.unit, part))
    return drawn


@pytest.mark.parametrize("orientation", ["table", "tablet"])
@pytest.mark.parametrize("size", SUPPORTED_SIZES)
@pytest.mark.parametrize("game", GAMES)
def test_every_panel_text_is_readable_from_across_the_table(monkeypatch, game, size, orientation):
    floor = 0.022 * min(size)
    for players in GAMES[game]:
        _, scene = start_game(game, players, humans=(), size=size, orientation=orientation)
        waiting = _painted_labels(monkeypatch, scene, active=False)
        shown = {text for text, _, _ in waiting}
        names = {scene.seat_name(s) for s in range(players)}
        assert {n for n in names if not any(t.startswith(n[:3]) for t in shown)} == set()
        drawn = _painted_labels(monkeypatch, scene, active=True)
        turns = [text for text, _, _ in drawn if text == tr("game.your_turn")]
        assert len(turns) == players
        assert all(size >= floor for _, size, _ in waiting + drawn), (players, drawn)
        sizes = panels.panel_type(scene.unit)
        scores = [size for text, size, _ in drawn if text == "12"]
        assert len(scores) == players and all(s == sizes.score > sizes.label for s in scores)


@pytest.mark.parametrize("size", [(1024, 768), (3840, 2160)])
def test_a_long_name_is_cut_short_at_the_readable_size(monkeypatch, size):
    def name_seat(scene):
        scene.setup.seats[0].name = LONG_NAME

    _, scene = start_game("tamega", 8, humans=(), size=size, arrange=name_seat)
    drawn = _painted_labels(monkeypatch, scene, active=True)
    cut = [(text, s, w) for text, s, w in drawn if text.startswith("Barth")]
    assert cut and all(text.endswith("…") and text != LONG_NAME for text, _, _ in cut)
    assert all(s == math.ceil(panels.READABLE * min(size)) for _, s, _ in cut)
    assert all(w < scene.seats[0].panel_size[0] * 0.8 for _, _, w in cut)


# the most seats each game takes, and the screens where its panels are narrowest
MOST = {"tamega": 8, "memorandum": 7, "devils-circle": 6, "memodixe": 6, "fireball-court": 2}
NARROW = [((768, 1024), "tablet"), ((1024, 768), "tablet"), ((1024, 768), "table")]


def _longest_level() -> str:
    """The computer level whose word is longest in the current language (the longest
    names a seat gets: "Orange · ontspannen")."""
    levels = ("child", "casual", "sharp", "perfect")
    return max(levels, key=lambda level: measure(tr(f"level.{level}"), 24)[0])


def _panel_words(scene, seat, active):
    """The words a seat's panel painted, with their sizes, the texts it cut short with
    "…", and the smallest words in it as the layout audit judges the panel."""
    drawn, cut = [], []

    def part(piece, whole):
        if piece.endswith("…") and not whole.endswith(piece):
            cut.append(whole)

    text.TEXT_RECORDERS.append(lambda label, size: drawn.append((label, size)))
    text.PART_RECORDERS.append(part)
    try:
        pictures = Pictures(SurfaceCache())
        emoji, word = scene.traits.score_words[:2]
        score = panels.Count(emoji, 12, word)
        plan, computer = scene.panels.plan(seat), seat.index in scene.bots
        part_ = scene.panel_part(seat.index)
        image = panels.seat_panel(seat, plan, active, score, computer, scene.unit, part_)
        pictures.upright(image)
    finally:
        text.TEXT_RECORDERS.pop()
        text.PART_RECORDERS.pop()
    return drawn, cut, pictures.smallest_words(image)


@pytest.mark.parametrize("lang", ["en", "de", "nl", "fr"])
@pytest.mark.parametrize(("size", "orientation"), NARROW)
@pytest.mark.parametrize("game", MOST)
def test_a_narrow_panel_shows_its_name_counts_and_help_whole_and_readable(
    game, size, orientation, lang
):
    """At the most seats on a tablet and a small screen, every panel shows its seat's
    name (at least without its note), its score as a whole number and its ❓ as a full
    target clear of the words, with no word cut short and none below the audit's floor."""
    i18n.set_language(lang)
    try:
        level, players = _longest_level(), MOST[game]
        _, scene = start_game(
            game,
            players,
            humans=(0,),
            level=level,
            size=size,
            orientation=orientation,
            arrange=lambda _: i18n.set_language(lang),  # the app started in its own
        )
        assert scene.seat_name(0) == tr("seat.blue") and i18n.language() == lang
        floor = judge.floor_px(size)
        for active in (False, True):
            for seat in scene.seats:
                drawn, cut, smallest = _panel_words(scene, seat, active)
                where = (game, size, orientation, lang, seat.index, active)
                assert cut == [], where
                assert min(size for _, size in drawn) >= floor and smallest >= floor, where
                texts = {label for label, _ in drawn}
                assert "12" in texts, where
                plan = scene.panels.plan(seat)
                turn = tr("game.your_turn")
                if active:  # whole, or on two lines on a card
                    lines = text.wrap(turn, plan.sizes.label, plan.name_row.width)
                    assert turn in texts or set(lines) <= texts, where
                else:
                    assert {seat.name, short_name(seat.name)} & texts, where
                w, h = (round(v) for v in seat.panel_size)
                assert pygame.Rect(0, 0, w, h).contains(plan.aside), where
                assert min(plan.aside.size) >= round(PAUSE_SIZE * scene.unit), where
                for words in (plan.name_row, plan.score, plan.slot):
                    assert not plan.aside.colliderect(words), where
    finally:
        i18n.set_language("en")


def _panel_pixels(scene, seat, computer):
    """A waiting panel of `seat` as painted, as a string of its pixels."""
    plan, part = scene.panels.plan(seat), scene.panel_part(seat.index)
    score = panels.Count(*scene.traits.score_words[:1], 3, scene.traits.score_words[1])
    image = panels.seat_panel(seat, plan, False, score, computer, scene.unit, part)
    return pygame.image.tobytes(Pictures(SurfaceCache())(image), "RGBA")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_card_whose_name_takes_its_row_still_shows_the_seats_token_and_robot(lang):
    """On a tablet's narrow cards ("Schwarz", "Yellow" across the whole row), every panel
    still shows its seat's token and a computer's its 🤖: the token's shape is how a player
    who cannot tell the colours apart tells the seats apart."""
    i18n.set_language(lang)
    try:
        _, scene = start_game(
            "tamega",
            8,
            size=(1080, 1920),
            orientation="tablet",
            arrange=lambda _: i18n.set_language(lang),
        )
        whole_row = 0
        for seat in scene.seats:
            plan = scene.panels.plan(seat)
            room = plan.name_row.width - plan.name_row.height * 1.05
            whole_row += measure(seat.name, plan.sizes.label)[0] > room
            other = "circle" if seat.shape != "circle" else "square"
            person = _panel_pixels(scene, seat, computer=False)
            assert plan.card and _panel_pixels(scene, seat, computer=True) != person
            assert _panel_pixels(scene, replace(seat, shape=other), False) != person
        assert whole_row  # some name had no room beside a token
    finally:
        i18n.set_language("en")
