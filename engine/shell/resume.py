"""Resuming the game that was in progress when the app stopped (crash, power cut)."""

from __future__ import annotations

from engine.game.setup import setup_from_dict
from engine.shell.starting import scene_class
from engine.storage.saves import load_save, set_aside_save


def resume_saved_game(app) -> str:
    """Push the saved game's scene; returns a message if it could not be resumed."""
    loaded = load_save()
    if loaded is None:
        return ""
    if isinstance(loaded, str):
        return loaded
    try:
        setup = setup_from_dict(loaded.extra["setup"])
        scene = scene_class(setup.spec)(app, setup, resume=loaded.record)
        scene.restore(loaded.extra)
    except Exception as error:  # a foreign save: wrong game, missing scene, bad seats
        return set_aside_save(f"cannot resume: {error!r}")
    app.scenes.push(scene, fade=True)
    return ""
