"""Games set up with their options changed, for the tests that run over the options: each
option alone (every value it takes, on top of the first preset that allows it, with what it
needs set too) and random combinations the rules allow (a hypothesis strategy)."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from games.core.options import Option
from games.core.registry import GameSpec, OptionsError


def with_value(spec: GameSpec, name: str, value: Any) -> dict[str, Any] | None:
    """The first preset's options with `name` set to `value` and whatever the value
    needs set too (a hand cap needs the house dealer); None if no preset allows it."""
    for preset in spec.presets:
        changes = _needed(spec, preset, name, value)
        if changes is not None:
            return spec.options(preset, **changes)
    return None


def _needed(spec: GameSpec, preset: str, name: str, value: Any) -> dict[str, Any] | None:
    declared = spec.choices
    changes = {name: value}
    for tie in declared[name].ties if declared[name].is_on(value) else ():
        other = declared[tie.other]
        if tie.forbid:
            changes[tie.other] = other.neutral
        else:
            changes[tie.other] = tie.values[0]
    options = spec.options(preset, **changes)
    if declared.clash(options) is not None or declared.settle(options) != options:
        return None
    return changes


def values_alone(option: Option) -> list[Any]:
    """The values that change the game: every value a toggle or choice takes (who starts:
    its ways and the first two seats); of a number, its two ends and the values with words
    of their own (Memorandum's 40, 52 and 54), the default left out."""
    values: tuple[Any, ...] = option.values
    if option.look == "steps":
        values = (values[0], *option.named, values[-1])
    seats = (0, 1) if option.seats else ()
    return [v for v in dict.fromkeys((*values, *seats)) if v != option.default]


def alone(spec: GameSpec) -> list[tuple[str, Any, dict[str, Any]]]:
    """(option, value, options) for every value of every option."""
    cases = []
    for option in spec.choices:
        for value in values_alone(option):
            options = with_value(spec, option.name, value)
            if options is not None:
                cases.append((option.name, value, options))
    return cases


def counts(spec: GameSpec, options: dict[str, Any]) -> list[int]:
    """The player counts these options set up with (a seat chosen to start sits there)."""
    found = []
    for players in spec.player_counts(options):
        try:
            spec.check_players(players, options)
        except OptionsError:
            continue
        found.append(players)
    return found


@st.composite
def combination(draw, spec: GameSpec) -> tuple[dict[str, Any], int]:
    """Options drawn one by one from the values touch offers (a value the others forbid is
    skipped), on a preset drawn first, and a player count they allow."""
    declared = spec.choices
    preset = draw(st.sampled_from(list(spec.presets)))
    chosen: dict[str, Any] = {}
    for option in declared:
        value = draw(st.sampled_from([*option.values, *([0, 1] if option.seats else [])]))
        trial = spec.options(preset, **{**chosen, option.name: value})
        if declared.clash(trial) is None and counts(spec, trial):
            chosen[option.name] = value
    options = spec.options(preset, **chosen)
    return options, draw(st.sampled_from(counts(spec, options)))
