"""Tamega's how-to, a page at a time, each with the options and player counts it teaches:
two pawns each, teams, 11 pictures, the red tile that stays put, two boards, the solo game."""

from games.core.howto import page

PAGES = (
    page("tamega.howto.move", "🐾"),
    page("tamega.howto.two_pawns", "♟️", two_pawns=True),
    page("tamega.howto.teams", "🤝", teams=True),
    page("tamega.howto.bridge", "🟥"),
    page("tamega.howto.pictures", "🖼️", pictures=11),
    page("tamega.howto.pair", "👀", fixed_red=False),
    page("tamega.howto.pair_fixed", "👀", fixed_red=True),
    page("tamega.howto.two_boards", "🗺️", players=(5, 8)),
    page("tamega.howto.blocked", "🚫"),
    page("tamega.howto.win", "🏆", players=(2, 8)),
    page("tamega.howto.solo", "🏆", players=(1, 1)),
)
