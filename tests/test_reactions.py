"""Every move answered at its seat (engine/words/reactions.py), driven through the real scenes:
Devil's Circle's wrong flip says "oops" at the flipping seat before the turn passes, a
score pops "+1" at the scorer, a panel's number counts up as the coins land, the turn
marker slides to the next seat, and a power is explained once per game, not again after a
resume."""

from __future__ import annotations

import math

import pygame
import pytest

from engine.compositor.pictures import Pictures
from engine.compositor.software import Compositor
from engine.drawing import panels, theme
from engine.drawing.display import WORDS, DisplayList
from engine.drawing.seats import layout_seats
from engine.i18n import tr
from engine.shell.resume import resume_saved_game
from engine.storage.saves import clear_save, flush_saves
from engine.words import reactions
from engine.words.banners import Banner
from engine.words.notices import notice_plate
from games.core import TABLE
from games.devils_circle.moments import table
from games.devils_circle.scene.discs import FLIP_SECONDS
from games.memorandum.actions import CallTime, Claim, CloseWindow, Deal, Pass
from games.tamega.board import EMPTY
from games.tamega.moments import pair_setup, picture_not_in, place, sq
from tests.fingers import drag, frames, run_until, start_game, tap, wait_for_input
from tests.shown import judged
from tests.test_devils_circle_scene import disc_pos, idle, start
from tests.test_memodixe_scene import pair_in_square
from tests.test_memodixe_scene import start as md_start
from tests.test_memodixe_support import arrange, filler
from tests.test_memorandum_helpers import forced_state
from tests.test_tamega_scene import start as tm_start

CAULDRON = 3  # a card asking for the cauldron
THREE_CAULDRONS = [1, 0, 0, 1, 0, 0, 1, 0, 0, 0]  # discs 0, 4 and 5 show it; disc 6 can


def pops_at(scene, seat: int, text: str) -> list[reactions.Pop]:
    return [p for p in scene.reactions.pops if p.seat == seat and p.text == text]


def test_a_wrong_flip_says_oops_at_the_flipping_seat_before_the_turn_passes():
    app, scene = start(table(players=2, pack=(CAULDRON,), middle=1))
    assert idle(app, scene)
    tapped_at = app.now
    tap(app, disc_pos(scene, 4), settle=0)  # disc 4 shows the cauldron: turning it is wrong
    assert scene.state.turn == 1  # the rules passed the turn at once ...
    oops: reactions.Pop | None = None
    shown_turns: list[frozenset[int]] = []
    while not scene.input_open():
        frames(app, 1)
        shown_turns.append(scene.reactions.shown_turn(frozenset(scene.state.active_seats())))
        if oops is None and pops_at(scene, 0, "Oops!"):
            oops = pops_at(scene, 0, "Oops!")[0]
            oops_frame = len(shown_turns) - 1
            assert scene.reactions.mistake_age(0, app.now) is not None  # shaken and dimmed
            assert scene.reactions.mistake_age(1, app.now) is None
    assert oops is not None and oops.at is None  # at the flipper's own panel, facing it
    assert oops.began - tapped_at <= FLIP_SECONDS + 0.1  # as soon as the disc shows its face
    first_passed = shown_turns.index(frozenset({1}))
    assert oops_frame < first_passed  # ... but the table says "oops" at seat 0 first
    assert set(shown_turns[:first_passed]) == {frozenset({0})}
    assert scene.reactions.marker.came_from == 0


def test_a_mistaken_panel_dims_without_decoding_the_encoded_panel_shown():
    screen = pygame.display.set_mode((1280, 720))
    seat = layout_seats(2, (1280, 720))[1]  # turned to its seat: the dim copy is too
    size = (round(seat.panel_size[0]), round(seat.panel_size[1]))
    score = panels.Count("⭐", 3, "game.points")
    plan = panels.plan_panel(size, 1.0, "game.points")
    image = panels.seat_panel(seat, plan, False, score, False, 1.0, (None, None))
    compositor = Compositor(Pictures())
    compositor.fit_screen((1280, 720))
    table = reactions.Reactions()
    shows = DisplayList((1280, 720))
    table.paint_panel(shows, seat, image, False, 0.0, 1.0)
    for _ in range(3):  # shown, then encoded for the screen in a frame that paints nothing
        compositor.compose(shows, screen)
    shown = compositor.pictures.turned(image, seat.angle)
    assert shown.get_flags() & pygame.RLEACCEL
    table.oops(seat.index, "Oops!", 0.0)
    dims = DisplayList((1280, 720))
    table.paint_panel(dims, seat, image, False, 0.1, 1.0)
    compositor.compose(dims, screen)
    assert shown.get_flags() & pygame.RLEACCEL  # still encoded: it was never read
    expected = pygame.transform.rotate(image.make(Pictures()), seat.angle)
    expected.fill(reactions.DIM, special_flags=pygame.BLEND_RGB_MULT)
    dim = compositor.pictures.tinted(image, seat.angle, reactions.DIM)
    assert pygame.image.tobytes(dim, "RGBA") == pygame.image.tobytes(expected, "RGBA")


def test_the_turn_marker_moves_to_the_next_seat_after_a_pass():
    app, scene = start(table(players=2, pack=(CAULDRON,), middle=1))
    assert idle(app, scene)
    tap(app, disc_pos(scene, 5))  # red -> cauldron: a match, the same seat goes on
    assert idle(app, scene)
    frames(app, 2)
    assert scene.reactions.marker.turn == {0} and scene.reactions.marker.came_from is None
    tap(app, scene.pass_buttons[0].frame.to_screen(scene.pass_buttons[0].center))
    assert run_until(app, lambda: scene.reactions.marker.turn == {1}, 600)
    assert scene.reactions.marker.came_from == 0
    assert scene.reactions.shown_turn(frozenset({1})) == {1}


def test_a_match_pops_plus_one_at_the_scorer_and_glows():
    app, scene = start(table(players=2, pack=(CAULDRON,), middle=1))
    assert idle(app, scene)
    tap(app, disc_pos(scene, 5))  # a match takes the middle's coin
    assert run_until(app, lambda: pops_at(scene, 0, "2/4"), 600)  # two cauldrons show now
    found = pops_at(scene, 0, "2/4")[0]
    assert found.at is not None and scene.reactions.glows  # the disc glows where it turned
    assert run_until(app, lambda: pops_at(scene, 0, "+1"), 600)  # the coin lands: +1
    assert not pops_at(scene, 1, "+1") and pops_at(scene, 0, "+1")[0].at is None


def test_the_panel_number_counts_up_as_the_pot_lands():
    state = table(players=2, sides=THREE_CAULDRONS, pack=(CAULDRON,), middle=3)
    app, scene = start(state)
    assert idle(app, scene)
    assert run_until(app, lambda: scene.reactions.counts.shown[0] == scene.shown_scores()[0])
    before = scene.reactions.counts.shown[0]
    tap(app, disc_pos(scene, 6), settle=0)  # the fourth cauldron: the card and the pot
    target = scene.state.scores()[0]
    assert target == before + 2 + 3
    shown, summaries = [], set()
    for _ in range(600):
        frames(app, 1)
        shown.append(scene.reactions.counts.shown[0])
        summaries |= {c.text for c in scene.reactions.notices if c.seat is None}
        if shown[-1] == target and scene.input_open():
            break
    assert shown[0] == before  # the number waits for the flight ...
    assert shown == sorted(shown) and shown[-1] == target  # ... then counts up to the state
    assert len(set(shown)) >= 4  # through the numbers between, not in one jump
    assert summaries == {tr("react.round", name=scene.seat_name(0), points=5)}  # every seat


def explainers(scene) -> list[str]:
    """Record every first-time card the scene's reactions show."""
    shown: list[str] = []
    original = scene.reactions.explain

    def spy(emoji, text, seat, now):
        shown.append(text)
        original(emoji, text, seat, now)

    scene.reactions.explain = spy
    return shown


def test_a_power_is_explained_once_per_game_and_not_again_after_a_resume(tmp_path, monkeypatch):
    monkeypatch.setenv("MEMOTABLE_DATA_DIR", str(tmp_path))  # the kept game stays in here
    app, scene = start_game("devils-circle", 2, humans=(), seed=3, speed=8.0, settle=0)
    scene.persist = True  # this game is kept, to be resumed
    shown = explainers(scene)
    coins = tr("devils_circle.explain.coins")
    assert run_until(app, lambda: coins in shown, 20000)
    assert run_until(app, lambda: len(scene.record.moves) >= 12, 20000)
    assert shown.count(coins) == 1  # coin rounds followed: no second card
    assert "coins" in scene.save_extra()["explained"]
    flush_saves()
    app.scenes.pop()
    app.scenes.apply_pending()
    assert resume_saved_game(app) == ""
    app.scenes.apply_pending()
    resumed = app.scenes.top
    assert resumed is not scene and "coins" in resumed.reactions.explained
    again = explainers(resumed)
    moves = len(resumed.record.moves)
    assert run_until(app, lambda: len(resumed.record.moves) >= moves + 6, 20000)
    assert coins not in again
    clear_save()
    flush_saves()


def _screen_rect(centre, size, angle) -> pygame.Rect:
    w, h = size if angle % 180 == 0 else size[::-1]
    rect = pygame.Rect(0, 0, round(w), round(h))
    rect.center = (round(centre[0]), round(centre[1]))
    return rect


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 1280)])
@pytest.mark.parametrize("players", range(2, 9))
def test_pops_face_their_seat_beside_its_panel_and_cover_no_panel(players, size):
    seats = layout_seats(players, size)
    unit = min(size) / 1080
    panels = [_screen_rect(s.center, s.panel_size, s.angle).inflate(-2, -2) for s in seats]
    plate = reactions.pop_plate("😬", "Oops!", unit, theme.BAD)
    for seat in seats:
        at = reactions.edge_point(seat, 0.45)
        rect = _screen_rect(at, plate.size, seat.angle)
        assert rect.collidelist(panels) == -1, (seat.index, rect)


def _all_but(hole: pygame.Rect, screen: pygame.Rect) -> list[pygame.Rect]:
    """The whole screen kept clear but `hole`."""
    return [
        pygame.Rect(0, 0, hole.left, screen.h),
        pygame.Rect(hole.right, 0, screen.w - hole.right, screen.h),
        pygame.Rect(hole.left, 0, hole.w, hole.top),
        pygame.Rect(hole.left, hole.bottom, hole.w, screen.h - hole.bottom),
    ]


def test_a_pop_with_no_clear_place_takes_the_floor_size_or_is_not_shown():
    size = (1280, 720)
    screen, seats, unit = pygame.Rect((0, 0), size), layout_seats(2, size), 720 / 1080
    floor = panels.panel_type(unit).label
    small = reactions.pop_plate("✨", "+1", unit, theme.GOLD, floor).size
    full = reactions.pop_plate("✨", "+1", unit, theme.GOLD).size
    hole = pygame.Rect(0, 0, small[0] + 4, small[1] + round(reactions.RISE * unit) + 4)
    hole.center = (640, 300)
    assert full[0] > hole.w  # only the smaller plate fits, with its rise
    told = reactions.Reactions()
    told.pop("✨", "+1", 0, 0.0, at=(900.0, 500.0))
    told.place_pops(seats, unit, _all_but(hole, screen), screen, 16 * unit)
    (placed,) = told.placed.values()
    assert placed.px == floor and not placed.stuck and hole.contains(placed.reach)
    frame = DisplayList(size)
    told.paint(frame, seats, 0.5, unit)
    assert [(i.what, i.text_px) for i in frame.of(WORDS)] == [("pop '+1'", floor)]

    crowded = reactions.Reactions()  # nowhere clear even at the floor: it is not shown
    crowded.pop("✨", "+1", 0, 0.0, at=(900.0, 500.0))
    crowded.place_pops(seats, unit, [screen], screen, 16 * unit)
    assert all(p.stuck for p in crowded.placed.values()) and crowded.reaches() == []
    frame = DisplayList(size)
    crowded.paint(frame, seats, 0.5, unit)
    assert frame.of(WORDS) == []


def test_pop_and_notice_words_are_readable_across_the_table():
    unit = 720 / 1080
    pictures = Pictures()
    pop = reactions.pop_plate("✨", "+1 spy", unit, theme.GOLD)
    notice = notice_plate("🐦", "Ravens' share: a spy of the words", 300, unit)
    pictures(pop), pictures(notice)
    smallest = [pictures.smallest_words(pop), pictures.smallest_words(notice)]
    assert min(smallest) >= panels.READABLE * 720


def test_memodixe_a_failed_pair_says_oops_at_the_seat_and_a_won_die_counts_as_it_lands():
    app, scene = md_start(state=arrange(2, filler([], start=0)))
    tap(app, scene.geometry.places[3])
    assert wait_for_input(app, scene)
    tap(app, scene.geometry.places[5], settle=0)  # different symbols: a miss
    assert run_until(app, lambda: pops_at(scene, 0, "Oops!"), 600)
    assert scene.reactions.shown_turn(frozenset({1})) == {0}  # the turn waits for it

    app, scene = md_start(state=pair_in_square("rabbit", 2))
    tap(app, scene.geometry.places[0])
    assert wait_for_input(app, scene)
    tap(app, scene.geometry.places[1])
    assert wait_for_input(app, scene)
    tap(app, scene.geometry.places[1], settle=0)  # keep it: the die slides to the panel
    assert scene.state.scores()[0] == 1
    assert scene.shown_scores()[0] == 0  # not counted while it slides ...
    assert run_until(app, lambda: scene.reactions.counts.shown.get(0) == 1, 600)
    assert pops_at(scene, 0, "+1")  # ... counted, with a "+1", when it lands
    assert tr("memodixe.explain.rabbit") in {c.text for c in scene.reactions.notices}


def test_tamega_a_pair_pops_plus_one_and_a_missed_twin_in_step_5_says_oops():
    app, scene = tm_start(arrange=pair_setup)
    assert wait_for_input(app, scene)
    drag(app, scene.board.centre_of(scene.picture.pawns[0]), scene.board.centre_of(sq(6, 4)))
    assert run_until(app, lambda: pops_at(scene, 0, "+1"), 600)  # the pair lands at seat 0
    assert run_until(app, lambda: scene.state.phase == "red", 1200)
    assert wait_for_input(app, scene)
    empty = next(s for s, c in enumerate(scene.picture.cells) if c == EMPTY)
    drag(app, scene.board.centre_of(sq(4, 4)), scene.board.centre_of(empty))
    assert "red" in scene.reactions.explained  # the red tile's move, explained the first time
    assert wait_for_input(app, scene)
    under = scene.state.pawns[0]
    stranger = picture_not_in(scene.state, under)
    place(scene.state, sq(2, 4), stranger, keep={under})
    tap(app, scene.board.centre_of(sq(2, 4)))  # step 4: a tile that is not the twin
    assert wait_for_input(app, scene) and not pops_at(scene, 0, "Oops!")
    drag(app, scene.board.centre_of(scene.picture.pawns[0]), scene.board.centre_of(sq(5, 4)))
    assert len(scene.state.taken[0]) == 1  # step 5 left a tile that is not its twin: a miss
    assert run_until(app, lambda: pops_at(scene, 0, "Oops!"), 600)
    assert pops_at(scene, 0, "Oops!")[0].at == scene.board.centre_of(under)


def test_memorandum_a_wrong_claim_says_oops_at_the_claimer_when_the_hands_show():
    app, scene = start_game("memorandum", 3, humans=(), settle=0, options={"pack": 12})
    scene.timeline.finish()
    scene.state = forced_state(((), ("AS",), ("AH",)), calls=("AS", "AH"))
    scene.story.sync()
    moves = [(TABLE, Deal()), (TABLE, CallTime())]
    for call in (0, 1):  # seat 1 claims both cards: AS is its own, AH is seat 2's
        moves += [(1, Claim(call)), (2, Pass(call)), (TABLE, CloseWindow(call))]
    for seat, action in moves:  # applied through the scene, no frame between: no bot acts
        assert scene.state.is_legal(seat, action)
        scene.act(seat, action)
        if scene.state.phase != "over" and not scene.state.revealed:
            scene.timeline.finish()
    oops: set[int] = set()
    scores: set[reactions.Pop] = set()
    for _ in range(1200):  # the reveal: each card flies to its fate
        frames(app, 1)
        oops |= {p.seat for p in pops_anywhere(scene, "Oops!")}
        scores |= {p for p in scene.reactions.pops if p.text.startswith("+")}
        if scene.timeline.idle:
            break
    assert oops == {1}
    popped = [0] * 3  # every point a seat scores pops "+n" at that seat as its card lands
    for pop in scores:
        popped[pop.seat] += int(pop.text[1:])
    assert popped == scene.picture.totals and popped[1] > 0


def pops_anywhere(scene, text: str) -> list[reactions.Pop]:
    return [p for p in scene.reactions.pops if p.text == text]


def test_a_reactions_words_are_judged_where_they_rest():
    app, scene = start(table(players=2, pack=(CAULDRON,), middle=1))
    assert idle(app, scene)
    scene.reactions.pop("✨", "+1", 0, app.now)
    scene.reactions.summary("🏆", "Ann wins the round", app.now)
    shown = judged(app, 1)
    size = panels.panel_type(scene.unit)
    pops = [m for m in shown if m.what == "pop '+1'"]
    cards = [m for m in shown if m.what == "notice 'Ann wins the round'"]
    assert [(m.kind, m.text_px) for m in pops] == [(WORDS, size.score)]
    assert [(m.kind, m.text_px) for m in cards] == [(WORDS, size.label)] * 2  # each seat
    full = reactions.pop_plate("✨", "+1", scene.unit, theme.GOLD).size
    assert pops[0].rect[2:] == full  # where it rests, not as small as it grows in


def test_a_summary_keeps_clear_of_the_board_the_panels_and_its_other_copies():
    app, scene = start(table(players=4, pack=(CAULDRON,), middle=1), players=4, humans=())
    assert idle(app, scene)
    scene.reactions.summary("🏆", "Ann and Bea win the round with 5 points", app.now)
    cards = [m for m in judged(app, 1) if m.what.startswith("notice")]
    assert len(cards) == len({seat.angle for seat in scene.seats}) > 1  # a copy for each side
    keep = scene.keep_clear() + [seat.screen_rect() for seat in scene.seats]
    keep += [button.screen_rect() for button in scene.buttons]
    assert keep[0].w > 0 and len(keep) > 4  # the discs are kept clear, and the panels
    rects = [pygame.Rect(m.rect) for m in cards]
    for i, rect in enumerate(rects):
        assert rect.collidelist(keep) == -1, cards[i].what
        assert rect.collidelist(rects[i + 1 :]) == -1


def test_an_explainer_waits_for_the_banner_showing_and_the_next_banner_waits_for_it():
    app, scene = start(table(players=2, pack=(CAULDRON,), middle=1))
    assert idle(app, scene)
    scene.announce("🎉", "Pair!", 1.0)
    scene.reactions.explain("🪙", "Coins go to the pot", 0, app.now)
    scene.announce("🔥", "Fireball!", 1.0)
    assert scene.banner.text == "Pair!"
    said: list[str] = []
    for _ in range(1200):
        shown = {m.what for m in judged(app, 1) if m.what.startswith(("banner", "notice"))}
        assert len(shown) <= 1  # never two things for the table to read at once
        said += [what for what in shown if what not in said[-1:]]
        if said[-1:] == ["banner 'Fireball!'"]:
            break
    assert said == ["banner 'Pair!'", "notice 'Coins go to the pot'", "banner 'Fireball!'"]
    assert isinstance(scene.banner, Banner)


def test_a_pop_by_a_disc_moves_off_the_ring_and_off_the_other_pops():
    app, scene = start(table(players=2, pack=(CAULDRON,), middle=1))
    assert idle(app, scene)
    for text in ("+1", "+2"):
        scene.reactions.pop("✨", text, 0, app.now, at=disc_pos(scene, 4))
    pops = [pygame.Rect(m.rect) for m in judged(app, 1) if m.what.startswith("pop")]
    assert len(pops) == 2
    discs = scene.keep_clear()
    assert pops[0].collidelist(discs) == -1 == pops[1].collidelist(discs)
    assert not pops[0].colliderect(pops[1])
    near = max(scene.ring.diameter * 3, pops[0].w * 2)  # still by the disc
    assert all(math.dist(p.center, disc_pos(scene, 4)) < near for p in pops)


def test_a_pop_keeps_off_the_middle_where_the_next_searched_card_comes_up():
    app, scene = start(table(players=2, pack=(), middle=1))  # no card searched yet
    assert idle(app, scene)
    assert not [i for i in app.shown.items if i.what == "searched card"]
    scene.reactions.pop("✨", "+2", 0, app.now, at=scene.board.centre)
    [pop] = [pygame.Rect(m.rect) for m in judged(app, 1) if m.what.startswith("pop")]
    w, h = scene.board.card_size
    for angle in (0, 90):  # the card may come up facing any seat
        card = pygame.Rect((0, 0), (w, h) if angle == 0 else (h, w))
        card.center = (round(scene.board.centre[0]), round(scene.board.centre[1]))
        assert not pop.colliderect(card), (pop, card)


def test_a_pop_where_a_banner_shows_moves_off_it():
    app, scene = start(table(players=2, pack=(CAULDRON,), middle=1))
    assert idle(app, scene)
    scene.announce("🎉", "Pair!", 2.0)
    frames(app, 12)  # the banner has grown in and rests
    [spot, *_] = scene.table_words.words.placed.spots
    scene.reactions.pop("✨", "+1", 0, app.now, at=spot[0])
    shown = judged(app, 1)
    banners = [pygame.Rect(m.rect) for m in shown if m.what.startswith("banner")]
    [pop] = [pygame.Rect(m.rect) for m in shown if m.what.startswith("pop")]
    assert banners and pop.collidelist(banners) == -1
