"""A Tamega game of 5 to 8 players set up before the pawns started in front of their seats
says nothing of `starts` in its options: its record replays, and a kept game resumes with
the pawns where they started round the boards, is kept again as it was and resumes again,
the Resume card saying only its preset. A player's kept game is never set aside for it."""

from __future__ import annotations

import pytest

from engine.game.setup import GameSetup, SeatPlan, setup_dict
from engine.i18n import tr
from engine.shell.resume import resume_saved_game
from engine.storage.saves import clear_save, flush_saves, load_save, save_move
from games.core import encode
from games.core.driver import play_game
from games.core.record import GameRecord, replay
from games.core.registry import get_game
from games.tamega.board import boards_for, geometry
from tests.fingers import frames, new_app, run_until

SPEC = get_game("tamega")
SEED = 5
KEPT_MOVES = 12
# Where the pawns of eight started before (docs/games/tamega.md): round the play area from
# the bottom of the left board, the 7th and 8th by the seam.
RING_OF_EIGHT = [(7, 4), (4, 1), (1, 4), (1, 11), (4, 14), (7, 11), (3, 7), (5, 8)]


def set_up_before() -> dict:
    """The classic preset's options as the setup wrote them before `starts` was declared."""
    return {k: v for k, v in SPEC.options().items() if k != "starts"}


def started_at(record: GameRecord) -> list[tuple[int, int]]:
    """(row, col) of each pawn's start square, as the record's setup says."""
    geo = geometry(boards_for(record.players))
    return [geo.row_col(square) for square in record.setup["pawns"]]


@pytest.fixture
def old_game():
    """A whole game of eight computer players set up before, its pawns where they started
    then (tests/test_who_starts.py holds such games to their digests taken then); no kept
    game before or after."""
    clear_save()
    flush_saves()
    record = play_game(SPEC, 8, SEED, set_up_before(), ["casual"] * 8).record
    assert "starts" not in record.options and started_at(record) == RING_OF_EIGHT
    yield record
    clear_save()
    flush_saves()


def test_an_old_record_replays_with_the_pawns_round_the_boards(old_game):
    again = replay(GameRecord.from_json(old_game.to_json()))
    assert again.scores() == old_game.scores and again.winners() == old_game.winners
    new = play_game(SPEC, 8, SEED, SPEC.options(), ["casual"] * 8).record
    assert new.options["starts"] == "seats" and started_at(new)[0] == (7, 12)


def keep(record: GameRecord, moves: int) -> None:
    """The first `moves` moves of `record` kept move by move, as the table kept a game."""
    seats = [SeatPlan("bot", "casual") for _ in range(record.players)]
    setup = GameSetup(SPEC.id, record.players, record.seed, "classic", {}, seats)
    extra = {"setup": setup_dict(setup), "explained": [], "began": 0.0}
    growing = GameRecord(
        record.game, record.players, record.seed, record.options, record.setup, [], seats=[]
    )
    for move in record.moves[:moves]:
        growing.moves.append(move)
        save_move(growing, extra)
    flush_saves()


def test_an_old_kept_game_resumes_as_it_was_is_kept_again_and_resumes_again(old_game):
    keep(old_game, KEPT_MOVES)
    app = new_app(speed=4)
    app.scenes.reset(app.home())
    frames(app, 3)
    card = next(b for b in app.scenes.top.buttons if b.emoji == "⏯️")  # not set aside
    assert card.rules == tr("preset.classic")  # how it is played: nothing more to say
    assert resume_saved_game(app) == ""
    frames(app, 2)
    game = app.scenes.top
    assert game.spec.id == SPEC.id and game.record.options == old_game.options
    assert game.record.setup == old_game.setup  # the pawns where they started
    expected = replay(GameRecord(**{**old_game.__dict__, "moves": old_game.moves[:KEPT_MOVES]}))
    assert encode(game.state.public_view()) == encode(expected.public_view())
    assert run_until(app, lambda: game.state.moves >= KEPT_MOVES + 3, 3600)
    flush_saves()
    again = load_save()
    assert not isinstance(again, str) and again.record.options == old_game.options
    assert again.record.setup == old_game.setup  # kept again as it was set up
    assert again.record.moves[:KEPT_MOVES] == old_game.moves[:KEPT_MOVES]
    assert again.record.moves == game.record.moves
