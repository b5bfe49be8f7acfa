"""Template game: a small pairs game to make your own (tools/new_game.py wrote it)."""
