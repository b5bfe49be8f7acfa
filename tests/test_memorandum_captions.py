"""Memorandum's words for the whole table: said once per side, never over the piles.

"Memorise your cards!" is one caption per side (no banner sliding under it), a banner
never covers a pile's caption, and the called card's name faces every side that has
players, whichever sides those are."""

import pygame
import pytest

from engine import i18n
from engine.drawing import judge, panels
from engine.drawing.display import WORDS, turned_size
from engine.drawing.text import type_size
from engine.i18n import tr
from engine.shell import audit
from engine.words.banners import plate
from games.memorandum.moments import MOMENTS
from games.memorandum.rules import MEMORISE
from games.memorandum.scene.images import label
from games.memorandum.scene.placing import PILE_PICTURES, PILE_RISE, caption_gaps
from tests.fingers import frames, run_until, start_game
from tests.shown import judged


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
    """The piles' captions as the painter places them (house score included): in party
    mode a count beside each pile's picture."""
    small = panels.panel_type(at.shape.unit).label
    gap, house = caption_gaps(at)
    rects = []
    for (x, y), picture in zip((at.unclaimed_pos, at.dispute_pos), PILE_PICTURES, strict=True):
        for dy in (gap, -(gap + PILE_RISE), house, -(house + PILE_RISE)):
            if at.shape.words:
                caption = label(f"{tr('memorandum.unclaimed')} · 10", small, (0, 0, 0))
            else:
                caption = label("10", small, (0, 0, 0), picture)
            rects.append(centred(caption.size, 0, (x, y + dy)))
    return rects


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160), (1024, 768)])
@pytest.mark.parametrize("players", [2, 3, 4, 6, 7])
def test_mr_memorise_is_said_once_for_every_side_with_players(players, size):
    """Once per side that has players, facing it, its picture in the pill: where a banner
    goes for the bottom and top, beside the middle for a side seat; clear of the hands to
    memorise, the piles' captions, the panels and every other copy, never below the floor
    (the audit's marks of the frames that show it). Where a copy finds room only where a
    pile lies (round a 4:3 table), the empty piles make way until "Time!"."""
    humans = (0,) if players > 2 else (0, 1)
    opts = {"pack": 12 if players < 7 else 20, "claim_seconds": 1.5}
    app, scene = start_game(
        "memorandum", players, humans, preset="kids" if players < 3 else "classic",
        options=opts, size=size, settle=0,
    )  # fmt: skip
    assert run_until(app, lambda: scene.picture.phase == MEMORISE)
    marks = judged(app, 10)
    assert scene.banner is None  # the caption that stays is the only one
    text = "" if scene.setup.kids else tr("memorandum.memorise")  # party mode: 👀 alone
    said = [item for item in app.shown_of(scene) if item.what == f"caption {text!r}"]
    sides = sorted({seat.angle % 360 for seat in scene.seats})
    assert sorted(item.angle % 360 for item in said) == sides
    assert all(item.kind == WORDS and item.still for item in said)
    plates = scene.geometry.memorise_plates
    looks = [plate("👀", p.text, scene.unit, role=p.role).key for p in plates]
    assert [item.image.key for item in said] == looks
    assert all(p.text == text for p in plates)  # on one line
    at = scene.geometry
    rows = [
        pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))
        for x0, y0, x1, y1 in (at.row_box(seat) for seat in at.shape.seats)
    ]
    panels_ = [seat.screen_rect() for seat in scene.seats]
    piles = [item for item in app.shown_of(scene) if item.what.startswith("pile ")]
    if at.memorise_over_piles:
        assert piles == [] and size == (1024, 768)
    else:
        assert piles and all(item.rect.collidelist(pile_captions(at)) == -1 for item in said)
    for i, item in enumerate(said):
        others = [other.rect for j, other in enumerate(said) if j != i]
        assert item.rect.collidelist(rows + panels_ + others) == -1
    found = [f for f in judge.check(marks, size) if text in f.detail]
    assert found == []


@pytest.mark.parametrize("size", [(1024, 768), (1280, 720), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("players", [3, 4, 6])
@pytest.mark.parametrize("kids", [False, True])
def test_mr_a_banner_never_covers_a_piles_caption(size, players, kids):
    """Where a banner wishes to show, it covers no pile's caption: the long sides' copies
    at the heading's size, the side seats' at the body's (the size they take where the
    heading's finds no room, `telling._sizes`)."""
    _app, scene = start(players, kids=kids, size=size)
    at = scene.geometry
    captions = pile_captions(at)
    for text in (tr("memorandum.memorise"), tr("memorandum.deal_over"), tr("memorandum.time")):
        for centre, angle in at.banner_spots():
            role = "body" if angle % 180 else "heading"
            pill = centred(plate("👀", text, at.shape.unit, role=role).size, angle, centre)
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


@pytest.mark.parametrize(
    ("players", "size", "lang"),
    [(4, (1920, 1080), "en"), (7, (1280, 720), "en"), (7, (3840, 2160), "de")],
)
def test_mr_time_faces_every_side_with_players(players, size, lang):
    """ "Time!" (the table's answer to the memorising's end) shows a copy facing each side
    with players, the side seats' between their pile and the middle, and none covers
    what matters or lies below the floor (the audit's judgement of each frame)."""
    i18n.set_language(lang)
    try:
        app, scene = start_game(
            "memorandum",
            players,
            (0,),
            size=size,
            settle=0,
            arrange=lambda _: i18n.set_language(lang),
        )
        audit.stage(app, scene, next(m for m in MOMENTS if m.name == "time"))
        text, found, angles = tr("memorandum.time"), [], set()
        for _ in range(240):
            found += [f for f in judge.check(judged(app, 1), size) if text in f.detail]
            banner = [i for i in app.shown_of(scene) if i.what == f"banner {text!r}"]
            angles |= {item.angle % 360 for item in banner}
        assert angles == {0, 90, 180, 270}
        assert found == []
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", [(1024, 768), (1280, 720), (1920, 1080)])
def test_mr_memorise_with_bigger_words_keeps_off_the_hands_on_two_lines(size):
    """With bigger words at seven seats a side's copy of "Memorise your cards!" is too long
    on one line for the room between the hands above and below it: it goes on two, and
    no copy lies on a hand, a caption or another copy (the audit's judgement of each
    frame)."""
    app, scene = start_game("memorandum", 7, (0,), size=size, settle=0, bigger_words=True)
    app.apply_table()
    assert run_until(app, lambda: scene.picture.phase == MEMORISE)
    text = tr("memorandum.memorise")
    plates = scene.geometry.memorise_plates
    assert any(p.text != text for p in plates)
    assert all(p.text.replace("\n", " ") == text and p.text.count("\n") <= 1 for p in plates)
    found = []
    for _ in range(10):
        found += [f for f in judge.check(judged(app, 1), size) if text in f.detail]
    assert found == []


def test_mr_pass_and_play_whose_turn_to_memorise_is_kept_clear_of_the_tables_words():
    """On a tablet, "Blue, your turn to memorise!" over the hand in the middle is among
    what the table's words keep clear of: a round's notice still showing as the next deal
    is memorised moves off it (with bigger words it lay on it)."""
    app, scene = start_game(
        "memorandum", 3, (0, 1, 2), size=(768, 1024), orientation="tablet", bigger_words=True
    )
    app.apply_table()
    assert run_until(app, lambda: scene.picture.phase == MEMORISE)
    frames(app, 2)
    turn = [item for item in app.shown_of(scene) if item.what.startswith("memoriser ")]
    assert turn and all(item.rect in scene.keep_clear() for item in turn)
