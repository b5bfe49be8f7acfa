"""Presentation layer: knows pygame and pymunk, knows no game's rules."""

# This copy's version, one place for the package's metadata (pyproject.toml reads it) and
# for what the app says of itself: read here, not through importlib.metadata, whose import
# costs the start-up about 20 ms.
VERSION = "0.2.0"
