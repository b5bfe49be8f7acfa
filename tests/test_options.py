"""Every game's options declared once (games/<game>/options.py, games/core/options.py) and
read by the rules, the setup's choices and the command line: presets within the declaration,
every option the rules read declared, ties refused with the reason (MR-R6), the player range
following the options, and `--option` on the command line, every value of every option."""

from __future__ import annotations

import ast
import importlib
import pathlib

import pytest

from engine.shell import commands
from engine.shell.cli import build_parser, main
from engine.shell.house_rules import HouseRules
from engine.shell.option_args import options_help, parse_options
from games.core.options import RANDOM, OptionsError
from games.core.registry import all_games, get_game
from tests.option_cases import alone, counts, with_value

ROOT = pathlib.Path(__file__).resolve().parents[1]
GAMES = all_games()


# --- the declarations ---------------------------------------------------------------------
@pytest.mark.parametrize("spec", GAMES, ids=lambda s: s.id)
def test_every_preset_is_within_the_declaration_and_sets_up(spec):
    declared = spec.choices
    for option in declared:
        assert option.allows(option.default) and all(option.allows(v) for v in option.values)
        assert option.default in option.values or option.seats or option.span
    for preset in spec.presets:
        options = spec.options(preset)
        assert declared.clash(options) is None and declared.settle(options) == options
        for players in spec.player_counts(options):
            spec.check_players(players, options)
            spec.new_state(players, 1, options)


def _read_by_name(folder: pathlib.Path) -> set[str]:
    """Option names read from a dict by name in a game's code: `options["x"]`,
    `options.get("x")`."""
    names = set()
    for path in folder.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            target, key = None, None
            if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant):
                target, key = node.value, node.slice.value
            elif (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "get"
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                target, key = node.func.value, node.args[0].value
            if target is not None and ast.unparse(target).endswith("options"):
                names.add(key)
    return names


@pytest.mark.parametrize("spec", GAMES, ids=lambda s: s.id)
def test_options_are_read_one_typed_way_with_their_defaults_declared_once(spec):
    """The rules and the scenes read a game's typed `Options` (`OPTIONS.read`), a field for
    each declared option and none other; nothing reads an option from the dict by name
    with a default of its own."""
    folder = spec.new_state.path.split(".")[1]
    typed = importlib.import_module(f"games.{folder}.options").Options
    assert set(typed._fields) == set(spec.choices.names)
    state = spec.new_state(min(spec.player_counts(spec.options())), 1, spec.options())
    assert state.opts == spec.choices.read(spec.options(), typed)
    assert _read_by_name(ROOT / "games" / folder) <= {"preset"}


def test_the_scan_for_options_read_by_name_sees_them(tmp_path):
    (tmp_path / "rules.py").write_text(
        'a = options["pairs"]\nb = self.state.options.get("hints", False)\nc = opts.pairs\n'
    )
    assert _read_by_name(tmp_path) == {"pairs", "hints"}


def test_options_not_declared_and_values_not_taken_are_refused_in_one_line():
    memorandum = get_game("memorandum")
    with pytest.raises(OptionsError, match="unknown option 'packs'"):
        memorandum.options("classic", packs=40)
    for bad in ({"pack": 41}, {"pack": 52.0}, {"house": "yes"}, {"claim_seconds": 0}):
        with pytest.raises(OptionsError):
            memorandum.check_players(4, memorandum.options("classic", **bad))
    with pytest.raises(OptionsError, match="MR-R6"):  # a hand cap only with the house dealer
        memorandum.check_players(4, memorandum.options("classic", max_hand=6))
    with pytest.raises(OptionsError, match="house deals alone"):
        memorandum.check_players(4, memorandum.options("kids", starter=RANDOM))
    tamega = get_game("tamega")
    with pytest.raises(OptionsError, match="choose one"):
        tamega.check_players(4, tamega.options("teams", two_pawns=True))
    with pytest.raises(OptionsError, match="from 1 to 3"):
        tamega.check_players(3, tamega.options("classic", starter=3))


def test_the_player_range_follows_the_options():
    memorandum, tamega = get_game("memorandum"), get_game("tamega")
    assert memorandum.player_counts(memorandum.options("classic")) == [3, 4, 5, 6, 7]
    assert memorandum.player_counts(memorandum.options("classic", house=True)) == [1, 2, 3, 4, 5, 6]
    assert tamega.player_counts(tamega.options("classic", teams=True)) == [4, 6, 8]
    assert tamega.player_counts(tamega.options("kids", two_pawns=True)) == [2]


# --- the setup's choices ------------------------------------------------------------------
def test_a_tie_refuses_with_its_reason_until_what_it_needs_is_chosen():
    rules = HouseRules(get_game("memorandum"), "classic", 4)
    assert rules.blocked("max_hand", 6).reason == "memorandum.option.max_hand.needs_house"
    assert not rules.set("max_hand", 6) and rules.changes == {}
    assert rules.set("house", True) and rules.set("max_hand", 6)
    assert rules.blocked("house", False) is not None  # the cap holds the house dealer
    assert rules.options()["max_hand"] == 6 and rules.players == 4


def test_who_deals_first_yields_to_the_house_and_the_players_follow():
    rules = HouseRules(get_game("memorandum"), "classic", 7)
    assert rules.set("starter", 5) and rules.changes == {"starter": 5}
    assert rules.set("house", True)  # the house deals alone: the first dealer goes
    assert rules.changes == {"house": True} and rules.players == 6
    assert rules.starting_seat() is None
    rules.choose_preset("classic")
    assert rules.changes == {} and rules.players == 6


def test_a_seat_chosen_to_start_goes_with_its_player():
    rules = HouseRules(get_game("memodixe"), "classic", 6)
    assert rules.starting_seat() == 0  # the youngest, at the first seat unless said
    assert rules.set("starter", 5) and rules.starting_seat() == 5
    rules.set_players(3)
    assert rules.changes == {} and rules.starting_seat() == 0
    values = rules.starter_values()
    assert values == [0, 1, 2, RANDOM]
    for want in values[1:]:
        assert rules.next_starter() and rules.full()["starter"] == want


def test_teams_and_two_pawns_move_the_player_count():
    rules = HouseRules(get_game("tamega"), "classic", 5)
    assert rules.set("teams", True) and rules.players == 4
    assert rules.blocked("two_pawns", True) is not None
    assert rules.set("teams", False) and rules.set("two_pawns", True) and rules.players == 2
    rules.step_players(1)
    assert rules.players == 2


# --- the command line ---------------------------------------------------------------------
def _option_args(spec, name, value) -> list[str]:
    """`--option` for `name=value` and whatever it needs (a hand cap: the house dealer)."""
    options = with_value(spec, name, value)
    preset = options["preset"]
    changes = {k: v for k, v in options.items() if spec.presets[preset].get(k, "·") != v}
    changes.pop("preset")
    args = ["--preset", preset]
    for key, given in changes.items():
        said = str(given).lower() if isinstance(given, bool) else str(given)
        if key == "starter" and isinstance(given, int):
            said = str(given + 1)  # seats are counted from 1 on the command line
        args += ["--option", f"{key}={said}"]
    return args


CLI_CASES = [(spec, name, value) for spec in GAMES for name, value, _ in alone(spec)]


@pytest.mark.parametrize(
    ("spec", "name", "value"), CLI_CASES, ids=[f"{s.id}-{n}={v}" for s, n, v in CLI_CASES]
)
def test_every_value_of_every_option_is_set_from_the_command_line(spec, name, value):
    args = build_parser().parse_args(["play", spec.id, *_option_args(spec, name, value)])
    setup = commands.play_setup(args)
    assert setup.full_options()[name] == value
    assert setup.players in counts(spec, setup.full_options())
    spec.new_state(setup.players, setup.seed, setup.full_options())


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--option", "packs=40"], "unknown option 'packs' for Memorandum"),
        (["--option", "pack=41"], "pack must be 8, 12, 16"),
        (["--option", "pack"], "--option takes name=value"),
        (["--option", "house=maybe"], "house must be true or false"),
        (["--option", "max_hand=6"], "ruling MR-R6"),
        (["--option", "starter=9"], "starter must be random or a seat"),
    ],
)
def test_a_bad_option_is_one_line_and_exit_2(capsys, args, said):
    assert main(["simulate", "memorandum", "--players", "4", "--seed", "1", *args]) == 2
    err = capsys.readouterr().err
    assert said in err and err.count("\n") == 1 and "Traceback" not in err


def test_simulate_records_the_options_it_was_given(capsys):
    argv = ["simulate", "memorandum", "--players", "6", "--seed", "2", "--json"]
    argv += ["--option", "pack=54", "--option", "house=true"]
    assert main(argv) == 0
    record = __import__("json").loads(capsys.readouterr().out)
    assert record["options"]["pack"] == 54 and record["options"]["house"] is True
    assert len(record["setup"]["deals"][0]["hands"][0]) == 9  # 54 cards, 9 each for six


def test_the_help_lists_every_option_of_every_game():
    listed = options_help()
    for spec in GAMES:
        assert all(f"{o.name}=" in listed for o in spec.choices)
    assert parse_options(get_game("fireball-court"), [("starter", "2")]) == {"starter": 1}
    assert parse_options(get_game("tamega"), [("teams", "Yes")]) == {"teams": True}


@pytest.mark.parametrize("spec", GAMES, ids=lambda s: s.id)
def test_each_games_page_lists_its_options_and_what_each_preset_sets(spec):
    folder = spec.new_state.path.split(".")[1]
    page = (ROOT / "docs" / "games" / f"{folder}.md").read_text()
    section = page[page.index("## Options (house rules) and presets") :]
    table = section[section.index("| option |") :]
    table = table[: table.index("\n\n")]
    assert all(f"| `{o.name}` |" in table for o in spec.choices)
    assert all(f"`{preset}`" in table.splitlines()[0] for preset in spec.presets)
