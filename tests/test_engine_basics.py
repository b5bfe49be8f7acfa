"""Engine pieces on their own: the clock, the pointer model, seats, the timeline."""

import math

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.drawing.anim import Step, Timeline
from engine.drawing.seats import EDGE_GAP, PAUSE_SIZE, layout_seats, pause_spots, table_area
from engine.input.devices import RETAIN_SECONDS
from engine.input.pointer import MAX_FINGERS, PointerTracker
from engine.loop.clock import STEP, FixedStepClock

SIZE = (1000, 500)


def fe(kind, fid, x, y, touch_id=1):
    return pygame.event.Event(kind, touch_id=touch_id, finger_id=fid, x=x, y=y, dx=0.0, dy=0.0)


# --- loop ---------------------------------------------------------------------------------
def test_clock_runs_fixed_steps_and_keeps_the_remainder_for_interpolation():
    clock = FixedStepClock()
    assert clock.advance(STEP * 2.5) == 2
    assert math.isclose(clock.alpha, 0.5, abs_tol=1e-9)
    assert clock.advance(STEP * 0.5) == 1


def test_clock_clamps_catch_up_after_a_stall():
    clock = FixedStepClock()
    assert clock.advance(5.0) == clock.max_steps  # a 5 s stall never spirals
    assert clock.dropped > 4.5
    assert clock.advance(0.0) == 0


@given(st.lists(st.floats(0, 0.5), max_size=50))
def test_clock_never_runs_more_than_the_cap_and_alpha_stays_in_range(elapsed):
    clock = FixedStepClock()
    for e in elapsed:
        assert 0 <= clock.advance(e) <= clock.max_steps
        assert 0.0 <= clock.alpha <= 1.0


# --- input --------------------------------------------------------------------------------
def test_tap_hold_drag_and_flick_are_told_apart():
    t = PointerTracker(SIZE)
    t.handle(fe(pygame.FINGERDOWN, 1, 0.5, 0.5), 0.0)
    kinds = [g.kind for g in t.handle(fe(pygame.FINGERUP, 1, 0.5, 0.5), 0.1)]
    assert kinds == ["up", "tap"]
    t.handle(fe(pygame.FINGERDOWN, 2, 0.2, 0.2), 1.0)
    assert [g.kind for g in t.update(1.6)] == ["hold"]
    assert [g.kind for g in t.handle(fe(pygame.FINGERUP, 2, 0.2, 0.2), 1.7)] == ["up"]
    t.handle(fe(pygame.FINGERDOWN, 3, 0.1, 0.5), 2.0)
    drags = t.handle(fe(pygame.FINGERMOTION, 3, 0.3, 0.5), 2.05)
    assert [g.kind for g in drags] == ["drag"]
    assert t.handle(fe(pygame.FINGERUP, 3, 0.6, 0.5), 2.1) == []  # a drag's lift waits ...
    up = t.update(2.1 + RETAIN_SECONDS)  # ... in case the finger was only lost a moment
    assert [g.kind for g in up] == ["up", "flick"]
    assert up[1].velocity[0] > 0 and abs(up[1].velocity[1]) < 1e-6


def test_ten_fingers_tracked_by_id_and_an_eleventh_makes_room():
    t = PointerTracker(SIZE)
    for i in range(MAX_FINGERS):
        t.handle(fe(pygame.FINGERDOWN, i, 0.05 + i * 0.08, 0.5), 0.0)
    made_room = t.handle(fe(pygame.FINGERDOWN, MAX_FINGERS, 0.85, 0.5), 0.0)
    assert [(g.kind, g.pointer) for g in made_room] == [
        ("cancel", ("finger", 1, 0)),
        ("down", ("finger", 1, MAX_FINGERS)),
    ]
    assert len(t.pointers) == MAX_FINGERS
    taps = [
        g
        for i in range(MAX_FINGERS + 1)
        for g in t.handle(fe(pygame.FINGERUP, i, 0.05 + i * 0.08, 0.5), 0.1)
    ]
    assert sum(g.kind == "tap" for g in taps) == MAX_FINGERS
    assert len({g.pointer for g in taps}) == MAX_FINGERS


def test_same_finger_id_on_two_touch_devices_are_two_pointers():
    t = PointerTracker(SIZE)
    t.handle(fe(pygame.FINGERDOWN, 0, 0.1, 0.1, touch_id=1), 0.0)
    t.handle(fe(pygame.FINGERDOWN, 0, 0.9, 0.9, touch_id=2), 0.0)
    assert len(t.pointers) == 2


def test_bad_events_are_ignored_safely():
    t = PointerTracker(SIZE)
    assert t.handle(fe(pygame.FINGERUP, 7, 0.5, 0.5), 0.0) == []  # up without down
    assert t.handle(fe(pygame.FINGERMOTION, 7, 0.5, 0.5), 0.0) == []
    assert t.handle(fe(pygame.FINGERDOWN, 8, 1.7, -0.2), 0.0) == []  # outside 0..1
    assert t.handle(fe(pygame.FINGERDOWN, 9, float("nan"), 0.5), 0.0) == []
    assert t.handle(pygame.event.Event(pygame.FINGERDOWN), 0.0) == []  # no fields at all
    assert t.pointers == {}
    t.handle(fe(pygame.FINGERDOWN, 1, 0.5, 0.5), 0.0)
    moved = t.handle(fe(pygame.FINGERMOTION, 1, 3.0, 0.5), 0.05)  # dragged off screen: clamped
    assert moved[0].pos[0] <= SIZE[0]


def test_touch_synthesised_mouse_events_never_count_twice():
    t = PointerTracker(SIZE)
    t.handle(fe(pygame.FINGERDOWN, 1, 0.5, 0.5), 0.0)
    fake = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(500, 250), button=1, touch=True)
    assert t.handle(fake, 0.0) == []
    t.handle(fe(pygame.FINGERUP, 1, 0.5, 0.5), 0.1)
    fake_up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(500, 250), button=1, touch=True)
    assert t.handle(fake_up, 0.1) == []


def test_mouse_is_a_pointer_too():
    t = PointerTracker(SIZE)
    t.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1, touch=False), 0.0)
    out = t.handle(
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(10, 10), button=1, touch=False), 0.1
    )
    assert [g.kind for g in out] == ["up", "tap"]


def test_focus_loss_cancels_every_finger_without_a_tap():
    t = PointerTracker(SIZE)
    t.handle(fe(pygame.FINGERDOWN, 1, 0.5, 0.5), 0.0)
    t.handle(fe(pygame.FINGERDOWN, 2, 0.6, 0.5), 0.0)
    assert [g.kind for g in t.cancel_all()] == ["cancel", "cancel"]
    assert t.handle(fe(pygame.FINGERUP, 1, 0.5, 0.5), 0.1) == []


# --- seats --------------------------------------------------------------------------------
@pytest.mark.parametrize("players", range(1, 9))
@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160), (720, 1280)])
def test_seat_panels_do_not_overlap_and_stay_on_screen(players, size):
    seats = layout_seats(players, size)
    rects = []
    for seat in seats:
        w, h = seat.panel_size
        if seat.angle % 180:
            w, h = h, w
        rect = pygame.Rect(0, 0, round(w), round(h))
        rect.center = (round(seat.center[0]), round(seat.center[1]))
        assert pygame.Rect(0, 0, *size).contains(rect)
        rects.append(rect)
    for i, a in enumerate(rects):
        assert a.collidelist(rects[i + 1 :]) == -1
    _, _, w, h = table_area(seats, size)
    assert w > size[0] * 0.5 and h > size[1] * 0.5


SUPPORTED_SIZES = [(1024, 768), (1280, 720), (1920, 1080), (3840, 2160)]
GLOW = 6  # design pixels the turn glow reaches beyond a panel (panels.GLOW_REACH)


def _screen_rect(center, size, angle):
    w, h = size
    if angle % 180:
        w, h = h, w
    return pygame.FRect(center[0] - w / 2, center[1] - h / 2, w, h)


@pytest.mark.parametrize("orientation", ["table", "tablet"])
@pytest.mark.parametrize("players", range(1, 9))
@pytest.mark.parametrize("size", SUPPORTED_SIZES)
def test_panels_their_glow_and_the_pause_buttons_fit_the_screen_apart(size, players, orientation):
    unit = min(size) / 1080
    seats = layout_seats(players, size, orientation)
    screen = pygame.FRect(0, 0, *size)
    panels = [_screen_rect(s.center, s.panel_size, s.angle) for s in seats]
    for panel in panels:
        assert screen.contains(panel.inflate(2 * GLOW * unit, 2 * GLOW * unit))
    for i, a in enumerate(panels):
        assert not any(a.colliderect(b) for b in panels[i + 1 :])
    spots = pause_spots(size, orientation)
    assert len(spots) == 2
    for spot in spots:
        button = _screen_rect(spot.center, (PAUSE_SIZE * unit,) * 2, spot.angle)
        assert screen.contains(button)
        assert not any(
            button.colliderect(p.inflate(2 * GLOW * unit, 2 * GLOW * unit)) for p in panels
        )
    x, y, w, h = table_area(seats, size)
    middle = pygame.FRect(x, y, w, h)
    assert screen.contains(middle) and not any(middle.colliderect(p) for p in panels)
    assert w > size[0] * 0.5 and h > size[1] * 0.5


def test_panels_keep_off_the_screen_edges_by_the_gap():
    size = (1280, 720)
    unit = min(size) / 1080
    bottom = layout_seats(1, size)[0]
    assert bottom.center[1] + bottom.panel_size[1] / 2 == pytest.approx(720 - EDGE_GAP * unit)


def test_panels_face_their_players_and_hit_test_in_their_rotation():
    seats = layout_seats(4, (1600, 900))
    by_edge = {s.edge: s for s in seats}
    assert {e: s.angle for e, s in by_edge.items()} == {
        "bottom": 0,
        "left": -90,
        "top": 180,
        "right": 90,
    }
    for seat in seats:
        towards_player = seat.to_screen((0, seat.panel_size[1] / 2 - 2))
        assert seat.contains(towards_player)
        # the player's right-hand end of the panel is on screen where the rotation puts it
        right_end = seat.to_screen((seat.panel_size[0] / 2 - 2, 0))
        assert seat.contains(right_end)
        assert math.dist(seat.to_local(right_end), (seat.panel_size[0] / 2 - 2, 0)) < 1e-6
    top = by_edge["top"]
    assert top.to_screen((100, 0))[0] < top.center[0]  # their right is the screen's left


def test_tablet_orientation_puts_every_panel_at_the_bottom_upright():
    seats = layout_seats(5, (1280, 800), "tablet")
    assert {s.angle for s in seats} == {0} and {s.edge for s in seats} == {"bottom"}


def test_seats_go_clockwise_from_the_bottom():
    seats = layout_seats(4, (1600, 900))
    assert [s.edge for s in seats] == ["bottom", "left", "top", "right"]


# --- timeline -----------------------------------------------------------------------------
def test_timeline_plays_steps_in_order_and_parallel_steps_together():
    log = []
    tl = Timeline()
    tl.add(Step(0.5, begin=lambda: log.append("a"), end=lambda: log.append("a-end")))
    tl.add(Step(0.5, begin=lambda: log.append("b"), parallel=True))
    tl.call(lambda: log.append("c"))
    tl.update(0.1)
    assert log == ["a", "b"]
    tl.update(0.5)
    assert log == ["a", "b", "a-end", "c"] and tl.idle


def test_timeline_finish_runs_everything_to_the_end():
    seen = []
    tl = Timeline()
    for i in range(5):
        tl.add(Step(1.0, tick=lambda p, i=i: seen.append((i, p))))
    tl.finish()
    assert tl.idle and [s for s in seen if s[1] == 1.0] == [(i, 1.0) for i in range(5)]


def test_a_forgotten_pointer_is_swallowed_whole():
    t = PointerTracker(SIZE)
    t.handle(fe(pygame.FINGERDOWN, 1, 0.5, 0.5), 0.0)
    t.forget(("finger", 1, 1))
    assert t.handle(fe(pygame.FINGERMOTION, 1, 0.6, 0.5), 0.05) == []
    assert t.handle(fe(pygame.FINGERUP, 1, 0.6, 0.5), 0.1) == []


def test_surface_cache_is_bounded_by_count_and_by_bytes():
    from engine.compositor.cache import SurfaceCache

    cache = SurfaceCache(limit=5, max_bytes=4 * 100 * 100 * 4)
    for i in range(20):
        cache.get(("small", i), lambda: pygame.Surface((10, 10), pygame.SRCALPHA))
    assert len(cache) == 5
    for i in range(20):
        cache.get(("big", i), lambda: pygame.Surface((100, 100), pygame.SRCALPHA))
    assert cache.bytes <= cache.max_bytes and len(cache) <= 4
    made = []
    cache.get(("big", 19), lambda: made.append(1) or pygame.Surface((1, 1)))
    assert made == []  # the most recent one is still cached


def test_a_surface_cached_under_several_keys_counts_once():
    """A card face is also the unturned base of its rotations: counted per key, a 4K table
    looked twice its size and the pool rebuilt its whole working set every frame."""
    from engine.compositor.cache import SurfaceCache

    cache = SurfaceCache(limit=50, max_bytes=3 * 100 * 100 * 4)
    face = pygame.Surface((100, 100), pygame.SRCALPHA)
    cache.get(("face", 1), lambda: face)
    cache.get(("base", ("face", 1)), lambda: face)
    assert cache.bytes == 100 * 100 * 4
    cache.get(("other", 1), lambda: pygame.Surface((100, 100), pygame.SRCALPHA))
    made = []
    cache.get(("other", 2), lambda: made.append(1) or pygame.Surface((100, 100), pygame.SRCALPHA))
    assert len(cache) == 4 and made == [1], "three surfaces fit a pool of three"
    for n in range(3, 6):  # push the face out under both its keys
        cache.get(("other", n), lambda: pygame.Surface((100, 100), pygame.SRCALPHA))
    assert cache.bytes == 3 * 100 * 100 * 4 and len(cache) == 3


def test_what_shows_soon_is_painted_ahead_one_picture_in_each_frame_that_painted_nothing():
    from engine.compositor.cache import SurfaceCache
    from engine.compositor.pictures import Pictures
    from engine.compositor.software import Compositor
    from engine.drawing.display import DisplayList, Image

    size = (40, 40)
    compositor = Compositor(Pictures(SurfaceCache(limit=50)))
    compositor.fit_screen(size)
    made: list[str] = []

    def image(name: str) -> Image:
        return Image(name, (4, 4), lambda _: made.append(name) or pygame.Surface((4, 4)))

    def frame(*shown: str) -> None:
        said = DisplayList(size)
        for name in shown:
            said.sprite(image(name), (10, 10))
        for name in ("face", "turned face", "pad"):
            said.ahead(image(name))
        compositor.compose(said, pygame.Surface(size))

    frame()
    assert made == ["face"]
    frame()  # what is already painted costs nothing: the next one is painted
    assert made == ["face", "turned face"]
    frame("a panel the frame repainted")
    assert made == ["face", "turned face", "a panel the frame repainted"], "it paid for one"
    frame("a panel the frame repainted")
    frame("a panel the frame repainted")
    assert made == ["face", "turned face", "a panel the frame repainted", "pad"]


def test_a_card_face_painted_in_steps_is_the_face_itself():
    from engine.compositor.cache import SurfaceCache
    from engine.compositor.pictures import Pictures
    from engine.drawing import playing_cards

    pictures = Pictures(SurfaceCache())
    size = (123, 172)
    steps = playing_cards.face_steps(size, "Q", "H", four_colour=True)
    made = []
    for step in steps:
        before = pictures.made
        made.append(pictures.upright(step))
        assert pictures.made - before <= 2, "each step is a small part of the paint"
    before = pictures.made
    assert pictures.upright(playing_cards.face(size, "Q", "H", True)) is made[-1]
    assert pictures.made == before, "nothing is left to paint when the face shows"


def test_results_title_for_one_several_or_no_winners():
    from engine.i18n import tr
    from engine.shell.results_board import results_title

    assert results_title(["Blue"]) == tr("results.winner", name="Blue")
    assert "Blue & Green" in results_title(["Blue", "Green"])
    assert results_title([]) == tr("results.nobody") and "!" in results_title([])


def test_a_flight_leaves_from_its_start_lands_on_its_end_and_arcs_between():
    from engine.drawing.anim import linear
    from engine.game.flight import Flight, landed

    straight = Flight("card", (0, 0), (100, 0), began=1.0, seconds=2.0, ease=linear)
    assert straight.pos(0.5) == (0, 0) and straight.pos(9) == (100, 0)
    assert straight.pos(2.0) == pytest.approx((50, 0))
    arced = Flight("card", (0, 0), (100, 0), began=1.0, seconds=2.0, lift=30, bow=10)
    mid = arced.pos(1.5)
    assert mid[1] < 0, "lifted up the screen and bowed, never straight"
    assert arced.pos(3.0) == pytest.approx((100, 0))
    assert landed([straight, arced], 2.9) == [straight, arced]
    assert landed([straight, arced], 3.0) == []
    assert straight.flying(1.0) and not straight.flying(3.0)


def test_the_felt_stays_cached_however_full_the_pool_gets():
    """At 4K the felt alone is 32 MB: held in the eviction pool it was rebuilt in every
    frame once a busy table filled the pool. A screen layer lives outside the pool."""
    from engine.compositor.cache import POOL_FLOOR_BYTES, SurfaceCache

    cache = SurfaceCache(limit=50)
    cache.fit_screen((3840, 2160))
    assert cache.max_bytes >= 3840 * 2160 * 4 and cache.max_bytes >= POOL_FLOOR_BYTES
    built = []

    def felt() -> pygame.Surface:
        built.append(1)
        return pygame.Surface((3840, 2160))

    first = cache.screen_layer("felt", (3840, 2160), felt)
    for n in range(80):  # far more than the pool holds, by count and by bytes
        cache.get(("piece", n), lambda: pygame.Surface((1200, 1200)))
    assert cache.screen_layer("felt", (3840, 2160), felt) is first and len(built) == 1
    assert cache.bytes <= cache.max_bytes and len(cache) <= 50
    resized = cache.screen_layer("felt", (1920, 1080), lambda: pygame.Surface((1920, 1080)))
    assert resized.get_size() == (1920, 1080)  # a new size replaces the old layer
    cache.fit_screen((1280, 720))
    assert cache.max_bytes == POOL_FLOOR_BYTES


def test_a_scene_arranges_once_a_frame_and_only_after_a_step():
    """Placing is against the last frame, the same for every step of a frame: once a frame
    however many steps ran, and not at all in a frame that stepped nothing."""
    from engine.loop.scenes import Scene
    from tests.fingers import new_app

    class Counting(Scene):
        def __init__(self, app) -> None:
            super().__init__(app)
            self.updates = self.arranged = 0

        def update(self, dt: float) -> None:
            self.updates += 1

        def arrange(self) -> None:
            self.arranged += 1

    app = new_app()
    scene = Counting(app)
    app.scenes.push(scene)
    app.scenes.apply_pending()
    app.frame(STEP * 3.5, events=[])
    assert (scene.updates, scene.arranged) == (3, 1)
    app.frame(0.0, events=[])
    assert (scene.updates, scene.arranged) == (3, 1)
    app.frame(STEP, events=[])
    assert scene.arranged == 2


@pytest.fixture
def fresh_font_file():
    """The display font's bytes read afresh before and after the test."""
    from engine.drawing import text, typeface

    typeface.font_bytes.cache_clear()
    yield text, typeface
    typeface.font_bytes.cache_clear()


def test_the_display_font_read_from_memory_measures_and_paints_as_from_its_file(
    fresh_font_file, monkeypatch
):
    text, typeface = fresh_font_file
    import font_fredoka_one  # the package's own path to its file

    assert typeface.font_bytes() is not None, "the display font is installed"
    ink = (20, 30, 40)
    for size in (13, 41, 90):
        file = font_fredoka_one.FredokaOne
        kept, from_file = text.font.__wrapped__(size), pygame.font.Font(file, size)
        for label in ("Quelle bonne idée ! 0123", "Schwarz", "À moi !"):
            assert kept.size(label) == from_file.size(label)
            painted = kept.render(label, True, ink), from_file.render(label, True, ink)
            assert pygame.image.tobytes(painted[0], "RGBA") == pygame.image.tobytes(
                painted[1], "RGBA"
            )
    for damaged in (("font_fredoka_one", "files", "gone.ttf"), ("no_such_font_package", "a.ttf")):
        monkeypatch.setattr(typeface, "DISPLAY_FONT", damaged)  # a damaged install
        typeface.font_bytes.cache_clear()
        assert typeface.font_bytes() is None
        assert text.font.__wrapped__(20).size("x")[0] > 0, "pygame's own font stands in"
