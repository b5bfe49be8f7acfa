"""A table at an event, by fingers: in a kiosk the operator opens Settings → Event past the
PIN, types the hub's address, the event's key and the table's name on the table's own
keyboard, and turns reporting on; the hub then hears what the table is doing, and a game
people finish at the table reaches it as the results said it. With no hub to hear, the
table plays on and the games wait in its outbox; `--hub` and `--hub-key` on the command
line, and `simulate --hub`, send the same way."""

from __future__ import annotations

import os
import subprocess
import sys

from engine.game.setup import GameSetup, SeatPlan
from engine.i18n import tr
from engine.shell.event import hub_off, hub_on, report_table
from engine.shell.event_args import KEY_ENV
from engine.shell.event_settings import EventSettingsScene
from engine.shell.keyboard import BACKSPACE, SHIFT
from engine.storage.outbox import Outbox
from engine.storage.settings import data_dir, load_settings
from tests.fingers import checked, frames, new_app, run_until, tap
from tests.hubs import KEY, ROOT, database, games_of, request, running_hub, until
from tests.test_memory_review_shell import DC, button_labelled, center_of, people_game, to_results
from tests.test_unattended import PIN, kiosk_app


def press(app, label: str) -> None:
    tap(app, center_of(button_labelled(app.scenes.top, label)))


def starting_with(scene, words: str):
    return next(b for b in scene.buttons if b.label.startswith(words))


def type_on(app, text: str) -> None:
    """Type `text` key by key on the keyboard on the table (⇧ for capitals)."""
    keyboard = app.scenes.top
    assert keyboard.name == "keyboard"
    for char in text:
        if char.isupper() != keyboard.upper and char.isalpha():
            tap(app, center_of(_key(keyboard, SHIFT)))
        tap(app, center_of(_key(keyboard, char)))


def _key(keyboard, char: str):
    if char == " ":
        return button_labelled(keyboard, tr("event.space"))
    if char in (SHIFT, BACKSPACE):
        emoji = "⬆️" if char == SHIFT else "⬅️"
        return next(b for b in keyboard.buttons if b.emoji == emoji and not b.label)
    return button_labelled(keyboard, char)


def test_the_operator_sets_up_the_event_by_fingers_and_a_finished_game_reaches_the_hub(tmp_path):
    with database("sqlite", tmp_path) as url, running_hub(url) as hub:
        app = kiosk_app(speed=24)
        app.clock.max_steps = 64
        press(app, tr("menu.settings"))
        for digit in PIN:
            press(app, digit)
        pad = app.scenes.top
        press(app, "OK")
        assert checked(app, pad) and run_until(app, lambda: app.scenes.top.name == "settings", 100)
        tap(app, center_of(starting_with(app.scenes.top, tr("event.title"))))
        event = app.scenes.top
        assert event.name == "event-settings" and event.lines() == (tr("event.status.off"),)

        tap(app, center_of(starting_with(event, tr("event.reporting"))))
        assert app.hub is None and event.lines() == (tr("event.needs"),)  # nothing to send to

        tap(app, center_of(starting_with(event, tr("event.hub"))))
        assert app.scenes.top.text == "http://"  # where an address starts
        for _ in "http://":
            tap(app, center_of(_key(app.scenes.top, BACKSPACE)))
        type_on(app, "127.0.0.1")  # not an address: refused, said in its place
        press(app, tr("kiosk.ok"))
        assert app.scenes.top.message == tr("event.bad_address")
        for _ in "127.0.0.1":
            tap(app, center_of(_key(app.scenes.top, BACKSPACE)))
        type_on(app, hub.url)
        press(app, tr("kiosk.ok"))
        assert app.scenes.top is event and app.settings.hub_url == hub.url

        tap(app, center_of(starting_with(event, tr("event.key"))))
        type_on(app, KEY)
        press(app, tr("kiosk.ok"))
        tap(app, center_of(starting_with(event, tr("event.name"))))
        type_on(app, "Stand A")
        press(app, tr("kiosk.ok"))
        tap(app, center_of(starting_with(event, tr("event.reporting"))))
        assert app.hub is not None and app.hub.name == "Stand A"
        saved = load_settings()
        assert (saved.hub_reporting, saved.hub_url, saved.hub_key, saved.hub_name) == (
            True,
            hub.url,
            KEY,
            "Stand A",
        )

        def heard_as(scene: str) -> bool:
            frames(app, 2)  # the supervisor tells the link what the table does
            tables = request(hub.url, "/api/tables", key=None)[1]["tables"]
            return [(t["name"], t["state"]) for t in tables] == [
                ("Stand A", tr(f"hub.scene.{scene}"))
            ]

        assert until(lambda: heard_as("settings"))
        assert until(lambda: event.lines() == (tr("event.status.sent", count=0),))
        press(app, tr("settings.done"))
        press(app, tr("settings.done"))
        assert run_until(app, lambda: app.scenes.top.name == "menu", 100)
        assert until(lambda: heard_as("menu"))

        app.settings.idle_seconds = 3600  # a game played fast: no "still playing?"
        setup = GameSetup(
            DC.id, 2, 7, "classic", {}, [SeatPlan(avatar="owl"), SeatPlan("bot", "sharp")]
        )
        scene = people_game(app, setup)
        assert until(lambda: heard_as("game"))
        results = to_results(app, scene)
        assert until(lambda: len(games_of(hub.url)) == 1)
        (sent,) = games_of(hub.url)
        assert (sent["game"], sent["table"]["name"], sent["rules"]) == (
            DC.id,
            "Stand A",
            results.extra[-1],
        )
        assert [(s["name"], s["kind"], s["picture"]) for s in sent["seats"]] == [
            (scene.seat_name(0), "human", "🦉"),
            (scene.seat_name(1), "bot", "🤖"),
        ]
        assert sent["seats"][0]["accuracy"] == results.review.seats[0].accuracy
        assert [s["seat"] for s in sent["seats"] if s["winner"]] == list(scene.state.winners())
        assert sent["seconds"] > 0
        hub_off(app, 5.0)


def test_with_no_hub_in_reach_the_table_plays_on_and_its_games_wait_in_the_outbox():
    app = new_app(speed=24)
    app.clock.max_steps = 64
    hub_on(app, "http://127.0.0.1:9", KEY, "Stand B")  # nothing answers at the discard port
    for seed in (3, 4):
        setup = GameSetup(DC.id, 2, seed, "classic", {}, [SeatPlan(avatar="fox"), SeatPlan()])
        to_results(app, people_game(app, setup))
        report_table(app)
        press(app, tr("results.menu"))
        assert run_until(app, lambda: app.scenes.top.name == "menu", 200)
    outbox = Outbox(data_dir())
    assert until(lambda: outbox.count() == 2 and app.hub.status().waiting == 2)
    assert app.hub.status().problem == "unreachable"
    screen = EventSettingsScene(app)
    app.scenes.push(screen)
    frames(app, 2)
    assert screen.lines() == (tr("event.problem.unreachable", count=2),)
    assert not app.errors
    hub_off(app, 5.0)
    assert outbox.count() == 2  # kept for the next link


def test_simulate_sends_its_games_through_the_outbox_of_its_data_folder(tmp_path):
    with database("sqlite", tmp_path) as url, running_hub(url) as hub:
        done = main(
            "--data-dir", str(tmp_path / "table"), "simulate", "tamega", "--games", "3",
            "--seed", "4", "--hub", hub.url, "--hub-key", KEY, "--hub-name", "Demo",
        )  # fmt: skip
        assert done.returncode == 0, done.stderr
        assert "acknowledged every game" in done.stderr
        games = games_of(hub.url)
    assert len(games) == 3 and {g["table"]["name"] for g in games} == {"Demo"}
    assert all(s["kind"] == "bot" and s["picture"] == "🤖" for g in games for s in g["seats"])
    assert Outbox(tmp_path / "table").count() == 0


def test_a_hub_without_its_key_is_one_line_and_exit_code_two(tmp_path):
    for args, said in (
        (("--hub", "http://127.0.0.1:9", "simulate", "tamega"), "--hub needs --hub-key"),
        (("--hub", "192.168.1.20", "--hub-key", KEY), "--hub takes the hub's address"),
        (("hub", "--address", "127.0.0.1:0"), "hub needs --key"),
        (("hub", "--key", "short"), "8 to 200"),
    ):
        done = main("--data-dir", str(tmp_path), *args)
        assert done.returncode == 2 and said in done.stderr, done.stderr
        assert len(done.stderr.strip().splitlines()) == 1


def main(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *args],
        capture_output=True,
        text=True,
        timeout=120,
        env={k: v for k, v in os.environ.items() if k != KEY_ENV},
    )
