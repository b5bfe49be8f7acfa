"""Fireball Court's table as the display list says it: every card in play, the piles and
the score track are pieces (the table's words keep clear of them), the prompts are
prompts, small words are readable from across the table, what lies still is kept in the
compositor's table at rest (a quiet table repaints nothing), and painting changes
nothing."""

from __future__ import annotations

import copy
import zlib

import pygame
import pytest

import games.fireball_court.scene.faces as faces
from engine.compositor import software
from engine.compositor.cache import SurfaceCache
from engine.compositor.encoder import Encoder
from engine.compositor.pictures import Pictures
from engine.drawing import panels
from engine.drawing.display import PIECE, PROMPT, REACTIONS, TOLD, WORDS, DisplayList, Sprite
from games.fireball_court.rules import HAND_SIZE
from games.fireball_court.scene import clear, painter
from tests.fingers import frames, run_until, start_game, tap
from tests.test_fireball_court_scene import card_spot, my_turn


def keyed(item, name: str) -> bool:
    return isinstance(item, Sprite) and item.image.key[:1] == (name,)


def pieces(app, what: str) -> list:
    return [item for item in app.shown.items if item.kind == PIECE and item.what == what]


def quiet(app, scene) -> bool:
    """Nothing moves on the table: no card in the air, no shake, no words showing."""
    return (
        scene.timeline.idle
        and not scene.flights
        and not scene.story.sparks.sparks
        and not any(item.depth >= REACTIONS for item in app.shown.of(WORDS))
        and all(item.still for item in app.shown.of(PIECE) if isinstance(item, Sprite))
    )


@pytest.mark.parametrize("size", [(1024, 768), (1280, 720), (3840, 2160)])
def test_fc_pile_badges_and_score_track_are_readable(size):
    badges, labels, told = [], [], []
    app, scene = start_game("fireball-court", 2, (), size=size, settle=1, pixels=True)
    for _ in range(900):  # a deal, plays, captures: the pile, stacks and captured piles
        frames(app)
        for item in app.shown.items:
            if keyed(item, "fc-badge"):
                badges.append(round(item.image.key[2] * faces.BADGE_TEXT))
                told.append(item.text_px)  # what placement and the audit are told
            elif keyed(item, "fc-label"):
                labels.append(item.image.key[2])
                told.append(item.text_px)
    floor = panels.panel_type(scene.unit).label
    assert badges and labels and min(badges) >= floor and min(labels) >= floor
    assert sorted(told) == sorted(badges + labels)


def test_fc_every_card_in_play_and_the_prompt_are_said_for_the_words_to_keep_clear_of():
    app, scene = start_game("fireball-court", 2, (0,), seed=5, settle=1, pixels=True)
    for _ in range(3):  # a few plays: stacks on the Court, captured piles
        assert my_turn(app, scene, 0)
        card = scene.picture.hands[0][0]
        tap(app, card_spot(scene, 0, card))
        tap(app, scene.geometry.court_rect.center)
    assert my_turn(app, scene, 0)
    frames(app)
    picture = scene.picture
    for seat in (0, 1):
        hand = pieces(app, f"hand of seat {seat + 1}")
        assert len(hand) == len(picture.hands[seat]) > 0
        cards = pieces(app, f"captured pile of seat {seat + 1}")
        shown = sum(min(4, n) for n in _pile_sizes(picture.piles[seat]))
        assert len(cards) == shown
    assert len(pieces(app, "court card")) == sum(len(stack) for stack in picture.court) > 0
    assert pieces(app, "draw pile") and pieces(app, "score track")
    assert len(pieces(app, "score")) == 2
    (prompt,) = app.shown.of(PROMPT)
    lines = [item for item in app.shown.items if keyed(item, "text") and item.still]
    assert any(prompt.rect.contains(line.rect) for line in lines)
    hand = pieces(app, "hand of seat 1")
    assert prompt.rect.collidelist([card.rect for card in hand]) < 0, "a gap to the hand"


def _pile_sizes(captured: list[int]) -> list[int]:
    from games.fireball_court.scene.layout import pile_key

    sizes: dict[str, int] = {}
    for card in captured:
        sizes[pile_key(card)] = sizes.get(pile_key(card), 0) + 1
    return list(sizes.values())


def test_fc_a_quiet_table_lies_in_the_table_at_rest_and_a_change_repaints_only_it():
    app, scene = start_game("fireball-court", 2, (0,), seed=5, settle=1, pixels=True)
    assert my_turn(app, scene, 0)
    assert run_until(app, lambda: quiet(app, scene), 1200)
    frames(app, 2)
    rest = app.compositor.rest
    before = rest.repaints
    frames(app, 60)  # the prompt's picture bobs, the panel's glow pulses: over the rest
    assert rest.repaints == before, "a quiet table repaints nothing"
    assert all(item.still for item in app.shown.of(PIECE) if isinstance(item, Sprite))
    card = scene.picture.hands[0][1]
    tap(app, card_spot(scene, 0, card))  # chosen: it lifts, the others stop glowing
    assert scene.selected == card and rest.repaints > before
    before = rest.repaints
    frames(app, 30)
    assert rest.repaints == before


def test_fc_a_shaken_court_moves_a_moment_and_is_judged_where_it_rests():
    app, scene = start_game("fireball-court", 2, (0,), seed=5, settle=1, pixels=True)
    assert my_turn(app, scene, 0)
    tap(app, card_spot(scene, 0, scene.picture.hands[0][0]))
    tap(app, scene.geometry.court_rect.center)  # played: now a stack lies on the Court
    assert run_until(app, lambda: scene.state.on_turn == 1 and scene.timeline.idle, 600)
    assert run_until(app, lambda: scene.state.on_turn == 0 and scene.input_open(), 3000)
    frames(app)
    court = pieces(app, "court card")
    assert court and all(item.still and item.rests is None for item in court)
    tap(app, scene.geometry.court_rect.center, settle=1)  # no card chosen: refused
    assert scene.shake_dx("court") != 0
    shaken = pieces(app, "court card")
    assert all(not item.still for item in shaken)
    assert [item.rests for item in shaken] == [item.rect for item in court]
    assert any(item.rect != item.rests for item in shaken)


def test_fc_a_game_shows_the_same_pixels_as_painting_everything_over_the_felt(monkeypatch):
    def screens(count: int) -> list[int]:
        app, scene = start_game(
            "fireball-court", 2, (), level="casual", size=(960, 540), pixels=True
        )
        crcs = []
        for _ in range(count):
            frames(app)
            crcs.append(zlib.crc32(pygame.image.tobytes(app.screen, "RGB")))
        assert scene.record.moves, "moves were played"
        return crcs

    # SDL blends run-length encoded pictures a shade differently at their edges, and only
    # what is blitted onto the screen is encoded: compare the table at rest unencoded.
    monkeypatch.setattr(Encoder, "end_frame", lambda self, *args: None)
    with monkeypatch.context() as patched:
        patched.setattr(software, "_split", lambda items: ([], list(items)))  # none at rest
        plain = screens(420)
    assert screens(420) == plain


def test_fc_painting_changes_nothing():
    app, scene = start_game("fireball-court", 2, (0,), seed=5, settle=1, pixels=True)
    assert my_turn(app, scene, 0)
    tap(app, card_spot(scene, 0, scene.picture.hands[0][0]))
    scene.story.sparks.burst(scene.geometry.center, app.now - 2.0, scene.unit)  # burnt out
    before = dict(vars(scene))
    picture, sparks = copy.deepcopy(scene.picture), list(scene.story.sparks.sparks)
    frame = DisplayList(app.size)
    scene.paint(frame, 0.5)
    assert frame.items and dict(vars(scene)) == before
    assert scene.picture == picture and scene.story.sparks.sparks == sparks


def test_fc_every_card_face_is_painted_ahead_while_the_table_waits():
    app, scene = start_game("fireball-court", 2, (0,), seed=5, settle=1, pixels=True)
    pictures = app.compositor.pictures
    faces_ahead = [(image, angle) for image, angle in scene.soon if image.key[0] == "fc-face"]
    assert len({image.key[1:3] for image, _ in faces_ahead}) == 22  # every face of the deck
    assert not all(pictures.has(image, angle) for image, angle in scene.soon)
    assert my_turn(app, scene, 0)
    frames(app, 300)
    assert all(pictures.has(image, angle) for image, angle in scene.soon)


def test_fc_the_table_s_words_keep_clear_of_the_round_s_summary():
    app, scene = start_game(
        "fireball-court", 2, (), preset="kids", speed=4.0, settle=1, pixels=True
    )
    assert run_until(app, lambda: scene.picture.summary is not None, 20_000)
    frames(app)
    copies = [item for item in app.shown.of(WORDS) if item.what.startswith("the round's summary")]
    assert len(copies) == 2 and all(
        item.text_px >= panels.panel_type(scene.unit).label for item in copies
    )
    assert all(item.rect in scene.keep_clear() for item in copies)
    for _ in range(240):  # the round's banners and the ravens' share come and go
        frames(app)
        told = [item for item in app.shown.of(WORDS) if item.depth >= TOLD]
        assert all(item.resting_rect.collidelist(scene.keep_clear()) < 0 for item in told)


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
def test_fc_with_bigger_words_the_round_s_summary_copies_lie_apart(size):
    """With bigger words the round's count is deeper than half the Court: its two copies,
    one facing each player, move apart instead of lying on each other."""
    app, scene = start_game(
        "fireball-court", 2, (), speed=4.0, settle=1, size=size, bigger_words=True
    )
    app.apply_table()
    assert run_until(app, lambda: scene.picture.summary is not None, 20_000)
    frames(app)
    copies = [item for item in app.shown.of(WORDS) if item.what.startswith("the round's summary")]
    assert len(copies) == 2 and {item.angle % 360 for item in copies} == {0, 180}
    assert not copies[0].rect.colliderect(copies[1].rect)
    assert all(item.rect in scene.keep_clear() for item in copies)


class _Recording(pygame.Surface):
    """A panel's surface that notes where each picture and word is put on it."""

    def __init__(self, size):
        super().__init__(size, pygame.SRCALPHA)
        self.put: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kwargs):
        rect = super().blit(source, dest, *args, **kwargs)
        self.put.append(pygame.Rect(dest[0], dest[1], *source.get_size()))
        return rect


@pytest.mark.parametrize(
    ("size", "orientation", "bigger"),
    [((1920, 1080), "table", False), ((768, 1024), "tablet", False), ((768, 1024), "tablet", True)],
)
def test_fc_who_started_the_round_stays_inside_its_panel_slot(size, orientation, bigger):
    """The target and "started this round" (or, in a slot too shallow for the words, the
    party's ⭐) lie on the panel and no lower than its slot, whichever way they fit:
    nothing is cut off at the panel's foot."""
    app, scene = start_game(
        "fireball-court", 2, (), size=size, orientation=orientation, bigger_words=bigger
    )
    app.apply_table()
    pictures = Pictures(SurfaceCache())
    for seat in scene.seats:
        plan = scene.panels.plan(seat)
        surface = _Recording((round(seat.panel_size[0]), round(seat.panel_size[1])))
        painter.paint_panel(pictures, surface, plan.slot, scene.unit, 101, True)
        inside = surface.get_rect()
        assert len(surface.put) >= 3, surface.put
        assert all(inside.contains(r) and r.bottom <= plan.slot.bottom for r in surface.put), (
            seat.index,
            plan.slot,
            surface.put,
        )


@pytest.mark.parametrize(
    ("size", "orientation"),
    [((768, 1024), "tablet"), ((1024, 768), "table"), ((1280, 720), "table")],
)
def test_fc_with_bigger_words_the_prompt_to_play_keeps_off_the_hand(size, orientation):
    """Wrapped onto more lines with bigger words, the prompt to play moves towards the
    Court far enough that its bobbing picture stays off its player's hand (on an upright
    tablet it lay 3 pixels into it)."""
    app, scene = start_game(
        "fireball-court", 2, (0, 1), size=size, orientation=orientation, bigger_words=True
    )
    app.apply_table()
    at = scene.geometry
    for seat in (0, 1):
        hand = []  # a full hand, none of it chosen
        for index in range(HAND_SIZE):
            hand.append(pygame.Rect((0, 0), at.card))
            hand[-1].center = at.hand_pos(seat, index, HAND_SIZE)
        prompts = clear.play_prompt(at, seat)
        assert prompts and all(rect.collidelist(hand) == -1 for rect in prompts), seat
