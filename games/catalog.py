"""Imports every game's rules package so that each registers its spec, in menu order."""

import importlib

GAME_PACKAGES = ("devils_circle", "memorandum", "memodixe", "fireball_court", "tamega")

for _name in GAME_PACKAGES:
    try:
        importlib.import_module(f"games.{_name}")
    except ModuleNotFoundError as error:  # a game not built yet is simply absent
        if error.name not in (f"games.{_name}",):
            raise

# The five games in menu order, known even before a game's package exists, so the menu
# can show a tile that says the game is coming.
PLANNED: tuple[tuple[str, str, str], ...] = (
    ("devils-circle", "Devil's Circle", "😈"),
    ("memorandum", "Memorandum", "🃏"),
    ("memodixe", "MemoDiXe", "🎲"),
    ("fireball-court", "Fireball Court", "☄️"),
    ("tamega", "Tamega", "🧩"),
)
