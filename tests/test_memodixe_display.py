"""What MemoDiXe's table says it shows, read from the display list of each frame
(`app.shown`): the dice of the square are pieces lying still at their places (not while
they turn over), a thrown die is in the air while it tumbles and a piece judged by its
body once at rest (the table's words keep clear of it), the reserve and the dice set
aside are pieces, the cover hides the square and its dice, the secret square is a touch
target only while its owner holds it open, and the pads are touch targets."""

from __future__ import annotations

from random import Random

import pygame
import pytest

from engine.drawing import judge
from engine.drawing.display import MOVING, PIECE, PROMPT, TARGET, WORDS, DisplayList, Sprite
from engine.i18n import tr
from games.memodixe import dice
from games.memodixe.rules import KEEP, PEEK
from games.memodixe.scene.dice_table import ANGLE_STEP
from games.memodixe.scene.painter import paint_cover
from tests.fingers import frames, hold, lift, run_until, start_game, tap, wait_for_input
from tests.test_memodixe_scene import _mini_point, pair_in_square
from tests.test_memodixe_scene import start as scene_start
from tests.test_memodixe_support import arrange, filler
from tests.test_memodixe_table import pair_with_reserve
from tests.test_memodixe_table import start as table_start


def said(app, what: str) -> list[Sprite]:
    """The items of the last frame named `what`."""
    return [item for item in app.shown.items if item.what == what]


def place_square(scene, place: int) -> pygame.Rect:
    x, y = scene.geometry.places[place]
    px = scene.geometry.die_px
    rect = pygame.Rect(0, 0, px, px)
    rect.center = (round(x), round(y))
    return rect


def test_md_the_dice_of_the_square_are_pieces_lying_still_at_their_places():
    app, scene = scene_start(state=arrange(2, filler([], start=0)))
    frames(app, 2)
    dice = said(app, "die in the square")
    occupied = [p for p, entry in enumerate(scene.picture.square) if entry is not None]
    assert len(dice) == len(occupied) == 9
    assert all(d.kind == PIECE and d.still for d in dice)
    assert [d.rests for d in dice] == [place_square(scene, p) for p in occupied]
    faces = [(scene.picture.square[p][1], scene.geometry.die_px, False) for p in occupied]
    assert [d.image.key[2:] for d in dice] == faces  # each its top face, upright
    tap(app, scene.geometry.places[3], settle=0)  # it turns over: a piece, no longer still
    assert run_until(app, lambda: 0 < scene.picture.tilt.get(3, 0) < 1, 60)
    frames(app, 1)
    turning = said(app, "die in the square")[3]
    assert turning.kind == PIECE and not turning.still and turning.squash != (1.0, 1.0)
    assert turning.rests == place_square(scene, 3)  # judged where it lies
    assert wait_for_input(app, scene)
    frames(app, 1)
    up = said(app, "die in the square")[3]
    assert up.still and up.image.key[-1] is True  # its hidden face, darker, lies still


def test_md_a_thrown_die_tumbles_in_the_air_and_at_rest_is_a_piece_the_words_keep_clear_of():
    app, scene = table_start(pair_with_reserve("rabbit", 2))
    for place in (0, 1):
        tap(app, scene.geometry.places[place])
        wait_for_input(app, scene)
    assert scene.state.phase == KEEP
    tap(app, scene.geometry.places[1])  # keep it: the other die and a refill are thrown
    kinds = set()
    for _ in range(900):
        frames(app, 1)
        thrown = said(app, "tumbling die") + said(app, "resting die")
        assert len(thrown) == len(scene.dice.throws)
        for item in thrown:
            assert item.angle % ANGLE_STEP == 0 and not item.crop
            if item.what == "tumbling die":
                assert item.kind == MOVING and not item.still
            else:
                body = item.rect.inflate(-item.rect.w // 5, -item.rect.h // 5)
                assert item.kind == PIECE and item.rests == body
                assert (
                    body
                    in scene.table_words.where(
                        scene.seats,
                        scene.buttons,
                        scene.table,
                        scene.room_for_words(),
                        scene.on_turn(),
                    ).keep
                )  # a pop or card moves off it
            kinds.add(item.what)
        if scene.input_open():
            break
    assert kinds == {"tumbling die", "resting die"}
    assert scene.input_open() and not said(app, "tumbling die") and not said(app, "resting die")


def test_md_the_reserve_and_the_dice_set_aside_are_pieces():
    app, scene = table_start(pair_with_reserve("rabbit", 2))
    frames(app, 2)
    (reserve,) = said(app, "reserve die")
    spare = scene.state.reserve[0]
    at = scene.geometry.reserve_pos(spare, scene.picture.reserve)
    assert reserve.kind == PIECE and reserve.still and reserve.rect.center == tuple(map(round, at))
    assert scene.geometry.dice_area.contains(reserve.rect)


@pytest.mark.parametrize("held", [False, True])
def test_md_the_cover_hides_the_square_and_the_secret_square_shows_only_while_held(held):
    app, scene = scene_start(players=3, humans=(0, 1, 2), state=pair_in_square("eye", 3))
    tap(app, scene.geometry.places[0])
    wait_for_input(app, scene)
    tap(app, scene.geometry.places[1])
    assert wait_for_input(app, scene) and scene.state.phase == PEEK
    panel = scene.seats[0].center
    if held:  # long enough to be a hold, not a tap (a tap keeps it open)
        hold(app, panel, 0.8, finger_id=0)
    frames(app, 1)
    assert said(app, "die in the square") == []  # under the cover
    name = scene.seat_name(0)
    (words,) = said(app, f"cover {tr('memodixe.secret', name=name)!r}")
    assert words.kind == WORDS and words.text_px > 0 and words.angle == scene.seats[0].angle
    secret = said(app, "secret square")
    if not held:
        assert secret == []
        return
    (square,) = secret
    assert square.kind == TARGET and square.angle == scene.seats[0].angle
    assert square.rect.collidepoint(_mini_point(scene, 0, 4))
    lift(app, panel, finger_id=0)
    assert said(app, "secret square") == []


def test_md_the_pads_are_touch_targets_where_they_are_touched():
    app, scene = scene_start(state=arrange(2, filler([], start=0)))
    frames(app, 2)
    targets = [item for item in app.shown.items if item.kind == TARGET]
    for pad in scene.pads.values():
        assert any(item.rests == pad.screen_rect() for item in targets)


@pytest.mark.parametrize("size", [(1024, 768), (1280, 720), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("bigger", [False, True])
def test_md_the_covers_words_lie_on_the_square_clear_of_every_pad(size, players, bigger):
    """... and never below the readable floor: with bigger words they take a second line."""
    app, scene = scene_start(players=players, humans=(), size=size)
    if bigger:
        app.settings.bigger_words = True
        app.apply_table()
    pads = [pad.screen_rect() for pad in scene.pads.values()]
    for seat in scene.seats:
        frame = DisplayList(app.size)
        label = tr("memodixe.secret", name=scene.seat_name(seat.index))
        paint_cover(frame, scene.geometry, seat.index, label)
        (words,) = [item for item in frame.items if item.kind == WORDS]
        assert scene.geometry.square_rect.contains(words.rect)
        assert words.rect.collidelist(pads) == -1, (seat.index, words.rect)
        assert words.text_px >= judge.floor_px(size), (seat.index, words.text_px)


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
def test_md_the_words_keep_off_the_room_where_a_persons_prompt_and_choices_show(size):
    state = arrange(2, filler([], start=0), preset="optional")
    app, scene = scene_start(state=state, size=size)
    frames(app, 2)
    room = scene.geometry.prompt_room(scene.seats[0])
    (prompt,) = [item for item in app.shown.items if item.kind == PROMPT]
    assert room.contains(prompt.rect) and room in scene.keep_clear()
    tap(app, scene.seats[0].to_screen(scene.pads[0].center))  # right: no pair is left
    assert wait_for_input(app, scene)
    tap(app, scene.geometry.places[4])  # the last die: go on, or stop
    assert wait_for_input(app, scene)
    frames(app, 2)
    targets = [item.rests for item in app.shown.items if item.kind == TARGET]
    assert len(scene.choices) == 2
    for button, _go in scene.choices:  # said as touch targets, in the room kept clear
        assert button.screen_rect() in targets and room.contains(button.screen_rect())


def test_md_painting_the_same_moment_twice_says_the_same_items_and_changes_nothing():
    app, scene = table_start(pair_with_reserve("rabbit", 2))
    for place in (0, 1):
        tap(app, scene.geometry.places[place])
        wait_for_input(app, scene)
    tap(app, scene.geometry.places[1])
    assert run_until(app, lambda: bool(scene.dice.throws), 600)
    before = (dict(vars(scene)), dict(vars(scene.dice)), dict(vars(scene.picture)))
    looks = []
    for _ in range(2):
        frame = DisplayList(app.size)
        scene.paint(frame, 1.0)
        looks.append([(type(i), i.kind, i.what, _look(i)) for i in frame.items])
    assert looks[0] == looks[1]
    assert (dict(vars(scene)), dict(vars(scene.dice)), dict(vars(scene.picture))) == before


def _look(item):
    """What decides an item's pixels (a mark paints none: its rectangle)."""
    return item.look() if hasattr(item, "look") else tuple(item.rect)


def test_md_a_die_coming_to_rest_under_a_pop_sees_the_pop_move_in_that_very_frame():
    """A "+1" is placed in an update against the last frame; a thrown die then lies at
    rest right under it: the frame that first shows the die at rest shows the pop moved
    off it (judged as the layout audit judges), never on it for a frame."""
    app, scene = table_start(pair_with_reserve("rabbit", 2))
    assert wait_for_input(app, scene)
    x, y, w, h = scene.geometry.rolling_area
    scene.reactions.pop("⭐", "+1", 0, app.now, at=(x + w * 0.12, y + h / 2))  # by the rail
    frames(app, 2)
    [before] = [pygame.Rect(m.rect) for m in shown_marks(app) if m.what == "pop '+1'"]
    die = next(d for d in range(15) if d not in scene.dice.throws)
    face = dice.faces(dice.colour_of(die))[0]
    x, y = before.center  # thrown there with no speed: it spins a moment and stops
    scene.dice.throw(die, 0, face, (x, y), (x, y), scene.geometry.die_px, app.now, Random(1))
    for _ in range(60):
        frames(app, 1)
        marks = shown_marks(app)
        assert judge.check(marks, app.size) == []
        resting = [pygame.Rect(m.rect) for m in marks if m.what == "resting die"]
        if resting:
            break
    [resting] = resting
    assert resting.colliderect(before)  # it came to rest where the pop was
    [after] = [pygame.Rect(m.rect) for m in marks if m.what == "pop '+1'"]
    assert not after.colliderect(resting)


def shown_marks(app) -> list[judge.Mark]:
    return judge.marks_of(app.shown.items, lambda sprite: 0)


def test_md_a_die_thrown_into_a_pause_corner_of_an_upright_tablet_never_rests_under_it():
    """On an upright tablet the seats are all at the bottom and the ⏸ buttons in the top
    corners, in the dice's reach: dice thrown at each (as the story throws them, from the
    roller's hand) bounce off a post there and come to rest clear of it, every frame judged
    as the layout audit judges."""
    app, scene = start_game("memodixe", 6, (0,), size=(768, 1024), orientation="tablet")
    assert wait_for_input(app, scene)
    corners = [b.screen_rect() for b in scene.buttons if b.emoji == "⏸️"]
    assert len(corners) == 2 and all(c.bottom < scene.geometry.dice_area.bottom for c in corners)
    spare = (d for d in range(15) if d not in scene.dice.throws)
    for k, corner in enumerate(corners * 2):
        die = next(spare)
        face = dice.faces(dice.colour_of(die))[0]
        origin = scene.geometry.throw_origin(0 if corner.centerx < app.size[0] / 2 else 5, 0, 1)
        px = scene.geometry.die_px
        scene.dice.throw(die, 0, face, origin, corner.center, px, app.now, Random(k))
        for _ in range(240):
            frames(app, 1)
            marks = shown_marks(app)
            assert judge.check(marks, app.size) == []
            resting = [pygame.Rect(m.rect) for m in marks if m.what == "resting die"]
            assert all(r.collidelist(corners) == -1 for r in resting)
            if scene.dice.world.settled_for(("die", die)):
                break
        assert scene.dice.world.settled_for(("die", die))
