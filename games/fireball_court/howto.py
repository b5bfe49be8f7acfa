"""Fireball Court's how-to, a page at a time, each with the options it teaches: the
ravens' share, the target score, and who starts the first round. The turn's page shows
children the move on the game's cards: a 7 from the hand dragged onto the Court's 7 takes
it (`games/fireball_court/scene/faces.py` draws them)."""

from games.core.howto import drag, page
from games.core.options import RANDOM
from games.fireball_court.cards import cards_of
from games.fireball_court.options import HIGHEST

_SEVEN, _OTHER_SEVEN = (f"card:{card}" for card in cards_of("7")[:2])
# A 7 dragged onto the Court's 7: the two come back to the player's pile.
TURN = drag((_SEVEN, "", _OTHER_SEVEN), 0, 2, (f"{_SEVEN}+{_OTHER_SEVEN}", "", ""))

PAGES = (
    page("fireball_court.howto.court", "🃏"),
    page("fireball_court.howto.turn", "✋", demo=TURN),
    page("fireball_court.howto.start", "👉", starter=HIGHEST),
    page("fireball_court.howto.start_set", "👉", starter=(RANDOM, 0, 1)),
    page("fireball_court.howto.fireball", "🔥"),
    page("fireball_court.howto.ravens", "🐦‍⬛", ravens_share=True),
    page("fireball_court.howto.score", "👑"),
    page("fireball_court.howto.match", "🏁", fields=("target",)),
)
