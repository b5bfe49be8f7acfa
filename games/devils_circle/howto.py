"""Devil's Circle's how-to, a page at a time, each with the options it teaches: the kids'
game (no coins, no ALL FIVE, DC-R9) is not taught either. A move's page shows children the
move on the game's pieces: a disc tapped turns over to its other picture
(`games/devils_circle/scene/painter.py` draws them)."""

from games.core.howto import drag, page, tap

# A disc turns over to the other picture it carries.
RING = tap(
    ("disc:fire", "disc:cauldron", "disc:trident"),
    1,
    ("disc:fire", "disc:red_devil", "disc:trident"),
)
# The card asks for fire: a disc tapped turns over and shows it.
TURN = tap(
    ("card:fire", "disc:cauldron", "disc:trident"), 2, ("card:fire", "disc:cauldron", "disc:fire")
)
# A twin card: one disc showing the picture dragged onto another swaps them.
TWIN = drag(
    ("card:fire", "disc:fire", "disc:trident"), 1, 2, ("card:fire", "disc:trident", "disc:fire")
)

PAGES = (
    page("devils_circle.howto.ring", "😈", demo=RING),
    page("devils_circle.howto.turn", "🔥", demo=TURN),
    page("devils_circle.howto.hints", "✨", hints=True),
    page("devils_circle.howto.coins", "🪙", coins=True),
    page("devils_circle.howto.all_five", "🃏", all_five=True, coins=True),
    page("devils_circle.howto.all_five_cards", "🃏", all_five=True, coins=False),
    page("devils_circle.howto.twin", "🔱", demo=TWIN),
    page("devils_circle.howto.end", "🏆"),
)
