"""Memorandum's how-to, a page at a time, each with the options it teaches: the classic
match or the house dealer, the pack (40, 54 with Jokers, a shorter one), a hand cap, the
four-colour deck, the claim as grown-ups or children play it, and in a classic match the
dealer turning the cards (MR-R8)."""

from games.core.howto import ON, page
from games.memorandum.options import JOKER_PACK, PACK_LENGTHS

SHORT_PACKS = tuple(n for n in PACK_LENGTHS if n not in (40, 52, JOKER_PACK))

PAGES = (
    page("memorandum.howto.memorise", "👀", house=False),
    page("memorandum.howto.memorise_house", "👀", house=True),
    page("memorandum.howto.cap", "✋", fields=("max_hand",), house=True, max_hand=ON),
    page("memorandum.howto.pack_40", "🃏", pack=40),
    page("memorandum.howto.pack_54", "🃏", pack=JOKER_PACK),
    page("memorandum.howto.pack_short", "🃏", fields=("pack",), pack=SHORT_PACKS),
    page("memorandum.howto.four_colour", "🎨", four_colour=True),
    page("memorandum.howto.claim", "🙋", party=False),
    page("memorandum.howto.claim_party", "🙋", party=True),
    page("memorandum.howto.turn", "🃏", house=False),
    page("memorandum.howto.piles", "⚔️"),
    page("memorandum.howto.score", "🏆", house=False),
    page("memorandum.howto.deals", "🔄", house=False),
    page("memorandum.howto.score_house", "🏆", house=True),
)
