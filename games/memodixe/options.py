"""MemoDiXe's options and presets: the printed rules, the seed's optional rule, the
kids' game."""

from __future__ import annotations

from typing import Any

DEFAULTS: dict[str, Any] = {
    "go_on_after_dixe": False,  # the seed's optional rule
    "wrong_call_penalty": True,  # a wrong "DiXe!" discards the caller's dice
    "secret_powers": True,  # eye and hat; off: they are plain pairs
    "memorise_seconds": 1.4,  # how long a turned pair stays up for everyone to remember
}

PRESETS = {
    # The printed game, without its optional "go on after DiXe!" rule.
    "classic": dict(DEFAULTS),
    # The printed game with the optional rule: a right caller may roll the square and go on.
    "optional": {**DEFAULTS, "go_on_after_dixe": True},
    # Ages 5+: no secret powers (eye and hat are plain pairs, no hiding the square) and a
    # wrong "DiXe!" only re-rolls the square instead of costing every die won.
    "kids": {**DEFAULTS, "wrong_call_penalty": False, "secret_powers": False},
}
