"""The app as a user meets it: the CLI, bad files, resizes, languages, the menu by touch."""

import ast
import json
import pathlib
import subprocess
import sys

import pytest

from engine import i18n
from engine.drawing import theme
from engine.shell.avatars import PERSON
from engine.shell.seat_cycle import COMPUTER
from engine.storage.settings import Settings, load_settings, save_settings
from games.core.memory import LEVEL_NAMES
from games.core.registry import all_games
from tests.fingers import frames, new_app, no_kept_game, run_until, tap

ROOT = pathlib.Path(__file__).resolve().parents[1]


def run_cli(*args, timeout=120):
    return subprocess.run(
        [sys.executable, "main.py", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


# --- command line -------------------------------------------------------------------------
@pytest.mark.parametrize(
    "args",
    [
        ["--bogus"],
        ["play", "chess"],
        ["simulate", "devils-circle", "--players", "two", "--seed", "1"],
        ["simulate", "devils-circle", "--players", "99", "--seed", "1"],
        ["simulate", "devils-circle", "--players", "3", "--seed", "1", "--preset", "expert"],
        ["shot", "devils-circle", "--out", "x.png", "--size", "huge"],
        ["bench", "--only", "nonsense"],
    ],
)
def test_bad_command_lines_give_one_line_and_exit_code_2(args):
    result = run_cli(*args)
    assert result.returncode == 2
    assert result.stderr.strip().count("\n") == 0 and "Traceback" not in result.stderr
    assert result.stderr.startswith("memotable: ") or result.stderr.startswith("usage")


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--players", "99"], "--players is an option of play"),
        (["play", "fireball-court", "--players", "3"], "Fireball Court takes 2 players, not 3"),
        (["shot", "menu", "--out", "/nonexistent/dir/x.png"], "'/nonexistent/dir' does not exist"),
        (["shot", "menu", "--out", "x.txt"], "must end in .png, .jpg or .bmp"),
        (["--data-dir", "main.py", "shot", "menu", "--out", "x.png"], "is a file, not a folder"),
    ],
)
def test_each_bad_command_line_says_what_is_wrong_in_one_line(args, words):
    result = run_cli(*args)
    assert result.returncode == 2
    assert result.stderr.strip().count("\n") == 0 and words in result.stderr
    assert not (ROOT / "x.txt").exists()


@pytest.mark.parametrize(
    ("argv", "commands"),
    [
        ([], False),
        (["--kiosk", "--lang", "fr", "--size=1280x720", "--tuio", "3333"], False),
        (["--lang", "fr", "play", "tamega"], True),
        (["--players", "4"], True),  # a command's option: which command's is said
        (["--help"], True),
        (["--kio"], True),  # what argparse alone understands: everything is there for it
    ],
)
def test_the_plain_start_builds_no_commands_parser_and_reads_the_same(argv, commands):
    """The app's own options alone build no command's parser (the start waits for none);
    anything else builds them all, and either reads the app's options the same."""
    from engine.shell.cli import build_parser

    lazy, full = build_parser(argv=argv), build_parser()
    said = next(a for a in lazy._actions if a.dest == "command")
    assert bool(said.choices) is commands
    if not commands:
        assert vars(lazy.parse_args(argv)) == vars(full.parse_args(argv))


def test_help_documents_every_command():
    out = run_cli("--help").stdout
    for command in ("play", "simulate", "shot", "bench", "soak", "audit"):
        assert command in out


def test_simulate_prints_a_record_that_replays():
    from games.core.record import GameRecord, replay

    spec = all_games()[0]
    result = run_cli(
        "simulate", spec.id, "--players", str(spec.min_players), "--seed", "4", "--json"
    )
    assert result.returncode == 0, result.stderr
    record = GameRecord.from_json(result.stdout)
    state = replay(record)
    assert state.over and state.scores() == record.scores


def test_a_party_shot_seats_children_in_the_kids_preset(tmp_path):
    from engine.shell.starting import party_setup
    from games.core.registry import get_game

    setup = party_setup(get_game("memorandum"), None, 5)
    assert setup.kids and setup.preset == "kids"
    assert all(seat.kind == "human" for seat in setup.seats)
    assert len({id(seat) for seat in setup.seats}) == setup.players  # one plan per child
    out = tmp_path / "party.png"
    result = run_cli("shot", "tamega", "--party", "--frames", "5", "--out", str(out))
    assert result.returncode == 0, result.stderr
    assert out.stat().st_size > 10_000


def test_a_results_shot_shows_every_seats_review_page(tmp_path):
    """`shot --results` plays to the results and opens each seat's page: the picture then
    holds the pages' cream card, which the felt alone never shows."""
    import pygame

    out = tmp_path / "review.png"
    args = ("--players", "2", "--size", "640x360", "--frames", "30", "--out", str(out))
    result = run_cli("shot", "devils-circle", "--results", *args)
    assert result.returncode == 0, result.stderr
    picture = pygame.image.load(str(out))
    middle = picture.get_at((320, 250))[:3]  # inside the bottom seat's page
    assert min(middle) > 200, middle  # a light page, not the dark green felt


def test_bench_smoke_prints_figures_for_the_menu():
    result = run_cli("bench", "--json", "--frames", "20", "--repeats", "2", "--only", "menu")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    rows = report["scenes"]
    assert {r["size"] for r in rows} == {"1920x1080", "3840x2160"} and report["repeats"] == 2
    for row in rows:
        assert row["cpu_p99_ms"] >= row["cpu_p50_ms"] > 0 and row["errors"] == 0
        assert row["wall_p99_ms"] >= row["wall_p50_ms"] > 0
        assert row["floor20_cpu_ms"] >= row["floor_cpu_ms"] > 0
        assert row["p99_over_floor"] == round(row["cpu_p99_ms"] / row["floor_cpu_ms"], 1)
        assert row["within"] == (row["cpu_p99_ms"] <= row["target_cpu_p99_ms"])
        assert 0 < row["first_frame_s"] < 60 and row["first_frame_cpu_s"] > 0
        # each replay in a data folder of its own, so the menu shows the same in both
        assert row["replays"] == 2 and row["replays_agree"], row
        assert row["cpu_p99_ms"] <= min(row["cpu_p99_each_ms"]), "no replay beats the filter"
        assert row["full_screen_paints"] == 0, "the felt is made once, before the measuring"
    assert report["peak_rss_mb"] > 0 and report["machine"]["cpus"] >= 1


def _replay(cpus: list[float], painted: list[int], first: float = 0.3) -> dict:
    return {
        "walls": [c * 2 for c in cpus],
        "cpus": cpus,
        "painted": painted,
        "full_screen_paints": 0,
        "floor": {"blit": 0.001, "sprites": 0.002},
        "first": (first, first / 2),
        "peak_rss_mb": 60.0,
        "errors": 0,
        "other_threads_ms": 0.1,
    }


def test_bench_counts_each_frame_at_its_fastest_replay_when_the_replays_agree():
    from engine.shell.bench import Case, combine

    case = Case("menu", (1920, 1080))
    painted = list(range(100))
    busy_early = _replay([0.009] * 10 + [0.002] * 90, painted, 0.4)
    busy_late = _replay([0.002] * 90 + [0.009] * 10, painted, 0.2)
    spike = _replay([0.002] * 50 + [0.005] + [0.002] * 49, painted, 0.3)
    row = combine(case, [busy_early, busy_late, spike])
    assert row["replays_agree"] and row["cpu_p99_each_ms"] == [9.0, 9.0, 5.0]
    assert row["cpu_p99_ms"] == 2.0 and row["within"], "the load fell on other frames"
    assert row["first_frame_s"] == 0.3, "the median replay's first frame"
    spike_everywhere = [_replay([0.002] * 50 + [0.005] * 2 + [0.002] * 48, painted)] * 3
    assert combine(case, spike_everywhere)["cpu_p99_ms"] == 5.0, "a real spike stays"


def test_bench_filters_nothing_when_the_replays_painted_differently():
    from engine.shell.bench import Case, combine

    case = Case("menu", (1920, 1080))
    replays = [
        _replay([0.009] * 10 + [0.002] * 90, list(range(100))),
        _replay([0.002] * 90 + [0.009] * 10, [0] * 100),  # another run: it painted otherwise
        _replay([0.001] * 100, list(range(100))),
    ]
    row = combine(case, replays)
    assert not row["replays_agree"]
    assert row["cpu_p99_ms"] == 9.0 and not row["within"], "the median replay, as it ran"


def test_the_performance_table_shows_each_case_as_the_report_measured_it(tmp_path):
    from engine.shell.bench import Case, combine

    fast = combine(Case("menu", (1920, 1080)), [_replay([0.002] * 100, list(range(100)))] * 2)
    slow = combine(Case("tamega", (3840, 2160), 8), [_replay([0.013] * 100, [0] * 100)] * 2)
    machine = {"cpus": 2, "load_average": [0.5], "load_average_after": [0.6], "python": "3"}
    report = {"frames": 100, "repeats": 2, "machine": machine, "peak_rss_mb": 60.0}
    path = tmp_path / "bench.json"
    path.write_text(json.dumps({**report, "scenes": [fast, slow]}), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "tools/bench_table.py", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    lines = done.stdout.splitlines()
    assert lines[2].startswith("| menu | 1920x1080 | 2.0 | **2.0** | 2 / 2 |"), lines[2]
    assert "| tamega 8p | 3840x2160 | 13.0 | **13.0** ✗ |" in lines[3]
    assert lines[-1].startswith("2 cases, 100 frames each, 2 replays each")
    assert "within: 1 of 2" in lines[-1]
    assert "full-screen layers painted while measuring: 0;" in lines[-1]


def test_bench_covers_every_game_with_the_fewest_and_the_most_seats():
    from engine.shell.bench import SIZES, cases

    chosen = cases()
    for spec in all_games():
        low, high = spec.players_allowed(spec.options())
        for size in SIZES:
            seats = {c.players for c in chosen if c.scene == spec.id and c.size == size}
            assert {max(low, 2), high} <= seats, (spec.id, size)
    assert any(c.orientation == "tablet" for c in chosen)
    assert {(c.scene, c.players) for c in chosen if c.late} == {
        ("memorandum", 7),
        ("fireball-court", 2),
    }


def test_bench_measures_memorandum_with_two_phones_joined_the_same_in_every_replay():
    from engine.shell.bench import SIZES, cases

    assert {(c.label, c.size) for c in cases(["phones"])} == {
        ("memorandum 7p 2 phones", size) for size in SIZES
    }
    result = run_cli("bench", "--json", "--frames", "10", "--repeats", "2", "--only", "phones")
    assert result.returncode == 0, result.stderr
    for row in json.loads(result.stdout)["scenes"]:
        assert row["phones"] == 2 and row["errors"] == 0
        assert row["phone_messages"] >= 4, "each phone heard it joined, and its page"
        assert row["replays_agree"], "joined before the first frame: the same game each time"


# --- files that went bad ------------------------------------------------------------------
def test_corrupt_settings_are_set_aside_with_a_message(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("{not json")
    settings = load_settings(path)
    assert settings == Settings() and settings.notices
    assert not path.exists() and list(tmp_path.glob("settings.json.bad-*"))


def test_two_damaged_files_set_aside_in_one_second_are_both_kept(tmp_path):
    path = tmp_path / "settings.json"
    for damage in ("{not json", "[also not settings]"):
        path.write_text(damage)
        load_settings(path)
    kept = sorted(p.read_text() for p in tmp_path.glob("settings.json.bad-*"))
    assert kept == ["[also not settings]", "{not json"]


def test_foreign_or_out_of_range_settings_fall_back_to_defaults(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(
        json.dumps({"orientation": "sideways", "language": "xx", "volume": 7, "extra": 1})
    )
    settings = load_settings(path)
    assert settings.orientation == "table" and settings.language == "en" and settings.volume == 0.8
    path.write_text(json.dumps([1, 2, 3]))
    assert load_settings(path).notices


def test_settings_round_trip(tmp_path):
    path = tmp_path / "settings.json"
    save_settings(Settings(sound=False, orientation="tablet", language="de"), path)
    loaded = load_settings(path)
    assert (loaded.sound, loaded.orientation, loaded.language) == (False, "tablet", "de")


def test_corrupt_save_is_set_aside_and_the_menu_says_so():
    from engine.storage.saves import load_save, save_path

    save_path().write_text('{"format": "memotable-record/1", "game": "nope"}')
    message = load_save()
    assert message == i18n.tr("saves.damaged")
    assert not save_path().exists()


# --- languages ----------------------------------------------------------------------------
def _literal_keys() -> set[str]:
    keys = set()
    for path in list((ROOT / "engine").glob("**/*.py")) + list((ROOT / "games").glob("**/*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", None) == "tr"
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                keys.add(node.args[0].value)
    return keys


def _dynamic_keys() -> set[str]:
    keys = {f"seat.{s.name}" for s in theme.SEAT_STYLES}
    keys |= {f"level.{level}" for level in LEVEL_NAMES}
    keys |= {f"settings.{o}" for o in ("table", "tablet")}
    keys |= {f"preset.{p}" for spec in all_games() for p in spec.presets}
    return keys


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_visible_string_has_a_translation(lang):
    catalogue = {}
    for path in i18n.catalogue_files(lang):
        catalogue.update(json.loads(path.read_text(encoding="utf-8")))
    wanted = _literal_keys() | _dynamic_keys()
    missing = sorted(k for k in wanted if not str(catalogue.get(k, "")).strip())
    assert missing == []
    assert len(wanted) > 50


def test_every_catalogue_file_has_the_same_keys_in_every_language():
    for english in i18n.CATALOGUE_DIR.glob("*en.json"):
        keys = set(json.loads(english.read_text(encoding="utf-8")))
        for lang in ("fr", "nl", "de"):
            other = english.with_name(english.name[: -len("en.json")] + f"{lang}.json")
            assert set(json.loads(other.read_text(encoding="utf-8"))) == keys, other.name


# --- the app by touch ---------------------------------------------------------------------
def _tile_center(app, game_id):
    menu = app.scenes.top
    rect = dict(menu.tiles)[game_id]
    return rect.center


def _button_center(scene, label):
    button = next(b for b in scene.buttons if b.label == label)
    return button.frame.to_screen(button.center)


def test_menu_to_a_game_and_back_by_fingers_only():
    no_kept_game()
    app = new_app((1280, 720))
    game = next(spec for spec in all_games() if spec.available)
    tap(app, _tile_center(app, game.id))
    assert run_until(app, lambda: app.scenes.top.name == "setup", 60)
    tap(app, _button_center(app.scenes.top, i18n.tr("setup.start")))
    assert run_until(app, lambda: app.scenes.top.name == "game", 60)
    frames(app, 30)
    pause = app.scenes.top.buttons[0]
    tap(app, pause.frame.to_screen(pause.center))
    assert run_until(app, lambda: app.scenes.top.name == "pause", 30)
    tap(app, _button_center(app.scenes.top, i18n.tr("pause.menu")))
    assert run_until(app, lambda: app.scenes.top.name == "menu", 60)
    assert app.errors == []


def test_party_mode_from_the_menu_seats_children_in_the_kids_preset_by_fingers():
    no_kept_game()
    app = new_app((1280, 720))
    tap(app, _button_center(app.scenes.top, i18n.tr("menu.party")))
    assert run_until(app, lambda: app.scenes.top.name == "menu" and app.scenes.top.kids, 60)
    tap(app, _tile_center(app, "tamega"))
    assert run_until(app, lambda: app.scenes.top.name == "setup", 60)
    setup = app.scenes.top
    labels = {b.label for b in setup.buttons}
    assert not labels & {i18n.tr(f"preset.{name}") for name in setup.spec.presets}
    seats = [b for b in setup.buttons if b.colour in {s.colour for s in theme.SEAT_STYLES}]
    assert [(b.label, b.emoji) for b in seats] == [("", PERSON)] + [("", COMPUTER)] * (
        setup.players - 1
    )  # the seats in pictures only: a child, and computers a tap makes children
    tap(app, seats[1].frame.to_screen(seats[1].center))  # the computer's seat: a child now
    play = next(b for b in setup.buttons if b.emoji == "▶️")  # Play, in its picture alone
    assert play.label == ""
    tap(app, play.frame.to_screen(play.center))
    assert run_until(app, lambda: app.scenes.top.name == "game", 60)
    game = app.scenes.top
    assert game.setup.kids and game.setup.preset == "kids"
    assert all(game.is_human(seat) for seat in range(game.setup.players))
    assert not game.party.clocks


def test_unbuilt_games_cannot_be_started():
    app = new_app()
    specs = {s.id: s for s in all_games()}
    for game_id, rect in app.scenes.top.tiles:
        if game_id not in specs or not specs[game_id].available:
            tap(app, rect.center)
            frames(app, 5)
            assert app.scenes.top.name == "menu"


def test_resizing_mid_game_and_mid_animation_never_crashes():
    from engine.shell.starting import bot_setup, game_scene

    app = new_app((1280, 720), speed=3)
    for spec in (s for s in all_games() if s.available):
        app.scenes.push(game_scene(app, bot_setup(spec, None, 3, "classic")))
        for size in ((1920, 1080), (720, 1280), (640, 360), (3840, 2160), (1280, 720)):
            frames(app, 37)
            app.resize(size)
        frames(app, 10)
        app.scenes.reset(app.home())
        frames(app, 2)
    assert app.errors == []


def test_a_scene_exception_returns_to_the_menu_and_is_logged():
    from engine.loop.scenes import Scene
    from engine.storage.settings import data_dir

    class Broken(Scene):
        name = "broken"

        def update(self, dt):
            raise RuntimeError("boom")

    from engine.storage import logs

    logs.start(data_dir())  # as the command line does for the app
    try:
        app = new_app()
        app.scenes.push(Broken(app))
        frames(app, 3)
    finally:
        logs.stop()
    assert app.scenes.top.name == "menu" and len(app.errors) == 1
    errors = (data_dir() / "errors.log").read_text()
    assert "RuntimeError: boom" in errors and "Traceback" in errors


def test_a_kiosk_refuses_escape_and_the_close_button_but_obeys_the_service_managers_stop():
    import pygame

    from engine.shell.boot import make_app
    from tests.test_unattended import PIN_HASH

    app = make_app((1280, 720), headless=True, kiosk=True)
    app.settings.kiosk_pin_hash = PIN_HASH  # an operator has chosen one
    app.scenes.push(app.home())
    app.frame(
        1 / 60, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")]
    )
    app.frame(1 / 60, events=[pygame.event.Event(pygame.WINDOWCLOSE)])
    assert app.running and app.scenes.top.name == "menu"
    app.frame(1 / 60, events=[pygame.event.Event(pygame.QUIT)])  # SIGTERM, as SDL tells it
    assert not app.running and app.stopped_by == "quit"


def test_the_window_s_close_button_stops_the_app_outside_kiosk_mode():
    import pygame

    app = new_app()
    app.frame(1 / 60, events=[pygame.event.Event(pygame.WINDOWCLOSE)])
    assert not app.running and app.stopped_by == "close"
