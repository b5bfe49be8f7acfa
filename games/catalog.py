"""Imports every game's rules package so that each registers its spec, in menu order."""

import importlib

GAME_PACKAGES = ("devils_circle", "memorandum", "memodixe", "fireball_court", "tamega")

for _name in GAME_PACKAGES:
    try:
        importlib.import_module(f"games.{_name}")
    except ModuleNotFoundError as error:  # a game not built yet is simply absent
        if error.name not in (f"games.{_name}",):
            raise
