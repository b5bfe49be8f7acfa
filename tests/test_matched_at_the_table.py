"""A matched computer at the table: it watches the person, its review says what it played
like (at the table, in `review` and on its card, in every language), and Play again starts
it where the game just played left it."""

from __future__ import annotations

import pytest

from engine import i18n
from engine.game.setup import GameSetup, SeatPlan, setup_dict, setup_from_dict
from engine.i18n import tr
from engine.review.text import review_text
from games.core.driver import play_game
from games.core.memory import MATCHED
from games.core.registry import get_game
from games.core.review import review_record
from tests.fingers import new_app, no_kept_game, tap
from tests.test_memory_review_shell import (
    button_labelled,
    center_of,
    people_game,
    review_cli,
    to_results,
)

DC = get_game("devils-circle")


def test_it_watches_the_person_plays_like_them_and_plays_again_from_there(tmp_path):
    no_kept_game()
    app = new_app(speed=24)
    app.clock.max_steps = 64
    seats = [SeatPlan("human"), SeatPlan("bot", MATCHED)]
    scene = people_game(app, GameSetup(DC.id, 2, 12, "classic", {}, seats))
    matcher = scene.match.bots[1].matcher
    assert matcher.watched == (0,) and matcher.aim == "middle"
    results = to_results(app, scene)

    sat = scene.record.seats[1]
    assert sat["played_like"] == "sharp"  # the person stood in as a sharp player
    said = tr("review.played_like", level=tr("level.sharp"))
    tap(app, center_of(results.brains[1]))
    assert said in results.pages[1].name  # its page at the table
    assert f"({said})" in review_cli(scene.record, tmp_path)  # and `review`

    tap(app, center_of(button_labelled(results, tr("results.again"))))
    app.scenes.apply_pending()
    again = app.scenes.top
    assert again is not scene and again.setup.seed != scene.setup.seed
    assert list(again.setup.seats[1].known) == sat["settled"]
    assert again.match.bots[1].matcher.known == tuple(sat["settled"])
    assert setup_from_dict(setup_dict(again.setup)) == again.setup  # a save keeps it
    assert again.match.bots[1].memory.level.rank > 1.5  # it starts where it left off


def test_a_party_computer_aims_at_the_weakest_child():
    seats = [SeatPlan("human"), SeatPlan("human"), SeatPlan("bot", MATCHED)]
    party = GameSetup(DC.id, 3, 5, "kids", {}, seats, kids=True)
    table = GameSetup(DC.id, 3, 5, "classic", {}, seats)
    assert party.seat_plans()[2]["aim"] == "weakest" and table.seat_plans()[2]["aim"] == "middle"
    assert "aim" not in party.seat_plans()[0]  # only a matched computer aims


@pytest.mark.parametrize("lang", ["en", "fr", "nl", "de"])
def test_its_review_says_what_it_played_like_in_every_language(lang):
    record = play_game(DC, 2, 3, DC.options(), [MATCHED, "child"]).record
    before = i18n.language()
    i18n.set_language(lang)
    try:
        text = review_text(review_record(record))
        like = tr("review.played_like", level=tr(f"level.{record.seats[0]['played_like']}"))
        assert f"({like})" in text and f"({tr('level.child')})" in text
    finally:
        i18n.set_language(before)
