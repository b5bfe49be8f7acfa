"""The how-to teaches what is in play, and nothing that is off: over every preset and every
option alone (tests/option_cases.py), at every player count they allow, in party mode and
not. Two ways: each page declares the options it teaches (games/<game>/howto.py), and the
pages' English words are read for the signs of each rule, so a page whose words teach a
rule it does not declare is caught too."""

from __future__ import annotations

from typing import Any

import pytest

from engine import i18n
from engine.words.howto import pages_for
from games.core.howto import ON, teaching
from games.core.registry import GameSpec, all_games
from games.memorandum.howto import SHORT_PACKS
from tests.option_cases import alone, counts

GAMES = [spec for spec in all_games() if spec.howto is not None]

# (game, option, values): words only a page teaching that rule says, in English.
SIGNS: list[tuple[str, str, tuple[Any, ...], str]] = [
    ("devils-circle", "coins", (True,), "coin"),
    ("devils-circle", "all_five", (True,), "ALL FIVE"),
    ("devils-circle", "hints", (True,), "glow"),
    ("memorandum", "house", (True,), "The table deals"),
    ("memorandum", "house", (False,), "dealer"),
    ("memorandum", "pack", (40,), "40-card"),
    ("memorandum", "pack", (54,), "Joker"),
    ("memorandum", "pack", SHORT_PACKS, "short pack"),
    ("memorandum", "max_hand", ON, "At most"),
    ("memorandum", "four_colour", (True,), "Four colours"),
    ("memodixe", "secret_powers", (True,), "secret"),
    ("memodixe", "secret_powers", (False,), "plain pairs"),
    ("memodixe", "wrong_call_penalty", (True,), "costs all"),
    ("memodixe", "wrong_call_penalty", (False,), "costs nothing"),
    ("memodixe", "go_on_after_dixe", (True,), "go on"),
    ("memodixe", "go_on_after_dixe", (False,), "the game ends"),
    ("fireball-court", "ravens_share", (True,), "raven"),
    ("tamega", "two_pawns", (True,), "Two pawns"),
    ("tamega", "teams", (True,), "team"),
    ("tamega", "pictures", (11,), "11 pictures"),
    ("tamega", "fixed_red", (True,), "never moves"),
    ("tamega", "fixed_red", (False,), "move the red tile"),
]
# (game, players): words only a page for those player counts says
PLAYER_SIGNS = [("tamega", range(5, 9), "Two boards"), ("tamega", range(1, 2), "Alone")]
PARTY_SIGNS = [("memorandum", True, "The table waits"), ("memorandum", False, "ring runs out")]


def _setups(spec: GameSpec):
    """Every preset and every option alone, at each player count, party mode or not."""
    cases = [spec.options(preset) for preset in spec.presets]
    cases += [options for _, _, options in alone(spec)]
    for options in cases:
        for players in counts(spec, options):
            for party in (False, True):
                yield options, players, party


def _in_play(spec: GameSpec, options: dict, name: str, values: Any) -> bool:
    value = spec.choices.full(options)[name]
    if values is ON:
        return spec.choices[name].is_on(value)
    return value in values


def _words(spec: GameSpec, options: dict, players: int, party: bool) -> str:
    i18n.set_language("en")
    return "\n".join(page.text for page in pages_for(spec, options, players, party))


@pytest.mark.parametrize("spec", GAMES, ids=lambda s: s.id)
def test_every_rule_in_play_is_taught_and_none_that_is_off(spec):
    wrong = []
    for options, players, party in _setups(spec):
        words = _words(spec, options, players, party).lower()
        for game, name, values, sign in SIGNS:
            if game == spec.id and (sign.lower() in words) != _in_play(spec, options, name, values):
                wrong.append((name, spec.choices.full(options)[name], players, party, sign))
        for game, among, sign in PLAYER_SIGNS:
            if game == spec.id and (sign.lower() in words) != (players in among):
                wrong.append(("players", players, party, sign))
        for game, mode, sign in PARTY_SIGNS:
            if game == spec.id and (sign.lower() in words) != (party == mode):
                wrong.append(("party", players, party, sign))
    assert wrong == []


@pytest.mark.parametrize("spec", GAMES, ids=lambda s: s.id)
def test_every_option_in_play_has_a_page_of_its_own(spec):
    """What the pages declare: an option the how-to teaches, while on, is what some page
    shown depends on; a page shown never needs a value that is not in play."""
    pages = spec.howto.resolve()
    untaught = []
    for options, players, party in _setups(spec):
        shown = teaching(pages, spec.choices, options, players, party)
        full = spec.choices.full(options)
        taught = set().union(*(page.depends_on for page in shown))
        for option in spec.choices:
            if option.teach and option.is_on(full[option.name]) and option.name not in taught:
                untaught.append((option.name, full[option.name], players, party))
    assert untaught == []


@pytest.mark.parametrize("spec", GAMES, ids=lambda s: s.id)
def test_every_page_is_shown_somewhere_and_every_sign_is_checked(spec):
    pages = spec.howto.resolve()
    seen = set()
    for options, players, party in _setups(spec):
        seen |= {page.key for page in teaching(pages, spec.choices, options, players, party)}
    assert seen == {page.key for page in pages}
    signed = {name for game, name, _, _ in SIGNS if game == spec.id}
    assert signed == {o.name for o in spec.choices if o.teach} - {"target"}  # the target: below


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_page_and_option_reads_in_every_language(lang):
    """Every declared page and every option's words are in the language, fields filled."""
    i18n.set_language(lang)
    try:
        texts = []
        for spec in GAMES:
            for options, players, party in _setups(spec):
                texts += [p.text for p in pages_for(spec, options, players, party)]
        catalogue = i18n.catalogue(lang)
        keys = {p.key for spec in GAMES for p in spec.howto.resolve()}
        assert sorted(k for k in keys if k not in catalogue) == []
        assert [t for t in texts if "{" in t] == []
    finally:
        i18n.set_language("en")


def test_a_fireball_court_page_says_the_target_in_play():
    spec = next(s for s in GAMES if s.id == "fireball-court")
    assert "31 points" in _words(spec, spec.options("kids"), 2, True)
    assert "151 points" in _words(spec, spec.options("classic", target=151), 2, False)
