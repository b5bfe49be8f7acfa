"""Small words on the boards are read from across the table: never under 2.2 % of the
screen's short side (a panel's smallest words, `engine.drawing.panels.panel_type`)."""

from __future__ import annotations

import pytest

from engine.drawing.text import font
from games.memorandum.scene.images import pad_layout


@pytest.mark.parametrize("least", [16, 24, 48])
@pytest.mark.parametrize("label", ["Hold to peek", "Ready!", "Mine!"])
@pytest.mark.parametrize("stacked", [False, True])
def test_mr_pad_words_keep_their_size_or_give_way_to_the_picture(least, label, stacked):
    for w in range(40, 700, 23):
        for h in (60, 92, 140):
            art, _, text, _ = pad_layout((w, h), label, "👀", stacked, least)
            if text:
                assert text >= least and font(text).size(label)[0] <= w * 0.86 + 1
            else:
                assert art > 0  # the picture alone says it
