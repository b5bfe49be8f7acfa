"""The command line as a newcomer meets it: the help names the choices (games, presets,
levels) and says what each number means, `simulate` runs with no more than a game (a
random seed it prints, so the run can be repeated), and `shot menu` says in one line
which of a game's options it has no use for."""

from __future__ import annotations

import re

import pytest

from engine.shell.cli import main
from games.core.memory import LEVELS, MATCHED
from games.core.record import GameRecord
from games.core.registry import all_games

PLAYABLE = [spec for spec in all_games() if spec.available]


def help_of(capsys, *command: str) -> str:
    with pytest.raises(SystemExit) as done:
        main([*command, "--help"])
    assert done.value.code == 0
    return " ".join(capsys.readouterr().out.split())  # argparse wraps at any width


def test_play_help_lists_the_games_their_presets_and_the_levels(capsys):
    said = help_of(capsys, "play")
    games = said.split("the game:", 1)[1]
    assert all(spec.id in games for spec in PLAYABLE)
    for spec in PLAYABLE:
        assert f"{spec.id}: {', '.join(spec.presets)}" in said
    assert ", ".join(LEVELS) in said and MATCHED in said


@pytest.mark.parametrize(
    ("command", "options"),
    [
        (("simulate",), ("--players", "--seed", "--preset", "--levels")),
        (("shot",), ("--size", "--frames", "--players", "--seed", "--lang", "--orientation")),
        (("review", "x.json"), ("--png", "--lang")),
        (("play", "tamega"), ("--players", "--bots", "--seed", "--preset")),
    ],
)
def test_every_option_of_each_command_says_what_it_is(capsys, command, options):
    with pytest.raises(SystemExit):
        main([*command, "--help"])
    text = capsys.readouterr().out
    for option in options:
        line = re.search(rf"^[ ]+{option} \S+[ ]*(.*)$", text, re.MULTILINE)
        assert line is not None, option
        assert line.group(1).strip() or _next_line(text, line.end()), option


def _next_line(text: str, end: int) -> str:
    """The help argparse puts on the line under a long option (deeper in, not an option)."""
    line = text[end:].lstrip("\n").split("\n", 1)[0]
    return line.strip() if line.startswith(" " * 8) and not line.strip().startswith("-") else ""


@pytest.mark.parametrize(
    ("command", "option", "takes_a_person"),
    [(("simulate", "tamega"), "--levels", False), (("play", "tamega"), "--bots", True)],
)
def test_a_levels_error_offers_exactly_what_the_help_lists(capsys, command, option, takes_a_person):
    """`--levels` and `--bots` refuse a word with the words their help lists, no other:
    `play --bots` seats a person for "human" and says so, `simulate` plays computers only."""
    said = help_of(capsys, command[0])
    listed = said.rsplit(f"{option} ", 1)[1]  # its help, past the usage line
    assert ("human" in listed.split(" --", 1)[0]) == takes_a_person
    assert main([*command, option, "dreamer"]) == 2
    err = capsys.readouterr().err
    offered = re.search(r"choose from ([^)]*)\)", err).group(1).split(", ")
    assert offered == [*LEVELS, MATCHED, *(["human"] if takes_a_person else [])]
    assert all(word in listed for word in offered)


def test_simulate_runs_with_only_a_game_and_prints_the_seed_to_repeat_it(capsys):
    spec = PLAYABLE[0]
    assert main(["simulate", spec.id, "--json"]) == 0
    out, err = capsys.readouterr()
    seed = int(re.fullmatch(r"memotable: seed (\d+) \(repeat with --seed \1\)\n", err).group(1))
    record = GameRecord.from_json(out)
    assert record.seed == seed and record.players == 2  # the setup's count: two people
    assert main(["simulate", spec.id, "--seed", str(seed), "--json"]) == 0
    again, err = capsys.readouterr()
    assert err == "" and GameRecord.from_json(again).to_dict() == record.to_dict()


def test_simulate_seats_the_fewest_players_the_preset_allows_from_two(capsys):
    """As the setup screen opens: classic Memorandum at 3, its first count; kids'
    Memorandum and Tamega, which one person may play alone, at 2, a table."""
    from games.core.registry import get_game

    for game, preset in (("memorandum", "classic"), ("memorandum", "kids"), ("tamega", "classic")):
        spec = get_game(game)
        counts = spec.player_counts(spec.options(preset))
        assert main(["simulate", game, "--preset", preset, "--seed", "3", "--json"]) == 0
        players = GameRecord.from_json(capsys.readouterr().out).players
        assert players == min(n for n in counts if n >= 2)


def test_a_menu_shot_says_in_one_line_what_it_ignores(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    out = tmp_path / "menu.png"
    argv = ["shot", "menu", "--players", "3", "--seed", "2", "--frames", "1", "--out", str(out)]
    assert main(argv) == 0
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "--players, --seed" in err and "ignored" in err
    assert out.exists()
    assert main(["shot", "menu", "--frames", "1", "--out", str(out)]) == 0
    said = capsys.readouterr()
    assert said.err == ""
    assert said.out.strip().endswith(", 1 frame)")  # one frame, not "1 frames"
