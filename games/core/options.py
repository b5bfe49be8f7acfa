"""House rules: every option a game's rules know, declared once as data.

A game declares its options in its `options.py` beside its presets (pure Python, loaded with
its spec, so the menu can say them without loading the rules): each option's name, the
values it takes, its default, its picture and translation key, what it needs or forbids
while it is in play, and how it narrows the number of players. The setup's rules page, the
command line (`--option name=value`), the rules' own checks, the how-to and the tests all
read this one declaration, so an option cannot be playable in one place and missing in
another.

Translations of an option live under its `key`: `key` is its name, `key.about` a few words
on what it does (`key.about.off`: what the game is without it, said while it is off), and
its values' words are `key.on` / `key.off` (true or false), `key.<value>` (a word of its
own: `named`), else `key.value` with `{value}` filled in;
`key.line`, if given, is how a changed value is said in the one line of house rules,
`{value}` its words ("{value} to memorise"; "{value}" where they name the option
themselves), else the line says the option's name beside them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from types import MappingProxyType
from typing import Any, NamedTuple, TypeVar

T = TypeVar("T")
RANDOM = "random"  # who starts: drawn by the table
BOOL_WORDS = {
    "true": True,
    "yes": True,
    "on": True,
    "1": True,
    "false": False,
    "no": False,
    "off": False,
    "0": False,
}


class OptionsError(ValueError):
    """An unknown preset, option or value; the message is shown to the user as is."""


class Tie(NamedTuple):
    """While an option is in play, another must hold one of `values` (or, with `forbid`,
    must not). `reason` is the translation key a player reads on the setup's rules page;
    `note` says the same in one English line for the command line. A tie that `yields`
    never stops the other option from changing: the option in play goes back to its
    neutral value instead (who deals first means nothing once the house deals)."""

    other: str
    values: tuple[Any, ...]
    reason: str
    note: str
    forbid: bool = False
    yields: bool = False

    def broken(self, value: Any) -> bool:
        return (value in self.values) == self.forbid


class Option(NamedTuple):
    """One option of a game's rules. `values` are the stops touch steps through, in order;
    `span` (numbers only) widens what records and the command line may give to any number
    in it. `off` is the value with which the option's rule is out of play (its default
    unless said): ties apply, and the how-to teaches it, only while it is on."""

    name: str
    default: Any
    values: tuple[Any, ...]
    picture: str
    key: str
    span: tuple[float, float] | None = None
    off: Any = None
    ties: tuple[Tie, ...] = ()
    players: Mapping[Any, tuple[int, ...]] = MappingProxyType({})
    seats: bool = False  # who starts: a seat number is a value too
    named: tuple[Any, ...] = ()  # values with words of their own (`key.<value>`)
    teach: bool = True  # the how-to teaches it (timings and seats are shown, not taught)
    # People choose it (the setup's rules page shows it, the rules line says it changed).
    # False: a version of a rule that changed after games were kept (Tamega's start squares
    # on two boards), nobody's choice: its default is the old way, so a record or a kept game
    # made before it replays as it was played, and the presets set the new way.
    shown: bool = True

    @property
    def neutral(self) -> Any:
        return self.default if self.off is None else self.off

    def is_on(self, value: Any) -> bool:
        return value != self.neutral

    @property
    def look(self) -> str:
        """How the rules page switches it: a toggle, − and + steps, a tap cycling, or
        (who starts) a way to cycle and the seats to tap."""
        if self.seats:
            return "seats"
        if isinstance(self.default, bool):
            return "toggle"
        if self.span is not None or all(_number(v) for v in self.values):
            return "steps"
        return "cycle"

    def allows(self, value: Any, players: int | None = None) -> bool:
        if isinstance(self.default, bool):
            return isinstance(value, bool)
        if self.seats and _whole(value):
            return 0 <= value < (players if players is not None else 8)
        if self.span is not None:
            return _number(value) and self.span[0] <= value <= self.span[1]
        return any(value == v and type(value) is type(v) for v in self.values)

    def parse(self, text: str, players: int | None = None) -> Any:
        """A value typed on the command line (a seat counted from 1, as people count)."""
        word = text.strip().lower()
        named = {str(v).lower(): v for v in self.values if isinstance(v, str)}
        value: Any = named.get(word, word)
        if isinstance(self.default, bool):
            value = BOOL_WORDS.get(word, text)
        elif word in named:
            pass
        elif self.seats and word.isdigit():
            value = int(word) - 1
        elif _number(self.default) or self.span is not None or all(map(_number, self.values)):
            value = _parse_number(word)
        if value is None or not self.allows(value, players):
            raise OptionsError(f"{self.name} must be {self.choices(players)}, not {text!r}")
        return value

    def choices(self, players: int | None = None) -> str:
        """The values it takes, in words for the command line's help and errors."""
        if isinstance(self.default, bool):
            return "true or false"
        named = [str(v) for v in self.values if not _whole(v) or not self.seats]
        if self.seats:
            named.append(f"a seat from 1 to {players or 8}")
        if self.span is not None:
            low, high = (f"{v:g}" for v in self.span)
            return f"a number from {low} to {high} (such as {', '.join(named)})"
        return " or ".join([", ".join(named[:-1]), named[-1]] if len(named) > 1 else named)

    def step(self, value: Any, by: int) -> Any:
        """The next stop up or down from `value` (a value between stops goes to the nearest
        stop that way); the ends stay."""
        stops = list(self.values)
        if value in stops:
            at = stops.index(value) + by
        else:
            above = [i for i, v in enumerate(stops) if _number(v) and v > value]
            at = (above[0] if above else len(stops)) - (1 if by < 0 else 0)
        return stops[max(0, min(len(stops) - 1, at))]


class OptionSet:
    """A game's options, in the order the setup shows them."""

    def __init__(self, *options: Option) -> None:
        self.options = {option.name: option for option in options}

    @classmethod
    def from_presets(cls, presets: Mapping[str, Mapping[str, Any]]) -> OptionSet:
        """For a game that declares none (the tests' toy game): each preset key is an
        option taking the values the presets give it."""
        names = dict.fromkeys(key for values in presets.values() for key in values)
        seen = {n: tuple(dict.fromkeys(p[n] for p in presets.values() if n in p)) for n in names}
        first = next(iter(presets.values()), {})
        return cls(*(Option(n, first.get(n, seen[n][0]), seen[n], "⚙️", n) for n in names))

    def __iter__(self) -> Iterator[Option]:
        return iter(self.options.values())

    def __contains__(self, name: object) -> bool:
        return name in self.options

    def __getitem__(self, name: str) -> Option:
        return self.options[name]

    @property
    def names(self) -> list[str]:
        return list(self.options)

    def defaults(self) -> dict[str, Any]:
        return {option.name: option.default for option in self}

    def read(self, options: Mapping[str, Any], kind: Callable[..., T]) -> T:
        """`options` as the game's typed options (`kind`: a named tuple with a field for
        each option declared here), every value given or else its declared default: the
        one way the rules and the scenes read an option, so no default is written twice.
        A named tuple, not a dataclass: the menu loads every game's options, and a frozen
        dataclass takes far longer to make at start-up (docs/performance.md)."""
        return kind(**self.full(options))

    def full(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Every option's value: those given, the defaults for the rest (a record or a
        preset lists only what it sets)."""
        return {**self.defaults(), **{k: v for k, v in options.items() if k in self.options}}

    def known(self, name: str, game: str = "") -> Option:
        if name not in self.options:
            choose = ", ".join(self.options) or "none"
            where = f" for {game}" if game else ""
            raise OptionsError(f"unknown option {name!r}{where} (choose from {choose})")
        return self.options[name]

    def clash(self, options: Mapping[str, Any], name: str | None = None) -> tuple[str, Tie] | None:
        """The first tie broken by these options, as (the option in play, its tie); with
        `name`, only ties that option takes part in."""
        full = self.full(options)
        for option in self:
            if not option.is_on(full[option.name]):
                continue
            for tie in option.ties:
                involved = name is None or name == option.name
                involved |= name == tie.other and not tie.yields
                if involved and tie.other in full and tie.broken(full[tie.other]):
                    return option.name, tie
        return None

    def settle(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """`options` with every option whose yielding tie is broken back at its neutral
        value (the setup's choices after another option changed)."""
        settled = dict(options)
        full = self.full(settled)
        for option in self:
            yielded = any(t.yields and t.broken(full.get(t.other)) for t in option.ties)
            if yielded and option.is_on(full[option.name]):
                settled[option.name] = option.neutral
        return settled

    def blocked(self, options: Mapping[str, Any], name: str, value: Any) -> tuple[str, Tie] | None:
        """Why `name` may not be set to `value` with the others as they are (None: it may)."""
        return self.clash({**self.full(options), name: value}, name)

    def counts(self, options: Mapping[str, Any], low: int, high: int) -> list[int]:
        """The numbers of players these options allow, within the game's own range."""
        full = self.full(options)
        allowed = set(range(low, high + 1))
        for option in self:
            if full[option.name] in option.players:
                allowed &= set(option.players[full[option.name]])
        return sorted(allowed)

    def check(self, options: Mapping[str, Any], players: int | None = None, game: str = "") -> None:
        """Refuse an unknown option, a value it does not take or a combination the rules
        forbid, with a message for people (the player count is the spec's to check)."""
        for name, value in options.items():
            if name != "preset" and not self.known(name, game).allows(value, players):
                option = self.options[name]
                said = value + 1 if option.seats and _whole(value) else repr(value)
                raise OptionsError(f"{name} must be {option.choices(players)}, not {said}")
        clash = self.clash(options)
        if clash is not None:
            name, tie = clash
            raise OptionsError(f"{name}={_said(options[name])} {tie.note}")

    def changed(self, options: Mapping[str, Any], base: Mapping[str, Any]) -> list[str]:
        """The options people chose that differ from `base`'s (a preset), in declared order
        (a version is nobody's choice: an old kept game plays its own, unsaid)."""
        mine, theirs = self.full(options), self.full(base)
        return [o.name for o in self if o.shown and mine[o.name] != theirs[o.name]]

    def fit(self, options: Mapping[str, Any], players: int) -> dict[str, Any]:
        """`options` with a chosen seat past the last seat back at its default (fewer
        players were chosen after it)."""
        fitted = dict(options)
        for option in self:
            value = fitted.get(option.name)
            if option.seats and _whole(value) and value >= players:
                fitted[option.name] = option.default
        return fitted


def starter_option(rule: Any, words: str = "option.starter", ties: Iterable[Tie] = ()) -> Option:
    """Who starts: the rule book's way (`rule`: a named way such as "random" or
    "highest", or a seat such as MemoDiXe's youngest, whose seat is then chosen), at
    random, or a seat chosen at setup. Records keep it among the options, so they replay."""
    ways = tuple(dict.fromkeys(([] if _whole(rule) else [rule]) + [RANDOM]))
    return Option(
        "starter",
        rule,
        ways,
        "⭐",
        words,
        seats=True,
        named=ways,
        ties=tuple(ties),
        teach=False,
    )


def chosen_seat(starter: Any, players: int) -> int | None:
    """The seat the setup chose to start (a starter option's value), if it chose one."""
    return starter if _whole(starter) and 0 <= starter < players else None


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _parse_number(word: str) -> int | float | None:
    try:
        number = float(word)
    except ValueError:
        return None
    return int(number) if number.is_integer() and "." not in word else number


def _said(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)
