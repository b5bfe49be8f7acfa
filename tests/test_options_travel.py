"""The options travel with the game: into its record and the saved game (a resumed game
plays with them), onto the menu's Resume tile, the results and the memory review, as one
line that says the preset and what was changed from it."""

from __future__ import annotations

import json

import pytest

from engine import i18n
from engine.i18n import mid_sentence, tr
from engine.review.text import review_text
from engine.shell.results import ResultsScene
from engine.shell.results_board import board_plan
from engine.shell.resume import resume_saved_game
from engine.shell.starting import bot_setup, game_scene
from engine.storage.saves import clear_save, flush_saves, load_save
from engine.words.options import rules_line
from games.core.driver import play_game
from games.core.record import replay
from games.core.registry import get_game
from games.core.review import review_record
from tests.fingers import frames, new_app, run_until
from tests.review_helpers import Finished

CHANGES = {"pack": 40, "house": True, "claim_seconds": 2}
LONG = {"pack": 8, "house": True, "memorise_seconds": 60, "claim_seconds": 6}


@pytest.fixture
def speak():
    yield i18n.set_language
    i18n.set_language("en")


def _kept_game(app):
    """A Memorandum game with house rules, a few moves in, kept as the app keeps it."""
    clear_save()
    spec = get_game("memorandum")
    scene = game_scene(app, bot_setup(spec, 4, 21, "classic", options=CHANGES))
    app.scenes.push(scene)
    assert run_until(app, lambda: scene.state.moves >= 4, 60 * 60)
    flush_saves()
    return scene


def test_a_saved_game_keeps_its_options_and_resumes_with_them():
    app = new_app()
    scene = _kept_game(app)
    saved = load_save()
    assert {k: saved.record.options[k] for k in CHANGES} == CHANGES
    assert saved.extra["setup"]["options"] == CHANGES
    app.scenes.reset(app.home())
    frames(app, 2)
    assert resume_saved_game(app) == ""
    frames(app, 2)
    resumed = app.scenes.top
    assert resumed.state.options == scene.state.options
    assert [len(hand) for hand in resumed.state.current.hands] == [10] * 4
    clear_save()


def test_the_resume_tile_says_how_the_kept_game_is_played():
    app = new_app()
    _kept_game(app)
    app.scenes.reset(app.home())
    frames(app, 3)
    tile = next(b for b in app.scenes.top.buttons if b.emoji == "⏯️")
    line = tile.rules
    assert line.startswith(tr("preset.classic") + " + ")
    for words in (tr("memorandum.option.pack.40"), tr("memorandum.option.house.on")):
        assert mid_sentence(words) in line
    seconds = tr("memorandum.option.claim_seconds.value", value=2)
    assert tr("memorandum.option.claim_seconds.line", value=seconds) in line
    clear_save()


def test_the_review_says_it_in_words_and_in_data():
    spec = get_game("memorandum")
    from games.core.driver import play_game

    record = play_game(spec, 3, 4, spec.options("kids", pack=40), ["casual"] * 3).record
    review = review_record(record)
    assert review.to_dict()["options"]["pack"] == 40
    text = review_text(review)
    assert rules_line(spec, record.options) in text.splitlines()[:2]
    assert tr("preset.kids") + " + " + tr("memorandum.option.pack.40") == rules_line(
        spec, record.options
    )
    json.dumps(review.to_dict())  # still plain data


def test_a_preset_played_as_it_is_says_only_its_name():
    spec = get_game("devils-circle")
    assert rules_line(spec, spec.options("kids")) == tr("preset.kids")
    assert rules_line(spec, spec.options("kids", coins=True)) == " + ".join(
        [tr("preset.kids"), mid_sentence(tr("devils_circle.option.coins.on"))]
    )


def test_the_results_say_the_whole_rules_line_on_every_board(speak):
    """ "Classique + 8 cartes, la table donne à tous, 60 secondes pour mémoriser, 6 secondes
    pour réclamer" is longer than a 1280x720 board is wide: it goes on a second line rather
    than losing its last time to "…"."""
    spec = get_game("memorandum")
    options = spec.options("classic", **LONG)
    record = play_game(spec, 1, 4, options, ["casual"]).record
    setup = bot_setup(spec, 1, 4, "classic", options=LONG)
    app = new_app((1280, 720))
    speak("fr")
    results = ResultsScene(app, Finished(setup, replay(record), record))
    app.scenes.replace(results)
    app.scenes.apply_pending()
    frames(app, 2)
    line = rules_line(spec, options, setup.seat_name)
    for _at, (w, h) in results.layout.boards:
        plan = board_plan(
            results.rows(), results.extra, results.names, False, round(w), round(h), app.unit
        )
        said = [text for text, _y in plan.extra]
        assert len(said) > 1 and " ".join(said) == line
