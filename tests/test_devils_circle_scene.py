"""Devil's Circle's scene driven by injected FINGER events only: flips by tap and flick,
the Pass button in the player's own corner, a refused touch, a steal by touching the
victim's coins, a twin-pack swap by dragging, two fingers at once, and a game to the end."""

from __future__ import annotations

import pygame

from games.devils_circle.actions import ALL_FIVE_CARD, DISCS
from games.devils_circle.moments import ALL_TWICE, THREE_FIRES, table, twin_pack
from games.devils_circle.scene.picture import Picture
from tests.fingers import (
    LOST_FRAMES,
    drag,
    finger,
    frames,
    run_until,
    start_game,
    tap,
    taps_together,
)


def start(state=None, players=2, humans=(0, 1), speed=1.0):
    app, scene = start_game("devils-circle", players, humans, speed=speed, settle=0)
    stage(scene, state)
    frames(app, 2)
    return app, scene


def stage(scene, state) -> None:
    """Put a rules position on the shown table: the ring is laid out once the scene is."""
    if state is None:
        return
    scene.timeline.finish()
    scene.state = state
    scene.story.sync()
    for disc in range(DISCS):
        scene.ring.world.place(disc, scene.ring.place_pos(scene.picture.places[disc]))


def idle(app, scene) -> bool:
    return run_until(app, scene.input_open, 3000)


def disc_pos(scene, disc):
    return scene.ring.pos(disc)


def button_pos(button):
    return button.frame.to_screen(button.center)


def test_dc_scene_tap_flips_then_pass_button_in_own_corner():
    app, scene = start(table(players=2, pack=(3,), middle=1))  # cauldron searched
    assert idle(app, scene)
    tap(app, disc_pos(scene, 5))  # red -> cauldron: a match, the pot's coin is taken
    assert scene.state.phase == "continue" and scene.state.turn == 0
    assert idle(app, scene)
    frames(app, 2)
    assert scene.pass_buttons[0] in scene.buttons and scene.pass_buttons[1] not in scene.buttons
    assert (
        scene.picture.faces[5] == "cauldron"
        and scene.picture.coins[0] == 6
        and scene.picture.middle == 0
    )
    tap(app, button_pos(scene.pass_buttons[0]))
    assert scene.state.turn == 1
    assert idle(app, scene)
    drag(app, disc_pos(scene, 4), (disc_pos(scene, 4)[0] + 90, disc_pos(scene, 4)[1]), steps=3)
    assert scene.state.turn == 0  # a flick flips too: cauldron -> trident, a mistake
    assert [m["action"]["type"] for m in scene.record.moves] == ["Flip", "Pass", "Flip"]


def test_dc_scene_refused_touch_shakes_and_changes_nothing():
    app, scene = start(table(players=2, sides=THREE_FIRES, pack=(ALL_FIVE_CARD,)))
    assert idle(app, scene)
    tap(app, disc_pos(scene, 4))
    assert idle(app, scene) and scene.picture.turn_flips == [4]
    refused = scene.illegal_refused
    tap(app, disc_pos(scene, 4))  # the same disc twice in an ALL FIVE turn: not allowed
    assert scene.illegal_refused == refused + 1 and scene.state.turn_flips == [4]
    assert scene.shake_dx(("disc", 4)) != 0 or scene.shakes.started.get(("disc", 4)) is not None


def test_dc_scene_steal_by_touching_the_victims_coins():
    state = table(players=3, sides=[0, 0, 1, 1, 0, 1, 1, 0, 0, 0], coins=[5, 3, 4])
    app, scene = start(state, players=3, humans=(0, 1, 2))
    assert idle(app, scene)
    tap(app, disc_pos(scene, 2))  # red -> fire: a match with an empty middle
    assert scene.state.phase == "steal"
    assert idle(app, scene)
    tap(app, scene.board.coin_point(0))  # one's own coins: not a victim
    assert scene.state.phase == "steal"
    tap(app, scene.board.coin_point(2))
    assert scene.state.coins == [6, 3, 3] and scene.state.phase == "continue"


def test_dc_scene_twin_pack_swap_by_dragging_one_disc_onto_another():
    app, scene = start(twin_pack())
    assert idle(app, scene) and scene.state.phase == "swap"
    refused = scene.illegal_refused
    drag(app, disc_pos(scene, 0), scene.ring.place_pos(scene.picture.places[4]), steps=20)
    assert scene.illegal_refused == refused + 1 and scene.state.phase == "swap"
    assert idle(app, scene)
    run_until(app, lambda: scene.ring.world.settled(), 600)
    drag(app, disc_pos(scene, 0), scene.ring.place_pos(scene.picture.places[3]), steps=20)
    assert scene.state.ring[0] == 3 and scene.state.ring[3] == 0
    assert idle(app, scene)
    assert scene.picture.places[0] == 3 and scene.picture.pack == [1, 3]


def test_dc_scene_two_fingers_at_once_flip_only_one_disc():
    app, scene = start(table(players=2, sides=ALL_TWICE, pack=(3,)))
    assert idle(app, scene)
    taps_together(app, [disc_pos(scene, 4), disc_pos(scene, 7)])
    assert len(scene.record.moves) == 1  # the second finger waits for the first flip
    assert idle(app, scene)


def test_dc_scene_computer_players_finish_a_game_to_the_results():
    app, scene = start(players=2, humans=(), speed=8.0)
    assert run_until(app, lambda: scene.state.over, 40_000)
    assert run_until(app, lambda: app.scenes.top.name != "game", 2000)
    assert not app.errors


def test_dc_the_story_leaves_the_table_as_the_rules_show_it_so_nothing_jumps(monkeypatch):
    """Each time the timeline falls idle, the picture the tellers built step by step must
    already be the public view: the sync that follows may not move a thing."""
    app, scene = start_game("devils-circle", 4, (), level="casual", speed=8.0, settle=0)
    story, told = scene.story, []
    sync = story.sync

    def checked_sync() -> None:
        shown = Picture.of(scene.state.public_view())
        shown.card_shown_at = story.picture.card_shown_at
        told.append(story.picture == shown)
        sync()

    monkeypatch.setattr(story, "sync", checked_sync)
    assert run_until(app, lambda: scene.state.over and scene.timeline.idle, 40_000)
    assert len(told) >= len(scene.record.moves) > 20 and all(told)  # after every move


def test_dc_scene_a_carried_disc_is_held_by_its_finger_alone_until_it_lets_go():
    app, scene = start(twin_pack())
    assert idle(app, scene) and scene.state.phase == "swap"
    start_at, middle = disc_pos(scene, 0), scene.board.centre
    frames(app, 1, [finger(pygame.FINGERDOWN, app, start_at, 0)])
    frames(app, 3, [finger(pygame.FINGERMOTION, app, middle, 0)])
    assert [disc for _pointer, disc in scene.captures.items()] == [0]
    assert all(scene.keeps_pointer(pointer) for pointer, _disc in scene.captures.items())
    frames(app, 2, [finger(pygame.FINGERDOWN, app, disc_pos(scene, 3), 1)])  # another finger
    assert [disc for _pointer, disc in scene.captures.items()] == [0]
    ups = [finger(pygame.FINGERUP, app, middle, 0), finger(pygame.FINGERUP, app, middle, 1)]
    frames(app, LOST_FRAMES, ups)  # a drag's lift waits a few frames (RetainDrag)
    assert not scene.captures and scene.state.phase == "swap"  # dropped on no disc
    assert not scene.record.moves


def test_dc_scene_the_coin_piles_to_rob_glow_over_their_panels():
    """ "Tap a coin pile to rob": each pile the thief may touch has its ring, lying over
    the victim's panel (the pile is on the panel: a ring under it showed nowhere), and a
    finger on the ring robs that pile."""
    state = table(players=3, sides=[0, 0, 1, 1, 0, 1, 1, 0, 0, 0], coins=[5, 3, 4])
    app, scene = start(state, players=3, humans=(0, 1, 2))
    assert idle(app, scene)
    tap(app, disc_pos(scene, 2))  # a match with an empty middle: steal
    assert scene.state.phase == "steal" and idle(app, scene)
    frames(app, 2)
    items = app.shown.items
    rings = [i for i in items if i.what == "coin pile to rob"]
    panels = {i.seat: i for i in items if i.kind == "panel"}
    assert len(rings) == 2  # seats 2 and 3 have coins to rob; not the thief's own
    for victim, ring in zip((1, 2), rings, strict=True):
        pile = scene.board.coin_point(victim)
        assert ring.rect.center == (round(pile[0]), round(pile[1])) or ring.rect.collidepoint(pile)
        assert ring.depth > panels[victim].depth
    x, y = rings[1].rect.midtop  # the ring's edge, not the pile's middle
    tap(app, (x, y + 4))
    assert scene.state.coins == [6, 3, 3] and scene.state.phase == "continue"
