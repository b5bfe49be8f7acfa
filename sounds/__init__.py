"""The game's sounds, made by `tools/make_sounds.py` (CC0, see LICENSE.md). A package so that
they travel in the wheel as package data and are read with `importlib.resources`."""
