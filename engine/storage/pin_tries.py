"""Wrong PIN tries and the wait they earn, kept across restarts.

All 10,000 four-digit PINs could once be tried from a keyboard, one a frame, and a restart
gave a guesser five free tries again. Now five wrong tries are free (a slip of the finger),
each further one waits `FIRST_WAIT` seconds, doubling up to `LONGEST_WAIT`, and the count
and the moment the wait ends (by the wall clock, which a restart keeps) are kept in the
data folder (`pin_tries.json`), durably and for their owner alone, and read strictly. A
try is counted as wrong, and kept, before its answer is known (`Backoff.ahead`): pulling
the plug while a PIN is checked wins nothing. A file that cannot be read as tries is set
aside and the free tries count as spent: damaging it gives no one more of them.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass
from pathlib import Path

from engine.storage.disk import write_private
from engine.storage.journal import parse_json, read_bounded
from engine.storage.settings import data_dir, set_aside
from engine.storage.strict import read_value

_log = logging.getLogger(__name__)
FREE_TRIES = 5
FIRST_WAIT = 30.0
LONGEST_WAIT = 3600.0
MOST = 10**6  # wrong tries a file may say (more is no count this app wrote)


def tries_path() -> Path:
    return data_dir() / "pin_tries.json"


def earned(wrong: int) -> float:
    """The wait `wrong` tries in a row earn, in seconds."""
    if wrong < FREE_TRIES:
        return 0.0
    return min(LONGEST_WAIT, FIRST_WAIT * 2 ** min(wrong - FREE_TRIES, 20))


@dataclass(frozen=True)
class Tries:
    """Wrong tries in a row, and when (`time.time()`) the wait they earned ends."""

    wrong: int = 0
    until: float = 0.0


def read_tries(path: Path) -> Tries:
    """The tries kept at `path` (none kept: none made)."""
    if not path.exists():
        return Tries()
    try:
        raw = parse_json(read_bounded(path, 4096))
        if not isinstance(raw, dict) or set(raw) != {"wrong", "until"}:
            raise ValueError("not PIN tries")
        wrong = read_value("wrong", 0, raw["wrong"])
        until = read_value("until", 0.0, raw["until"])
        if not 0 <= wrong <= MOST:
            raise ValueError(f"wrong must be 0 to {MOST}, not {wrong}")
    except (OSError, ValueError) as error:
        set_aside(path, str(error))
        return Tries(FREE_TRIES, 0.0)
    return Tries(wrong, until)


def write_tries(tries: Tries, path: Path) -> None:
    """Keep `tries` at `path`, durably; a disk that refuses is logged (the tries in memory
    still hold until the app stops)."""
    try:
        write_private(path, json.dumps({"wrong": tries.wrong, "until": tries.until}).encode())
    except OSError as error:
        _log.warning("cannot keep the PIN's wrong tries: %s", error)


@dataclass
class Backoff:
    """Wrong PIN tries and the wait they have earned (`until`: on the app's clock), kept
    at `path` (None: in memory only)."""

    wrong: int = 0
    until: float = 0.0
    path: Path | None = None

    @classmethod
    def kept(cls, now: float, path: Path) -> Backoff:
        """The tries kept at `path`, their wait going on from where it was (never longer
        than they earn, whatever the clock did meanwhile)."""
        tries = read_tries(path)
        left = min(max(0.0, tries.until - time.time()), earned(tries.wrong))
        return cls(tries.wrong, now + left if left > 0 else 0.0, path)

    def wait(self, now: float) -> float:
        """Seconds before the next try is taken (0: now)."""
        return max(0.0, self.until - now)

    def ahead(self) -> Tries:
        """The tries as they stand if the one being checked is wrong (kept before its
        answer is known)."""
        return Tries(self.wrong + 1, time.time() + earned(self.wrong + 1))

    def keep(self, tries: Tries) -> None:
        """Keep `tries` durably (called off the frame: it waits for the disk)."""
        if self.path is not None:
            write_tries(tries, self.path)

    def missed(self, now: float) -> None:
        self.wrong += 1
        if self.wrong >= FREE_TRIES:
            self.until = now + earned(self.wrong)

    def reset(self) -> Tries:
        """The right PIN: no wrong tries (what to keep now is returned)."""
        self.wrong, self.until = 0, 0.0
        return Tries()
