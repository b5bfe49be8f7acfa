"""Memorandum's table at rest (`engine/compositor/rest.py`): what lies still is said
still, the compositor keeps it painted into the felt, and what moves leaves it and lies
there again once still; a game shows the same pixels as painting every item over the
felt in every frame."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from engine.compositor.cache import SurfaceCache
from engine.compositor.encoder import Encoder
from engine.compositor.pictures import Pictures
from engine.compositor.software import Compositor
from engine.drawing.display import FELT, PIECE, TARGET, WORDS, DisplayList, Item
from engine.i18n import tr
from games.memorandum.rules import MEMORISE
from tests.fingers import frames, run_until, start_game, tap


def shown(app, scene, what: str) -> list[Item]:
    """The items the scene said last frame under the audit's name `what`."""
    return [item for item in app.shown_of(scene) if item.what == what]


@pytest.mark.parametrize("kids", [False, True])
def test_a_table_lying_still_is_never_repainted_while_people_memorise(kids):
    """Piles, captions, hands and pads lie in the table at rest; the clock, a waiting
    pad's bobbing picture, the prompts and the pointing hand move over it, and the table
    at rest repaints nothing for four seconds."""
    options = {"pack": 12, "memorise_seconds": 30}
    app, scene = start_game(
        "memorandum", 3, (0, 1), preset="kids", kids=kids, options=options, pixels=True
    )
    assert run_until(app, lambda: scene.picture.phase == MEMORISE)
    frames(app, 3)
    items = app.shown_of(scene)
    ready = "👍" if kids else tr("memorandum.ready")  # party mode: the pad is its picture
    for what in ("hand of seat 1", "hand of seat 3", f"pad {ready!r} of seat 1"):
        [item] = [item for item in items if item.what == what]
        assert item.still and item.kind in (PIECE, TARGET)
    assert [i for i in items if i.what.startswith("pile") and i.kind == PIECE and i.still]
    captions = [i for i in items if i.kind == WORDS and i.what.startswith("caption")]
    assert captions and all(caption.still and caption.text_px for caption in captions)
    rest = app.compositor.rest
    before = rest.repaints
    frames(app, 240)
    assert scene.picture.phase == MEMORISE and rest.repaints == before
    assert [item for item in app.shown_of(scene) if not item.still], "something moved over it"


def test_a_shaking_pad_leaves_the_table_at_rest_and_lies_there_again_once_still() -> None:
    """A refused pad shakes, said where it is in each frame and not still; still again,
    it is said at its place as before, and the screen shows it there."""
    options = {"pack": 12, "claim_seconds": 1.5}
    app, scene = start_game(
        "memorandum", 3, (0, 1), preset="kids", options=options, settle=0, pixels=True
    )
    assert run_until(app, lambda: scene.picture.phase == MEMORISE)
    for seat in (0, 1):
        x, y, _, _ = scene.geometry.ready_rect(scene.seats[seat])
        tap(app, scene.seats[seat].to_screen((x, y)), finger_id=seat)
    assert run_until(app, lambda: scene.picture.window_open, 600)
    assert run_until(app, lambda: not scene.picture.window_open, 600)
    what = f"pad {tr('memorandum.mine')!r} of seat 1"
    [pad] = shown(app, scene, what)
    assert pad.still and pad.kind == TARGET and pad.text_px > 0
    seat = scene.seats[0]
    x, y, _, _ = scene.geometry.mine_rect(seat)
    tap(app, seat.to_screen((x, y)), settle=1)  # too late: refused, the pad shakes
    assert scene.shake_dx(("mine", 0)) != 0
    [shaking] = shown(app, scene, what)
    assert not shaking.still
    assert run_until(app, lambda: scene.shake_dx(("mine", 0)) == 0, 120)
    frames(app, 1)
    [again] = shown(app, scene, what)
    assert again.still and again.rect == pad.rect
    felt = app.compositor.pictures.upright(app.shown_of(scene)[0].image)
    expected = felt.subsurface(again.rect).copy()
    expected.blit(app.compositor.pictures.shown(again), (0, 0))
    on_screen = app.screen.subsurface(again.rect)
    assert pygame.image.tobytes(on_screen, "RGB") == pygame.image.tobytes(expected, "RGB")


def test_a_game_shows_the_same_pixels_as_painting_every_item_over_the_felt(monkeypatch):
    """Every frame of a deal (cards dealt, hands memorised, cards called, flying and
    landing, pads lighting, the reveal) is the same on the screen as the same items with
    nothing held at rest, painted over the bare felt by a compositor of its own. (Neither
    run-length encodes: SDL blends an encoded picture's edges a shade differently, and
    which pictures are encoded is the compositor's choice, not the table at rest's; nor
    holds a panel's last look back in a busy frame, for the same reason.)"""
    monkeypatch.setattr(Encoder, "end_frame", lambda self, target, find: None)
    monkeypatch.setattr(Compositor, "_throttled", lambda self, item: item)
    options = {"pack": 8, "claim_seconds": 1}
    app, scene = start_game(
        "memorandum", 4, (), level="casual", size=(800, 450), options=options, pixels=True
    )
    plain = Compositor(Pictures(SurfaceCache(limit=4000)))
    plain.fit_screen(app.size)
    target = app.screen.copy()
    held = 0
    for _ in range(1500):
        frames(app)
        frame = DisplayList(app.size)
        frame.items = [
            item if item.depth == FELT else replace(item, still=False) for item in app.shown.items
        ]
        frame.soon = list(app.shown.soon)
        plain.compose(frame, target)
        assert pygame.image.tobytes(target, "RGB") == pygame.image.tobytes(app.screen, "RGB")
        held += sum(item.still for item in app.shown_of(scene) if item.kind == PIECE)
        if scene.picture.phase == "scored":
            break
    assert scene.picture.phase == "scored", "a whole deal, its cards scored"
    assert held > 0, "pieces lay in the table at rest"
