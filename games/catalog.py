"""The games' order on the menu, and what the menu shows of each even before its package
exists (a tile that says the game is coming). The registry finds the games themselves by
their folders (`games/<game>/spec.py`); a folder not listed here comes after these."""

GAME_PACKAGES = ("devils_circle", "memorandum", "memodixe", "fireball_court", "tamega")

PLANNED: tuple[tuple[str, str, str], ...] = (
    ("devils-circle", "Devil's Circle", "😈"),
    ("memorandum", "Memorandum", "🃏"),
    ("memodixe", "MemoDiXe", "🎲"),
    ("fireball-court", "Fireball Court", "☄️"),
    ("tamega", "Tamega", "🧩"),
)
