"""Settings values read strictly: a value of the wrong kind is refused, never converted into
something it did not say.

`bool("false")` is True and `list("memorandum")` is ten letters, so a hand-edited settings
file could turn the sound on by saying "false", and `int(1e999)` raises OverflowError at
every start. Here a value must already be of its setting's kind (a whole number may be
written 90.0; a switch may be written "off" or 0), and anything else raises ValueError
naming the setting, for `load_settings` to set the file aside and use the default.
"""

from __future__ import annotations

import math
from typing import Any

SWITCH_WORDS = {"true": True, "on": True, "yes": True, "false": False, "off": False, "no": False}


def read_value(name: str, default: Any, value: Any) -> Any:
    """`value` as a setting of `default`'s kind, or ValueError."""
    kind = type(default)
    if kind is bool:
        return _switch(name, value)
    if isinstance(value, bool):  # JSON true is not the number 1 here
        raise ValueError(f"{name} must be {kind.__name__}, not {value!r}")
    if kind is int:
        if isinstance(value, float) and math.isfinite(value) and value.is_integer():
            return int(value)
        if isinstance(value, int):
            return value
    elif kind is float:
        if isinstance(value, int | float) and math.isfinite(value):
            return float(value)
    elif kind is list:
        if isinstance(value, list) and all(isinstance(item, str) for item in value):
            return list(value)
    elif isinstance(value, kind):
        return value
    raise ValueError(f"{name} must be {kind.__name__}, not {_shown(value)}")


def _switch(name: str, value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in SWITCH_WORDS:
        return SWITCH_WORDS[value.strip().lower()]
    raise ValueError(f"{name} must be true or false, not {_shown(value)}")


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
