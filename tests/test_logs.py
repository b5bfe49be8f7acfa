"""The app's logs are bounded, keep every crash whole, and go to the journal under systemd."""

from __future__ import annotations

import logging
import sys
import threading

import pytest

from engine.storage import logs


@pytest.fixture
def logging_into(tmp_path):
    logs.start(tmp_path)
    yield tmp_path
    logs.stop()


def test_a_table_that_logs_for_months_keeps_a_bounded_log(logging_into):
    chatter = logging.getLogger("engine.test")
    for number in range(3_000):  # about 5 MB
        chatter.info("seat %d: %s", number, "a phone joined the table by the window " * 40)
    kept = sorted(logging_into.glob("memotable.log*"))
    assert [p.name for p in kept] == [
        "memotable.log",
        "memotable.log.1",
        "memotable.log.2",
        "memotable.log.3",
    ]
    assert all(p.stat().st_size <= logs.LOG_BYTES for p in kept)
    assert "seat 2999:" in (logging_into / "memotable.log").read_text(encoding="utf-8")
    assert not (logging_into / "errors.log").exists() or not (
        logging_into / "errors.log"
    ).read_text(encoding="utf-8")


def test_a_crash_in_a_thread_is_kept_whole_in_the_errors(logging_into):
    def broken() -> None:
        raise ValueError("the disk said no")

    thread = threading.Thread(target=broken, name="journal")
    thread.start()
    thread.join()
    errors = (logging_into / "errors.log").read_text(encoding="utf-8")
    assert "uncaught in journal" in errors
    assert "Traceback (most recent call last)" in errors
    assert "ValueError: the disk said no" in errors


def test_under_systemd_the_journal_hears_what_the_table_does(tmp_path, monkeypatch, capfd):
    monkeypatch.setenv("JOURNAL_STREAM", "8:12345")
    logs.start(tmp_path)
    try:
        logging.getLogger("engine.test").info("listening for TUIO on 0.0.0.0:3333")
    finally:
        logs.stop()
    assert "INFO engine.test: listening for TUIO on 0.0.0.0:3333" in capfd.readouterr().err


def test_in_a_terminal_only_warnings_reach_standard_error(tmp_path, monkeypatch, capfd):
    monkeypatch.delenv("JOURNAL_STREAM", raising=False)
    logs.start(tmp_path)
    try:
        logging.getLogger("engine.test").info("a quiet line")
        logging.getLogger("engine.test").warning("sound disabled: no audio device")
    finally:
        logs.stop()
    err = capfd.readouterr().err
    assert "sound disabled" in err and "a quiet line" not in err
    assert "a quiet line" in (tmp_path / "memotable.log").read_text(encoding="utf-8")


def test_a_folder_that_cannot_be_written_still_logs_to_standard_error(tmp_path, capfd):
    missing = tmp_path / "gone" / "deeper"
    logs.start(missing)
    try:
        logging.getLogger("engine.test").error("saving stopped: full")
    finally:
        logs.stop()
    err = capfd.readouterr().err
    assert "cannot log to" in err and "saving stopped: full" in err


@pytest.fixture
def opening(tmp_path):
    """Logs started as the app starts them: the files open with its first frame."""
    logs.start(tmp_path, opening=True)
    yield tmp_path
    logs.stop()


def test_what_is_logged_before_the_first_frame_reaches_the_files_when_it_shows(opening):
    logging.getLogger("engine.test").info("MemoTable started: 1920x1080")
    assert not (opening / "memotable.log").exists()  # the files wait for the first frame
    logs.open_files()
    logging.getLogger("engine.test").info("a phone joined")
    said = (opening / "memotable.log").read_text(encoding="utf-8").splitlines()
    assert [line.split(": ", 1)[1] for line in said] == [
        "MemoTable started: 1920x1080",
        "a phone joined",
    ]


def test_a_crash_before_the_first_frame_is_kept_whole_in_the_errors(opening):
    try:
        raise RuntimeError("the display went away")
    except RuntimeError as error:
        sys.excepthook(RuntimeError, error, error.__traceback__)  # as the app sets it
    errors = (opening / "errors.log").read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in errors
    assert "RuntimeError: the display went away" in errors


def test_a_stop_before_the_first_frame_loses_nothing_logged(tmp_path):
    logs.start(tmp_path, opening=True)
    logging.getLogger("engine.test").warning("stopped by the service manager")
    logs.stop()
    assert "stopped by the service manager" in (tmp_path / "memotable.log").read_text("utf-8")
