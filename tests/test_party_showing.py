"""Party mode's how-to shows instead of tells: each page with a declared demonstration
(`games.core.howto.Demo`) plays it on the game's own pieces, facing every side with
people: the pointing hand comes, taps or drags, and the pieces turn. With calm motion it
is one still picture (the row before, the hand, ⬇️, the row after) that never moves."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from engine.drawing.motion import MOTION
from engine.shell.howto import FirstHowTo
from engine.shell.starting import game_scene, party_setup
from engine.words.howto import DEMO_ROOM, demo_box, heading
from engine.words.showing import LOOP
from games.core.howto import Demo, drag
from games.core.registry import all_games, get_game
from tests.fingers import FRAME, frames, new_app, tap

GAMES = [spec.id for spec in all_games() if spec.available]


def demos(game: str) -> list[Demo]:
    spec = get_game(game)
    return [page.demo for page in spec.howto.resolve() if page.demo is not None]


@pytest.mark.parametrize("game", GAMES)
def test_every_piece_a_demonstration_names_is_one_the_game_draws(game):
    """A typo in a piece's name would leave a hole in the row: every name of every spot
    before and after is drawn by the game's scene."""
    spec = get_game(game)
    app = new_app()
    scene = game_scene(app, party_setup(spec, None, 3))
    for demo in demos(game):
        for name in demo.before + demo.after:
            for part in filter(None, name.split("+")):
                assert scene.traits.demo_piece(part, 60) is not None, f"{game}: {part!r}"


def test_a_demonstration_is_a_whole_row_and_only_a_drag_goes_somewhere():
    with pytest.raises(ValueError):
        drag(("back", "back"), 0, 1, ("back",))
    with pytest.raises(ValueError):
        Demo(("back", "back"), "tap", 0, ("back", "back"), to=1)


def teaching(game: str, players: int):
    """A fresh party table of `game` (a child at every seat) under its first how-to."""
    app = new_app(taught=False)
    scene = game_scene(app, party_setup(get_game(game), players, 3))
    scene.persist = False
    app.scenes.push(scene)
    app.scenes.apply_pending()
    app.scenes.push(FirstHowTo(app, scene))
    frames(app, 2)
    howto = app.scenes.top
    assert isinstance(howto, FirstHowTo)
    return app, howto


def shown(app) -> list:
    """The how-to's items of the last frame (over the dimmed table)."""
    return list(app.shown_of(app.scenes.top))


def hands(app) -> list:
    return [item for item in shown(app) if item.what == "pointing hand"]


def demo_pages(howto) -> list[int]:
    return [i for i, page in enumerate(howto.pages) if page.demo is not None]


@pytest.mark.parametrize(("game", "players"), [("tamega", 8), ("devils-circle", 2)])
def test_a_demonstration_plays_the_move_with_the_hand_on_every_side(game, players):
    """On a page with a demonstration every copy shows a hand that moves, and what lies
    under it changes over the loop (the pieces turn)."""
    app, howto = teaching(game, players)
    pages = demo_pages(howto)
    assert pages, f"{game} shows no move to children"
    copy = howto.copies[0]
    while copy.page < pages[0]:
        tap(app, copy.arrows[1].frame.to_screen(copy.arrows[1].center))
    seen_hands, seen_pieces, most = set(), set(), 0
    for _ in range(round(LOOP / FRAME / 10)):
        frames(app, 10)
        now = hands(app)
        most = max(most, len(now))
        seen_hands.add(tuple(tuple(item.rect) for item in now))
        keys = tuple(
            item.image.key for item in shown(app) if getattr(item, "image", None) is not None
        )
        seen_pieces.add(keys)
    assert most == len(howto.copies), "a hand on every side's copy"
    assert len(seen_hands) > 3, "the hand should come, move and go"
    assert len(seen_pieces) > 1, "the move should change the pieces"


@pytest.mark.parametrize(("game", "players"), [("tamega", 8), ("devils-circle", 2)])
def test_with_calm_motion_a_demonstration_is_one_still_picture(game, players):
    """Calm motion: the hand, the row before, ⬇️ and the row after, the same at every
    frame of the loop."""
    app, howto = teaching(game, players)
    MOTION.calm = True
    copy = howto.copies[0]
    while copy.page < demo_pages(howto)[0]:
        tap(app, copy.arrows[1].frame.to_screen(copy.arrows[1].center))
    frames(app, 2)
    first = [(item.what, tuple(item.rect)) for item in shown(app)]
    assert any(what == "pointing hand" for what, _ in first)
    for _ in range(round(LOOP / FRAME / 20)):
        frames(app, 20)
        assert [(item.what, tuple(item.rect)) for item in shown(app)] == first


@pytest.mark.parametrize(("game", "players"), [("tamega", 8), ("devils-circle", 2)])
def test_a_seats_own_page_is_deep_enough_to_show_its_move(game, players):
    """A seat's ❓ page in party mode has no words to fit: it is made deep enough for its
    demonstration's pieces (`DEMO_ROOM` lines), not as shallow as a line of words."""
    app = new_app()
    scene = game_scene(app, party_setup(get_game(game), players, 3))
    scene.persist = False
    app.scenes.push(scene)
    app.scenes.apply_pending()
    frames(app, 2)
    for seat in range(players):
        scene.howtos.toggle(seat)
        frames(app, 2)
        page = scene.howtos.open[seat]
        assert page.pages[page.page].demo is not None
        high = heading(page.title, page.text_size, page.size[0]).size[1]
        box = demo_box(page.size, high, page.text_size, page.footer)
        assert box.h >= DEMO_ROOM * page.text_size, (seat, page.size)
        assert any(item.what == "pointing hand" for item in app.shown_of(scene))
        scene.howtos.toggle(seat)
