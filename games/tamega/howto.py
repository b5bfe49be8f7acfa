"""Tamega's how-to, a page at a time, each with the options and player counts it teaches:
two pawns each, teams, 11 pictures, the red tile that stays put, two boards, the solo game.
A move's page shows children the move on the game's pieces: a pawn dragged onto a hidden
tile, the tile it leaves turning face up (`games/tamega/scene/sprites.py` draws them)."""

from games.core.howto import drag, page

# A pawn on its hidden tile steps onto the next; the tile left turns up.
MOVE = drag(("back+pawn:0", "back", "back"), 0, 1, ("face:0", "back+pawn:0", "back"))
# Beside the red tile: over it onto the hidden tile beyond.
BRIDGE = drag(("back+pawn:0", "red", "back"), 0, 2, ("face:1", "red", "back+pawn:0"))
# The tile left turns up the twin of one already up: a pair.
PAIR = drag(("face:2", "back+pawn:0", "back"), 1, 2, ("face:2", "face:2", "back+pawn:0"))
# Two pawns: the second one moves too.
TWO = drag(("back+pawn:0", "back", "back+pawn:0"), 2, 1, ("back+pawn:0", "back+pawn:0", "face:3"))

PAGES = (
    page("tamega.howto.move", "🐾", demo=MOVE),
    page("tamega.howto.two_pawns", "♟️", two_pawns=True, demo=TWO),
    page("tamega.howto.teams", "🤝", teams=True),
    page("tamega.howto.bridge", "🟥", demo=BRIDGE),
    page("tamega.howto.pictures", "🖼️", pictures=11),
    page("tamega.howto.pair", "👀", fixed_red=False, demo=PAIR),
    page("tamega.howto.pair_fixed", "👀", fixed_red=True, demo=PAIR),
    page("tamega.howto.two_boards", "🗺️", players=(5, 8)),
    page("tamega.howto.blocked", "🚫"),
    page("tamega.howto.win", "🏆", players=(2, 8)),
    page("tamega.howto.solo", "🏆", players=(1, 1)),
)
