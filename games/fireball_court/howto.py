"""Fireball Court's how-to, a page at a time, each with the options it teaches: the
ravens' share, the target score, and who starts the first round."""

from games.core.howto import page
from games.core.options import RANDOM
from games.fireball_court.options import HIGHEST

PAGES = (
    page("fireball_court.howto.court", "🃏"),
    page("fireball_court.howto.turn", "✋"),
    page("fireball_court.howto.start", "👉", starter=HIGHEST),
    page("fireball_court.howto.start_set", "👉", starter=(RANDOM, 0, 1)),
    page("fireball_court.howto.fireball", "🔥"),
    page("fireball_court.howto.ravens", "🐦‍⬛", ravens_share=True),
    page("fireball_court.howto.score", "👑"),
    page("fireball_court.howto.match", "🏁", fields=("target",)),
)
