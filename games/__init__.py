"""MemoTable's games. Each game package registers itself with `games.core.registry`.

Importing `games.catalog` imports every game's rules module (never its scene), so the
registry is complete without touching pygame.
"""
