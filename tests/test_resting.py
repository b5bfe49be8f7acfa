"""The table at rest (`engine/compositor/resting.py`): whatever comes, goes, changes its look or its
order from one frame to the next, the layer shows exactly the pixels of the felt with that
frame's pieces painted on it in order; a still thing under something moving drawn before
it is left to be drawn after it."""

from __future__ import annotations

import pygame
from hypothesis import example, given
from hypothesis import strategies as st

from engine.compositor.resting import Pieces, RestingLayer, Shown

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


def _square(x: int, colour=(200, 50, 50), resting: bool = True) -> Shown:
    rect = pygame.Rect(x, 10, 20, 20)
    return Shown((x, colour), rect, resting, lambda surface: surface.fill(colour, rect))


def _frame(layer: RestingLayer, felt: pygame.Surface, things: list[Shown]) -> pygame.Surface:
    """A frame as a scene draws one: the table at rest, then what moves over it."""
    pieces = Pieces(felt.get_size())
    left = pieces.take(things)
    screen = layer.show(felt, pieces).copy()
    for thing in left:
        thing.paint(screen)
    return screen


def test_a_thing_lying_still_is_held_and_one_moving_is_drawn_over_the_table():
    felt, layer = pygame.Surface((100, 40)), RestingLayer()
    felt.fill((20, 90, 60))
    moving, held = _square(10, resting=False), _square(10)
    assert _frame(layer, felt, [moving]).get_at((15, 15)) == (200, 50, 50)
    assert layer.show(felt, Pieces((100, 40))).get_at((15, 15)) == (20, 90, 60), "not held"
    assert _frame(layer, felt, [held]).get_at((15, 15)) == (200, 50, 50)
    pieces = Pieces((100, 40))
    assert pieces.take([held]) == [], "nothing left to draw over the table"
    assert layer.show(felt, pieces).get_at((15, 15)) == (200, 50, 50), "held in the table"


def test_a_still_thing_under_one_drawn_before_it_that_moves_is_drawn_after_it():
    felt, layer = pygame.Surface((100, 40)), RestingLayer()
    felt.fill((20, 90, 60))
    blue = (40, 40, 220)
    under, over = _square(8, blue, resting=False), _square(15)
    assert Pieces((100, 40)).take([under, over]) == [under, over]
    screen = _frame(layer, felt, [under, over])
    assert screen.get_at((20, 15)) == (200, 50, 50), "still on top, as drawn in order"
    assert screen.get_at((10, 15)) == blue
    apart = _square(60)
    assert Pieces((100, 40)).take([under, apart]) == [under], "what it does not cover is held"
