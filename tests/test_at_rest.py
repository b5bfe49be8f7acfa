"""The table at rest: the loop paints no frame until something can change (`App.next_change`).

The promise is checked where it can break: every frame of real play (computer players, and
people who leave the table at their turn) is said at the display's rate all the same, and a
frame that shows anything new before the time the frame before it promised is a broken
promise, named with what changed. Beside it, the loop's own pacing played on a virtual clock
(resting until each promise, passing that time without steps) plays the same game as
frame-by-frame play, and a person's turn, the menu and a how-to page do rest."""

from __future__ import annotations

import math

import pytest

from engine.drawing.display import DisplayList
from engine.drawing.motion import GENTLE_STEPS, MOTION
from engine.loop.clock import STEP
from engine.shell.starting import bot_setup, game_scene
from games.core.match import Timers
from games.core.registry import all_games
from tests.fingers import FRAME, frames, new_app, start_game

GAMES = [spec.id for spec in all_games() if spec.available]


def looks(frame: DisplayList) -> list[tuple]:
    """What a frame shows, item by item, in the order said."""
    return [
        (item.depth, item.look() if hasattr(item, "look") else (item.kind, tuple(item.rect)))
        for item in frame.items
    ]


def broken_promises(app, count: int) -> list[str]:
    """Run `count` frames at the display's rate; each frame that shows something new before
    the time promised after the frame before it, said in a line."""
    broken: list[str] = []
    promise, shown = app.next_change(), looks(app.shown)
    for number in range(count):
        app.frame(FRAME, events=[])
        now, seen = app.now, looks(app.shown)
        if seen != shown and promise > now + 1e-9:
            new = [look for look in seen if look not in shown][:3]
            top = app.scenes.top.name if app.scenes.top else None
            broken.append(f"frame {number} at {now:.3f} ({top}) promised {promise:.3f}: {new}")
        promise, shown = app.next_change(), seen
    return broken


@pytest.mark.parametrize("game", GAMES)
def test_computer_play_never_changes_the_table_before_it_said(game):
    app = new_app((1280, 720), speed=2.0)
    spec = next(s for s in all_games() if s.id == game)
    scene = game_scene(app, bot_setup(spec, None, 11, "classic"))
    scene.persist = False
    app.scenes.push(scene)
    app.scenes.apply_pending()
    assert broken_promises(app, 1500) == []


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("kids", [False, True], ids=["grown-ups", "party"])
def test_a_persons_turn_rests_and_keeps_its_promises(game, kids):
    """Two people who never touch, the rest computers: the computers play up to a
    person's turn and the table waits there; it keeps every promise on the way, and once
    there it paints only its gentle steps (a pulse, a bob) and the party's tapping hand."""
    spec = next(s for s in all_games() if s.id == game)
    preset = "kids" if kids and "kids" in spec.presets else "classic"
    players = min(n for n in spec.player_counts(spec.options(preset)) if n >= 2)
    app, _scene = start_game(game, players, (0,), level="casual", preset=preset, kids=kids)
    assert broken_promises(app, 900) == []
    if kids:  # the tapping hand taps on: it moves
        return
    painted = rest_like_the_loop(app, 4.0)
    assert painted <= 4 * GENTLE_STEPS + 2, f"{game}: the table waiting for a person paints on"


def test_calm_motion_rests_outright_at_a_persons_turn():
    app, _scene = start_game("tamega", 2, (0,), level="casual", calm_motion=True)
    app.apply_table()
    try:
        assert broken_promises(app, 600) == []
        assert rest_like_the_loop(app, 4.0) <= 1, "nothing pulses: only a touch wakes it"
    finally:
        MOTION.calm = False


def test_a_run_out_clock_never_keeps_the_table_painting():
    """Memorandum at its most seats, the person dealing and leaving the table: the table
    turns their card, the computers claim, the claim window's clock runs out and the deal
    comes back to the person. The run-out window (and the memorising before it) are clocks
    the table only showed: waiting for the person, it paints its gentle steps, not every
    frame."""
    from games.memorandum.rules import TURN

    players = max(next(s for s in all_games() if s.id == "memorandum").player_counts({}))
    app, scene = start_game("memorandum", players, (0,), level="casual")
    state = scene.state

    def settled() -> int:
        return len(state.dispute) + len(state.unclaimed) + sum(map(len, state.won))

    for _ in range(60):  # at most a minute of play: the card is turned after 20 s
        rest_like_the_loop(app, 1.0)
        if state.phase == TURN and settled() and scene.timeline.idle:
            break
    assert state.phase == TURN and settled() and state.dealer == 0, "a card turned and settled"
    painted = rest_like_the_loop(app, 4.0)
    assert state.phase == TURN and state.dealer == 0, "still the person's deal"
    assert painted <= 4 * GENTLE_STEPS + 2, f"{painted} frames in 4 s waiting for the dealer"


def test_a_clock_only_shown_wakes_the_table_once():
    timers = Timers()
    timers.start("window", 10.0, 2.0, shown_only=True)
    timers.start(("thinking", 1), 10.0, 5.0)
    assert timers.next_due(11.0) == 12.0, "the clock's end is shown"
    assert timers.next_due(12.0) == 15.0, "run out, it waits for nothing"
    assert timers.expired("window", 12.0) and timers.remaining("window", 13.0) == 0.0
    assert timers.next_due(16.0) == 15.0, "a deadline to act on waits until acted on"
    timers.start("window", 16.0, 1.0)  # started again as a deadline
    assert timers.next_due(18.0) == 15.0 and min(timers.due.values()) == 15.0
    timers.cancel(("thinking", 1))
    assert timers.next_due(18.0) == 17.0


def rest_like_the_loop(app, seconds: float) -> int:
    """`App.run`'s pacing on a virtual clock: a frame at most every 1/60 s, and where the
    table promises nothing sooner, the time passed without steps up to a step before the
    promise. Returns the frames painted."""
    end, painted = app.now + seconds, 0
    while app.now < end:
        wake = app.next_change()
        elapsed = max(FRAME, min(wake, end) - app.now)
        rested = min(elapsed, wake - app.now) - STEP
        if rested > 0:
            app.pass_time(rested)
            elapsed -= rested
        app.frame(elapsed, events=[])
        painted += 1
    return painted


@pytest.mark.parametrize("game", GAMES)
def test_resting_between_frames_plays_the_same_game(game):
    """The same seeded game of computers, frame by frame and resting as the loop does:
    the same moves, and far fewer frames painted where the computers think."""
    spec = next(s for s in all_games() if s.id == game)
    played = []
    for rests in (False, True):
        app = new_app((1280, 720))
        scene = game_scene(app, bot_setup(spec, 2 if game != "memorandum" else 3, 5, "classic"))
        scene.persist = False
        app.scenes.push(scene)
        app.scenes.apply_pending()
        if rests:
            painted = rest_like_the_loop(app, 40.0)
        else:
            frames(app, painted := round(40.0 / FRAME))
        played.append(([m["action"] for m in scene.record.moves], painted))
    (every, every_frames), (resting, resting_frames) = played
    shared = min(len(every), len(resting))
    assert shared >= 5 and every[:shared] == resting[:shared]
    assert abs(len(every) - len(resting)) <= 1
    assert resting_frames < every_frames


def test_the_menu_and_a_how_to_page_wait_for_a_touch():
    app = new_app((1920, 1080), taught=False)
    frames(app, 30)
    idle = app.last_input + app.settings.idle_seconds
    assert app.next_change() == idle, "the menu waits for a touch, or for attract mode"
    from engine.game.setup import GameSetup, SeatPlan
    from engine.shell.howto import teach_first

    seats = [SeatPlan(), SeatPlan("bot", "casual")]
    scene = game_scene(app, GameSetup("devils-circle", 2, 3, "classic", {}, seats))
    scene.persist = False
    app.scenes.push(scene)
    teach_first(app, scene)
    app.scenes.apply_pending()
    frames(app, 40)
    assert app.scenes.top.name == "howto"
    assert app.next_change() == math.inf, "a how-to page waiting for a tap"
    assert broken_promises(app, 60) == []
