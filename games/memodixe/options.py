"""MemoDiXe's options and presets: the printed rules, the seed's optional rule, the
kids' game. Who starts: the youngest, by the rule book, whose seat the setup asks for."""

from __future__ import annotations

from typing import Any, NamedTuple

from games.core.options import Option, OptionSet, starter_option

DEFAULTS: dict[str, Any] = {
    "go_on_after_dixe": False,  # the seed's optional rule
    "wrong_call_penalty": True,  # a wrong "DiXe!" discards the caller's dice
    "secret_powers": True,  # eye and hat; off: they are plain pairs
    "memorise_seconds": 1.4,  # how long a turned pair stays up for everyone to remember
}
YOUNGEST = 0  # the seat the youngest sits at unless the setup says otherwise

OPTIONS = OptionSet(
    Option("go_on_after_dixe", False, (False, True), "🔁", "memodixe.option.go_on_after_dixe"),
    Option(
        "wrong_call_penalty",
        True,
        (True, False),
        "💥",
        "memodixe.option.wrong_call_penalty",
        off=False,
    ),
    Option("secret_powers", True, (True, False), "🤫", "memodixe.option.secret_powers", off=False),
    Option(
        "memorise_seconds",
        1.4,
        (1.0, 1.4, 2.0, 3.0),
        "⏳",
        "memodixe.option.memorise_seconds",
        span=(0.5, 10),
        teach=False,
    ),
    starter_option(YOUNGEST, "memodixe.option.starter"),
)


class Options(NamedTuple):
    """The options as the rules and the table read them (`OPTIONS.read`)."""

    go_on_after_dixe: bool
    wrong_call_penalty: bool
    secret_powers: bool
    memorise_seconds: float
    starter: int | str


PRESETS = {
    # The printed game, without its optional "go on after DiXe!" rule.
    "classic": dict(DEFAULTS),
    # The printed game with the optional rule: a right caller may roll the square and go on.
    "optional": {**DEFAULTS, "go_on_after_dixe": True},
    # Ages 5+: no secret powers (eye and hat are plain pairs, no hiding the square) and a
    # wrong "DiXe!" only re-rolls the square instead of costing every die won.
    "kids": {**DEFAULTS, "wrong_call_penalty": False, "secret_powers": False},
}
