"""A game's options in the players' words: an option's name, its value, a few words on what
it does, why it cannot be chosen now, and the one line that says how a game is played
("Classic + 40 cards, no coins") on the Resume tile, the results and the review.

Pure words (no pygame): `python main.py review` prints them without a screen. The words
live under each option's translation key (games/core/options.py says how)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.i18n import has, number, tr
from games.core.options import Option, Tie
from games.core.registry import GameSpec

SeatWords = Callable[[int], str]  # a seat's name as the table says it


def option_name(option: Option) -> str:
    return tr(option.key)


def about(option: Option) -> str:
    return tr(f"{option.key}.about")


def value_words(option: Option, value: Any, seat: SeatWords | None = None) -> str:
    """How a value is said: "With coins", "54 with Jokers", "30 s", "Blue starts"."""
    if isinstance(value, bool):
        own = f"{option.key}.{'on' if value else 'off'}"
        return tr(own) if has(own) else tr("option.on" if value else "option.off")
    if option.seats and isinstance(value, int):
        name = seat(value) if seat is not None else tr("review.seat", n=value + 1)
        return tr(f"{option.key}.seat", seat=name)
    if value in option.named:
        return tr(f"{option.key}.{value}")
    if isinstance(value, int | float):  # a number of something: the language's way
        return tr(f"{option.key}.value", value=number(value), count=value)
    return tr(f"{option.key}.value", value=value)


def reason(tie: Tie) -> str:
    return tr(tie.reason)


def changes(spec: GameSpec, options: Mapping[str, Any], seat: SeatWords | None = None):
    """The options set apart from the preset's, each as its value is said."""
    declared = spec.choices
    preset = str(options.get("preset", next(iter(spec.presets))))
    base = spec.presets.get(preset, {})
    full = declared.full(options)
    return [value_words(declared[n], full[n], seat) for n in declared.changed(options, base)]


def rules_line(spec: GameSpec, options: Mapping[str, Any], seat: SeatWords | None = None) -> str:
    """The preset's name, and what was changed from it: "Kids party + 40 cards, No cap"."""
    preset = str(options.get("preset", next(iter(spec.presets))))
    name = tr(f"preset.{preset}") if has(f"preset.{preset}") else preset
    changed = changes(spec, options, seat)
    return tr("rules.line", preset=name, changes=", ".join(changed)) if changed else name
