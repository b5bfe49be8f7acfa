"""The journal format: a header line, then one JSON line per entry, read a line at a time.

Rewriting a whole game record on every move grows with the game (12 ms at the end of a
long Memorandum, inside the frame). A journal appends one short line per move instead, so a
save costs the same at move 3,000 as at move 3 (how it is written: `engine/storage/appender.py`).

Reading is per line and strict: each line is decoded and parsed on its own, so bytes that
are not UTF-8 in a torn last line are dropped with that line and damage nothing else; numbers
JSON cannot hold exactly (`1e999`, `Infinity`, `NaN`) and nesting deep enough to exhaust the
parser are refused as unreadable rather than raised as an overflow or a recursion error.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

MAX_BYTES = 16 * 1024 * 1024  # a long Memorandum journals well under 1 MB


class JournalError(ValueError):
    """A journal that cannot be read: damaged somewhere other than its last line."""


@dataclass
class JournalContents:
    header: dict[str, Any]
    entries: list[dict[str, Any]]
    torn: bool  # an unreadable last line was dropped
    whole: int  # bytes of whole, readable lines: where the next line may be appended
    ends_line: bool  # the last of them ends with its newline (else one is owed first)


def encode_line(data: dict[str, Any]) -> bytes:
    return (json.dumps(data, separators=(",", ":")) + "\n").encode("utf-8")


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a record may hold")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text} is too large a number")
    return value


def parse_json(raw: bytes | str) -> Any:
    """Strict JSON: non-finite numbers and runaway nesting raise ValueError, as bad syntax does."""
    try:
        return json.loads(raw, parse_constant=_refuse_constant, parse_float=_finite)
    except RecursionError:
        raise ValueError("nested too deeply") from None


def _parse_line(raw: bytes) -> dict[str, Any] | None:
    try:
        value = parse_json(raw.decode("utf-8"))
    except ValueError:  # JSONDecodeError and UnicodeDecodeError are both ValueErrors
        return None
    return value if isinstance(value, dict) else None


def read_journal(data: bytes) -> JournalContents:
    """The header and entries; a torn last line is left out, any other damage raises. A
    last line that reads whole is kept even before its newline reached the disk."""
    lines: list[tuple[dict[str, Any] | None, int, bool]] = []  # entry, end offset, newline
    offset = 0
    pieces = data.split(b"\n")
    for number, raw in enumerate(pieces):
        newline = number < len(pieces) - 1
        offset += len(raw) + newline
        if newline or raw.strip():  # blanks after the last newline are nothing
            lines.append((_parse_line(raw), offset, newline))
    torn = bool(lines) and lines[-1][0] is None
    if torn:
        lines.pop()
    if not lines:
        raise JournalError("the file is empty")
    damaged = [number for number, (entry, _, _) in enumerate(lines) if entry is None]
    if damaged:
        raise JournalError(f"line {damaged[0] + 1} is damaged")
    entries = [entry for entry, _, _ in lines]
    _, whole, newline = lines[-1]
    return JournalContents(entries[0], entries[1:], torn, whole, newline)  # type: ignore[arg-type]


def read_bounded(path: Path, limit: int = MAX_BYTES) -> bytes:
    """A file's bytes, refusing one larger than `limit` (a device such as /dev/zero never
    ends: this reads at most `limit` + 1 bytes of it)."""
    with open(path, "rb") as file:
        data = file.read(limit + 1)
    if len(data) > limit:
        raise ValueError(f"it is larger than {limit // (1024 * 1024)} MB")
    return data
