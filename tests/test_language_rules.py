"""Each language's own rules for counts, numbers and how it speaks to players: French says
"0 point" and "1,4 seconde", French and German set "94 %" apart while English and Dutch
write "94%", and each catalogue keeps one register (French and German say "tu" and "du",
Dutch "je"), never the other one."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from engine import i18n
from engine.drawing import text as type_
from engine.drawing.panels import Count
from engine.phones.pages import say
from engine.review.text import accuracy_line
from engine.words.options import option_name, rules_line, value_words
from games.core.registry import all_games, get_game
from games.core.review import SeatReview

FIELD = re.compile(r"\{([a-z_]+)\}")


@pytest.fixture
def speak() -> Iterator:
    def choose(lang: str) -> None:
        i18n.set_language(lang)

    yield choose
    i18n.set_language("en")


@pytest.mark.parametrize(
    ("lang", "zero", "one", "two"),
    [
        ("en", "points", "point", "points"),
        ("fr", "point", "point", "points"),
        ("nl", "punten", "punt", "punten"),
        ("de", "Punkte", "Punkt", "Punkte"),
    ],
)
def test_a_panels_count_takes_the_languages_plural(speak, lang, zero, one, two):
    speak(lang)
    assert [Count("⭐", n, "game.points").words for n in (0, 1, 2)] == [zero, one, two]


@pytest.mark.parametrize(
    ("lang", "taken"),
    [
        ("en", ["0 coins", "1 coin", "2 coins"]),
        ("fr", ["0 pièce", "1 pièce", "2 pièces"]),
        ("nl", ["0 munten", "1 munt", "2 munten"]),
        ("de", ["0 Münzen", "1 Münze", "2 Münzen"]),
    ],
)
def test_a_sentence_with_a_count_takes_the_languages_plural(speak, lang, taken):
    """The ravens' share and the round's breakdown in Fireball Court."""
    speak(lang)
    ravens = [i18n.tr("fireball_court.ravens_take", name="Ann", count=n) for n in (0, 1, 2)]
    assert [line.rsplit(" ", 2)[-2:] for line in ravens] == [t.split() for t in taken]
    coins = [i18n.tr("fireball_court.breakdown_coins", count=n) for n in (0, 1, 2)]
    assert coins == taken


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", ["0.5 seconds", "1 second", "1.4 seconds", "30 seconds"]),
        ("fr", ["0,5 seconde", "1 seconde", "1,4 seconde", "30 secondes"]),
        ("nl", ["0,5 seconden", "1 seconde", "1,4 seconden", "30 seconden"]),
        ("de", ["0,5 Sekunden", "1 Sekunde", "1,4 Sekunden", "30 Sekunden"]),
    ],
)
def test_an_options_number_is_written_and_counted_as_the_language_does(speak, lang, said):
    speak(lang)
    option = get_game("memodixe").choices.known("memorise_seconds", "MemoDiXe")
    assert [value_words(option, v) for v in (0.5, 1.0, 1.4, 30.0)] == said


@pytest.mark.parametrize(
    ("lang", "line", "best"),
    [
        ("en", "Memory: 94%", "94% X"),
        ("fr", "Mémoire : 94\u00a0%", "94\u00a0% X"),
        ("nl", "Geheugen: 94%", "94% X"),
        ("de", "Gedächtnis: 94\u00a0%", "94\u00a0% X"),
    ],
)
def test_a_percentage_is_written_as_the_language_does(speak, lang, line, best):
    """The review's accuracy and today's best on the menu."""
    speak(lang)
    assert accuracy_line(SeatReview(0, [], {}, 0.94, 3, None, [])) == line
    assert i18n.tr("today.entry", percent=i18n.percent(94), game="X") == best


def test_a_phone_says_how_many_coins_and_cards_in_the_singular_where_it_is_one(speak):
    from games.devils_circle.phone import page

    spec = get_game("devils-circle")
    state = spec.new_state(2, 5, spec.options("classic"))
    held = {}
    for lang in ("en", "fr"):
        speak(lang)
        holding = page(state.view(0)).sections[-1]
        held[lang] = say(holding.words, ["A", "B"])
    coins = state.view(0).coins[0]
    assert held["en"] == f"You hold {coins} coin{'s' * (coins != 1)} and 0 cards"
    assert held["fr"] == f"Tu as {coins} pièce{'s' * (coins > 1)} et 0 carte"


def _fields(text: str) -> set[str]:
    return set(FIELD.findall(text))


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_each_singular_text_goes_with_a_counted_text(lang):
    """`<key>.one` is said for one of what `<key>` counts: the counted text exists, and
    the singular names no field the counted text lacks."""
    texts = i18n.catalogue(lang)
    singles = {key[: -len(".one")]: text for key, text in texts.items() if key.endswith(".one")}
    assert sorted(key for key in singles if key not in texts) == []
    assert {k: t for k, t in singles.items() if not _fields(t) <= _fields(texts[k])} == {}


# Fields before a plural noun that are never one: the high end of a range, the last of a
# list, a target score, a hand's cap and a short pack (each at least 2), days (after two).
ALWAYS_MANY = {"high", "last", "target", "max_hand", "pack", "n"}
NAMES = {"name", "seat", "card", "kind", "rank", "suit", "title", "game", "names", "place"}


def test_a_number_before_a_counted_noun_is_a_count():
    """In English, a `{field}` before a plural noun is a `{count}` (so `tr` picks its
    singular by the language's rule) or `{value}` (an option's, counted the same way)."""
    found = {}
    for key, text in i18n.catalogue("en").items():
        for field, noun in re.findall(r"\{([a-z_]+)\} ([a-z]+s)\b", text):
            if field not in {"count", "value", *ALWAYS_MANY, *NAMES}:
                found[key] = f"{{{field}}} {noun}"
    assert found == {}


# What the other register looks like in each language (a family game says "tu", "du", "je"):
# French "vous" and its imperatives in -ez; German "Sie" and "Ihnen/Ihr…" inside a sentence,
# or after a verb; Dutch "u" and "uw".
OTHER_REGISTER = {
    "fr": re.compile(r"\b(vous|votre|vos)\b|\b(?!chez\b|assez\b|nez\b)\w+ez\b", re.IGNORECASE),
    "de": re.compile(r"(?<=[a-zäöüß,] )(Sie|Ihnen|Ihre?[mnrs]?)\b|\b\w+en Sie\b"),
    "nl": re.compile(r"\b(u|uw)\b", re.IGNORECASE),
}


@pytest.mark.parametrize("lang", sorted(OTHER_REGISTER))
def test_each_language_speaks_to_players_in_one_register(lang):
    marker = OTHER_REGISTER[lang]
    other = {key: text for key, text in i18n.catalogue(lang).items() if marker.search(text)}
    assert other == {}


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("fr", "Touchez pour jouer !"),
        ("fr", "Vous jouez encore ?"),
        ("de", "Tippen Sie zweimal"),
        ("de", "Wir danken Ihnen"),
        ("nl", "Tik als u klaar bent"),
    ],
)
def test_the_register_markers_find_the_other_register(lang, text):
    assert OTHER_REGISTER[lang].search(text)


def test_the_register_markers_leave_the_usual_words_alone():
    assert not OTHER_REGISTER["fr"].search("Touche chez toi, assez vite !")
    assert not OTHER_REGISTER["de"].search("Verschieden? Sie kommen zurück.")
    assert not OTHER_REGISTER["nl"].search("Tik als je klaar bent")


def _each_change(spec) -> Iterator[tuple[str, object, dict]]:
    """Every preset with each option people choose set to each other value it takes (a
    seat too)."""
    for preset in spec.presets:
        base = spec.choices.full(spec.options(preset))
        for option in (o for o in spec.choices if o.shown):
            values = (*option.values, 2) if option.seats else option.values
            for value in values:
                if value != base[option.name]:
                    yield option.name, value, spec.options(preset, **{option.name: value})


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_rules_line_names_what_each_change_is_about(speak, lang):
    """The setup's "House rules: …", the results and the review say each change so that it
    names its option ("two pawns each", never "On"), label a time by what it times ("60
    seconds to memorise"), and go on in lower case after the preset where the language
    does (German keeps its capitals)."""
    speak(lang)
    bare = {i18n.tr("option.on"), i18n.tr("option.off")}
    for spec in all_games():
        for name, value, options in _each_change(spec):
            option = spec.choices[name]
            change = rules_line(spec, options).split(" + ", 1)[1]
            said = value_words(option, value)
            assert change.lower() not in {word.lower() for word in bare}, (spec.id, name)
            if said in bare:
                assert option_name(option).lower() in change.lower(), (spec.id, name, change)
            if not option.teach and not option.seats:  # a time: labelled by what it is
                assert change.lower() != said.lower(), (spec.id, name, change)
            seat = option.seats and value == 2
            if i18n.LOWER_MID_SENTENCE[lang] and not seat and change[1:2].islower():
                assert not change[0].isupper(), (spec.id, name, change)


def test_no_wrapped_line_starts_with_a_mark_french_sets_apart(speak):
    """French writes "à tous : bats la maison" with a space before ":", ";", "!", "?" and
    "»": a line is never broken there (nor after "«", nor at a no-break space), at any
    width, in any text of any catalogue."""
    widths = (120, 200, 320, 480)
    wrong = []
    for lang in i18n.LANGUAGES:
        speak(lang)
        for key, value in i18n.catalogue(lang).items():
            if not re.search(r" [:;!?»]|« |\u00a0", value):
                continue
            for width in widths:
                lines = type_.wrap(value, 24, width)
                if any(line[:1] in ":;!?»" or line.endswith("«") for line in lines):
                    wrong.append((lang, key, width))
                if any(line.startswith("%") for line in lines):
                    wrong.append((lang, key, width))
    assert wrong == []
    speak("fr")
    lines = type_.wrap(i18n.tr("memorandum.option.house.about"), 24, 330)
    assert len(lines) > 1 and all(not line.startswith(":") for line in lines)
