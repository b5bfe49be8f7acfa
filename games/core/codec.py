"""JSON encoding of actions and events.

Actions and events are small frozen dataclasses. Records and saves store them as JSON
objects `{"type": ClassName, **fields}`; decoding turns lists back into tuples so that a
decoded action compares equal to the one the rules offered.
"""

from __future__ import annotations

import dataclasses
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


def _tuplify(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuplify(v) for v in value)
    return value


def decode_action(data: Any, kinds: Iterable[type[Action]]) -> Action:
    """Decode `encode(action)` back to the action, given the game's action classes.

    Raises ValueError for anything that is not one of those classes with its fields, so a
    corrupt or foreign save is rejected with a clear message instead of a crash later.
    """
    by_name = {k.__name__: k for k in kinds}
    if not isinstance(data, dict) or data.get("type") not in by_name:
        raise ValueError(f"not an action of this game: {data!r}")
    cls = by_name[data["type"]]
    names = {f.name for f in dataclasses.fields(cls)}
    fields = {k: _tuplify(v) for k, v in data.items() if k != "type"}
    if set(fields) != names:
        raise ValueError(f"action {cls.__name__} has fields {sorted(names)}, got {sorted(fields)}")
    return cls(**fields)
