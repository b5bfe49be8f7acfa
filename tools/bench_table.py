"""Print one `python main.py bench --json` report as a table for docs/performance.md.

    python main.py bench --json > bench.json
    python tools/bench_table.py bench.json

The table and its summary line come from the report alone, so the page cannot quote a
figure the run did not measure.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

HEAD = (
    "| case | size | CPU p50 ms | CPU p99 ms | each replay's p99 | wall p99 ms | floor ms "
    "| p99 ÷ floor | target | first frame s | peak RSS MB |"
)


def row(scene: dict[str, Any]) -> str:
    mark = "" if scene["within"] else " ✗"
    mark += "" if scene["replays_agree"] else " (replays differed)"
    each = " / ".join(f"{p:g}" for p in scene["cpu_p99_each_ms"])
    cells = [
        scene["label"],
        scene["size"],
        scene["cpu_p50_ms"],
        f"**{scene['cpu_p99_ms']}**{mark}",
        each,
        scene["wall_p99_ms"],
        scene["floor_cpu_ms"],
        scene["p99_over_floor"],
        f"≤ {scene['target_cpu_p99_ms']:g}",
        scene["first_frame_s"],
        scene["peak_rss_mb"],
    ]
    return "| " + " | ".join(str(cell) for cell in cells) + " |"


def summary(report: dict[str, Any]) -> str:
    scenes = report["scenes"]
    within = sum(scene["within"] for scene in scenes)
    repaints = sum(scene["full_screen_paints"] for scene in scenes)
    machine = report["machine"]
    return (
        f"{len(scenes)} cases, {report['frames']} frames each, {report['repeats']} replays "
        f"each; {machine['cpus']} CPUs, load average {machine['load_average']} at the start "
        f"and {machine['load_average_after']} at the end, Python {machine['python']}; "
        f"within: {within} of {len(scenes)}; full-screen layers painted while measuring: "
        f"{repaints}; peak RSS {report['peak_rss_mb']} MB."
    )


def main(path: str) -> int:
    report = json.loads(Path(path).read_text(encoding="utf-8"))
    print(HEAD)
    print("|" + " --- |" * HEAD.count(" | ") + " --- |")
    for scene in report["scenes"]:
        print(row(scene))
    print()
    print(summary(report))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]) if len(sys.argv) == 2 else "usage: bench_table.py REPORT.json")
