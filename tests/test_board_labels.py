"""Small words on the boards are read from across the table: never under 2.2 % of the
screen's short side (a panel's smallest words, `engine.drawing.panels.panel_type`)."""

from __future__ import annotations

import pytest

import games.fireball_court.scene.faces as faces
from engine.drawing import panels, render
from games.memorandum.scene.images import pad_layout
from tests.fingers import frames, start_game


@pytest.mark.parametrize("size", [(1024, 768), (1280, 720), (3840, 2160)])
def test_fc_pile_badges_and_score_track_are_readable(size, monkeypatch):
    badges, labels = [], []
    badge, label = faces.badge, faces.label

    def spy_badge(text, px, *rest):
        badges.append(round(px * faces.BADGE_TEXT))
        return badge(text, px, *rest)

    def spy_label(text, px, *rest):
        labels.append(px)
        return label(text, px, *rest)

    monkeypatch.setattr(faces, "badge", spy_badge)
    monkeypatch.setattr(faces, "label", spy_label)
    app, scene = start_game("fireball-court", 2, (), size=size, settle=1)
    frames(app, 900)  # a deal, plays, captures: the pile, stacks and captured piles
    floor = panels.panel_type(scene.unit).label
    assert badges and labels and min(badges) >= floor and min(labels) >= floor


@pytest.mark.parametrize("least", [16, 24, 48])
@pytest.mark.parametrize("label", ["Hold to peek", "Ready!", "Mine!"])
@pytest.mark.parametrize("stacked", [False, True])
def test_mr_pad_words_keep_their_size_or_give_way_to_the_picture(least, label, stacked):
    for w in range(40, 700, 23):
        for h in (60, 92, 140):
            art, _, text, _ = pad_layout((w, h), label, "👀", stacked, least)
            if text:
                assert text >= least and render.font(text).size(label)[0] <= w * 0.86 + 1
            else:
                assert art > 0  # the picture alone says it
