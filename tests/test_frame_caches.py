"""The frame budget's caches: each is reused while what it shows stays the same (a frame
with nothing new paints no new surface) and repainted when what it shows changes."""

import pygame
import pytest

from engine.drawing import panels, render
from engine.drawing.seats import Seat
from engine.words.banners import POP_SECONDS, SCALE_STEPS, Banner, draw_banner
from tests.fingers import frames, start_game

SPOTS = [((400.0, 300.0), 0), ((400.0, 100.0), 180)]


@pytest.fixture
def scalings(monkeypatch) -> list[float]:
    """Every smoothscale a banner does, by factor."""
    done: list[float] = []
    real = pygame.transform.smoothscale_by

    def spy(surface, factor):
        done.append(factor)
        return real(surface, factor)

    monkeypatch.setattr(pygame.transform, "smoothscale_by", spy)
    return done


def _frames(banner: Banner, times: list[float], scalings: list[float]) -> list[int]:
    """How many smoothscales each frame of `banner` did."""
    surface = pygame.Surface((800, 400))
    per_frame = []
    for now in times:
        before = len(scalings)
        draw_banner(surface, banner, now, SPOTS, 1.0)
        per_frame.append(len(scalings) - before)
    return per_frame


def test_a_popping_banner_scales_once_a_step_and_turns_the_other_copy(scalings):
    frames = [i / 120 for i in range(1, 170)]  # the whole banner at 120 frames a second
    first = _frames(Banner("🎉", "Cache test pop", 0.0), frames, scalings)
    steps = [round(Banner("🎉", "", 0.0).scale(t) * SCALE_STEPS) for t in frames]
    changes = [b for a, b in zip([None, *steps], steps, strict=False) if a != b]
    assert sum(first) == len([s for s in changes if s not in (0, SCALE_STEPS)])
    assert max(first) <= 1, "the copy facing the other way is turned, not scaled again"
    assert first.count(0) > len(frames) / 2, "a step lasts several frames"


def test_a_banner_with_other_words_is_scaled_afresh(scalings):
    at = [POP_SECONDS / 2]
    assert _frames(Banner("🎉", "Cache test words", 0.0), at, scalings) == [1]
    assert _frames(Banner("🎉", "Cache test words", 0.0), at, scalings) == [0]
    assert _frames(Banner("🎉", "Other cache words", 0.0), at, scalings) == [1]


def test_a_copy_shown_only_turned_keeps_no_upright_copy_and_is_reused():
    made: list[str] = []

    def paint() -> pygame.Surface:
        made.append("painted")
        return pygame.Surface((30, 10), pygame.SRCALPHA)

    key = ("cache test pad", 1)
    assert not render.is_rotated(key, 90)
    turned = render.rotated(key, 90, paint, upright=False)
    assert turned.get_size() == (10, 30) and render.is_rotated(key, 90)
    assert ("base", key) not in render.CACHE, "the upright copy is not kept"
    assert render.rotated(key, 90, paint, upright=False) is turned and made == ["painted"]
    other = ("cache test pad", 2)  # another look is painted afresh
    assert render.rotated(other, 90, paint, upright=False) is not turned
    assert made == ["painted", "painted"]


@pytest.mark.parametrize("unit", [2 / 3, 1.0, 0.8, 2.0])
@pytest.mark.parametrize("size", [(520, 150), (150, 520), (347, 101)])
@pytest.mark.parametrize("centre", [(400.0, 300.0), (401.5, 299.5), (400.3, 300.7)])
def test_the_turn_glow_in_strips_is_the_filled_glow_pixel_for_pixel(unit, size, centre):
    """Drawn only where the panel leaves it showing, the glow shows the same pixels as the
    whole rounded rectangle filled under the panel."""
    panel = render.new_rounded_panel(
        size, (230, 220, 200), round(panels.PANEL_RADIUS * unit), (90, 40, 10), round(5 * unit)
    )
    colour = (200, 120 + round(unit * 10), 40)
    whole = pygame.Surface((800, 600))
    whole.fill((20, 90, 60))
    stripped = whole.copy()
    glow = panel.get_rect(center=centre).inflate(12 * unit, 12 * unit)
    pygame.draw.rect(whole, colour, glow, border_radius=round(26 * unit))
    render.blit_center(whole, panel, centre)
    panels.draw_turn_glow(stripped, size, centre, unit, colour)
    render.blit_center(stripped, panel, centre)
    assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(stripped, "RGB")


def test_the_turn_glow_strips_are_cached_and_recoloured_each_frame():
    screen = pygame.Surface((800, 600))
    before = render.CACHE.made
    panels.draw_turn_glow(screen, (531, 152), (400.0, 300.0), 1.0, (250, 0, 0))
    assert render.CACHE.made - before == 2, "the two ends, once"
    panels.draw_turn_glow(screen, (531, 152), (400.0, 300.0), 1.0, (0, 0, 250))
    assert render.CACHE.made - before == 2
    top = (400, 300 - 152 // 2 - 3)
    assert screen.get_at(top)[:3] == (0, 0, 250), "the pulse's colour of this frame"


def test_a_copy_shown_only_turned_is_encoded_in_a_quiet_frame_with_the_same_pixels():
    pad = render.new_rounded_panel((120, 40), (200, 60, 60), 12, (250, 250, 250), 3)
    pad.blit(render.text("Mine!", 20, (0, 0, 0)), (30, 10))
    plain = pygame.transform.rotate(pad, 90)
    encoder = render.Encoder(render.CACHE)
    render.ENCODER, kept = encoder, render.ENCODER
    try:
        turned = render.rotated(("cache test rle", 1), 90, pad.copy, upright=False)
    finally:
        render.ENCODER = kept
    on_plain, on_turned = pygame.Surface((60, 140)), pygame.Surface((60, 140))
    for screen in (on_plain, on_turned):
        screen.fill((20, 90, 60))
    assert not render.is_run_length(turned), "blitted plainly in the frame that made it"
    encoder.end_frame(on_turned)  # that frame made it: not quiet
    assert not render.is_run_length(turned)
    encoder.end_frame(on_turned)
    assert turned.get_flags() & pygame.RLEACCEL, "encoded in the next quiet frame"
    assert on_turned.get_at((0, 0))[:3] == (20, 90, 60), "encoding drew nothing"
    on_plain.blit(plain, (5, 5))
    on_turned.blit(turned, (5, 5))
    assert pygame.image.tobytes(on_plain, "RGB") == pygame.image.tobytes(on_turned, "RGB")


def test_a_turned_copy_painted_into_a_kept_layer_is_never_encoded(monkeypatch):
    """SDL keeps one encoding per target: one for the screen, undone and redone at each
    blit onto a layer, cost more than it saved (Memorandum's table at rest)."""
    encoder = render.Encoder(render.CACHE)
    monkeypatch.setattr(render, "ENCODER", encoder)
    turned = render.rotated(("cache test kept", 1), 90, _paint_panel, upright=False, encode=False)
    screen = pygame.Surface((50, 50))
    encoder.end_frame(screen)
    encoder.end_frame(screen)
    assert not render.is_run_length(turned)


def test_the_encoder_encodes_one_surface_a_quiet_frame_the_newest_first():
    """An encoding costs 15 plain blits: never on top of a paint, and one a frame."""
    cache = render.SurfaceCache()
    encoder = render.Encoder(cache)
    made = [cache.get(("enc test", i), _paint_panel) for i in range(3)]
    for i in range(3):
        encoder.later(("enc test", i))
    cache.get(("enc test", "gone"), _paint_panel)
    encoder.later(("enc test", "evicted"))  # waiting, but no longer cached
    screen = pygame.Surface((50, 50))
    encoder.end_frame(screen)  # this frame painted
    assert [render.is_run_length(s) for s in made] == [False, False, False]
    encoder.end_frame(screen)
    assert [render.is_run_length(s) for s in made] == [False, False, True]
    cache.get(("enc test", "new"), _paint_panel)
    encoder.end_frame(screen)
    assert [render.is_run_length(s) for s in made] == [False, False, True]
    encoder.end_frame(screen)
    encoder.end_frame(screen)
    assert all(s.get_flags() & pygame.RLEACCEL for s in made)


def _paint_panel() -> pygame.Surface:
    return render.new_rounded_panel((60, 20), (200, 60, 60), 6)


def _shelf_frame(shelf: panels.PanelShelf, seats: list[Seat], keys: list) -> list[bool]:
    """One frame of panels from the shelf, drawn and settled: whether each is encoded for
    run-length blits onto the screen (and the settling drew nothing)."""
    screen = pygame.Surface((200, 200))
    screen.fill((20, 90, 60))
    shown = [shelf.surface(seat, key, _paint_panel) for seat, key in zip(seats, keys, strict=True)]
    shelf.end_frame()
    render.ENCODER.end_frame(screen)
    assert screen.get_at((0, 0))[:3] == (20, 90, 60)
    return [bool(surface.get_flags() & pygame.RLEACCEL) for surface in shown]


def test_a_new_panel_is_encoded_after_a_frame_that_painted_none(monkeypatch):
    """Painting a panel and its run-length encoding cost a frame each: never both in one
    frame, and one encoding a frame (the newest first)."""
    monkeypatch.setattr(render, "ENCODER", render.Encoder(render.CACHE))
    shelf = panels.PanelShelf()
    seats = [
        Seat(i, "left", 90, (99.0, 99.0), (60.0, 20.0), (0, 0, 0), "circle", "S") for i in (0, 1)
    ]
    keys = [("shelf test", id(shelf), seat.index, "first") for seat in seats]
    assert _shelf_frame(shelf, seats, keys) == [False, False]  # both new: painted
    assert _shelf_frame(shelf, seats, keys) == [False, True]
    assert _shelf_frame(shelf, seats, keys) == [True, True]
    keys[0] = ("shelf test", id(shelf), 0, "second")
    assert _shelf_frame(shelf, seats, keys) == [False, True]  # painted, not encoded
    assert _shelf_frame(shelf, seats, keys) == [True, True]


def test_the_shelf_paints_one_changed_panel_a_frame():
    """A scoring moment changes every panel: one is painted each frame, the others show
    their last look until then."""
    shelf = panels.PanelShelf()
    seats = [
        Seat(i, "left", 90, (99.0, 99.0), (60.0, 20.0), (0, 0, 0), "circle", "S") for i in (0, 1)
    ]
    painted: list[int] = []

    def frame(look: str) -> None:
        for seat in seats:
            key = ("shelf one test", id(shelf), seat.index, look)
            shelf.surface(seat, key, lambda i=seat.index: painted.append(i) or _paint_panel())
        shelf.end_frame()

    frame("first")
    assert painted == [0, 1], "nothing to stand in yet: both painted"
    frame("second")
    assert painted == [0, 1, 0]
    frame("second")
    assert painted == [0, 1, 0, 1]
    frame("second")
    assert painted == [0, 1, 0, 1]


@pytest.mark.parametrize("game", ["memorandum"])
def test_no_frame_paints_a_full_screen_layer_but_after_a_resize(game):
    """The felt is painted once for a window size; play repaints regions, never a whole
    screen (Tamega's: tests/test_tamega_table.py)."""
    app, _ = start_game(game, 7 if game == "memorandum" else 8, (), level="casual")
    frames(app, 5)
    before = render.CACHE.screens_made
    frames(app, 240)
    assert render.CACHE.screens_made == before, "play painted no full-screen layer"
    app.resize((1100, 700))
    frames(app, 2)
    assert render.CACHE.screens_made > before, "a resize paints the felt for the new size"


def test_a_table_at_rest_takes_its_bytes_from_the_pools_budget_down_to_its_floor():
    """A full-screen layer kept outside the pool counts against the pool while its owner
    lives: the scene's memory stays bounded, and the pool keeps its floor less a quarter
    of what is reserved."""
    cache = render.SurfaceCache(limit=10_000)
    cache.fit_screen((3840, 2160))  # two screens: 66 MB
    owner = type("Owner", (), {})()
    cache.reserve(owner, pygame.Surface((3840, 2160)))
    for i in range(40):  # 40 x 2 MB
        cache.get(("reserve test", i), lambda: pygame.Surface((1024, 512), pygame.SRCALPHA))
    floor = render.POOL_FLOOR_BYTES - 3840 * 2160 * 4 // 4
    assert floor - 2 * 2**20 < cache.bytes <= floor
    del owner  # its scene is gone: the whole budget again
    for i in range(40, 80):
        cache.get(("reserve test", i), lambda: pygame.Surface((1024, 512), pygame.SRCALPHA))
    assert cache.bytes > render.POOL_FLOOR_BYTES and cache.bytes <= cache.max_bytes
