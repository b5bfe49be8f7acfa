"""Memorandum in party mode, driven by injected FINGER events only: the claim window waits
for every child ("Mine!" or "Not mine") instead of running a clock, grown-ups keep their
clock, bigger pads that fit their panels, touches just beside a pad, the pointing hand's
targets in each phase, and a whole party game played to the results by fingers."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from engine.drawing.display import HINTS, Shape
from engine.game.flight import Flight
from engine.game.party import PARTY
from engine.words.howto import table_pages
from games.core import TABLE
from games.memorandum.rules import CLAIMS, MEMORISE
from games.memorandum.scene.layout import PARTY_MINE_PAD
from tests.fingers import frames, hold, lift, run_until, tap
from tests.test_memorandum_scene import start as scene_start

LONG = 1500  # frames: 25 s of table time, many times any claim window or memorising clock


def start(players=3, humans=(0, 1), kids=True, size=(1280, 720), **options):
    return scene_start(players, humans, kids=kids, size=size, **{"memorise_seconds": 2, **options})


def centre(scene, seat_index, rect):
    return scene.geometry.pad_centre(scene.seats[seat_index], rect)


def pad(scene, seat_index, name):
    seat = scene.seats[seat_index]
    rects = {"ready": scene.geometry.ready_rect, "peek": scene.geometry.peek_rect}
    if name in rects:
        return centre(scene, seat_index, rects[name](seat))
    return centre(scene, seat_index, scene.geometry.claim_pads(seat)[name])


def to_first_window(app, scene, humans=(0, 1)):
    assert run_until(app, lambda: scene.picture.phase == MEMORISE)
    for s in humans:
        tap(app, pad(scene, s, "ready"), finger_id=s)
    assert run_until(app, lambda: scene.picture.window_open, 600)
    return scene.state.call


# --- no time pressure ---------------------------------------------------------------------
def test_party_window_waits_for_every_child_then_closes_right_after_the_last_answer():
    app, scene = start()
    call = to_first_window(app, scene)
    frames(app, LONG)  # however long: the children decide, the computer player has answered
    assert scene.picture.window_open and scene.state.call == call
    assert 2 not in scene.state.to_act()  # the computer player answered on its own clock
    tap(app, pad(scene, 0, "mine"))
    frames(app, LONG)  # one child has answered; the window still waits for the other
    assert scene.picture.window_open and scene.state.call == call
    assert scene.state.claimants.count(0) == 1
    tap(app, pad(scene, 1, "pass"), finger_id=1)
    assert run_until(app, lambda: not scene.picture.window_open, 45)  # the table's short pause
    assert scene.state.call == call + 1 or scene.state.phase != CLAIMS


def test_grown_up_window_still_closes_by_its_clock():
    app, scene = start(kids=False)
    call = to_first_window(app, scene)
    assert scene.geometry.pass_rect(scene.seats[0]) is None  # grown-ups have one pad: "Mine!"
    assert run_until(app, lambda: not scene.picture.window_open, 300)  # 1.5 s, nobody answered
    assert scene.state.call == call + 1 or scene.state.phase != CLAIMS


def test_party_memorising_has_no_clock_and_grown_ups_have_one():
    app, scene = start(humans=(0,))
    assert run_until(app, lambda: scene.picture.phase == MEMORISE)
    frames(app, LONG)
    assert scene.state.phase == MEMORISE and scene.pacing().table_delay is None
    app, scene = start(humans=(0,), kids=False)
    assert run_until(app, lambda: scene.picture.phase == MEMORISE)
    assert run_until(app, lambda: scene.state.phase == CLAIMS, 600)  # 2 s and "Time!"


# --- the Not mine pad -------------------------------------------------------------------------
def test_not_mine_pad_passes_once_and_the_card_flies_to_the_pile():
    app, scene = start(humans=(0, 1, 2))
    call = to_first_window(app, scene, humans=(0, 1, 2))
    tap(app, pad(scene, 0, "pass"))
    assert 0 in scene.state.answered and 0 not in scene.state.claimants
    assert 0 in scene.picture.passed and 0 not in scene.state.to_act()
    refused = scene.illegal_refused
    tap(app, pad(scene, 0, "mine"))  # answered already (MR-R2): a gentle shake, no claim
    tap(app, pad(scene, 0, "pass"))
    assert scene.illegal_refused == refused + 2 and scene.state.claimants == []
    tap(app, pad(scene, 1, "pass"), finger_id=1)
    tap(app, pad(scene, 2, "pass"), finger_id=2)
    card = scene.state.card
    assert run_until(app, lambda: bool(scene.flights), 60)  # nobody's: to the pile
    flight = next(iter(scene.flights))
    assert isinstance(flight, Flight) and flight.what == card
    assert flight.end == scene.geometry.unclaimed_pos
    assert run_until(app, lambda: card in scene.picture.unclaimed and not scene.flights, 120)
    assert scene.state.call == call + 1


# --- bigger pads, and touches just beside them -----------------------------------------------
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [1, 3, 6])
def test_party_pads_are_bigger_and_fit_their_panels(size, players):
    _, grown = start(players, humans=range(players), kids=False, size=size)
    _, party = start(players, humans=range(players), size=size)
    claim_pads, ready_pads = [], []  # on screen: (left, top, right, bottom, seat)
    for seat in party.seats:
        pads = party.geometry.claim_pads(seat)
        assert set(pads) == {"mine", "pass"}
        (_, _, mine_w, mine_h), (_, _, pass_w, _) = pads["mine"], pads["pass"]
        assert mine_w + pass_w < seat.panel_size[0]  # side by side, within the panel's width
        assert mine_h == pytest.approx(PARTY_MINE_PAD[1] * party.unit * PARTY.scale)
        assert mine_h > grown.geometry.mine_rect(grown.seats[seat.index])[3]
        ready = party.geometry.ready_rect(seat)
        assert ready[2] > grown.geometry.ready_rect(grown.seats[seat.index])[2]
        for rects, shown in ((claim_pads, pads.values()), (ready_pads, [ready])):
            for x, y, w, h in shown:
                (x0, y0), (x1, y1) = (
                    seat.to_screen((x + d * w / 2, y + d * h / 2)) for d in (-1, 1)
                )
                box = (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))
                assert box[0] >= 0 and box[1] >= 0 and box[2] <= size[0] and box[3] <= size[1]
                rects.append((*box, seat.index))
    for rects in (claim_pads, ready_pads):  # pads shown together never cover another seat's
        for i, a in enumerate(rects):
            for b in rects[i + 1 :]:
                if a[4] != b[4]:
                    assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


@pytest.mark.parametrize("kids", [False, True])
def test_a_touch_just_beside_a_pad_counts_only_in_party_mode(kids):
    app, scene = start(kids=kids)
    assert run_until(app, lambda: scene.picture.phase == MEMORISE)
    seat, gap = scene.seats[0], 12 * scene.unit
    x, y, w, _ = scene.geometry.ready_rect(seat)
    tap(app, seat.to_screen((x + w / 2 + gap, y)))  # just past the ready pad's outer end
    assert (0 in scene.memorising.ready) is kids
    tap(app, pad(scene, 0, "ready"))
    tap(app, pad(scene, 1, "ready"), finger_id=1)
    assert run_until(app, lambda: scene.picture.window_open, 600)
    x, y, w, _ = scene.geometry.mine_rect(seat)
    tap(app, seat.to_screen((x - w / 2 - gap, y)))  # just past the Mine! pad's outer end
    assert (0 in scene.state.claimants) is kids
    assert PARTY.slop * scene.unit > gap


# --- the pointing hand --------------------------------------------------------------------
def pointed_at(app, scene) -> set[tuple[int, int]]:
    """Where the pointing hands tapped in the last frame: the centre of each tap's ring."""
    return {
        item.args[0]
        for item in app.shown_of(scene)
        if isinstance(item, Shape) and item.depth == HINTS and item.form == "circle"
    }


def test_hints_point_at_the_pads_of_those_who_may_press_them_now():
    drawn: set[tuple[int, int]] = set()

    def pointing() -> bool:
        drawn.update(pointed_at(app, scene))
        return bool(drawn)

    app, scene = start()
    assert run_until(app, lambda: scene.picture.phase == MEMORISE)
    assert scene.touch_hints(0) == [pad(scene, 0, "peek"), pad(scene, 0, "ready")]
    assert scene.touch_hints(2) == []  # the computer player's pads are not for people
    drawn.clear()
    assert run_until(app, pointing, 60 * 5)  # after a still moment
    memorising = {pad(scene, s, p) for s in (0, 1) for p in ("peek", "ready")}
    assert {(round(x), round(y)) for x, y in memorising} >= set(drawn)
    hold(app, pad(scene, 0, "peek"), 0.2)
    assert scene.touch_hints(0) == [pad(scene, 0, "ready")]  # looking: now say when ready
    lift(app, pad(scene, 0, "peek"))
    tap(app, pad(scene, 0, "ready"))
    assert scene.touch_hints(0) == []
    tap(app, pad(scene, 1, "ready"), finger_id=1)
    assert run_until(app, lambda: scene.picture.window_open, 600)
    for s in (0, 1):
        assert scene.touch_hints(s) == [pad(scene, s, "mine"), pad(scene, s, "pass")]
    assert scene.touch_hints(2) == []
    tap(app, pad(scene, 0, "mine"))
    assert scene.touch_hints(0) == []  # answered: nothing more to press for this card
    drawn.clear()
    assert run_until(app, pointing, 60 * 5)
    claims = {(round(x), round(y)) for x, y in scene.touch_hints(1)}
    assert set(drawn) <= claims and claims


def test_party_howto_and_prompts_have_no_clock_words():
    app, scene = start()
    declared = table_pages(scene.spec, scene.state.options, scene.setup, app.settings)
    assert scene.party.clocks is False
    assert any("Not mine" in page.text for page in declared)  # the party's page is taught
    assert all(page.text == "" for page in scene.howto_pages())  # in pictures, no words
    assert run_until(app, lambda: scene.picture.phase == MEMORISE)
    if scene.geometry.seat_prompts:
        assert scene.party_prompt(0) == ("👀 👍", "")  # look, then thumbs up: no words
        assert scene.party_prompt(2) is None


# --- a whole party game -------------------------------------------------------------------
def test_a_whole_party_game_played_by_fingers_to_the_results():
    app, scene = start(players=2, humans=(0, 1), pack=8)
    assert run_until(app, lambda: scene.picture.phase == MEMORISE)
    tap(app, pad(scene, 0, "ready"))
    tap(app, pad(scene, 1, "ready"), finger_id=1)
    answered = 0
    for _ in range(3000):
        if scene.state.over:
            break
        if scene.picture.window_open and scene.state.to_act() - {TABLE}:
            for s in sorted(scene.state.to_act() & {0, 1}):
                hand = scene.state.current.hands[s]
                tap(app, pad(scene, s, "mine" if scene.state.card in hand else "pass"), s)
                answered += 1
        frames(app, 1)
    assert scene.state.over and answered == 2 * len(scene.state.current.calls)
    assert scene.illegal_refused == 0  # every answer was for the card on show
    assert scene.state.totals[0] + scene.state.totals[1] > 0
    assert run_until(app, lambda: app.scenes.top.name == "results", 1200)
