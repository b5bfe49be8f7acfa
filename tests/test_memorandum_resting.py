"""Memorandum's table at rest (`scene/resting.py`): whatever comes, goes, changes its look
or its order from one frame to the next, the layer shows exactly the pixels of the felt
with that frame's pieces painted on it in order; in the scene, what moves leaves it."""

from __future__ import annotations

import pygame
from hypothesis import example, given
from hypothesis import strategies as st

from engine.table import table_surface
from games.memorandum.rules import MEMORISE
from games.memorandum.scene.resting import Pieces, RestingLayer
from tests.fingers import frames, run_until, start_game, tap

SIZE = (48, 36)


def _felt() -> pygame.Surface:
    felt = pygame.Surface(SIZE)
    for x in range(SIZE[0]):  # a gradient, so a piece painted at the wrong place shows
        pygame.draw.line(felt, (20 + x * 4, 90, 60), (x, 0), (x, SIZE[1]))
    return felt


def _pad(colour: int) -> pygame.Surface:
    """A pad's look: opaque on a rounded rectangle, transparent in its corners (every
    look of this shape covers the same pixels)."""
    pad = pygame.Surface((14, 10), pygame.SRCALPHA)
    pygame.draw.rect(pad, (colour, 200, 255 - colour), pad.get_rect(), border_radius=4)
    return pad


def _blob(colour: int) -> pygame.Surface:
    """A label or card edge: partly transparent, so painting it twice would show."""
    blob = pygame.Surface((12, 12), pygame.SRCALPHA)
    pygame.draw.circle(blob, (colour, 40, 200, 140), (6, 6), 6)
    return blob


PADS = [_pad(c) for c in (0, 120, 250)]
BLOBS = [_blob(c) for c in (30, 160)]

# a few places, so that pieces often come back where they were, or overlap, or cross an edge
piece = st.tuples(
    st.sampled_from(["pad", "blob", "outline"]),
    st.integers(0, 2),
    st.sampled_from([2, 10, 16, 44]),
    st.sampled_from([3, 10, 14]),
)


def _put(target, pieces: list[tuple[str, int, int, int]]) -> None:
    for kind, look, x, y in pieces:
        if kind == "pad":
            target.blit_center(PADS[look], (x, y), ("pad", 14, 10))
        elif kind == "blob":
            target.blit_center(BLOBS[look % 2], (x, y))
        else:
            target.outline(pygame.Rect(x, y, 10, 8), (250, 250, look * 100), 2, 3)


class _Direct:
    """Drawing each piece straight onto the felt: what the layer must equal."""

    def __init__(self, surface: pygame.Surface) -> None:
        self.surface = surface

    def blit_center(self, surface, centre, shape=None) -> None:
        self.surface.blit(surface, surface.get_rect(center=centre))

    def outline(self, rect, colour, width, radius) -> None:
        pygame.draw.rect(self.surface, colour, rect, width, border_radius=radius)


@given(st.lists(st.lists(piece, max_size=6), min_size=1, max_size=6))
@example([[("pad", 0, 10, 10), ("blob", 0, 16, 14)], [("pad", 1, 10, 10), ("blob", 0, 16, 14)]])
def test_the_layer_is_the_felt_with_each_frames_pieces_painted_in_order(frames) -> None:
    felt, layer = _felt(), RestingLayer()
    for pieces in frames:
        put = Pieces(SIZE)
        _put(put, pieces)
        shown = layer.show(felt, put)
        expected = felt.copy()
        _put(_Direct(expected), pieces)
        assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(expected, "RGB")


def _repaints(frames: list[list[tuple[str, int, int, int]]]) -> int:
    felt, layer = _felt(), RestingLayer()
    for pieces in frames:
        put = Pieces(SIZE)
        _put(put, pieces)
        layer.show(felt, put)
    return layer.repaints


def test_a_pad_lighting_up_or_a_card_landing_on_bare_felt_is_only_blitted() -> None:
    pad_lights = [
        [("blob", 0, 30, 20), ("pad", 0, 10, 10)],
        [("blob", 0, 30, 20), ("pad", 2, 10, 10)],
    ]
    assert _repaints(pad_lights) == 0
    card_goes = [[("blob", 0, 30, 20), ("pad", 0, 10, 10)], [("pad", 0, 10, 10)]]
    assert _repaints(card_goes) == 1  # the felt comes back where it lay
    under_a_card = [[("pad", 0, 10, 10), ("blob", 0, 16, 14)]]
    assert _repaints(under_a_card) == 2  # both painted up from the felt


def test_a_shaking_pad_leaves_the_table_at_rest_and_lies_there_again_once_still() -> None:
    """A refused pad shakes, drawn in each frame where it is; still, it is painted into
    the table at rest again, and the screen shows it from there."""
    options = {"pack": 12, "claim_seconds": 1.5}
    app, scene = start_game("memorandum", 3, (0, 1), preset="kids", options=options, settle=0)
    assert run_until(app, lambda: scene.picture.phase == MEMORISE)
    for seat in (0, 1):
        x, y, _, _ = scene.geometry.ready_rect(scene.seats[seat])
        tap(app, scene.seats[seat].to_screen((x, y)), finger_id=seat)
    assert run_until(app, lambda: scene.picture.window_open, 600)
    assert run_until(app, lambda: not scene.picture.window_open, 600)
    seat = scene.seats[0]
    x, y, _, _ = scene.geometry.mine_rect(seat)
    centre = tuple(round(v) for v in seat.to_screen((x, y)))
    size = app.screen.get_size()
    felt = table_surface(size)
    assert scene.table_layer(size).get_at(centre) != felt.get_at(centre)
    tap(app, centre, settle=1)  # too late: refused, the pad shakes
    assert scene.shake_dx(("mine", 0)) != 0
    assert scene.table_layer(size).get_at(centre) == felt.get_at(centre)
    assert run_until(app, lambda: scene.shake_dx(("mine", 0)) == 0, 120)
    frames(app, 1)
    assert scene.table_layer(size).get_at(centre) != felt.get_at(centre)
    assert app.screen.get_at(centre) == scene.table_layer(size).get_at(centre)
