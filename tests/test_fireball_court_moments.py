"""Fireball Court's moments (the layout audit's staged positions): each stages a legal
move that makes the event whose words it names, every word the table tells after a move
is named by one, and staged at a 4:3 screen and at a round's end the table shows them
clear of what matters (the prompt off the race to the target, the words off the cards
about to land, "tap for the next round" after the words and off the captured piles)."""

from __future__ import annotations

import re
from pathlib import Path

import pygame

from engine.drawing import judge
from engine.drawing.display import PIECE, PROMPT, WORDS
from engine.shell import audit
from games.fireball_court.actions import (
    Captured,
    CourtLeftover,
    MatchWon,
    RavensShare,
    RoundDealt,
    RoundScored,
    StarterChosen,
    TiedAtTarget,
)
from games.fireball_court.moments import MOMENTS
from tests.fingers import run_until

SCENE = Path(__file__).resolve().parent.parent / "games" / "fireball_court" / "scene"
NOT_AFTER_A_MOVE = {
    "fireball_court.court",  # the empty Court's name
    "fireball_court.started",  # on the panel of the round's starter
    "fireball_court.target_word",  # on every panel
    "fireball_court.hint_selected",  # after a tap on a card, not a move
    "fireball_court.breakdown_coins",  # inside the round's breakdown, which its moment says
}


def _first(events, kind):
    return next(e for e in events if isinstance(e, kind))


MADE = {  # what each moment's move makes happen, as the rules tell it
    "highest starts": lambda ev: _first(ev, StarterChosen).reason == "highest",
    "starter by chance": lambda ev: _first(ev, StarterChosen).reason == "random",
    "deal again": lambda ev: _first(ev, RoundDealt).redeals[:1] == ("king",),
    "fireball back": lambda ev: _first(ev, RoundDealt).fireballs_returned >= 1,
    "capture": lambda ev: len(_first(ev, Captured).cards) == 2 and not _first(ev, Captured).sweep,
    "sweep": lambda ev: len(_first(ev, Captured).cards) == 4 and _first(ev, Captured).sweep,
    "round over": lambda ev: (
        _first(ev, CourtLeftover).seat == 0 and len(_first(ev, RavensShare).coins) == 2
    ),
    "nobody captured": lambda ev: (
        _first(ev, CourtLeftover).seat is None and _first(ev, RavensShare).taker is None
    ),
    "kids' round over": lambda ev: (
        not any(isinstance(e, RavensShare) for e in ev) and _first(ev, RoundScored).round_no == 1
    ),
    "tied at the target": lambda ev: _first(ev, TiedAtTarget).totals == (102, 102),
    "match won": lambda ev: _first(ev, MatchWon).seat == 0,
}


def test_fc_each_moment_stages_a_legal_move_that_makes_what_its_words_tell():
    assert {m.name for m in MOMENTS} == set(MADE)
    for moment in MOMENTS:
        assert moment.fits(2) and not moment.fits(3)
        state, seat, action = moment.stage(2)
        held = state.pile + [
            c for part in (*state.hands, *state.court, *state.captured) for c in part
        ]
        assert len(held) == len(set(held)), moment.name  # no card in two places
        assert action in state.legal_actions(seat), moment.name
        assert MADE[moment.name](state.apply(seat, action)), moment.name


def test_fc_every_word_the_table_tells_after_a_move_has_a_moment():
    told = set()
    for path in SCENE.glob("*.py"):
        told |= set(re.findall(r'"(fireball_court\.[\w.]+)"', path.read_text()))
    named = {words for m in MOMENTS for words in m.says if words.startswith("fireball_court.")}
    assert named == told - NOT_AFTER_A_MOVE


def _staged(name: str, size: tuple[int, int]):
    [moment] = [m for m in MOMENTS if m.name == name]
    app, scene = audit._table(audit.Case("fireball-court", size, 2))
    app.frame(1 / 60, events=[])
    audit.stage(app, scene, moment)
    return app, scene


def test_fc_at_4_3_the_prompt_keeps_off_the_race_and_the_words_off_what_lands():
    """1024x768 leaves no room beside the hand: the prompt lies across the table, once
    right-aligned onto the score; and the starter's banner, placed before the Court's
    cards and the prompt showed, lay on them a frame."""
    app, scene = _staged("highest starts", (1024, 768))
    prompts = 0
    for _ in range(240):
        app.frame(1 / 60, events=[])
        assert judge.check(audit.frame_marks(app), app.size) == []
        for prompt in app.shown.of(PROMPT):
            prompts += 1
            court = scene.geometry.court_frame
            assert court.left <= prompt.rect.left and prompt.rect.right <= court.right
    assert prompts


def test_fc_tap_for_the_next_round_waits_for_the_words_and_keeps_off_the_piles():
    app, scene = _staged("round over", (1280, 720))
    shown = 0
    for _ in range(240):
        app.frame(1 / 60, events=[])
        items = app.shown.items
        prompts = [i.rect for i in items if i.kind == PROMPT and "next round" in i.what]
        told = [i for i in items if i.kind == WORDS and i.what.startswith(("banner", "notice"))]
        piles = [i.rect for i in items if i.kind == PIECE and i.what.startswith("captured pile")]
        if prompts:
            shown += 1
            assert not told and scene.banner is None
            assert all(p.collidelist(piles) == -1 for p in prompts)
    assert shown and piles


def test_fc_the_words_keep_clear_of_the_prompt_to_come_and_the_cards_about_to_land():
    """What the table's words keep clear of includes, before they show, the prompt of a
    person whose turn comes and the places of the Court's stacks being dealt."""
    app, scene = _staged("highest starts", (1024, 768))
    keep = scene.keep_clear()
    on_turn = scene.state.on_turn
    stacks = [scene.geometry.stack_pos(i, len(scene.state.court)) for i in range(6)]
    assert all(any(rect.collidepoint(spot) for rect in keep) for spot in stacks)
    assert not scene.picture.court and not app.shown.of(PROMPT)  # nothing shows yet
    assert run_until(app, lambda: bool(app.shown.of(PROMPT)), 240)
    [prompt] = app.shown.of(PROMPT)  # the starter's, once the card drawn has landed
    assert scene.state.on_turn == on_turn
    assert any(pygame.Rect(rect).contains(prompt.rect) for rect in keep)
