"""How-to pages as data: each page of a game's how-to with the options it teaches.

A game lists its pages in `games/<game>/howto.py` (`PAGES`); a page names the option values
it needs to be true (`needs`), the options whose values its words say (`fields`: "to
{target} points"), the player counts it is for (two boards, the solo game) and whether it
is for party mode or grown-ups only. `teaching` picks the pages that are true of a game as
set up, so a page never teaches a rule that is off, and a variant has a page of its own.

A page may also say what it shows children who cannot read yet (`Demo`): a few of the
game's own pieces in a row, the pointing hand's gesture on one of them, and the row once
the move is made. In party mode the page shows that instead of its words
(`engine/words/showing.py` plays it, the game's scene draws the pieces it names); a page
without one shows its picture alone. Pure Python: the tests check every preset and option
without a screen."""

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

GESTURES = ("tap", "drag")


@dataclass(frozen=True)
class Demo:
    """A move shown, not told: the pieces in a row (`before`), each spot named as the
    game's scene draws it (`traits.demo_piece`; "a+b" lays b on a: a pawn on its tile),
    the hand's `gesture` on spot `at` (a drag takes the top piece to spot `to`) and the
    row once the move is made (`after`: a tile turned, a disc flipped)."""

    before: tuple[str, ...]
    gesture: str
    at: int
    after: tuple[str, ...]
    to: int | None = None

    def __post_init__(self) -> None:
        if self.gesture not in GESTURES or len(self.after) != len(self.before):
            raise ValueError(f"a demonstration needs a gesture of {GESTURES} and a whole row")
        if (self.to is None) != (self.gesture != "drag"):
            raise ValueError("a drag, and only a drag, goes somewhere")


def tap(before: tuple[str, ...], at: int, after: tuple[str, ...]) -> Demo:
    """The hand taps spot `at` of `before`, and the row becomes `after`."""
    return Demo(before, "tap", at, after)


def drag(before: tuple[str, ...], at: int, to: int, after: tuple[str, ...]) -> Demo:
    """The hand drags the top piece of spot `at` to spot `to`, and the row becomes `after`."""
    return Demo(before, "drag", at, after, to)


@dataclass(frozen=True)
class Page:
    key: str  # the words' translation key
    picture: str  # an emoji
    needs: tuple[tuple[str, tuple[Any, ...]], ...] = ()  # option -> the values it needs
    fields: tuple[str, ...] = ()  # options whose values fill `{name}` in the words
    players: tuple[int, int] = (1, 99)
    party: bool | None = None  # True: party mode only; False: grown-ups only
    demo: Demo | None = None  # what party mode shows instead of the words

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
    demo: Demo | None = None,
    **needs: Any,
) -> Page:
    """A page; each keyword names an option and the value (or tuple of values) it needs."""
    wanted = tuple((name, v if isinstance(v, tuple) else (v,)) for name, v in needs.items())
    return Page(key, picture, wanted, fields, players, party, demo)


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
