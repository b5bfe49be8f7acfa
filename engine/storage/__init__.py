"""What the app keeps in the player's data folder: settings, the kept game (a journal),
and today's history (SQLite).
"""
