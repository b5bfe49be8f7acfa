"""Every option of every game set by touch on the setup screen: the menu's tile, the setup's
📜 to its rules page, then only finger taps on the tiles, their − and +, and the seats'
tokens, until each value of each option is chosen (what a value needs is chosen first, by
touch too). A game started by touch plays with the choices; a refused tile shakes and
says why; the ⭐ on the setup card steps through who may start."""

from __future__ import annotations

import pytest

from engine.i18n import tr
from engine.shell.rules_page import RulesPage
from engine.words.options import reason
from games.core.registry import all_games, get_game
from tests.fingers import frames, new_app, no_kept_game, run_until, tap
from tests.option_cases import values_alone

PLAYABLE = [spec for spec in all_games() if spec.available]


def at(button):
    return button.frame.to_screen(button.center)


def labelled(scene, label):
    return next(b for b in scene.buttons if b.label == label)


def setup_of(app, game_id):
    no_kept_game()
    tap(app, dict(app.scenes.top.tiles)[game_id].center)
    assert run_until(app, lambda: app.scenes.top.name == "setup", 60)
    return app.scenes.top


def open_rules(app, setup) -> RulesPage:
    rules = next(b for b in setup.buttons if b.emoji == "📜")
    tap(app, at(rules))
    assert run_until(app, lambda: app.scenes.top.name == "rules", 30)
    return app.scenes.top


def tile(page: RulesPage, name: str):
    return next(t for t in page.tiles if t.option.name == name)


def tap_tile(app, page, name):
    rect = tile(page, name).rect
    tap(app, (rect.left + rect.width * 0.2, rect.centery))


def set_by_touch(app, page: RulesPage, name: str, value) -> bool:
    """Taps until `name` holds `value`; what the value needs is set by touch first."""
    declared = page.spec.choices
    option = declared[name]
    if option.is_on(value):
        for tie in option.ties:
            other = declared[tie.other]
            wanted = other.neutral if tie.forbid else tie.values[0]
            if not tie.yields and not set_by_touch(app, page, tie.other, wanted):
                return False
    for _ in range(40):
        if page.rules.full()[name] == value:
            return True
        current = tile(page, name)
        if option.look == "steps":
            up = option.values.index(value) > option.values.index(page.rules.full()[name])
            tap(app, at(current.buttons[0 if up else 1]))
        elif option.look == "seats" and isinstance(value, int):
            tap(app, at(current.buttons[value]))
        else:
            tap_tile(app, page, name)
    return page.rules.full()[name] == value


@pytest.mark.parametrize("spec", PLAYABLE, ids=lambda s: s.id)
def test_every_value_of_every_option_is_set_by_touch(spec):
    app = new_app((1280, 720))
    setup = setup_of(app, spec.id)
    page = open_rules(app, setup)
    missed = []
    first = page.buttons[0]  # the first preset: one tap back to the starting point
    shown = [o for o in spec.choices if o.shown]  # a version (Tamega's starts) is nobody's choice
    for option in shown:
        tap(app, at(first))
        assert page.rules.changes == {}
        for value in values_alone(option):
            if not set_by_touch(app, page, option.name, value):
                missed.append((option.name, value))
                continue
            full = setup.make_setup().full_options()
            assert spec.choices.full(full)[option.name] == value  # the setup plays it
            spec.check_players(setup.players, full)
    assert missed == []
    reached = {o.name for o in shown if values_alone(o)}
    assert reached == {t.option.name for t in page.tiles} == {o.name for o in shown}


def test_a_game_started_by_touch_plays_with_the_choices():
    app = new_app((1280, 720))
    setup = setup_of(app, "memorandum")
    page = open_rules(app, setup)
    assert set_by_touch(app, page, "house", True)
    assert set_by_touch(app, page, "pack", 40)
    assert set_by_touch(app, page, "max_hand", 8)
    tap(app, at(labelled(page, tr("rules.done"))))
    assert run_until(app, lambda: app.scenes.top is setup, 30)
    while setup.players != 4:
        tap(app, at(setup.buttons[0 if setup.players > 4 else 1]))
    tap(app, at(labelled(setup, tr("setup.start"))))
    assert run_until(app, lambda: app.scenes.top.pauses_game, 60)  # the game's scene
    game = app.scenes.top
    options = game.spec.choices.full(game.state.options)
    assert (options["house"], options["pack"], options["max_hand"]) == (True, 40, 8)
    assert game.record.options["preset"] == "classic" and game.setup.players == 4


def test_a_refused_tile_shakes_and_says_why():
    app = new_app((1280, 720))
    page = open_rules(app, setup_of(app, "memorandum"))
    cap = tile(page, "max_hand")
    assert not cap.enabled and not any(b.enabled for b in cap.buttons)
    assert cap.words == reason(get_game("memorandum").choices["max_hand"].ties[0])
    tap_tile(app, page, "max_hand")
    assert tile(page, "max_hand").shaken_at > 0 and page.rules.changes == {}


def test_a_preset_on_the_page_is_one_tap_and_the_player_count_follows():
    app = new_app((1280, 720))
    setup = setup_of(app, "tamega")
    page = open_rules(app, setup)
    assert set_by_touch(app, page, "teams", True)
    assert setup.players == 4 and setup.counts() == [4, 6, 8]
    kids = labelled(page, f"{tr('preset.kids')} · 1–8")
    tap(app, at(kids))
    assert page.rules.preset == "kids" and page.rules.changes == {}
    assert page.rules.full()["teams"] is False


def test_the_setup_star_steps_through_who_starts_and_marks_the_seat():
    app = new_app((1280, 720))
    setup = setup_of(app, "memodixe")
    star = next(b for b in setup.buttons if b.emoji == "⭐")
    assert tr("memodixe.option.starter.seat", seat=tr("seat.blue")) in star.label
    tap(app, at(star))
    assert setup.rules.starting_seat() == 1
    frames(app, 2)
    assert setup.make_setup().full_options()["starter"] == 1


def test_an_option_switched_off_by_touch_says_the_game_without_it():
    """Coins set to "Cards only" never tell of coins changing hands; switched back on, they
    do again."""
    app = new_app((1280, 720))
    page = open_rules(app, setup_of(app, "devils-circle"))
    coins = page.spec.choices["coins"]
    assert set_by_touch(app, page, "coins", False)
    assert tile(page, "coins").words == tr("devils_circle.option.coins.about.off")
    assert set_by_touch(app, page, "coins", True)
    assert tile(page, "coins").words == tr(coins.key + ".about")


def test_the_setup_names_an_option_switched_on_by_touch():
    """Tamega's "Two pawns each" is said by its name on the setup's 📜 button, not "On"."""
    app = new_app((1280, 720))
    setup = setup_of(app, "tamega")
    page = open_rules(app, setup)
    assert set_by_touch(app, page, "two_pawns", True)
    tap(app, at(labelled(page, tr("rules.done"))))
    assert run_until(app, lambda: app.scenes.top is setup, 30)
    said = next(b for b in setup.buttons if b.emoji == "📜").label
    line = f"{tr('preset.classic')} + {tr('tamega.option.two_pawns').lower()}"
    assert said == tr("rules.button", line=line)
