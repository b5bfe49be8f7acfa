"""Fireball Court's scene driven by injected FINGER events only: a drag onto the Court,
tap-then-tap, a refused touch, a hand held open with privacy while the other player's
finger is down too, the round's end, and a whole match to the results."""

from __future__ import annotations

import pygame

from games.core import TABLE
from games.fireball_court.scene.picture import HIDDEN
from tests.fingers import drag, finger, frames, hold, lift, new_app, run_until, tap


def start(humans=(0,), size=(1280, 720), seed=5, preset="classic", orientation="table", speed=1.0):
    from engine.game.setup import GameSetup, SeatPlan
    from games.fireball_court.scene import FireballCourtScene

    app = new_app(size=size, speed=speed)
    app.settings.orientation = orientation
    seats = [SeatPlan("human") if s in humans else SeatPlan("bot", "perfect") for s in range(2)]
    scene = FireballCourtScene(app, GameSetup("fireball-court", 2, seed, preset, {}, seats))
    app.scenes.push(scene)
    app.scenes.apply_pending()
    frames(app, 2)
    return app, scene


def my_turn(app, scene, seat: int) -> bool:
    """Run until `seat` may play a card and the table has shown everything."""
    return run_until(
        app,
        lambda: (
            scene.state.phase == "play"
            and scene.state.on_turn == seat
            and scene.input_open()
            and scene.picture.hands[seat] == sorted(scene.state.hands[seat])
        ),
        6000,
    )


def card_spot(scene, seat: int, card: int):
    hand = scene.picture.hands[seat]
    return scene.geometry.hand_pos(seat, hand.index(card), len(hand))


def test_fc_scene_drag_a_card_onto_the_court_plays_it():
    app, scene = start()
    assert my_turn(app, scene, 0)
    card = scene.picture.hands[0][0]
    moves = len(scene.record.moves)
    drag(app, card_spot(scene, 0, card), scene.geometry.court_rect.center)
    assert card not in scene.state.hands[0]
    assert scene.record.moves[moves]["action"] == {"type": "Play", "card": card}


def test_fc_scene_tap_card_then_court_and_refused_touches_shake():
    app, scene = start()
    assert my_turn(app, scene, 0)
    card = scene.picture.hands[0][-1]
    tap(app, card_spot(scene, 0, card))
    assert scene.selected == card
    tap(app, scene.geometry.court_rect.center)
    assert card not in scene.state.hands[0] and scene.selected is None
    refused = scene.illegal_refused
    tap(app, scene.geometry.court_rect.center)  # nothing chosen, not my turn: a gentle shake
    assert scene.illegal_refused == refused + 1
    assert run_until(app, lambda: scene.timeline.idle and scene.state.on_turn == 1, 600)
    other = scene.picture.hands[0][0]
    tap(app, card_spot(scene, 0, other))  # my card while the computer plays: refused
    assert scene.illegal_refused == refused + 2 and scene.selected is None


def test_fc_scene_a_drag_dropped_outside_the_court_plays_nothing():
    app, scene = start()
    assert my_turn(app, scene, 0)
    card = scene.picture.hands[0][0]
    start_pos = card_spot(scene, 0, card)
    drag(app, start_pos, (start_pos[0], start_pos[1] - 10))
    assert card in scene.state.hands[0] and scene.state.on_turn == 0


def test_fc_scene_privacy_hand_shows_only_while_held_with_two_fingers_down():
    app, scene = start(humans=(0, 1))
    app.settings.privacy = True
    assert run_until(app, lambda: scene.state.phase == "play", 3000)
    seat = scene.state.on_turn
    assert my_turn(app, scene, seat)
    other = 1 - seat
    assert not scene.open_hand(seat) and not scene.open_hand(other)
    mine = card_spot(scene, seat, scene.picture.hands[seat][0])
    theirs = card_spot(scene, other, scene.picture.hands[other][0])
    hold(app, mine, 0.6, finger_id=0)
    frames(app, 1, [finger(pygame.FINGERDOWN, app, theirs, 1)])
    assert scene.open_hand(seat) and scene.open_hand(other)
    assert len(scene.captures) == 2  # both fingers hold a hand, however still
    lift(app, theirs, finger_id=1)
    assert scene.open_hand(seat) and not scene.open_hand(other)
    lift(app, mine, finger_id=0)
    assert not scene.open_hand(seat) and len(scene.captures) == 0


def test_fc_scene_tablet_against_the_computer_shows_the_hand_at_the_bottom():
    app, scene = start(orientation="tablet")
    app.settings.privacy = True
    assert my_turn(app, scene, 0)
    assert scene.open_hand(0) and not scene.open_hand(1)
    assert (
        scene.geometry.hand_pos(0, 0, 4)[1]
        > scene.geometry.center[1]
        > scene.geometry.hand_pos(1, 0, 4)[1]
    )


def test_fc_scene_round_end_waits_for_a_tap_and_the_match_reaches_the_results():
    app, scene = start(humans=(0,), preset="kids", seed=3, size=(960, 540), speed=4.0)
    for _ in range(400):
        if scene.state.over:
            break
        if scene.state.phase == "round_over":
            assert run_until(app, lambda: scene.timeline.idle, 2000)
            frames(app, 30)
            assert scene.state.phase == "round_over"  # waits for people
            assert scene.picture.summary is not None
            tap(app, scene.geometry.center)
            assert run_until(app, lambda: scene.state.phase != "round_over", 300)
            continue
        if not run_until(
            app,
            lambda: (
                scene.state.phase == "round_over"
                or scene.state.over
                or (scene.state.on_turn == 0 and scene.state.phase == "play" and scene.input_open())
            ),
            6000,
        ):
            break
        if scene.state.phase == "play" and scene.state.on_turn == 0:
            card = scene.picture.hands[0][0]
            drag(app, card_spot(scene, 0, card), scene.geometry.court_rect.center)
    assert scene.state.over
    assert run_until(app, lambda: app.scenes.top.name == "results", 2000)
    plays = [m for m in scene.record.moves if m["action"]["type"] == "Play"]
    assert sum(1 for m in plays if m["seat"] == 0) >= 20  # every card of ours by touch
    deals = [m for m in scene.record.moves if m["action"]["type"] == "Deal"]
    assert len(deals) >= 2 and all(m["seat"] == TABLE for m in deals)


def test_fc_scene_the_table_never_knows_the_computers_cards():
    """Against the computer, its hand is only backs in the picture and no card of it is
    ever in the air, while the person's own cards are known (they hold them)."""
    app, scene = start(humans=(0,), preset="kids", speed=4.0)
    seen: list[str] = []

    def check() -> bool:
        hands, state = scene.picture.hands, scene.state
        if any(card != HIDDEN for card in hands[1]):
            seen.append(f"picture {hands[1]}")
        if any(f.what.card in state.hands[1] for f in scene.flights):
            seen.append("a computer's card in the air")
        return False

    for _ in range(6):
        assert my_turn(app, scene, 0)
        assert scene.picture.hands[0] == sorted(scene.state.hands[0])
        assert len(scene.picture.hands[1]) == len(scene.state.hands[1]) > 0
        card = scene.picture.hands[0][0]
        drag(app, card_spot(scene, 0, card), scene.geometry.court_rect.center)
        run_until(app, check, 240)
    assert seen == []
