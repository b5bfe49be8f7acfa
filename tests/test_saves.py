"""Saves: a journal line per move written in the move's step and synced off the frame, torn
last lines, old saves, damaged saves set aside with a message in the player's language."""

import json
import os
import threading
import time

import pytest

from engine import i18n
from engine.storage import saves
from engine.storage.saves import (
    clear_save,
    compact_save,
    flush_saves,
    load_save,
    save_move,
    save_path,
)
from games.core import decode_action, encode
from games.core.driver import play_game
from games.core.record import GameRecord
from games.core.registry import get_game

SPEC = get_game("memorandum")
EXTRA = {"setup": {"game": SPEC.id, "players": 3, "seed": 9, "seats": []}}


@pytest.fixture
def full_record():
    clear_save()
    flush_saves()  # the removal is done before a test writes a save file of its own
    record = play_game(SPEC, 3, 9, SPEC.options(), ["casual"] * 3).record
    yield record
    clear_save()
    flush_saves()


def _partial(record: GameRecord, moves: int) -> GameRecord:
    return GameRecord(
        record.game, record.players, record.seed, record.options, record.setup, [], seats=[]
    ), record.moves[:moves]


def _journal_of(record: GameRecord, moves: int) -> GameRecord:
    """Save `moves` moves of `record` one by one, as a scene does."""
    growing, wanted = _partial(record, moves)
    for move in wanted:
        growing.moves.append(move)
        save_move(growing, EXTRA)
    flush_saves()
    return growing


def _position(moves):
    state = SPEC.new_state(3, 9, SPEC.options())
    for move in moves:
        state.apply(move["seat"], decode_action(move["action"], SPEC.action_types))
    return [encode(state.view(seat)) for seat in range(3)], state.to_act()


def _loaded_position(loaded):
    return [encode(loaded.state.view(seat)) for seat in range(3)], loaded.state.to_act()


def test_a_move_appends_one_line_and_the_header_is_written_once(full_record):
    _journal_of(full_record, 3)
    before = save_path().read_bytes()
    growing = _journal_of(full_record, 4)
    after = save_path().read_bytes()
    assert after.startswith(before)  # appended, not rewritten
    added = after[len(before) :]
    assert added.count(b"\n") == 1 and json.loads(added) == growing.moves[-1]
    header = json.loads(after.split(b"\n")[0])
    assert header["resume"] == EXTRA
    assert len(header["moves"]) == 1 and after.count(b"\n") == 4  # a line per later move


def test_a_late_move_costs_what_an_early_one_does(full_record):
    """The bytes written for move 300 are one move's line, as for move 3."""
    count = min(300, len(full_record.moves) - 1)
    growing, rest = _partial(full_record, count)
    for move in rest:
        growing.moves.append(move)
        save_move(growing, EXTRA)
    flush_saves()
    size = save_path().stat().st_size
    growing.moves.append(full_record.moves[count])
    save_move(growing, EXTRA)
    flush_saves()
    line = json.dumps(full_record.moves[count], separators=(",", ":"))
    assert save_path().stat().st_size - size == len(line) + 1


def test_a_move_is_in_the_file_before_save_move_returns_and_synced_off_the_frame(
    full_record, monkeypatch
):
    """The line reaches the operating system in the move's own step, even while the writer
    thread is held up; only the fsync waits for that thread (issue 24, finding 1)."""
    growing = _journal_of(full_record, 4)
    synced = []
    real = os.fsync
    monkeypatch.setattr(
        os, "fsync", lambda fd: (synced.append(threading.current_thread()), real(fd))
    )
    held, release = threading.Event(), threading.Event()
    saves._writer.submit(lambda: (held.set(), release.wait(10)))
    assert held.wait(10)
    try:
        growing.moves.append(full_record.moves[4])
        save_move(growing, EXTRA)
        on_disk = save_path().read_bytes()  # another reader, the writer still held up
        assert on_disk.endswith(
            json.dumps(full_record.moves[4], separators=(",", ":")).encode() + b"\n"
        )
        assert synced == []
    finally:
        release.set()
    flush_saves()
    assert synced and all(t is not threading.main_thread() for t in synced)


def test_a_torn_last_line_resumes_to_the_move_before_it(full_record):
    """Cut the journal at every byte of its last line: the game resumes without that move,
    or with it once the line is whole (even before its newline reached the disk)."""
    moves = 12
    _journal_of(full_record, moves)
    data = save_path().read_bytes()
    start = data.rstrip(b"\n").rfind(b"\n") + 1
    without, with_it = (
        _position(full_record.moves[: moves - 1]),
        _position(full_record.moves[:moves]),
    )
    for cut in range(start, len(data) + 1):
        save_path().write_bytes(data[:cut])
        loaded = load_save()
        assert not isinstance(loaded, str) and loaded is not None, cut
        whole = cut >= len(data) - 1
        assert len(loaded.record.moves) == moves - (not whole)
        assert _loaded_position(loaded) == (with_it if whole else without)


def test_a_resumed_journal_is_compacted_before_new_moves_are_appended(full_record):
    _journal_of(full_record, 6)
    data = save_path().read_bytes()
    save_path().write_bytes(data[:-7])  # the power went during move 6
    loaded = load_save()
    compact_save(loaded.record, EXTRA)  # what the scene does when it rebuilds the game
    loaded.record.moves.append(full_record.moves[5])
    save_move(loaded.record, EXTRA)
    again = load_save()
    assert len(again.record.moves) == 6
    assert _loaded_position(again) == _position(full_record.moves[:6])


def test_an_old_single_document_save_still_loads(full_record):
    old = full_record.to_dict()
    old["moves"] = full_record.moves[:20]
    old["scores"] = old["winners"] = None
    old["resume"] = EXTRA
    save_path().write_text(json.dumps(old), encoding="utf-8")  # how saves used to be written
    loaded = load_save()
    assert loaded.extra == EXTRA and len(loaded.record.moves) == 20
    assert _loaded_position(loaded) == _position(full_record.moves[:20])


def test_a_damaged_save_is_set_aside_with_words_for_players(full_record):
    _journal_of(full_record, 8)
    lines = save_path().read_bytes().split(b"\n")
    lines[3] = b'{"seat": 0, "act'  # damage in the middle is not a torn last line
    save_path().write_bytes(b"\n".join(lines))
    i18n.set_language("fr")
    try:
        message = load_save()
    finally:
        i18n.set_language("en")
    assert message == i18n.catalogue("fr")["saves.damaged"]
    assert not save_path().exists()
    assert list(save_path().parent.glob("current-game.json.bad-*"))


def test_a_finished_game_is_not_offered(full_record):
    _journal_of(full_record, len(full_record.moves))
    assert load_save() is None
    flush_saves()
    assert not save_path().exists()


def test_saves_go_where_the_data_dir_is_at_the_time(full_record, tmp_path, monkeypatch):
    _journal_of(full_record, 2)
    monkeypatch.setenv("MEMOTABLE_DATA_DIR", str(tmp_path))
    growing = _journal_of(full_record, 3)
    assert len(load_save().record.moves) == len(growing.moves) == 3
    assert saves.save_path().parent == tmp_path


def test_a_move_on_an_open_journal_makes_no_folder(full_record, monkeypatch):
    """The frame that journals a move pays for no mkdir (only a new journal needs one)."""
    growing = _journal_of(full_record, 2)
    made = []
    monkeypatch.setattr(type(save_path()), "mkdir", lambda self, **kw: made.append(self))
    growing.moves.append(full_record.moves[2])
    save_move(growing, EXTRA)
    flush_saves()
    assert made == []
    assert len(load_save().record.moves) == 3


def test_undecodable_bytes_in_a_torn_last_line_lose_only_that_line(full_record):
    """A power cut mid-line can leave any bytes, not UTF-8 among them: only that line goes
    (issue 24, finding 4)."""
    _journal_of(full_record, 9)
    whole = save_path().read_bytes()
    aside = set(save_path().parent.glob("current-game.json.bad-*"))
    for tail in (b'{"seat": 1, "act\xff', b"\xff\xfe\x00\x00", b'{"seat":\xc3'):
        save_path().write_bytes(whole + tail)
        loaded = load_save()
        assert not isinstance(loaded, str) and len(loaded.record.moves) == 9, tail
        assert _loaded_position(loaded) == _position(full_record.moves[:9])
    assert set(save_path().parent.glob("current-game.json.bad-*")) == aside


def test_a_resumed_game_appends_to_its_journal_in_place_after_the_torn_line_is_cut(
    full_record,
):
    """Resuming reads the journal once and goes on appending to it: no rewrite, the torn
    tail cut off, so a move made at once after resuming is on the disk at once."""
    _journal_of(full_record, 7)
    whole = save_path().read_bytes()
    save_path().write_bytes(whole + b'{"seat": 2, "ac')
    loaded = load_save()
    compact_save(loaded.record, EXTRA)  # the scene rebuilding the game
    loaded.record.moves.append(full_record.moves[7])
    save_move(loaded.record, EXTRA)
    line = json.dumps(full_record.moves[7], separators=(",", ":")).encode() + b"\n"
    assert save_path().read_bytes() == whole + line  # before any flush


def test_the_writer_syncs_a_lone_move_by_itself(full_record):
    """Group commit never waits for more moves to come: a single move's line is fsynced as
    soon as the writer is free, without another move or a flush (what bounds a power cut's
    loss to the lines written since the last fsync finished)."""
    growing = _journal_of(full_record, 3)
    synced = saves.sync_figures()[0]
    growing.moves.append(full_record.moves[3])
    save_move(growing, EXTRA)
    deadline = time.monotonic() + 10
    while saves.sync_figures()[0] == synced and time.monotonic() < deadline:
        time.sleep(0.001)
    assert saves.sync_figures()[0] == synced + 1
