"""Memorandum's words for the whole table: said once per side, never over the piles.

"Memorise your cards!" is one caption per side (no banner sliding under it), a banner
never covers a pile's caption, and the called card's name faces every side that has
players, whichever sides those are."""

import pygame
import pytest

from engine.drawing import panels
from engine.drawing.display import WORDS, turned_size
from engine.drawing.text import type_size
from engine.i18n import tr
from engine.words.banners import plate
from games.memorandum.rules import MEMORISE
from games.memorandum.scene.images import label
from games.memorandum.scene.placing import PILE_RISE, caption_gaps
from tests.fingers import frames, run_until, start_game


def start(players, kids=False, size=(1280, 720)):
    opts = {"pack": 12, "claim_seconds": 1.5}
    return start_game(
        "memorandum", players, (0,), preset="kids", kids=kids, options=opts, size=size, settle=0
    )


def centred(size, angle, centre):
    """Where a picture of `size` turned by `angle` shows, centred on `centre`."""
    rect = pygame.Rect((0, 0), turned_size(size, angle))
    rect.center = (round(centre[0]), round(centre[1]))
    return rect


def pile_captions(at):
    """The piles' captions as the painter places them (house score included)."""
    small = panels.panel_type(at.shape.unit).label
    gap, house = caption_gaps(at)
    rects = []
    for x, y in (at.unclaimed_pos, at.dispute_pos):
        for dy in (gap, -(gap + PILE_RISE), house, -(house + PILE_RISE)):
            caption = label(f"{tr('memorandum.unclaimed')} · 10", small, (0, 0, 0))
            rects.append(centred(caption.size, 0, (x, y + dy)))
    return rects


@pytest.mark.parametrize("players", [4, 6])
def test_mr_memorise_is_said_once_per_side_with_its_picture_in_the_pill(players):
    """Where a banner goes, or (six hands round a 720p table) the nearest place clear of
    the hands to memorise and the piles' captions."""
    app, scene = start(players, kids=players < 6)
    assert run_until(app, lambda: scene.picture.phase == MEMORISE)
    frames(app, 10)
    assert scene.banner is None  # the caption that stays is the only one
    spots = scene.geometry.banner_spots()
    assert sorted(angle for _, angle in spots) == [0, 180]
    text = "" if scene.setup.kids else tr("memorandum.memorise")  # party mode: 👀 alone
    said = [item for item in app.shown_of(scene) if item.what == f"caption {text!r}"]
    assert sorted(item.angle for item in said) == [0, 180]
    pill = plate("👀", text, scene.unit)
    assert all(item.kind == WORDS and item.still and item.image == pill for item in said)
    at = scene.geometry
    assert sorted(item.rect.center for item in said) == sorted(
        centred(pill.size, angle, centre).center for centre, angle in at.memorise_spots
    )
    rows = [
        pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))
        for x0, y0, x1, y1 in (at.row_box(seat) for seat in at.shape.seats)
    ]
    assert all(item.rect.collidelist(rows + pile_captions(at)) == -1 for item in said)


@pytest.mark.parametrize("size", [(1024, 768), (1280, 720), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("players", [3, 4, 6])
@pytest.mark.parametrize("kids", [False, True])
def test_mr_a_banner_never_covers_a_piles_caption(size, players, kids):
    _app, scene = start(players, kids=kids, size=size)
    at = scene.geometry
    captions = pile_captions(at)
    for text in (tr("memorandum.memorise"), tr("memorandum.deal_over"), tr("memorandum.time")):
        for centre, angle in at.banner_spots():
            pill = centred(plate("👀", text, at.shape.unit).size, angle, centre)
            assert pill.collidelist(captions) == -1, (text, centre)


@pytest.mark.parametrize("players, angles", [(3, [-90, 0, 90]), (4, [-90, 0, 90, 180])])
def test_mr_the_called_cards_name_faces_each_side_with_players(players, angles):
    _app, scene = start(players)
    at = scene.geometry
    size = type_size("heading", at.shape.unit)
    spots = at.caption_spots(size)
    assert [angle for _, angle in spots] == angles  # 3 players: nobody at the top
    x, y = at.called_spot
    where = {angle: centre for centre, angle in spots}
    assert where[0][1] > y + at.big_h / 2 and where[0][0] == x
    assert where[-90][0] < x - at.big_w / 2  # left of the cards, towards the left seat
    assert where[90][0] > at.big_spots[-1][0] + at.big_h / 2
    name = label("Queen of Diamonds", size, (0, 0, 0))
    sides = [centred(name.size, a, where[a]) for a in (-90, 90)]
    piles = [pygame.Rect(0, 0, *at.pile_size) for _ in range(2)]
    piles[0].center, piles[1].center = at.unclaimed_pos, at.dispute_pos
    assert all(side.collidelist(piles + pile_captions(at)) == -1 for side in sides)
