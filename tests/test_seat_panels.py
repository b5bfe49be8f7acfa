"""Seat panels as every game paints them: each word and number at a size the far side of
the table can read, and a long name cut short rather than shrunk."""

import math

import pytest

from engine.compositor.cache import SurfaceCache
from engine.compositor.pictures import Pictures
from engine.drawing import panels
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
