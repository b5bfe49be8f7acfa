"""`--option NAME=VALUE` on the command line (`play`, `simulate`, `shot`): any option a
game's rules know, on top of the chosen preset, repeatable. The names, values and ties come
from the game's declaration (games/<game>/options.py), as on the setup's rules page, so an
unknown name, a bad value or a combination the rules forbid is refused in one line."""

from __future__ import annotations

import argparse
import textwrap
from typing import Any

from games.core.options import Option
from games.core.registry import GameSpec, all_games


def option_pair(text: str) -> tuple[str, str]:
    name, sep, value = text.partition("=")
    if not sep or not name.strip() or not value.strip():
        raise argparse.ArgumentTypeError(
            f"--option takes name=value, such as pack=40, not {text!r}"
        )
    return name.strip(), value.strip()


def add_option_argument(parser: argparse.ArgumentParser) -> None:
    """`--option`, and the list of every game's options at the end of the command's help."""
    parser.add_argument(
        "--option",
        type=option_pair,
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a house rule on top of the preset, such as pack=40 (repeatable; listed below)",
    )
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.epilog = options_help()


def parse_options(spec: GameSpec, pairs: list[tuple[str, str]]) -> dict[str, Any]:
    """The options given, each as its declared type (a seat counted from 1 as people count
    it); an unknown name or a value the option does not take raises OptionsError."""
    chosen: dict[str, Any] = {}
    for name, text in pairs:
        option = spec.choices.known(name, spec.title)
        chosen[name] = option.parse(text)
    return chosen


def options_help() -> str:
    """Every game's options with the values each takes (the preset gives the rest)."""
    lines = ["house rules, per game (--option NAME=VALUE; the preset sets the others):"]
    for spec in all_games():
        said = ", ".join(f"{o.name}={_values(o)}" for o in spec.choices)
        lines += textwrap.wrap(
            f"{spec.id}: {said}", 96, initial_indent="  ", subsequent_indent="      "
        )
    lines.append("  (SEAT: who starts, a seat counted from 1)")
    return "\n".join(lines)


def _values(option: Option) -> str:
    if isinstance(option.default, bool):
        return "true|false"
    if option.seats:
        return "|".join([*(str(v) for v in option.values), "SEAT"])
    if option.span is not None:
        low, high = option.span
        return f"{low:g}..{high:g}"
    return "|".join(str(v) for v in option.values)
