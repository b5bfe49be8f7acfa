"""Tamega's moments (`games.tamega.moments`): each stages a whole position (the game's
invariants hold) and a legal move for every seat count it fits; staged at the table,
step 5 remembers step 4's tile (a miss says "Oops!", a skipped step 5 leaves the next
player's move unblamed), an explainer on a crowded tablet faces the whole row on
screen, and a found pair's "+1" keeps off the pause's countdowns and prompts."""

from __future__ import annotations

import pygame
import pytest

from engine.drawing import judge
from engine.drawing.display import CLOCK, PROMPT, WORDS
from engine.i18n import tr
from engine.shell import audit
from games.core.moments import Moment
from games.tamega.invariants import broken
from games.tamega.moments import MOMENTS, found_by
from tests.fingers import frames, start_game

BY_NAME = {moment.name: moment for moment in MOMENTS}


@pytest.mark.parametrize("moment", MOMENTS, ids=lambda m: m.name)
def test_each_moment_stages_a_whole_position_and_a_legal_move(moment):
    fitting = [n for n in range(1, 9) if moment.fits(n)]
    assert fitting
    for players in fitting:
        state, seat, action = moment.stage(players)
        assert broken(state) == [] and state.is_legal(seat, action), players
        state.apply(seat, action)
        assert broken(state) == [], players


def test_no_hidden_tile_left_only_fits_an_even_number_of_pawns():
    """Pictures leave the board in pairs: with nothing but the pawns' tiles left, those
    tiles pair up, so an odd number of pawns never gets there."""
    no_tile = BY_NAME["no tile left"]
    assert [n for n in range(1, 9) if no_tile.fits(n)] == [2, 4, 6, 8]


def staged(name: str, players: int, humans, size=(1280, 720), orientation="table"):
    app, scene = start_game(
        "tamega", players, humans, level="sharp", size=size, orientation=orientation
    )
    audit.stage(app, scene, BY_NAME[name])
    return app, scene


def oops_at(scene) -> set[int]:
    return {pop.seat for pop in scene.reactions.pops if pop.text == tr("react.oops")}


def test_a_staged_step_5_that_misses_the_twin_says_oops():
    """The story knows step 4's tile from the rules (`sync`), not only from telling it:
    staged (or resumed) in step 5, a miss still says "Oops!" at the mover."""
    app, scene = staged("missed twin", 2, humans=(0, 1))
    said: set[int] = set()
    for _ in range(120):
        frames(app, 1)
        said |= oops_at(scene)
    assert said == {0}


def test_after_a_skipped_step_5_the_next_players_move_is_no_miss():
    """Step 4 shut the pawn in, so the turn passed with no step 5: the next player's
    ordinary move leaves a tile that nobody was looking for."""
    app, scene = staged("cannot move", 2, humans=(0,))
    moved = len(scene.record.moves)
    said: set[int] = set()
    for _ in range(900):
        frames(app, 1)
        said |= oops_at(scene)
        if len(scene.record.moves) > moved + 1 and scene.timeline.idle:
            break
    assert scene.record.moves[moved + 1]["seat"] == 1  # seat 1 (a computer) has moved
    assert said == set()


def test_an_explainer_on_a_crowded_tablet_faces_the_row_and_stays_on_screen():
    size = (768, 1024)
    app, _ = staged("bridge", 8, humans=range(8), size=size, orientation="tablet")
    screen = pygame.Rect((0, 0), size)
    notices = []
    for _ in range(120):
        frames(app, 1)
        shown = [i for i in app.shown.items if i.kind == WORDS and i.what.startswith("notice")]
        notices += shown
        assert all(screen.contains(n.resting_rect) for n in shown)
        assert judge.check(audit.frame_marks(app), size) == []
    assert notices and tr("tamega.explain.bridge") in notices[0].what


@pytest.mark.parametrize("size, orientation", [((1280, 720), "table"), ((768, 1024), "tablet")])
@pytest.mark.parametrize("finder", [0, 3, 7])
def test_a_found_pairs_plus_one_keeps_off_the_countdowns_and_the_prompts(size, orientation, finder):
    """At the audit's pace the "+1" shows while the banner still holds the prompts back
    and before the countdowns start: it keeps off where they are about to show."""
    app, scene = start_game(
        "tamega", 8, range(8), size=size, orientation=orientation, speed=audit.SPEED
    )
    audit.stage(app, scene, Moment("pair", found_by(finder), ()))
    seen: set[str] = set()
    for _ in range(120):
        frames(app, 1)
        marks = audit.frame_marks(app)
        seen |= {m.kind if m.kind in (CLOCK, PROMPT) else m.what for m in marks}
        assert judge.check(marks, size) == []
    assert {CLOCK, PROMPT, "pop '+1'"} <= seen
