"""A kept game is never replaced without asking: with a game kept, the setup's Play asks
first (engine/shell/kept_game.py), and each answer does what it says. All by fingers, in
the tests' own data directory."""

import random

import pytest

from engine.drawing import judge
from engine.drawing.text import reads
from engine.game.scene import GameScene
from engine.i18n import tr
from engine.shell.audit import frame_marks
from engine.shell.kept_game import ReplaceKeptScene
from engine.shell.starting import bot_setup, game_scene
from engine.storage.saves import flush_saves, load_save, save_path
from games.core import encode
from games.core.registry import get_game
from tests.fingers import frames, new_app, no_kept_game, run_until, tap
from tests.shown import texts_in
from tests.test_unattended import kiosk_app

KEPT = get_game("tamega")  # the game left for later
NEW = get_game("memorandum")  # the game people then choose on the menu


def replaced() -> list:
    return sorted(save_path().parent.glob("current-game.json.replaced-*"))


def forget_kept_games() -> None:
    no_kept_game()
    for path in replaced():
        path.unlink()


@pytest.fixture(autouse=True)
def nothing_kept():
    """Each test starts and ends with no kept game and nothing put aside."""
    forget_kept_games()
    yield
    forget_kept_games()


def keep_a_game() -> bytes:
    """Play a few computer moves of KEPT on an app of its own, as if the table had been
    left with the game kept; the kept journal's bytes."""
    app = new_app(speed=4)
    scene = game_scene(app, bot_setup(KEPT, 4, 11, "classic"))
    app.scenes.push(scene)
    assert run_until(app, lambda: scene.state.moves >= 3, 3600)
    flush_saves()
    return save_path().read_bytes()


def center_of(button):
    return button.frame.to_screen(button.center)


def tap_label(app, label: str) -> None:
    tap(app, center_of(next(b for b in app.scenes.top.buttons if b.label == label)))


def press_play(app, game_id: str = NEW.id) -> None:
    """Menu tile → setup → Play, by fingers."""
    tap(app, dict(app.scenes.top.tiles)[game_id].center)
    assert run_until(app, lambda: app.scenes.top.name == "setup", 60)
    tap(app, center_of(next(b for b in app.scenes.top.buttons if b.emoji == "▶️")))  # Play
    frames(app, 2)


def names(app) -> list[str]:
    """The stack by scene names, a game's scene as "game"."""
    return ["game" if isinstance(s, GameScene) else s.name for s in app.scenes.stack]


def in_game(app) -> bool:
    return isinstance(app.scenes.top, GameScene)


def test_without_a_kept_game_play_starts_at_once():
    app = new_app()
    press_play(app)
    assert run_until(app, lambda: in_game(app), 60)
    assert app.scenes.top.spec.id == NEW.id and replaced() == []


def test_with_a_kept_game_play_asks_first_facing_the_side_that_tapped():
    keep_a_game()
    app = new_app()
    press_play(app)
    question = app.scenes.top
    assert question.name == "replace-kept" and names(app) == ["menu", "setup", "replace-kept"]
    assert question.frame.angle == 0  # the setup's Play is tapped from the bottom edge
    card = question.buttons[0]
    assert card.title == KEPT.title and card.when == tr("saves.just_now")
    assert card.computers == (True,) * 4
    labels = [b.label for b in question.buttons[1:]]
    assert labels == [tr("kept.resume"), tr("kept.new"), tr("setup.back")]
    assert question.buttons[2].emoji == NEW.icon  # the new game by its picture


@pytest.mark.parametrize("by", ["answer", "card"])
def test_resume_it_opens_the_kept_game_with_all_its_moves_as_the_menus_card_does(by):
    keep_a_game()
    kept = load_save()
    app = new_app()
    press_play(app)
    if by == "answer":
        tap_label(app, tr("kept.resume"))
    else:  # the kept game's card itself, as on the menu
        tap(app, center_of(app.scenes.top.buttons[0]))
    assert run_until(app, lambda: in_game(app), 60)
    game = app.scenes.top
    assert names(app) == ["menu", "game"] and game.spec.id == KEPT.id
    assert game.record.moves == kept.record.moves
    assert encode(game.state.public_view()) == encode(kept.state.public_view())
    assert replaced() == []


def test_a_kept_game_damaged_while_asked_is_said_on_a_fresh_menu_without_its_card():
    keep_a_game()
    app = new_app()
    press_play(app)
    save_path().write_text('{"format": "memotable-record/1", "game": "tamega", "pla')
    tap_label(app, tr("kept.resume"))
    assert run_until(app, lambda: app.scenes.top.name == "menu", 30)
    menu = app.scenes.top
    assert names(app) == ["menu"] and menu.notice == tr("saves.damaged")
    assert menu.saved is None and not any(b.emoji == "⏯️" for b in menu.buttons)


def test_start_the_new_game_puts_the_kept_one_aside_and_the_new_save_replaces_it():
    before = keep_a_game()
    app = new_app(speed=4)
    press_play(app)
    tap_label(app, tr("kept.new"))
    assert run_until(app, lambda: in_game(app), 60)
    game = app.scenes.top
    assert game.spec.id == NEW.id and names(app) == ["menu", "game"]
    flush_saves()
    [aside] = replaced()
    assert aside.read_bytes() == before  # not deleted: an operator can still bring it back
    for seat in game.setup.human_seats:  # computer players stand in for the person
        game.match.bots[seat] = NEW.make_bot(seat, "sharp", random.Random(seat))
        game.match.bots[seat].observe(game.state.view(seat))
    assert run_until(app, lambda: game.state.moves >= 2, 3600)
    saved = load_save()
    assert saved.record.game == NEW.id and saved.record.moves == game.record.moves


def test_back_changes_nothing():
    before = keep_a_game()
    app = new_app()
    press_play(app)
    tap_label(app, tr("setup.back"))
    assert run_until(app, lambda: app.scenes.top.name == "setup", 30)
    assert names(app) == ["menu", "setup"]
    flush_saves()
    assert save_path().read_bytes() == before and replaced() == []
    tap_label(app, tr("setup.start"))  # asked again, as long as the game is kept
    frames(app, 2)
    assert app.scenes.top.name == "replace-kept"


def test_party_mode_asks_the_same_in_pictures_with_nothing_to_read():
    keep_a_game()
    app = new_app()
    tap_label(app, tr("menu.party"))
    assert run_until(app, lambda: app.scenes.top.name == "menu" and app.scenes.top.kids, 60)
    press_play(app)
    question = app.scenes.top
    assert question.name == "replace-kept" and question.title() == ""
    assert question.lines() == ()
    assert [b.label for b in question.buttons[1:]] == ["", "", ""]
    assert [b.emoji for b in question.buttons[1:]] == ["⏯️", NEW.icon, "⬅️"]
    frames(app, 2)
    assert not [text for text in texts_in(app.shown_of(question)) if reads(text)]
    tap(app, center_of(next(b for b in question.buttons if b.emoji == NEW.icon)))
    assert run_until(app, lambda: in_game(app), 60)
    assert app.scenes.top.setup.kids and len(replaced()) == 1


def test_a_kiosk_asks_visitors_too_without_the_operators_pin():
    keep_a_game()
    app = kiosk_app()
    press_play(app)
    assert app.scenes.top.name == "replace-kept"
    tap_label(app, tr("kept.resume"))
    assert run_until(app, lambda: in_game(app), 60)
    assert app.scenes.top.spec.id == KEPT.id


def test_pause_restart_replaces_the_running_game_without_asking_about_the_kept_one():
    app = new_app(speed=4)
    scene = game_scene(app, bot_setup(KEPT, 4, 11, "classic"))
    app.scenes.push(scene)
    assert run_until(app, lambda: scene.state.moves >= 3, 3600)
    scene.open_pause()
    frames(app, 2)
    tap_label(app, tr("pause.restart"))
    tap_label(app, tr("pause.restart"))  # "Start this game over?" (engine/shell/confirm.py)
    assert run_until(app, lambda: app.scenes.top is not scene, 30)
    again = app.scenes.top
    assert isinstance(again, GameScene) and again is not scene
    assert run_until(app, lambda: again.state.moves >= 1, 3600)
    flush_saves()
    assert load_save().record.seed == again.record.seed and replaced() == []


def test_a_finished_game_is_no_longer_kept_so_play_again_starts_at_once():
    app = new_app(speed=24)
    app.clock.max_steps = 64
    scene = game_scene(app, bot_setup(get_game("devils-circle"), 2, 4, "classic"))
    app.scenes.push(scene)
    assert run_until(app, lambda: app.scenes.top.name == "results" or app.errors, 20_000)
    assert load_save() is None
    frames(app, 2)
    tap_label(app, tr("results.again"))
    assert run_until(app, lambda: in_game(app), 30)
    assert names(app) == ["menu", "game"]


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("kids", [False, True], ids=["grown-ups", "party"])
def test_the_question_reads_at_the_floor_within_the_screen_with_nothing_covered(size, kids):
    keep_a_game()
    app = new_app(size)
    question = ReplaceKeptScene(app, load_save(), NEW, lambda: None, kids)
    app.scenes.push(question)
    frames(app, 2)
    app.compositor.fit_screen(app.size)  # every word painted again, so each size is noted
    frames(app, 1)
    found = judge.check(frame_marks(app), size)  # the menu under the shade is out of play
    pictures = app.compositor.pictures
    own = judge.marks_of(app.shown_of(question), lambda s: pictures.smallest_words(s.image))
    sizes = [mark.text_px for mark in own if mark.text_px]
    assert found == [] and len(question.buttons) == 4
    assert sizes and min(sizes) >= judge.floor_px(size)
    for button in question.buttons:  # big targets: a fingertip is about 1/12 of the height
        assert min(button.screen_rect().size) >= size[1] / 12
