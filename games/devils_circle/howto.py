"""Devil's Circle's how-to, a page at a time, each with the options it teaches: the kids'
game (no coins, no ALL FIVE, DC-R9) is not taught either."""

from games.core.howto import page

PAGES = (
    page("devils_circle.howto.ring", "😈"),
    page("devils_circle.howto.turn", "🔥"),
    page("devils_circle.howto.hints", "✨", hints=True),
    page("devils_circle.howto.coins", "🪙", coins=True),
    page("devils_circle.howto.all_five", "🃏", all_five=True, coins=True),
    page("devils_circle.howto.all_five_cards", "🃏", all_five=True, coins=False),
    page("devils_circle.howto.twin", "🔱"),
    page("devils_circle.howto.end", "🏆"),
)
