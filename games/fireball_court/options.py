"""Fireball Court's options and presets: play to 101 with the ravens' share, or to 31 for
children. Who starts: the highest number card, by the rule book (FC-R8: a starter chosen
or drawn at setup starts the first round only)."""

from typing import NamedTuple

from games.core.options import Option, OptionSet, starter_option

HIGHEST = "highest"

OPTIONS = OptionSet(
    Option(
        "target",
        101,
        (31, 51, 75, 101, 151, 201),
        "🏁",
        "fireball_court.option.target",
        span=(11, 1001),
    ),
    Option(
        "ravens_share", True, (True, False), "🐦‍⬛", "fireball_court.option.ravens_share", off=False
    ),
    starter_option(HIGHEST, "fireball_court.option.starter"),
)


class Options(NamedTuple):
    """The options as the rules and the table read them (`OPTIONS.read`)."""

    target: int
    ravens_share: bool
    starter: int | str


PRESETS = {
    # The printed game: ravens share on, match to 101.
    "classic": {"target": 101, "ravens_share": True},
    # Ages 5+: a short match and no ravens arithmetic: find the same picture, count coins.
    "kids": {"target": 31, "ravens_share": False},
}
