"""How a game's allowed player counts are said, on the menu's tiles and the setup screen:
one small module, so the menu's first frame does not load the setup scene to say them."""

from __future__ import annotations

from engine.i18n import tr
from games.core.registry import GameSpec


def starting_preset(spec: GameSpec, kids: bool) -> str:
    """The preset a setup opens with: the kids' one in party mode, else the first."""
    return "kids" if kids and "kids" in spec.presets else next(iter(spec.presets))


def usual_players(counts: list[int]) -> int:
    """The player count a game starts with (the setup, `play`, `simulate`): the fewest
    that make a table of two or more, or the most the rules allow."""
    return next((n for n in counts if n >= 2), counts[-1] if counts else 2)


def count_span(counts: list[int]) -> str:
    """Allowed player counts in figures only: "3–7", "2", "4, 6, 8"."""
    if len(counts) > 1 and counts == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]}–{counts[-1]}"
    return ", ".join(str(n) for n in counts)


def player_words(counts: list[int]) -> str:
    """Allowed player counts in words: "3–7 players", "2 players", "4, 6 or 8 players"."""
    if len(counts) == 1:
        return tr("players.exact", count=counts[0])
    if counts == list(range(counts[0], counts[-1] + 1)):
        return tr("players.range", low=counts[0], high=counts[-1])
    return tr("players.choice", some=", ".join(str(n) for n in counts[:-1]), last=counts[-1])
