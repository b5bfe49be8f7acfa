"""Every language complete: each string the app draws, in every scene, is a translation in
the language chosen (never English left behind), and the font has a glyph for each of its
characters (a missing glyph draws as an empty box, or as nothing at all).

The tour (tests/language_tour.py) runs the shell and every game, with people and with
computer players, to the results and the memory review, recording every string handed to
`engine.drawing.text`. A drawn string is *explained* when it holds no letter (numbers,
scores, clocks), is a proper noun below, or is a catalogue text of the current language
with its `{fields}` filled by explained strings. " · ", " & " and ", " join explained parts
in every language (a seat and its level, the winners, a list of places), a line of a
wrapped or shortened text is explained by the text it came from, and a text begun in lower
case where the language says it so mid-sentence (`i18n.mid_sentence`) by its capitalised
form."""

from __future__ import annotations

import re
from functools import cache

import pytest

from engine import i18n
from engine.drawing import judge
from engine.drawing import text as type_
from engine.drawing.card_names import card_name, index
from engine.shell.cli import build_parser
from tests.language_tour import SIZE, TYPED, Drawn, tour

ENGLISH = "en"
OTHERS = tuple(lang for lang in i18n.LANGUAGES if lang != ENGLISH)
FIELD = re.compile(r"\{[a-z_]+\}")
JOINERS = re.compile(" · | & |, ")  # a seat and its level, winners, a list of places

# Names drawn as they are in every language: the app's brand, each language's own name on
# the settings' language switch, and what the tour types on the operator's keyboard.
PROPER_NOUNS = frozenset({"MemoTable", *i18n.LANGUAGE_NAMES.values(), *TYPED})

# Keys whose text is the English one by design, per language (a text with no letters but
# its fields, "{percent} % {game}", needs no entry). Brand names stay as their publishers
# keep them everywhere: Memorandum, MemoDiXe (and its call, DiXe!), Tamega, and Tamega's
# credit (names only). Words that are the same there: Menu, Joker, Orange, OK, the card
# letters A (Ace, As, Ass, aas) and the German K (König); French points; German and Dutch
# Computer, Team and Teams; German Party; Dutch perfect; the hub's page's French tables,
# Table and Version, German Version, and Dutch s and min.
BRANDS = {
    "memorandum.title",
    "memodixe.title",
    "tamega.title",
    "memodixe.dixe",
    "review.cell.memodixe.dixe",
    "credits.tamega",
    "cards.joker",
    "cards.index.A",
    "kiosk.ok",
    "table.tuio",  # the protocol's name
    "event.hub",  # the word events use for it in every language
}
SAME_AS_ENGLISH: dict[str, frozenset[str]] = {
    "fr": frozenset(
        BRANDS - {"memodixe.dixe", "review.cell.memodixe.dixe"}  # French: a space before "!"
        | {"game.points", "game.points.one", "pause.menu", "results.menu", "seat.orange"}
        | {"fireball_court.option.target.value"}
        | {"hub.board.tables", "hub.board.tables.one", "hub.tables.name", "hub.tables.version"}
    ),
    "de": frozenset(
        BRANDS
        | {"seat.orange", "setup.computer", "preset.party", "preset.teams", "tamega.team"}
        | {"cards.index.K", "hub.tables.version"}
    ),
    "nl": frozenset(
        BRANDS
        | {"pause.menu", "results.menu", "level.perfect", "setup.computer"}
        | {"preset.teams", "tamega.team", "hub.time.minutes", "hub.time.seconds"}
    ),
}


def _has_words(template: str) -> bool:
    return any(char.isalpha() for char in FIELD.sub("", template))


class Explainer:
    """Tells whether a drawn string is a translation in `lang` (see the module's words)."""

    def __init__(self, lang: str, drawn: Drawn) -> None:
        english = i18n.catalogue(ENGLISH)
        allowed = SAME_AS_ENGLISH.get(lang, frozenset())
        texts = {
            key: value
            for key, value in i18n.catalogue(lang).items()
            if lang == ENGLISH
            or value != english.get(key)
            or key in allowed
            or not _has_words(value)
        }
        self.exact = {value for value in texts.values() if not FIELD.search(value)}
        self.templates = [self._pattern(value) for value in texts.values() if FIELD.search(value)]
        self.parts = drawn.parts
        self.lang = lang
        self.known: dict[str, bool] = {}
        self.pending: set[str] = set()  # the texts being explained now, outermost first

    @staticmethod
    def _pattern(template: str) -> re.Pattern[str]:
        pieces = FIELD.split(template)
        return re.compile("(.+?)".join(re.escape(piece) for piece in pieces), re.DOTALL)

    def explains(self, text: str) -> bool:
        if text in self.known:
            return self.known[text]
        if text in self.pending:
            return False  # a text never explains itself
        self.pending.add(text)
        found = self._explains(text)
        self.pending.discard(text)
        if found or not self.pending:  # a "no" reached under another text may hinge on it
            self.known[text] = found
        return found

    def _explains(self, text: str) -> bool:
        if not any(char.isalpha() for char in text):
            return True
        if text in PROPER_NOUNS or text in self.exact:
            return True
        parts = JOINERS.split(text)
        if len(parts) > 1 and all(self.explains(part) for part in parts):
            return True
        mid = i18n.LOWER_MID_SENTENCE[self.lang] and text[:1].islower()
        if mid and self.explains(text[0].upper() + text[1:]):
            return True
        for pattern in self.templates:
            match = pattern.fullmatch(text)
            if match and all(self.explains(group) for group in match.groups()):
                return True
        return any(self.explains(whole) for whole in self.parts.get(text, ()))


def missing_glyphs(text: str, size: int = 24) -> str:
    """The characters of `text` the font has no glyph for: `Font.metrics` gives None, or
    (this font maps what it lacks to an empty glyph) a box with no ink for a character
    that is not a space."""
    metrics = type_.font(size).metrics(text)
    missing = {
        char
        for char, glyph in zip(text, metrics, strict=True)
        if glyph is None or (not char.isspace() and glyph[1] <= glyph[0])
    }
    return "".join(sorted(missing))


@cache
def toured(lang: str) -> Drawn:
    """The tour in `lang`, taken once for every test that judges it."""
    return tour(lang)


# The tests judging one language's tour run in one worker (`--dist loadgroup`), which
# takes the tour once for all of them.
TOURS = [
    pytest.param(lang, marks=pytest.mark.xdist_group(f"tour-{lang}")) for lang in i18n.LANGUAGES
]


@pytest.mark.parametrize("lang", TOURS)
def test_every_string_drawn_is_translated_and_every_glyph_is_in_the_font(lang):
    drawn = toured(lang)
    explainer = Explainer(lang, drawn)
    untranslated = sorted(text for text in drawn.sizes if not explainer.explains(text))
    glyphless = {text: missing_glyphs(text, size) for text, size in drawn.sizes.items()}
    assert (untranslated, {t: chars for t, chars in glyphless.items() if chars}) == ([], {})
    assert len(drawn.sizes) > 200  # the tour reached the games, their results and reviews


@pytest.mark.parametrize("lang", TOURS)
def test_no_dialog_cuts_its_words_short_and_the_shell_keeps_them_to_the_floor(lang):
    """A dialog's words are never cut short with "…" (a button's label takes a second
    line, an option's name or value on the rules page as many as it needs), and no words
    in a dialog, on the menu (its tiles' titles and player counts) or on the setup are
    below the floor: 2.2 % of the short side, as the layout audit judges it."""
    drawn, floor = toured(lang), judge.floor_px(SIZE)
    cut = sorted(whole for scene, whole in drawn.cut if scene.startswith("dialog"))
    said = {(s, t): px for (s, t), px in drawn.smallest.items() if s.startswith("dialog")}
    assert (cut, {k: px for k, px in said.items() if px < floor}, drawn.small) == ([], {}, {})


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_font_has_every_character_of_every_text(lang):
    """Texts the tour does not reach too: a picture in a sentence must be drawn apart."""
    missing = {key: missing_glyphs(value) for key, value in i18n.catalogue(lang).items()}
    assert {key: chars for key, chars in missing.items() if chars} == {}


@pytest.mark.parametrize("lang", OTHERS)
def test_a_text_equal_to_the_english_one_is_so_by_design(lang):
    english, own = i18n.catalogue(ENGLISH), i18n.catalogue(lang)
    same = {key for key, value in own.items() if value == english.get(key) and _has_words(value)}
    assert sorted(same - SAME_AS_ENGLISH[lang]) == []
    assert sorted(SAME_AS_ENGLISH[lang] - same) == []  # the list keeps up with the texts


CALLED = {
    "en": ("King of Spades", "Queen of Hearts", "10 of Clubs", "Red Joker", "KQJ"),
    "fr": ("Roi de pique", "Dame de cœur", "10 de trèfle", "Joker rouge", "RDV"),
    "de": ("Pik König", "Herz Dame", "Kreuz 10", "Roter Joker", "KDB"),
    "nl": ("Schoppen heer", "Harten vrouw", "Klaveren 10", "Rode joker", "HVB"),
}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_cards_are_called_and_lettered_as_each_language_does(lang):
    i18n.set_language(lang)
    try:
        *names, letters = CALLED[lang]
        assert [card_name(code) for code in ("KS", "QH", "TC", "RJ")] == names
        assert "".join(index(rank) for rank in "KQJ") == letters
        assert (index("A"), index("T"), index("7")) == ("A", "10", "7")
    finally:
        i18n.set_language(ENGLISH)


@pytest.mark.parametrize("command", [["shot", "menu", "--out", "menu.png"], ["review", "r.json"]])
def test_a_language_given_before_the_command_is_kept(command):
    assert build_parser().parse_args(["--lang", "fr", *command]).lang == "fr"
    assert build_parser().parse_args([*command, "--lang", "de"]).lang == "de"
