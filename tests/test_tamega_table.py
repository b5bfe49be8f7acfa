"""Tamega's board, its tiles and the pawns lying still are said as still pieces in play, so
the compositor keeps them in its table at rest, the picture each frame starts from: while
the table lies still no frame repaints it nor blits the board or a tile onto the screen,
and a move repaints only what it changed."""

from __future__ import annotations

import pytest

from engine.drawing.display import MOVING, PIECE
from engine.drawing.felt import felt
from games.tamega.board import EMPTY, VOID
from tests.fingers import drag, frames, run_until, start_game


def blitted(app, monkeypatch) -> list[list[str]]:
    """For every frame from now on, what it blitted (the names of its sprites), and how
    many rectangles of the table at rest it repainted first."""
    done: list[list[str]] = []
    pictures, compose = app.compositor.pictures, app.compositor.compose
    shown = pictures.shown

    def spy_shown(sprite):
        done[-1].append(sprite.what)
        return shown(sprite)

    def spy_compose(frame, target):
        before = app.compositor.rest.repaints
        done.append([])
        compose(frame, target)
        done[-1].insert(0, app.compositor.rest.repaints - before)

    monkeypatch.setattr(pictures, "shown", spy_shown)
    monkeypatch.setattr(app.compositor, "compose", spy_compose)
    return done


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)])
def test_tamegas_board_and_tiles_lie_in_the_table_each_frame_starts_from(size, monkeypatch):
    app, scene = start_game(
        "tamega", 8, range(8), size=size, pixels=True
    )  # the table waits for people
    frames(app, 3)
    items = app.shown.items
    (board,) = [i for i in items if i.what == "board"]
    assert board.kind == PIECE and board.still and board.rect == scene.board.rect
    tiles = [i for i in items if i.what == "tile"]
    showing = [s for s, code in enumerate(scene.picture.cells) if code not in (EMPTY, VOID)]
    assert all(tile.kind == PIECE and tile.still for tile in tiles)
    assert sorted(t.rect.center for t in tiles) == sorted(scene.painter.spots[s] for s in showing)
    pawns = [i for i in items if i.what == "pawn"]
    assert len(pawns) == 8 and all(p.kind == PIECE and p.still for p in pawns)

    done = blitted(app, monkeypatch)
    frames(app, 60)  # a prompt bobs, a ring pulses round the pawn on turn: nothing else
    assert all(repaints == 0 for repaints, *_ in done)
    assert not {"board", "tile"} & {what for _, *names in done for what in names}
    table = app.compositor.pictures.upright(felt(size))
    rect, screen = scene.board.rect, app.screen
    outside = [rect.topleft, (rect.left - 2, rect.centery), (rect.centerx, rect.bottom + 1)]
    assert all(screen.get_at(p) == table.get_at(p) for p in outside)  # round its corners too
    rim = (rect.left + rect.width // 4, rect.top + 2)  # not the seam between two boards
    assert screen.get_at(rim) != table.get_at(rim)
    x, y = scene.board.centre_of(scene.state.free_down()[0])  # a tile face down
    assert screen.get_at((round(x), round(y))) != table.get_at((round(x), round(y)))


def test_a_move_repaints_only_what_it_changed(monkeypatch):
    app, scene = start_game("tamega", 2, (0, 1), size=(1280, 720), pixels=True)
    assert run_until(app, scene.input_open, 600)
    pawn = scene.state.active
    start = scene.state.pawns[pawn]
    to = sorted(scene.state.pawn_moves(pawn))[0]
    done = blitted(app, monkeypatch)
    drag(app, scene.board.centre_of(start), scene.board.centre_of(to))
    assert scene.state.pawns[pawn] == to
    flipping = []
    for _ in range(120):
        frames(app, 1)
        flipping += [i for i in app.shown.items if i.what == "tile" and not i.still]
    assert flipping and all(tile.kind == PIECE for tile in flipping)  # the tile left turns
    assert not app.shown.of(MOVING)  # the pawn has landed
    repaints = sum(repaints for repaints, *_ in done)
    assert 0 < repaints <= 8  # the pawn's two squares and the tile, a few times each
    quiet = [names for repaints, *names in done if repaints == 0]
    assert quiet and not any("board" in names for names in quiet)
