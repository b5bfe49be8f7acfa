"""The table's accessibility settings, each driven through the app: calm motion (a table
waiting for a person holds perfectly still; no shake, flight, spin, flash or bounce, yet
dice still settle), longer clocks (the rules' options carry them, so records replay),
peek by tap (a tap shows a hidden hand until the next tap or a few seconds) and bigger
words (every text 1.25 times, the audit's floor with it)."""

from __future__ import annotations

import pygame
import pytest

from engine.drawing import judge, panels, pieces
from engine.drawing.display import WORDS as WORDS_KIND
from engine.drawing.motion import FADE_STEPS, MOTION
from engine.drawing.text import type_size
from engine.drawing.theme import WORDS
from engine.game.flight import Flight
from engine.game.peeking import PEEK_SECONDS
from engine.i18n import tr
from engine.physics.world import TableWorld, tumble_faces
from engine.shell import audit
from engine.storage.settings import Settings, load_settings, save_settings
from engine.words.banners import Banner
from games.core.record import replay
from games.core.registry import all_games
from games.memorandum.rules import MEMORISE
from games.tamega.moments import give_turn, sq
from tests.fingers import (
    FRAME,
    drag,
    frames,
    run_until,
    start_game,
    tap,
    wait_for_input,
)


def tamega(**settings):
    app, scene = start_game(
        "tamega", 2, humans=(0, 1), arrange=lambda s: give_turn(s.state, 0), **settings
    )
    app.apply_table()
    assert wait_for_input(app, scene)
    return app, scene


# --- calm motion ------------------------------------------------------------------------
@pytest.mark.parametrize("calm", [False, True])
def test_a_table_waiting_for_a_person_holds_still_only_under_calm_motion(calm):
    app, scene = tamega(calm_motion=calm, pixels=True)
    # Who starts is said first (a pop that fades in and out, even calm): then the table waits.
    assert run_until(app, lambda: not any(p.showing(app.now) for p in scene.reactions.pops))
    frames(app, 2)
    before = app.screen.copy()
    frames(app, 23)  # the turn glow and the prompt's bobbing picture would have moved
    still = pygame.image.tobytes(before, "RGB") == pygame.image.tobytes(app.screen, "RGB")
    assert still == calm


def test_a_refused_touch_shakes_nothing_under_calm_motion_but_is_still_refused():
    for calm in (False, True):
        app, scene = tamega(calm_motion=calm)
        tap(app, scene.board.centre_of(sq(3, 4)))  # not beside the pawn
        assert scene.illegal_refused == 1
        frames(app, 2)
        assert (scene.shake_dx(("square", sq(3, 4))) == 0.0) == calm


def test_a_calm_flight_shows_its_piece_where_it_lands_from_take_off():
    flight = Flight("card", (0.0, 0.0), (300.0, 100.0), 1.0, 0.5, bow=40.0, lift=60.0)
    assert flight.pos(1.2) != pytest.approx((300.0, 100.0)) and flight.along(1.2) < 1.0
    MOTION.calm = True
    for now in (1.0, 1.1, 1.3, 1.5):
        assert flight.pos(now) == pytest.approx((300.0, 100.0))
        assert flight.along(now) == 1.0  # turned and shrunk as it lands, too
    assert flight.flying(1.2) and not flight.flying(1.6)  # it keeps its time


def test_a_calm_flip_lies_flat_and_turns_over_at_once_halfway():
    assert pieces.flip_pose(0.3)[0] < 0.9
    MOTION.calm = True
    assert [pieces.flip_pose(p) for p in (0.0, 0.3, 0.49, 0.5, 0.9)] == [
        (1.0, False, 0.0),
        (1.0, False, 0.0),
        (1.0, False, 0.0),
        (1.0, True, 0.0),
        (1.0, True, 0.0),
    ]


def test_calm_words_fade_in_and_out_instead_of_popping():
    banner = Banner("🎉", "Pair!", began=0.0, seconds=1.4)
    lively = [banner.scale(t) for t in (0.05, 0.15, 0.7)]
    assert lively[0] < 1.0 and max(lively) > 1.0  # grows with an overshoot
    MOTION.calm = True
    assert [banner.scale(t) for t in (0.05, 0.15, 0.7, 1.35)] == [1.0] * 4
    fades = [banner.look(t)[1] for t in (0.0, 0.05, 0.7, 1.35, 1.4)]
    assert fades[0] == 0 and 0 < fades[1] < 255 and fades[2] == 255 and fades[3] < 255


@pytest.mark.parametrize("calm", [False, True])
def test_the_table_says_calm_banners_and_pops_faded_at_full_size(calm):
    app, scene = tamega(calm_motion=calm)
    scene.announce("🎉", "Well done!")
    scene.reactions.pop("✨", "+1", 0, app.now)
    looks = {"banner": [], "pop": []}
    for _ in range(round(1.4 / FRAME)):
        frames(app, 1)
        for item in app.shown.of(WORDS_KIND):
            kind = item.what.split()[0]
            if kind in looks and item.what.endswith(("'Well done!'", "'+1'")):
                looks[kind].append((item.scale, item.alpha))
    for kind, seen in looks.items():
        assert seen, kind
        scales, alphas = {scale for scale, _ in seen}, [alpha for _, alpha in seen]
        if calm:  # full size throughout, fading in and out by tenths
            assert scales == {1.0} and alphas[0] < 255 and 255 in alphas, (kind, seen)
            tenths = {round(255 * step / FADE_STEPS) for step in range(FADE_STEPS + 1)}
            assert set(alphas) <= tenths, alphas  # a few copies, each kept a moment
        else:  # popping in, never faded
            assert min(scales) < 1.0 and set(alphas) == {255}, (kind, seen)


def throw_at_rail(calm: bool) -> tuple[float, float, bool]:
    """A die thrown right at the right rail, spinning: how fast it came back off the rail
    (the least x velocity), its spin as thrown, and whether it comes to rest."""
    MOTION.calm = calm
    world = TableWorld(400, 200)
    world.add_box("die", (300.0, 100.0), 30)
    world.throw("die", (900.0, 0.0), 12.0)
    spins = abs(world.body("die").angular_velocity)
    back = 0.0
    for _ in range(1200):
        world.step(1 / 120)
        back = min(back, world.body("die").velocity.x)
    return back, spins, world.settled(["die"])


def test_calm_dice_settle_without_bouncing_or_spinning():
    vx, spins, settled = throw_at_rail(calm=False)
    assert vx < -50 and spins > 1 and settled  # bounced back off the rail, spinning
    vx, spins, settled = throw_at_rail(calm=True)
    assert vx > -5 and spins == 0.0 and settled  # no rebound, no spin, and still at rest


def test_calm_dice_show_the_face_they_land_on_without_flashing():
    faces = ["a", "b", "c", "d"]
    assert len(set(tumble_faces(3, 20, faces, "c"))) > 1
    MOTION.calm = True
    assert tumble_faces(3, 20, faces, "c") == ["c"] * 20


# --- longer clocks ------------------------------------------------------------------------
def memorandum(players=3, preset="classic", **settings):
    opts = {"pack": 12}
    return start_game(
        "memorandum",
        players,
        (0, 1),
        preset=preset,
        options=opts,
        settle=0,
        privacy=True,
        **settings,
    )


@pytest.mark.parametrize("factor", [1.5, 2.0])
def test_longer_clocks_are_the_rules_options_and_the_record_replays_with_them(factor):
    app, scene = memorandum(longer_clocks=factor)
    opts = scene.state.opts
    assert opts.memorise_seconds == 30 * factor and opts.claim_seconds == 3 * factor
    assert scene.record.options["memorise_seconds"] == 30 * factor
    assert run_until(app, lambda: scene.picture.phase == MEMORISE)
    left = scene.timers.remaining("memorising", app.now)
    assert left == pytest.approx(30 * factor, abs=0.2)  # the table's clock runs longer
    assert replay(scene.record).opts.claim_seconds == 3 * factor


def test_a_game_resumed_keeps_the_clocks_it_was_started_with():
    app, scene = memorandum(longer_clocks=2.0)
    app.settings.longer_clocks = 1.0
    resumed = type(scene)(app, scene.setup, resume=scene.record)
    assert resumed.state.opts.memorise_seconds == 60


def test_tamega_s_pause_and_memodixe_s_turned_pair_take_longer():
    _app, scene = tamega(longer_clocks=1.5)
    assert scene.state.pause_seconds == 7.5 and scene.pause_total() == 7.5
    _app, dixe = start_game("memodixe", 2, humans=(0,), longer_clocks=2.0)
    assert dixe.memorise_seconds() == pytest.approx(2.8)
    _app, plain = start_game("memodixe", 2, humans=(0,))
    assert plain.memorise_seconds() == pytest.approx(1.4)


def test_an_unknown_clocks_factor_falls_back_and_the_setting_is_remembered(tmp_path):
    path = tmp_path / "settings.json"
    save_settings(Settings(longer_clocks=2.0, calm_motion=True, peek_by_tap=True), path)
    loaded = load_settings(path)
    assert (loaded.longer_clocks, loaded.calm_motion, loaded.peek_by_tap) == (2.0, True, True)
    path.write_text('{"longer_clocks": 7, "bigger_words": 1}')
    loaded = load_settings(path)
    assert loaded.longer_clocks == 1.0 and loaded.bigger_words is True


# --- peek by tap --------------------------------------------------------------------------
def peek_pad(scene, seat):
    x, y, _, _ = scene.geometry.peek_rect(scene.seats[seat])
    return scene.seats[seat].to_screen((x, y))


def test_without_peek_by_tap_a_tap_on_the_peek_pad_shows_nothing_once_lifted():
    app, scene = memorandum(preset="kids")  # the table deals: every seat has a hand
    assert run_until(app, lambda: scene.picture.phase == MEMORISE)
    tap(app, peek_pad(scene, 0))
    assert scene.hand_faces(0) is None


def test_peek_by_tap_shows_the_hand_until_the_next_tap_or_a_few_seconds():
    app, scene = memorandum(preset="kids", peek_by_tap=True)
    assert run_until(app, lambda: scene.picture.phase == MEMORISE)
    hand = scene.state.current.hands[0]
    tap(app, peek_pad(scene, 0))
    assert scene.hand_faces(0) == hand and scene.hand_faces(1) is None
    frames(app, round(2.0 / FRAME))
    assert scene.hand_faces(0) == hand  # still showing, with no finger on it
    tap(app, peek_pad(scene, 0))  # the next tap hides it
    assert scene.hand_faces(0) is None
    tap(app, peek_pad(scene, 0))
    assert scene.hand_faces(0) == hand
    frames(app, round(PEEK_SECONDS / FRAME) + 2)  # ... or its time runs out
    assert scene.hand_faces(0) is None


@pytest.mark.parametrize("tapping", [False, True])
def test_the_how_to_tells_to_tap_the_pad_with_peek_by_tap_and_to_hold_it_without(tapping):
    _app, scene = memorandum(preset="kids", peek_by_tap=tapping)
    texts = [page.text for page in scene.howto_pages()]
    holding, tapped = (
        tr("memorandum.howto.memorise_house"),
        tr("memorandum.howto.memorise_house.tap"),
    )
    assert (holding in texts, tapped in texts) == (not tapping, tapping)
    assert not tapping or not any("hold" in text.lower() for text in texts)


def test_peek_by_tap_keeps_a_fireball_court_hand_open_after_the_touch():
    app, scene = start_game("fireball-court", 2, humans=(0, 1), privacy=True, peek_by_tap=True)
    assert run_until(app, lambda: scene.may_play(scene.state.on_turn), 2000)
    seat = scene.state.on_turn
    other = 1 - seat
    hand = scene.picture.hands[other]
    spot = scene.geometry.hand_pos(other, 0, len(hand))
    assert not scene.open_hand(other)
    tap(app, spot)
    assert scene.open_hand(other)
    frames(app, round(PEEK_SECONDS / FRAME) + 2)
    assert not scene.open_hand(other)


# --- bigger words -------------------------------------------------------------------------
def test_bigger_words_make_every_type_size_and_the_readable_floor_a_quarter_bigger():
    app, _scene = tamega()
    unit = app.unit
    before = (type_size("body", unit), panels.panel_type(unit), judge.floor_px(app.size))
    app.settings.bigger_words = True
    app.apply_table()
    assert WORDS.scale == 1.25
    body, sizes, floor = before
    assert type_size("body", unit) == round(body * 1.25)
    assert panels.panel_type(unit).label >= round(sizes.label * 1.25)
    assert judge.floor_px(app.size) >= round(floor * 1.25)


def test_a_text_that_did_not_grow_is_below_the_bigger_floor():
    WORDS.scale = 1.25
    floor = judge.floor_px((1280, 720))
    stale = judge.Mark(WORDS_KIND, (10, 10, 100, 20), "prompt 'old size'", 16)
    assert [f.problem for f in judge.check([stale], (1280, 720))] == ["small"] and floor == 20


BIGGER = ("bigger_words",)
# Where words run out of room, each game in a language of its own (French, Dutch and German
# run longest; spread over the games, each is judged on both): the upright tablet with the
# most seats and the narrow 4:3 table with the fewest (`audit --bigger-words --lang all`
# judges every size in every language). On the tablet MemoDiXe's dice roll to the
# screen's sides: a die thrown there showed past the left edge for a frame, its corner
# sunk into the rail (the rolling area keeps `EDGE_ROOM` from the table's edges now).
NARROW = {  # a game: the tablet's language, the 4:3 table's
    "devils-circle": ("fr", "de"),
    "memorandum": ("fr", "nl"),
    "memodixe": ("fr", "de"),
    "fireball-court": ("de", "nl"),
    "tamega": ("nl", "fr"),
}


def short_cases() -> list[audit.Case]:
    """Each game in English at 1280x720 with the most seats, and on the tablet and the
    4:3 table in its languages from `NARROW`."""
    found = []
    for spec in (spec for spec in all_games() if spec.available):
        low, high = spec.players_allowed(spec.options())
        tablet, narrow = NARROW.get(spec.id, ("fr", "de"))
        found.append(audit.Case(spec.id, (1280, 720), high, table=BIGGER))
        found.append(audit.Case(spec.id, audit.TABLET, high, "tablet", BIGGER, tablet))
        found.append(audit.Case(spec.id, (1024, 768), low, "table", BIGGER, narrow))
    return found


@pytest.mark.parametrize("case", short_cases(), ids=lambda case: case.label)
def test_a_short_audit_with_bigger_words_is_clean(case):
    """A game with bigger words, played and staged through its moments: nothing covers
    what matters (Memorandum's side copies of "Memorise your cards!" lay on the hands at
    seven seats, Fireball Court's two copies of the round's summary on each other),
    nothing is off the screen (MemoDiXe's "Totenkopf! Alle verlieren einen Würfel" was
    wider than the upright tablet) and every moment's words show."""
    report = audit.audit_case(case, 200)
    assert report["marks"] and report["errors"] == 0, report
    assert report["findings"] == [], "\n".join(
        f"{f['problem']} {f['detail']}" for f in report["findings"]
    )


def test_the_audit_command_takes_bigger_words():
    from engine.shell.cli import build_parser

    args = build_parser().parse_args(["audit", "--bigger-words", "--only", "tamega"])
    assert args.bigger_words and not args.calm_motion


def test_words_grown_mid_game_lay_the_table_out_again_and_a_move_still_plays():
    app, scene = tamega()
    cell = scene.board.cell
    app.settings.bigger_words = True
    app.apply_table()
    assert scene.board.cell < cell  # the strips in front of the seats grew with the words
    pawn, to = scene.board.centre_of(scene.picture.pawns[0]), scene.board.centre_of(sq(6, 4))
    drag(app, pawn, to)
    assert scene.state.pawns[0] == sq(6, 4) and app.errors == []
