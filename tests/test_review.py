"""The memory review's framework (games/core/review.py) and what holds for every game:
figures from decisions, replayed records, invariants over random bot games, and the bot
levels' accuracy in order."""

import json
from dataclasses import replace

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.compositor.cache import SurfaceCache
from engine.compositor.pictures import Pictures
from engine.review.pictures import CARD, GAP, draw_card
from engine.shell import cli
from games.core.driver import play_game, summarise
from games.core.memory import LEVEL_NAMES, LEVELS
from games.core.record import GameRecord, RecordError, replay
from games.core.registry import all_games, get_game, register, unregister
from games.core.review import (
    FORGOT,
    KINDS,
    NEW_LUCKY,
    NEW_UNLUCKY,
    REMEMBERED,
    Decision,
    SeatReview,
    replay_steps,
    review_record,
)
from tests.toy_game import TOY

GAMES = [spec.id for spec in all_games() if spec.reviewer is not None]
# Memorandum needs a dealer and two receivers; every other game is reviewed at two seats.
PLAYERS = {"memorandum": 3}
# Short matches keep the level test fast: Fireball Court's kids match is to 31.
PRESET = {"fireball-court": "kids"}


def bot_record(game: str, seed: int, levels: tuple[str, ...] | None = None) -> GameRecord:
    spec = get_game(game)
    players = PLAYERS.get(game, 2)
    chosen = levels or ("casual",) * players
    return play_game(spec, players, seed, spec.options(PRESET.get(game, "classic")), chosen).record


def test_seat_figures_from_decisions():
    decisions = [
        Decision(3, 0, REMEMBERED, 4, 1, 1.0),
        Decision(5, 0, NEW_UNLUCKY, 2, None, 1.0),  # a guess neither breaks nor extends
        Decision(7, 0, REMEMBERED, 4, 1, 1.0),
        Decision(9, 0, FORGOT, 4, 1, 2.0),
        Decision(11, 0, FORGOT, 6, 8, 5.0),
        Decision(12, 1, REMEMBERED, 6, 8, 1.0),  # another seat's: not counted for seat 0
        Decision(13, 0, REMEMBERED, 6, 8, 1.0),
        Decision(15, 0, NEW_LUCKY, 1, None, 1.0),
    ]
    seat = SeatReview.of(0, decisions)
    assert seat.counts == {REMEMBERED: 3, FORGOT: 2, NEW_LUCKY: 1, NEW_UNLUCKY: 1}
    assert seat.accuracy == pytest.approx(3 / 5)
    assert seat.streak == 2
    assert seat.costliest == decisions[4]
    assert [(p.place, p.remembered, p.forgot) for p in seat.places] == [(4, 2, 1), (6, 1, 1)]


def test_no_memory_decision_gives_no_accuracy():
    seat = SeatReview.of(1, [Decision(0, 1, NEW_LUCKY, 3)])
    assert seat.accuracy is None and seat.streak == 0 and seat.costliest is None
    assert seat.places == []


def test_a_decision_kind_must_be_known():
    with pytest.raises(ValueError):
        Decision(0, 0, "guessed", 1)


def test_a_game_without_reviewer_or_a_damaged_record_is_refused():
    register(TOY)
    try:
        record = play_game(TOY, 2, 1, TOY.options(), ["casual", "casual"]).record
        with pytest.raises(RecordError, match="no memory review"):
            review_record(record)
    finally:
        unregister(TOY.id)
    record = bot_record("devils-circle", 3)
    record.moves[2]["action"] = {"type": "Flip", "disc": 99}
    with pytest.raises(RecordError, match="move 2"):
        review_record(record)


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_reviewer_and_steps_follow_the_record(game):
    record = bot_record(game, 11)
    steps = replay_steps(record)
    assert [s.index for s in steps] == list(range(len(record.moves)))
    assert steps[-1].after == tuple(replay(record).view(s) for s in range(record.players))
    assert all(a.before == b.after for a, b in zip(steps[1:], steps, strict=False))


@pytest.mark.parametrize("game", GAMES)
def test_the_review_of_a_replayed_record_equals_the_original(game):
    record = bot_record(game, 5)
    again = GameRecord.from_json(record.to_json())
    original = review_record(record).to_dict()
    assert review_record(again).to_dict() == original
    assert json.loads(json.dumps(original)) == original  # plain JSON all the way down
    assert sum(sum(s["counts"].values()) for s in original["seats"]) > 0


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=4, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    levels=st.lists(st.sampled_from(LEVEL_NAMES), min_size=3, max_size=3),
)
def test_random_bot_games_give_consistent_figures(game, seed, levels):
    players = PLAYERS.get(game, 2)
    record = bot_record(game, seed, tuple(levels[:players]))
    review = review_record(record)
    assert [s.seat for s in review.seats] == list(range(players))
    for seat in review.seats:
        assert seat.accuracy is None or 0.0 <= seat.accuracy <= 1.0
        assert sum(seat.counts.values()) == len(seat.decisions)
        assert set(seat.counts) == set(KINDS)
        judged = seat.counts[REMEMBERED] + seat.counts[FORGOT]
        assert sum(p.remembered + p.forgot for p in seat.places) == judged
        assert seat.streak <= seat.counts[REMEMBERED]
        for decision in seat.decisions:
            assert decision.seat == seat.seat
            assert record.moves[decision.move]["seat"] == seat.seat
            assert decision.seen is None or decision.seen < decision.move
            assert (decision.seen is None) == (decision.kind in (NEW_LUCKY, NEW_UNLUCKY))


# Games per level, enough for the order to be stable on these seeds and quick to run.
LEVEL_GAMES = {
    "devils-circle": 12,
    "memorandum": 4,
    "memodixe": 16,
    "fireball-court": 10,
    "tamega": 12,
}


@pytest.mark.parametrize("game", GAMES)
def test_levels_rise_in_order_and_perfect_memory_scores_top(game):
    spec = get_game(game)
    players = PLAYERS.get(game, 2)
    options = spec.options(PRESET.get(game, "classic"))
    accuracy = {}
    for level in LEVELS:  # the fixed levels (matched follows the others)
        games = LEVEL_GAMES.get(game, 12)
        summary = summarise(spec, players, 0, games, options, [level] * players)
        accuracy[level] = sum(summary.memory_accuracy) / players
    assert accuracy["child"] < accuracy["casual"] <= accuracy["sharp"] <= accuracy["perfect"]
    assert accuracy["perfect"] >= 0.99


# --- python main.py review ------------------------------------------------------------------
def run_cli(*argv: str) -> int:
    return cli.main(list(argv))


def test_review_command_prints_each_seat_and_json(tmp_path, capsys):
    record = bot_record("memodixe", 7)
    path = tmp_path / "game.json"
    path.write_text(record.to_json())
    assert run_cli("review", str(path)) == 0
    text = capsys.readouterr().out
    assert "MemoDiXe" in text and "Seat 1" in text and "Seat 2" in text
    assert text.count("Longest streak") == 2
    assert run_cli("review", str(path), "--json") == 0
    assert json.loads(capsys.readouterr().out) == review_record(record).to_dict()


def test_review_command_reads_a_saved_game_in_progress(tmp_path, capsys):
    record = bot_record("tamega", 2)
    record.moves = record.moves[:40]
    record.scores = record.winners = None
    save = {**record.to_dict(), "resume": {"seats": ["human", "bot"]}}
    path = tmp_path / "current-game.json"
    path.write_text(json.dumps(save))
    assert run_cli("review", str(path), "--lang", "de") == 0
    assert "Gedächtnis" in capsys.readouterr().out
    assert run_cli("--lang", "nl", "review", str(path)) == 0
    assert "Geheugen" in capsys.readouterr().out


@pytest.mark.parametrize("content", [None, "{not json", '{"format": "other"}', "[]"])
def test_review_command_refuses_a_bad_file_in_one_line(tmp_path, capsys, content):
    path = tmp_path / "game.json"
    if content is not None:
        path.write_text(content)
    assert run_cli("review", str(path)) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("memotable: cannot review") and captured.err.count("\n") == 1


def test_review_cards_show_each_seat_with_its_brain_filled_by_accuracy(tmp_path):
    record = bot_record("devils-circle", 3, ("child", "perfect"))
    review = review_record(record)
    out = tmp_path / "review.png"
    assert run_cli("review", str(record_path(tmp_path, record)), "--png", str(out)) == 0
    sheet = pygame.image.load(str(out))
    assert sheet.get_size() == (2 * CARD[0] + 3 * GAP, CARD[1] + 2 * GAP)

    def saturation(seat) -> int:
        """How colourful the brain's lower middle is: grey where memory failed."""
        card = draw_card(Pictures(SurfaceCache()), review, seat)
        colour = card.get_at((CARD[0] // 2, 300))
        return max(colour[:3]) - min(colour[:3])

    perfect = replace(review.seats[1], accuracy=1.0)
    forgetful = replace(review.seats[0], accuracy=0.0)
    assert saturation(perfect) > 60 > 10 > saturation(forgetful)


def test_review_png_to_a_bad_place_is_one_line(tmp_path, capsys):
    path = record_path(tmp_path, bot_record("memodixe", 1))
    assert run_cli("review", str(path), "--png", str(tmp_path / "no" / "x.png")) == 2
    assert run_cli("review", str(path), "--png", str(tmp_path / "x.txt")) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 2 and err.count("memotable:") == 2


def record_path(tmp_path, record: GameRecord):
    path = tmp_path / "game.json"
    path.write_text(record.to_json())
    return path
