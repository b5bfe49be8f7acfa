"""The table at rest (`engine/compositor/rest.py`, used by `engine/compositor/software.py`):
whatever comes, goes, changes its look or its order from one frame to the next, the screen
shows exactly the pixels of the felt with that frame's items painted on it in order; a
still item under something moving said before it is painted after it, over the table."""

from __future__ import annotations

import zlib

import pygame
import pytest
from hypothesis import assume, example, given
from hypothesis import strategies as st

from engine.compositor import software
from engine.compositor.cache import SurfaceCache
from engine.compositor.pictures import Pictures
from engine.compositor.rest import ROW_PIXELS, Backdrop, Piece, RestLayer, aligned, joined
from engine.compositor.shapes import paint_shape
from engine.compositor.software import Compositor
from engine.drawing.display import DisplayList, Image, Shape, Sprite
from tests.fingers import frames, start_game

SIZE = (48, 36)


def _felt(_=None) -> pygame.Surface:
    felt = pygame.Surface(SIZE)
    for x in range(SIZE[0]):  # a gradient, so a piece painted at the wrong place shows
        pygame.draw.line(felt, (20 + x * 4, 90, 60), (x, 0), (x, SIZE[1]))
    return felt


FELT = Image(("rest test felt", SIZE), SIZE, _felt)


def _pad(colour: int) -> Image:
    """A pad's look: opaque on a rounded rectangle, transparent in its corners (every
    look of this cover covers the same pixels)."""

    def make(_) -> pygame.Surface:
        pad = pygame.Surface((14, 10), pygame.SRCALPHA)
        pygame.draw.rect(pad, (colour, 200, 255 - colour), pad.get_rect(), border_radius=4)
        return pad

    return Image(("rest test pad", colour), (14, 10), make)


def _blob(colour: int) -> Image:
    """A label or card edge: partly transparent, so painting it twice would show."""

    def make(_) -> pygame.Surface:
        blob = pygame.Surface((12, 12), pygame.SRCALPHA)
        pygame.draw.circle(blob, (colour, 40, 200, 140), (6, 6), 6)
        return blob

    return Image(("rest test blob", colour), (12, 12), make)


PADS = [_pad(c) for c in (0, 120, 250)]
BLOBS = [_blob(c) for c in (30, 160)]

# a few places, so that items often come back where they were, or overlap, or cross an edge
item = st.tuples(
    st.sampled_from(["pad", "blob", "outline"]),
    st.integers(0, 2),
    st.sampled_from([2, 10, 16, 44]),
    st.sampled_from([3, 10, 14]),
    st.booleans(),
)


def _say(frame: DisplayList, items, grouped: bool = False) -> None:
    """The felt, then `items`; `grouped`: the still ones first, as one still group."""
    frame.sprite(FELT, (0, 0), anchor="topleft", still=True)
    if grouped:
        still = tuple(thing for thing in items if thing[4])
        frame.group(FELT, still, lambda said: _say_items(said, still))
        items = [thing for thing in items if not thing[4]]
    _say_items(frame, items)


def _say_items(frame: DisplayList, items) -> None:
    for kind, look, x, y, still in items:
        if kind == "pad":
            frame.sprite(PADS[look], (x, y), still=still, cover=("pad", 14, 10))
        elif kind == "blob":
            frame.sprite(BLOBS[look % 2], (x, y), still=still)
        else:
            rect = pygame.Rect(x, y, 10, 8)
            frame.shape("rect", (250, 250, look * 100), rect, 2, 3, still=still)


def _direct(frame: DisplayList, pictures: Pictures) -> pygame.Surface:
    """Every item painted straight onto the felt in order: what the screen must show."""
    screen = pictures.upright(FELT).copy()
    for thing in frame.items[1:]:
        if isinstance(thing, Sprite):
            surface = pictures.upright(thing.image)
            screen.blit(surface, surface.get_rect(center=thing.at))
        elif isinstance(thing, Shape):
            paint_shape(screen, thing, SurfaceCache())
    return screen


@given(st.lists(st.tuples(st.lists(item, max_size=6), st.booleans()), min_size=1, max_size=6))
@example(
    [
        ([("pad", 0, 10, 10, True), ("blob", 0, 16, 14, True)], False),
        ([("pad", 1, 10, 10, True), ("blob", 0, 16, 14, True)], False),
    ]
)
@example(  # a group said again as it was, under a piece that comes and goes
    [
        ([("pad", 0, 10, 10, True), ("blob", 0, 16, 14, False)], True),
        ([("pad", 0, 10, 10, True)], True),
        ([("pad", 0, 10, 10, True), ("blob", 1, 16, 14, True)], True),
    ]
)
def test_the_screen_is_the_felt_with_each_frames_items_painted_in_order(frames_) -> None:
    """Also when some frames say their still items as a group, kept from the last frame."""
    pictures = Pictures(SurfaceCache())
    pictures.fit_screen(SIZE)
    compositor = Compositor(pictures)
    screen = pygame.Surface(SIZE)
    last = None
    for items, grouped in frames_:
        frame = DisplayList(SIZE, last)
        _say(frame, items, grouped)
        compositor.compose(frame, screen)
        last = frame
        expected = _direct(frame, pictures)
        assert pygame.image.tobytes(screen, "RGB") == pygame.image.tobytes(expected, "RGB")


def _repaints(frames_) -> int:
    pictures = Pictures(SurfaceCache())
    pictures.fit_screen(SIZE)
    compositor, screen = Compositor(pictures), pygame.Surface(SIZE)
    for items in frames_:
        frame = DisplayList(SIZE)
        _say(frame, [(*thing, True) for thing in items])
        compositor.compose(frame, screen)
    return compositor.rest.repaints


def test_a_pad_lighting_up_or_a_card_landing_on_bare_felt_is_only_blitted() -> None:
    pad_lights = [
        [("blob", 0, 30, 20), ("pad", 0, 10, 10)],
        [("blob", 0, 30, 20), ("pad", 2, 10, 10)],
    ]
    assert _repaints(pad_lights) == 0
    card_goes = [[("blob", 0, 30, 20), ("pad", 0, 10, 10)], [("pad", 0, 10, 10)]]
    assert _repaints(card_goes) == 1  # the felt comes back where it lay
    under_a_card = [[("pad", 0, 10, 10), ("blob", 0, 16, 14)]]
    # both painted up from the felt, in one rectangle (widened to whole runs of pixels, the
    # two overlap)
    assert _repaints(under_a_card) == 1


def _square(x: int, colour=(200, 50, 50)) -> Piece:
    rect = pygame.Rect(x, 10, 20, 20)
    return Piece((x, colour), rect, lambda surface: surface.fill(colour, rect))


def test_a_thing_lying_still_is_held_and_one_moving_is_drawn_over_the_table():
    frame = DisplayList((100, 40))
    moving = frame.shape("fill", (200, 50, 50), pygame.Rect(10, 10, 20, 20))
    held = frame.shape("fill", (200, 50, 50), pygame.Rect(10, 10, 20, 20), still=True)
    assert software._split([moving]) == ([], [moving])
    assert software._split([held]) == ([held], [])


def test_a_still_thing_under_one_said_before_it_that_moves_is_drawn_after_it():
    frame = DisplayList((100, 40))
    under = frame.shape("fill", (40, 40, 220), pygame.Rect(8, 10, 20, 20))
    over = frame.shape("fill", (200, 50, 50), pygame.Rect(15, 10, 20, 20), still=True)
    apart = frame.shape("fill", (200, 50, 50), pygame.Rect(60, 10, 20, 20), still=True)
    assert software._split([under, over]) == ([], [under, over])
    assert software._split([under, apart]) == ([apart], [under]), "what it does not cover"


class _Still:
    """A still item as the layer sees it: its look, and the piece it paints."""

    def __init__(self, piece: Piece) -> None:
        self.piece = piece

    def look(self):
        return self.piece.ident


def _shown(layer: RestLayer, felt: pygame.Surface, pieces: list[Piece]) -> pygame.Surface:
    still = [_Still(p) for p in pieces]
    return layer.show(Backdrop.of(felt), still, lambda item, _look: item.piece)


def test_the_layer_repaints_a_piece_gone_from_the_felt_up():
    felt, layer = pygame.Surface((100, 40)), RestLayer()
    felt.fill((20, 90, 60))
    shown = _shown(layer, felt, [_square(10)])
    assert shown.get_at((15, 15)) == (200, 50, 50)
    assert _shown(layer, felt, []).get_at((15, 15)) == (20, 90, 60) and layer.repaints == 1


def test_a_group_is_said_once_while_its_key_holds_and_again_after_a_resize():
    said = []

    def say(frame: DisplayList) -> None:
        said.append(frame)
        frame.sprite(PADS[0], (10, 10), still=True)

    first = DisplayList(SIZE)
    first.group(FELT, "pads", say)
    again = DisplayList(SIZE, first)
    again.group(FELT, "pads", say)
    assert said == [first] and again.items == first.items, "the very items, not said again"
    other = DisplayList(SIZE, again)
    other.group(FELT, "other pads", say)
    resized = DisplayList((SIZE[0] + 1, SIZE[1]), other)
    resized.group(FELT, "other pads", say)
    assert said == [first, other, resized]
    deeper = DisplayList((SIZE[0] + 1, SIZE[1]), resized)
    with deeper.at(7):
        deeper.group(FELT, "other pads", say)
    assert said[-1] is deeper and deeper.items[0].depth == 7, "a group lies where it is said"
    owner = DisplayList(SIZE, deeper)
    with owner.at(7):
        owner.group(PADS[0], "other pads", say)  # an equal key of another owner
    assert said[-1] is owner


def _crcs(
    count: int, game: str, players: int, monkeypatch=None, whole: bool = False
) -> tuple[list[int], int]:
    """Each frame's pixels, and how many items the table at rest held over the frames;
    `whole`: each frame puts all of the table at rest on the screen, not only where it
    changed or something was drawn over it in the last frame."""
    app, _ = start_game(game, players, (), level="casual", size=(960, 540), pixels=True)
    held = 0
    split = software._split
    put_back = software.Compositor._put_back

    def put_back_all(compositor, target, layer):
        compositor.forget_screen()
        return put_back(compositor, target, layer)

    def counting(items):
        nonlocal held
        still, over = split(items)
        held += len(still)
        return still, over

    crcs = []
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(software, "_split", monkeypatch or counting)
        if whole:
            patch.setattr(software.Compositor, "_put_back", put_back_all)
        for _ in range(count):
            frames(app)
            crcs.append(zlib.crc32(pygame.image.tobytes(app.screen, "RGB")))
    assert app.scenes.top.record.moves, "moves were played"
    return crcs, held


@pytest.mark.parametrize(("game", "players"), [("devils-circle", 5), ("tamega", 3)])
def test_a_game_shows_the_same_pixels_as_painting_everything_over_the_felt(game, players):
    plain, _ = _crcs(300, game, players, lambda items: ([], list(items)))  # nothing held
    held_frames, held = _crcs(300, game, players)
    assert held > 0, "the table at rest held the still pieces"
    assert held_frames == plain


@pytest.mark.parametrize(
    ("game", "players"),
    [
        ("devils-circle", 6),
        ("memorandum", 7),
        ("memodixe", 6),
        ("fireball-court", 2),
        ("tamega", 8),
    ],
)
def test_a_frame_that_puts_back_only_what_changed_shows_the_same_pixels_as_all(game, players):
    """The screen keeps the last frame: the table at rest goes back only where the last
    frame drew over it or where it changed (in most frames), with the same pixels."""
    whole, _ = _crcs(240, game, players, whole=True)
    put_back = software.Compositor._put_back
    parts = []

    def counting(compositor, target, layer):
        rects = put_back(compositor, target, layer)
        parts.append(rects is not None)
        return rects

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(software.Compositor, "_put_back", counting)
        kept, _ = _crcs(240, game, players)
    assert sum(parts) > len(parts) / 2, "most frames put back only parts of the table"
    assert kept == whole


@given(st.integers(-40, 1400), st.integers(-40, 800), st.integers(1, 600), st.integers(1, 300))
def test_a_rectangle_copied_is_widened_to_whole_runs_of_pixels_within_the_screen(x, y, w, h):
    bounds = pygame.Rect(0, 0, 1366, 768)  # a screen whose width is not a whole run
    seen = pygame.Rect(x, y, w, h).clip(bounds)
    assume(seen)
    wide = aligned(pygame.Rect(x, y, w, h), bounds)
    assert wide.contains(seen) and bounds.contains(wide)
    assert (wide.top, wide.bottom) == (seen.top, seen.bottom)
    assert wide.left % ROW_PIXELS == 0
    assert wide.right % ROW_PIXELS == 0 or wide.right == bounds.right
    assert wide.width < seen.width + 2 * ROW_PIXELS


RECTS = st.lists(
    st.builds(
        pygame.Rect,
        st.integers(0, 200),
        st.integers(0, 120),
        st.integers(1, 80),
        st.integers(1, 80),
    ),
    max_size=40,
)


@given(RECTS)
def test_joined_rectangles_cover_every_one_given_and_never_cost_more(rects):
    """What is copied for a frame's changed rectangles: every pixel of each, and no more
    pixels in all than the rectangles apart (each join saves what two overlap)."""
    out = joined(rects)
    for rect in rects:
        assert any(o.contains(rect) for o in out)
    assert sum(o.w * o.h for o in out) <= sum(r.w * r.h for r in rects)
    assert len(out) <= len(rects)
