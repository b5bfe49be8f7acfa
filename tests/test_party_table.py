"""Party mode at the real games' tables, read from the display list, with the fewest and
the most seats of each game's kids' preset: at most one pointing hand at a time, reaching
in from the side of the seat it helps to a piece that seat may touch, and over no other
piece unless seen through (engine/game/party.py `place_hand`); and nothing to read
(`TouchPolicy.said`, the panels' counts without their words, prompts in pictures)."""

import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from engine.drawing.display import PIECE, TARGET, Shape
from engine.game.party import LIFT, PARTY
from engine.i18n import game_title
from engine.shell.starting import game_scene, party_setup
from games.core.registry import all_games, get_game
from tests.fingers import FRAME, frames, new_app, party_counts, run_until, tap
from tests.shown import texts_in

GAMES = [spec.id for spec in all_games() if spec.available]


def party_game(game: str, players: int, size=(1280, 720), seed: int = 3):
    app = new_app(size)
    scene = game_scene(app, party_setup(get_game(game), players, seed))
    scene.persist = False
    app.scenes.push(scene)
    app.scenes.apply_pending()
    return app, scene


def hands(app) -> list:
    return [item for item in app.shown.items if item.what == "pointing hand"]


def tapped_spot(app, hand) -> tuple[float, float]:
    """Where the hand taps: the middle of the ring said with it (the next item)."""
    items = app.shown.items
    ring = items[items.index(hand) + 1]
    assert isinstance(ring, Shape) and ring.form == "circle"
    return ring.args[0]


def near(a, b) -> bool:
    """The same spot, once rounded to pixels."""
    return abs(a[0] - b[0]) <= 1 and abs(a[1] - b[1]) <= 1


def pointed_at(app, spot):
    """The smallest piece or touch target under `spot`: what the hand points at (a pawn,
    not the board it stands on)."""
    under = [
        item
        for item in app.shown.items
        if item.kind in (PIECE, TARGET) and item.resting_rect.collidepoint(spot)
    ]
    return min(under, key=lambda item: item.resting_rect.w * item.resting_rect.h, default=None)


CASES = [(g, n) for g in GAMES for n in sorted({party_counts(g)[0], party_counts(g)[-1]})]


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
            spot = tapped_spot(app, hand)
            over = [p for p in pieces if p.colliderect(hand.rect) and not p.collidepoint(spot)]
            if over and hand.alpha == 255:
                covered.append(f"the hand {hand.rect} hides pieces {over}")
        return bool(shown)

    assert run_until(app, look, round((PARTY.hint_after + 12) / FRAME)), "no hand showed"
    for _ in range(90):
        frames(app, 1)
        look()
    assert not covered, covered[:3]
    assert not found, f"words to read in party mode: {sorted(found)}"


@pytest.mark.parametrize(("game", "players"), CASES)
def test_the_hand_reaches_from_the_side_on_turn_to_what_that_seat_may_touch(game, players):
    """Tamega at eight once showed the hand above the board's top edge, pointing at
    Green's pawn while Blue was on turn: the hand taps a spot the seat it helps may touch
    now (the game's touch hints for that seat, a tap there refused by nothing), its
    fingertip at the piece under the spot (however far the lift takes it), and it reaches
    in from that seat's side (from the board's, for a pad on the seat's own panel)."""
    app, scene = party_game(game, players)
    assert run_until(app, lambda: bool(hands(app)), round((PARTY.hint_after + 12) / FRAME))
    [hand] = hands(app)
    spot = tapped_spot(app, hand)
    touches = scene.turn_cues().touches
    helped = [s for s in scene.helped_seats() if any(near(spot, p) for p in touches(s))]
    assert helped, (spot, scene.helped_seats())
    seat = scene.seats[helped[0]]
    facing = (seat.angle + (180 if seat.contains(spot) else 0)) % 360
    assert round(hand.angle) % 360 == facing, (hand.angle, seat.index, seat.angle)
    piece = pointed_at(app, spot)
    assert piece is not None, spot
    reach = round((LIFT + 8) * scene.unit)
    assert hand.rect.inflate(2 * reach, 2 * reach).colliderect(piece.resting_rect), (
        f"the hand {hand.rect} is not at {piece.what} {piece.resting_rect}"
    )
    refused = scene.illegal_refused
    tap(app, spot)
    assert scene.illegal_refused == refused
