"""The soak run: memory is compared from the point every game has been demoed, per size."""

from engine.shell.soak import WARM_UP_ROUNDS, MemoryLog, run_soak
from games.core.registry import all_games


def test_the_warm_up_point_is_every_game_demoed_the_warm_up_rounds():
    log = MemoryLog({"a", "b"}, rounds=2)
    for rss in (100.0, 104.0, 108.0):
        log.demo_ended("a", rss)
    log.demo_ended("b", 110.0)
    assert log.warm_rss is None and log.growth_pct() is None  # "b" played once so far
    log.demo_ended("b", 120.0)
    assert (log.warm_rss, log.warm_after_demos) == (120.0, 5)
    log.demo_ended("a", 109.2)
    assert log.game_growth_pct("a") == 5.0  # 104 after its second demo, 109.2 now
    assert log.game_growth_pct("b") == 0.0  # "b" has not been demoed since its second
    assert log.growth_pct() == 5.0  # the larger of the two, never "a" measured against "b"
    assert log.report()["a"] == {
        "demos": 4,
        "first_mb": 100.0,
        "warm_mb": 104.0,
        "last_mb": 109.2,
        "growth_pct": 5.0,
    }


def test_a_short_soak_reports_each_size_and_each_games_memory():
    sizes = ((640, 360), (800, 450))
    games = {spec.id for spec in all_games() if spec.available}
    demos = WARM_UP_ROUNDS * len(games) + 2  # demos take turns: every game ends twice
    report = run_soak(10, sizes=sizes, demo_seconds=0.2, max_demos=demos)  # ends by demos
    assert [run["size"] for run in report["runs"]] == ["640x360", "800x450"]
    for run in report["runs"]:
        assert set(run["rss_per_game_mb"]) == games
        assert run["demos_started"] == demos
        assert run["warm_after_demos"] >= WARM_UP_ROUNDS * len(games)
        assert run["growth_after_warm_up_pct"] is not None and run["exceptions"] == 0
