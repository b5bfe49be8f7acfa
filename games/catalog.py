"""The games in menu order: the packages whose `spec.py` the registry loads, and what the
menu shows of each even before its package exists (a tile that says the game is coming)."""

GAME_PACKAGES = ("devils_circle", "memorandum", "memodixe", "fireball_court", "tamega")

PLANNED: tuple[tuple[str, str, str], ...] = (
    ("devils-circle", "Devil's Circle", "😈"),
    ("memorandum", "Memorandum", "🃏"),
    ("memodixe", "MemoDiXe", "🎲"),
    ("fireball-court", "Fireball Court", "☄️"),
    ("tamega", "Tamega", "🧩"),
)
