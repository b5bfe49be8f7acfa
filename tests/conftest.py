"""Headless test setup: every test runs with SDL's dummy video and audio drivers."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("MEMOTABLE_STRICT_SIZES", "1")  # a picture's recipe paints the size it says
os.environ["MEMOTABLE_DATA_DIR"] = os.path.join(
    os.environ.get("PYTEST_TMPDIR", "/tmp"), f"memotable-test-{os.getpid()}"
)

from hypothesis import settings

settings.register_profile("memotable", deadline=None, max_examples=60)
settings.load_profile("memotable")


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _table_policies_back_to_default():
    """Calm motion, bigger words and the language are module-wide policies an app sets from
    its settings (`App.apply_table`): a test that turns one on leaves none behind for the
    next."""
    yield
    from engine import i18n
    from engine.drawing.motion import MOTION
    from engine.drawing.theme import WORDS

    MOTION.calm = False
    WORDS.scale = 1.0
    i18n.set_language("en")


@pytest.fixture(autouse=True)
def _a_data_folder_of_its_own(tmp_path, monkeypatch):
    """Each test keeps its saves and settings in a folder of its own: a game one test kept,
    or a setting it saved, must not change what the next test in the worker sees."""
    monkeypatch.setenv("MEMOTABLE_DATA_DIR", str(tmp_path / "memotable-data"))


@pytest.fixture
def sqlite_hub(tmp_path):
    """An event hub running on the loopback, on SQLite in the test's folder (tests/hubs.py)."""
    from tests.hubs import database, running_hub

    with database("sqlite", tmp_path) as url, running_hub(url) as server:
        yield server


def pytest_collection_finish(session: pytest.Session) -> None:
    """A worker whose tests of one `xdist_group` lost their group (pytest-xdist#1386: a
    pytest whose node ids xdist cannot mark) would share nothing the group was made to
    share, silently, and every language's tour would be taken twice: fail at once."""
    if not getattr(session.config.option, "loadgroup", False):
        return
    lost = [
        item.nodeid
        for item in session.items
        if item.get_closest_marker("xdist_group") is not None and "@" not in item.nodeid
    ]
    if lost:
        raise pytest.UsageError(f"--dist loadgroup did not group {lost[0]} (pytest-xdist#1386)")
