"""Party mode at the table, shown on the toy pairs game so the engine's part is tested on
its own: wider hit areas, the pointing hand after a still moment, the turn chime, banners
with a picture, and a cheer for everyone on the results."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

import engine.game.party as party_module
from engine.drawing.widgets import Button
from engine.game.party import GROWN_UPS, PARTY, policy
from engine.game.setup import GameSetup, SeatPlan
from engine.shell.results import ResultsScene
from engine.shell.results_board import sticker
from engine.words.banners import Banner
from games.core.registry import register, unregister
from tests.fingers import FRAME, new_app, run_until, tap, wait_for_input
from tests.toy_game import TOY
from tests.toy_scene import ToyScene


@pytest.fixture(autouse=True)
def toy_registered():
    register(TOY)
    yield
    unregister(TOY.id)


def start(kids: bool, seats: list[SeatPlan] | None = None, seed: int = 7) -> tuple:
    app = new_app()
    app.sounds.set_enabled(True)  # silent under the dummy driver, but `played` records
    seats = seats or [SeatPlan(), SeatPlan()]
    setup = GameSetup("toy", len(seats), seed, "kids", {}, seats, kids)
    scene = ToyScene(app, setup)
    scene.persist = False
    app.scenes.push(scene)
    app.scenes.apply_pending()
    assert wait_for_input(app, scene)
    return app, scene


def test_policy_is_bigger_slower_and_chattier_for_children():
    assert policy(True) is PARTY and policy(False) is GROWN_UPS
    assert PARTY.scale > GROWN_UPS.scale and PARTY.slop > GROWN_UPS.slop
    assert PARTY.hint_after is not None and GROWN_UPS.hint_after is None
    assert PARTY.turn_chime and not GROWN_UPS.turn_chime
    assert not PARTY.clocks and GROWN_UPS.clocks


@pytest.mark.parametrize("kids", [False, True])
def test_a_touch_just_beside_a_card_counts_only_in_party_mode(kids):
    app, scene = start(kids)
    rect = scene.rects[0]
    beside = (rect.right + 12 * scene.unit, rect.centery)
    tap(app, beside)
    assert (scene.state.shown == [0]) is kids
    assert scene.target_size(100, 50)[0] == pytest.approx(
        100 * scene.unit * (PARTY.scale if kids else 1.0)
    )


def test_the_pointing_hand_waits_for_stillness_and_points_at_hidden_cards(monkeypatch):
    drawn: list[tuple[tuple[float, float], int]] = []
    monkeypatch.setattr(
        party_module,
        "paint_pointing_hand",
        lambda frame, hand, age, unit: drawn.append((hand.target, hand.angle)),
    )
    app, scene = start(kids=True)
    drawn.clear()
    run_until(app, lambda: app.now - scene.cues.quiet_since > PARTY.hint_after - 0.5)
    assert drawn == [], "no hand while the child may still be thinking"
    run_until(app, lambda: bool(drawn), max_frames=200)
    hinted = {target for target, _ in drawn}
    assert hinted <= {rect.center for rect in scene.rects}
    assert {angle for _, angle in drawn} == {scene.seats[scene.state.turn].angle}

    tap(app, scene.rects[0].center)  # a touch: the hand goes away and waits again
    drawn.clear()
    app.frame(FRAME, events=[])
    assert drawn == []


def test_no_pointing_hand_for_grown_ups(monkeypatch):
    drawn: list = []
    monkeypatch.setattr(party_module, "paint_pointing_hand", lambda *a: drawn.append(a))
    app, scene = start(kids=False)
    run_until(app, lambda: app.now - scene.cues.quiet_since > 6)
    assert drawn == []


@pytest.mark.parametrize("kids", [False, True])
def test_a_chime_tells_a_person_that_it_is_their_turn(kids):
    app, scene = start(kids, seed=3)
    pictures = scene.state.pictures
    first = 0
    other = next(c for c in range(len(pictures)) if pictures[c] != pictures[first])
    app.sounds.played.clear()
    tap(app, scene.rects[first].center)
    assert wait_for_input(app, scene)
    tap(app, scene.rects[other].center)
    assert wait_for_input(app, scene)
    app.frame(FRAME, events=[])
    assert scene.state.turn == 1
    assert "turn" in app.sounds.played  # grown-ups hear it with the turn marker's slide


def test_no_chime_when_a_computer_player_takes_the_turn():
    app, scene = start(True, [SeatPlan(), SeatPlan("bot", "child")], seed=3)
    pictures = scene.state.pictures
    other = next(c for c in range(len(pictures)) if pictures[c] != pictures[0])
    tap(app, scene.rects[0].center)
    wait_for_input(app, scene)
    app.sounds.played.clear()
    tap(app, scene.rects[other].center)
    run_until(app, lambda: scene.state.turn == 1 and scene.timeline.idle)
    assert "turn" not in app.sounds.played


def test_a_banner_pops_in_with_its_picture_and_shrinks_away():
    banner = Banner("🎉", "Pair!", began=10.0, seconds=1.0)
    assert not banner.showing(9.9) and banner.showing(10.0) and not banner.showing(11.0)
    assert banner.scale(10.0) == pytest.approx(0.0, abs=1e-9)
    assert max(banner.scale(10 + t / 100) for t in range(1, 40)) > 1.0  # an overshoot
    assert banner.scale(10.5) == pytest.approx(1.0)
    assert banner.scale(10.99) < 0.2


def test_an_announcement_shows_on_the_table_and_is_drawn_at_every_spot(monkeypatch):
    app, scene = start(kids=True)
    scene.announce("🎉", "Pair!", 1.0, "success")
    assert scene.banner is not None and scene.banner.emoji == "🎉"
    assert "success" in app.sounds.played
    spots = scene.room_for_words().spots
    assert len(spots) == 2 and {angle for _, angle in spots} == {0, 180}
    app.frame(FRAME, events=[])  # drawn without error mid-pop


def test_a_wide_finger_still_presses_a_button_with_slop():
    button = Button("OK", (100, 100), (80, 40), slop=20)
    assert button.contains((100 + 40 + 15, 100))
    assert not button.contains((100 + 40 + 25, 100))
    assert not Button("OK", (100, 100), (80, 40)).contains((100 + 40 + 15, 100))


@pytest.mark.parametrize("kids", [False, True])
def test_everyone_gets_a_sticker_and_children_a_round_of_applause(kids):
    app, _ = start(kids, [SeatPlan("bot", "perfect"), SeatPlan("bot", "child")])
    assert run_until(app, lambda: app.scenes.top.name == "results", max_frames=20000)
    results = app.scenes.top
    assert isinstance(results, ResultsScene)
    run_until(app, lambda: results.time > 3)
    kinds = {"👑", sticker(False, kids)}
    stickers = [emoji for emoji in _icons_shown(app) if emoji in kinds]
    copies = len(stickers) // 2  # a board faces each side with players, each with its own
    assert copies >= 1 and len(stickers) == 2 * copies
    winners = len(results.winners)
    assert stickers.count("👑") == winners * copies
    assert stickers.count(sticker(False, kids)) == (2 - winners) * copies
    assert ("cheer" in app.sounds.played) is kids


def _icons_shown(app) -> list[str]:
    """The emoji pictures the last frame showed, one per sprite."""
    return [
        item.image.key[1]
        for item in app.shown.items
        if getattr(item, "image", None) is not None and item.image.key[0] == "icon"
    ]
