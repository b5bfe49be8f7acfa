"""The contract every game keeps, written once and run for every registered game and
preset (the toy game of tests/toy_game.py included, which proves a game needs nothing but
its own folder): random legal play ends, records round-trip and replay exactly, a resumed
match reaches the very same position, every computer level (matched too) plays to the end,
the public view never shows what is hidden from the table, and a matched computer is
handed only what its seat sees. The same holds over the options:
every value of every option alone, at every level, and a sample of combinations."""

from __future__ import annotations

import inspect
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.core import TABLE, encode
from games.core.driver import play_game
from games.core.match import Match, bot_seats, next_actor
from games.core.matching import TableMove
from games.core.memory import LEVEL_NAMES, MATCHED
from games.core.record import GameRecord, replay
from games.core.registry import GameSpec, OptionsError, all_games, register, unregister
from tests.hidden_info import HIDE_FROM, hider
from tests.option_cases import alone, combination, counts
from tests.toy_game import TOY


def _specs() -> list[GameSpec]:
    return [*all_games(), TOY]


CASES = [(spec, preset) for spec in _specs() for preset in spec.presets]
IDS = [f"{spec.id}-{preset}" for spec, preset in CASES]


@pytest.fixture(autouse=True)
def toy_registered():
    """The toy game is known to the registry (and so to replay) only while a test runs."""
    register(TOY)
    yield
    unregister(TOY.id)


def _players(spec: GameSpec, options: dict, pick: int) -> int:
    """One of the player counts the preset allows (some rule out odd counts: teams)."""
    low, high = spec.players_allowed(options)
    allowed = [n for n in range(low, high + 1) if _sets_up(spec, n, options)]
    return allowed[pick % len(allowed)]


def _sets_up(spec: GameSpec, players: int, options: dict) -> bool:
    try:
        spec.new_state(players, 0, options)
    except OptionsError:
        return False
    return True


def _random_match(spec: GameSpec, preset: str, seed: int, pick: int) -> Match:
    """A match played by random legal moves to its end (the lowest seat first)."""
    options = spec.options(preset)
    players = _players(spec, options, pick)
    match = Match(spec, players, seed, options, bot_seats(["casual"] * players))
    rng = random.Random(seed)
    while not match.state.over:
        assert match.state.moves <= spec.max_moves, "a game that never ends"
        seat = next_actor(match.state)
        match.act(seat, rng.choice(match.state.legal_actions(seat)))
    match.finish()
    return match


@pytest.mark.parametrize(("spec", "preset"), CASES, ids=IDS)
@settings(max_examples=4)
@given(seed=st.integers(0, 10**6), pick=st.integers(0, 7))
def test_random_legal_play_ends_and_its_record_replays_exactly(spec, preset, seed, pick):
    match = _random_match(spec, preset, seed, pick)
    assert match.state.over and match.state.to_act() == frozenset()  # the house may win
    again = GameRecord.from_json(match.record.to_json())
    assert again == match.record
    state = replay(again)  # checks the setup and every move's events
    assert state.scores() == match.record.scores and state.winners() == match.record.winners


@pytest.mark.parametrize(("spec", "preset"), CASES, ids=IDS)
def test_a_resumed_match_reaches_the_same_position_at_every_move(spec, preset):
    match = _random_match(spec, preset, seed=17, pick=3)
    moves = match.record.moves
    for cut in sorted({0, 1, len(moves) // 3, len(moves) // 2, len(moves) - 1}):
        resumed = Match(spec, match.state.players, 17, match.record.options, match.record.seats)
        resumed.replay(moves[:cut])
        fresh = replay(GameRecord(**{**match.record.__dict__, "moves": moves[:cut]}))
        assert encode(resumed.state.public_view()) == encode(fresh.public_view())
        for seat in range(fresh.players):
            assert encode(resumed.state.view(seat)) == encode(fresh.view(seat))
        assert resumed.record.moves == moves[:cut]


@pytest.mark.parametrize(("spec", "preset"), CASES, ids=IDS)
@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_every_computer_level_plays_to_the_end(spec, preset, level):
    options = spec.options(preset)
    for players in sorted({_players(spec, options, 0), _players(spec, options, -1)}):
        record = play_game(spec, players, 5, options, [level] * players).record
        assert record.winners is not None and len(record.scores) == players
        assert all(move["seat"] == TABLE or 0 <= move["seat"] < players for move in record.moves)


@pytest.mark.parametrize(("spec", "preset"), CASES, ids=IDS)
@settings(max_examples=6)
@given(seed=st.integers(0, 10**6), pick=st.integers(0, 7), stop=st.floats(0, 1))
def test_the_public_view_never_shows_what_is_hidden(spec, preset, seed, pick, stop):
    """Changing only what nobody at the table can see leaves the public view unchanged."""
    options = spec.options(preset)
    state = spec.new_state(_players(spec, options, pick), seed, options)
    rng = random.Random(seed)
    steps = int(stop * 150)
    for _ in range(steps):
        if state.over:
            break
        seat = next_actor(state)
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    other = hider(spec)(state, rng)
    assert other.public_view() == state.public_view()
    assert other.view(TABLE) == state.view(TABLE)


@pytest.mark.parametrize(("spec", "preset"), CASES, ids=IDS)
@settings(max_examples=4)
@given(seed=st.integers(0, 10**6), pick=st.integers(0, 7), stop=st.floats(0, 1))
def test_every_seat_gets_its_own_view_when_all_are_asked_at_once(spec, preset, seed, pick, stop):
    """`views` (what every computer player gets after a move) is each seat's own `view`,
    however a game shares the work between seats, and the match hands each bot its own."""
    options = spec.options(preset)
    players = _players(spec, options, pick)
    match = Match(spec, players, seed, options, bot_seats(["casual"] * players))
    seen: dict[int, object] = {}
    for bot in match.bots.values():
        bot.observe = lambda view, seat=bot.seat: seen.__setitem__(seat, view)
    rng = random.Random(seed)
    for _ in range(int(stop * 150)):
        if match.state.over:
            break
        seat = next_actor(match.state)
        match.act(seat, rng.choice(match.state.legal_actions(seat)))
    state, seats = match.state, [TABLE, *range(players)]
    views = state.views(seats)
    assert list(views) == seats
    assert all(views[seat] == state.view(seat) for seat in seats)
    if state.moves:
        assert seen == {seat: state.view(seat) for seat in range(players)}


@pytest.mark.parametrize(("spec", "preset"), CASES, ids=IDS)
@settings(max_examples=2)
@given(seed=st.integers(0, 10**6), pick=st.integers(0, 7))
def test_a_matched_computer_is_handed_only_what_its_seat_sees(spec, preset, seed, pick):
    """The matched level's judge of the people (games/core/matching.py) is fed as every
    bot is: its seat's own view, and each move as the table saw it (a secret choice
    without what was chosen, the events the table tells); what it makes of another
    seat's view is worked out from its own view alone, so changing what its seat cannot
    see (tests/hidden_info.py) changes none of it."""
    options = spec.options(preset)
    players = _players(spec, options, pick)
    match = Match(spec, players, seed, options, bot_seats([MATCHED] * players))
    handed: list[tuple[int, TableMove | None, object]] = []
    for seat, bot in match.bots.items():
        bot.watch = lambda move, view, seat=seat: handed.append((seat, move, view))
    rng = random.Random(seed)
    known = spec.judging.known_view if spec.judging else None
    for _ in range(150):
        if match.state.over:
            break
        seat = next_actor(match.state)
        action = rng.choice(match.state.legal_actions(seat))
        seen = match.state.table_sees(seat, action)
        handed.clear()
        events = match.act(seat, action)
        assert sorted(s for s, _, _ in handed) == list(range(players))
        for me, move, view in handed:
            assert view == match.state.view(me)
            assert move == TableMove(match.state.moves - 1, seat, seen, tuple(events))
        if known is not None and spec.id in HIDE_FROM:
            me = rng.randrange(players)
            hidden = HIDE_FROM[spec.id](match.state, random.Random(seed), me)
            for other in range(players):
                assert known(hidden.view(me), other) == known(match.state.view(me), other)


@pytest.mark.parametrize("spec", _specs(), ids=lambda s: s.id)
def test_the_public_view_check_can_fail(spec):
    """A change the table can see (a move) does change the public view: the check above
    is not comparing two things that are always equal."""
    options = spec.options(next(iter(spec.presets)))
    state = spec.new_state(_players(spec, options, 1), 3, options)
    before = state.public_view()
    for _ in range(20):
        seat = next_actor(state)
        state.apply(seat, state.legal_actions(seat)[-1])
        if state.public_view() != before:
            return
    pytest.fail("twenty moves and the public view never changed")


# --- over the options ---------------------------------------------------------------------
OPTION_CASES = [(spec, *case) for spec in _specs() for case in alone(spec)]
OPTION_IDS = [f"{spec.id}-{name}={value}" for spec, name, value, _ in OPTION_CASES]


def _plays_and_hides(spec: GameSpec, options: dict, players: int, seed: int, level: str) -> None:
    """A computer game at `level` to its end, its record replaying exactly; then a game of
    random legal moves whose public view, at three points, ignores what is hidden."""
    record = play_game(spec, players, seed, options, [level] * players).record
    assert record.winners is not None and len(record.scores) == players
    assert replay(GameRecord.from_json(record.to_json())).scores() == record.scores
    state, rng = spec.new_state(players, seed, options), random.Random(seed)
    for stop in (3, 40, 200):
        while state.moves < stop and not state.over:
            seat = next_actor(state)
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        assert hider(spec)(state, rng).public_view() == state.public_view()


@pytest.mark.parametrize(("spec", "name", "value", "options"), OPTION_CASES, ids=OPTION_IDS)
def test_every_option_alone_plays_to_the_end_at_every_level_hiding_what_it_hides(
    spec, name, value, options
):
    assert spec.choices.full(options)[name] == value
    allowed = counts(spec, options)
    for n, level in enumerate(LEVEL_NAMES):  # the most players once, the fewest otherwise
        _plays_and_hides(spec, options, allowed[-1 if n == 1 else 0], 11 + n, level)


def test_the_options_cases_reach_every_option_of_every_game():
    reached = {(spec.id, name) for spec, name, _, _ in OPTION_CASES}
    assert reached == {(spec.id, o.name) for spec in _specs() for o in spec.choices}


@pytest.mark.parametrize("spec", _specs(), ids=lambda s: s.id)
@settings(max_examples=12)
@given(data=st.data(), seed=st.integers(0, 10**6), level=st.sampled_from(LEVEL_NAMES))
def test_any_combination_the_rules_allow_plays_to_the_end(spec, data, seed, level):
    options, players = data.draw(combination(spec))
    spec.check_players(players, options)
    _plays_and_hides(spec, options, players, seed, level)


# --- one game, every check ------------------------------------------------------------------
def keeps_the_contract(spec: GameSpec) -> None:
    """Every check above, for one game the registry knows only while a test runs (a game
    made from the template in a temporary folder: tests/test_new_game.py)."""
    for preset in spec.presets:
        test_random_legal_play_ends_and_its_record_replays_exactly(spec, preset)
        test_a_resumed_match_reaches_the_same_position_at_every_move(spec, preset)
        for level in LEVEL_NAMES:
            test_every_computer_level_plays_to_the_end(spec, preset, level)
        test_the_public_view_never_shows_what_is_hidden(spec, preset)
        test_every_seat_gets_its_own_view_when_all_are_asked_at_once(spec, preset)
        test_a_matched_computer_is_handed_only_what_its_seat_sees(spec, preset)
    test_the_public_view_check_can_fail(spec)
    cases = alone(spec)
    assert {name for name, _, _ in cases} == {option.name for option in spec.choices}
    for case in cases:
        test_every_option_alone_plays_to_the_end_at_every_level_hiding_what_it_hides(spec, *case)
    test_any_combination_the_rules_allow_plays_to_the_end(spec)


def test_keeping_the_contract_runs_every_check():
    """`keeps_the_contract` calls every test of this module that takes a game (the one
    over every game's options is the assertion on `cases` there)."""
    source = inspect.getsource(keeps_the_contract)
    checks = {name for name in globals() if name.startswith("test_")}
    checks -= {"test_keeping_the_contract_runs_every_check"}
    checks -= {"test_the_options_cases_reach_every_option_of_every_game"}
    assert {name for name in checks if f"{name}(" not in source} == set()
