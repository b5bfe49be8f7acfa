"""User settings and the data directory, robust to corrupt or foreign files.

A settings file that cannot be read is moved aside (`settings.json.bad-<time>`) with a
message the menu shows once, and defaults are used: a broken file never stops the app.
Values are read strictly (engine/storage/strict.py): one of the wrong kind ("false" for a
switch, Infinity for a number of seconds) is refused, the file is set aside with the reason
and that setting takes its default, the others keep theirs. The operator's PIN is kept
hashed (engine/storage/pin.py); a plain `kiosk_pin` from older versions is hashed on reading,
and an invalid one is reported (`kiosk.pin_invalid`), never replaced by a guessable default.
The message is kept as a translation key: settings are read before the language is known.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import logging
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import platformdirs

from engine.storage.disk import owner_only, write_private
from engine.storage.journal import parse_json, read_bounded
from engine.storage.strict import read_value

_log = logging.getLogger(__name__)
ORIENTATIONS = ("table", "tablet")
MAX_SETTINGS_BYTES = 1024 * 1024
CLOCK_FACTORS = (1.0, 1.5, 2.0)  # longer clocks: memorise, claim and turn clocks times this


def data_dir(make: bool = True) -> Path:
    """Where settings, saves and logs live (MEMOTABLE_DATA_DIR overrides, for tests); made
    unless `make` is off (a caller on the frame that only compares where it is)."""
    override = os.environ.get("MEMOTABLE_DATA_DIR")
    path = Path(override) if override else Path(platformdirs.user_data_dir("memotable", False))
    if make:
        path.mkdir(parents=True, exist_ok=True)
    return path


@dataclass
class Settings:
    sound: bool = True
    volume: float = 0.8
    fullscreen: bool = False
    orientation: str = "table"  # "table": panels on every edge; "tablet": all at the bottom
    privacy: bool = True  # hands shown only while their owner holds a finger on them
    language: str = "en"
    idle_seconds: int = 90  # attract mode after this long without a touch
    kiosk_pin_hash: str = ""  # the operator's PIN, salted and hashed; "" until one is chosen
    finger_timeout: int = 60  # a finger silent this long lost its up (unless a scene keeps it)
    howto_seen: list[str] = field(default_factory=list)  # games whose first start taught them
    # Phones as private hands (docs/phones.md): on or off, where the server listens ("":
    # this table's own address on its network) and the Wi-Fi whose code the corners show.
    phones: bool = False
    phones_address: str = ""
    phones_port: int = 8765
    phones_wifi: str = ""
    phones_wifi_password: str = ""
    # The event's hub this table reports to (docs/events.md): on or off, its address ("":
    # none), the event's key, and what the hub's pages call this table ("": the machine's).
    hub_reporting: bool = False
    hub_url: str = ""
    hub_key: str = ""
    hub_name: str = ""

    # --- the table's hardware and its players (docs/tables.md) ---------------------------
    touch_axes: dict[str, list[str]] = field(default_factory=dict)  # device -> axis words
    tuio: str = ""  # "[HOST:]PORT": TUIO cursors over UDP (off when empty)
    calm_motion: bool = False  # no shakes, flights, spins or pulses
    longer_clocks: float = 1.0  # memorise, claim and turn clocks times this (CLOCK_FACTORS)
    peek_by_tap: bool = False  # a tap shows a hidden hand a while, instead of holding
    bigger_words: bool = False  # every text 1.25 times as big
    notices: list[str] = field(default_factory=list, repr=False, compare=False)  # i18n keys

    def validated(self) -> Settings:
        """Values out of range fall back to defaults rather than breaking layout or sound."""
        defaults = Settings()
        if self.orientation not in ORIENTATIONS:
            self.orientation = defaults.orientation
        if self.language not in ("en", "fr", "nl", "de"):
            self.language = defaults.language
        if not 0.0 <= float(self.volume) <= 1.0:
            self.volume = defaults.volume
        if not 10 <= int(self.idle_seconds) <= 3600:
            self.idle_seconds = defaults.idle_seconds
        if not 5 <= int(self.finger_timeout) <= 600:
            self.finger_timeout = defaults.finger_timeout
        self.howto_seen = list(dict.fromkeys(g for g in self.howto_seen if isinstance(g, str)))
        if not 1024 <= int(self.phones_port) <= 65535:
            self.phones_port = defaults.phones_port
        self._validate_table()
        return self

    def _validate_table(self) -> None:
        """The hardware, accessibility and event settings: an unknown value is the default."""
        if float(self.longer_clocks) not in CLOCK_FACTORS:
            self.longer_clocks = 1.0
        self.touch_axes = {
            str(device): [str(word) for word in words]
            for device, words in self.touch_axes.items()
            if isinstance(words, list)
        }
        if self.tuio and tuio_address(self.tuio) is None:
            self.tuio = ""
        if self.hub_url or self.hub_key:  # an event's: its reading loads with it
            from engine.hub import wire

            self.hub_url = wire.hub_url(self.hub_url) or ""
            if self.hub_key and not wire.good_key(self.hub_key):
                self.hub_key = ""
        self.hub_name = "".join(ch for ch in self.hub_name if ch.isprintable()).strip()[:40]

    def first_start(self, game_id: str) -> bool:
        """Has this game never been started here? Its first start opens the how-to."""
        return game_id not in self.howto_seen

    def mark_taught(self, game_id: str) -> None:
        """The how-to of a first start was finished or skipped: never again on its own."""
        if self.first_start(game_id):
            self.howto_seen.append(game_id)


def tuio_address(text: str, host: str = "127.0.0.1") -> tuple[str, int] | None:
    """ "[HOST:]PORT" as (host, port), localhost unless a host is given; None if unreadable.
    Port 0 asks for any free port (tests)."""
    name, _, port = str(text).strip().rpartition(":")
    if not port.isdigit() or not 0 <= int(port) <= 65535:
        return None
    return (name.strip("[]") or host, int(port))


def _fields() -> dict[str, dataclasses.Field]:
    return {f.name: f for f in dataclasses.fields(Settings) if f.name != "notices"}


def set_aside(path: Path, reason: str, tag: str = "bad") -> Path:
    """Move a file out of the way as `<name>.<tag>-<time>` (an unreadable one is "bad"),
    where an operator can still find it; the reason goes to the log, not the players."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{tag}-{stamp}")
    copies = 1
    while target.exists():  # two files set aside in one second keep both
        copies += 1
        target = path.with_name(f"{path.name}.{tag}-{stamp}-{copies}")
    with contextlib.suppress(OSError):
        path.replace(target)
    owner_only(target)  # a settings file set aside may hold the PIN's hash
    _log.warning("%s set aside as %s (%s)", path, target.name, reason)
    return target


def load_settings(path: Path | None = None) -> Settings:
    path = path or data_dir() / "settings.json"
    if not path.exists():
        return Settings()
    owner_only(path)  # written for everyone to read by an older version: the owner's now
    try:
        raw: Any = parse_json(read_bounded(path, MAX_SETTINGS_BYTES))
        if not isinstance(raw, dict):
            raise ValueError("not a settings object")
    except (OSError, ValueError) as error:
        settings = Settings()
        set_aside(path, str(error))
        settings.notices.append("settings.damaged")
        return settings
    values, refused = _read_values(raw)
    wrong_pin = _read_pin(values, raw.get("kiosk_pin"))
    settings = Settings(**values).validated()
    if refused:
        settings.notices.append("settings.fixed")
    if wrong_pin:
        settings.notices.append("kiosk.pin_invalid")  # the kiosk asks the operator for one
    if refused or wrong_pin:
        set_aside(path, "; ".join([*refused, wrong_pin]).strip("; "))
    if refused or wrong_pin or "kiosk_pin" in raw:  # no plain PIN stays on the disk
        with contextlib.suppress(OSError):
            save_settings(settings, path)
    return settings


def _read_values(raw: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """The known settings of the right kind, and why each other one was refused."""
    values: dict[str, Any] = {}
    refused: list[str] = []
    defaults = Settings()
    for name in _fields():
        if name in raw:
            try:
                values[name] = read_value(name, getattr(defaults, name), raw[name])
            except ValueError as error:
                refused.append(str(error))
    return values, refused


def _read_pin(values: dict[str, Any], plain: Any) -> str:
    """Check the PIN's hash and hash the plain `kiosk_pin` of older versions into `values`;
    why the PIN found is not one, or ""."""
    stored = values.get("kiosk_pin_hash", "")
    if not stored and plain is None:
        return ""  # no PIN: its hashing loads with a kiosk's
    from engine.storage.pin import hash_pin, valid_hash, valid_pin

    if stored and not valid_hash(stored):
        values["kiosk_pin_hash"] = ""
        return "kiosk_pin_hash is not a PIN hash"
    if plain is None or stored:
        return ""
    if valid_pin(plain):
        values["kiosk_pin_hash"] = hash_pin(plain)
        return ""
    return f"kiosk_pin must be 4 to 8 digits, not {plain!r}"[:80]


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings whole and durably, for their owner alone to read (they hold the
    operator's PIN's hash: `disk.write_private`)."""
    path = path or data_dir() / "settings.json"
    data = {name: getattr(settings, name) for name in _fields()}
    write_private(path, json.dumps(data, indent=2).encode("utf-8"))
