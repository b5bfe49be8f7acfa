"""Memorandum's table at rest (`engine/compositor/resting.py`): what moves leaves it, and is painted
into it again once still."""

from __future__ import annotations

from engine.drawing.felt import table_surface
from games.memorandum.rules import MEMORISE
from tests.fingers import frames, run_until, start_game, tap


def test_a_shaking_pad_leaves_the_table_at_rest_and_lies_there_again_once_still() -> None:
    """A refused pad shakes, drawn in each frame where it is; still, it is painted into
    the table at rest again, and the screen shows it from there."""
    options = {"pack": 12, "claim_seconds": 1.5}
    app, scene = start_game("memorandum", 3, (0, 1), preset="kids", options=options, settle=0)
    assert run_until(app, lambda: scene.picture.phase == MEMORISE)
    for seat in (0, 1):
        x, y, _, _ = scene.geometry.ready_rect(scene.seats[seat])
        tap(app, scene.seats[seat].to_screen((x, y)), finger_id=seat)
    assert run_until(app, lambda: scene.picture.window_open, 600)
    assert run_until(app, lambda: not scene.picture.window_open, 600)
    seat = scene.seats[0]
    x, y, _, _ = scene.geometry.mine_rect(seat)
    centre = tuple(round(v) for v in seat.to_screen((x, y)))
    size = app.screen.get_size()
    felt = table_surface(size)
    assert scene.table_layer(size).get_at(centre) != felt.get_at(centre)
    tap(app, centre, settle=1)  # too late: refused, the pad shakes
    assert scene.shake_dx(("mine", 0)) != 0
    assert scene.table_layer(size).get_at(centre) == felt.get_at(centre)
    assert run_until(app, lambda: scene.shake_dx(("mine", 0)) == 0, 120)
    frames(app, 1)
    assert scene.table_layer(size).get_at(centre) != felt.get_at(centre)
    assert app.screen.get_at(centre) == scene.table_layer(size).get_at(centre)
