"""The games' order on the menu and in the credits. The registry finds the games themselves
by their folders (`games/<game>/spec.py`), and each spec says its tile's picture and colour;
a folder not listed here comes after these, by name."""

GAME_PACKAGES = ("devils_circle", "memorandum", "memodixe", "fireball_court", "tamega")
