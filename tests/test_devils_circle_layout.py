"""Devil's Circle's prompts find room on the table: at every size and seat count each
prompt of each seat lies on its own side of the table, on the table, and covers no disc
(nor its hop), no panel, nor the Pass button or ALL FIVE slots beside it; the ring keeps
nearly all of the free middle while they do; every seat's Pass button lies whole on the
screen at full size, clear of the discs and of the other panels; a banner never lies where
the pot shows up, and everything the audit judges says what it is."""

from __future__ import annotations

import math

import pygame
import pytest

from engine.drawing import judge
from engine.drawing.display import MOVING
from engine.shell.audit import frame_marks
from games.devils_circle.moments import ALL_TWICE, flip_off, table
from games.devils_circle.scene.discs import ring_place
from games.devils_circle.scene.hints import prompt_cases
from games.devils_circle.scene.layout import RING_SHARE
from games.devils_circle.scene.play import PASS_SIZE
from tests.fingers import frames, start_game
from tests.test_devils_circle_scene import idle, stage, start

CASES = [
    ((1024, 768), 2, "table"),
    ((1024, 768), 6, "table"),
    ((1280, 720), 2, "table"),
    ((1920, 1080), 6, "table"),
    ((768, 1024), 6, "tablet"),
]


@pytest.mark.parametrize("size, players, orientation", CASES)
def test_dc_every_prompt_has_room_in_front_of_its_own_seat(size, players, orientation):
    _app, scene = start_game(
        "devils-circle", players, (), size=size, settle=1, orientation=orientation
    )
    board = scene.board
    x, y, w, h = scene.table
    table = pygame.Rect(round(x), round(y), round(w), round(h)).inflate(4, 4)  # rounding
    d = scene.ring.diameter
    discs = [pygame.Rect(0, 0, d, d) for _ in range(10)]
    for place, rect in enumerate(discs):
        rect.center = ring_place(board.centre, board.radius, place)
    panels = [seat.screen_rect() for seat in scene.seats]
    for seat in scene.seats:
        for words, passing, all_five in prompt_cases():
            place = board.prompt_place(seat, words, passing, all_five)
            where = (seat.index, words, place.rect)
            assert place.clear and table.contains(place.rect), where
            assert place.rect.collidelist(discs + panels) == -1, where
            assert seat.to_local(place.rect.center)[1] < 0, where  # in front of its panel
            if passing and not scene.setup.kids:
                button = scene.pass_buttons[seat.index].screen_rect()
                assert not place.rect.colliderect(button), where
    assert board.radius >= 0.9 * RING_SHARE * min(w, h)  # the ring keeps the middle


PASS_CASES = [
    (size, players, "table", kids)
    for size in ((1024, 768), (1280, 720), (1920, 1080), (3840, 2160))
    for players in range(2, 7)
    for kids in (False, True)
] + [((768, 1024), players, "tablet", kids) for players in range(2, 7) for kids in (False, True)]


@pytest.mark.parametrize("size, players, orientation, kids", PASS_CASES)
def test_dc_every_pass_button_lies_on_screen_at_full_size_clear_of_discs(
    size, players, orientation, kids
):
    """Six seats along a tablet's edge leave each panel narrower than the button: it
    still lies whole on the screen (the rightmost seat's too), as big as asked (party
    mode's never squeezed onto a panel with no room for it), and covers no disc, no card
    in the middle and no other seat's panel."""
    preset = "kids" if kids else "classic"
    _app, scene = start_game(
        "devils-circle",
        players,
        (),
        size=size,
        settle=1,
        orientation=orientation,
        kids=kids,
        preset=preset,
    )
    board, screen = scene.board, pygame.Rect((0, 0), size)
    discs = [ring_place(board.centre, board.radius, place) for place in range(10)]
    w, h = board.card_size
    middle = pygame.Rect(0, 0, round(w * 3.2), round(h * 1.2))
    middle.center = (round(board.centre[0]), round(board.centre[1]))
    want = sorted(round(v) for v in scene.target_size(*PASS_SIZE))
    for seat in scene.seats:
        button = scene.pass_buttons[seat.index].screen_rect()
        where = (seat.index, button)
        assert screen.contains(button), where
        assert sorted(button.size) == want, where
        assert not button.colliderect(middle), where
        assert all(reach(button, disc) >= scene.ring.diameter / 2 for disc in discs), where
        others = [s.screen_rect() for s in scene.seats if s is not seat]
        assert button.collidelist(others) == -1, where


def reach(rect: pygame.Rect, point) -> float:
    """How far `point` lies from `rect` (0 inside it)."""
    dx = max(rect.left - point[0], 0, point[0] - rect.right)
    dy = max(rect.top - point[1], 0, point[1] - rect.bottom)
    return math.hypot(dx, dy)


def test_dc_a_banner_never_covers_the_pot_a_coin_paid_in_brings_back():
    """A mistake pays a coin into the empty middle while a banner shows where the pot
    lies: words are placed against the last frame, which had no pot, so they must keep
    clear of its place all along (else the pot shows up under the banner for a frame)."""
    app, scene = start_game("devils-circle", 6, range(6), size=(1920, 1080), settle=0)
    stage(scene, table(players=6, sides=ALL_TWICE, middle=0))
    assert idle(app, scene)
    pot = scene.board.pot_pos
    scene.banner_spots = lambda: [(pot, 90)]  # as it faces a side seat, beside the card
    scene.announce("🏆", "+2", 5.0)
    frames(app, 5)
    assert scene.try_act(0, flip_off(scene.state))
    seen = set()
    for _ in range(240):
        frames(app, 1)
        marks = frame_marks(app)
        seen.update(m.what for m in marks)
        assert not [f for f in judge.check(marks, app.size) if "banner" in f.detail]
    assert {"pot", "pot count", "banner '+2'"} <= seen
    assert scene.picture.middle == 1


def test_dc_everything_judged_or_in_the_air_says_what_it_is():
    """The audit names what it finds by each item's `what`: a count in the middle or a
    coin in the air with none makes a finding no one can trace."""
    app, scene = start(table(players=2, sides=ALL_TWICE, middle=1))
    assert idle(app, scene)
    assert scene.try_act(0, flip_off(scene.state))
    kinds = judge.JUDGED | {MOVING}
    named = []
    for _ in range(240):
        frames(app, 1)
        named += [(item.kind, item.what) for item in app.shown.items if item.kind in kinds]
    assert ("moving", "coin in the air") in named
    assert {"pot count", "stack count"} <= {what for _, what in named}
    assert all(what for _, what in named), [kind for kind, what in named if not what]
