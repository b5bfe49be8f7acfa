"""The table physics service on its own: headless, step-counted, no wall-clock timing."""

import ast
import itertools
import math
import pathlib

import pytest

from engine.physics.world import MAX_SUBSTEPS, Pose, TableWorld, tumble_faces

ROOT = pathlib.Path(__file__).resolve().parents[1]
STEP = 1 / 120


def run(world: TableWorld, steps: int, check=None) -> None:
    for _ in range(steps):
        world.step(STEP)
        if check is not None:
            check()


def outline(world: TableWorld, key) -> tuple[float, float, float, float]:
    """The body's outline as (left, top, right, bottom), fresh from its current pose."""
    shape = next(iter(world.body(key).shapes))
    bb = shape.cache_bb()
    return bb.left, bb.bottom, bb.right, bb.top


def assert_inside(world: TableWorld, tol: float = 1.0) -> None:
    x, y, w, h = world.bounds
    keys = world.keys()
    for key in keys:
        left, top, right, bottom = outline(world, key)
        assert left >= x - tol and right <= x + w + tol, (key, left, right)
        assert top >= y - tol and bottom <= y + h + tol, (key, top, bottom)


def test_physics_imports_no_game_and_no_pygame():
    imported = set()
    for path in (ROOT / "engine" / "physics").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                imported |= {a.name.split(".")[0] for a in node.names}
            elif isinstance(node, ast.ImportFrom):
                imported.add((node.module or "").split(".")[0])
    assert "pymunk" in imported
    assert not imported & {"games", "pygame"}


def test_thrown_die_slows_down_settles_and_sleeps():
    world = TableWorld(1600, 900)
    world.add_box("die", (300, 450), 60, angle=0.3)
    world.throw("die", (1200, -400), 15)
    assert not world.settled()
    speeds = []
    while not world.settled() and len(speeds) < 1200:
        world.step(STEP)
        speeds.append(world.body("die").velocity.length)
    assert world.settled() and world.settled_for("die")
    assert len(speeds) < 600  # 5 simulated seconds at most
    assert speeds[5] < 1200  # friction bites from the first steps
    run(world, 120)
    assert world.body("die").is_sleeping  # sleeping works despite zero gravity


def test_disc_with_a_home_drifts_back_and_rests_there():
    world = TableWorld(1600, 900)
    world.add_disc("d", (200, 200), 30)
    world.set_home("d", (900, 500), strength=60)
    assert not world.settled()  # at rest, but not home yet
    world.throw("d", (-300, 600), 4)
    run(world, 600)
    x, y, _ = world.positions()["d"]
    assert math.hypot(x - 900, y - 500) < 2.0
    assert world.settled()
    world.clear_home("d")
    assert world.home("d") is None
    world.throw("d", (500, 0), 0)
    run(world, 600)
    assert world.positions()["d"].x > 950  # no pull back once the home is cleared
    assert world.settled()


def test_a_disc_blocked_from_its_home_rests_then_goes_home_once_freed():
    world = TableWorld(1600, 900)
    world.add_disc("squatter", (800, 450), 30, mass=5)
    world.add_disc("d", (600, 450), 30)
    world.set_home("d", (800, 450), strength=60)
    run(world, 240)
    # Blocked: the spring gives up so both can sleep instead of pushing forever.
    assert world.body("d").is_sleeping and world.body("squatter").is_sleeping
    world.throw("squatter", (0, 1500), 0)  # wakes the pair; the spring pulls again
    run(world, 600)
    x, y, _ = world.positions()["d"]
    assert math.hypot(x - 800, y - 450) < 2.0
    with pytest.raises(ValueError):
        world.set_home("d", (0, 0), strength=0)


def test_discs_pushed_into_each_other_never_overlap():
    world = TableWorld(1600, 900)
    radius = 30
    spots = [(300, 450), (1300, 450), (800, 150), (800, 750), (500, 200), (1100, 700)]
    for i, pos in enumerate(spots):
        world.add_disc(i, pos, radius)
        world.set_home(i, (800, 450), strength=400)  # everybody wants the same spot
    world.throw(0, (3000, 0), 0)  # head-on at the speed cap
    world.throw(1, (-3000, 0), 0)

    def overlap():
        poses = list(world.positions().values())
        return max(
            2 * radius - math.hypot(a.x - b.x, a.y - b.y)
            for i, a in enumerate(poses)
            for b in poses[i + 1 :]
        )

    # Collisions are discrete: at the moment of impact discs may sink into each other by up
    # to one solver step's travel; the world splits steps so that stays within max_travel.
    for _ in range(600):
        world.step(STEP)
        assert overlap() <= world.max_travel
    # At rest, still squeezed together by their pulls: only the solver's slop remains.
    assert world.settled()
    assert overlap() <= 0.5


def test_rails_keep_fast_bodies_inside():
    world = TableWorld(1200, 700)
    for i in range(8):
        world.add_box(("die", i), (150 + 120 * i, 200), 50, angle=i)
        world.add_disc(("disc", i), (150 + 120 * i, 500), 25)
    for i, key in enumerate(world.keys()):
        angle = i * 0.7
        world.throw(key, (5000 * math.cos(angle), 5000 * math.sin(angle)), 40)
    # A body may sink into a rail by one solver step's travel before it bounces back.
    run(world, 900, lambda: assert_inside(world, tol=world.max_travel))
    assert world.settled()
    assert_inside(world, tol=0.5)


def test_a_rail_bounce_never_adds_energy():
    """A lone body on the table only ever loses kinetic energy, bounces included.

    (Regression: varying the solver step right after an impact made a rail fling a die
    back faster than it came in.)
    """
    for speed, kind in itertools.product((900, 1800, 2400), ("disc", "die")):
        world = TableWorld(1200, 700)
        if kind == "disc":
            world.add_disc(kind, (900, 350), 25)
            world.throw(kind, (speed, 0), 0)
        else:
            world.add_box(kind, (900, 350), 50, angle=0.2)
            world.throw(kind, (speed, 0), 3)
        energies = []
        hit_rail = False
        for _ in range(240):
            world.step(STEP)
            energies.append(world.body(kind).kinetic_energy)
            hit_rail = hit_rail or world.body(kind).velocity.x < 0
        assert hit_rail
        for before, after in itertools.pairwise(energies):
            assert after <= before * 1.001 + 1e-9


def test_set_bounds_to_a_smaller_table_clamps_bodies_mid_throw():
    world = TableWorld(1600, 900)
    world.add_box("die", (1500, 800), 60, angle=0.7)
    world.add_disc("disc", (1550, 100), 30)
    world.add_disc("other", (100, 100), 30)
    world.throw("die", (900, 300), 9)
    run(world, 10)
    world.set_bounds((0, 0, 800, 450))
    assert_inside(world)
    run(world, 600, lambda: assert_inside(world, tol=world.max_travel))
    assert_inside(world)
    # A pygame.Rect-like 4-tuple with an offset works too; a table smaller than a die centres it.
    world.set_bounds((100, 50, 40, 40))
    assert world.positions()["die"][:2] == pytest.approx((120, 70))
    run(world, 30)
    with pytest.raises(ValueError):
        world.set_bounds((0, 0, 0, 100))


def overlaps_post(world: TableWorld, key, post, tol: float = 0.0) -> bool:
    """Does the body lie on the post, more than `tol` deep?"""
    left, top, right, bottom = outline(world, key)
    x, y, w, h = post
    return left + tol < x + w and x < right - tol and top + tol < y + h and y < bottom - tol


def test_a_post_in_a_corner_is_as_hard_as_a_rail_and_a_resize_pushes_a_die_off_it():
    """A ⏸ in a corner of the table: dice thrown at it bounce off and never lie on it; a
    die a resize leaves on a new post is moved off it the shortest way, inside the rails."""
    post = (0, 0, 120, 120)
    world = TableWorld(1000, 600)
    world.set_bounds((0, 0, 1000, 600), [post])
    for n, heading in enumerate((-2.3, -2.4, -2.5)):
        key = ("die", n)
        world.add_box(key, (500, 300), 60, angle=0.2 * n)
        world.throw(key, (2000 * math.cos(heading), 2000 * math.sin(heading)), 9)
        for _ in range(600):  # a fast body may sink a step's travel in, as into a rail
            world.step(STEP)
            assert not overlaps_post(world, key, post, world.max_travel), key
        assert world.settled_for(key) and not overlaps_post(world, key, post)
    world.add_box("lying", (700, 500), 60)
    run(world, 120)
    assert world.settled_for("lying")
    moved = (640, 440, 200, 200)  # a resize puts a post where the die lies
    world.set_bounds((0, 0, 1000, 600), [post, moved])
    assert world.positions()["lying"][:2] == pytest.approx((610, 500))  # 90 px left, or up
    assert not overlaps_post(world, "lying", moved)
    run(world, 600)
    assert world.settled_for("lying") and not overlaps_post(world, "lying", moved)
    assert_inside(world)


def test_on_hit_fires_for_a_rail_and_a_pair_with_strength_and_throttling():
    world = TableWorld(1000, 600)
    hits = []
    world.on_hit = lambda a, b, s: hits.append((a, b, s))
    world.add_disc("d", (700, 300), 20)
    world.throw("d", (1500, 0), 0)
    run(world, 120)
    rail_hits = [h for h in hits if h[1] is None]
    assert rail_hits and rail_hits[0][0] == "d"
    assert 800 < rail_hits[0][2] < 1500  # the approach speed, less what friction took

    hits.clear()
    world.add_disc("a", (300, 150), 20)
    world.add_disc("b", (420, 150), 20)
    world.throw("a", (600, 0), 0)
    run(world, 60)
    assert any({a, b} == {"a", "b"} and s > 300 for a, b, s in hits)

    # A gentle touch is below the threshold: no click.
    hits.clear()
    world.place("a", (300, 450))
    world.place("b", (345, 450))
    world.throw("a", (40, 0), 0)
    run(world, 60)
    assert not [h for h in hits if {h[0], h[1]} == {"a", "b"}]

    # Repeated knocks on the same rail: one call per pair per hit_interval.
    world.add_disc("k", (500, 80), 20)

    def knock_four_times(interval):
        hits.clear()
        world.hit_interval = interval
        world.place("k", (500, 80))
        for _ in range(4):
            world.throw("k", (0, -800), 0)
            run(world, 30)  # a quarter of a second
        return len([h for h in hits if h[0] == "k" and h[1] is None])

    assert knock_four_times(10.0) == 1
    assert knock_four_times(0.1) == 4


def test_large_dt_is_substepped_and_capped():
    world = TableWorld(800, 600)
    world.add_disc("d", (100, 300), 20)
    world.throw("d", (400, 0), 0)
    assert world.step(STEP) == 1
    assert world.step(3 * STEP) == 3
    assert world.step(0.5 * STEP) == 0
    assert world.step(0.5 * STEP) == 1  # the remainder carries over
    before = world.time
    assert world.step(5.0) == MAX_SUBSTEPS  # a stall: capped, not caught up
    assert world.time - before == pytest.approx(MAX_SUBSTEPS * STEP)
    assert world.step(STEP) == 1  # and the dropped backlog does not linger
    assert world.step(0.0) == 0 and world.step(-1.0) == 0 and world.step(math.nan) == 0


def test_same_inputs_give_the_same_motion():
    def play():
        world = TableWorld(1600, 900)
        hits = []
        world.on_hit = lambda a, b, s: hits.append((a, b, round(s, 6)))
        for i in range(6):
            world.add_box(i, (200 + 150 * i, 300), 56, angle=0.1 * i)
            world.throw(i, (900 - 200 * i, 350 + 40 * i), 10 - 3 * i)
        world.add_disc("disc", (800, 700), 30)
        world.impulse("disc", (0, -700), (810, 700))
        run(world, 400)
        return world.positions(), hits

    assert play() == play()


def test_interpolation_lerps_between_the_last_two_steps_and_place_does_not_smear():
    world = TableWorld(1600, 900)
    world.add_disc("d", (200, 450), 20)
    world.throw("d", (600, 0), 3)
    run(world, 5)
    before = world.positions()["d"]
    world.step(STEP)
    after = world.positions()["d"]
    assert world.interpolated("d", 0.0) == pytest.approx(before)
    assert world.interpolated("d", 1.0) == pytest.approx(after)
    mid = world.interpolated("d", 0.5)
    assert mid.x == pytest.approx((before.x + after.x) / 2)
    snap = world.snapshot()
    assert snap.at("d", 0.25) == pytest.approx(world.interpolated("d", 0.25))
    assert snap.lerp(1.0)["d"] == pytest.approx(after)

    world.place("d", (1000, 300), angle=1.0)
    assert world.interpolated("d", 0.0) == Pose(1000, 300, 1.0)
    assert world.body("d").velocity.length == 0


def test_bodies_by_key():
    world = TableWorld(800, 600)
    body = world.add_disc("a", (100, 100), 20)
    world.add_box(("die", 1), (300, 300), (40, 60))
    assert world.body("a") is body
    assert world.keys() == ["a", ("die", 1)]
    with pytest.raises(ValueError):
        world.add_disc("a", (200, 200), 20)
    with pytest.raises(ValueError):
        world.add_disc(None, (200, 200), 20)
    with pytest.raises(ValueError):
        world.add_disc("flat", (200, 200), 0)
    with pytest.raises(ValueError):
        world.add_box("ghost", (200, 200), 40, mass=0)
    assert world.keys() == ["a", ("die", 1)]
    keys = world.keys()
    for key in keys:  # keys() is a copy: removing while iterating is fine
        world.remove(key)
    assert len(world) == 0 and world.settled()
    with pytest.raises(KeyError):
        world.body("a")
    world.add_disc("b", (100, 100), 20)
    world.clear()
    assert world.keys() == [] and len(world.space.bodies) == 0
    world.add_disc("far", (5000, 5000), 20)  # added outside the table: put on it
    assert_inside(world)


def test_tumble_faces_ends_on_the_final_face_and_is_deterministic():
    faces = ["skull", "star", "moon", "sun", "eye", "key"]
    roll = tumble_faces(7, 12, faces, "moon")
    assert len(roll) == 12 and roll[-1] == "moon"
    assert roll == tumble_faces(7, 12, faces, "moon")
    assert all(a != b for a, b in itertools.pairwise(roll))
    assert set(roll) <= set(faces)
    assert any(tumble_faces(s, 12, faces, "moon") != roll for s in range(1, 5))
    assert tumble_faces(1, 0, faces, "sun") == ["sun"]
    assert tumble_faces(1, 3, ["only"], "only") == ["only"] * 3
    assert tumble_faces(1, 3, [], 4) == [4, 4, 4]
