"""Tamega's presets and options, and which option combinations a table may play.

Options are plain JSON values. Invalid combinations are refused with a message a player
understands (it is shown as is), never a crash later in the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from games.core.options import RANDOM, Option, OptionsError, OptionSet, Tie, starter_option

CLASSIC: dict[str, Any] = {
    "pause_seconds": 5,  # the memorising countdown of step 2 (TM-R6)
    "pictures": 22,  # different pictures per 44 tiles: 22 (two of each) or 11 (four of each)
    "two_pawns": False,  # 2 players move two pawns each, alternately
    "teams": False,  # 4, 6 or 8 players in two teams: even seats against odd seats
    "fixed_red": False,  # the red tile never moves (the solo challenge)
}
# Where pawns start on two boards (games/tamega/board.py): in front of each seat, as every
# game set up now does, or round the play area, as games set up before did. Not a house
# rule, nobody chooses it: a version. Its default is the old way, so a record or a kept game
# without it replays and resumes as it was played; every preset sets the new way.
SEATS, RING = "seats", "ring"
NEW_GAMES: dict[str, Any] = {"starts": SEATS}
KIDS: dict[str, Any] = {**CLASSIC, "pause_seconds": 8, "pictures": 11}
PRESETS: dict[str, dict[str, Any]] = {
    "classic": {**CLASSIC, **NEW_GAMES},
    "kids": {**KIDS, **NEW_GAMES},
    "two_pawns": {**CLASSIC, **NEW_GAMES, "two_pawns": True},  # the seed's 2-player variant
    "teams": {**CLASSIC, **NEW_GAMES, "teams": True},  # 2 against 2 (3 v 3, 4 v 4 on two boards)
    "red_fixed": {**CLASSIC, **NEW_GAMES, "fixed_red": True},  # the seed's harder solo challenge
}
PICTURE_CHOICES = (11, 22)

OPTIONS = OptionSet(
    Option(
        "pause_seconds",
        5,
        (3, 5, 8, 10, 15, 20, 30),
        "⏳",
        "tamega.option.pause_seconds",
        span=(1, 120),
        teach=False,
    ),
    Option("pictures", 22, PICTURE_CHOICES, "🖼️", "tamega.option.pictures"),
    Option(
        "two_pawns",
        False,
        (False, True),
        "♟️",
        "tamega.option.two_pawns",
        players={True: (2,)},
        ties=(
            Tie(
                "teams",
                (True,),
                "tamega.option.two_pawns.not_teams",
                "is for 2 players, teams for 4 or more: choose one",
                forbid=True,
            ),
        ),
    ),
    Option(
        "teams",
        False,
        (False, True),
        "🤝",
        "tamega.option.teams",
        players={True: (4, 6, 8)},
        ties=(
            Tie(
                "two_pawns",
                (True,),
                "tamega.option.teams.not_two_pawns",
                "is for 4, 6 or 8 players, two pawns each for 2: choose one",
                forbid=True,
            ),
        ),
    ),
    Option("fixed_red", False, (False, True), "🟥", "tamega.option.fixed_red"),
    starter_option(RANDOM),
    Option("starts", RING, (RING, SEATS), "🏁", "tamega.option.starts", shown=False, teach=False),
)


class Options(NamedTuple):
    """The options as the rules and the table read them (`OPTIONS.read`)."""

    pause_seconds: float
    pictures: int
    two_pawns: bool
    teams: bool
    fixed_red: bool
    starter: int | str
    starts: str


def check(players: int, options: Mapping[str, Any]) -> None:
    """Refuse unknown options, bad values and combinations the rules do not allow."""
    OPTIONS.check(options, players, "Tamega")
    counts = OPTIONS.counts(options, 1, 8)
    if players not in counts:
        full = OPTIONS.full(options)
        if full["teams"] and players % 2 and players >= 4:
            raise OptionsError("teams need an even number of players (4, 6 or 8)")
        what = "two pawns each" if full["two_pawns"] else "teams" if full["teams"] else "Tamega"
        raise OptionsError(f"{what} takes {counts[0]} to {counts[-1]} players, not {players}")
