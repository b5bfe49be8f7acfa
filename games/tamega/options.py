"""Tamega's presets, options and which option combinations a table may play.

Options are plain JSON values. Invalid combinations are refused with a message a player
understands (it is shown as is), never a crash later in the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.core.registry import OptionsError

CLASSIC: dict[str, Any] = {
    "pause_seconds": 5,  # the memorising countdown of step 2 (TM-R6)
    "pictures": 22,  # different pictures per 44 tiles: 22 (two of each) or 11 (four of each)
    "two_pawns": False,  # 2 players move two pawns each, alternately
    "teams": False,  # 4, 6 or 8 players in two teams: even seats against odd seats
    "fixed_red": False,  # the red tile never moves (the solo challenge)
}
KIDS: dict[str, Any] = {**CLASSIC, "pause_seconds": 8, "pictures": 11}
PRESETS: dict[str, dict[str, Any]] = {
    "classic": CLASSIC,
    "kids": KIDS,
    "two_pawns": {**CLASSIC, "two_pawns": True},  # the seed's 2-player variant
    "teams": {**CLASSIC, "teams": True},  # 2 against 2 (or 3 v 3, 4 v 4 on two boards)
    "red_fixed": {**CLASSIC, "fixed_red": True},  # the seed's harder solo challenge
}
PICTURE_CHOICES = (11, 22)


def player_range(options: Mapping[str, Any]) -> tuple[int, int]:
    """Players allowed under these options: two pawns each is for 2, teams for 4 to 8."""
    if options.get("two_pawns"):
        return 2, 2
    if options.get("teams"):
        return 4, 8
    return 1, 8


def check(players: int, options: Mapping[str, Any]) -> None:
    """Refuse unknown options, bad values and combinations the rules do not allow."""
    unknown = sorted(set(options) - set(CLASSIC) - {"preset"})
    if unknown:
        raise OptionsError(f"Tamega has no option {', '.join(unknown)}")
    pictures = options.get("pictures", 22)
    if pictures not in PICTURE_CHOICES:
        raise OptionsError("Tamega plays with 22 pictures (two of each) or 11 (four of each)")
    seconds = options.get("pause_seconds", 5)
    if not isinstance(seconds, (int, float)) or not 1 <= seconds <= 120:
        raise OptionsError("the memorising pause lasts 1 to 120 seconds")
    if options.get("two_pawns") and options.get("teams"):
        raise OptionsError("choose two pawns each (2 players) or teams (4+ players), not both")
    low, high = player_range(options)
    if not low <= players <= high:
        what = "two pawns each" if options.get("two_pawns") else "Tamega"
        raise OptionsError(f"{what} takes {low} to {high} players, not {players}")
    if options.get("teams") and players % 2:
        raise OptionsError("teams need an even number of players (4, 6 or 8)")
