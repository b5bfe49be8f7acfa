"""Memorandum's printed variants played by touch from the menu to the results: the 40-card
game for four (10 cards each) and the 54-card game with the Jokers for six (9 each), the
table dealing. Everything is chosen with fingers on the setup and its rules page, each game
opens with its own how-to (the pack's page, the house dealer's), and the people at the table
claim their cards on their "Mine!" pads."""

from __future__ import annotations

import pytest

from engine.i18n import tr
from engine.storage.saves import clear_save
from games.memorandum.rules import MEMORISE
from tests.fingers import frames, new_app, run_until, tap
from tests.test_memorandum_scene import pad_centre
from tests.test_rules_page import at, labelled, open_rules, set_by_touch, setup_of

SPEED = 8.0  # table seconds per second: the claim windows' clocks run as they would


def _choose(app, game_id: str, players: int, people: int, **options):
    """The setup by touch: the options on the rules page, the player count, and people at
    the first `people` seats (computer players at the others); then Play."""
    clear_save()  # a game another test kept in this worker's data folder would be asked about
    setup = setup_of(app, game_id)
    page = open_rules(app, setup)
    for name, value in options.items():
        assert set_by_touch(app, page, name, value), name
    tap(app, at(labelled(page, tr("rules.done"))))
    assert run_until(app, lambda: app.scenes.top is setup, 30)
    while setup.players != players:
        tap(app, at(setup.buttons[0 if setup.players > players else 1]))
    for seat in range(people):
        for _ in range(6):  # a tap moves a seat on: a person, then each computer level
            if setup.seat_kinds[seat] == "human":
                break
            kind = next(b for b in setup.buttons if b.colour == _colour(seat) and b.label)
            tap(app, at(kind))
    tap(app, at(labelled(setup, tr("setup.start"))))
    assert run_until(app, lambda: app.scenes.top.name == "howto", 60)
    return app.scenes.top


def _colour(seat: int):
    from engine.drawing import theme

    return theme.SEAT_STYLES[seat].colour


def _read_and_play(app, howto) -> list[str]:
    """Every page of the first how-to (its first copy), turned with ➡️, then its big Play."""
    copy = howto.copies[0]
    texts = [copy.pages[0].text]
    while copy.arrows[1].enabled:
        tap(app, at(copy.arrows[1]))
        texts.append(copy.pages[copy.page].text)
    tap(app, at(copy.middle))
    assert run_until(app, lambda: app.scenes.top.pauses_game, 60)
    return texts


def _claim_to_the_results(app, scene, people: int) -> int:
    assert run_until(app, lambda: scene.picture.phase == MEMORISE, 600)
    for seat in range(people):
        tap(app, pad_centre(scene, seat, scene.geometry.ready_rect), finger_id=seat)
    claimed = set()
    for _ in range(20_000):
        if app.scenes.top.name == "results":
            break
        if scene.picture.window_open and not scene.state.over:
            call, card = scene.state.call, scene.state.card
            for seat in range(people):
                if card in scene.state.current.hands[seat] and (call, seat) not in claimed:
                    claimed.add((call, seat))
                    tap(app, pad_centre(scene, seat, scene.geometry.mine_rect), seat, settle=0)
        frames(app, 1)
    assert app.scenes.top.name == "results"
    return len(claimed)


@pytest.mark.parametrize(
    ("pack", "players", "people", "each", "page"),
    [(40, 4, 4, 10, "memorandum.howto.pack_40"), (54, 6, 3, 9, "memorandum.howto.pack_54")],
)
def test_a_printed_variant_plays_to_the_results_by_touch(pack, players, people, each, page):
    app = new_app((1280, 720), speed=SPEED, taught=False)
    app.clock.max_steps = 32
    howto = _choose(app, "memorandum", players, people, house=True, pack=pack, claim_seconds=2)
    taught = _read_and_play(app, howto)
    assert tr(page) in taught and tr("memorandum.howto.memorise_house") in taught
    assert tr("memorandum.howto.memorise") not in taught  # no dealer to leave out
    scene = app.scenes.top
    hands = scene.state.current.hands
    assert scene.setup.players == players and [len(h) for h in hands] == [each] * players
    assert ("RJ" in scene.state.current.calls) == (pack == 54)
    claims = _claim_to_the_results(app, scene, people)
    results = app.scenes.top
    assert claims == people * each  # every card a person was dealt, claimed in its window
    state = scene.state  # a point for each card, p for one a computer player disputed
    disputed = [len(set(state.dispute) & set(hands[seat])) for seat in range(people)]
    assert state.totals[:people] == [each + (state.p - 1) * n for n in disputed]
    assert any(tr(f"memorandum.option.pack.{pack}") in line for line in results.extra)
    frames(app, 10)
