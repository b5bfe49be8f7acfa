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
