"""A game's options in the players' words: an option's name, its value, a few words on what
it does, why it cannot be chosen now, and the one line that says how a game is played
("Classic + 40 cards, cards only") on the Resume tile, the results and the review.

Pure words (no pygame): `python main.py review` prints them without a screen. The words
live under each option's translation key (games/core/options.py says how)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.i18n import has, mid_sentence, number, tr
from games.core.options import Option, Tie
from games.core.registry import GameSpec

SeatWords = Callable[[int], str]  # a seat's name as the table says it


def option_name(option: Option) -> str:
    return tr(option.key)


def about(option: Option, value: Any = None) -> str:
    """A few words on what the option does, true of `value`: an option out of play says
    what the game is without it (`key.about.off`: "Cards only: no coins change hands."),
    never what it would do if it were on."""
    if value is not None and not option.is_on(value) and has(f"{option.key}.about.off"):
        return tr(f"{option.key}.about.off")
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
    return [line_words(declared[n], full[n], seat) for n in declared.changed(options, base)]


def line_words(option: Option, value: Any, seat: SeatWords | None = None) -> str:
    """How a changed value is said in the rules line, always naming what it changes: an
    option that is only on or off by its name ("Two pawns each"; "Glow hints: off"), a
    seat by its own words ("Red starts"), any other value inside the option's `key.line`
    where its words say what they are about by themselves ("{value}": "With coins") or
    say what they count ("{value} to memorise"), else after the option's name ("Hand
    cap: 8 cards"). Said in the middle of the line, as the language writes it there."""
    if option.seats and isinstance(value, int) and not isinstance(value, bool):
        return value_words(option, value, seat)  # begins with a name: kept as it is
    if isinstance(value, bool) and not has(f"{option.key}.{'on' if value else 'off'}"):
        said = option_name(option) if value else _pair(option, tr("option.off"))
    elif has(f"{option.key}.line"):
        said = tr(f"{option.key}.line", value=mid_sentence(value_words(option, value)))
    else:
        said = _pair(option, value_words(option, value))
    return mid_sentence(said)


def _pair(option: Option, words: str) -> str:
    return tr("rules.pair", name=option_name(option), value=mid_sentence(words))


def rules_count(spec: GameSpec, options: Mapping[str, Any]) -> str:
    """The preset's name and how many house rules were changed from it ("Classic + 6
    house rules"), where the whole line would be too long for its place (a Resume card);
    "" where fewer than two were."""
    preset = str(options.get("preset", next(iter(spec.presets))))
    name = tr(f"preset.{preset}") if has(f"preset.{preset}") else preset
    count = len(changes(spec, options, None))
    return tr("rules.changed", preset=name, count=count) if count > 1 else ""


def rules_line(spec: GameSpec, options: Mapping[str, Any], seat: SeatWords | None = None) -> str:
    """The preset's name, and what was changed from it: "Classic + 8 cards, the table
    deals, 60 seconds to memorise"."""
    preset = str(options.get("preset", next(iter(spec.presets))))
    name = tr(f"preset.{preset}") if has(f"preset.{preset}") else preset
    changed = changes(spec, options, seat)
    return tr("rules.line", preset=name, changes=", ".join(changed)) if changed else name
