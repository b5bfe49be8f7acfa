"""This copy's version: the installed package's (its metadata), or "checkout" where it runs
from one. The command line's --version, the log's first line and the hub's operator page
say it."""

from __future__ import annotations

from importlib import metadata

CHECKOUT = "checkout"


def version() -> str:
    try:
        return metadata.version("memotable")
    except metadata.PackageNotFoundError:
        return CHECKOUT
