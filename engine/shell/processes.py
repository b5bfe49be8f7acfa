"""Running measurements each in a fresh process (bench, soak)."""

from __future__ import annotations

import multiprocessing
import os
import sys
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Any


def child_environment(**extra: str) -> dict[str, str]:
    """The environment for a fresh interpreter (`python -m engine...`) that must import
    what this process imports, from a checkout or an installed wheel alike: this process's
    import path, whatever folder the child starts in, and `extra`."""
    path = os.pathsep.join(entry for entry in sys.path if entry)
    return {**os.environ, "PYTHONPATH": path, **extra}


def in_fresh_processes(function: Callable[..., Any], runs: list[tuple]) -> list[Any]:
    """`function(*run)` for each run, each in a process of its own and one at a time, so
    its peak memory and first frame are its own and not the high-water mark of every run
    measured before it (and the other core stays free for the rest of the machine)."""
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(1, mp_context=context, max_tasks_per_child=1) as pool:
        return list(pool.map(function, *zip(*runs, strict=True)))
