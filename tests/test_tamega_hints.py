"""Tamega tells the seat on turn what to do before anything is touched: a pulsing ring
round its pawn and "Drag your pawn" with a picture, at a size read across the table."""

from __future__ import annotations

import pytest

import games.tamega.scene.painter as painter_module
from engine.drawing import panels, render
from engine.i18n import tr
from tests.fingers import frames, wait_for_input
from tests.test_tamega_scene import seat0_first, start


@pytest.mark.parametrize("size", [(1024, 768), (1280, 720), (3840, 2160)])
def test_tm_the_seat_on_turn_is_shown_its_pawn_and_told_to_drag_it(size, monkeypatch):
    app, scene = start(size=size, arrange=seat0_first)
    assert wait_for_input(app, scene) and scene.selected is None
    prompts, rings = [], []
    monkeypatch.setattr(painter_module, "draw_seat_prompt", lambda *a, **k: prompts.append((a, k)))
    monkeypatch.setattr(scene.painter, "ring", lambda surface, pos, *a: rings.append(pos))
    frames(app, 2)
    pawn = scene.board.centre_of(scene.picture.pawns[scene.state.active])
    assert pawn in rings  # the pawn on turn pulses, untouched
    (_surface, seat, _local, emoji, text, _now, unit), options = prompts[-1]
    assert seat.index == 0 and emoji and text == tr("tamega.hint.move")
    shown = render.fit_size(text, render.type_size("body", unit), options["max_width"])
    assert shown >= panels.panel_type(unit).label  # at least a panel's words: 2.2 %
