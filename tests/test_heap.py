"""Memory between games: handed back where the C library can (glibc), and what a game
starts with kept out of the collector's way until it ends."""

import platform

import pytest

from engine.loop import heap


@pytest.mark.skipif(platform.libc_ver()[0] != "glibc", reason="malloc_trim is glibc's")
def test_give_back_trims_the_heap_on_glibc():
    assert heap.give_back()


def test_a_game_keeps_what_it_started_with_out_of_the_collectors_way_until_it_ends():
    import gc

    from engine.shell.starting import bot_setup, game_scene
    from games.core.registry import get_game
    from tests.fingers import new_app

    app = new_app()
    app.options.heap = True  # as the app runs (the tests' apps leave the heap alone)
    spec = get_game("devils-circle")
    app.scenes.push(game_scene(app, bot_setup(spec, 2, 5, "classic")))
    app.scenes.apply_pending()
    assert gc.get_freeze_count() > 1000, "the rules, the physics and the caches' keys"
    app.scenes.reset(app.home())
    app.scenes.apply_pending()
    assert gc.get_freeze_count() == 0, "the ended game's cycles may be collected again"
