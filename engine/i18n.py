"""Every visible text in English, French, Dutch and German.

Texts are looked up by key with `tr("menu.play")`. Catalogues live in
`assets/i18n/<lang>.json` (the shell) and `assets/i18n/<game>.<lang>.json` (each game's own
texts, so games never edit a shared file), read as package data; a test scans the code for
`tr("...")` keys and fails if any key lacks a translation in any language. A missing key at
run time shows the English text (or the key) instead of crashing.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import Any

LANGUAGES = ("en", "fr", "nl", "de")
LANGUAGE_NAMES = {"en": "English", "fr": "Français", "nl": "Nederlands", "de": "Deutsch"}
CATALOGUE_DIR: Traversable = files("assets") / "i18n"

# Each language's plural rule for what it counts, as CLDR says it for whole numbers and
# the halves the scores show: French says "0 point" and "1,5 point", the others use their
# singular for exactly one. A count's singular text is the key's ".one".
ONE: dict[str, Callable[[float], bool]] = {
    "en": lambda n: n == 1,
    "fr": lambda n: 0 <= abs(n) < 2,
    "nl": lambda n: n == 1,
    "de": lambda n: n == 1,
}
# How a percentage is written: French and German set the sign apart with a space that never
# breaks a line ("94 %"), English and Dutch write it close ("94%").
PERCENT = {"en": "{n}%", "fr": "{n}\u00a0%", "nl": "{n}%", "de": "{n}\u00a0%"}
DECIMAL = {"en": ".", "fr": ",", "nl": ",", "de": ","}
# Whether words that start a sentence of their own start lower case in the middle of one
# (a list after a colon or a comma): English, French and Dutch do; German keeps its
# capitals, which most of its words that start a phrase (nouns) need anyway.
LOWER_MID_SENTENCE = {"en": True, "fr": True, "nl": True, "de": False}

_log = logging.getLogger(__name__)
_catalogues: dict[str, dict[str, str]] = {}
_current = "en"


def catalogue_files(lang: str) -> list[Traversable]:
    """The shell's catalogue of `lang`, then each of its other catalogues by name."""
    others = [f for f in CATALOGUE_DIR.iterdir() if f.name.endswith(f".{lang}.json")]
    return [CATALOGUE_DIR / f"{lang}.json", *sorted(others, key=lambda f: f.name)]


def catalogue(lang: str) -> dict[str, str]:
    if lang not in _catalogues:
        merged: dict[str, str] = {}
        for path in catalogue_files(lang):
            try:
                merged.update(json.loads(path.read_text(encoding="utf-8")))
            except (OSError, ValueError) as error:
                _log.warning("cannot read %s: %s", path, error)
        _catalogues[lang] = merged
    return _catalogues[lang]


def set_language(lang: str) -> None:
    global _current
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r} (choose from {', '.join(LANGUAGES)})")
    _current = lang


def language() -> str:
    return _current


def has(key: str) -> bool:
    """Whether `key` has a text (in the current language or in English)."""
    return bool(catalogue(_current).get(key) or catalogue("en").get(key))


def game_title(game_id: str, fallback: str) -> str:
    """A game's title as the players' language knows it (`<game>.title` in the game's own
    catalogue: a published local title where there is one); `fallback` (the spec's
    title) for a game with no catalogue, such as the tests' toy game."""
    key = f"{game_id.replace('-', '_')}.title"
    return tr(key) if has(key) else fallback


def tr(key: str, **values: Any) -> str:
    """The text for `key` in the current language, with `{name}` fields filled in. A
    `count` field is a number of something: its singular text (`<key>.one`) is chosen
    by the language's plural rule (`count_key`)."""
    count = values.get("count")
    if isinstance(count, int | float) and not isinstance(count, bool):
        key = count_key(key, count)
    text = catalogue(_current).get(key) or catalogue("en").get(key) or key
    try:
        return text.format(**values) if values else text
    except (KeyError, IndexError, ValueError):
        return text


def count_key(key: str, number: float) -> str:
    """`key`, or its singular `<key>.one` where the language says `number` is one (and has
    a singular text for it)."""
    own = catalogue(_current)
    texts = own if key in own else catalogue("en")  # the language that says `key`
    return f"{key}.one" if ONE[_current](number) and f"{key}.one" in texts else key


def number(value: float) -> str:
    """`value` written as the language writes numbers: "1.4" in English, "1,4" in the
    others (whole numbers as they are)."""
    return f"{value:g}".replace(".", DECIMAL[_current])


def mid_sentence(text: str) -> str:
    """`text` (a catalogue's text, written to stand alone) as the language writes it in the
    middle of a sentence: "The table deals" after a comma is "the table deals". A first
    word with other capitals ("ALL FIVE", "DiXe!") is a name and keeps them."""
    first = text.split(" ", 1)[0]
    if not LOWER_MID_SENTENCE[_current] or any(char.isupper() for char in first[1:]):
        return text
    return text[:1].lower() + text[1:]


def percent(value: float) -> str:
    """`value` as a percentage, written as the language writes it."""
    return PERCENT[_current].format(n=number(value))
