"""Party mode at the real games' tables, read from the display list: at most one pointing
hand at a time, never over a piece (engine/game/party.py `place_hand`), with the fewest
and the most seats of each game's kids' preset."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from engine.drawing.display import PIECE
from engine.game.party import PARTY
from engine.shell.starting import game_scene, party_setup
from games.core.registry import get_game
from tests.fingers import FRAME, frames, new_app, run_until

GAMES = ("devils-circle", "memorandum", "memodixe", "fireball-court", "tamega")


def counts(game: str) -> list[int]:
    spec = get_game(game)
    return spec.player_counts(spec.options("kids"))


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


@pytest.mark.parametrize(("game", "players"), CASES)
def test_one_hand_at_most_and_never_over_a_piece(game, players):
    app, _scene = party_game(game, players)
    assert run_until(app, lambda: bool(hands(app)), round((PARTY.hint_after + 12) / FRAME))
    for _ in range(90):  # a few taps of the hand
        shown = hands(app)
        assert len(shown) <= 1, f"{len(shown)} hands at once"
        pieces = [item.rect for item in app.shown.items if item.kind == PIECE]
        for hand in shown:
            over = [p for p in pieces if p.colliderect(hand.rect)]
            assert not over, f"the hand {hand.rect} lies over pieces {over}"
        frames(app, 1)
