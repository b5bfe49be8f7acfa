"""Every game's board is sized to the table's free middle (`engine.drawing.seats.table_area`, what
the panels leave), at every screen size and seat count: it lies inside it and fills it
along its tighter side, instead of sitting as a small island in the middle."""

from __future__ import annotations

import pygame
import pytest

from games.memodixe.scene.layout import RESERVE_SCALE
from tests.fingers import start_game

SIZES = [(1024, 768), (1280, 720), (1920, 1080), (2560, 1440), (3840, 2160), (768, 1024)]
SEATS = {
    "memodixe": (2, 4, 6),
    "tamega": (1, 4, 8),
    "fireball-court": (2,),
    "devils-circle": (2, 6),
    "memorandum": (3, 4, 6),
}
FILL = {  # the least share of the free middle's tighter side the board spans
    "memodixe": 0.8,
    "tamega": 0.72,  # a strip in front of each side with seats keeps prompts and banners off it
    "fireball-court": 0.95,
    "devils-circle": 0.85,  # a crowded 4:3 table gives a little to the prompts' room
    "memorandum": 0.55,  # its centre (called card and piles) leaves room for hands and pads
}


def board_box(game: str, scene) -> pygame.Rect:
    """The board's extent on screen, game by game."""
    if game == "memodixe":
        at = scene.geometry
        beside = at.cell * 0.55 + at.die_px * RESERVE_SCALE / 2
        strip = pygame.Rect(at.square_rect.left, at.dice_bottom, at.square_rect.w, at.band)
        return at.square_rect.union(strip).inflate(2 * beside, 0)  # with its banner strip
    if game == "tamega":
        return scene.board.rect
    if game == "fireball-court":
        at = scene.geometry
        return at.court_frame.unionall([*at.zone_rects, at.pile_rect, at.track_rect])
    if game == "devils-circle":
        ring = scene.board
        reach = ring.radius + scene.ring.diameter / 2
        return pygame.Rect(ring.centre[0] - reach, ring.centre[1] - reach, 2 * reach, 2 * reach)
    at = scene.geometry
    half = max(at.pile_size[0], 190 * at.shape.unit) / 2
    left, right = at.unclaimed_pos[0] - half, at.dispute_pos[0] + half
    return pygame.Rect(left, at.centre[1] - at.big_h / 2, right - left, at.big_h)


CASES = [(game, n, size) for game, counts in SEATS.items() for n in counts for size in SIZES]


@pytest.mark.parametrize("game, players, size", CASES)
def test_each_board_fills_the_free_middle(game, players, size):
    _app, scene = start_game(game, players, (), size=size, settle=1)
    x, y, w, h = scene.table
    box = board_box(game, scene)
    assert pygame.Rect(x - 1, y - 1, w + 2, h + 2).contains(box), (box, scene.table)
    if size[0] > size[1]:  # the range the tables are made for: landscape, 4:3 to 16:9
        assert max(box.width / w, box.height / h) >= FILL[game], (box, scene.table)
