"""Party mode at the real games' tables, read from the display list, with the fewest and
the most seats of each game's kids' preset: at most one pointing hand at a time, never
over a piece (engine/game/party.py `place_hand`), and nothing to read (`TouchPolicy.said`,
the panels' counts without their words, prompts in pictures)."""

import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from engine.drawing.display import PIECE
from engine.game.party import PARTY
from engine.i18n import game_title
from engine.shell.player_counts import starting_preset
from engine.shell.starting import game_scene, party_setup
from games.core.registry import all_games, get_game
from tests.fingers import FRAME, frames, new_app, run_until
from tests.shown import texts_in

GAMES = [spec.id for spec in all_games() if spec.available]


def counts(game: str) -> list[int]:
    """The player counts of the preset a party table plays (the kids' one)."""
    spec = get_game(game)
    return spec.player_counts(spec.options(starting_preset(spec, kids=True)))


def party_game(game: str, players: int, size=(1280, 720), seed: int = 3):
    app = new_app(size)
    scene = game_scene(app, party_setup(get_game(game), players, seed))
    scene.persist = False
    app.scenes.push(scene)
    app.scenes.apply_pending()
    return app, scene


def hands(app) -> list:
    return [item for item in app.shown.items if item.what == "pointing hand"]


CASES = [(g, n) for g in GAMES for n in sorted({counts(g)[0], counts(g)[-1]})]


# --- nothing to read ---------------------------------------------------------------------
def reading(text: str, names: set[str]) -> list[str]:
    """The words in `text` a child would have to read: runs of two or more letters that
    are not a name at the table (a seat's name, the game's own title, such as the shout
    "DiXe!" of MemoDiXe). Numbers, signs and single letters (a card's rank) are not
    reading."""
    return [w for w in re.findall(r"[^\W\d_]{2,}", text) if w.casefold() not in names]


def table_names(scene) -> set[str]:
    spec = scene.spec
    words = [seat.name for seat in scene.seats] + [game_title(spec.id, spec.title)]
    parts = {w.casefold() for text in words for w in re.findall(r"[^\W\d_]{2,}", text)}
    title = game_title(spec.id, spec.title).casefold()
    return parts | {title} | {w for w in ("dixe",) if w in title}


@pytest.mark.parametrize(("game", "players"), CASES)
def test_while_children_look_one_hand_clear_of_pieces_and_nothing_to_read(game, players):
    """Every frame from the start until the hand has shown and a while longer (a few of
    its taps): at most one pointing hand, never over a piece; and what the game scene
    shows (panels, prompts, pads, the table's counts and words) holds no words beyond
    names and numbers."""
    app, scene = party_game(game, players)
    names = table_names(scene)
    found: dict[str, list[str]] = {}
    covered: list[str] = []

    def look() -> bool:
        for text in texts_in(app.shown_of(scene)):
            words = reading(text, names)
            if words:
                found.setdefault(text, words)
        shown = hands(app)
        if len(shown) > 1:
            covered.append(f"{len(shown)} hands at once")
        pieces = [item.rect for item in app.shown.items if item.kind == PIECE]
        for hand in shown:
            over = [p for p in pieces if p.colliderect(hand.rect)]
            if over:
                covered.append(f"the hand {hand.rect} over pieces {over}")
        return bool(shown)

    assert run_until(app, look, round((PARTY.hint_after + 12) / FRAME)), "no hand showed"
    for _ in range(90):
        frames(app, 1)
        look()
    assert not covered, covered[:3]
    assert not found, f"words to read in party mode: {sorted(found)}"
