"""Tamega tells the seat on turn what to do before anything is touched: a pulsing ring
round its pawn and "Drag your pawn" with a picture, at a size read across the table."""

from __future__ import annotations

import pytest

from engine.drawing import panels
from engine.drawing.display import PROMPT, Shape, Sprite
from engine.i18n import tr
from games.tamega.scene.hints import PROMPTS
from tests.fingers import run_until, wait_for_input
from tests.test_tamega_scene import seat0_first, start


@pytest.mark.parametrize("size", [(1024, 768), (1280, 720), (3840, 2160)])
def test_tm_the_seat_on_turn_is_shown_its_pawn_and_told_to_drag_it(size):
    app, scene = start(size=size, arrange=seat0_first)
    assert wait_for_input(app, scene) and scene.selected is None
    # The prompt waits for the words said at the seat first (who starts: one at a time).
    assert run_until(app, lambda: any(i.kind == PROMPT for i in app.shown.items), 600)
    shown = app.shown.items
    pawn = scene.board.centre_of(scene.picture.pawns[scene.state.active])
    rings = [i.args[0] for i in shown if isinstance(i, Shape) and i.what == "ring"]
    assert pawn in rings  # the pawn on turn pulses, untouched
    text, seat = tr("tamega.hint.move"), scene.seats[0]
    (prompt,) = [i for i in shown if i.kind == PROMPT]
    assert prompt.what == f"prompt {text!r}"
    x, y = seat.to_local(prompt.rect.center)  # in front of seat 0's panel, facing it
    assert y < -seat.panel_size[1] / 2 and abs(x) < seat.panel_size[0]
    emoji = PROMPTS["move"][0]
    sprites = [i for i in shown if isinstance(i, Sprite) and prompt.rect.contains(i.rect)]
    assert any(i.image.key[:2] == ("icon", emoji) and i.angle == seat.angle % 360 for i in sprites)
    lines = [i.image.key for i in sprites if i.image.key[0] == "text"]
    assert [key[1:3] for key in lines] == [(text, prompt.text_px)]  # one line, whole
    assert prompt.text_px >= panels.panel_type(app.unit).label  # at least a panel's: 2.2 %
