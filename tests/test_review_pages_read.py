"""The review pages read whole with every page open: the scores and the winner stay in
sight (a strip beyond each row of buttons takes the place of a covered board), and a
side page's words are never cut short nor its streak spread over many lines."""

from __future__ import annotations

import pytest

from engine.drawing import judge
from tests.test_review_pages_fit import drawn_marks, open_every_page, results_at

SIZES = ((1280, 720), (3840, 2160))
TABLES = ((2, "devils-circle"), (6, "memodixe"), (7, "memorandum"), (8, "tamega"))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("players", "game"), TABLES, ids=lambda v: str(v))
def test_scores_and_the_winner_stay_in_sight_with_every_page_open(size, players, game):
    app, results = results_at(size, players, game=game)
    open_every_page(app, results)
    assert sorted(results.pages) == list(range(players))
    shown = drawn_marks(app)
    assert judge.check(shown, size) == []  # the strips cover no page, no button, no 🧠
    boards = [m.what for m in shown if m.what.startswith("results board")]
    strips = [
        item
        for item in app.shown.items
        if getattr(item, "what", "").startswith("results scores facing")
    ]
    assert len(boards) + len(strips) == 2  # each long side reads the scores one way or other
    assert strips, "with every page open, a board is covered"
    for strip in strips:
        found = strip.image.key[1]
        assert sorted(e.seat for e in found) == list(range(players))
        for entry in found:
            assert entry.points == f"{results.scores[entry.seat]:g}"
            assert entry.won == (entry.seat in results.winners)
        assert [float(e.points) for e in found] == sorted(results.scores, reverse=True)
        assert strip.text_px >= judge.floor_px(size)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("players", "game"), TABLES[1:], ids=lambda v: str(v))
def test_no_page_cuts_its_words_nor_wraps_the_streak_on_many_lines(size, players, game):
    app, results = results_at(size, players, game=game)
    open_every_page(app, results)
    for index, page in results.pages.items():
        assert not any("…" in line for line in page.lines), (index, page.lines)
        assert results.names[index] in " ".join(page.lines)  # the seat's whole name
        assert len(page.streak_lines) <= 2, page.streak_lines


@pytest.mark.parametrize("lang", ["fr", "nl", "de"])
def test_no_page_cuts_its_words_in_any_language(lang):
    from engine import i18n

    before = i18n.language()
    i18n.set_language(lang)
    try:
        for players, game in TABLES[1:]:
            app, results = results_at((1280, 720), players, game=game)
            open_every_page(app, results)
            for index, page in results.pages.items():
                assert not any("…" in line for line in page.lines), (index, page.lines)
                assert len(page.streak_lines) <= 2, page.streak_lines
    finally:
        i18n.set_language(before)
