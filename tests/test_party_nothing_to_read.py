"""Party mode with nothing to read, anywhere: fingers take a fresh table from the menu
into party mode and through every party screen of each game, with its fewest and its
most seats (the kids' preset), and every item every looked-at frame draws is read for
words: the party menu, the setup, each page of the first how-to (and a seat's ❓ page),
the table while children play and think, the pause card and its how-to, the question
whether to keep a game in progress, the results of a party game, and the menu's quit
question.

What counts as words is what a child would have to read (`engine.drawing.text.reads`):
two letters or more in a row. Numbers and signs (a score, "3 / 7" pages, "+1") and a
single letter (a card's rank) are read as pictures and allowed. The seats' colour names on
their panels (beside the colour and shape that say them) are the one kind of word left,
as the table's own tests allow (tests/test_party_table.py)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import re

import pytest

from engine.drawing import theme
from engine.drawing.text import READING
from engine.game.party import PARTY
from engine.i18n import tr
from engine.shell.confirm import ConfirmScene
from engine.shell.howto import FirstHowTo, HowToScene
from engine.shell.menu import MenuScene
from engine.shell.pause import KeepScene, PauseScene
from engine.shell.results import ResultsScene
from engine.shell.setup_scene import SetupScene
from games.core.registry import all_games
from tests.fingers import FRAME, frames, new_app, party_counts, tap
from tests.review_helpers import finished_as
from tests.shown import texts_in

GAMES = [spec.id for spec in all_games() if spec.available]


CASES = [(g, n) for g in GAMES for n in sorted({party_counts(g)[0], party_counts(g)[-1]})]


def seat_names() -> set[str]:
    """The seats' colour names, word by word ("sky", "blue")."""
    names = [tr(f"seat.{style.name}") for style in theme.SEAT_STYLES]
    return {w.casefold() for name in names for w in re.findall(READING, name)}


class Reader:
    """Reads every frame it is shown for words, noting which screen showed them."""

    def __init__(self, app) -> None:
        self.app = app
        self.names = seat_names()
        self.found: dict[str, set[str]] = {}

    def look(self, screen: str, count: int = 1) -> None:
        """Run `count` frames, reading each."""
        for _ in range(count):
            frames(self.app, 1)
            for text in texts_in(self.app.shown.items):
                words = [w for w in re.findall(READING, text) if w.casefold() not in self.names]
                if words:
                    self.found.setdefault(screen, set()).add(text)


def press(app, button) -> None:
    tap(app, button.frame.to_screen(button.center) if button.frame else button.center)


def button(buttons, emoji: str):
    return next(b for b in buttons if b.emoji == emoji)


def to_setup(app, reader: Reader, game: str, players: int) -> SetupScene:
    """Menu → 🎈 (party mode) → the game's tile → its setup with `players` seats."""
    press(app, button(app.scenes.top.buttons, "🎈"))
    frames(app, 30)
    menu = app.scenes.top
    assert isinstance(menu, MenuScene) and menu.kids
    reader.look("party menu", 2)
    tap(app, dict(menu.tiles)[game].center)
    frames(app, 30)
    setup = app.scenes.top
    assert isinstance(setup, SetupScene) and setup.kids
    for _ in range(8):
        if setup.players == players:
            break
        press(app, button(setup.buttons, "➕" if setup.players < players else "➖"))
    assert setup.players == players
    reader.look("setup", 2)
    return setup


def through_howto(app, reader: Reader) -> None:
    """Every page of the first how-to, a second of its demonstration each, then ▶️."""
    howto = app.scenes.top
    assert isinstance(howto, FirstHowTo), "a fresh table teaches the game first"
    copy = howto.copies[0]
    for _ in copy.pages:
        reader.look("how-to", 4)
        frames(app, 30)
        reader.look("how-to", 1)
        press(app, copy.arrows[1])
    press(app, copy.middle)
    frames(app, 30)


def at_the_table(app, reader: Reader) -> None:
    """The table while the children think (the pointing hand comes), and a seat's ❓."""
    game = app.scenes.top
    for _ in range(round((PARTY.hint_after + 1.5) / FRAME / 20)):
        reader.look("table", 1)
        frames(app, 19)
    game.howtos.toggle(0)
    reader.look("seat's how-to", 2)
    game.howtos.toggle(0)
    press(app, game.buttons[0])  # a ⏸ in a corner
    frames(app, 20)
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    reader.look("pause card", 2)
    press(app, button(pause.buttons, "❓"))
    frames(app, 20)
    assert isinstance(app.scenes.top, HowToScene)
    reader.look("pause card's how-to", 2)
    app.scenes.pop()
    app.scenes.pop()
    frames(app, 20)


def keep_question(app, reader: Reader) -> None:
    """The question 🏠 on the pause card asks of a game with moves to lose."""
    game = app.scenes.top
    app.scenes.push(KeepScene(app, game))
    frames(app, 20)
    reader.look("keep question", 2)
    app.scenes.pop()
    frames(app, 2)


def party_results(app, reader: Reader) -> None:
    """The results of the party game played to its end (by computers: children take too
    long), as the app shows them after the last move."""
    table = app.scenes.top
    app.scenes.replace(ResultsScene(app, finished_as(table.setup)))
    frames(app, 2)
    reader.look("results", 2)
    frames(app, 90)
    reader.look("results", 1)


def quit_question(app, reader: Reader) -> None:
    """Back to the party menu, and its 🚪's question."""
    app.scenes.reset(MenuScene(app, kids=True))
    frames(app, 30)
    press(app, button(app.scenes.top.buttons, "🚪"))
    frames(app, 20)
    assert isinstance(app.scenes.top, ConfirmScene)
    reader.look("quit question", 2)


@pytest.mark.parametrize(("game", "players"), CASES)
def test_no_party_screen_has_words_to_read(game, players):
    app = new_app(taught=False)
    reader = Reader(app)
    setup = to_setup(app, reader, game, players)
    press(app, button(setup.buttons, "▶️"))
    frames(app, 30)
    through_howto(app, reader)
    at_the_table(app, reader)
    keep_question(app, reader)
    party_results(app, reader)
    quit_question(app, reader)
    assert not reader.found, f"words to read in party mode: {reader.found}"
