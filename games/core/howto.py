"""How-to pages as data: each page of a game's how-to with the options it teaches.

A game lists its pages in `games/<game>/howto.py` (`PAGES`); a page names the option values
it needs to be true (`needs`), the options whose values its words say (`fields`: "to
{target} points"), the player counts it is for (two boards, the solo game) and whether it
is for party mode or grown-ups only. `teaching` picks the pages that are true of a game as
set up, so a page never teaches a rule that is off, and a variant has a page of its own.
Pure Python: the tests check every preset and option without a screen."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from games.core.options import OptionSet


class _On:
    """A page's need met by any value with which the option is in play (a hand cap of
    any size), rather than by listed values."""

    def __repr__(self) -> str:
        return "ON"


ON = _On()


@dataclass(frozen=True)
class Page:
    key: str  # the words' translation key
    picture: str  # an emoji
    needs: tuple[tuple[str, tuple[Any, ...]], ...] = ()  # option -> the values it needs
    fields: tuple[str, ...] = ()  # options whose values fill `{name}` in the words
    players: tuple[int, int] = (1, 99)
    party: bool | None = None  # True: party mode only; False: grown-ups only

    def shows(self, declared: OptionSet, options: Mapping[str, Any], players: int, party: bool):
        """Is this page true of a game with these options, players and mode?"""
        if self.party is not None and self.party != party:
            return False
        if not self.players[0] <= players <= self.players[1]:
            return False
        full = declared.full(options)
        return all(_met(declared, name, full[name], values) for name, values in self.needs)

    @property
    def depends_on(self) -> set[str]:
        """The options this page teaches (what it needs and what its words say)."""
        return {name for name, _ in self.needs} | set(self.fields)


def page(
    key: str,
    picture: str,
    *,
    fields: tuple[str, ...] = (),
    players: tuple[int, int] = (1, 99),
    party: bool | None = None,
    **needs: Any,
) -> Page:
    """A page; each keyword names an option and the value (or tuple of values) it needs."""
    wanted = tuple((name, v if isinstance(v, tuple) else (v,)) for name, v in needs.items())
    return Page(key, picture, wanted, fields, players, party)


def teaching(
    pages: Iterable[Page],
    declared: OptionSet,
    options: Mapping[str, Any],
    players: int,
    party: bool,
) -> list[Page]:
    """The pages true of this game, in their declared order."""
    return [p for p in pages if p.shows(declared, options, players, party)]


def values(page: Page, declared: OptionSet, options: Mapping[str, Any]) -> dict[str, Any]:
    """What fills the page's `{fields}`."""
    full = declared.full(options)
    return {name: full[name] for name in page.fields}


def _met(declared: OptionSet, name: str, value: Any, wanted: tuple[Any, ...]) -> bool:
    if wanted == (ON,):
        return declared[name].is_on(value)
    return any(value == v and type(value) is type(v) for v in wanted)
