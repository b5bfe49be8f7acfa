"""Template game's how-to, a page at a time (each page may name the options it needs)."""

from games.core.howto import page

PAGES = (
    page("template_game.howto.turn", "🎴", fields=("pairs",)),
    page("template_game.howto.pair", "🙌"),
    page("template_game.howto.end", "🏆"),
)
