"""The matched level against each fixed level of each game: seeded games, the matched
computer's win share near a fair one, and its memory moved towards its opponents'.

The docs' tables (docs/games/<game>.md) are 300 games a line, made with `simulate`; this
is a smaller sample of other seeds, to fit CI. Its tolerance: the docs hold the matched
computer to 0.08 of a fair share over 300 games; a sample of n games from a table whose
share is p strays from it by a standard deviation of sqrt(p (1 - p) / n), so the test allows
0.08 plus 2.6 of those (a sample outside that comes from such a table less than once in a
hundred). A matched computer that did not learn stays at casual: a share of 0.99 against the
child in Devil's Circle, 0.05 against sharp in MemoDiXe (the fixed levels' tables beside the
matched one), far outside.

Each game is the same table playing again (as `simulate --again`), as a family plays: the
first game starts with no idea of the people, each later one from what the last one showed.
Fireball Court's review judges its levels alike from a seat's view: there the matched
computer cannot move towards its opponents, and only its share is held (with the tolerance
above, it is: docs/games/fireball_court.md says how far from fair it is over 300 games).
"""

from __future__ import annotations

import math
import statistics

import pytest

from games.core.driver import play_game
from games.core.match import bot_seats
from games.core.memory import LEVELS, MATCHED
from games.core.registry import get_game

# game: (players, preset, games): Fireball Court's kids match (to 31) keeps it quick.
TABLES = {
    "devils-circle": (2, "classic", 30),
    "memodixe": (2, "classic", 40),
    "tamega": (2, "classic", 30),
    "memorandum": (3, "classic", 18),
    "fireball-court": (2, "kids", 16),
}
CASES = [(game, level) for game in TABLES for level in ("child", "casual", "sharp")]


def play(game: str, level: str) -> tuple[float, list[float]]:
    """The matched seat's win share and final ranks over the games (seats rotated, the
    same table again each game)."""
    players, preset, games = TABLES[game]
    spec = get_game(game)
    options = spec.options(preset)
    wins, ranks, known = 0.0, [], []
    for number in range(games):
        me = number % players
        levels = [MATCHED if seat == me else level for seat in range(players)]
        plans = bot_seats(levels)
        if known:
            plans[me]["known"] = known
        record = play_game(spec, players, 7000 + number, options, levels, plans).record
        winners = record.winners or []
        wins += (me in winners) / max(1, len(winners))
        ranks.append(record.seats[me]["rank"])
        known = record.seats[me]["settled"]
    return wins / games, ranks


@pytest.mark.parametrize(("game", "level"), CASES, ids=[f"{g}-{lv}" for g, lv in CASES])
def test_the_matched_computer_plays_as_its_opponents_do(game, level):
    players, _, games = TABLES[game]
    share, ranks = play(game, level)
    fair = 1 / players
    allowed = 0.08 + 2.6 * math.sqrt(fair * (1 - fair) / games)
    assert abs(share - fair) <= allowed, (share, fair, allowed)
    if game not in LOOK_ALIKE:  # it starts at casual (1): its memory moved to theirs
        rank, target = statistics.fmean(ranks), LEVELS[level].rank
        assert abs(rank - target) < 0.35, (rank, target)


# Games whose review, from one seat's view, judges their three levels alike: the matched
# computer has nothing to learn from there, and stays near where it starts.
LOOK_ALIKE = {"fireball-court"}


def test_where_the_review_cannot_tell_the_levels_apart_it_says_so():
    """Fireball Court's levels differ mostly in foresight, which its review does not judge
    (docs/games/fireball_court.md): its declared shares are the same within 0.05, while
    every other game's tell at least two levels apart by 0.2. When a game's review learns
    to tell them apart, this fails and the test above holds it to its opponents' level."""
    for spec in (get_game(g) for g in TABLES):
        rows = list(spec.judging.judged["classic"].values())
        spread = max(max(column) - min(column) for column in zip(*rows, strict=True))
        assert (spread < 0.05) == (spec.id in LOOK_ALIKE), (spec.id, spread)
