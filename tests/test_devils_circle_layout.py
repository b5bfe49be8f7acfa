"""Devil's Circle's prompts find room on the table: at every size and seat count each
prompt of each seat lies on its own side of the table, on the table, and covers no disc
(nor its hop), no panel, nor the Pass button or ALL FIVE slots beside it; the ring keeps
nearly all of the free middle while they do."""

from __future__ import annotations

import pygame
import pytest

from games.devils_circle.scene.discs import ring_place
from games.devils_circle.scene.hints import prompt_cases
from games.devils_circle.scene.layout import RING_SHARE
from tests.fingers import start_game

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
