"""MemoTable's games, one package each. A game declares itself in its `spec.py` (names,
players, presets, its menu tile's picture and colour, and where its rules, bots, review and
scene live); the registry finds the packages and loads their specs when the games are first
listed, and `games/catalog.py` gives their order on the menu.
Listing the games loads no game's rules, and never its scene.
"""
