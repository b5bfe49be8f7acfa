"""MemoTable's games, one package each. A game declares itself in its `spec.py` (names,
players, presets, and where its rules, bots, review and scene live); `games/catalog.py`
lists the packages, and the registry loads their specs when the games are first listed.
Listing the games loads no game's rules, and never its scene.
"""
