"""The soak run: memory is compared from the point every game has been demoed, per size."""

from engine.soak import MemoryLog, run_soak
from games.core.registry import all_games


def test_the_warm_up_point_is_every_game_demoed_at_least_once():
    log = MemoryLog({"a", "b"})
    log.demo_ended("a", 100.0)
    log.demo_ended("a", 104.0)
    assert log.warm_rss is None and log.growth_pct(150.0) is None  # "b" not seen yet
    log.demo_ended("b", 120.0)
    assert (log.warm_rss, log.warm_after_demos) == (120.0, 3)
    log.demo_ended("a", 126.0)
    assert log.growth_pct(132.0) == 10.0
    assert log.report()["a"] == {"demos": 3, "first_mb": 100.0, "last_mb": 126.0}


def test_a_short_soak_reports_each_size_and_each_games_memory():
    sizes = ((640, 360), (800, 450))
    report = run_soak(0.03, sizes=sizes, demo_seconds=0.2)  # a new demo every few frames
    assert [run["size"] for run in report["runs"]] == ["640x360", "800x450"]
    games = {spec.id for spec in all_games() if spec.available}
    for run in report["runs"]:
        assert set(run["rss_per_game_mb"]) == games
        assert run["warm_after_demos"] >= len(games)
        assert run["growth_after_warm_up_pct"] is not None and run["exceptions"] == 0
