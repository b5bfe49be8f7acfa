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
Fireball Court's review tells its levels apart only at the end of each round, a few plays a
round (docs/games/fireball_court.md): over these short kids matches its matched computer
plays higher against sharp than against the child without reaching either, so there its
share is held (with the tolerance above) and the direction its memory moved.
"""

from __future__ import annotations

import functools
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


@functools.cache  # Fireball Court's direction test reads the same games again
def play(game: str, level: str) -> tuple[float, tuple[float, ...]]:
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
    return wins / games, tuple(ranks)


@pytest.mark.parametrize(("game", "level"), CASES, ids=[f"{g}-{lv}" for g, lv in CASES])
def test_the_matched_computer_plays_as_its_opponents_do(game, level):
    players, _, games = TABLES[game]
    share, ranks = play(game, level)
    fair = 1 / players
    allowed = 0.08 + 2.6 * math.sqrt(fair * (1 - fair) / games)
    assert abs(share - fair) <= allowed, (share, fair, allowed)
    if game not in SLOW_TO_SETTLE:  # it starts at casual (1): its memory moved to theirs
        rank, target = statistics.fmean(ranks), LEVELS[level].rank
        assert abs(rank - target) < 0.35, (rank, target)


# Games whose review tells their levels apart only weakly from one seat's view, where these
# few games move the matched computer towards its opponents but not onto them.
SLOW_TO_SETTLE = {"fireball-court"}


def test_fireball_courts_matched_computer_moves_towards_its_opponent():
    """Fireball Court's review judges the plays at the end of each round by the exact reading
    of the last cards, which a sharp player finds more often than a child: the matched
    computer plays at least a quarter of a rank higher against sharp than against the child
    (the review before judged the levels alike: over 300 classic games the matched computer
    settled at rank 1.30 against the child and lower, 0.82, against sharp)."""
    child = statistics.fmean(play("fireball-court", "child")[1])
    sharp = statistics.fmean(play("fireball-court", "sharp")[1])
    assert sharp - child >= 0.25, (child, sharp)
