"""Every seat's memory review page open at once, at every size we promise and with 2 to 8
seats: no page lies on another, on another seat's 🧠, on the results' buttons or on a board
still showing, every page is on the screen and its every text at or above the floor. On a
tablet the pages share the strip under the buttons in columns, or open one at a time."""

from __future__ import annotations

from functools import cache

import pytest

from engine.drawing import judge
from engine.shell.audit import frame_marks
from engine.shell.results import ResultsScene
from engine.shell.results_layout import MIN_COLUMN
from engine.shell.starting import bot_setup
from games.core.driver import play_game
from games.core.record import replay
from games.core.registry import get_game
from tests.fingers import new_app, tap
from tests.review_helpers import Finished

SIZES = ((1024, 768), (1280, 720), (1920, 1080), (3840, 2160))
TABLES = {2: "devils-circle", 4: "tamega", 6: "memodixe", 8: "tamega"}
TABLETS = ((768, 1024), (1280, 720))


@cache
def finished(game: str, players: int) -> Finished:
    spec = get_game(game)
    setup = bot_setup(spec, players, 3, "classic")
    levels = [plan.level for plan in setup.seats]
    record = play_game(spec, players, 3, spec.options("classic"), levels).record
    return Finished(setup, replay(record), record)


def results_at(size, players: int, orientation: str = "table", game: str | None = None):
    app = new_app(size)
    app.settings.orientation = orientation
    app.scenes.replace(ResultsScene(app, finished(game or TABLES[players], players)))
    app.scenes.apply_pending()
    return app, app.scenes.top


def drawn_marks(app) -> list[judge.Mark]:
    app.frame(1 / 60, events=[])
    return frame_marks(app)


def open_every_page(app, results) -> None:
    for brain in results.brains:
        tap(app, brain.frame.to_screen(brain.center))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", sorted(TABLES))
def test_every_page_open_at_once_covers_nothing_and_reads_from_its_seat(size, players):
    app, results = results_at(size, players)
    open_every_page(app, results)
    assert sorted(results.pages) == list(range(players))
    shown = drawn_marks(app)
    pages = [m for m in shown if m.what.startswith("review page")]
    assert len(pages) == players
    assert judge.check(shown, size) == []  # no overlap, nothing off screen, nothing small
    assert min(m.text_px for m in pages) >= judge.floor_px(size)
    for index, page in results.pages.items():
        seat = results.seats[index]
        assert page.frame.angle == seat.angle  # it faces its seat
        toward = seat.toward_center  # and lies in front of it, towards the middle
        ahead = [page.frame.center[i] - seat.center[i] for i in (0, 1)]
        assert ahead[0] * toward[0] + ahead[1] * toward[1] > 0


@pytest.mark.parametrize("players", [2, 8])
def test_the_boards_and_buttons_read_when_no_page_is_open_and_a_covered_board_waits(players):
    size = (1024, 768)
    app, results = results_at(size, players)
    shown = drawn_marks(app)
    boards = [m for m in shown if m.what.startswith("results board")]
    assert len(boards) == 2 and judge.check(shown, size) == []
    tap(app, results.brains[0].frame.to_screen(results.brains[0].center))  # a bottom seat
    shown = drawn_marks(app)
    assert [m.what for m in shown if m.what.startswith("results board")] == [
        "results board facing 180"  # the bottom one waits under the page; the top one reads
    ]
    assert judge.check(shown, size) == []


@pytest.mark.parametrize("size", TABLETS, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 4, 8])
def test_a_tablet_shares_the_strip_under_the_buttons_or_opens_one_page_at_a_time(size, players):
    app, results = results_at(size, players, "tablet", "tamega" if players > 2 else None)
    open_every_page(app, results)
    shown = drawn_marks(app)
    assert judge.check(shown, size) == []
    pages = [m for m in shown if m.what.startswith("review page")]
    hub = results.layout.hub
    assert all(m.rect[1] >= hub.bottom for m in pages)  # under the buttons, upright
    assert all(page.frame.angle == 0 for page in results.pages.values())
    if results.layout.exclusive:
        assert list(results.pages) == [players - 1]  # the last opened; the others closed
    else:
        assert len(pages) == players
    assert results.layout.exclusive == (size[0] / players < MIN_COLUMN * min(size))


def test_a_page_at_a_crowded_table_shows_less_not_smaller_text():
    """At 1024x768 with eight seats a long edge's page has no room for the replayed moment
    under its body: the moment's words (and its pulse) go, the rest stays at the floor; two
    seats' pages at the same size have the room and replay it."""
    app, results = results_at((1024, 768), 8)
    open_every_page(app, results)
    crowded = results.pages[0]
    assert crowded.footer == [] and crowded.moment_place() is None
    assert min(crowded.sizes) >= judge.floor_px(app.size)
    assert crowded.texts() == crowded.body_texts()
    app, results = results_at((1024, 768), 2)
    open_every_page(app, results)
    roomy = results.pages[0]
    assert roomy.footer and roomy.texts()[-1] == roomy.footer_texts()[0]


def test_a_tap_on_one_page_closes_only_that_page_at_a_full_table():
    app, results = results_at((1280, 720), 8)
    open_every_page(app, results)
    tap(app, results.pages[3].frame.center)
    assert sorted(results.pages) == [0, 1, 2, 4, 5, 6, 7]
    tap(app, results.brains[5].frame.to_screen(results.brains[5].center))
    assert sorted(results.pages) == [0, 1, 2, 4, 6, 7]


def test_open_pages_follow_a_resize_and_a_turn_to_a_tablet_keeps_the_last_opened():
    app, results = results_at((1280, 720), 8)
    open_every_page(app, results)
    app.resize((1024, 768))
    assert sorted(results.pages) == list(range(8))
    assert judge.check(drawn_marks(app), app.size) == []
    app.settings.orientation = "tablet"
    results.resize(app.size)
    assert results.layout.exclusive and list(results.pages) == [7]
    assert judge.check(drawn_marks(app), app.size) == []
