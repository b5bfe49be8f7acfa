"""Memorandum's scene driven by injected FINGER events only: peek, ready, simultaneous
"Mine!" claims, a late claim refused, and a whole game to the results."""

from engine.drawing import pieces
from games.memorandum.rules import CLAIMS, MEMORISE
from games.memorandum.scene.images import card_face
from games.memorandum.scene.story import FLIP_SECONDS
from tests.fingers import frames, hold, lift, run_until, start_game, tap, taps_together


def start(
    players=3,
    humans=(0, 1),
    orientation="table",
    kids=False,
    size=(1280, 720),
    pixels=False,
    **options,
):
    opts = {"pack": 12, "claim_seconds": 1.5, **options}
    return start_game(
        "memorandum",
        players,
        humans,
        preset="kids",
        kids=kids,
        options=opts,
        size=size,
        settle=0,
        orientation=orientation,
        privacy=True,
        pixels=pixels,
    )


def pad_centre(scene, seat_index, rect_of):
    seat = scene.seats[seat_index]
    x, y, _, _ = rect_of(seat)
    return seat.to_screen((x, y))


def test_mr_scene_peek_ready_and_simultaneous_claims_by_fingers():
    app, scene = start()
    assert run_until(app, lambda: scene.picture.phase == MEMORISE)
    peek = pad_centre(scene, 0, scene.geometry.peek_rect)
    assert scene.hand_faces(0) is None  # privacy: face down until the owner holds the pad
    hold(app, peek, 0.3)
    assert scene.hand_faces(0) == scene.state.current.hands[0]
    assert scene.hand_faces(1) is None  # another player's hand stays face down
    lift(app, peek)
    assert scene.hand_faces(0) is None
    tap(app, pad_centre(scene, 0, scene.geometry.ready_rect))
    tap(app, pad_centre(scene, 1, scene.geometry.ready_rect), finger_id=1)
    assert run_until(app, lambda: scene.state.phase == CLAIMS and scene.picture.window_open, 600)
    call = scene.state.call
    mines = [pad_centre(scene, s, scene.geometry.mine_rect) for s in (0, 1)]
    taps_together(app, mines)  # two fingers in the same frame: both claims count
    assert {0, 1} <= set(scene.state.claimants) and scene.state.call == call
    refused = scene.illegal_refused
    tap(app, mines[0])  # a claim is made once (MR-R2): a gentle shake, nothing else
    assert scene.illegal_refused == refused + 1
    assert run_until(app, lambda: scene.state.call > call, 600)
    assert scene.state.card in scene.state.dispute or scene.state.dispute


def test_mr_scene_claim_after_the_window_is_refused_and_bot_pad_is_not_mine():
    app, scene = start()
    assert run_until(app, lambda: scene.picture.phase == MEMORISE)
    for s in (0, 1):
        tap(app, pad_centre(scene, s, scene.geometry.ready_rect), finger_id=s)
    assert run_until(app, lambda: scene.picture.window_open, 600)
    refused = scene.illegal_refused
    tap(app, pad_centre(scene, 2, scene.geometry.mine_rect))  # the computer player's pad
    assert scene.illegal_refused == refused + 1
    assert run_until(app, lambda: not scene.picture.window_open, 600)
    late = scene.illegal_refused
    tap(app, pad_centre(scene, 0, scene.geometry.mine_rect), settle=1)  # too late for that card
    assert scene.illegal_refused == late + 1
    assert scene.state.claimants == []  # nor does it count for the next card


def test_mr_scene_plays_a_whole_house_game_to_the_results():
    app, scene = start(players=2, humans=(0,), pack=8)
    assert run_until(app, lambda: scene.picture.phase == MEMORISE)
    tap(app, pad_centre(scene, 0, scene.geometry.ready_rect))
    claimed = set()
    for _ in range(4000):
        if scene.state.over:
            break
        mine = scene.state.card in scene.state.current.hands[0]
        if scene.picture.window_open and mine and scene.state.call not in claimed:
            claimed.add(scene.state.call)
            tap(app, pad_centre(scene, 0, scene.geometry.mine_rect))
        frames(app, 1)
    assert scene.state.over and claimed
    assert scene.state.totals[0] >= len(claimed)
    assert run_until(app, lambda: app.scenes.top.name == "results", 1200)
    assert str(scene.state.house_total) in app.scenes.top.extra[0]  # the score to beat


def test_mr_scene_tablet_pass_and_play_one_memoriser_at_a_time():
    app, scene = start(orientation="tablet")
    assert run_until(app, lambda: scene.picture.phase == MEMORISE)
    assert scene.memorising.my_turn(0) and not scene.memorising.my_turn(1)
    tap(app, pad_centre(scene, 1, scene.geometry.peek_rect))  # not your turn yet
    assert not scene.peeking(1)
    tap(app, pad_centre(scene, 0, scene.geometry.ready_rect))
    assert scene.memorising.my_turn(1)
    tap(app, pad_centre(scene, 1, scene.geometry.ready_rect))
    assert run_until(app, lambda: scene.picture.window_open, 600)


def test_mr_scene_party_mode_puts_no_clock_on_memorising():
    app, scene = start(humans=(0,), kids=True, memorise_seconds=1)
    assert run_until(app, lambda: scene.picture.phase == MEMORISE)
    frames(app, 240)  # four times the memorising time: the children decide
    assert scene.state.phase == MEMORISE
    tap(app, pad_centre(scene, 0, scene.geometry.ready_rect))
    assert run_until(app, lambda: scene.state.phase == CLAIMS, 600)


def test_mr_scene_pause_does_not_eat_the_claim_window():
    app, scene = start()
    assert run_until(app, lambda: scene.picture.phase == MEMORISE)
    for s in (0, 1):
        tap(app, pad_centre(scene, s, scene.geometry.ready_rect), finger_id=s)
    assert run_until(app, lambda: scene.picture.window_open, 600)
    call = scene.state.call
    scene.open_pause()
    frames(app, 300)  # five seconds paused; the window is 1.5 s
    app.scenes.pop()
    frames(app, 2)
    assert scene.picture.window_open and scene.state.call == call


def test_mr_scene_paints_a_called_cards_face_while_its_back_still_shows():
    """The face and its quarter-turned copy (for the side seats) are painted ahead, one a
    quiet frame, during the first half of the flip: the frame it turns up paints neither."""
    app, scene = start(players=4, humans=(), size=(1234, 777), pixels=True)  # an unused size

    def face_up() -> bool:
        progress = (app.now - scene.picture.card_since) / FLIP_SECONDS
        return pieces.flip_pose(progress)[1]

    assert run_until(app, lambda: bool(scene.picture.card) and not face_up())
    at, card, pictures = scene.geometry, scene.picture.card, app.compositor.pictures
    face = card_face(card, (at.big_w, at.big_h), scene.painter.four)
    angles = [angle for _, _, angle in at.big_spots]
    assert any(angles), "four seats: the side seats get a turned copy"
    assert not all(pictures.has(face, angle) for angle in angles), "nothing painted before"
    while not face_up():
        ready = all(pictures.has(face, angle) for angle in angles)
        frames(app, 1)
    assert ready, "both copies were painted before the face showed"
    shown = [item for item in app.shown_of(scene) if item.what == "called card"]
    assert [item.image for item in shown] == [face] * len(angles)


def test_mr_a_peek_held_still_past_the_stuck_finger_timeout_keeps_the_hand_shown():
    """A child may hold the peek pad still for the whole memorising time. The input pipeline
    cancels fingers silent for `finger_timeout` (60 s) unless the scene keeps them: the held
    peek is a capture, so it survives 70 still seconds while other children tap around it."""
    app, scene = start(memorise_seconds=120)
    assert app.settings.finger_timeout < 70
    assert run_until(app, lambda: scene.picture.phase == MEMORISE)
    peek = pad_centre(scene, 0, scene.geometry.peek_rect)
    hold(app, peek, 0.3)
    elsewhere = scene.table[0] + scene.table[2] * 0.5, scene.table[1] + scene.table[3] * 0.5
    for second in range(70):
        tap(app, elsewhere, finger_id=2 + second % 5, settle=0)
        frames(app, 59)
    assert scene.state.phase == MEMORISE and scene.keeps_pointer(("finger", 1, 0))
    assert scene.hand_faces(0) == scene.state.current.hands[0]
    lift(app, peek)
    assert scene.hand_faces(0) is None


def test_mr_scene_paints_what_memorising_shows_ahead_while_dealing():
    """The hands face down, "memorise!" both ways and the banner were all painted in the
    frame the deal ended (19 surfaces, 18 ms at 4K); they are painted ahead during the
    deal, so that frame paints no picture anew (only the banner's first scale step, a
    passing copy)."""
    app, scene = start_game("memorandum", 7, (), settle=0, pixels=True)
    pictures = app.compositor.pictures
    made = {}
    while scene.picture.phase != MEMORISE:
        before = pictures.made
        frames(app, 1)
        made[scene.picture.phase] = pictures.made - before
        assert app.now < 30
    assert made[MEMORISE] == 0
    hands = [item for item in app.shown_of(scene) if item.what.startswith("hand of seat")]
    assert len(hands) == 6 and all(pictures.has(hand.image, hand.angle) for hand in hands)
