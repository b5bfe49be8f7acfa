"""This copy's version, as the command line's --version, the log's first line and the
hub's operator page say it: `engine.VERSION`, which the package's metadata is built from,
so a checkout and an installed copy say the same."""

from __future__ import annotations

from engine import VERSION


def version() -> str:
    return VERSION
