"""The compositor's caches and its frame budget machinery: each picture is reused while
what it shows stays the same (a frame with nothing new paints nothing), repainted when it
changes, encoded for the screen only in quiet frames, and at most one new panel a frame."""

from __future__ import annotations

import random

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.compositor.cache import POOL_FLOOR_BYTES, SurfaceCache
from engine.compositor.encoder import Encoder, is_run_length
from engine.compositor.pictures import Pictures, turn
from engine.compositor.shapes import paint_shape
from engine.compositor.software import Compositor
from engine.drawing import felt, panels
from engine.drawing.display import PANEL, DisplayList, Image
from engine.drawing.images import rounded, rounded_surface
from engine.drawing.images import text as words
from engine.words.banners import POP_SECONDS, SCALE_STEPS, Banner, paint_banner
from tests.fingers import frames, start_game

SPOTS = [((400.0, 300.0), 0), ((400.0, 100.0), 180)]
SIZE = (800, 400)


@pytest.fixture
def scalings(monkeypatch) -> list[float]:
    """Every smooth scaling the compositor does, by factor."""
    done: list[float] = []
    real = pygame.transform.smoothscale_by

    def spy(surface, factor):
        done.append(factor)
        return real(surface, factor)

    monkeypatch.setattr(pygame.transform, "smoothscale_by", spy)
    return done


def compositor() -> Compositor:
    made = Compositor(Pictures(SurfaceCache()))
    made.fit_screen(SIZE)
    return made


def _banner_frames(banner: Banner, times: list[float], scalings: list[float]) -> list[int]:
    """How many smooth scalings each frame of `banner` did."""
    screen, shows = pygame.Surface(SIZE), compositor()
    per_frame = []
    for now in times:
        frame = DisplayList(SIZE)
        paint_banner(frame, banner, now, SPOTS, 1.0)
        before = len(scalings)
        shows.compose(frame, screen)
        per_frame.append(len(scalings) - before)
    return per_frame


def test_a_popping_banner_scales_once_a_step_and_turns_the_other_copy(scalings):
    times = [i / 120 for i in range(1, 170)]  # the whole banner at 120 frames a second
    first = _banner_frames(Banner("🎉", "Cache test pop", 0.0), times, scalings)
    steps = [round(Banner("🎉", "", 0.0).scale(t) * SCALE_STEPS) for t in times]
    scales = {step for step in steps if step not in (0, SCALE_STEPS)}
    assert sum(first) == len(scales), "each scale once (the shrinking end reuses the growing)"
    assert max(first) <= 1, "the copy facing the other way is turned, not scaled again"
    assert first.count(0) > len(times) / 2, "a step lasts several frames"


def test_a_banner_with_other_words_is_scaled_afresh(scalings):
    at = [POP_SECONDS / 2]
    assert _banner_frames(Banner("🎉", "Cache test words", 0.0), at, scalings) == [1]
    assert _banner_frames(Banner("🎉", "Other cache words", 0.0), at, scalings) == [1]


def _pad(painted: list[str], look: int = 1) -> Image:
    def make(_) -> pygame.Surface:
        painted.append("painted")
        return pygame.Surface((30, 10), pygame.SRCALPHA)

    return Image(("cache test pad", look), (30, 10), make)


def test_a_picture_shown_only_turned_is_reused_and_its_upright_copy_goes_first():
    painted: list[str] = []
    cache = SurfaceCache(limit=3, max_bytes=10**9)
    pictures = Pictures(cache)
    pad = _pad(painted)
    assert not pictures.has(pad, 90)
    turned = pictures.turned(pad, 90)
    assert turned.get_size() == (10, 30) and pictures.has(pad, 90)
    assert pictures.turned(pad, 90) is turned and painted == ["painted"]
    for i in range(2):  # two more pictures: the pool of three keeps the turned pad
        cache.get(("other", i), lambda: pygame.Surface((4, 4)))
    assert pictures.has(pad, 90) and pad.key not in cache, "the upright copy went first"
    other = _pad(painted, 2)  # another look is painted afresh
    assert pictures.turned(other, 90) is not turned and painted == ["painted"] * 2


@pytest.mark.parametrize("unit", [2 / 3, 1.0, 0.8, 2.0])
# the last size: a panel so low that the glow's two ends make one strip
@pytest.mark.parametrize("size", [(520, 150), (150, 520), (347, 101), (200, 40)])
@pytest.mark.parametrize("centre", [(400.0, 300.0), (401.5, 299.5), (400.3, 300.7)])
def test_the_turn_glow_in_strips_is_the_filled_glow_pixel_for_pixel(unit, size, centre):
    """Drawn over the panel only where the panel leaves it showing, the glow shows the same
    pixels as the whole rounded rectangle filled under the panel."""
    panel = rounded_surface(
        size, (230, 220, 200), round(panels.PANEL_RADIUS * unit), (90, 40, 10), round(5 * unit)
    )
    colour = (200, 120 + round(unit * 10), 40)
    whole = pygame.Surface((800, 600))
    whole.fill((20, 90, 60))
    stripped = whole.copy()
    at = panel.get_rect(center=(round(centre[0]), round(centre[1])))
    glow = panel.get_rect(center=centre).inflate(12 * unit, 12 * unit)
    pygame.draw.rect(whole, colour, glow, border_radius=round(26 * unit))
    whole.blit(panel, at)
    frame = DisplayList((800, 600))
    panels.paint_turn_glow(frame, size, centre, unit, colour)
    stripped.blit(panel, at)
    paint_shape(stripped, frame.items[0], SurfaceCache())
    assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(stripped, "RGB")


def test_the_turn_glow_strips_are_kept_and_recoloured_each_frame():
    shows, screen = compositor(), pygame.Surface(SIZE)
    for colour, made in (((250, 0, 0), 2), ((0, 0, 250), 0)):
        frame = DisplayList(SIZE)
        panels.paint_turn_glow(frame, (331, 152), (400.0, 200.0), 1.0, colour)
        cache = shows.pictures.cache
        before = cache.made
        shows.compose(frame, screen)
        assert cache.made - before == made, "the two ends, once"
    assert screen.get_at((400, 200 - 152 // 2 - 3))[:3] == (0, 0, 250), "this frame's pulse"


def _panel_image(look: str, seat: int = 0) -> Image:
    def make(raster) -> pygame.Surface:
        pad = rounded_surface((120, 40), (200, 60, 60), 12, (250, 250, 250), 3)
        pad.blit(raster(words(look, 20, (0, 0, 0))), (30, 10))
        return pad

    return Image(("compositor test panel", seat, look), (120, 40), make)


def _panel_frame(shows: Compositor, looks: list[str]) -> tuple[pygame.Surface, list[Image]]:
    """One frame of turned panels, one per look, at two places; the screen it painted."""
    screen = pygame.Surface(SIZE)
    screen.fill((20, 90, 60))
    frame = DisplayList(SIZE)
    images = [_panel_image(look, i) for i, look in enumerate(looks)]
    for i, image in enumerate(images):
        frame.sprite(image, (100 + 200 * i, 200), angle=90, kind=PANEL, name=("panel", i))
    shows.compose(frame, screen)
    return screen, images


def test_a_picture_shown_turned_is_encoded_in_a_quiet_frame_with_the_same_pixels():
    shows = compositor()
    plain, [image] = _panel_frame(shows, ["Mine!"])
    turned = shows.pictures.turned(image, 90)
    assert not is_run_length(turned), "blitted plainly in the frame that made it"
    encoded, _ = _panel_frame(shows, ["Mine!"])  # a quiet frame: encoded at its end
    assert turned.get_flags() & pygame.RLEACCEL
    assert pygame.image.tobytes(plain, "RGB") == pygame.image.tobytes(encoded, "RGB")
    again, _ = _panel_frame(shows, ["Mine!"])
    assert pygame.image.tobytes(plain, "RGB") == pygame.image.tobytes(again, "RGB")


def test_a_picture_painted_into_the_table_at_rest_is_never_encoded():
    """SDL keeps one encoding per target: one for the screen, undone and redone at each
    blit onto the table at rest, cost more than it saved."""
    shows, screen = compositor(), pygame.Surface(SIZE)
    felt = Image(("felt test", SIZE), SIZE, lambda _: pygame.Surface(SIZE))
    pad = _panel_image("kept")
    for _ in range(4):
        frame = DisplayList(SIZE)
        frame.sprite(felt, (0, 0), anchor="topleft", still=True)
        frame.sprite(pad, (200, 200), angle=90, still=True)
        shows.compose(frame, screen)
    assert not is_run_length(shows.pictures.turned(pad, 90))


def test_a_picture_encoded_over_the_table_is_decoded_once_as_it_comes_to_rest():
    """A card flies over the table (its picture encoded for the screen in a quiet frame),
    then lands: painted into the table at rest it is decoded, not encoded again for it,
    and shows the same pixels."""
    shows, screen = compositor(), pygame.Surface(SIZE)
    felt = Image(("felt test", SIZE), SIZE, lambda _: pygame.Surface(SIZE))
    pad = _panel_image("landing")

    def frame(still: bool) -> None:
        said = DisplayList(SIZE)
        said.sprite(felt, (0, 0), anchor="topleft", still=True)
        said.sprite(pad, (200, 200), angle=90, still=still)
        shows.compose(said, screen)

    for _ in range(3):
        frame(still=False)
    turned = shows.pictures.turned(pad, 90)
    assert turned.get_flags() & pygame.RLEACCEL, "encoded while over the table"
    flying = pygame.image.tobytes(screen, "RGB")
    frame(still=True)
    assert not is_run_length(turned), "decoded as it came to rest"
    assert pygame.image.tobytes(screen, "RGB") == flying
    assert ("turn", pad.key, 90) in shows.encoder.kept_off, "and never encoded again"


def test_a_picture_read_for_a_flip_is_decoded_once_and_never_encoded_again():
    """A card lies face down over the table (its picture encoded for the screen in a quiet
    frame), then flips: its squashed copies are made from it, so it is decoded once and
    kept from encoding (each read would decode it, each blit encode it again)."""
    shows, screen = compositor(), pygame.Surface(SIZE)
    felt = Image(("felt test", SIZE), SIZE, lambda _: pygame.Surface(SIZE))
    pad = _panel_image("flipping")

    def frame(squash: tuple[float, float]) -> bytes:
        said = DisplayList(SIZE)
        said.sprite(felt, (0, 0), anchor="topleft", still=True)
        said.sprite(pad, (200, 200), angle=90, squash=squash)
        shows.compose(said, screen)
        return pygame.image.tobytes(screen, "RGB")

    for _ in range(3):
        lying = frame((1.0, 1.0))
    turned = shows.pictures.turned(pad, 90)
    assert turned.get_flags() & pygame.RLEACCEL, "encoded while it lay face down"
    frame((1.0, 0.5))
    assert not is_run_length(turned), "decoded as it was read for the flip"
    for _ in range(3):
        again = frame((1.0, 1.0))
    assert not is_run_length(turned), "and never encoded again"
    assert again == lying


def test_the_encoder_encodes_one_picture_a_quiet_frame_the_newest_first():
    """An encoding costs 15 plain blits: never on top of a paint, and one a frame."""
    cache = SurfaceCache()
    encoder = Encoder(lambda: cache.made)
    paint = lambda: rounded_surface((60, 20), (200, 60, 60), 6)  # noqa: E731
    made = [cache.get(("enc test", i), paint) for i in range(3)]
    for i in range(3):
        encoder.later(("enc test", i))
    cache.get(("enc test", "gone"), paint)
    encoder.later(("enc test", "evicted"))  # waiting, but no longer kept
    screen = pygame.Surface((50, 50))
    encoder.end_frame(screen, cache.peek)  # this frame painted
    assert [is_run_length(s) for s in made] == [False, False, False]
    encoder.end_frame(screen, cache.peek)
    assert [is_run_length(s) for s in made] == [False, False, True]
    cache.get(("enc test", "new"), paint)
    encoder.end_frame(screen, cache.peek)
    assert [is_run_length(s) for s in made] == [False, False, True]
    encoder.end_frame(screen, cache.peek)
    encoder.end_frame(screen, cache.peek)
    assert all(s.get_flags() & pygame.RLEACCEL for s in made)


def test_a_new_panel_look_is_encoded_after_a_frame_that_painted_none():
    """Painting a panel and its run-length encoding cost a frame each: never both in one
    frame, and one encoding a frame (the newest first)."""
    shows = compositor()

    def encoded(looks: list[str]) -> list[bool]:
        _, images = _panel_frame(shows, looks)
        return [is_run_length(shows.pictures.turned(image, 90)) for image in images]

    assert encoded(["a", "b"]) == [False, False]  # both new: painted
    assert encoded(["a", "b"]) == [False, True]
    assert encoded(["a", "b"]) == [True, True]
    assert encoded(["c", "b"]) == [False, True]  # painted, not encoded
    assert encoded(["c", "b"]) == [True, True]


def test_the_throttle_paints_one_changed_panel_a_frame():
    """A scoring moment changes every panel: one is painted each frame, the others show
    their last look until then."""
    shows, screen = compositor(), pygame.Surface(SIZE)
    painted: list[int] = []

    def frame(look: str) -> None:
        shown = DisplayList(SIZE)
        for seat in (0, 1):

            def make(_, seat=seat) -> pygame.Surface:
                painted.append(seat)
                return rounded_surface((60, 20), (200, 60, 60), 6)

            image = Image(("throttle test", seat, look), (60, 20), make)
            shown.sprite(image, (100 + 100 * seat, 100), kind=PANEL, name=("panel", seat))
        shows.compose(shown, screen)

    frame("first")
    assert painted == [0, 1], "nothing to stand in yet: both painted"
    frame("second")
    assert painted == [0, 1, 0]
    frame("second")
    assert painted == [0, 1, 0, 1]
    frame("second")
    assert painted == [0, 1, 0, 1]


def _plain(key: object, size: tuple[int, int], colour: tuple[int, int, int]) -> Image:
    """A picture of one colour (a panel's look, the felt) for the throttle's tests."""

    def make(_) -> pygame.Surface:
        surface = pygame.Surface(size)
        surface.fill(colour)
        return surface

    return Image(("throttle test", key, size, colour), size, make)


def test_a_panel_the_table_at_rest_holds_does_not_hold_back_another_panels_new_look():
    """A still panel the table at rest holds as it was paints nothing to show, even once
    its picture has left the pool: it is not this frame's new panel look (at 4K a full
    pool kept a MemoDiXe panel showing its old score for good)."""
    shows = Compositor(Pictures(SurfaceCache(limit=2, max_bytes=2**30)))
    shows.fit_screen(SIZE)
    screen = pygame.Surface(SIZE)

    def frame(colour: tuple[int, int, int], extra: bool = False) -> None:
        shown = DisplayList(SIZE)
        shown.sprite(_plain("felt", SIZE, (0, 80, 0)), (0, 0), anchor="topleft", still=True)
        for name, at, look in (("a", (10, 10), (200, 200, 200)), ("b", (10, 120), colour)):
            image = _plain(name, (100, 40), look)
            shown.sprite(image, at, anchor="topleft", kind=PANEL, still=True, name=name)
        if extra:  # one more picture: the oldest leaves the two-picture pool
            shown.sprite(_plain("pop", (20, 20), (255, 255, 0)), (200, 60), anchor="topleft")
        shows.compose(shown, screen)

    frame((0, 0, 200))
    frame((0, 0, 200), extra=True)
    assert ("throttle test", "a", (100, 40), (200, 200, 200)) not in shows.pictures.cache
    for _ in range(3):
        frame((200, 0, 0))
    assert screen.get_at((60, 140))[:3] == (200, 0, 0)  # panel b's new look shows
    assert screen.get_at((60, 30))[:3] == (200, 200, 200)  # panel a as it was


def test_still_panels_turning_to_looks_painted_before_change_one_a_frame():
    """A claim window closing turns every panel off at once: their looks were painted
    before, but each panel lying still costs its place in the table at rest painted again,
    so one changes a frame and the others show their last look until then."""
    shows, screen = compositor(), pygame.Surface(SIZE)

    def frame(on: bool) -> list[tuple[int, ...]]:
        shown = DisplayList(SIZE)
        shown.sprite(_plain("felt", SIZE, (0, 80, 0)), (0, 0), anchor="topleft", still=True)
        for seat in range(3):
            look = (250, 250, 0) if on else (90, 90, 90)
            image = _plain(seat, (60, 20), look)
            at = (10, 10 + 40 * seat)
            shown.sprite(image, at, anchor="topleft", kind=PANEL, still=True, name=seat)
        shows.compose(shown, screen)
        return [tuple(screen.get_at((20, 20 + 40 * seat))[:3]) for seat in range(3)]

    frame(True), frame(False), frame(True)  # both looks of every panel painted by now
    off, on = (90, 90, 90), (250, 250, 0)
    assert [frame(False) for _ in range(4)] == [
        [off, on, on],
        [off, off, on],
        [off, off, off],
        [off, off, off],
    ]


@pytest.mark.parametrize("game", ["memorandum", "tamega"])
def test_no_frame_paints_a_full_screen_layer_but_after_a_resize(game):
    """The felt is painted once for a window size; play repaints regions of the table at
    rest, never a whole screen."""
    app, _ = start_game(game, 7 if game == "memorandum" else 8, (), level="casual")
    frames(app, 5)
    cache = app.compositor.pictures.cache
    before = cache.screens_made
    frames(app, 240)
    assert cache.screens_made == before, "play painted no full-screen layer"
    app.resize((1100, 700))
    frames(app, 2)
    assert cache.screens_made > before, "a resize paints the felt for the new size"


@given(
    st.integers(1, 40),
    st.integers(1, 40),
    st.sampled_from(["alpha", "opaque", "colour key", "palette"]),
    st.integers(0, 2**32 - 1),
)
def test_half_a_turn_gives_the_pixels_and_flags_rotating_gives(w, h, kind, seed):
    rng = random.Random(seed)
    if kind == "palette":
        surface = pygame.Surface((w, h), 0, 8)
        surface.set_palette([(i, 255 - i, i // 2) for i in range(256)])
    else:
        surface = pygame.Surface((w, h), pygame.SRCALPHA if kind == "alpha" else 0)
    for _ in range(w * h // 3 + 1):
        colour = [rng.randrange(256) for _ in range(4)]
        surface.set_at((rng.randrange(w), rng.randrange(h)), colour)
    if kind in ("colour key", "palette"):
        surface.set_colorkey(surface.get_at((0, 0)))
    turned, rotated = turn(surface, 180), pygame.transform.rotate(surface, 180)
    assert turned.get_size() == rotated.get_size() and turned.get_flags() == rotated.get_flags()
    assert turned.get_colorkey() == rotated.get_colorkey()
    assert pygame.image.tobytes(turned, "RGBA") == pygame.image.tobytes(rotated, "RGBA")


def test_a_frame_changes_only_parts_of_the_window_until_it_is_shown_again():
    """Most frames of play change only rectangles of the window (and present only those);
    after the window was uncovered, whatever it held, the next frame paints all of it."""
    app, _ = start_game("memodixe", 6, (), level="casual", pixels=True)
    frames(app, 5)
    area = app.size[0] * app.size[1]
    parts = []
    for _ in range(120):
        frames(app)
        changed = app.compositor.changed
        parts.append(changed is not None and sum(r.w * r.h for r in changed) < area / 2)
        app.present()
    assert sum(parts) > 100, "most frames change less than half the window"
    lost = (255, 0, 255)
    app.screen.fill(lost)  # what an uncovered window may show
    frames(app, 1, [pygame.event.Event(pygame.WINDOWEXPOSED)])
    assert app.compositor.changed is None, "the whole window is presented"
    seen = pygame.image.tobytes(app.screen, "RGB")
    assert bytes(lost) not in {seen[i : i + 3] for i in range(0, len(seen), 3)}


def test_a_table_at_rest_takes_its_bytes_from_the_pools_budget_down_to_its_floor():
    """A full-screen layer kept outside the pool counts against the pool while its owner
    lives: the scene's memory stays bounded, and the pool keeps its floor less a quarter
    of what is reserved."""
    cache = SurfaceCache(limit=10_000)
    cache.fit_screen((3840, 2160))  # two screens: 66 MB
    owner = type("Owner", (), {})()
    cache.reserve(owner, pygame.Surface((3840, 2160)))
    for i in range(40):  # 40 x 2 MB
        cache.get(("reserve test", i), lambda: pygame.Surface((1024, 512), pygame.SRCALPHA))
    floor = POOL_FLOOR_BYTES - 3840 * 2160 * 4 // 4
    assert floor - 2 * 2**20 < cache.bytes <= floor
    del owner  # its scene is gone: the whole budget again
    for i in range(40, 80):
        cache.get(("reserve test", i), lambda: pygame.Surface((1024, 512), pygame.SRCALPHA))
    assert cache.bytes > POOL_FLOOR_BYTES and cache.bytes <= cache.max_bytes


def test_a_recipe_that_paints_another_size_than_it_says_is_caught():
    shows, screen = compositor(), pygame.Surface(SIZE)
    wrong = Image(("wrong size",), (10, 10), lambda _: pygame.Surface((12, 10)))
    frame = DisplayList(SIZE)
    frame.sprite(wrong, (50, 50))
    with pytest.raises(AssertionError, match="says"):
        shows.compose(frame, screen)


def test_the_smallest_words_painted_in_a_plate_are_noted():
    pictures = Pictures(SurfaceCache())
    pill = rounded((200, 60), (10, 10, 10), 12)
    label, small = words("Pair!", 30, (255, 255, 255)), words("x2", 14, (255, 255, 255))

    def make(raster) -> pygame.Surface:
        surface = raster(pill).copy()
        surface.blit(raster(label), (10, 10))
        surface.blit(raster(small), (150, 10))
        return surface

    plate = Image(("plate test",), pill.size, make)
    assert pictures.smallest_words(plate) == 0  # not painted yet
    pictures(plate)
    assert pictures.smallest_words(plate) == 14


@given(st.integers(0, 1279), st.integers(0, 719), st.integers(1, 1280), st.integers(1, 720))
def test_a_felt_part_copied_from_the_kept_felt_is_the_part_grown_from_its_quarter(x, y, w, h):
    """Up to 1920x1200 the felt's parts are copied from the whole felt, kept: pixel for
    pixel what growing each part from the felt's quarter paints (as 4K still does)."""
    size = (1280, 720)
    assert size[0] * size[1] <= felt.KEPT_WHOLE
    rect = pygame.Rect(x, y, w, h).clip(pygame.Rect((0, 0), size))
    copied, grown = pygame.Surface(size), pygame.Surface(size)
    felt.paint_part(size, copied, rect)
    grown.blit(felt.part(size, rect), rect)
    assert pygame.image.tobytes(copied, "RGB") == pygame.image.tobytes(grown, "RGB")
