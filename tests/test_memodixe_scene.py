"""MemoDiXe's scene driven by injected FINGER events only: turning dice over, a refused
touch, the DiXe! pad, the eye's secret peek (one finger holds the panel while another
taps the secret square), a steal by touching a player, and a whole game to the results."""

from __future__ import annotations

from engine.i18n import tr
from games.memodixe.moments import arrange, die_of, filler, pair_in_square
from games.memodixe.rules import FIRST, KEEP, PEEK, STEAL
from tests.fingers import FRAME, frames, hold, lift, run_until, start_game, tap, wait_for_input


def start(players=2, humans=(0, 1), state=None, size=(1280, 720)):
    return start_game("memodixe", players, humans, seed=11, size=size, arrange=staged(state))


def staged(state):
    """A MemoDiXe position staged as a whole rules state, then shown."""
    if state is None:
        return None

    def arrange(scene) -> None:
        scene.state = state
        scene.story.sync()

    return arrange


def _has(colour: str, symbol: str) -> bool:
    from games.memodixe import dice

    return (colour, symbol) in dice.OPPOSITE


def test_md_scene_turn_two_dice_by_touch_and_refused_touch_shakes():
    app, scene = start(state=arrange(2, filler([], start=0)))
    tap(app, scene.geometry.places[3])
    assert scene.state.phase != FIRST and scene.state.turned == [3]
    assert wait_for_input(app, scene)
    refused = scene.illegal_refused
    tap(app, scene.geometry.places[3])  # the same die again: not allowed, a gentle shake
    assert scene.illegal_refused == refused + 1 and scene.state.turned == [3]
    tap(app, scene.geometry.places[5])
    assert wait_for_input(app, scene)
    assert scene.state.turn == 1 and scene.state.phase == FIRST  # different: next player
    assert [m["action"] for m in scene.record.moves] == [
        {"type": "TurnOver", "place": 3},
        {"type": "TurnOver", "place": 5},
    ]


def test_md_scene_pair_kept_by_touch_then_thrown_die_lands_in_its_place():
    app, scene = start(state=pair_in_square("rabbit", 2))
    tap(app, scene.geometry.places[0])
    wait_for_input(app, scene)
    tap(app, scene.geometry.places[1])
    assert wait_for_input(app, scene) and scene.state.phase == KEEP
    tap(app, scene.geometry.places[1])
    assert wait_for_input(app, scene)
    assert len(scene.state.won[0]) == 1 and scene.state.turn == 0  # rabbit: play again
    assert not scene.dice.throws and scene.picture.square[0] is not None  # the throw landed


def test_md_scene_dixe_pad_is_live_only_at_the_start_of_its_owners_turn():
    app, scene = start(state=arrange(2, filler([], start=0)))
    frames(app, 2)
    mine, theirs = scene.pads[0], scene.pads[1]
    assert mine.enabled and not theirs.enabled
    tap(app, scene.seats[1].to_screen(theirs.center))
    assert _calls(scene) == [] and scene.illegal_refused == 0  # a dead pad only shakes
    tap(app, scene.seats[0].to_screen(mine.center))
    assert scene.record.moves[-1]["action"] == {"type": "CallDixe"} and len(_calls(scene)) == 1
    assert (
        wait_for_input(app, scene) and scene.state.phase == "last"
    )  # right: no pair in the square


def test_md_scene_eye_peek_needs_a_finger_held_on_the_panel():
    app, scene = start(players=3, humans=(0, 1, 2), state=pair_in_square("eye", 3))
    tap(app, scene.geometry.places[0])
    wait_for_input(app, scene)
    tap(app, scene.geometry.places[1])
    assert wait_for_input(app, scene) and scene.state.phase == PEEK
    assert scene.secret_active() and not scene.secret_visible()
    mini = _mini_point(scene, 0, 4)
    tap(app, mini, finger_id=1)  # without holding the panel, the secret square is not there
    assert scene.state.view(0).peeked == ()
    panel = scene.seats[0].center
    hold(app, panel, 0.2, finger_id=0)  # one finger holds the panel ...
    assert scene.secret_visible()
    tap(app, mini, finger_id=1)  # ... while another taps a die of the secret square
    assert [p.place for p in scene.state.view(0).peeked] == [4]
    assert scene.state.view(1).peeked == ()  # nobody else learns it
    wait_for_input(app, scene)
    tap(app, _mini_point(scene, 0, 5), finger_id=1)
    lift(app, panel, finger_id=0)
    assert wait_for_input(app, scene) and scene.state.phase == KEEP and not scene.secret_visible()


def test_md_scene_sun_steal_by_touching_a_player():
    won = {1: [die_of("red", 2)], 2: [die_of("blue", 2)]}
    app, scene = start(players=3, humans=(0, 1, 2), state=pair_in_square("sun", 3, won))
    tap(app, scene.geometry.places[0])
    wait_for_input(app, scene)
    tap(app, scene.geometry.places[1])
    assert wait_for_input(app, scene) and scene.state.phase == STEAL
    tap(app, scene.seats[2].center)
    assert wait_for_input(app, scene)
    assert scene.state.won[0] == [die_of("blue", 2)] and scene.state.won[2] == []


def test_md_scene_bots_play_a_whole_game_to_the_results():
    app, scene = start(players=3, humans=(), size=(960, 540))
    app.scenes.top.timeline.speed = 8
    assert run_until(app, lambda: app.scenes.top is not scene, 60_000)
    assert app.scenes.top.name == "results" and not app.errors


def _mini_point(scene, seat: int, place: int):
    (cx, cy), cell = scene.geometry.mini_geometry(seat)
    local = (cx + (place % 3 - 1) * cell, cy + (place // 3 - 1) * cell)
    return scene.seats[seat].to_screen(local)


def _calls(scene):
    return [e for m in scene.record.moves for e in m["events"] if e["type"] == "DixeCalled"]


def test_md_scene_resize_in_the_middle_of_a_throw_keeps_dice_on_the_table():
    app, scene = start(players=4, humans=(), size=(1280, 720))
    assert run_until(app, lambda: bool(scene.dice.throws), 20_000)
    app.resize((720, 1280))
    frames(app, 3)
    x, y, w, h = scene.table
    for throw in scene.dice.throws.values():
        px, py = scene.dice.world.body(throw.key).position
        assert x - 1 <= px <= x + w + 1 and y - 1 <= py <= y + h + 1
    assert run_until(app, scene.input_open, 3000)  # the throw landed after the resize
    shown = [None if d is None else (d.die, d.top) for d in scene.state.view(0).square]
    assert scene.picture.square == shown and not app.errors


def test_md_scene_the_cover_stays_over_the_square_through_a_pause():
    """The cover of a peek runs on the table's timers: a pause stops its clock, so the
    square is still covered for the rest of the peek when play resumes."""
    app, scene = start(players=3, humans=(0, 1, 2), state=pair_in_square("eye", 3))
    tap(app, scene.geometry.places[0])
    wait_for_input(app, scene)
    tap(app, scene.geometry.places[1])
    assert wait_for_input(app, scene) and scene.state.phase == PEEK
    panel = scene.seats[0].center
    hold(app, panel, 0.2, finger_id=0)
    tap(app, _mini_point(scene, 0, 4), finger_id=1)
    lift(app, panel, finger_id=0)
    assert scene.covered() and not scene.timeline.idle  # the peek is being shown
    tap(app, screen(scene.buttons[0]))  # ⏸️
    assert app.scenes.top is not scene
    frames(app, round(3 / FRAME))  # far longer than the cover lasts
    resume = next(b for b in app.scenes.top.buttons if b.label == tr("pause.resume"))
    tap(app, screen(resume))
    frames(app, 1)
    assert app.scenes.top is scene and scene.covered() and scene.secret_active()
    assert run_until(app, lambda: not scene.covered(), 120)


def screen(button):
    return button.frame.to_screen(button.center)
