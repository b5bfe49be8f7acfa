"""The rules core on its own: contract, codec, records and replay, memory, the driver."""

import ast
import pathlib
import random

import pytest

from games.core import IllegalAction, decode_action, encode
from games.core.driver import play_game, summarise
from games.core.memory import LEVELS, Memory
from games.core.record import GameRecord, RecordError, replay
from games.core.registry import OptionsError, register, unregister
from tests.toy_game import TOY, ToyState, Turn

ROOT = pathlib.Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True, scope="module")
def toy_registered():
    """The toy game is known to the registry only while these tests run."""
    register(TOY)
    yield
    unregister(TOY.id)


def test_rules_core_never_imports_pygame():
    """Rules and bot modules must run without a screen: no pygame import anywhere in them."""
    modules = [
        path
        for path in (ROOT / "games").glob("**/*.py")
        if not path.name.startswith("scene") and "scene" not in path.parent.name
    ]
    offenders = []
    for path in modules:
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            if any(n.split(".")[0] in {"pygame", "pymunk", "engine"} for n in names):
                offenders.append(path.name)
    assert offenders == []
    assert len(modules) >= 6


def test_illegal_action_is_refused_and_changes_nothing():
    state = ToyState(2, 1, TOY.options())
    with pytest.raises(IllegalAction):
        state.apply(1, Turn(0))  # not seat 1's turn
    with pytest.raises(IllegalAction):
        state.apply(0, Turn(99))
    assert state.moves == 0 and state.shown == []


def test_action_codec_round_trip_and_rejects_foreign_data():
    action = Turn(3)
    assert decode_action(encode(action), TOY.actions) == action
    for bad in ({"type": "Nope"}, {"type": "Turn"}, {"type": "Turn", "card": 1, "x": 2}, [1], None):
        with pytest.raises(ValueError):
            decode_action(bad, TOY.actions)


def test_an_actions_fields_are_decoded_by_their_declared_kind_or_refused_with_a_reason():
    """A save or a phone may hold anything where a field is: only the declared kind is
    taken (True is not the card 1, [[3]] not the card 3), and a refusal is a ValueError
    with a short reason, however large or deep what it refuses."""
    from games.memodixe.actions import GoOn

    kinds = (*TOY.actions, GoOn)
    assert decode_action({"type": "GoOn", "go": False}, kinds) == GoOn(False)
    deep: object = 3
    for _ in range(5000):
        deep = [deep]
    wrong = [
        {"type": "Turn", "card": True},
        {"type": "Turn", "card": 3.0},
        {"type": "Turn", "card": "3"},
        {"type": "Turn", "card": deep},
        {"type": "Turn", "card": {"x": 1}},
        {"type": "GoOn", "go": 1},
        {"type": ["Turn"], "card": 1},
        {"type": {"Turn": 1}},
        {"type": "x" * 10**6},
    ]
    for bad in wrong:
        with pytest.raises(ValueError) as refused:
            decode_action(bad, kinds)
        assert 0 < len(str(refused.value)) < 200


def test_options_reject_unknown_preset_and_option():
    with pytest.raises(OptionsError):
        TOY.options("expert")
    with pytest.raises(OptionsError):
        TOY.options("classic", colour="red")
    assert TOY.options("kids")["pairs"] == 3


def test_tampered_record_is_rejected():
    record = play_game(TOY, 2, 5, TOY.options(), ["perfect", "child"]).record
    record.moves[3]["action"] = {"type": "Turn", "card": 999}
    with pytest.raises(RecordError):
        replay(record)
    with pytest.raises(RecordError):
        GameRecord.from_json("{not json")
    with pytest.raises(RecordError):
        GameRecord.from_json('{"format": "something-else"}')


def test_view_hides_the_face_down_pictures():
    state = ToyState(2, 3, TOY.options())
    view = state.view(1)
    other = ToyState(2, 3, TOY.options())
    other.pictures = list(reversed(other.pictures))  # change only what nobody can see
    assert other.view(1) == view


def test_memory_levels_forget_like_people():
    rng = random.Random(0)
    child, perfect = Memory("child", rng), Memory("perfect", rng)
    for key in range(10):
        child.see(key, key)
        perfect.see(key, key)
    assert 0 not in child and 9 in child  # capacity pushed the oldest out
    assert perfect.recall(0) == 0
    child.tick(30)
    assert child.chance(9) < 0.1  # faded
    assert LEVELS["child"].recall < LEVELS["casual"].recall < LEVELS["sharp"].recall


def test_stronger_memory_wins_more():
    low = summarise(TOY, 2, 0, 200, TOY.options(), ["child", "perfect"])
    assert low.win_share[1] > low.win_share[0]
    assert abs(sum(low.win_share) - 1.0) < 1e-6
