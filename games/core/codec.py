"""JSON encoding of actions and events.

Actions and events are small frozen dataclasses. Records and saves store them as JSON
objects `{"type": ClassName, **fields}`; decoding checks each field against its declared
kind and turns lists back into tuples, so that a decoded action is one the rules could
have offered and compares equal to it (saves and phones' moves are decoded alike).
"""

from __future__ import annotations

import dataclasses
import functools
import math
import reprlib
import types
import typing
from collections.abc import Iterable
from typing import Any


@dataclasses.dataclass(frozen=True)
class Action:
    """Base of every game's actions: frozen, hashable, comparable."""


@dataclasses.dataclass(frozen=True)
class Event:
    """Base of every game's rule events, which scenes turn into animation and sound."""


def encode(value: Any) -> Any:
    """Encode a dataclass (recursively), tuple, list, dict or scalar as plain JSON data."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        data = {f.name: encode(getattr(value, f.name)) for f in dataclasses.fields(value)}
        return {"type": type(value).__name__, **data}
    if isinstance(value, (list, tuple)):
        return [encode(v) for v in value]
    if isinstance(value, dict):
        return {str(k): encode(v) for k, v in value.items()}
    if isinstance(value, (frozenset, set)):
        return sorted(encode(v) for v in value)
    return value


def decode_action(data: Any, kinds: Iterable[type[Action]]) -> Action:
    """Decode `encode(action)` back to the action, given the game's action classes.

    Raises ValueError, and nothing else, for anything that is not one of those classes
    with each of its fields of its declared kind (an int that is not a bool, a str, a
    float that is finite, a tuple of these written as a list, or None where the field
    allows it): a corrupt or foreign save, or a phone's message, is refused with a clear
    reason, never turned into an action the rules would choke on. The data is only walked
    as deep as the fields' kinds go, however deep it is nested.
    """
    by_name = {k.__name__: k for k in kinds}
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ValueError(f"not an action: {_shown(data)}")
    cls = by_name.get(data["type"])
    if cls is None:
        raise ValueError(f"not an action of this game: {_shown(data['type'])}")
    kinds_of = _field_kinds(cls)
    fields = {k: v for k, v in data.items() if k != "type"}
    if set(fields) != set(kinds_of):
        names = sorted(kinds_of)
        given = sorted(map(str, fields))
        raise ValueError(f"action {cls.__name__} has fields {names}, got {_shown(given)}")
    values = {
        name: _value(kinds_of[name], fields[name], f"{cls.__name__}.{name}") for name in fields
    }
    return cls(**values)


@functools.cache
def _field_kinds(cls: type[Action]) -> dict[str, Any]:
    """Each field's declared kind (the class's resolved annotations)."""
    hints = typing.get_type_hints(cls)
    return {f.name: hints[f.name] for f in dataclasses.fields(cls)}


def _value(kind: Any, value: Any, name: str) -> Any:
    """`value` as a field of `kind`, or ValueError."""
    if kind is bool:
        if isinstance(value, bool):
            return value
    elif kind is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    elif kind is float:
        number = isinstance(value, (int, float)) and not isinstance(value, bool)
        if number and math.isfinite(value):
            return float(value)
    elif kind is str:
        if isinstance(value, str):
            return value
    elif kind is type(None):
        if value is None:
            return None
    elif typing.get_origin(kind) in (typing.Union, types.UnionType):
        for option in typing.get_args(kind):
            try:
                return _value(option, value, name)
            except ValueError:
                pass
    elif typing.get_origin(kind) is tuple and isinstance(value, (list, tuple)):
        args = typing.get_args(kind)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_value(args[0], item, name) for item in value)
        if len(args) == len(value):
            return tuple(_value(arg, item, name) for arg, item in zip(args, value, strict=True))
    else:
        raise ValueError(f"{name}: a field of kind {kind!r} cannot be decoded")
    raise ValueError(f"{name} must be {getattr(kind, '__name__', kind)}, not {_shown(value)}")


def _shown(value: Any) -> str:
    """`value` for a message, cut short (a message never grows with what it refuses)."""
    text = reprlib.repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
